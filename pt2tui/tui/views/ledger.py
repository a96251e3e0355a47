"""The compile-time ledger (Ledger view): total compile time by cause, frame, phase and rank,
and what the cache saved (core/analysis/ledger.py; its document: render/views/ledger.py)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Vertical

from ...core.model import Run
from ...render.doc import message_doc
from ...render.views.ledger import ledger_doc
from ..widgets.textview import TextView


class LedgerView(Vertical):
    """One document, made again only when the run changed and the view is shown."""

    DEFAULT_CSS = "LedgerView { height: 1fr; } LedgerView > TextView { height: 1fr; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self._shown_run: Run | None = None

    def compose(self) -> ComposeResult:
        yield TextView(message_doc("Compile-time ledger: open this view once the run is indexed."),
                       id="ledger-doc")  # fmt: skip

    @property
    def view(self) -> TextView:
        return self.query_one("#ledger-doc", TextView)

    def update_run(self, run: Run) -> None:
        self.run = run
        if self.display and getattr(self.app, "view", self.id) == self.id:
            self.refresh_view()

    def refresh_view(self) -> None:
        if self.run is not None and self.run is not self._shown_run:
            self._shown_run = self.run
            self.view.show(ledger_doc(self.run))

    def focus_main(self) -> None:
        self.refresh_view()
        self.view.focus()
