"""Why each recompile happened and a verdict per frame that keeps recompiling, computed in a
thread worker (it reads guard payloads) and posted to the App as ``InsightsReady``; the App
hands it to the tree, the Recompiles view and the detail pane."""

from __future__ import annotations

from typing import Any

from textual.message import Message

from ...core.model import Run
from .state import Insights, compute, signature


class InsightsReady(Message):
    """New insights for ``run`` (None: computing them failed; the views do without)."""

    def __init__(self, insights: Insights | None, run: Run) -> None:
        super().__init__()
        self.insights = insights
        self.run = run


class InsightsEngine:
    """Owned by the App: ``run_applied`` after each snapshot; one computation at a time (the
    newest run waits for the one in flight)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.insights: Insights | None = None
        self._for: Any = None
        self._busy = False
        self.pending = False  # a computation starts after the next repaint (App.busy)
        self._next: tuple[Run, bool] | None = None

    def run_applied(self, run: Run, final: bool) -> Insights | None:
        """Start computing for ``run`` when it is the final run, or a followed run whose
        recompiles changed. Returns the insights already computed when they still fit ``run``
        (the same recompiles), for the caller to show at once."""
        sig = (final, signature(run))
        if sig == self._for:
            ins = self.insights
            return ins if ins is not None and ins.run is not run and ins.fits(run) else None
        if not final and not getattr(self.app, "following", False):
            return None  # still indexing: the final run comes
        if not run.recompiles and self.insights is None:
            return None
        self._for = sig
        if self._busy:
            self._next = (run, final)
            return None
        self._busy = self.pending = True
        # once the run is on screen: the worker holds the GIL for a while (guard payloads)
        self.app.call_after_refresh(self._start, run)
        return None

    def _start(self, run: Run) -> None:
        self.pending = False
        self.app.run_worker(lambda: self._compute(run), thread=True, group="insights",
                            exit_on_error=False)  # fmt: skip

    def _compute(self, run: Run) -> None:
        try:
            ins: Insights | None = compute(run)
        except Exception:  # never fatal: the views show the recompile reasons without it
            ins = None
        try:
            self.app.call_from_thread(self._done, ins, run)
        except RuntimeError:
            pass

    def _done(self, ins: Insights | None, run: Run) -> None:
        self._busy = False
        nxt, self._next = self._next, None
        if nxt is not None and nxt[0] is not run:
            self._for = None
            self.run_applied(*nxt)
        if ins is not None and ins.fits(self.app.run_model):
            self.insights = ins
            self.app.post_message(InsightsReady(ins, run))

    def ready(self, ins: Insights | None) -> None:
        """Hand the new insights down: tree tags, the Recompiles view, the detail pane."""
        from .widgets import InsightDetailPane, InsightTree

        app = self.app
        if ins is None or not app.screen_stack or not ins.fits(app.run_model):
            return
        if isinstance(app.tree, InsightTree):
            app.tree.set_tags(ins.tags)
        app.run_views.set_insights(ins)  # the Recompiles view's (when it is composed)
        if isinstance(app.detail, InsightDetailPane):
            app.detail.set_insights(ins)
