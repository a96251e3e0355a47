"""Dynamic shapes shown: the "Shapes" section of ``pt2tui summary`` and the Docs of the TUI's
Shapes tab (one compile) and Shapes view (the run). Each entry names the user's line; in a Doc
that line is a source ref (``e`` / Enter open it in $EDITOR)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core.analysis.shapes import ShapesReport
from ..core.model import DataDependentError, Frame, ShapeGuard, ShapeSymbol, Specialization
from .doc import Doc, DocBuilder, message_doc
from .labels import short_path
from .safe import safe_text

SPEC_STYLE = "bold yellow"
DD_STYLE = "bold red"
SYM_STYLE = "cyan"
LINE_STYLE = "underline"


@dataclass(frozen=True, slots=True)
class SourceTarget:
    """A user line to open in the editor (Enter on a Shapes line)."""

    path: str
    line: int


def counts_text(r: ShapesReport) -> str:
    unbacked = sum(1 for s in r.symbols if s.unbacked)
    parts = [f"symbols {len(r.symbols)}" + (f" ({unbacked} unbacked)" if unbacked else ""),
             f"specialized {len(r.specializations)}", f"guards {len(r.guards)}"]  # fmt: skip
    if r.data_dependent:
        parts.append(f"data-dependent errors {len(r.data_dependent)}")
    return "  ".join(parts)


def where_text(f: Frame | None, parts: int = 2) -> str:
    if f is None:
        return "?"
    return f"{short_path(f.filename, parts)}:{f.line}"


def guard_groups(guards: Sequence[ShapeGuard]) -> list[tuple[Frame | None, list[ShapeGuard]]]:
    """Guards by the user line that added them, most first."""
    by: dict[Any, list[ShapeGuard]] = {}
    for g in guards:
        f = g.user_frame
        by.setdefault((f.filename, f.line) if f else None, []).append(g)
    groups = [(gs[0].user_frame, gs) for gs in by.values()]
    groups.sort(key=lambda x: -len(x[1]))
    return groups


# -- summary ------------------------------------------------------------------------------------
def shapes_section(r: ShapesReport, *, max_rows: int = 15) -> RenderableType:
    parts: list[RenderableType] = [Text.assemble(("Shapes", "bold"), "  ", counts_text(r))]
    if r.specializations:
        t = _table("Specialized to a constant",
                   ("compile", "symbol (dim)", "source", "value", "user line", "code"))  # fmt: skip
        for e in r.specializations:
            dim = r.dim_of(e)
            t.add_row(_cid(e.compile_id), safe_text(e.symbol + (f" ({dim})" if dim else "")),
                      safe_text(", ".join(e.sources)), Text(e.value, style=SPEC_STYLE),
                      safe_text(where_text(e.user_frame)), safe_text(_code(e.user_frame)))  # fmt: skip
        reasons = sorted({e.reason for e in r.specializations if e.reason})
        if reasons:
            t.caption = "reason: " + ", ".join(reasons)
        parts.append(t)
    if r.violations and any(v.symbol is None for v in r.violations):
        parts.append(Text("constraint violations: " + "; ".join(
            f"{v.name}" + (f" = {v.value}" if v.value else "") for v in r.violations
            if v.symbol is None) + " (no symbol found for them in the trace)", style="dim"))  # fmt: skip
    if r.data_dependent:
        t = _table("Data-dependent guard errors", ("compile", "expr", "user line", "code", "from"))
        for d in r.data_dependent:
            t.add_row(_cid(d.compile_id), Text(d.expr, style=DD_STYLE),
                      safe_text(where_text(d.user_frame)), safe_text(_code(d.user_frame)),
                      d.source)  # fmt: skip
        parts.append(t)
    if r.guards:
        groups = guard_groups(r.guards)
        title = "Guards added, by user line" + (f" (top {max_rows} of {len(groups)})"
                                                 if len(groups) > max_rows else "")  # fmt: skip
        t = _table(title, ("count", "user line", "code", "guard", "compiles"))
        for f, gs in groups[:max_rows]:
            cids = list(dict.fromkeys(_cid(g.compile_id) or "-" for g in gs))
            t.add_row(str(len(gs)), safe_text(where_text(f)), safe_text(_code(f)),
                      safe_text(gs[0].expr + (" ..." if len(gs) > 1 else "")),
                      " ".join(cids[:6]) + (" ..." if len(cids) > 6 else ""))  # fmt: skip
        parts.append(t)
    if r.symbols and len(r.symbols) <= max_rows * 2:
        t = _table("Symbols", ("compile", "symbol", "source", "value", "range", "user line"))
        for s in r.symbols:
            t.add_row(_cid(s.compile_id), s.name + (" (unbacked)" if s.unbacked else ""),
                      safe_text(", ".join(s.sources)), s.value or "", s.range or "",
                      safe_text(where_text(s.user_frame)))  # fmt: skip
        parts.append(t)
    return Group(*parts)


def _table(title: str, cols: Sequence[str]) -> Table:
    t = Table(title=title, title_justify="left")
    for c in cols:
        t.add_column(c, overflow="fold")
    return t


def _cid(c: Any) -> str:
    return "-" if c is None else str(c)


def _code(f: Frame | None) -> str:
    return (f.loc or "").strip() if f is not None else ""


# -- TUI docs -----------------------------------------------------------------------------------
def _user(b: DocBuilder, f: Frame | None, lead: str = "    ↳ ") -> None:
    if f is None:
        b.line(lead, ("user line not in the trace", "dim italic"))
        return
    code = _code(f)
    parts: list[Any] = [lead, (where_text(f), LINE_STYLE)]
    if f.name:
        parts.append((f" in {f.name}", "dim"))
    if code:
        parts += ["   ", (code, "")]
    b.line(*parts, ref=(f.filename, f.line), target=SourceTarget(f.filename, f.line))


def spec_lines(b: DocBuilder, r: ShapesReport, e: Specialization, *, cid: bool = False) -> None:
    dim = r.dim_of(e)
    b.line("  " + (f"{_cid(e.compile_id)} " if cid else ""), (e.symbol, SYM_STYLE),
           (f" = {e.value}", SPEC_STYLE), "  ", (", ".join(e.sources), "bold"),
           (f"  dim {dim}" if dim and dim not in e.sources else "", "magenta"),
           (f"  ({e.reason})" if e.reason else "", "dim"))  # fmt: skip
    _user(b, e.user_frame)


def dd_lines(b: DocBuilder, d: DataDependentError, *, cid: bool = False) -> None:
    b.line("  " + (f"{_cid(d.compile_id)} " if cid else ""), (d.expr, DD_STYLE),
           (f"  (from {d.source})", "dim"))  # fmt: skip
    _user(b, d.user_frame)


def guard_line(b: DocBuilder, g: ShapeGuard, *, cid: bool = False) -> None:
    f = g.user_frame
    parts: list[Any] = ["  " + (f"{_cid(g.compile_id)} " if cid else ""), (g.expr, "bold")]
    if g.result is not None:
        parts.append((f" → {g.result} (from real tensors)", "dim"))
    parts += ["   ", (where_text(f), LINE_STYLE if f else "dim")]
    if f is not None and _code(f):
        parts += ["  ", (_code(f), "dim")]
    b.line(*parts, ref=(f.filename, f.line) if f else None,
           target=SourceTarget(f.filename, f.line) if f else None)  # fmt: skip


def symbol_lines(b: DocBuilder, s: ShapeSymbol, *, cid: bool = False) -> None:
    b.line("  " + (f"{_cid(s.compile_id)} " if cid else ""), (s.name, SYM_STYLE),
           (" unbacked" if s.unbacked else f" = {s.value}", "dim"), "  ",
           (", ".join(s.sources), "bold"), (f"  {s.range}" if s.range else "", "dim"))  # fmt: skip
    _user(b, s.user_frame, "    made at ")


def shapes_doc(r: ShapesReport, title: str, *, key: Any = None, cid: bool = False) -> Doc:
    """Everything of a report: specializations, data-dependent errors, violations, guards,
    symbols."""
    if not r:
        return message_doc(
            f"{title}: no dynamic-shape records.",
            "Symbols, specializations and the guards they add are in TORCH_TRACE "
            "(create_symbol, symbolic_shape_specialization, guard_added_fast records) when "
            "Dynamo or torch.export made a size symbolic (dynamic=True / None after a shape "
            "change, mark_dynamic, export's dynamic_shapes).", key=key)  # fmt: skip
    b = DocBuilder(name="shapes", key=key)
    b.line((title, "bold"), "  ", (counts_text(r), "dim"))
    if r.specializations:
        b.heading("Specialized to a constant (the user line that did it)", SPEC_STYLE)
        for e in r.specializations:
            spec_lines(b, r, e, cid=cid)
    for v in r.violations:
        if v.symbol is None:
            b.line("  ", (f"{v.name}: ", "magenta"), (v.message, ""))
    if r.data_dependent:
        b.heading("Data-dependent guard errors", DD_STYLE)
        for d in r.data_dependent:
            dd_lines(b, d, cid=cid)
    if r.guards:
        b.heading(f"Guards added ({len(r.guards)})")
        for g in r.guards:
            guard_line(b, g, cid=cid)
    if r.symbols:
        b.heading(f"Symbols ({len(r.symbols)})")
        for s in r.symbols:
            symbol_lines(b, s, cid=cid)
    return b.build(wrap=True)
