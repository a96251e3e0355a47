"""The dialogs and lists at 80x24 (issue 46): the R menu (on the verdict's ★ recipe), the
runs list (names cut in the middle keep their recipe, the verdict column as every view says
it). Each view's own 80x24 screenshots: test_snapshots_views.py; help: test_snapshots.py.

Baselines live in tests/tui/__snapshots__/; regenerate with
``pytest tests/tui/test_snapshots_80x24.py --snapshot-update`` and look at the SVGs.
"""

from __future__ import annotations

import pytest
from conftest import REPO, sample, wait_for, wait_idle
from textual.widgets import OptionList

from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns import RecipeMenu
from pt2tui.tui.screens.runs_list import RunsListApp


@pytest.fixture(autouse=True)
def _fixed_config_path(monkeypatch):
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/user/.config")


def test_recipe_menu_80x24(snap_compare):
    async def run_before(pilot) -> None:
        app = pilot.app
        await wait_idle(app, pilot)
        await pilot.press("R")
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        await wait_idle(app, pilot)
        # the menu scrolls the ★ recipe to the top after a refresh; the options' heights can
        # settle a frame later under load: scrolled again once settled, the picture is one
        app.screen.query_one(OptionList).scroll_to_highlight(top=True)
        await pilot.pause()

    assert snap_compare(PT2App(sample("recompile_limit")), terminal_size=(80, 24), run_before=run_before)


def test_runs_list_80x24(snap_compare, monkeypatch):
    async def run_before(pilot) -> None:
        await wait_for(pilot, lambda: pilot.app.facts_done, what="the verdicts")

    monkeypatch.chdir(REPO)  # the title names the dir as given: the same on every machine
    app = RunsListApp("sample_traces/gpu-x2-profile")
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)
