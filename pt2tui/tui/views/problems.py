"""Problems with the input (md5 mismatches, corrupt lines) and unknown record kinds (Problems view)."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical

from ...core.model import Run
from ...render.overview import problems_doc
from ..widgets.textview import TextView
from .table import Jump


class ProblemsView(Vertical):
    """Problems with the input (md5 mismatches, corrupt lines) and unknown record kinds."""

    DEFAULT_CSS = "ProblemsView { height: 1fr; } ProblemsView > TextView { height: 1fr; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._sig: tuple = (-1, -1)

    def compose(self) -> ComposeResult:
        yield TextView(id="problems-view")

    @property
    def view(self) -> TextView:
        return self.query_one(TextView)

    def update_run(self, run: Run) -> None:
        sig = (len(run.problems), len(run.unknown_records), sum(run.unknown_kinds.values()))
        if sig != self._sig:
            self._sig = sig
            self.view.show(problems_doc(run))

    @on(TextView.Activated)
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.view.focus()
