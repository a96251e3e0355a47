"""The cache view (`h`) on a real recording with a miss, a hit and a bypass:
sample_traces/cpu/cache_bypass (see tests/test_cache_sample.py for the model side).

(tests/tui/test_insight_views.py tests the same view on breaks_and_recompiles, whose caches only
miss, with a made-up bypass event; this one's bypass is torch's.)
"""

from __future__ import annotations

import pytest
from conftest import sample, screen_text, wait_idle

from pt2tui.tui.app import PT2App

REASON = "Unsupported post grad custom pass"  # torch/_inductor/codecache.py


@pytest.fixture
async def cache_app():
    app = PT2App(sample("cache_bypass"))
    ctx = app.run_test(size=(120, 40))
    pilot = await ctx.__aenter__()
    await wait_idle(app, pilot)
    yield app, pilot
    await ctx.__aexit__(None, None, None)


def _rows(table) -> dict[str, list[str]]:
    return {
        str(r[0]): [str(c) for c in r]
        for r in (table.get_row_at(i) for i in range(table.row_count))
    }


async def test_cache_view_shows_miss_hit_and_torchs_bypass_reason(cache_app):
    app, pilot = cache_app
    await pilot.press("h")
    await wait_idle(app, pilot)
    assert app.view == "cache"
    cv = app.main_query("#cache")
    rows = _rows(cv.table)
    # compile, function, fx_graph, aotautograd, other caches, bypass reason
    assert rows["[0/0]"][1:4] == ["scale_shift", "miss", "miss"]
    assert rows["[1/0]"][1:4] == ["scale_shift_again", "hit", "hit"]
    assert rows["[2/0]"][1:6] == ["scale_shift_counted", "bypass", "bypass", "-", REASON]
    assert rows["[0/0]"][5] == rows["[1/0]"][5] == ""

    # the table's row as the user sees it (at 120 columns the reason column may be clipped)
    (row_line,) = [ln for ln in screen_text(app) if ln.startswith(" [2/0]")]
    assert "scale_shift_counted" in row_line and row_line.count("bypass") == 2
    assert "Unsupported post grad" in row_line

    # the detail of the bypassed compile: both caches with the reason, and the run's totals
    row = next(i for i in range(cv.table.row_count) if str(cv.table.get_row_at(i)[0]) == "[2/0]")
    cv.table.move_cursor(row=row)
    await wait_idle(app, pilot)
    doc = [" ".join(ln.split()) for ln in cv.view.doc.plain]  # columns' padding aside
    assert f"fx_graph bypass {REASON}" in doc
    assert f"aotautograd bypass {REASON}" in doc
    assert "Bypass reasons" in doc and f"2× {REASON}" in doc
    assert "fx_graph hit 1 miss 1 bypass 1" in doc
    assert "aotautograd hit 1 miss 1 bypass 1" in doc
    # on screen in full: the compile's two cache lines and the run's "Bypass reasons"
    screen = "\n".join(screen_text(app))
    assert "Bypass reasons" in screen and screen.count(REASON) >= 3


async def test_overview_of_the_bypassed_compile_names_the_reason(cache_app):
    app, pilot = cache_app
    assert app.view == "explorer"
    c = app.run_model.compile("[2/0]")
    assert c is not None and app.tree.select_compile(c.key)
    await wait_idle(app, pilot)
    text = "\n".join(app.detail.pane("overview").view.doc.plain)
    assert f"fx_graph bypass: {REASON}" in text
    assert f"aotautograd bypass: {REASON}" in text
