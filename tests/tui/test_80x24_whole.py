"""Read whole at 80x24 (issue 46): the R menu's recipes say what each is for without "…" (a
second line, wrapped under it) and the highlighted one's description stays on screen; the
Ledger and Perf views never cut or wrap a compile id (their bars narrow first). The pictures:
test_snapshots_80x24.py, test_snapshots_views.py, test_perf_80x24.py."""

from __future__ import annotations

import re

import pytest
from conftest import REPO, sample, screen_text, wait_for, wait_idle
from textual.widgets import OptionList, Static

from pt2tui.core.analysis.ledger import ledger
from pt2tui.core.reruns.recipes import get_recipe
from pt2tui.render.views.ledger import TEXT_WIDTH, ids_words, ledger_doc
from pt2tui.render.views.perf import perf_doc
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report
from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns import RecipeMenu
from pt2tui.tui.reruns.menus import menu_text_width

DDP = REPO / "sample_traces" / "gpu-x2-profile" / "20261127-135731-perf_ddp-profile"
IDS = re.compile(r"\d+ compiles?:(?: \[[^\]]+\])+(?: …)?$")


def _words(s: str) -> str:
    return " ".join(s.split())


async def test_recipe_menu_says_each_purpose_whole_at_80x24() -> None:
    app = PT2App(sample("recompile_limit"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("R")
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        await wait_idle(app, pilot)
        ol = app.screen.query_one(OptionList)
        width = menu_text_width(80)
        seen = 0
        for i in range(ol.option_count):
            opt = ol.get_option_at_index(i)
            if opt.id is None or opt.id.startswith("job:"):
                continue
            text = opt.prompt.plain
            r = get_recipe(opt.id)
            why = f"✗ {app.screen.unavailable[r.name]}" if r.name in app.screen.unavailable else r.purpose
            assert "…" not in text, text
            assert _words(why) in _words(text), (why, text)  # what it is for, whole
            assert all(len(ln) <= width for ln in text.split("\n")), text
            seen += 1
        assert seen > 10
        about = app.screen.query_one("#recipe-about", Static)
        assert about.region.height > 0 and about.region.bottom <= 24  # the highlighted one's description
        screen = _words(" ".join(screen_text(app)))
        assert _words(get_recipe("verbose-recompiles").description)[:40] in screen


def test_ledger_rows_keep_their_compile_ids_whole_at_80_columns() -> None:
    for name in ("breaks_and_recompiles", "recompile_limit"):
        run = load_run(sample(name), verify=False)
        plain = ledger_doc(run).plain
        led = ledger(run)
        for rows in (led.by_cause, led.by_frame, led.by_phase):
            for r in rows:
                ids = ids_words(r, TEXT_WIDTH)
                line = next(ln for ln in plain if ln.rstrip().endswith(ids_words(r, 76 - 29)))
                assert len(line.rstrip()) <= TEXT_WIDTH, line  # never wrapped by the view at 80
                assert IDS.search(line.rstrip()), line
                assert ids.split(": ", 1)[1].split(" ")[0] in line  # the first id, whole


@pytest.mark.skipif(not DDP.is_dir(), reason="no gpu-x2-profile sample")
def test_perf_call_rows_keep_their_compile_ids_whole_at_80_columns() -> None:
    run = load_run(str(DDP), verify=False)
    rep = load_report(str(DDP), run)
    plain = perf_doc(rep, run).plain
    n = 0
    for p in rep.ranks:
        for c in p.calls:
            ids = " ".join(c.regions)
            row = next((ln for ln in plain if re.match(rf"\s+{c.index}\s+{c.total_us / 1e3:.2f} ms ", ln)), None)
            if row is None:
                continue  # a call the view folds into "… N calls"
            assert f" ms {ids} " in row and len(row.rstrip()) <= 76, row
            n += 1
    assert n >= 10
