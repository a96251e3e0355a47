"""The App's search keys: ``/`` in the pane in front, ``n`` / ``N``, and ``F`` across the run."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..render.artifacts import tab_for
from .search import Hit, RunSearchScreen, SearchBar
from .textview import TextView


class SearchActionsMixin:
    _last_run_query: str = ""

    if TYPE_CHECKING:  # provided by the App

        def current_view(self) -> TextView | None: ...
        def say(self, message: str, severity: str = "information", timeout: float = 4) -> None: ...
        def main_query(self, selector: Any, expect_type: Any = None) -> Any: ...

    def action_search(self) -> None:
        app: Any = self
        view = self.current_view()
        if view is None:
            return
        bars = app.screen.query(SearchBar)  # the main screen's, or help's
        if bars:
            bars.first().open(view)

    def on_search_bar_done(self, event: SearchBar.Done) -> None:
        if not event.cancelled and event.query and not event.matches:
            self.say(f"no match for {event.query!r}", "warning")

    def action_search_next(self, step: int) -> None:
        app: Any = self
        view = self.current_view()
        if view is None:
            return
        if not view.query:
            self.say("nothing searched yet: press / to search this pane")
            return
        if not view.next_match(step):
            self.say(f"no match for {view.query!r}", "warning")
        else:
            for bar in app.screen.query(SearchBar):
                bar.set_status(view.match_status())

    def action_search_run(self) -> None:
        app: Any = self
        screen = RunSearchScreen(app.run_model, self._last_run_query)

        def done(hit: Hit | None) -> None:
            self._last_run_query = screen.searched
            if hit is not None:
                self.open_hit(hit)

        app.push_screen(screen, done)

    def open_hit(self, hit: Hit) -> None:
        """Show a run-search hit: the artifact's tab, the line, the query highlighted."""
        app: Any = self
        if hit.artifact is None:  # a log message
            app.action_view("log")
            log = self.main_query("#log")
            log.query_one("#log-filter").value = ""
            app.call_after_refresh(self._goto_log, hit)
            return
        if not app.jump_to(hit.compile_key):
            return
        tab = tab_for(hit.artifact)
        app.detail.show_tab(tab)
        pane = app.detail.pane(tab)
        pane.select_artifact(hit.artifact, hit.line, self._last_run_query)
        pane.view.focus()

    def _goto_log(self, hit: Hit) -> None:
        app: Any = self
        view = self.main_query("#log").view
        logs = app.run_model.logs
        msg = logs[hit.line] if hit.line < len(logs) else None
        if msg is not None:  # a message takes one or more lines: find its first
            for i, ref in view.doc.refs.items():
                if ref == (msg.source, msg.line):
                    view.goto(i, self._last_run_query)
                    break
        view.focus()
