"""The keys of issue 15 under Pilot: I (the lineage tree, each run with its outcome; Enter opens
one), T (a unit test from the best repro, run at once; the new node shows running, then its
outcome), V (verify; refused with a clear message when the program cannot be rerun here).
On copies of the committed GPU minify chain (sample_traces/gpu-h100)."""

from __future__ import annotations

import importlib.util
import json
import shutil
import time
from pathlib import Path

import pytest
from conftest import REPO, screen_text, wait_idle

from pt2tui.tui.app import PT2App
from pt2tui.tui.screens.lineage_screen import LineageScreen

GPU = REPO / "sample_traces" / "gpu-h100"
ORIG = "20261122-053709-triton_compile_error"


def _chain(tmp: Path) -> Path:
    runs = tmp / "runs"
    runs.mkdir()
    for d in GPU.glob("20261122-05*-triton_compile_error*"):
        shutil.copytree(d, runs / d.name)
    return runs


def _notes(app) -> list[str]:
    notes: list[str] = []
    orig = app.say
    app.say = lambda m, *a, **k: (notes.append(m), orig(m, *a, **k))  # type: ignore[method-assign]
    return notes


async def _wait(pilot, cond, timeout: float = 60.0, what: str = "") -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            await pilot.pause()
            return
        await pilot.pause(0.1)
    raise AssertionError(f"timed out waiting for {what}")


async def test_lineage_key_shows_the_tree_with_outcomes_and_enter_opens_a_run(tmp_path):
    runs = _chain(tmp_path)
    app = PT2App(str(runs / "20261122-053908-triton_compile_error-run-repro"))
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("I")
        await _wait(pilot, lambda: isinstance(app.screen, LineageScreen), what="lineage screen")
        await pilot.pause(0.2)
        shown = "\n".join(screen_text(app))
        assert f"Lineage of {ORIG}  (4 runs)" in shown
        for what in ("original", "minify-aot", "minify-launcher-no-isolate", "run-repro"):
            assert what in shown, what
        assert "exit 1" in shown  # the original's outcome
        scr = app.screen
        # the cursor starts on the run that was open; its details are shown
        assert "repro.py still fails" in shown or "run-repro" in str(scr.query_one("#lineage-detail").render())
        await pilot.press("home")  # the original
        await pilot.press("enter")
        await _wait(pilot, lambda: app.path.endswith(ORIG), what="the original opened")
        assert not isinstance(app.screen, LineageScreen)
        await wait_idle(app, pilot)
        await pilot.press("q")  # opened from the lineage screen: back to it, of the run before
        await _wait(pilot, lambda: isinstance(app.screen, LineageScreen), what="lineage again")
        assert app.path.endswith("run-repro") and not len(app.run_stack)


async def test_verify_key_says_why_it_cannot_run(tmp_path):
    runs = _chain(tmp_path)
    app = PT2App(str(runs / ORIG))
    notes = _notes(app)
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("V")
        await _wait(pilot, lambda: any("does not exist" in n for n in notes), what="the refusal")
        assert any("working directory /home/dev/pt2tui does not exist" in n for n in notes), notes
        assert not [p for p in runs.iterdir() if p.name.endswith("-verify")]


@pytest.mark.slow  # runs the test it writes (python + torch import)
async def test_testcase_key_writes_runs_and_shows_the_test(tmp_path):
    runs = _chain(tmp_path)
    app = PT2App(str(runs / ORIG))
    notes = _notes(app)
    async with app.run_test(size=(140, 40)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("T")
        await _wait(pilot, lambda: isinstance(app.screen, LineageScreen), what="lineage screen")
        await pilot.pause(0.3)
        assert "running …" in "\n".join(screen_text(app))
        await _wait(pilot, lambda: not app.lineage._lineage_busy, timeout=240, what="the test to end")
        await pilot.pause(0.3)
        shown = "\n".join(screen_text(app))
        tdir = next(p for p in runs.iterdir() if p.name.endswith("-testcase"))
        info = json.loads((tdir / "run.json").read_text())
        assert info["testcase"]["suggested"] == "test/inductor/test_cuda_repro.py"
        assert "testcase" in shown and "test/inductor/test_cuda_repro.py" in shown
        has_harness = importlib.util.find_spec("expecttest") and importlib.util.find_spec("numpy")
        want = "skipped" if has_harness else "error"
        assert info["result"]["test"]["outcome"] == want
        assert any("SKIPPED" in n or "could not run" in n for n in notes), notes


async def test_lineage_rows_keep_the_width_at_100_columns():
    """At 100 columns the detail goes under the tree: a rerun's row shows its outcome whole
    (it was cut at ~60 characters beside the detail)."""
    from conftest import SAMPLES

    d = next((SAMPLES / "aoti_reruns").glob("*-aoti-kernel-names"))
    app = PT2App(str(d))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_idle(app, pilot)
        app.push_screen(LineageScreen(str(d)))
        await _wait(pilot, lambda: isinstance(app.screen, LineageScreen), what="lineage screen")
        await pilot.pause(0.3)
        row = next(ln for ln in screen_text(app) if "aoti-kernel-names" in ln)
        assert "suspect kernel: cpp_fused_relu_0 (launched and never finish" in row, row
        assert any("outcome: exit 1" in ln and ln.startswith(" outcome") for ln in screen_text(app))
