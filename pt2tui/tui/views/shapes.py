"""The run-wide Shapes view (key ``S``): every dim specialized to a constant, every
data-dependent guard error, the guards added grouped by the user line that added them, and the
symbols; Enter on a row opens its user line in $EDITOR (tui/widgets/shapes.py has the Shapes tab)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on

from ...core.analysis.shapes import ShapesReport
from ...core.model import Run
from ...core.parse.compile_id import CompileId
from ...render.doc import Doc, DocBuilder
from ...render.shapes import (
    DD_STYLE,
    SPEC_STYLE,
    SourceTarget,
    dd_lines,
    guard_groups,
    guard_line,
    spec_lines,
    symbol_lines,
    where_text,
)
from ..widgets.shapes import open_user_line, report_of
from .table import Jump, Row, TableView
from .table import cell as _cell


class ShapesView(TableView):
    """Run-wide: every specialization, data-dependent error, guards by user line, symbols."""

    COLUMNS = ("what", "compile", "symbol / guard", "source", "user line")
    EMPTY = ("No dynamic-shape records in this run (no create_symbol, "
             "symbolic_shape_specialization or guard_added records).")  # fmt: skip

    def update_run(self, run: Run) -> None:
        r = report_of(run)
        if r is getattr(self, "_shown", None):
            return  # the same shapes as shown (a live snapshot that changed other things)
        self._shown = r
        super().update_run(run)

    def make_rows(self, run: Run) -> list[Row]:
        r = report_of(run)
        rows: list[Row] = []
        for i, e in enumerate(r.specializations):
            dim = r.dim_of(e)
            rows.append((("spec", i), [
                _cell("specialized", SPEC_STYLE), _cell(_cid(e.compile_id), "cyan"),
                _cell(f"{e.symbol} = {e.value}" + (f"  ({dim})" if dim else "")),
                _cell(", ".join(e.sources), "", 40), _cell(where_text(e.user_frame), "underline"),
            ], lambda e=e: _one(r, "spec", e), _target(e.user_frame)))  # fmt: skip
        for i, d in enumerate(r.data_dependent):
            rows.append((("dd", i), [
                _cell("data-dependent", DD_STYLE), _cell(_cid(d.compile_id), "cyan"),
                _cell(d.expr), _cell(""), _cell(where_text(d.user_frame), "underline"),
            ], lambda d=d: _one(r, "dd", d), _target(d.user_frame)))  # fmt: skip
        for f, gs in guard_groups(r.guards):
            cids = list(dict.fromkeys(_cid(g.compile_id) for g in gs))
            rows.append((("guards", where_text(f, 99)), [
                _cell(f"guards ×{len(gs)}"), _cell(" ".join(cids), "cyan", 30),
                _cell(gs[0].expr + (" …" if len(gs) > 1 else "")), _cell(""),
                _cell(where_text(f), "underline"),
            ], lambda f=f, gs=gs: _guards_doc(f, gs), _target(f)))  # fmt: skip
        for i, s in enumerate(r.symbols):
            rows.append((("sym", i), [
                _cell("unbacked" if s.unbacked else "symbol", "dim"),
                _cell(_cid(s.compile_id), "cyan"),
                _cell(s.name + ("" if s.unbacked else f" = {s.value}")),
                _cell(", ".join(s.sources), "", 40), _cell(where_text(s.user_frame), "underline"),
            ], lambda s=s: _one(r, "sym", s), _target(s.user_frame)))  # fmt: skip
        return rows

    @on(Jump)
    def _open_line(self, event: Jump) -> None:
        # Enter on a row (or on a detail's user line): the user line, in $EDITOR
        if isinstance(event.key, SourceTarget):
            event.stop()
            open_user_line(self.app, event.key)


def _cid(c: CompileId | None) -> str:
    return "-" if c is None else str(c)


def _target(f: Any) -> SourceTarget | None:
    return None if f is None else SourceTarget(f.filename, f.line)


def _compile_line(b: DocBuilder, e: Any) -> None:
    if e.compile_id is None:
        b.line(("  of no compile (torch.export / draft_export records carry no compile id)", "dim"))
    else:
        b.line("  compile ", (str(e.compile_id), "bold cyan"), ("   enter: open it", "dim"),
               target=(e.rank, e.compile_id, e.process))  # fmt: skip


def _one(r: ShapesReport, what: str, e: Any) -> Doc:
    b = DocBuilder(name="shapes", key=("shapes-row", what, id(e)))
    {"spec": lambda: spec_lines(b, r, e), "dd": lambda: dd_lines(b, e),
     "sym": lambda: symbol_lines(b, e)}[what]()  # fmt: skip
    _compile_line(b, e)
    b.line(("  enter / e on the user line: open it in $EDITOR", "dim"))
    return b.build(wrap=True)


def _guards_doc(f: Any, gs: list) -> Doc:
    b = DocBuilder(name="shapes", key=("shapes-guards", where_text(f, 99)))
    b.line((f"{len(gs)} guards added at ", "bold"), (where_text(f, 99), "underline"),
           ref=(f.filename, f.line) if f else None, target=_target(f))  # fmt: skip
    if f is not None and f.loc:
        b.line("  ", Text(f.loc.strip(), style=""))
    b.blank()
    for g in gs:
        guard_line(b, g, cid=True)
    return b.build(wrap=True)
