"""The runs list: ``pt2tui open pt2tui_runs/`` (a dir of run dirs).

Runs newest first with name, exit, compiles, verdict, what tells the run apart from the others
(its arguments that differ, a rerun's recipe and parent) and, when there is room, its start
(verdict and compiles are filled in by a thread, run by run). At 80 columns the start goes. Enter opens a run in the explorer (quitting it comes back
here); space marks a run, and ``D`` diffs the two marked (or the marked one and the one under
the cursor).
"""

from __future__ import annotations

import re
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Footer, Static

from ...runner.runs_list import RunEntry, list_runs, run_facts, tells_apart
from .diff_screen import DiffScreen

COLUMNS = ("", "name", "exit", "cmp", "verdict", "what", "start")
WIDE = 120  # from this width the start column shows, and names keep their start time


def column_widths(width: int) -> list[int]:
    """Widths of COLUMNS on a screen ``width`` wide (0: not shown). Name and "what" (what tells
    the run apart) share what the others leave; each column is padded by 2, and the scrollbar."""
    wide = width >= WIDE
    widths = [1, 0, 8, 3, 28 if wide else 16, 0, 11 if wide else 0]
    rest = width - sum(widths) - 2 * sum(1 for w in widths if w) - 4 - 2
    name = max(12, rest // 2)
    widths[1], widths[5] = name, max(10, rest - name)
    return widths


def short_name(name: str, wide: bool) -> str:
    """A run dir's name; on a narrow screen without its start time (the "what" column and the
    order tell runs apart)."""
    return name if wide else re.sub(r"^\d{8}-\d{6}-", "", name)


def cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


class RunsListApp(App[tuple[str, str] | None]):
    """Returns ("open", run dir) when Enter picked one, None on quit."""

    TITLE = "pt2tui runs"
    BINDINGS: ClassVar = [
        Binding("enter", "open_run", "open"),
        Binding("space,m", "mark", "mark"),
        Binding("D", "diff", "diff marked"),
        Binding("q", "quit", "quit"),
    ]
    CSS = """
    #runs-title { height: 1; background: $boost; padding: 0 1; }
    DataTable { height: 1fr; }
    """

    def __init__(self, path: str) -> None:
        super().__init__()
        self.animation_level = "none"
        self.path = path
        self.runs: list[RunEntry] = list_runs(path)
        self.marked: list[str] = []  # run dir paths, in the order marked
        self.facts_done = False

    def compose(self) -> ComposeResult:
        yield Static(f"{len(self.runs)} runs in {self.path}   enter: open  space/m: mark  D: diff the two marked",
                     id="runs-title", markup=False)  # fmt: skip
        yield DataTable(id="runs", cursor_type="row", zebra_stripes=True)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        t = self.query_one(DataTable)
        widths = column_widths(self.size.width)
        self.columns = [i for i, w in enumerate(widths) if w]
        for i in self.columns:
            t.add_column(COLUMNS[i], key=f"c{i}", width=widths[i])
        apart = tells_apart(self.runs)
        for e in self.runs:
            wide = self.size.width >= WIDE
            cells = (" ", short_name(e.name, wide), e.exit.replace("killed by ", ""), "…",
                     e.verdict or "…", apart.get(e.path, ""), e.start.replace("T", " ")[5:16])  # fmt: skip
            t.add_row(*(cut(cells[i], widths[i]) for i in self.columns), key=e.path)
        t.focus()
        self.run_worker(self._facts, thread=True, group="facts")

    def _facts(self) -> None:
        for e in self.runs:
            try:
                verdict, n = run_facts(e.path)
            except Exception as ex:  # noqa: BLE001 - a broken run dir shows why, the rest still show
                verdict, n = f"cannot read: {ex}", -1
            self.call_from_thread(self._set_facts, e.path, verdict, n)
        self.call_from_thread(setattr, self, "facts_done", True)

    def _set_facts(self, path: str, verdict: str, n: int) -> None:
        t = self.query_one(DataTable)
        widths = column_widths(self.size.width)
        t.update_cell(path, "c4", cut(verdict, widths[4]))
        t.update_cell(path, "c3", "?" if n < 0 else str(n))

    def _current(self) -> str | None:
        t = self.query_one(DataTable)
        if not self.runs:
            return None
        return self.runs[t.cursor_row].path if 0 <= t.cursor_row < len(self.runs) else None

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.action_open_run()

    def action_open_run(self) -> None:
        if isinstance(self.screen, DiffScreen):
            return
        p = self._current()
        if p:
            self.exit(("open", p))

    def action_mark(self) -> None:
        p = self._current()
        if not p:
            return
        if p in self.marked:
            self.marked.remove(p)
        else:
            self.marked.append(p)
            if len(self.marked) > 2:
                old = self.marked.pop(0)
                self.query_one(DataTable).update_cell(old, "c0", " ")
        self.query_one(DataTable).update_cell(p, "c0", "*" if p in self.marked else " ")

    def action_diff(self) -> None:
        pair = list(self.marked)
        if len(pair) == 1:
            cur = self._current()
            if cur and cur != pair[0]:
                pair.append(cur)
        if len(pair) != 2:
            self.notify("mark two runs (space), then D", severity="warning")
            return
        # the older run is A: a diff reads as what changed since
        by_age = {e.path: i for i, e in enumerate(self.runs)}
        a, b = sorted(pair, key=lambda p: -by_age[p])
        self.push_screen(DiffScreen(a, b))


def run_runs_list(path: str) -> int:
    """Entry point of ``pt2tui open DIR_OF_RUNS``: the list, and a run opened from it."""
    from ..app import run_app

    while True:
        app = RunsListApp(path)
        picked = app.run()
        if not picked:
            return 0
        run_app(picked[1])


__all__ = ["RunsListApp", "run_runs_list"]
