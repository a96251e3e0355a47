"""The App's search keys: ``/`` in the pane in front, ``n`` / ``N``, and ``F`` across the run."""

from __future__ import annotations

from typing import Any

from ...render.artifacts import tab_for
from ..widgets.search import Hit, RunSearchScreen, SearchBar


class SearchKeys:
    """The App's search keys call these; RunSearchScreen's answer comes back here."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._last_run_query = ""


    def search(self) -> None:
        app = self.app
        view = self.app.current_view()
        if view is None:
            return
        bars = app.screen.query(SearchBar)  # the main screen's, or help's
        if bars:
            bars.first().open(view)

    def done(self, event: SearchBar.Done) -> None:
        if not event.cancelled and event.query and not event.matches:  # the whole run, then
            self.app.say(f"no match for {event.query!r} in this pane: searching the whole run", timeout=3)
            self.search_run(event.query)
        elif not event.cancelled and event.query and (view := self.app.current_view()) is not None:
            self.app.say(f"{view.match_status()}   n / N: next / previous", timeout=3)

    def search_next(self, step: int) -> None:
        app = self.app
        view = self.app.current_view()
        if view is None:
            return
        if not view.query:
            self.app.say("nothing searched yet: press / to search this pane")
            return
        if not view.next_match(step):
            self.app.say(f"no match for {view.query!r}", "warning")
        else:
            status = view.match_status()
            bars = [bar for bar in app.screen.query(SearchBar) if bar.is_open]
            for bar in app.screen.query(SearchBar):
                bar.set_status(status)
            if not bars:  # the bar is closed: say where we are (match i/N)
                self.app.say(status, timeout=2)

    def search_run(self, query: str | None = None) -> None:
        """``F`` (and ``/`` that found nothing in its pane): every compile, artifact and log
        message of the run; ``query`` searched at once."""
        app = self.app
        screen = RunSearchScreen(app.run_model, query or self._last_run_query)

        def done(hit: Hit | None) -> None:
            self._last_run_query = screen.searched
            if hit is not None:
                self.open_hit(hit)

        app.push_screen(screen, done)

    def open_hit(self, hit: Hit) -> None:
        """Show a run-search hit: the artifact's tab, the line, the query highlighted."""
        app = self.app
        if hit.compile_only:  # the compile itself: the tree on it
            app.jump_to(hit.compile_key)
            return
        if hit.artifact is None:  # a log message
            app.run_views.ensure("log", lambda log: self._show_log(log, hit))
            return
        if not app.jump_to(hit.compile_key):
            return
        tab = tab_for(hit.artifact)
        app.detail.show_tab(tab)
        pane = app.detail.pane(tab)
        pane.select_artifact(hit.artifact, hit.line, self._last_run_query)
        pane.view.focus()

    def _show_log(self, log: Any, hit: Hit) -> None:
        self.app.action_view("log")
        log.query_one("#log-filter").value = ""
        self.app.call_after_refresh(self._goto_log, hit)

    def _goto_log(self, hit: Hit) -> None:
        app = self.app
        view = self.app.main_query("#log").view
        logs = app.run_model.logs
        msg = logs[hit.line] if hit.line < len(logs) else None
        if msg is not None:  # a message takes one or more lines: find its first
            for i, ref in view.doc.refs.items():
                if ref == (msg.source, msg.line):
                    view.goto(i, self._last_run_query)
                    break
        view.focus()
