"""Screenshots of the explorer on the committed CPU samples, at 80x24 and 120x40.

Baselines live in tests/tui/__snapshots__/; regenerate with
``pytest tests/tui/test_snapshots.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

import pytest
from conftest import sample, wait_idle

from pt2tui.tui.app import PT2App

SIZES = [(80, 24), (120, 40)]
SCREENS = {
    "main": [],
    "dynamo_graph": ["2"],
    "aot_backward": ["3", "full_stop", "full_stop", "full_stop", "full_stop"],
    "output_code": ["6"],
    "graph_breaks": ["b"],
    "help": ["question_mark"],
}


@pytest.fixture(autouse=True)
def _fixed_config_path(monkeypatch):
    """Help shows where keys.toml is read from: the same path on every machine and worker."""
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/user/.config")


def _run_before(keys):
    async def run_before(pilot) -> None:
        app = pilot.app
        await wait_idle(app, pilot)
        for k in keys:
            await pilot.press(k)
            await wait_idle(app, pilot)

    return run_before


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("screen", list(SCREENS))
def test_snapshot(snap_compare, screen, size):
    app = PT2App(sample("breaks_and_recompiles"))
    assert snap_compare(app, terminal_size=size, run_before=_run_before(SCREENS[screen]))


@pytest.mark.parametrize("size", [(80, 24)], ids=["80x24"])
def test_snapshot_failed_compile(snap_compare, size):
    app = PT2App(sample("compile_error"))
    assert snap_compare(app, terminal_size=size, run_before=_run_before([]))
