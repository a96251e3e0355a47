"""Distinct graph breaks, counted across compiles and ranks, with the GB registry's explanation
and hints (Breaks view)."""

from __future__ import annotations

from rich.text import Text

from ...core.analysis.deliberate_breaks import user_sites
from ...core.analysis.gb_registry import lookup
from ...core.model import Run
from ...render.status import BREAK_STYLE
from ...render.views.breaks import break_ranks, break_where, graph_break_doc
from .table import Row, TableView, cell


class BreaksView(TableView):
    """Distinct graph breaks (same type and user frame), counted across compiles and ranks."""

    COLUMNS = ("#", "GB", "type / reason", "user frame", "compiles", "ranks")
    EMPTY = "No graph breaks in this run."

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        sites = user_sites(run)  # the user's line of a break in torch's or a library's code
        for g in run.graph_breaks:
            key = None
            if g.compile_ids:
                rank = g.ranks[0] if g.ranks else None
                key = (rank, g.compile_ids[0])
            cells = [
                Text(str(g.count), style="bold " + BREAK_STYLE),
                cell(g.gb_id or "", "bold"),
                cell(g.gb_type or g.reason, "", 50),
                cell(break_where(g, sites), "underline", 40),
                cell(" ".join(str(c) for c in g.compile_ids), "cyan", 30),
                cell(break_ranks(g), "dim", 12),
            ]
            rows.append(((g.gb_id, g.reason, break_where(g)), cells,
                         lambda g=g: graph_break_doc(g, lookup(g.gb_id), run), key))  # fmt: skip
        return rows
