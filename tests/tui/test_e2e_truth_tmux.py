"""End to end in a real tmux terminal (80x24): restart statuses in the tree, the aoti / export
nodes, and where a crashed program crashed."""

from __future__ import annotations

import pytest
from conftest import sample
from test_e2e_tmux import launch, tmux  # noqa: F401  (the fixture)

pytestmark = pytest.mark.e2e


def test_restarts_aoti_export_and_a_crash(tmux):  # noqa: F811
    launch(tmux, sample("breaks_and_recompiles"))
    screen = tmux.wait_for("[3/1]")
    row = next(ln for ln in screen.split("\n") if "[1/0_1]" in ln)
    assert "↪" in row, screen  # ok after restart, not "restarted"
    assert "no metrics" not in screen
    tmux.send("q")
    tmux.wait_for("EXITED 0")

    launch(tmux, sample("aoti_cpu"))
    screen = tmux.wait_for("aoti 1")
    assert "AOTInductor" in screen and "compiles 1" in screen
    tmux.send("q")
    tmux.wait_for("EXITED 0")
    tmux.send("clear", "Enter")

    launch(tmux, sample("export_specialized_dim"))
    screen = tmux.wait_for("export 1")
    assert "torch.export" in screen
    tmux.send("q")
    tmux.wait_for("EXITED 0")
    tmux.send("clear", "Enter")

    launch(tmux, sample("segfault_after_compile"))
    tmux.wait_for("[0/0]")
    tmux.send("f")  # failures: the crash, where, and the crashed thread's stack
    screen = tmux.wait_for("crashed at")
    assert "SIGSEGV" in screen and "scenarios.py:475" in screen
    tmux.send("q")
    tmux.wait_for("EXITED 0")
