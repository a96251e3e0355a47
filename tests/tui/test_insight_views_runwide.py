"""The run-wide insight views, driven with Pilot: compile time (phases, chromium spans, per
rank), Perfetto export, caches, ranks side by side on a real 2-rank run, and the bug bundle."""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
from pathlib import Path

import pytest
from conftest import (
    SAMPLES,
    open_app,
    sample,
    screen_text,
    wait_idle,
)
from insight_helpers import (
    doc_text,
    line_index,
    selected,
)

from pt2tui.core.model import CacheEvent
from pt2tui.tui.screens.dialogs import Confirm, PathPrompt

BREAKS = "breaks_and_recompiles"


# -- compile time ----------------------------------------------------------------------------
async def test_compile_time_phases_and_spans(breaks):
    app, pilot = breaks
    await pilot.press("t")
    await wait_idle(app, pilot)
    tv = app.main_query("#time")
    text = doc_text(tv.view)
    for phase in ("dynamo", "aot autograd", "inductor", "inductor code gen"):
        assert f"  {phase} " in text
    assert "34.54 s" in text  # the run's dynamo time
    assert "1299 events" in text
    tree = tv.spans
    groups = tree.root.children
    assert str(groups[0].label).startswith("[0/0] forward")
    labels = []

    def walk(n):
        for ch in n.children:
            labels.append(str(ch.label))
            walk(ch)

    walk(groups[0])
    assert any(lb.startswith("entire_frame_compile  22.58 s  self 11.2 ms") for lb in labels)
    # children biggest first
    first = groups[0].children
    assert first[0].data[1].dur_us >= first[-1].data[1].dur_us
    # Enter on a compile line opens it
    tv.view.focus()
    tv.view.move_cursor(line_index(tv.view, "[3/1]"))
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert app.view == "explorer" and selected(app) == "[3/1]"
    assert "Compile time" in doc_text(app.detail.pane("overview").view)


async def test_perfetto_export_is_valid_json_and_never_overwrites(breaks, tmp_path):
    app, pilot = breaks
    out = tmp_path / "trace.json"
    await pilot.press("P")
    await pilot.pause()
    assert isinstance(app.screen, PathPrompt)
    app.screen.query_one("Input").value = str(out)
    await pilot.press("enter")
    await wait_idle(app, pilot)
    data = json.loads(out.read_text())
    assert len(data["traceEvents"]) == len(app.run_model.chromium_events) == 1299
    assert {"ph", "ts", "name"} <= set(data["traceEvents"][0])
    out.write_text("mine")
    await pilot.press("P")
    await pilot.pause()
    app.screen.query_one("Input").value = str(out)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, Confirm)
    await pilot.press("n")
    await wait_idle(app, pilot)
    assert out.read_text() == "mine"


# -- caches ----------------------------------------------------------------------------------
async def test_cache_table(breaks):
    app, pilot = breaks
    await pilot.press("h")
    await wait_idle(app, pilot)
    cv = app.main_query("#cache")
    rows = {
        str(r[0]): [str(c) for c in r]
        for r in (cv.table.get_row_at(i) for i in range(cv.table.row_count))
    }
    assert rows["[0/0]"][2:4] == ["miss ×2", "miss"]
    assert rows["[1/0]"][2:4] == ["-", "-"]  # restarted before compiling
    assert rows["all"][2:4] == ["miss 14", "miss 8"]
    assert "fx_graph          hit 0    miss 14   bypass 0" in doc_text(cv.view)
    # a bypass, with its reason
    run = app.run_model
    c = dataclasses.replace(run.compiles[0], cache=(CacheEvent("fx_graph", "bypass", "Unpickleable [bold]x"),
                                                     CacheEvent("aotautograd", "hit")))  # fmt: skip
    app.apply_run(dataclasses.replace(run, compiles=(c,) + run.compiles[1:]), 1.0, final=True)
    await wait_idle(app, pilot)
    row = [str(x) for x in cv.table.get_row_at(0)]
    assert row[2:4] == ["bypass", "hit"] and row[5] == "Unpickleable [bold]x"
    cv.table.move_cursor(row=0)
    await wait_idle(app, pilot)
    assert "Bypass reasons" in doc_text(cv.view)
    await pilot.press("c")
    app.tree.select_compile(c.key)
    await wait_idle(app, pilot)
    assert "fx_graph bypass: Unpickleable [bold]x" in doc_text(app.detail.pane("overview").view)


# -- ranks -----------------------------------------------------------------------------------
@pytest.mark.slow
async def test_ranks_view_on_a_diverging_two_rank_run(two_ranks):
    app, pilot, ctx = await open_app(str(two_ranks))
    try:
        assert "d Ranks 2" in "\n".join(screen_text(app))
        await pilot.press("d")
        await wait_idle(app, pilot)
        rv = app.main_query("#ranks")
        differs = {a for a, d, _ in rv.aspects if d}
        assert {"compile ids", "graph breaks", "recompiles"} <= differs
        rv.aspects_table.move_cursor(row=[a for a, *_ in rv.aspects].index("graph breaks"))
        await wait_idle(app, pilot)
        assert rv.aspect == "graph breaks"
        i = next(
            i for i, r in enumerate(rv.grid_rows) if r.label.startswith("Data-dependent branching")
        )
        row = rv.grid_rows[i]
        assert row.differs and row.cells[0].text == "—" and row.cells[1].text == "[4/0] [4/1]"
        assert "ddp_compile.py:25" in row.label
        text = "\n".join(screen_text(app))
        assert "rank 0" in text and "rank 1" in text and "Data-dependent branching" in text
        rv.grid.focus()
        rv.grid.move_cursor(row=i, column=3)  # rank 1's cell
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer"
        assert app.tree.selected_data[1][0] == 1 and selected(app) == "[4/0]"
        assert "Graph breaks (1)" in doc_text(app.detail.pane("overview").view)
    finally:
        await ctx.__aexit__(None, None, None)


@pytest.mark.slow
async def test_compile_time_spans_of_two_ranks_are_apart(two_ranks):
    """Both ranks compile [0/0]: the span tree has a group per rank, each with its compile."""
    app, pilot, ctx = await open_app(str(two_ranks))
    try:
        await pilot.press("t")
        tree = app.main_query("#time").spans
        for _ in range(200):
            await wait_idle(app, pilot)
            if tree.root.children:
                break
        labels = [str(g.label) for g in tree.root.children]
        assert any(lb.startswith("rank 0  [0/0] ") for lb in labels), labels
        assert any(lb.startswith("rank 1  [0/0] ") for lb in labels), labels
        g1 = next(g for g in tree.root.children if str(g.label).startswith("rank 1  [0/0] "))
        assert g1.data[1][:2] == (1, app.run_model.compile("[0/0]", 1).id)  # (rank, id, process)
    finally:
        await ctx.__aexit__(None, None, None)


async def test_ranks_view_with_one_rank_says_so(breaks):
    app, pilot = breaks
    assert "Ranks" not in "\n".join(screen_text(app))  # not offered in the view bar
    await pilot.press("d")
    await wait_idle(app, pilot)
    assert "Only one rank in this run" in doc_text(app.main_query("#ranks").view)


# -- bug bundle ------------------------------------------------------------------------------
async def test_bundle_key_writes_both_files(tmp_path):
    rd = tmp_path / "compile_error"
    shutil.copytree(SAMPLES / "compile_error", rd)
    app, pilot, ctx = await open_app(str(rd))
    try:
        await pilot.press("B")
        await wait_idle(app, pilot)
        tar, md = app.exports.last_bundle
        assert tar == str(tmp_path / "compile_error-bundle.tar.gz") and os.path.getsize(tar) > 0
        assert (
            md == str(tmp_path / "compile_error-bundle.md")
            and "## Versions" in Path(md).read_text()
        )
        await pilot.press("B")  # never overwrites: a second bundle gets -2
        await wait_idle(app, pilot)
        assert app.exports.last_bundle[1].endswith("compile_error-bundle-2.md")
    finally:
        await ctx.__aexit__(None, None, None)


async def test_bundle_of_a_folder_without_run_json_asks_where(tmp_path):
    loose = tmp_path / "loose"
    shutil.copytree(Path(sample(BREAKS)) / "trace", loose)
    app, pilot, ctx = await open_app(str(loose))
    try:
        await pilot.press("B")
        await pilot.pause()
        assert isinstance(app.screen, PathPrompt)
        app.screen.query_one("Input").value = str(tmp_path / "out")
        await pilot.press("enter")
        await wait_idle(app, pilot)
        tar, md = app.exports.last_bundle
        assert Path(tar).parent == tmp_path / "out" and Path(md).name == "loose-bundle.md"
        assert Path(tar).is_file()
    finally:
        await ctx.__aexit__(None, None, None)
