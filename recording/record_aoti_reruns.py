#!/usr/bin/env python3
"""Record sample_traces/cpu/aoti_reruns: the AOTInductor rerun recipes on a real CPU program.

    python recording/record_aoti_reruns.py [--out sample_traces/cpu/aoti_reruns] [--force]

``sample_traces/programs/aoti_relu_bug.py`` under ``pt2tui run --no-tui`` twice (``bug``: the
relu kernel throws; ``mismatch``: a [5, 16] input to a [4, 16] package), then ``pt2tui rerun``:
bug -> aoti-kernel-names -> aoti-kernel-values (on the kernel-names rerun), bug ->
aoti-save-values, bug -> aoti-minify, mismatch -> aoti-check-inputs. One private inductor cache
dir. Afterwards this machine's paths become placeholders (pathrewrite.rewrite_dir); the
minifier's exported_program.pt2 (a zip with this machine's paths) is left out.
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

PROGRAM = "sample_traces/programs/aoti_relu_bug.py"
# (parent name, recipe, rerun name): parent "bug"/"mismatch" or an earlier rerun's name
RERUNS = (
    ("bug", "aoti-kernel-names", "names"),
    ("names", "aoti-kernel-values", "values"),
    ("bug", "aoti-save-values", "save"),
    ("bug", "aoti-minify", "minify"),
    ("mismatch", "aoti-check-inputs", "check"),
)


def _env(tmp: Path, cache: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH", "AOT"))}
    env.update(TORCHINDUCTOR_CACHE_DIR=str(cache), TMPDIR=str(tmp), PYTHONPATH=str(ROOT))
    return env


def _new_dir(runs: Path, before: set[str]) -> Path:
    (new,) = [p for p in runs.iterdir() if p.name not in before]
    return new


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=str(ROOT / "sample_traces" / "cpu" / "aoti_reruns"))
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args(argv)
    out = Path(a.out)
    if out.exists() and any(out.iterdir()) and not a.force:
        print(f"{out} exists: not overwritten (--force replaces it)")
        return 2
    py = sys.executable
    work = Path(tempfile.mkdtemp(prefix="pt2tui-aotirec-"))
    runs, tmp, cache = work / "runs", work / "tmp", work / "cache"
    tmp.mkdir()
    env = _env(tmp, cache)
    dirs: dict[str, Path] = {}
    try:
        for mode in ("bug", "mismatch"):
            runs.mkdir(exist_ok=True)
            before = {p.name for p in runs.iterdir()}
            subprocess.run(
                [py, "-m", "pt2tui", "run", "--no-tui", "--runs-dir", str(runs),
                 "--name", f"aoti_{mode}", PROGRAM, mode],
                cwd=ROOT, env=env, check=False, stdin=subprocess.DEVNULL,
            )  # fmt: skip
            dirs[mode] = _new_dir(runs, before)
        for parent, recipe, name in RERUNS:
            before = {p.name for p in runs.iterdir()}
            subprocess.run(
                [py, "-m", "pt2tui", "rerun", "--no-tui", str(dirs[parent]), recipe],
                cwd=ROOT, env=env, check=False, stdin=subprocess.DEVNULL,
            )  # fmt: skip
            dirs[name] = _new_dir(runs, before)
        import pwd

        user = pwd.getpwuid(os.getuid()).pw_name
        rewriter = PathRewriter([
            (str(runs), "/home/dev/pt2tui/sample_traces/cpu/aoti_reruns"),
            (str(cache), "/tmp/torchinductor_dev"),
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
        for p in sorted(runs.iterdir()):
            # the AOTI minifier's exported_program.pt2 is a zip holding this machine's paths
            shutil.copytree(p, out / p.name, ignore=shutil.ignore_patterns("*.pt2"))
            rep = rewrite_dir(out / p.name, rewriter)
            print(f"{p.name}: {rep.changed_files} files rewritten, leftovers {dict(rep.leftovers) or 'none'}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
