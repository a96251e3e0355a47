"""The Perf view: where a profiled run's time goes after compile (bars per call, per rank,
kernels ranked; its document: render/views/perf.py). The profiler traces are read in a thread
worker when the view is first shown for a run path (sources/profile.py); Enter on a line opens
its compile in the explorer, e its user line."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult

from ...core.model import Run
from ...render.doc import message_doc
from ...render.views.perf import CODE, perf_doc
from ..widgets.textview import TextView
from .read_on_show import ReadOnShow
from .table import Jump


class PerfView(ReadOnShow):
    DEFAULT_CSS = "PerfView { height: 1fr; } PerfView > TextView { height: 1fr; }"
    DOC_ID = "perf-doc"
    WHAT = "the profiler traces"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.report = None
        self._shown: tuple | None = None

    def compose(self) -> ComposeResult:
        yield TextView(message_doc("Perf: the profiler traces are read when this view is shown."), id="perf-doc")

    def reshow(self) -> None:
        if self._shown != (id(self.report), id(self.run)) and self.report is not False:
            self._show()

    def load(self, path: str, run: Run):
        from ...sources.profile import load_report

        reruns = getattr(self.app, "reruns", None)  # read once: the banner's verdict weighs it too
        return reruns.report_of(path, run) if reruns is not None else load_report(path, run)

    def _failed(self, line: str) -> None:
        self.report = False
        super()._failed(line)

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
