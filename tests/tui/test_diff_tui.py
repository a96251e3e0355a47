"""The runs list (``pt2tui open`` on a dir of run dirs) and the diff screen, driven by Pilot on
the real runs of sample_traces/cpu/diff_runs."""

from __future__ import annotations

import asyncio

from conftest import SAMPLES, screen_text

from pt2tui.tui.screens.diff_screen import DiffScreen
from pt2tui.tui.screens.runs_list import RunsListApp
from pt2tui.tui.widgets.textview import TextView

RUNS = SAMPLES / "diff_runs"


async def _until(pilot, cond, timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end and not cond():
        await pilot.pause(0.05)
    assert cond()


async def test_runs_list_newest_first_mark_two_and_diff():
    app = RunsListApp(str(RUNS))
    async with app.run_test(size=(140, 40)) as pilot:
        names = [e.name for e in app.runs]
        assert names == sorted(names, reverse=True)  # newest first (start times follow names)
        assert names[0].endswith("verbose-recompiles") and names[-1].endswith("diff_base")
        await _until(pilot, lambda: app.facts_done)
        text = "\n".join(screen_text(app))
        assert "diff_manual_attn" in text and "exit 0" in text
        assert "healthy, costs 2.2 s" in text  # new_break's verdict, filled in (a cost: healthy)
        # mark base (last row) and manual_attn, then D
        await pilot.press("down", "down", "down", "down", "space", "up", "m")
        assert len(app.marked) == 2
        await pilot.press("D")
        await _until(pilot, lambda: isinstance(app.screen, DiffScreen) and app.screen.ready)
        screen = app.screen
        assert screen.a.endswith("diff_base") and screen.b.endswith("diff_manual_attn")  # older is A
        plain = screen.query_one(TextView).doc.plain
        assert "torch._C._nn.scaled_dot_product_attention 2 -> 0" in "\n".join(plain)
        assert plain[-1].startswith("differs")
        title = "\n".join(screen_text(app))
        assert "differs" in title
        # ] goes to the changed compile, l adds line diffs
        await pilot.press("]")
        view = screen.query_one(TextView)
        assert "CHANGED" in view.doc.lines[view.cursor].plain
        await pilot.press("l")
        await _until(pilot, lambda: screen.ready and screen.lines)
        assert any(ln.strip().startswith("@@") for ln in view.doc.plain)
        await pilot.press("escape")
        assert isinstance(app.screen, type(app.screen)) and not isinstance(app.screen, DiffScreen)


async def test_runs_list_enter_opens_the_run():
    app = RunsListApp(str(RUNS))
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.press("down", "enter")
        await pilot.pause()
    assert app.return_value == ("open", app.runs[1].path)


async def test_diff_screen_of_a_run_with_itself_says_identical():
    from textual.app import App

    base = str(next(RUNS.glob("*-diff_base")))

    class Host(App):
        def on_mount(self) -> None:
            self.push_screen(DiffScreen(base, base))

    app = Host()
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: isinstance(app.screen, DiffScreen) and app.screen.ready)
        assert app.screen.query_one(TextView).doc.plain[-1] == "identical"
        assert app.screen.result.identical


async def test_diff_screen_of_two_profiled_runs_has_the_perf_part():
    """gpu-x2-profile: D on the profile and profile-eager reruns shows what `pt2tui diff` shows,
    the ms per call of both and which is faster (it showed the compiles only)."""
    runs = SAMPLES.parent / "gpu-x2-profile"
    if not runs.is_dir():
        return
    app = RunsListApp(str(runs))
    async with app.run_test(size=(100, 30)) as pilot:
        await _until(pilot, lambda: app.facts_done)
        rows = [e.name for e in app.runs]
        prof = next(i for i, n in enumerate(rows) if n.endswith("perf_mlp-profile"))
        eager = next(i for i, n in enumerate(rows) if n.endswith("perf_mlp-profile-eager"))
        await pilot.press(*["down"] * eager, "space", *["down"] * (prof - eager), "space", "D")
        await _until(pilot, lambda: isinstance(app.screen, DiffScreen) and app.screen.ready)
        plain = app.screen.query_one(TextView).doc.plain
        assert "Perf (ms per call, A -> B):" in plain
        call = next(ln for ln in plain if ln.startswith("  call, "))
        assert call.startswith("  call, median wall time, calls.json: 1.051 -> 1.190 ms") and "B 1.13x slower" in call, call
