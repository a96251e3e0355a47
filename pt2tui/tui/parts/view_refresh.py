"""Which run-wide views a new snapshot refreshes.

Each view rebuilds from the whole Run (``update_run``): doing that for every view on every
snapshot of a big run being indexed would make the TUI's cost grow with the square of the run.
So a snapshot refreshes only the view on screen, and at most at a pace its cost allows (never
more than 1/``COST_SHARE`` of the time: the view is then refreshed by a timer, and always by
the final snapshot); the other views are marked stale and rebuilt when shown.

The explorer's detail pane shows the selected compile again when a snapshot changed it (the
builder keeps a compile that did not change as the same object), or for what it says about
the rest of the run at most every ``DETAIL_EVERY_S`` (or COST_SHARE x its cost), and always
for the final snapshot.
"""

from __future__ import annotations

import time
from typing import Any

from textual.app import ScreenStackError
from textual.css.query import NoMatches

COST_SHARE = 5  # a view is refreshed at most every COST_SHARE x what its last refresh cost
DETAIL_EVERY_S = 1.0


class ViewRefresh:
    def __init__(self, app: Any, views: tuple[str, ...]) -> None:
        self.app = app
        self.views = views
        self.stale: set[str] = set()
        self.last: dict[str, float] = {}  # view -> when it was last refreshed
        self.cost: dict[str, float] = {}  # view -> what that cost
        self._timer: Any = None
        self._detail: tuple[Any, float, float] = (None, 0.0, 0.0)  # (compile, when, cost)

    def run_applied(self, final: bool) -> None:
        """A new snapshot is the app's ``run_model``."""
        self.stale.update(self.views)
        if self.app.view in self.views:
            self.refresh(self.app.view, force=final)

    def shown(self, view: str) -> None:
        """``view`` is about to be shown: brought up to date first."""
        if view in self.stale:
            self.refresh(view, force=True)

    def refresh(self, view: str, force: bool = False) -> None:
        now = time.monotonic()
        wait = self.last.get(view, 0.0) + COST_SHARE * self.cost.get(view, 0.0) - now
        if not force and wait > 0:
            if self._timer is None:
                self._timer = self.app.set_timer(wait, self._due)
            return
        widget = self.app.run_views.get(view)
        if widget is None:  # not composed yet: built from the current run when first shown
            return
        self.stale.discard(view)
        try:
            widget.update_run(self.app.run_model)
        except (NoMatches, ScreenStackError):  # closing
            return
        done = time.monotonic()
        self.last[view] = done
        self.cost[view] = done - now

    def _due(self) -> None:
        self._timer = None
        if self.app.view in self.stale:
            self.refresh(self.app.view)

    def detail_due(self, final: bool) -> bool:
        """Whether the detail pane shows its selection again for a new snapshot."""
        app = self.app
        data = app.tree.selected_data
        c = app._compiles.get(data[1]) if data is not None and data[0] == "compile" else None
        shown, when, cost = self._detail
        now = time.monotonic()
        if not final and c is not None and c is shown and app.detail.compile is c:
            if now - when < max(DETAIL_EVERY_S, COST_SHARE * cost):
                return False
        self._detail = (c, now, self._detail[2])
        return True

    def show_detail(self, final: bool) -> None:
        """The detail pane shows the selection again if ``detail_due``."""
        t = time.monotonic()
        if self.app._show_selection(force=self.detail_due(final)):
            c, when, _ = self._detail
            self._detail = (c, when, time.monotonic() - t)
