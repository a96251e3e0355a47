"""Run-wide views: graph breaks, recompiles, failures, the log, problems/unknown records.

Each view takes the whole Run; Enter on a row (or on a log line) posts ``Jump`` to open the
compile in the explorer.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.widgets import DataTable, Input, Label

from ..core.model import Run
from ..render.crash import SourceTarget, crash_target
from ..render.doc import Doc, message_doc
from ..render.labels import short_path
from ..render.overview import (
    failure_detail,
    graph_break_detail,
    log_doc,
    problems_doc,
    recompile_detail,
)
from ..render.safe import safe_line
from ..render.status import BREAK_STYLE, FAIL_STYLE, RECOMPILE_STYLE, status_style
from .textview import TextView


class Jump(Message):
    """Open a compile in the explorer (``key`` is ``Compile.key``: (rank, CompileId))."""

    def __init__(self, key: Any, tab: str | None = "overview") -> None:
        super().__init__()
        self.key = key
        self.tab = tab


def _cell(s: str, style: str = "", limit: int = 90) -> Text:
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
        if os.path.isfile(target.path):
            app.open_editor(target.path, target.line)
        else:
            app.say(f"source file not found here: {target.path}", "warning")
        return True

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.table.focus()


class BreaksView(TableView):
    COLUMNS = ("#", "GB", "type / reason", "user frame", "compiles")
    EMPTY = "No graph breaks in this run."

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        for g in run.graph_breaks:
            key = None
            if g.compile_ids:
                rank = g.ranks[0] if g.ranks else None
                key = (rank, g.compile_ids[0])
            where = (
                f"{short_path(g.user_frame.filename)}:{g.user_frame.line}" if g.user_frame else "?"
            )
            cells = [
                Text(str(g.count), style="bold " + BREAK_STYLE),
                _cell(g.gb_id or "", "bold"),
                _cell(g.gb_type or g.reason, "", 60),
                _cell(where, "underline"),
                _cell(" ".join(str(c) for c in g.compile_ids), "cyan", 40),
            ]
            rows.append(((g.gb_id, g.reason, where), cells, lambda g=g: graph_break_detail(g), key))
        return rows


class RecompilesView(TableView):
    COLUMNS = ("compile", "function", "reason (guard that failed)")
    EMPTY = "No recompiles in this run."

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        for c in run.recompiles:
            cells = [
                _cell(str(c.id), status_style(c.status)),
                _cell(c.co_name or "?"),
                _cell(c.recompile_reasons[0], RECOMPILE_STYLE, 80)
                + (
                    Text(f" +{len(c.recompile_reasons) - 1}", style="dim")
                    if len(c.recompile_reasons) > 1
                    else Text()
                ),
            ]
            rows.append((c.key, cells, lambda c=c: recompile_detail(c), c.key))
        return rows


class FailuresView(TableView):
    COLUMNS = ("compile", "type", "reason", "from")
    EMPTY = "No failures in this run."

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        for i, f in enumerate(run.failures):
            key = (f.rank, f.compile_id) if f.compile_id is not None else crash_target(f)
            cells = [
                _cell(str(f.compile_id) if f.compile_id else "-", "cyan"),
                _cell(f.type or "?", FAIL_STYLE, 40),
                _cell(f.reason or "", "", 70),
                _cell(f.source, "dim"),
            ]
            rows.append((i, cells, lambda f=f: failure_detail(f), key))
        return rows


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
        self.view.show(doc)
        self.query_one("#log-count", Label).update(f"{shown}/{total} messages")

    @on(TextView.Activated, "#log-view")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.view.focus()


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
