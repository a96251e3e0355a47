"""Bring the run dirs of recording/record_gpu_cache.sh into sample_traces/gpu-h200-cache/.

    python recording/import_gpu_cache.py WORK [--out sample_traces/gpu-h200-cache]

WORK is what record_gpu_cache.sh left (unpacked from the device): runs/<stamp>-triton_cache_cut
and its fresh-cache rerun become ``cut/`` and ``cut-fresh-cache/``; the console files go to
``console/``. The machine's paths become placeholders (pathrewrite.py recomputes payload md5s).
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402

MAPPING = [
    ("{work}/runs", "/home/dev/pt2tui_runs"),
    ("{work}/cache", "/tmp/torchinductor_dev"),
    ("{work}", "/tmp/gpu_cache"),
    ("/opt/torch/.venv", "/home/dev/venv"),
]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("work")
    ap.add_argument("--out", default=str(HERE.parent / "sample_traces" / "gpu-h200-cache"))
    ap.add_argument("--recorded-as", default="/tmp/gpu_cache", help="WORK's path on the device")
    args = ap.parse_args()
    work, out = Path(args.work), Path(args.out)
    (parent,) = sorted((work / "runs").glob("*-triton_cache_cut"))
    (child,) = sorted((work / "runs").glob("*-triton_cache_cut-fresh-cache"))
    out.mkdir(parents=True, exist_ok=True)
    for src, name in ((parent, "cut"), (child, "cut-fresh-cache")):
        dest = out / name
        if dest.exists():
            shutil.rmtree(dest)
        shutil.copytree(src, dest, ignore=shutil.ignore_patterns("inductor_cache", "triton_cache"))
    (out / "console").mkdir(exist_ok=True)
    for f in ("warm.txt", "cut.txt", "run.console.txt", "rerun.console.txt"):
        if (work / f).is_file():
            shutil.copy(work / f, out / "console" / f)
    checkout = json.loads((parent / "run.json").read_text()).get("cwd")  # the device's checkout
    rw = PathRewriter(
        [(s.format(work=args.recorded_as), d) for s, d in MAPPING]
        + ([(checkout, "/home/dev/pt2tui")] if checkout else [])
        + [(str(parent), f"/home/dev/pt2tui_runs/{parent.name}")]
    )
    for d in ("cut", "cut-fresh-cache", "console"):
        rep = rewrite_dir(out / d, rw)
        print(d, rep.changed_files, "files rewritten; leftovers", rep.leftovers or "none")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
