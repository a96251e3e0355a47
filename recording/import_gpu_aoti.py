"""Bring the runs of record_gpu_aoti.sh into sample_traces/gpu-h100-aoti/, machine paths rewritten.

    python recording/import_gpu_aoti.py OUT_DIR_1[:RUNS_1] [OUT_DIR_2[:RUNS_2] ...] \
        --repo CHECKOUT --venv PREFIX [--out sample_traces/gpu-h100-aoti] [--force]

Each OUT_DIR is what one device call left in $OUT (gpu_aoti_runs.tar.gz, lane_*.txt,
toolchain.txt, variants/); RUNS is the runs dir the script was given there (default
/tmp/gpu_aoti). Every lane keeps its own folder (``bug/``, ``oob/`` ...: two lanes may start a run
in the same second); the console lines go to ``console/``. TORCH_TRACE md5s are recomputed.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from pathrewrite import PathRewriter, rewrite_dir  # noqa: E402

PLACE = "/home/dev/pt2tui/sample_traces/gpu-h100-aoti"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("calls", nargs="+", help="OUT_DIR[:RUNS] of each device call")
    ap.add_argument("--out", default=str(HERE.parent / "sample_traces" / "gpu-h100-aoti"))
    ap.add_argument("--repo", required=True, help="the checkout's path on the GPU host")
    ap.add_argument("--venv", required=True, help="the GPU host's Python environment (sys.prefix)")
    ap.add_argument("--force", action="store_true")
    a = ap.parse_args(argv)
    out = Path(a.out)
    if out.exists() and any(out.iterdir()):
        if not a.force:
            print(f"{out} exists and is not empty: not overwritten (--force replaces it)")
            return 2
        shutil.rmtree(out)
    calls = [(c.split(":", 1) + ["/tmp/gpu_aoti"])[:2] for c in a.calls]
    mapping = [(runs, PLACE) for _, runs in calls] + [
        (a.repo, "/home/dev/pt2tui"),
        (a.venv, "/home/dev/venv"),
        ("/tmp/pt2tui_fixed", "/tmp/fixed_torch"),
        *[(f"/tmp/pt2tui_cache_{lane}", "/tmp/torchinductor_dev")
          for lane in ("aoti_bug", "aoti_mismatch", "bug", "mismatch", "testcase", "toolchain", "oob", "minify")],
        ("/tmp/pt2tui_var", "/tmp/toolchain_variants"),
        ("/root", "/home/dev"),
    ]
    rewriter = PathRewriter(mapping)
    console = out / "console"
    console.mkdir(parents=True)
    for k, (src, runs) in enumerate(calls, 1):
        with tempfile.TemporaryDirectory() as tmp:
            with tarfile.open(Path(src) / "gpu_aoti_runs.tar.gz") as tf:
                tf.extractall(tmp, filter="data")
            for lane in sorted((Path(tmp) / Path(runs).name).iterdir()):
                for p in sorted(lane.iterdir()):
                    if p.is_dir():
                        shutil.copytree(p, out / lane.name / p.name)
                        rep = rewrite_dir(out / lane.name / p.name, rewriter)
                        print(f"{lane.name}/{p.name}: {rep.changed_files} files rewritten, "
                              f"{rep.trace.md5_rewritten} md5s, leftovers {dict(rep.leftovers) or 'none'}")  # fmt: skip
                    elif p.suffix == ".txt":
                        (console / f"{lane.name}.{p.name}").write_text(rewriter(p.read_text(errors="backslashreplace")))
        for p in sorted(Path(src).glob("*.txt")):
            (console / f"call{k}.{p.name}").write_text(rewriter(p.read_text(errors="backslashreplace")))
        for p in sorted((Path(src) / "variants").glob("*")):
            (console / f"call{k}.variant.{p.name}").write_text(rewriter(p.read_text(errors="backslashreplace")))
    (out / ".gitattributes").write_text("* -text\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
