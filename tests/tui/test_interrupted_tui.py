"""Ctrl-C in the TUI of `pt2tui run` (Pilot): the run is "interrupted", not a failure; the
text summary of its run dir, read in a pipe, says so and offers the same run again. A small
program without torch (fast); sample_traces/cpu/interrupted_by_user is the same with torch,
recorded through tmux (tests/test_verdict.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

from test_tui_live import live_app, prog, screen_text, wait_for

from pt2tui.tui.reruns import QuitConfirm

WAITS = """
    import time
    print("ready", flush=True)
    time.sleep(60)
"""


def _summary(run_dir) -> str:
    env = {**os.environ, "COLUMNS": "80"}
    r = subprocess.run([sys.executable, "-m", "pt2tui", "summary", str(run_dir)],
                       capture_output=True, text=True, timeout=60, env=env)  # fmt: skip
    assert r.returncode == 0, r.stderr
    return r.stdout


async def test_ctrl_c_in_the_tui_is_interrupted_not_failed(tmp_path):
    app = live_app(tmp_path, prog(tmp_path, WAITS))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.sink.total >= 1, what="ready")
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: app.program_state == "ended", what="the end")
        info = json.loads((app.run_dir / "run.json").read_text())
        assert info["interrupted_by_user"] is True and info["interrupt_signal"] == "SIGINT"
        assert info["signal"] == "SIGINT"
        assert app.run_model.failures == ()
        await wait_for(pilot, lambda: "interrupted" in "\n".join(screen_text(app)),
                       timeout=10, what="the banner")  # fmt: skip
        await pilot.press("q")
    out = _summary(app.run_dir)
    assert "failures 0" in out and "KeyboardInterrupt" not in out
    lines = out.splitlines()
    i = lines.index("Verdict: interrupted")
    assert lines[i + 1] == "the run was interrupted by the user (pt2tui sent the signal): nothing failed"
    cmd = f"pt2tui rerun {app.run_dir} again"
    assert f"  {cmd}" in lines or any(ln.endswith(" \\") for ln in lines[i:])


async def test_quitting_while_it_runs_is_the_users_stop_too(tmp_path):
    app = live_app(tmp_path, prog(tmp_path, WAITS))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.sink.total >= 1, what="ready")
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitConfirm)
        await pilot.press("y")
        await wait_for(pilot, lambda: app.return_code is not None, timeout=30, what="exit")
    info = json.loads((app.run_dir / "run.json").read_text())
    assert info["interrupted_by_user"] is True


async def test_keyboard_interrupt_raised_by_the_program_is_read_from_the_traceback(tmp_path):
    """No signal from pt2tui: the run ended in KeyboardInterrupt with no failure before it
    (a Ctrl-C in another terminal, or the program's own): interrupted, nothing failed."""
    app = live_app(tmp_path, prog(tmp_path, "raise KeyboardInterrupt\n"))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: app.program_state == "ended", what="the end")
        await pilot.press("q")
    info = json.loads((app.run_dir / "run.json").read_text())
    assert "interrupted_by_user" not in info  # pt2tui sent nothing
    out = _summary(app.run_dir)
    assert "failures 0" in out and "Verdict: interrupted" in out
