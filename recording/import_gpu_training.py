"""Bring the run dirs of recording/record_gpu_training.sh (or record_gpu_profile.sh,
record_gpu_verdicts.sh) into sample_traces/gpu-x2-training/ (or gpu-x2-profile/, gpu-x2-verdicts/).

    python recording/import_gpu_training.py WORK [--set training|profile|verdicts] [--out DIR]

WORK is what the recorder left (the PACK tarballs unpacked; verdicts.tgz unpacked, with
``--recorded-as`` the device's temporary WORK its run.json names). training and verdicts:
runs/<stamp>-<name> become ``<name>/`` (verdicts: made small as record_verdict_samples.py does);
profile: every run dir keeps its name (reruns name their parent by it); timing
(record_gpu_timing.sh; timing2: its recording with alternating timed windows): the profile reruns only, and the oracle_*.json beside them. The console
files go to ``console/``. The machine's paths become placeholders
(pathrewrite.py recomputes payload md5s). Then, to keep the set small, each TORCH_TRACE file and
output.log is stored xz-compressed (``*.log.xz``, ``output.log.xz``; pt2tui reads them as they are);
the profiler traces stay as the programs wrote them (gzip).
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import os
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402

NAMES = ("ddp_hf_rank_shape", "fsdp2_layers", "nccl_diverge", "single_gpu_perf")
SETS = {
    "training": "gpu-x2-training", "profile": "gpu-x2-profile", "verdicts": "gpu-x2-verdicts",
    "timing": "gpu-x2-timing", "timing2": "gpu-x2-timing2",
}
MAPPING = [
    ("{work}/runs", "/home/dev/pt2tui_runs"),
    ("{work}/cache", "/tmp/torchinductor_dev"),
    ("{work}", "/tmp/gpu_train"),
    ("/opt/torch/.venv", "/home/dev/venv"),
    ("/tmp/site", "/home/dev/venv/extra"),
]


def _xz(path: Path) -> None:
    out = path.with_name(path.name + ".xz")
    with open(path, "rb") as src, lzma.open(out, "wb", preset=9 | lzma.PRESET_EXTREME) as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()


def _rewrite_profiles(d: Path, rw: PathRewriter) -> list[str]:
    """The profiler traces name their own path (traceName): rewritten inside the gzip."""
    bad = []
    for p in sorted(d.glob("*/*.json.gz")):  # profile/, or where the program put its own
        with gzip.open(p, "rb") as f:
            text = f.read().decode("utf-8")
        new = rw(text)
        if new != text:
            p.write_bytes(gzip.compress(new.encode("utf-8"), compresslevel=9, mtime=0))
        left = rw.leftovers(new.encode("utf-8"))
        if left:
            bad.append(f"{p.name}: {left}")
    return bad


def _traces_xz(dest: Path) -> None:
    """profile/trace*.json.gz -> .json.xz (pt2tui reads either), each calls*.json's "trace" too."""
    for p in sorted(dest.glob("profile/trace*.json.gz")):
        out = p.with_name(p.name[: -len(".gz")] + ".xz")
        with gzip.open(p, "rb") as src, lzma.open(out, "wb", preset=9 | lzma.PRESET_EXTREME) as dst:
            shutil.copyfileobj(src, dst)
        p.unlink()
        for cj in dest.glob("profile/calls*.json"):
            data = json.loads(cj.read_text())
            if data.get("trace") == p.name:
                data["trace"] = out.name
                cj.write_text(json.dumps(data, separators=(",", ":")) + "\n")  # one line: small


def _relative_cwd(dest: Path) -> None:
    """run.json's ``relative.cwd`` (the program's cwd from the run dir): the checkout is the
    repository root now, wherever the sample is read."""
    rj = dest / "run.json"
    info = json.loads(rj.read_text())
    if isinstance(info.get("relative"), dict) and "cwd" in info["relative"]:
        for key in ("cwd", "program_cwd"):
            if key in info["relative"]:
                info["relative"][key] = os.path.relpath(HERE.parent, dest)
        rj.write_text(json.dumps(info, indent=2) + "\n")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("work")
    ap.add_argument("--set", choices=sorted(SETS), default="training")
    ap.add_argument("--out", help="default: sample_traces/<the set's folder>")
    ap.add_argument("--recorded-as", help="WORK's path on the device (/tmp/gpu_train, /tmp/gpu_prof)")
    args = ap.parse_args()
    work = Path(args.work)
    out = Path(args.out or HERE.parent / "sample_traces" / SETS[args.set])
    args.recorded_as = args.recorded_as or {"training": "/tmp/gpu_train", "timing": "/tmp/gpu_timing",
                                          "timing2": "/tmp/gpu_timing"}.get(
        args.set, "/tmp/gpu_prof")  # fmt: skip
    out.mkdir(parents=True, exist_ok=True)
    (out / "console").mkdir(exist_ok=True)
    runs = sorted(p.name for p in (work / "runs").iterdir() if p.is_dir()) if (work / "runs").is_dir() else []
    tag = runs[0].split("-", 2)[-1] if runs else "new"  # the first run's program
    for f in ["gpus.txt", "versions.txt", "machine.txt", *(p.name for p in work.glob("*.console.txt"))]:
        if (work / f).is_file():
            dest = out / "console" / f
            if f in ("gpus.txt", "versions.txt") and dest.is_file() and dest.read_bytes() != (work / f).read_bytes():
                dest = dest.with_name(f"{dest.stem}-{tag}.txt")  # another machine: the set's own kept
            shutil.copy(work / f, dest)
    if args.set == "training":
        pairs = [(next(iter(sorted((work / "runs").glob(f"*-{n}")))), n) for n in NAMES]
    elif args.set == "verdicts":
        pairs = [(p, p.name.split("-", 2)[-1]) for p in sorted((work / "runs").iterdir()) if p.is_dir()]
    elif args.set in ("timing", "timing2"):  # the profile reruns only (small): each finds the other as its sibling
        pairs = [(p, p.name) for p in sorted((work / "runs").iterdir()) if p.is_dir() and "-profile" in p.name]
        for o in sorted(work.glob("oracle_*.json")):  # the programs timed alone
            shutil.copy(o, out / o.name)
    else:
        pairs = [(p, p.name) for p in sorted((work / "runs").iterdir()) if p.is_dir()]
    for src, name in pairs:
        dest = out / name
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(src, dest)
        checkout = json.loads((src / "run.json").read_text()).get("cwd")  # the device's checkout
        rw = PathRewriter(
            [(s.format(work=args.recorded_as), d) for s, d in MAPPING]
            + ([(checkout, "/home/dev/pt2tui")] if checkout else [])
        )
        _relative_cwd(dest)
        rep = rewrite_dir(dest, rw)
        print(name, rep.changed_files, "files rewritten; leftovers", rep.leftovers or "none",
              "; profiles", _rewrite_profiles(dest, rw) or "clean")
        if args.set == "verdicts":
            from record_verdict_samples import strip

            strip(dest)
        for p in sorted(dest.glob("trace/*.log")) + [dest / "output.log"]:
            if p.is_file():
                _xz(p)
        if args.set in ("timing", "timing2"):  # small: the profiler traces xz (about half of gzip), calls.json says so
            _traces_xz(dest)
    checkouts = {c for src, _ in pairs if (c := json.loads((src / "run.json").read_text()).get("cwd"))}
    rep = rewrite_dir(out / "console", PathRewriter(
        [(s.format(work=args.recorded_as), d) for s, d in MAPPING]
        + [(c, "/home/dev/pt2tui") for c in sorted(checkouts)]))
    print("console", rep.changed_files, "files rewritten")
    for p in sorted((out / "console").glob("*.console.txt")):
        _xz(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
