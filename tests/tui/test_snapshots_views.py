"""Screenshots of every run-wide view (tui/view_table.py) at 80x24 and 100x30 on real samples:
what an engineer over SSH sees first in each. A new view gets its screenshots from its row
(on the default sample unless SAMPLES names a better one).

Baselines live in tests/tui/__snapshots__/; regenerate with
``pytest tests/tui/test_snapshots_views.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

import pytest
from conftest import sample, wait_idle

from pt2tui.tui.app import PT2App
from pt2tui.tui.view_table import VIEW_TABLE

SIZES = [(80, 24), (100, 30)]
DEFAULT = "breaks_and_recompiles"
SAMPLES = {  # the sample where the view has most to show
    "recompiles": "recompile_limit",
    "failures": "compile_error",
    "log": "recompile_limit",
    "shapes": "mark_dynamic_specialized",
    "cache": "cache_bypass",
    "ranks": "collectives_diverge",
    "perf": "../cpu-perf/graph_break",  # a profiled run (sample_traces/cpu-perf)
    "kernels": "../cpu-kernels/kernel_cpu",  # the C++ kernels of a CPU run (sample_traces/cpu-kernels)
}
VIEWS = [r for r in VIEW_TABLE if r.cls is not None]


@pytest.fixture(autouse=True)
def _fixed_config_path(monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/user/.config")


def _run_before(key: str):
    async def run_before(pilot) -> None:
        app = pilot.app
        await wait_idle(app, pilot)
        await pilot.press(key)
        await wait_idle(app, pilot)

    return run_before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("row", VIEWS, ids=lambda r: r.id)
def test_view_snapshot(snap_compare, row, size):
    app = PT2App(sample(SAMPLES.get(row.id, DEFAULT)))
    assert snap_compare(app, terminal_size=size, run_before=_run_before(row.key))
