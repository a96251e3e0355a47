"""README: Python >= 3.10. A venv of the oldest supported Python (3.10: no tomllib) with pt2tui
installed from this checkout: the TUI imports and reads keys.toml, `summary` and `--version`
work. Skipped where no python3.10 is found (PT2TUI_PY310 names one)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import REPO, SAMPLES


def _python310() -> str | None:
    cands = [os.environ.get("PT2TUI_PY310", ""), shutil.which("python3.10") or ""]
    cands += sorted(str(p) for p in Path(os.path.expanduser("~/.pyenv/versions")).glob("3.10*/bin/python3.10"))
    for c in cands:
        if not c:
            continue
        try:
            r = subprocess.run([c, "-c", "import sys; print(sys.version_info[:2])"], capture_output=True,
                               text=True, timeout=30)  # fmt: skip
        except (OSError, subprocess.SubprocessError):
            continue
        if r.returncode == 0 and r.stdout.strip() == "(3, 10)":
            return c
    return None


@pytest.mark.slow
def test_pt2tui_on_python_310(tmp_path: Path) -> None:
    py = _python310()
    if py is None:
        pytest.skip("no python3.10 here")
    venv = tmp_path / "venv310"
    subprocess.run([py, "-m", "venv", str(venv)], check=True, timeout=120)
    src = tmp_path / "src"  # a copy: the install builds in it, never in this checkout
    shutil.copytree(REPO, src, ignore=shutil.ignore_patterns(".venv", ".git", "sample_traces", ".cache",
                                                             "build", "*.egg-info", "*.so", "__pycache__"))  # fmt: skip
    r = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "-q", str(src)],
                       capture_output=True, text=True, timeout=900)  # fmt: skip
    if r.returncode != 0:
        pytest.skip(f"cannot install the dependencies for Python 3.10 here: {r.stderr[-500:]}")
    keys = tmp_path / "keys.toml"
    keys.write_text('[keys]\nsearch = "ctrl+f"\n')
    code = ("import sys, pathlib; assert sys.version_info[:2] == (3, 10)\n"
            "from pt2tui.tui.app import PT2App\nfrom pt2tui.tui.keys import load_keymap\n"
            f"print(load_keymap(pathlib.Path({str(keys)!r})))")  # fmt: skip
    r = subprocess.run([str(venv / "bin" / "python"), "-c", code], capture_output=True, text=True,
                       timeout=120, cwd=tmp_path)  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout.strip() == "({'search': 'ctrl+f'}, [])"
    exe = str(venv / "bin" / "pt2tui")
    r = subprocess.run([exe, "summary", str(SAMPLES / "recompile_limit")], capture_output=True, text=True,
                       timeout=120, cwd=tmp_path)  # fmt: skip
    assert r.returncode == 0 and "Verdict:" in r.stdout, r.stderr[-2000:]
    r = subprocess.run([exe, "--version"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 0 and "parser: " in r.stdout
