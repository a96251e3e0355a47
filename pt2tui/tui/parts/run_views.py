"""The run-wide views (tui/views/), composed when first shown.

Composing and styling ten views, each with its tables and text panes, at start cost the app
a good part of its start (issue #14): the explorer is what shows first, and a view the user
never opens need not exist. ``RunViews.get(vid)`` is the view, or None while it was never
shown (there is nothing to update then: like a hidden view, it is built from the current run
when first shown, tui/parts/view_refresh.py). ``RunViews.ensure(vid, then)`` composes it (mounting
is asynchronous in Textual) and calls ``then(view)`` once it is mounted, at once if it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.app import ScreenStackError
from textual.css.query import NoMatches
from textual.widget import MountError
from textual.widgets import ContentSwitcher

from ..views import view_class


class RunViews:
    def __init__(self, app: Any) -> None:
        self.app = app
        self._made: dict[str, Any] = {}  # vid -> the view, mounted
        self._waiting: dict[str, list[Callable[[Any], None]]] = {}  # vid -> callbacks
        self.wanted = "explorer"  # the view last asked for

    def made_first(self, vid: str) -> bool:
        """For ``app.action_view``: True when ``vid`` is composed first, then shown (unless
        another view was asked for meanwhile)."""
        self.wanted = vid
        if vid == "explorer" or vid in self._made:
            return False
        self.ensure(vid, lambda _v: self.wanted == vid and self.app.action_view(vid))
        return True

    def current_view(self, vid: str) -> Any:
        """The text pane of view ``vid`` that search, copy and save act on (None: not made)."""
        view = self._made.get(vid)
        return view.current_view() if view is not None else None

    def set_insights(self, ins: Any) -> None:
        view = self._made.get("recompiles")  # (not composed yet: gets them when it is)
        if view is not None:
            view.set_insights(ins)

    @property
    def pending(self) -> bool:
        """A view is being composed (App.busy: tests wait for it)."""
        return bool(self._waiting)

    def get(self, vid: str) -> Any:
        """The view ``vid`` once composed and mounted, else None."""
        return self._made.get(vid)

    def ensure(self, vid: str, then: Callable[[Any], None] | None = None) -> None:
        """Compose ``vid`` if it is not yet; ``then(view)`` once it is mounted."""
        view = self._made.get(vid)
        if view is not None:
            if then is not None:
                then(view)
            return
        waiting = self._waiting.get(vid)
        if waiting is not None:  # being mounted
            if then is not None:
                waiting.append(then)
            return
        self._waiting[vid] = [then] if then is not None else []

        async def mounted() -> None:
            view = view_class(vid)(id=vid)  # (its module imported on first use)
            try:
                switcher = self.app.main_query("#views", ContentSwitcher)
                await switcher.add_content(view)  # hidden until made current
            except (MountError, NoMatches, ScreenStackError):  # the app is closing
                self._waiting.pop(vid, None)
                return
            self._made[vid] = view
            ins = self.app.insights_engine.insights
            if vid == "recompiles" and ins is not None:
                view.insights = ins  # (kept for the run it fits: RecompilesView._ins)
            self.app.view_refresh.stale.add(vid)  # built from the current run when shown
            for cb in self._waiting.pop(vid, []):
                try:
                    cb(view)
                except (NoMatches, ScreenStackError):  # the app is closing: the view half made
                    return

        self.app.call_later(mounted)
