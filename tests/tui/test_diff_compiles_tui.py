"""M marks the compile under the tree's cursor, D on another diffs the two (the diff screen)."""

from __future__ import annotations

from conftest import open_app, sample, wait_idle

from pt2tui.tui.screens.diff_screen import DiffScreen
from pt2tui.tui.widgets.textview import TextView


async def test_mark_a_compile_and_diff_another():
    app, pilot, ctx = await open_app(sample("breaks_and_recompiles"))
    try:
        notes: list[str] = []
        app.say = lambda m, *a, **k: notes.append(m)  # type: ignore[method-assign]
        await pilot.press("D")  # nothing marked yet
        assert notes[-1].startswith("mark a compile first")
        await pilot.press("M")  # the cursor starts on [0/0]
        assert notes[-1].startswith("marked [0/0]")
        await pilot.press("down", "D")  # [0/1]
        for _ in range(300):
            if isinstance(app.screen, DiffScreen) and app.screen.ready:
                break
            await pilot.pause(0.05)
        screen = app.screen
        assert isinstance(screen, DiffScreen) and screen.ready
        plain = screen.query_one(TextView).doc.plain
        assert "compile [0/0] (A) vs [0/1] (B)" in plain
        assert any("LAMBDA_GUARD: 2 <= L['x'].size()[0] <= 512" in ln for ln in plain)
        assert plain[-1] == "differs: the compiles [0/0] and [0/1]"
        await pilot.press("escape")
        await wait_idle(app, pilot)
        assert not isinstance(app.screen, DiffScreen)
    finally:
        await ctx.__aexit__(None, None, None)
