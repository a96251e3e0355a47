"""`make test` (pytest -n 2 --maxschedchunk 1) starts the two longest tests on different xdist
workers: tests/conftest.py's ordering, run by xdist on stand-ins named as the real ones."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import REPO

pytest.importorskip("xdist")

CONFTEST = f"""
import importlib.util

_spec = importlib.util.spec_from_file_location("pt2tui_tests_conftest", {str(REPO / "tests" / "conftest.py")!r})
_mod = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_mod)
pytest_collection_modifyitems = _mod.pytest_collection_modifyitems
"""

# xdist hands out each worker's first tests before any runs: no test needs to take time
TESTS = """
import pytest

def test_isolated_minifier_chain():
    pass

def test_bisect_finds_the_relu_lowering_with_a_private_cache():
    pass

def test_profile_then_eager_then_static_before_and_after():
    pass

@pytest.mark.slow
def test_a_slow_one():
    pass
"""


def test_the_two_longest_start_on_different_workers(tmp_path: Path) -> None:
    (tmp_path / "conftest.py").write_text(CONFTEST)
    quick = "".join(f"def test_quick_{i}():\n    pass\n\n" for i in range(30))
    (tmp_path / "test_stand_ins.py").write_text(textwrap.dedent(TESTS) + "\n" + quick)
    (tmp_path / "pytest.ini").write_text("[pytest]\nmarkers =\n    slow: x\n    e2e: x\n")
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")  # xdist alone: a quicker start
    r = subprocess.run([sys.executable, "-m", "pytest", "-p", "xdist.plugin", "-n", "2",
                        "--maxschedchunk", "1", "-v", "-p", "no:cacheprovider"], cwd=tmp_path,
                       env=env, capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    worker = dict(
        (m.group(2), m.group(1)) for m in re.finditer(r"\[(gw\d)\][^\n]*PASSED \S+::(\w+)", r.stdout)
    )
    assert worker["test_isolated_minifier_chain"] != (
        worker["test_bisect_finds_the_relu_lowering_with_a_private_cache"]
    ), r.stdout
