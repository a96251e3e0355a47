"""End to end: ``pt2tui run`` (the installed console script) in a real tmux terminal at 80x24,
on a program that compiles one function after another: the compile tree fills in while it
runs, the status line says exited (0) at the end, q quits and the terminal is restored."""

from __future__ import annotations

import re
import shlex
import time

import pytest
from conftest import REPO
from test_e2e_tmux import PT2TUI, tmux  # noqa: F401 - the fixture

pytestmark = pytest.mark.e2e

PROGRAM = REPO / "sample_traces" / "programs" / "slow_compiles.py"
COMPILES = re.compile(r"compiles (\d+)")
CID = re.compile(r"\[\d+/\d+\]")


def test_run_fills_the_tree_live_then_exits(tmux, tmp_path):  # noqa: F811
    runs = tmp_path / "runs"
    cmd = (
        f"cd {shlex.quote(str(REPO))} && env TERM=xterm-256color COLORTERM=truecolor "
        f"{shlex.quote(str(PT2TUI))} run --runs-dir {shlex.quote(str(runs))} "
        f"{shlex.quote(str(PROGRAM))} --backend eager --pause 1.5; echo EXITED $?"
    )
    tmux.send(f"bash -c {shlex.quote(cmd)}", "Enter")
    tmux.wait_for("running", timeout=30)
    assert tmux.flag("alternate_on") == "1"
    seen: list[tuple[int, int]] = []  # (compiles in the status line, compile ids on screen)
    end = time.monotonic() + 90
    screen = ""
    while time.monotonic() < end:
        screen = tmux.screen()
        status = screen.split("\n", 1)[0]
        m = COMPILES.search(status)
        if "running" in status and m:
            seen.append((int(m.group(1)), len(set(CID.findall(screen)))))
        if "exited (" in status or "killed (" in status:
            break
        time.sleep(0.2)
    assert "exited (0)" in screen.split("\n", 1)[0], screen
    counts = sorted({n for n, _ in seen})
    assert len(counts) >= 3 and counts[0] < counts[-1], f"the tree did not fill in live: {seen}"
    ids = [k for _, k in seen]
    assert max(ids) > min(ids), f"no more compile ids on screen over time: {seen}"
    assert "compiled step_3" in screen or "done" in screen  # the output pane
    assert CID.search(screen)
    tmux.send("q")
    screen = tmux.wait_for("EXITED 0", timeout=20)
    assert "pt2tui: program exited (0); run dir" in screen
    assert tmux.flag("alternate_on") == "0"
    assert tmux.flag("mouse_any_flag") == "0"
    assert tmux.flag("cursor_flag") == "1"
    assert list(runs.glob("*-slow_compiles/trace/*"))
