"""The runs list: ``pt2tui open pt2tui_runs/`` (a dir of run dirs).

Runs newest first with name, start, how long it took, exit, compiles, verdict and what tells the
run apart from the others (its arguments that differ, a rerun's recipe and parent; below 120
columns after a name that repeats). Verdict and compiles are filled in by a thread, run by run.
Enter opens a run in the explorer (quitting it comes back here); space marks a run, and ``D`` diffs the two marked (or the marked one and the one under
the cursor).
"""

from __future__ import annotations

import re
from typing import ClassVar

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.widgets import DataTable, Footer, Static

from ...runner.runs_list import (
    RunEntry,
    list_runs,
    program_name,
    run_facts,
    start_slice,
    start_words,
    tells_apart,
    took_words,
)
from .diff_screen import DiffScreen

COLUMNS = ("", "name", "start", "took", "exit", "cmp", "verdict", "what")
WIDE = 120  # from this width "what" (what tells a run apart) has a column of its own


def column_widths(width: int, start: int = 11) -> list[int]:
    """Widths of COLUMNS on a screen ``width`` wide (0: not shown). Start and how long it took
    show at every width; name and "what" share what the others leave (below WIDE "what" joins
    the name where the name alone repeats), each column padded by 2, and the scrollbar."""
    wide = width >= WIDE
    widths = [1, 0, start, 5, 8 if wide else 4, 3, 28 if wide else 0, 0]
    rest = width - sum(widths) - 2 * (len(widths) - (0 if wide else 1)) - 6
    if wide:
        name = max(12, rest // 2)
        widths[1], widths[7] = name, max(10, rest - name)
    else:  # the name keeps more than half: a rerun's recipe is at its end
        widths[6] = min(24, max(18, rest * 9 // 20))  # slow_after_compile whole at 80
        widths[1] = max(12, rest - widths[6])
    return widths


def exit_cell(e: RunEntry, wide: bool) -> str:
    """``exit 0`` / ``SIGSEGV``; below WIDE in 4 cells: ``0``, ``SEGV``, ``run``, ``lost``."""
    ex = e.exit.replace("killed by ", "")
    if wide:
        return ex
    ex = ex.replace("exit ", "")
    return {"running": "run", "unknown": "?"}.get(ex, ex[3:] if ex.startswith("SIG") else ex)


def short_name(name: str) -> str:
    """A run dir's name without its start time (the start column has it)."""
    return re.sub(r"^\d{8}-\d{6}-", "", name)


def name_cells(runs: list[RunEntry], wide: bool) -> dict[str, tuple[str, str]]:
    """run dir -> (name, what): below WIDE a name that repeats (two runs of one program) takes
    what tells it apart (its differing arguments, a rerun's recipe) after it."""
    apart = tells_apart(runs)
    seen: dict[str, int] = {}
    for e in runs:
        seen[short_name(e.name)] = seen.get(short_name(e.name), 0) + 1
    out = {}
    for e in runs:
        name, what = short_name(e.name), apart.get(e.path, "")
        prog = program_name(e.argv)
        extra = what[len(prog):].strip() if what == prog or what.startswith(prog + " ") else what
        if not wide and seen[name] > 1 and extra:
            name = f"{name} · {extra}"
        out[e.path] = (name, what)
    return out


def cut(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


def fit_verdict(verdict: str, width: int) -> str:
    """The verdict's words (verdict_brief) in ``width`` cells, cut between its parts, never
    inside a figure: ``healthy, costs 1.1 s`` -> ``healthy``; a category wider than the
    column keeps its head (``backend_compiler_f…``)."""
    if len(verdict) <= width:
        return verdict
    head = verdict.split(" (", 1)[0].split(",", 1)[0]
    return head if len(head) <= width else cut(head, width)


def cut_middle(text: str, width: int) -> str:
    """``perf_mlp…uce-overhead``: the head and the end (a rerun's recipe) of a long name."""
    if len(text) <= width or width < 5:
        return cut(text, width)
    head = (width - 1) // 2
    return text[:head] + "…" + text[len(text) - (width - 1 - head):]


class RunsListApp(App[tuple[str, str] | None]):
    """Returns ("open", run dir) when Enter picked one, None on quit."""

    TITLE = "pt2tui runs"
    BINDINGS: ClassVar = [
        Binding("enter", "open_run", "open", show=True),
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
        keys = "   enter: open  space/m: mark  D: diff the two marked"
        title = f"{len(self.runs)} runs in {self.path}"
        yield Static(title + (keys if len(title + keys) <= self.size.width - 2 else ""),
                     id="runs-title", markup=False)  # fmt: skip (the footer lists the keys too)
        yield DataTable(id="runs", cursor_type="row", zebra_stripes=True)
        yield Footer(compact=True)

    def on_mount(self) -> None:
        t = self.query_one(DataTable)
        self.start_part = start_slice(self.runs)
        widths = column_widths(self.size.width, self.start_part.stop - self.start_part.start)
        self.widths = widths
        self.columns = [i for i, w in enumerate(widths) if w]
        for i in self.columns:
            t.add_column(COLUMNS[i], key=f"c{i}", width=widths[i])
        wide = self.size.width >= WIDE
        names = name_cells(self.runs, wide)
        for e in self.runs:
            name, what = names[e.path]
            name = cut_middle(name, widths[1])  # too long: its head and its end (a rerun's recipe)
            cells = (" ", name, start_words(e.start, self.start_part), took_words(e.seconds),
                     exit_cell(e, wide), "…", "…", what)  # fmt: skip
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
        widths = self.widths
        t.update_cell(path, "c6", fit_verdict(verdict, widths[6]))
        t.update_cell(path, "c5", "?" if n < 0 else str(n))

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
