"""Where ranks diverge: aspects, and the chosen aspect rank by rank side by side (Ranks view)."""

from __future__ import annotations

import textwrap
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Static

from ...core.analysis.ranks import divergences
from ...core.model import Run
from ...render.doc import Doc, message_doc
from ...render.safe import safe_line
from ...render.views.ranks import ABSENT, ASPECTS, aspect_summary, rank_grid, ranks_of, stall_text
from ..widgets.table import DataTable
from ..widgets.textview import TextView
from .table import Jump, cell

MAX_CELL_LINES = 3  # a grid cell wraps to this many lines


def wrapped(text: str, width: int, style: str, lines: int = MAX_CELL_LINES) -> Text:
    """``text`` in lines of at most ``width`` cells (at most ``lines``, the last cut with …)."""
    out = textwrap.wrap(text.split("\n", 1)[0], width, break_on_hyphens=False) or [""]
    if len(out) > lines:
        out = out[:lines]
        out[-1] = out[-1][: width - 1] + "…"
    t = Text("\n", end="").join(safe_line(ln, style) for ln in out)
    t.no_wrap = True
    return t



class _Grid(DataTable):
    """The rank grid: its cursor (the first difference) kept in view when the pane below it
    appears and the grid shrinks."""

    def on_resize(self) -> None:
        if self.row_count:
            self.move_cursor(row=self.cursor_row, column=self.cursor_column, animate=False)

class RanksView(Vertical):
    """Where ranks diverge: an aspect list, and the chosen aspect rank by rank side by side;
    Enter on a cell opens that rank's compile."""

    DEFAULT_CSS = """
    RanksView { height: 1fr; }
    RanksView > #ranks-stall { height: auto; max-height: 3; padding: 0 1; display: none; }
    RanksView > #ranks-aspects { height: auto; max-height: 11; }  /* every aspect (10) and the header: none below the fold */
    RanksView > #ranks-grid { height: 1fr; min-height: 6; border-top: solid $panel-lighten-2; }
    RanksView > TextView { height: 4; border-top: solid $panel-lighten-2; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self.aspects: list[tuple[str, bool, str]] = []
        self.aspect = ASPECTS[0]
        self.grid_rows: list[Any] = []
        self.ranks: list[int] = []
        self._sig: Any = None
        self._laid_out_for = 0

    def compose(self) -> ComposeResult:
        yield Static("", id="ranks-stall")
        yield DataTable(cursor_type="row", id="ranks-aspects")
        yield _Grid(cursor_type="cell", zebra_stripes=True, id="ranks-grid")
        yield TextView(message_doc("Only one rank in this run."), id="ranks-view")

    @property
    def aspects_table(self) -> DataTable:
        return self.query_one("#ranks-aspects", DataTable)

    @property
    def grid(self) -> DataTable:
        return self.query_one("#ranks-grid", DataTable)

    @property
    def view(self) -> TextView:
        return self.query_one("#ranks-view", TextView)

    def on_mount(self) -> None:
        self.aspects_table.add_columns("", "aspect", "")

    def _aspects_header(self) -> None:
        """The list's header says how many aspects differ of how many (a short pane scrolls it)."""
        t = self.aspects_table
        n = sum(1 for _, d, _ in self.aspects if d)
        t.clear(columns=True)
        t.add_columns("", "aspect", f"{n} of {len(self.aspects)} differ" + ("; the rest are the same" if n else ""))

    def update_run(self, run: Run) -> None:
        self.run = run
        if getattr(self.app, "view", None) == self.id:  # else when it is shown
            self._rebuild()

    def _rebuild(self) -> None:
        run = self.run
        if run is None:
            return
        sig = (id(run), len(run.compiles), tuple(run.ranks))
        if sig == self._sig:
            return
        self._sig = sig
        self.ranks = ranks_of(run)
        t = self.aspects_table
        keep = t.cursor_row
        t.clear()
        several = len(self.ranks) > 1
        stall = stall_text(run) if several else None
        bar = self.query_one("#ranks-stall", Static)
        bar.display = stall is not None
        bar.update(safe_line(stall or "", "bold yellow"))
        self.aspects_table.display = several
        self.grid.display = several
        self.view.styles.height = 4 if several else "1fr"
        if not several:
            self.aspects = []
            self.grid.clear(columns=True)
            self.view.show(message_doc("Only one rank in this run: nothing to compare. Open a run of "
                                       "several ranks (torchrun) to see where they diverge."))  # fmt: skip
            return
        self.aspects = aspect_summary(run, divergences(run))
        self._aspects_header()
        for a, differs, detail in self.aspects:
            t.add_row(Text("≠", style="bold red") if differs else Text("=", style="dim"),
                      Text(a, style="bold" if differs else "dim"), cell(detail, "" if differs else "dim", 80))  # fmt: skip
        t.move_cursor(row=min(keep, len(self.aspects) - 1), animate=False)
        self._show_aspect(self.aspects[min(keep, len(self.aspects) - 1)][0])

    def _show_aspect(self, aspect: str) -> None:
        run = self.run
        if run is None:
            return
        self.aspect = aspect
        self.grid_rows = rank_grid(run, aspect)
        g = self.grid
        g.clear(columns=True)
        g.add_columns("", aspect, *(f"rank {r}" for r in self.ranks))
        label_w = min(24, max([len(aspect)] + [len(r.label) for r in self.grid_rows]))
        width = self.size.width or self.app.size.width
        # every rank's column in the pane: full names, wrapped (DataTable pads each cell by 2)
        cell_w = max(12, (width - 3 - (label_w + 2) - 2 * len(self.ranks) - 1) // max(1, len(self.ranks)))
        for i, row in enumerate(self.grid_rows):
            texts = [row.cells[r].text if r in row.cells else ABSENT for r in self.ranks]
            common = max(texts, key=texts.count)  # ties: the lowest rank's (deterministic)
            cells = [Text("≠", style="bold red") if row.differs else Text(" ")]
            cells.append(cell(row.label, "bold red" if row.differs else "", label_w))
            height = 1
            for r, text in zip(self.ranks, texts, strict=True):
                gc = row.cells.get(r)
                style = gc.style if gc else "dim"
                if row.differs and text != common or text == ABSENT:
                    style = f"{style} bold yellow".strip() if text != ABSENT else "bold red"
                t = wrapped(text, cell_w, style)
                height = max(height, len(t.plain.split("\n")))
                cells.append(t)
            g.add_row(*cells, key=str(i), height=height)
        self._laid_out_for = width
        if not self.grid_rows:
            self.view.show(message_doc(f"No {aspect} on any rank."))
        else:
            first = next((i for i, r in enumerate(self.grid_rows) if r.differs), 0)
            g.move_cursor(row=first, column=2, animate=False)  # rank by rank: Enter opens one
            self._showcell(first, 2)

    def on_resize(self) -> None:
        if self.grid_rows and self.size.width != self._laid_out_for:
            self._show_aspect(self.aspect)

    def _cell_target(self, row: int, col: int) -> Any:
        if not 0 <= row < len(self.grid_rows):
            return None
        gr = self.grid_rows[row]
        if col >= 2 and col - 2 < len(self.ranks):
            gc = gr.cells.get(self.ranks[col - 2])
            return gc.target if gc else None
        return gr.target

    def _showcell(self, row: int, col: int) -> None:
        if not 0 <= row < len(self.grid_rows):
            return
        gr = self.grid_rows[row]
        lines = [Text.assemble(("≠ differs  " if gr.differs else "= same  ", "bold red" if gr.differs else "dim"),
                               safe_line(gr.label, "bold"))]  # fmt: skip
        for r in self.ranks:
            gc = gr.cells.get(r)
            lines.append(
                Text.assemble(
                    (f"rank {r}: ", "dim"),
                    safe_line(gc.text if gc else ABSENT, gc.style if gc else "dim"),
                )
            )
        tgt = self._cell_target(row, col)
        doc = Doc([ln for ln in lines], name="ranks", gutter=False, key=("ranks", self.aspect, row),
                  targets={0: tgt} if tgt is not None else {})  # fmt: skip
        self.view.show(doc)

    @on(DataTable.RowHighlighted, "#ranks-aspects")
    def _aspect_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        if 0 <= event.cursor_row < len(self.aspects):
            self._show_aspect(self.aspects[event.cursor_row][0])

    @on(DataTable.RowSelected, "#ranks-aspects")
    def _aspect_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.grid.focus()

    @on(DataTable.CellHighlighted, "#ranks-grid")
    def _cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        event.stop()
        self._showcell(event.coordinate.row, event.coordinate.column)

    @on(DataTable.CellSelected, "#ranks-grid")
    def _cell_selected(self, event: DataTable.CellSelected) -> None:
        event.stop()
        tgt = self._cell_target(event.coordinate.row, event.coordinate.column)
        if tgt is not None:
            self.post_message(Jump(tgt))
        else:
            self.app.notify("no compile in this cell", severity="warning")

    @on(TextView.Activated, "#ranks-view")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self._rebuild()
        if self.aspects:
            self.grid.focus()
        else:
            self.aspects_table.focus()
