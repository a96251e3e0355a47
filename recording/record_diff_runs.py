#!/usr/bin/env python3
"""Record sample_traces/cpu/diff_runs: real run dirs for `pt2tui diff` and the runs list.

    python recording/record_diff_runs.py [--out sample_traces/cpu/diff_runs] [--force]

Runs ``sample_traces/programs/diff_variants.py`` under ``pt2tui run --no-tui`` four times
(base, manual_attn, new_break, dynamic: one change each against base), then
``pt2tui rerun <base> verbose-recompiles``. base and its rerun share a private inductor cache
dir (so the rerun hits the FX graph cache where base missed); every variant gets a fresh one.
Afterwards this machine's paths become the placeholders record_samples.py uses, and every
TORCH_TRACE md5 is recomputed (pathrewrite.rewrite_dir).
"""

from __future__ import annotations

import argparse
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

VARIANTS = ("base", "manual_attn", "new_break", "dynamic")
PROGRAM = "sample_traces/programs/diff_variants.py"


def _env(tmp: Path, cache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH"))}
    env.update(TORCHINDUCTOR_CACHE_DIR=str(cache), TMPDIR=str(tmp), PYTHONPATH=str(ROOT))
    return env


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(ROOT / "sample_traces" / "cpu" / "diff_runs"))
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args(argv)
    out = Path(a.out)
    if out.exists() and any(out.iterdir()) and not a.force:
        print(f"{out} exists: not overwritten (--force replaces it)")
        return 2
    py = sys.executable
    work = Path(tempfile.mkdtemp(prefix="pt2tui-diffrec-"))
    runs = work / "runs"
    tmp = work / "tmp"
    tmp.mkdir()
    try:
        for v in VARIANTS:
            cache = work / f"cache-{'base' if v == 'base' else v}"
            subprocess.run(
                [py, "-m", "pt2tui", "run", "--no-tui", "--runs-dir", str(runs),
                 "--name", f"diff_{v}", PROGRAM, v],
                cwd=ROOT, env=_env(tmp, cache), check=False, stdin=subprocess.DEVNULL,
            )  # fmt: skip
        (base,) = [p for p in runs.iterdir() if p.name.endswith("-diff_base")]
        subprocess.run(
            [py, "-m", "pt2tui", "rerun", "--no-tui", str(base), "verbose-recompiles"],
            cwd=ROOT, env=_env(tmp, work / "cache-base"), check=False, stdin=subprocess.DEVNULL,
        )  # fmt: skip
        import pwd

        user = pwd.getpwuid(os.getuid()).pw_name
        rewriter = PathRewriter([
            (str(runs), "/home/dev/pt2tui/sample_traces/cpu/diff_runs"),
            *((str(work / c), "/tmp/torchinductor_dev") for c in os.listdir(work) if c.startswith("cache-")),
            (str(tmp / f"torchinductor_{user}"), "/tmp/torchinductor_dev"),
            (str(tmp), "/tmp"),
            (str(work), "/tmp/pt2tui_record"),
            (sys.prefix, "/home/dev/venv"),
            (str(ROOT), "/home/dev/pt2tui"),
            (os.path.expanduser("~"), "/home/dev"),
        ])  # fmt: skip
        if out.exists():
            shutil.rmtree(out)
        out.mkdir(parents=True)
        # torch also abbreviates paths to their last components ("# <checkout>/sample_traces/...")
        short = f" {ROOT.name}/sample_traces/"
        full = rewriter.__call__

        class _Both(PathRewriter):
            def __call__(self, text: str) -> str:
                return full(text).replace(short, " pt2tui/sample_traces/")

        both = _Both([])
        both.pairs = rewriter.pairs
        for p in sorted(runs.iterdir()):
            shutil.copytree(p, out / p.name)
            rep = rewrite_dir(out / p.name, both)
            print(f"{p.name}: {rep.changed_files} files rewritten, leftovers {dict(rep.leftovers) or 'none'}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
