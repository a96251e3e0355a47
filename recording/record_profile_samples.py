#!/usr/bin/env python3
"""Record sample_traces/cpu-profile: the profile recipes on real CPU programs.

    python recording/record_profile_samples.py [--out sample_traces/cpu-profile] [--force]
                                               [--no-warm]

Each program of ``PROGRAMS`` (recording/programs/perf_*.py) runs under ``pt2tui run --no-tui``,
then ``pt2tui rerun RUN profile``, then ``profile-eager`` on that profile rerun (and
``profile-reduce-overhead`` for the programs named so): every run dir of one program in one runs
dir, so the lineage and before -> after hold. One private Inductor cache dir for the whole set;
unless --no-warm, the whole chain runs once first into a throwaway runs dir, so the recorded
runs hit a warm cache (smaller traces, as a program run a second time). Afterwards this
machine's paths become placeholders (pathrewrite.rewrite_dir; the gzip'd profiler traces are
rewritten inside and compressed again with no time stamp); then the TORCH_TRACE logs and
output.log are stored xz-compressed (pt2tui reads them so).
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))

from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402

# (program, the reruns after `profile`, each run on the profile rerun)
PROGRAMS = (
    ("perf_mlp", ("profile-eager", "profile-reduce-overhead")),
    ("perf_tiny_ops", ("profile-eager", "profile-reduce-overhead")),
    ("perf_graph_break", ("profile-eager",)),
    ("perf_recompile", ("profile-eager",)),
)
OUT = ROOT / "sample_traces" / "cpu-profile"


def _env(tmp: Path, cache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("TORCH", "PYTORCH", "PT2TUI"))}  # fmt: skip
    env.update(TORCHINDUCTOR_CACHE_DIR=str(cache), TMPDIR=str(tmp), PYTHONPATH=str(ROOT))
    return env


def _new_dir(runs: Path, before: set[str]) -> Path:
    (new,) = [p for p in runs.iterdir() if p.name not in before]
    return new


def _pt2tui(args: list[str], env: dict[str, str], runs: Path) -> Path:
    runs.mkdir(parents=True, exist_ok=True)
    before = {p.name for p in runs.iterdir()}
    subprocess.run([sys.executable, "-m", "pt2tui", *args], cwd=ROOT, env=env, check=False,
                   stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL)  # fmt: skip
    return _new_dir(runs, before)


def record_chain(name: str, reruns: tuple[str, ...], env: dict[str, str], runs: Path) -> None:
    prog = f"recording/programs/{name}.py"
    parent = _pt2tui(["run", "--no-tui", "--runs-dir", str(runs), "--name", name, prog], env, runs)
    prof = _pt2tui(["rerun", "--no-tui", str(parent), "profile"], env, runs)
    for recipe in reruns:
        _pt2tui(["rerun", "--no-tui", str(prof), recipe], env, runs)


def rewrite_gz(run_dir: Path, rewriter: PathRewriter) -> int:
    """The gzip'd files' text rewritten, compressed again without a time stamp."""
    n = 0
    for p in sorted(run_dir.rglob("*.gz")):
        text = gzip.decompress(p.read_bytes()).decode("utf-8")
        new = rewriter(text)
        p.write_bytes(gzip.compress(new.encode("utf-8"), compresslevel=9, mtime=0))
        n += new != text
    return n


def finish_dir(run_dir: Path) -> int:
    """After the path rewrite (which fixes the trace's payload md5s on the plain text): run.json's
    ``relative`` cwd / program_cwd pointed at the checkout from the sample dir, trace/*.log and output.log
    xz-compressed (pt2tui reads them as they are). Returns the files compressed."""
    rj = run_dir / "run.json"
    info = json.loads(rj.read_text(encoding="utf-8"))
    rel = info.get("relative")
    if isinstance(rel, dict):  # every program here ran in the checkout
        for key in ("cwd", "program_cwd"):
            if key in rel:
                rel[key] = os.path.relpath(ROOT, run_dir.resolve())
        rj.write_text(json.dumps(info, indent=2) + "\n", encoding="utf-8")
    n = 0
    for p in sorted([*run_dir.glob("trace/*.log"), *run_dir.glob("output.log")]):
        p.with_name(p.name + ".xz").write_bytes(lzma.compress(p.read_bytes(), preset=9))
        p.unlink()
        n += 1
    return n


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument("--force", action="store_true")
    ap.add_argument("--no-warm", action="store_true", help="no first pass to warm the cache")
    a = ap.parse_args(argv)
    out = Path(a.out)
    if out.exists() and any(p.name != "README.md" for p in out.iterdir()) and not a.force:
        print(f"{out} exists: not overwritten (--force replaces its run dirs)")
        return 2
    work = Path(tempfile.mkdtemp(prefix="pt2tui-profrec-"))
    runs, tmp, cache = work / "runs", work / "tmp", work / "cache"
    tmp.mkdir()
    env = _env(tmp, cache)
    try:
        for name, reruns in PROGRAMS:
            if not a.no_warm:
                record_chain(name, reruns, env, work / "warm")
            record_chain(name, reruns, env, runs)
        import pwd

        user = pwd.getpwuid(os.getuid()).pw_name
        rewriter = PathRewriter([
            (str(runs), "/home/dev/pt2tui/sample_traces/cpu-profile"),
            (str(cache), "/tmp/torchinductor_dev"),
            (str(tmp / f"torchinductor_{user}"), "/tmp/torchinductor_dev"),
            (str(tmp), "/tmp"),
            (str(work), "/tmp/pt2tui_record"),
            (sys.prefix, "/home/dev/venv"),
            (str(ROOT), "/home/dev/pt2tui"),
            (os.path.expanduser("~"), "/home/dev"),
        ])  # fmt: skip
        out.mkdir(parents=True, exist_ok=True)
        for p in out.iterdir():
            if p.is_dir():
                shutil.rmtree(p)
        total = 0
        for p in sorted(runs.iterdir()):
            shutil.copytree(p, out / p.name)
            gz = rewrite_gz(out / p.name, rewriter)
            rep = rewrite_dir(out / p.name, rewriter)
            finish_dir(out / p.name)
            size = sum(f.stat().st_size for f in (out / p.name).rglob("*") if f.is_file())
            total += size
            print(f"{p.name}: {rep.changed_files} files (+{gz} gzip'd) rewritten, {size // 1024} KiB, "
                  f"leftovers {dict(rep.leftovers) or 'none'}")  # fmt: skip
        print(f"total {total / 2**20:.2f} MiB in {out}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
