"""Reruns from the TUI on run dirs recorded elsewhere: the AOTI suspect kernel, the confirm
dialog's re-root note, and the interpreter prompt when none here imports torch."""

from __future__ import annotations

import json
import sys

from conftest import SAMPLES, sample, wait_for, wait_idle

from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns import RerunConfirm

PY = sys.executable


async def test_aoti_suspect_kernel_opens_in_the_wrapper_code():
    """K on aoti-kernel-names' suspect: the run-level AOTI wrapper code, at the kernel's line."""
    d = next((SAMPLES / "aoti_reruns").glob("*-aoti-kernel-names"))
    k = json.loads((d / "run.json").read_text())["result"]["aoti_kernel"]
    app = PT2App(str(d))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        assert app.jump_to_kernel(k)
        await pilot.pause(0.3)
        view = app.detail.pane("code").view
        assert "cpp_fused_relu_0(" in view.doc.plain[view.cursor], view.doc.plain[view.cursor]


async def test_confirm_of_a_sample_says_what_was_rerooted(tmp_path):
    """A run recorded under /home/dev/pt2tui with /home/dev/venv/bin/python, opened here: the
    dialog names the re-root, the interpreter used instead, and a run dir outside the repo."""
    app = PT2App(sample("recompile_limit"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("x")  # verbose-recompiles
        await wait_for(pilot, lambda: isinstance(app.screen, RerunConfirm), what="confirm")
        job = app.jobs[-1]
        doc = "\n".join(app.screen.query_one("#confirm-view").doc.plain)
        repo = SAMPLES.parent.parent
        assert f"note: re-rooted /home/dev/pt2tui -> {repo} (scenarios.py found there)" in doc
        assert "/home/dev/venv/bin/python does not exist here: using" in doc
        assert f"Working directory\n{repo}\n" in doc
        assert f"New run dir\n{job.rr.run_dir}\n" in doc
        assert not job.rr.run_dir.exists()  # nothing written before the user says yes
        assert not job.rr.run_dir.parent.exists() or not list(job.rr.run_dir.parent.glob("*-verbose-recompiles"))
        if (repo / ".git").exists():  # never among the checkout's samples
            assert not str(job.rr.run_dir).startswith(str(SAMPLES))
        await pilot.press("escape")
        await pilot.pause()
        assert not job.rr.run_dir.exists()


async def test_no_interpreter_with_torch_asks_for_one(monkeypatch):
    """The recorded interpreter is not here and pt2tui's cannot import torch: a prompt asks for a
    Python (as the CLI's --python), and the confirm dialog then runs with it."""
    from pt2tui.runner import portable
    from pt2tui.tui.screens.dialogs import PathPrompt

    monkeypatch.setattr(portable, "has_torch", lambda: False)
    app = PT2App(sample("recompile_limit"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("x")
        await wait_for(pilot, lambda: isinstance(app.screen, PathPrompt), what="the prompt")
        assert not app.jobs
        app.screen.query_one("Input").value = PY
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, RerunConfirm), what="confirm")
        job = app.jobs[-1]
        assert job.rr.argv[0] == PY and job.python == PY
        await pilot.press("escape")
        await pilot.pause()
        assert not job.rr.run_dir.exists()
