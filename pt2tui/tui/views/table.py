"""The base of the run-wide table views: a DataTable of rows and, below it, the highlighted row in
full; Enter on a row posts ``Jump`` to open its compile in the explorer."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from ...core.model import Run
from ...render.crash import SourceTarget
from ...render.doc import Doc, message_doc
from ...render.safe import safe_line
from ...render.views.recompiles import find_source, not_found_words
from ..widgets.table import DataTable
from ..widgets.textview import TextView


class Jump(Message):
    """Open a compile in the explorer (``key`` is ``Compile.key``: (rank, CompileId))."""

    def __init__(self, key: Any, tab: str | None = "overview") -> None:
        super().__init__()
        self.key = key
        self.tab = tab


def cell(s: str, style: str = "", limit: int = 90) -> Text:
    s = s.split("\n", 1)[0]
    if len(s) > limit:
        s = s[: limit - 1] + "…"
    return safe_line(s, style)


Row = tuple[Any, list[Text], Callable[[], Doc], Any]  # (row key, cells, detail, jump target)


class TableView(Vertical):
    """A DataTable of rows and, below it, the highlighted row in full."""

    DEFAULT_CSS = """
    TableView { height: 1fr; }
    TableView > DataTable { height: auto; max-height: 50%; min-height: 3; }
    TableView > TextView { height: 1fr; border-top: solid $panel-lighten-2; }
    """
    COLUMNS: tuple[str, ...] = ()
    EMPTY = "Nothing here."

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.rows: list[Row] = []
        self._sig: tuple = ()

    def compose(self) -> ComposeResult:
        yield DataTable(cursor_type="row", zebra_stripes=True)
        yield TextView()

    @property
    def table(self) -> DataTable:
        return self.query_one(DataTable)

    @property
    def view(self) -> TextView:
        return self.query_one(TextView)

    def on_mount(self) -> None:
        self.table.add_columns(*self.COLUMNS)
        self.view.show(message_doc(self.EMPTY))

    def make_rows(self, run: Run) -> list[Row]:
        raise NotImplementedError

    def update_run(self, run: Run) -> None:
        rows = self.make_rows(run)
        sig = tuple((r[0], tuple(c.plain for c in r[1])) for r in rows)
        if sig == self._sig:
            self.rows = rows
            return
        self._sig = sig
        keep = self.table.cursor_row
        self.rows = rows
        self.table.clear()
        for i, (_, cells, _, _) in enumerate(rows):
            self.table.add_row(*cells, key=str(i))
        if rows:
            self.table.move_cursor(row=min(keep, len(rows) - 1), animate=False)
            self._show_detail(min(keep, len(rows) - 1))
        else:
            self.view.show(message_doc(self.EMPTY))

    def _show_detail(self, i: int) -> None:
        if 0 <= i < len(self.rows):
            self.view.show(self.rows[i][2]())

    @on(DataTable.RowHighlighted)
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self._show_detail(event.cursor_row)

    @on(DataTable.RowSelected)
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        i = event.cursor_row
        if 0 <= i < len(self.rows) and self.rows[i][3] is not None:
            if not self._open_source(self.rows[i][3]):
                self.post_message(Jump(self.rows[i][3]))

    @on(TextView.Activated)
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        if not self._open_source(event.target):
            self.post_message(Jump(event.target))

    def _open_source(self, target: Any) -> bool:
        """A crash's frame: open it in the editor (as ``e`` does). False for other targets."""
        if not isinstance(target, SourceTarget):
            return False
        app: Any = self.app
        found = find_source(target.path, app.run_model)  # recorded elsewhere: re-rooted here
        if found is not None:
            app.files.open_editor(found, target.line)
        else:
            app.say(not_found_words(target.path, app.run_model), "warning")
        return True

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.table.focus()


def post_to(widget: Any, fn: Any, *args: Any) -> None:
    try:
        widget.app.call_from_thread(fn, *args)
    except RuntimeError:  # the app is closing
        pass
