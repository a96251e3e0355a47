"""The TORCH_LOGS / process output, filtered by level, compile id, artifact and words; Enter on a
line that names generated code opens that code (Log view)."""

from __future__ import annotations

from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Input, Label

from ...core.model import Run
from ...render.doc import Doc
from ...render.overview import log_doc
from ...render.views.recompiles import (
    GEN_CODE_FILE,
    CodeTextTarget,
)
from ..widgets.textview import TextView
from .table import Jump


def annotate_code_lines(doc: Doc) -> Doc:
    """Log lines that name a generated-code file get a target that maps it when activated."""
    for i, t in enumerate(doc.lines):
        plain = t.plain
        if ".py" in plain and GEN_CODE_FILE.search(plain):
            doc.targets[i] = CodeTextTarget(plain)
    return doc


class LogView(Vertical):
    """The TORCH_LOGS / process output, filtered by level, compile id, artifact and words."""

    DEFAULT_CSS = """
    LogView { height: 1fr; }
    LogView > Horizontal { height: 1; }
    LogView > Horizontal > Label { width: auto; padding: 0 1; color: $text-muted; }
    LogView > Horizontal > Input { width: 1fr; }
    LogView > TextView { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self._nlogs = -1

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Label("filter")
            yield Input(
                placeholder="level:WE  cid:0/1  art:graph_breaks  words…",
                id="log-filter",
                compact=True,
            )
            yield Label("", id="log-count")
        yield TextView(id="log-view")

    @property
    def view(self) -> TextView:
        return self.query_one("#log-view", TextView)

    def update_run(self, run: Run) -> None:
        self.run = run
        if len(run.logs) != self._nlogs:
            self._nlogs = len(run.logs)
            self._rebuild(self.query_one("#log-filter", Input).value)

    @on(Input.Changed, "#log-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        event.stop()
        self._rebuild(event.value)

    @on(Input.Submitted, "#log-filter")
    def _filter_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.view.focus()

    @work(thread=True, exclusive=True, group="log-filter", exit_on_error=False)
    def _rebuild(self, query: str) -> None:
        run = self.run
        if run is None:
            return
        doc, shown = log_doc(run, query)
        try:
            self.app.call_from_thread(self._apply, query, doc, shown, len(run.logs))
        except RuntimeError:
            pass

    def _apply(self, query: str, doc: Doc, shown: int, total: int) -> None:
        if query != self.query_one("#log-filter", Input).value:
            return  # the filter changed while this was built: a newer build is coming
        self.view.show(annotate_code_lines(doc))
        self.query_one("#log-count", Label).update(f"{shown}/{total} messages")

    @on(TextView.Activated, "#log-view")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.view.focus()
