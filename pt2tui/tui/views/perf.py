"""The Perf view: where a profiled run's time goes after compile (bars per call, per rank,
kernels ranked; its document: render/views/perf.py). The profiler traces are read in a thread
worker when the view is first shown for a run path (sources/profile.py); Enter on a line opens
its compile in the explorer, e its user line."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical

from ...core.model import Run
from ...render.doc import message_doc
from ...render.views.perf import CODE, perf_doc
from ..widgets.textview import TextView
from .table import Jump, post_to


class PerfView(Vertical):
    DEFAULT_CSS = "PerfView { height: 1fr; } PerfView > TextView { height: 1fr; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self.report = None
        self._read_for: str | None = None  # the path whose traces were read
        self._shown: tuple | None = None

    def compose(self) -> ComposeResult:
        yield TextView(message_doc("Perf: the profiler traces are read when this view is shown."), id="perf-doc")

    @property
    def view(self) -> TextView:
        return self.query_one("#perf-doc", TextView)

    def update_run(self, run: Run) -> None:
        self.run = run
        if self.display and getattr(self.app, "view", self.id) == self.id:
            self.refresh_view()

    def refresh_view(self) -> None:
        path = getattr(self.app, "path", None)
        if self.run is None or not path:
            return
        if self._read_for != path and getattr(self.app, "loaded", True):
            self._read_for = path
            run = self.run
            self.view.show(message_doc(f"Reading the profiler traces under {path} ..."))
            self.run_worker(lambda: self._read(path, run), thread=True, exclusive=True, group="perf",
                            exit_on_error=False)  # fmt: skip
            return
        if self._read_for == path and self._shown != (id(self.report), id(self.run)) and self.report is not False:
            self._show()

    def _read(self, path: str, run: Run) -> None:
        from ...sources.profile import load_report

        reruns = getattr(self.app, "reruns", None)  # read once: the banner's verdict weighs it too
        try:
            rep = reruns.report_of(path, run) if reruns is not None else load_report(path, run)
        except Exception as e:  # never a traceback in the view: one line that says what
            post_to(self, self._failed, f"the profiler traces could not be read: {type(e).__name__}: {e}")
            return
        post_to(self, self._apply, rep)

    def _failed(self, line: str) -> None:
        self.report = False
        self.view.show(message_doc(line))

    def _apply(self, rep) -> None:
        self.report = rep
        self._show()

    def _show(self) -> None:
        rep = self.report if self.report is not False else None
        self._shown = (id(self.report), id(self.run))
        self.view.show(perf_doc(rep, self.run))

    @on(TextView.Activated, "#perf-doc")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        t = event.target
        if isinstance(t, tuple) and len(t) == 3 and t[0] == CODE:  # a kernel: where its code is
            self.app.jumps.to_kernel_def(t[1], t[2])
        else:
            self.post_message(Jump(t))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.refresh_view()
        self.view.focus()
