"""Screenshots of the insight views on the committed samples (120x40, and one at 80x24).

Baselines live in tests/tui/__snapshots__/; regenerate with
``pytest tests/tui/test_snapshots_insights.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

import dataclasses

import pytest
from conftest import REPO, sample, wait_idle

from pt2tui.tui.app import PT2App

BREAKS = "breaks_and_recompiles"


@pytest.fixture(autouse=True)
def _fixed_config_path(monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/user/.config")


def _select(app, cid: str) -> None:
    app.tree.select_compile(next(c.key for c in app.run_model.compiles if str(c.id) == cid))


async def _keys(app, pilot, keys) -> None:
    for k in keys:
        await pilot.press(k)
        await wait_idle(app, pilot)


async def _table_row(app, pilot, view_id: str, cid: str) -> None:
    table = app.main_query(f"#{view_id}").table
    row = next(i for i in range(table.row_count) if str(table.get_row_at(i)[0]) == cid)
    table.move_cursor(row=row)
    await wait_idle(app, pilot)


def _two_ranks(run):
    """The sample as two ranks that diverge: rank 1 has no [3/1] and no break in [0/1]."""
    r0 = [dataclasses.replace(c, rank=0) for c in run.compiles]
    r1 = [
        dataclasses.replace(c, rank=1, graph_breaks=() if str(c.id) == "[0/1]" else c.graph_breaks)
        for c in run.compiles
        if str(c.id) != "[3/1]"
    ]
    return dataclasses.replace(run, compiles=tuple(r0 + r1), ranks=(0, 1))


async def _recompiles(app, pilot):
    await _keys(app, pilot, ["r"])
    await _table_row(app, pilot, "recompiles", "[3/1]")


async def _overview_why(app, pilot):
    _select(app, "[3/1]")
    await wait_idle(app, pilot)


async def _failed_guard(app, pilot):
    _select(app, "[3/1]")
    await _keys(app, pilot, ["g"])


async def _breaks(app, pilot):
    await _keys(app, pilot, ["b"])


async def _provenance(app, pilot):
    await _keys(app, pilot, ["K"])
    app.main_query("#provenance").table.move_cursor(row=1)
    await wait_idle(app, pilot)


async def _provenance_lines(app, pilot):
    await _keys(app, pilot, ["K", "L"])


async def _time(app, pilot):
    await _keys(app, pilot, ["t"])


async def _cache(app, pilot):
    await _keys(app, pilot, ["h"])


async def _ranks(app, pilot):
    app.apply_run(_two_ranks(app.run_model), 1.0, final=True)
    await wait_idle(app, pilot)
    await _keys(app, pilot, ["d"])
    rv = app.main_query("#ranks")
    rv.aspects_table.move_cursor(row=[a for a, *_ in rv.aspects].index("graph breaks"))
    await wait_idle(app, pilot)


SCREENS = {
    "recompiles": _recompiles,
    "overview_why": _overview_why,
    "failed_guard": _failed_guard,
    "graph_breaks": _breaks,
    "provenance": _provenance,
    "provenance_lines": _provenance_lines,
    "compile_time": _time,
    "cache": _cache,
    "ranks": _ranks,
}


def _run_before(fn):
    async def run_before(pilot) -> None:
        await wait_idle(pilot.app, pilot)
        await fn(pilot.app, pilot)

    return run_before


@pytest.mark.parametrize("screen", list(SCREENS))
def test_insight_snapshot(snap_compare, screen):
    app = PT2App(sample(BREAKS))
    assert snap_compare(app, terminal_size=(120, 40), run_before=_run_before(SCREENS[screen]))


def test_insight_snapshot_recompiles_80x24(snap_compare):
    app = PT2App(sample(BREAKS))
    assert snap_compare(app, terminal_size=(80, 24), run_before=_run_before(_recompiles))


def test_insight_snapshot_device_assert_kernel(snap_compare):
    """The GPU oob_gather sample: Enter on the device-side assert lands on tl.device_assert."""
    found = sorted((REPO / "sample_traces" / "gpu-h100").glob("*-oob_gather"))
    if not found:
        pytest.skip("no GPU oob_gather sample")

    async def go(app, pilot):
        await _keys(app, pilot, ["f", "enter"])

    app = PT2App(str(found[0]))
    assert snap_compare(app, terminal_size=(120, 40), run_before=_run_before(go))
