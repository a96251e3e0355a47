"""Runs opened from a run stack up (Pilot): `o` on a rerun's screen opens its run dir over the
parent, `q` / `escape` go back to where you were (the rerun's screen, then the parent), `q` on
the first run quits, ctrl+q quits from anywhere. A path prompt survives keys typed around the
editor (`e` suspends the app)."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

from conftest import wait_for, wait_idle
from test_reruns import FAILING_OUTPUT, fake_parent, notes_of, start_from_menu, text

from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns import RerunScreen
from pt2tui.tui.screens.dialogs import PathPrompt


async def _ended_rerun(app, pilot):
    await wait_idle(app, pilot)
    await start_from_menu(app, pilot, "eager")
    await pilot.press("enter")
    await wait_for(pilot, lambda: isinstance(app.screen, RerunScreen), what="rerun screen")
    job = app.jobs[-1]
    await wait_for(pilot, lambda: job.state == "done", what="the end")
    return job


async def test_o_pushes_the_rerun_run_and_q_comes_back(tmp_path):
    rd = fake_parent(tmp_path, "print('hello')\n", FAILING_OUTPUT)
    app = PT2App(str(rd))
    notes = notes_of(app)
    async with app.run_test(size=(100, 30)) as pilot:
        job = await _ended_rerun(app, pilot)
        await pilot.press("ctrl+c")  # ended: nothing to stop, and no quit toast
        await pilot.pause()
        assert any("has ended" in n for n in notes), notes
        assert not any(n.title == "Do you want to quit?" for n in app._notifications)
        await pilot.press("o")
        await wait_idle(app, pilot)
        assert Path(app.path) == job.rr.run_dir and app.screen is app.screen_stack[0]
        assert f"q◂{rd.name}" in text(app).split("\n")[0]  # the way back, first
        assert "q Back" in text(app) and "q Quit" not in text(app)  # the footer
        await pilot.press("q")  # back to where we were: the parent, under the rerun's screen
        await wait_for(pilot, lambda: app.screen is job.screen, what="the rerun screen again")
        assert Path(app.path) == rd and not len(app.run_stack)
        await pilot.press("q")  # a pushed screen: q closes it
        await pilot.pause()
        assert app.screen is app.screen_stack[0] and app.is_running
        await pilot.press("o")  # (no rerun screen in front: nothing to open)
        await pilot.press("q")  # the first run: q quits
        await pilot.pause()
    assert app.return_code == 0


async def test_escape_goes_back_and_ctrl_q_quits_from_a_stacked_run(tmp_path):
    rd = fake_parent(tmp_path, "print('hello')\n", FAILING_OUTPUT)
    app = PT2App(str(rd))
    async with app.run_test(size=(100, 30)) as pilot:
        job = await _ended_rerun(app, pilot)
        await pilot.press("o")
        await wait_idle(app, pilot)
        assert Path(app.path) == job.rr.run_dir
        await pilot.press("l")  # another view: escape leaves it first
        await wait_idle(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        assert app.view == "explorer" and Path(app.path) == job.rr.run_dir
        app.tree.focus()
        await pilot.press("escape")
        await wait_for(pilot, lambda: Path(app.path) == rd, what="the parent again")
        await wait_for(pilot, lambda: app.screen is job.screen, what="the rerun screen again")
        await pilot.press("o")
        await wait_idle(app, pilot)
        assert len(app.run_stack) == 1
        await pilot.press("ctrl+q")
        await pilot.pause()
    assert app.return_code == 0 and not app.is_running


async def test_path_prompt_survives_keys_typed_around_the_editor(tmp_path, monkeypatch):
    """`e` suspends the app for $EDITOR; what was typed meanwhile arrives at once (s opens a
    prompt, escape closes it before it was mounted): no NoMatches crash."""
    from conftest import sample

    editor = tmp_path / "editor"
    editor.write_text(f"#!{sys.executable}\n")
    editor.chmod(editor.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("EDITOR", str(editor))
    app = PT2App(sample("recompile_limit"))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_idle(app, pilot)
        app.detail.current_view().focus()
        await pilot.press("e", "s", "escape", "s", "escape")
        for _ in range(3):  # a prompt closed before it was mounted
            app.push_screen(PathPrompt("Save to", "x"))
            app.pop_screen()
        prompt = PathPrompt("Save to", "x")
        app.push_screen(prompt)
        prompt.dismiss(None)
        await pilot.pause(0.3)
        assert app.is_running and app.screen is app.screen_stack[0]
        await pilot.press("s")  # and a prompt that stays has its box focused
        await wait_for(pilot, lambda: isinstance(app.screen, PathPrompt), what="the prompt")
        assert app.screen.focused is not None and app.screen.focused.id == "path-input"
        await pilot.press("escape")
    assert app._exception is None
