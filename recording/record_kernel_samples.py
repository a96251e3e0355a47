#!/usr/bin/env python3
"""Record sample_traces/cpu-kernels: the kernel level on CPU (issue 47), where the C++ output
code's kernel is the kernel.

    python recording/record_kernel_samples.py [--out sample_traces/cpu-kernels] [--force]

1. recording/programs/kernel_cpu.py (layer norm, linear, softmax, a pointwise tail) under
   `pt2tui run --no-tui` -> ``kernel_cpu/``;
2. its `kernel-repro` rerun (the default kernel: the layer norm's C++ kernel alone, against the
   eager aten ops of its FX nodes: PASS) -> ``kernel_cpu-kernel-repro/`` (its ``kernel_repro/``
   dir is the standalone repro, run again by the tests);
3. `kernel-repro` on sample_traces/cpu/accuracy_error (cpp.inject_relu_bug_TESTING_ONLY=
   'accuracy': the relu kernel computes x + 1: FAIL) -> ``accuracy_error-kernel-repro/``;
4. its `triton-trace` rerun (no Triton in a CPU torch: said in one line, nothing traced) ->
   ``kernel_cpu-triton-trace/``;
5. recording/programs/kernel_autotune_cpu.py (mode="max-autotune", freezing: the C++ GEMM
   template against mkl, Inductor's AUTOTUNE table in its output) -> ``kernel_autotune_cpu/``.
This machine's paths become placeholders (pathrewrite.rewrite_dir); TORCH_TRACE logs and
output.log are stored xz-compressed (pt2tui reads them so). Private caches, deleted after.
"""

from __future__ import annotations

import argparse
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

OUT = ROOT / "sample_traces" / "cpu-kernels"


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH", "PT2TUI"))}
    env.update(TORCHINDUCTOR_CACHE_DIR=str(tmp / "cache"), TMPDIR=str(tmp), PYTHONPATH=str(ROOT))
    return env


def _pt2tui(args: list[str], env: dict[str, str], runs: Path) -> Path:
    before = {p.name for p in runs.iterdir()} if runs.is_dir() else set()
    cmd = [sys.executable, "-m", "pt2tui", args[0], "--runs-dir", str(runs), *args[1:]]
    print("$", " ".join(cmd), flush=True)
    subprocess.run(cmd, env=env, cwd=ROOT, check=False, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    (new,) = [p for p in runs.iterdir() if p.name not in before]
    return new


def _xz(path: Path) -> None:
    with open(path, "rb") as src, lzma.open(path.with_name(path.name + ".xz"), "wb", preset=9) as dst:
        shutil.copyfileobj(src, dst)
    path.unlink()


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(OUT))
    ap.add_argument("--force", action="store_true")
    args = ap.parse_args()
    out = Path(args.out)
    if (out / "kernel_cpu").exists() and not args.force:
        print(f"{out} exists (--force to record it again)")
        return 1
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui_kernels_"))
    runs = tmp / "runs"
    runs.mkdir()
    env = _env(tmp)
    parent = _pt2tui(["run", "--no-tui", "--name", "kernel_cpu", "recording/programs/kernel_cpu.py"], env, runs)
    repro = _pt2tui(["rerun", str(parent), "kernel-repro", "--no-tui"], env, runs)
    bad = _pt2tui(["rerun", str(ROOT / "sample_traces/cpu/accuracy_error"), "kernel-repro", "--no-tui"], env, runs)
    trace = _pt2tui(["rerun", str(parent), "triton-trace", "--no-tui"], env, runs)
    tuned = _pt2tui(["run", "--no-tui", "--name", "kernel_autotune_cpu",
                     "recording/programs/kernel_autotune_cpu.py"], env, runs)  # fmt: skip
    names = {parent: "kernel_cpu", repro: "kernel_cpu-kernel-repro", bad: "accuracy_error-kernel-repro",
             trace: "kernel_cpu-triton-trace", tuned: "kernel_autotune_cpu"}  # fmt: skip
    out.mkdir(parents=True, exist_ok=True)
    for name in names.values():  # only the dirs it records (the README stays)
        if (out / name).exists():
            shutil.rmtree(out / name)
    for src, name in names.items():
        shutil.copytree(src, out / name, ignore=shutil.ignore_patterns(
            "inductor_cache", "triton_cache", "tmp", "__pycache__", "torch_compile_debug"))  # fmt: skip
    rw = PathRewriter([(str(runs), "/home/dev/pt2tui_runs"), (str(tmp / "cache"), "/tmp/torchinductor_dev"),
                       (str(tmp), "/tmp/pt2tui_kernels"), (str(ROOT), "/home/dev/pt2tui"),
                       (sys.prefix, "/home/dev/venv")]
                      + [(str(src), f"/home/dev/pt2tui_runs/{src.name}") for src in names])  # fmt: skip
    for src, name in names.items():  # run.json's relative paths: from the sample dir now
        rj = out / name / "run.json"
        rel_then, rel_now = os.path.relpath(ROOT, src), os.path.relpath(ROOT, out / name)
        rj.write_text(rj.read_text().replace(f'"{rel_then}', f'"{rel_now}'))
    for name in names.values():
        rep = rewrite_dir(out / name, rw)
        print(name, rep.changed_files, "files rewritten; leftovers", rep.leftovers or "none")
        for p in list((out / name).rglob("*")):
            if p.is_file() and (p.name == "output.log" or p.parent.name == "trace"):
                _xz(p)
    shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
