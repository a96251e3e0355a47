"""The run-wide views are composed when first shown (tui/parts/run_views.py, issue #14), and
their modules imported then (tui/views/__init__.py): what that could break. A view shown for the first time with its key, after the final snapshot, shows
the final run; one composed while a run is followed gets the snapshots that come after."""

from __future__ import annotations

import threading
import time

from conftest import SAMPLES, open_app, sample, screen_text
from test_tui_live import _records, _sample_trace, wait_for

from pt2tui.tui.app import PT2App
from pt2tui.tui.views import RUN_VIEW_IDS


async def test_views_are_made_when_first_shown_and_show_the_final_run():
    app, pilot, ctx = await open_app(sample("breaks_and_recompiles"))
    try:
        run = app.run_model
        assert app.loaded and run.recompiles and run.logs
        # nothing but the explorer at start
        assert all(app.run_views.get(vid) is None for vid in RUN_VIEW_IDS)
        assert not app.main_query("#views").query("#recompiles")
        await pilot.press("r")  # straight to a view never shown, with its key
        await pilot.pause()
        rv = app.run_views.get("recompiles")
        assert rv is not None and app.view == "recompiles" and rv.display
        assert rv.table.row_count == len(run.recompiles)
        assert app.focused is rv.table
        text = "\n".join(screen_text(app))
        assert str(run.recompiles[0].id) in text, text
        # the insights (why it recompiled) reached the view made after they were ready
        assert rv._ins(run) is not None
        # another view, then back: the same widget, still up to date
        await pilot.press("l")
        await pilot.pause()
        log = app.run_views.get("log")
        assert app.view == "log" and not rv.display
        assert len(log.view.doc.lines) >= len(run.logs) > 0
        await pilot.press("r")
        await pilot.pause()
        assert app.run_views.get("recompiles") is rv and app.view == "recompiles"
        assert len(app.main_query("#views").query("#recompiles")) == 1
        # quick keys one after the other: the last one wins
        await pilot.press("b", "f", "c")
        await pilot.pause()
        assert app.view == "explorer" and app.run_views.get("failures") is not None
    finally:
        await ctx.__aexit__(None, None, None)


async def test_a_view_made_while_following_gets_the_later_snapshots(tmp_path):
    if not (SAMPLES / "breaks_and_recompiles").exists():
        sample("breaks_and_recompiles")
    recs = _records(_sample_trace())
    d = tmp_path / "live"
    d.mkdir()
    trace = d / "dedicated_log_torch_trace_rank_0_abc.log"
    first = len(recs) // 5
    trace.write_bytes(b"".join(recs[:first]))
    go = threading.Event()
    f0 = open(trace, "ab")  # noqa: SIM115 - held open: the run is still being written

    def writer() -> None:
        with f0 as f:
            go.wait(30)
            for i in range(first, len(recs), 40):
                f.write(b"".join(recs[i : i + 40]))
                f.flush()
                time.sleep(0.05)

    app = PT2App(str(d))
    t = threading.Thread(target=writer, daemon=True)
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            t.start()
            await wait_for(pilot, lambda: app.following, what="following")
            before = len(app.run_model.recompiles)
            await pilot.press("r")  # made now, while the run is followed
            await wait_for(pilot, lambda: app.run_views.get("recompiles") is not None, what="the view")
            rv = app.run_views.get("recompiles")
            assert rv.table.row_count == before
            go.set()
            t.join(30)
            await wait_for(pilot, lambda: app.loaded and not app.following, timeout=60, what="the end")
            await pilot.pause(0.2)
            run = app.run_model
            assert len(run.recompiles) > before
            assert rv.table.row_count == len(run.recompiles)  # the final snapshot reached it
    finally:
        go.set()
        t.join(5)


def test_the_views_modules_are_imported_when_first_shown():
    """The app's start imports no view module (a sixth of its imports); each view's class is
    found by the name its row in tui/view_table.py gives, in the module MODULES says."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "import pt2tui.tui.app\n"
        "from pt2tui.tui import views\n"
        "print(sorted(m for m in sys.modules if m.startswith('pt2tui.tui.views.')))\n"
        "for vid in views.RUN_VIEW_IDS:\n"
        "    assert views.view_class(vid).__module__ == 'pt2tui.tui.views.' + views.MODULES[views.view_class(vid).__name__]\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "['pt2tui.tui.views.table']"
