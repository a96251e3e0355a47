"""`make dev` / `make test` install torch's CPU-only build on a Linux machine without a GPU: the
Makefile's torch-args adds PyTorch's CPU index only when pip's own resolution is not already a
+cpu build (here a local mirror gives one: no index is tried) and no nvidia-smi is found. Driven
with a stand-in venv python that answers pip's --report."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO

MAKE = shutil.which("make")
pytestmark = pytest.mark.skipif(MAKE is None or not sys.platform.startswith("linux"), reason="make on Linux")


def _torch_args(tmp: Path, version: str, gpu: bool = False) -> str:
    venv = tmp / "venv"
    (venv / "bin").mkdir(parents=True, exist_ok=True)
    report = json.dumps({"version": "1", "install": [{"metadata": {"name": "torch", "version": version}}]}, indent=2)
    py = venv / "bin" / "python"
    py.write_text(f"#!/bin/sh\ncat <<'EOF'\n{report}\nEOF\n")
    py.chmod(0o755)
    tools = tmp / "tools"
    tools.mkdir(exist_ok=True)
    smi = tools / "nvidia-smi"
    if gpu:
        smi.write_text("#!/bin/sh\n")
        smi.chmod(0o755)
    elif smi.exists():
        smi.unlink()
    if any(Path(d, "nvidia-smi").exists() for d in ("/usr/bin", "/bin")):
        pytest.skip("this machine has nvidia-smi")
    env = {**os.environ, "PATH": f"{tools}:/usr/bin:/bin"}
    r = subprocess.run([MAKE, "-s", "--no-print-directory", "torch-args", f"VENV={venv}"], cwd=REPO,
                       env=env, capture_output=True, text=True, timeout=60)  # fmt: skip
    assert r.returncode == 0, r.stderr
    return r.stdout.strip()


def test_torch_cpu_index_only_where_needed(tmp_path: Path) -> None:
    assert _torch_args(tmp_path, "2.13.0") == "--extra-index-url https://download.pytorch.org/whl/cpu"
    assert _torch_args(tmp_path, "2.13.0+cpu") == ""  # a local mirror / pip.conf: nothing more
    assert _torch_args(tmp_path, "2.13.0", gpu=True) == ""  # a GPU: the CUDA build is wanted


def test_make_test_compiles_pt2tui_first() -> None:
    """Under PYTHONDONTWRITEBYTECODE=1 (.ci/run) nothing writes bytecode: `make test` compiles
    pt2tui's once before the tests start pt2tui hundreds of times."""
    r = subprocess.run([MAKE, "-n", "--no-print-directory", "test"], cwd=REPO, capture_output=True,
                       text=True, timeout=60)  # fmt: skip
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    compile_at = next(i for i, ln in enumerate(lines) if ln.endswith("-m compileall -q pt2tui"))
    assert any("-m pytest -n 2 " in ln for ln in lines[compile_at + 1 :]), lines
