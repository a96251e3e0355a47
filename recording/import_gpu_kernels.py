"""Bring the run dirs of recording/record_gpu_kernels.sh into sample_traces/gpu-h200-kernels/.

    python recording/import_gpu_kernels.py WORK [--out sample_traces/gpu-h200-kernels]
                                                [--recorded-as /tmp/gpu_kernels]

WORK holds ``runs/`` (kernels.tgz unpacked). Each run dir becomes ``<name>/`` (its time stamp
dropped; a second kernel-repro of one parent ``...-kernel-repro-2``), without the Inductor cache,
``tmp/`` and debug dirs; a Triton cache keeps its kernels' metadata, cubins and group files (the
IR text is in the trace) except for the user's kernels (whole: a cache-only read is tested on
it); cache files over 4 KB are stored xz-compressed (pt2tui reads them so). tritonparse's own parse (``parsed/``) becomes ``oracle.json.xz``: per compile its hash,
name, metadata, stages and source mappings (IR line -> Python line), per kernel its launches and
what launch_diff says varies; ``res_usage.txt`` (cuobjdump) is kept. TORCH_TRACE logs, output.log,
tritonparse's NDJSON and the repro's output code are stored xz-compressed; this machine's paths
become placeholders (pathrewrite.rewrite_dir).
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import os
import re
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402

OUT = HERE.parent / "sample_traces" / "gpu-h200-kernels"
MAPPING = [
    ("{work}/runs", "/home/dev/pt2tui_runs"),
    ("{work}/cache", "/tmp/torchinductor_dev"),
    ("{work}/triton_cache", "/home/dev/.triton/cache"),
    ("{work}", "/tmp/gpu_kernels"),
    ("/opt/torch/.venv", "/home/dev/venv"),
]
KEEP_CACHE_WHOLE = ("user_kernels-triton-trace",)


def _xz(path: Path) -> None:
    with open(path, "rb") as src, lzma.open(path.with_name(path.name + ".xz"), "wb", preset=9) as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()


def _events(parsed: Path):
    for p in sorted(parsed.rglob("*")):
        if not p.is_file() or ".ndjson" not in p.name:
            continue
        opener = gzip.open if p.name.endswith(".gz") else open
        with opener(p, "rt", encoding="utf-8", errors="replace") as f:
            for line in f:
                try:
                    yield json.loads(line)
                except ValueError:
                    continue


def oracle(parsed: Path) -> dict:
    """What tritonparse's parse says, reduced to what the tests compare."""
    compiles: dict[str, dict] = {}
    launches: dict[str, dict] = {}
    for ev in _events(parsed):
        kind = ev.get("event_type")
        if kind == "compilation":
            p = ev.get("payload") or {}
            md = p.get("metadata") or {}
            sm = p.get("source_mappings") or {}
            compiles[str(md.get("hash"))] = {
                "name": md.get("name"),
                "num_warps": md.get("num_warps"), "num_stages": md.get("num_stages"),
                "shared": md.get("shared"), "num_ctas": md.get("num_ctas"),
                "stages": sorted((p.get("file_content") or {}).keys()),
                "pt_info": p.get("pt_info"),
                "python_start_line": (p.get("python_source") or {}).get("start_line"),
                "source_mappings": {st: {ln: m.get("line") for ln, m in v.items() if isinstance(m, dict)}
                                    for st, v in sm.items() if st != "python" and isinstance(v, dict)},
            }  # fmt: skip
        elif kind == "launch_diff":
            launches[str(ev.get("hash"))] = {
                "name": ev.get("name"), "total_launches": ev.get("total_launches"),
                "diffs": sorted((ev.get("diffs") or {}).keys()) if isinstance(ev.get("diffs"), dict) else [],
            }  # fmt: skip
    return {"compiles": compiles, "launch_diff": launches}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("work")
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument("--recorded-as", default="/tmp/gpu_kernels", help="WORK's path on the device")
    ap.add_argument("--lean", action="store_true", help="no Triton cache, oracle or cuobjdump output "
                    "(a set that adds something else: the first set has them)")
    args = ap.parse_args()
    work, out = Path(args.work), Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    names: dict[Path, str] = {}
    for d in sorted(p for p in (work / "runs").iterdir() if p.is_dir()):
        name = re.sub(r"^\d{8}-\d{6}-", "", d.name)
        base, n = name, 2
        while name in names.values():
            name = f"{base}-{n}"
            n += 1
        names[d] = name
    for src, name in names.items():
        dest = out / name
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(src, dest, ignore=shutil.ignore_patterns(
            "inductor_cache", "tmp", "__pycache__", "torch_compile_debug", "parsed*"))  # fmt: skip
        if args.lean:
            shutil.rmtree(dest / "triton_cache", ignore_errors=True)
            (dest / "res_usage.txt").unlink(missing_ok=True)
        elif (src / "parsed").is_dir():
            (dest / "oracle.json").write_text(json.dumps(oracle(src / "parsed"), indent=0, sort_keys=True))
        cache = dest / "triton_cache"
        if cache.is_dir():
            for f in cache.rglob("*"):
                if not f.is_file():
                    continue
                if not f.name.endswith((".json", ".cubin")) and (
                        name not in KEEP_CACHE_WHOLE or f.stat().st_size > 1 << 20):
                    f.unlink()  # the IR text is in the trace (the spilling kernel's MB of LLIR / PTX too)
                elif f.stat().st_size > 4096:
                    _xz(f)  # pt2tui reads a cache file stored compressed as it was
    for f in ("gpus.txt", "versions.txt"):
        if (work / "runs" / f).is_file():
            shutil.copy(work / "runs" / f, out / f)
    (out / "console").mkdir(exist_ok=True)
    for f in (work / "runs").glob("*.console.txt"):
        shutil.copy(f, out / "console" / f.name)
    # the device's checkout, as each run.json names it (its cwd): /home/dev/pt2tui here
    checkouts = sorted({c for src in names if (src / "run.json").is_file()
                        and (c := json.loads((src / "run.json").read_text()).get("cwd"))})  # fmt: skip
    for name in names.values():  # run.json's relative paths: from the sample dir, renamed
        rj = out / name / "run.json"
        if not rj.is_file():
            continue
        text = rj.read_text()
        for c in checkouts:  # the checkout seen from a run dir on the device, then from here
            text = text.replace('"' + os.path.relpath(c, f"{args.recorded_as}/runs/run"), '"../../..')
        for other, new in names.items():
            text = text.replace(f'"../{other.name}"', f'"../{new}"')
        rj.write_text(text)
    rw = PathRewriter([(s.format(work=args.recorded_as), d) for s, d in MAPPING]
                      + [(c, "/home/dev/pt2tui") for c in checkouts]
                      + [(str(src), f"/home/dev/pt2tui_runs/{src.name}") for src in names])  # fmt: skip
    for d in [*names.values(), "console"]:
        rep = rewrite_dir(out / d, rw)
        print(d, rep.changed_files, "files rewritten; leftovers", rep.leftovers or "none")
    for p in list((out / "console").glob("*.txt")):
        _xz(p)
    for d in names.values():
        for p in list((out / d).rglob("*")):
            if p.is_file() and (p.name in ("output.log", "oracle.json", "output_code.py")
                                or p.parent.name in ("trace", "triton_trace") and ".ndjson" in p.name
                                or p.parent.name == "trace"):  # fmt: skip
                _xz(p)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
