"""Runs opened from a run (``o`` on a rerun's screen, the lineage screen, the parent run) stack
up: ``q`` or ``escape`` goes back to where you were (the run, its view, the compile, the tab and
the rerun screen that opened it); ``q`` on the first run quits, ``ctrl+q`` quits from anywhere."""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual.css.query import NoMatches

from .opening import open_path


@dataclass(frozen=True)
class Place:
    """Where the user was in a run before another was opened over it."""

    path: str
    view: str
    selected: tuple | None  # the tree's selected node data
    tab: str | None  # the detail pane's tab
    job: Any  # the rerun whose screen was in front (shown again on the way back), or None
    lineage: bool = False  # the lineage screen was in front (shown again, of that run)


class RunStack:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.places: list[Place] = []

    def __len__(self) -> int:
        return len(self.places)

    def _here(self) -> Place:
        app = self.app
        selected = tab = None
        try:
            selected = app.tree.selected_data
            tab = app.detail.active_tab
        except NoMatches:
            pass
        top = app.screen if len(app.screen_stack) > 1 else None
        job = getattr(top, "job", None)  # a rerun's screen (tui/reruns/screen.py)
        lineage = type(top).__name__ == "LineageScreen"  # tui/screens/lineage_screen.py
        return Place(app.path, app.view, selected, tab, job if job in app.jobs else None, lineage)

    def open(self, path: str, *, after_load: Callable[[], Any] | None = None) -> None:
        """Show ``path`` over the run shown now (``q`` / ``escape`` come back)."""
        if os.path.abspath(path) == os.path.abspath(self.app.path):
            while len(self.app.screen_stack) > 1:  # already shown: just go there
                self.app.pop_screen()
            if after_load is not None:
                after_load()
            return
        self.places.append(self._here())
        open_path(self.app, path, after_load=after_load)

    def pop(self) -> bool:
        """Back to the run below (False: this is the first run)."""
        if not self.places:
            return False
        place = self.places.pop()
        app = self.app

        def restore() -> None:
            if place.view != "explorer":
                app.action_view(place.view)
            if place.selected is not None:
                app.tree.select_data(place.selected)
            if place.tab is not None:
                app.detail.show_tab(place.tab)
            if place.job is not None:
                app.reruns.show_job(place.job)
            elif place.lineage:
                app.lineage.show()

        open_path(app, place.path, after_load=restore)
        return True

    def status(self, status: Text) -> Text:
        """The status line, with the way back when a run is stacked over another."""
        if not self.places:
            return status
        below = os.path.basename(os.path.normpath(self.places[-1].path)) or self.places[-1].path
        t = Text(end="", no_wrap=True, overflow="ellipsis")
        t.append(f"q◂{below} ", style="bold yellow")  # first: the end of the line may be cut
        t.append_text(status)
        return t
