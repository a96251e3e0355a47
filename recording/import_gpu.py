"""Bring GPU runs recorded by record_gpu.sh into sample_traces/gpu-h100/, machine paths rewritten.

    python recording/import_gpu.py gpu_runs.tar.gz --repo CHECKOUT --venv PREFIX \
        [--runs-dir /tmp/gpu_runs] [--out sample_traces/gpu-h100] [--force]

(CHECKOUT and PREFIX: the repo's path and sys.prefix on the GPU host, as record_gpu.sh saw them.)

The tarball holds RUNS/ as record_gpu.sh left it (run dirs made by `pt2tui run` and
`pt2tui rerun`, plus each command's console output). Paths of the recording machine (the repo
checkout, the runs dir, the venv, the inductor cache) become placeholders, and every TORCH_TRACE
payload md5 is recomputed, so the traces stay valid (tlparse --strict passes).
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import sys
import tarfile
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _recorder():
    spec = importlib.util.spec_from_file_location("record_samples", HERE / "record_samples.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["record_samples"] = mod
    spec.loader.exec_module(mod)
    return mod


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("tarball")
    ap.add_argument("--out", default=str(HERE.parent / "sample_traces" / "gpu-h100"))
    ap.add_argument("--runs-dir", default="/tmp/gpu_runs", help="RUNS as it was on the GPU host")
    ap.add_argument("--repo", required=True, help="the checkout's path on the GPU host")
    ap.add_argument("--venv", required=True, help="the GPU host's Python environment (sys.prefix)")
    ap.add_argument("--force", action="store_true", help="replace an existing --out")
    a = ap.parse_args(argv)
    rec = _recorder()
    out = Path(a.out)
    if out.exists() and any(out.iterdir()):
        if not a.force:
            print(f"{out} exists and is not empty: not overwritten (--force replaces it)")
            return 2
        shutil.rmtree(out)
    rewriter = rec.PathRewriter([
        (a.runs_dir, "/home/dev/pt2tui/sample_traces/gpu-h100"),
        (a.repo, "/home/dev/pt2tui"),
        (a.venv, "/home/dev/venv"),
        ("/tmp/torchinductor_root", "/tmp/torchinductor_dev"),
    ])  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp:
        with tarfile.open(a.tarball) as tf:
            tf.extractall(tmp, filter="data")
        runs = Path(tmp) / Path(a.runs_dir).name
        out.mkdir(parents=True, exist_ok=True)
        console = out / "console"
        console.mkdir(exist_ok=True)
        for p in sorted(runs.iterdir()):
            if p.is_dir():
                shutil.copytree(p, out / p.name)
                rep = rec.rewrite_dir(out / p.name, rewriter)
                left = {k: v for k, v in rep.leftovers.items()}
                print(f"{p.name}: {rep.changed_files} files rewritten, "
                      f"{rep.trace.md5_rewritten} md5s recomputed, leftovers {left or 'none'}")  # fmt: skip
            elif p.suffix == ".txt":
                text = rewriter(p.read_text(errors="backslashreplace"))
                (console / p.name).write_text(text)
    (out / ".gitattributes").write_text("* -text\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
