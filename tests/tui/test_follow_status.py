"""The status line says whether a run opened with ``pt2tui open`` is followed and why, or why it
is finished (tui/parts/indexer.py ``Indexer.chrome``), on a committed trace copied into a temp dir."""

from __future__ import annotations

import shutil

from conftest import SAMPLES, screen_text, wait_for, wait_idle

from pt2tui.tui.app import PT2App


def _trace(tmp_path):
    src = next((SAMPLES / "breaks_and_recompiles" / "trace").glob("*.log"))
    d = tmp_path / "tt"
    d.mkdir()
    shutil.copy(src, d / src.name)
    return d, d / src.name


async def test_a_finished_trace_says_why(tmp_path):
    d, _ = _trace(tmp_path)
    app = PT2App(str(d))
    async with app.run_test(size=(160, 30)) as pilot:
        await wait_idle(app, pilot)
        # a trace written just now is finished after the quiet period (3 s) since its growth
        await wait_for(pilot, lambda: "finished: pid " in screen_text(app)[0], what="finished")
        status = screen_text(app)[0]
        assert "compiles 8 (10 attempts)" in status and "finished: pid " in status and "exited" in status, status
        assert not app.following


async def test_no_follow_and_follow(tmp_path):
    d, f = _trace(tmp_path)
    with open(f, "ab"):  # a writer holds it: followed, unless --no-follow
        app = PT2App(str(d), follow="no-follow")
        async with app.run_test(size=(160, 30)) as pilot:
            await wait_idle(app, pilot)
            await pilot.pause(0.2)
            status = screen_text(app)[0]
            assert "finished: --no-follow: read what was there" in status, status
        app = PT2App(str(d))
        async with app.run_test(size=(160, 30)) as pilot:
            await wait_idle(app, pilot)
            for _ in range(100):
                if app.following:
                    break
                await pilot.pause(0.05)
            await pilot.pause(0.2)
            status = screen_text(app)[0]
            assert app.following and status.lstrip().startswith("following pid "), status
            assert "last record" in status and "compiles 8 (10 attempts)" in status, status
