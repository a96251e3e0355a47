"""Ranks side by side: for each aspect (compile ids, status, graph breaks, recompiles, cache,
failures) one row per thing, one cell per rank, rows where ranks differ marked. Pure."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...core.analysis.ranks import Divergence, divergences, execution_orders, issued_by_rank
from ...core.analysis.ranks import artifacts as RA
from ...core.model import Compile, Run
from ...core.parse.compile_id import CompileId
from ..labels import short_path
from ..status import FAIL_STYLE, status_glyph, status_style

ASPECTS = ("compile ids", "collectives", "execution order", "tensor metadata", "runtime", "status",
           "graph breaks", "recompiles", "cache", "failures")  # fmt: skip
ABSENT = "—"


@dataclass(frozen=True)
class GridCell:
    text: str
    style: str = ""
    target: Any = None  # Compile.key to jump to


@dataclass(frozen=True)
class GridRow:
    label: str
    differs: bool
    cells: dict[Any, GridCell] = field(default_factory=dict)  # rank -> cell
    target: Any = None


def ranks_of(run: Run) -> list[int]:
    return sorted(
        {c.rank for c in run.compiles if c.rank is not None}
        | {r for r in run.ranks if r is not None}
    )


def _by_rank(run: Run) -> dict[int, list[Compile]]:
    out: dict[int, list[Compile]] = {r: [] for r in ranks_of(run)}
    for c in run.compiles:
        if c.rank is not None:
            out.setdefault(c.rank, []).append(c)
    return out


def _cid_rows(
    run: Run, cell: Callable[[Compile], GridCell], same: Callable[[list[GridCell | None]], bool]
) -> list[GridRow]:
    by = _by_rank(run)
    ids = sorted({c.id for cs in by.values() for c in cs}, key=lambda i: i.sort_key)
    firsts: dict[int, dict[CompileId, Compile]] = {}  # rank -> the first compile of each id
    for r, cs in by.items():
        mine = firsts[r] = {}
        for c in cs:
            mine.setdefault(c.id, c)
    rows = []
    for cid in ids:
        cells: dict[Any, GridCell] = {}
        present: list[GridCell | None] = []
        for r in by:
            c = firsts[r].get(cid)
            gc = cell(c) if c is not None else GridCell(ABSENT, "bold red")
            cells[r] = gc
            present.append(gc if c is not None else None)
        differs = any(p is None for p in present) or not same(present)
        first = next((gc.target for gc in cells.values() if gc.target is not None), None)
        rows.append(GridRow(str(cid), differs, cells, first))
    return rows


def _all_same(cells: list[GridCell | None]) -> bool:
    return len({c.text for c in cells if c is not None}) <= 1


def rank_grid(run: Run, aspect: str) -> list[GridRow]:
    """Rows of the side-by-side view for ``aspect``."""
    by = _by_rank(run)
    if aspect == "compile ids":
        return _cid_rows(
            run,
            lambda c: GridCell(
                f"{status_glyph(c.status)} {c.co_name or '?'}", status_style(c.status), c.key
            ),
            lambda cells: True,
        )
    if aspect == "status":
        return _cid_rows(
            run, lambda c: GridCell(c.status, status_style(c.status), c.key), _all_same
        )
    if aspect == "cache":

        def cache_cell(c: Compile) -> GridCell:
            text = ", ".join(f"{e.cache} {e.result}" for e in c.cache) or "-"
            style = "bold red" if any(e.result == "bypass" for e in c.cache) else ""
            return GridCell(text, style, c.key)

        return [r for r in _cid_rows(run, cache_cell, _all_same)]
    if aspect == "recompiles":
        rows = _cid_rows(
            run,
            lambda c: GridCell(c.recompile_reasons[0].split("\n", 1)[0] if c.recompile_reasons else "-",
                               "yellow" if c.recompile_reasons else "dim", c.key),
            _all_same,
        )  # fmt: skip
        keep = []
        for row in rows:
            if any(cell.text not in ("-", ABSENT) for cell in row.cells.values()):
                keep.append(row)
        return keep
    if aspect == "graph breaks":
        sigs: dict[str, dict[int, list[Compile]]] = {}
        for r, cs in by.items():
            for c in cs:
                for gb in c.graph_breaks:
                    uf = gb.user_frame
                    where = f"{short_path(uf.filename, 2)}:{uf.line}" if uf else "?"
                    sig = f"{gb.gb_type or gb.reason.split(chr(10), 1)[0][:60]} @ {where}"
                    lst = sigs.setdefault(sig, {}).setdefault(r, [])
                    if c not in lst:
                        lst.append(c)
        rows = []
        for sig, per in sorted(sigs.items()):
            cells = {}
            for r in by:
                cs = per.get(r)
                if cs:
                    cells[r] = GridCell(" ".join(str(c.id) for c in cs), "magenta", cs[0].key)
                else:
                    cells[r] = GridCell(ABSENT, "bold red")
            differs = len({c.text for c in cells.values()}) > 1
            first = next((c.target for c in cells.values() if c.target is not None), None)
            rows.append(GridRow(sig, differs, cells, first))
        return rows
    if aspect == "collectives":
        issued = issued_by_rank(run)
        n = max((len(v) for v in issued.values()), default=0)
        rows = []
        for i in range(n):
            cells = {}
            for r in by:
                seq = issued.get(r, [])
                if i < len(seq):
                    op, c, where = seq[i]
                    cells[r] = GridCell(f"{RA.short_op(op)} {c.id}" + (f" {where}" if where else ""), "", c.key)
                else:
                    cells[r] = GridCell(ABSENT, "bold red")
            texts = {cell.text.split(" ", 1)[0] for cell in cells.values()}
            first = next((cell.target for cell in cells.values() if cell.target is not None), None)
            rows.append(GridRow(f"collective {i + 1}", len(texts) > 1, cells, first))
        return rows
    if aspect == "execution order":
        orders = execution_orders(run)
        n = max((len(v) for v in orders.values()), default=0)
        rows = []
        for i in range(n):
            cells = {r: GridCell(f"[{orders[r][i]}]" if r in orders and i < len(orders[r]) else ABSENT)
                     for r in by}  # fmt: skip
            rows.append(GridRow(f"graph run {i + 1}", len({c.text for c in cells.values()}) > 1, cells))
        return rows
    if aspect in ("tensor metadata", "runtime"):

        def meta_cell(c: Compile) -> GridCell:
            metas = RA.runtime_meta(c)
            if not metas:
                return GridCell("-", "dim", c.key)
            if aspect == "runtime":
                ms = RA.estimated_ms(metas)
                return GridCell("-" if ms is None else f"{ms:.3f} ms", "", c.key)
            ops = sum(len(m.get("ops") or ()) for m in metas)
            return GridCell(f"{ops} ops #{abs(hash(RA.fingerprint(metas))) % 0xFFFF:04x}", "", c.key)

        return [r for r in _cid_rows(run, meta_cell, _all_same) if any(
            cell.text not in ("-", ABSENT) for cell in r.cells.values())]  # fmt: skip
    if aspect == "failures":
        types: dict[str, dict[int, list[str]]] = {}
        keys: dict[tuple[str, int], Any] = {}
        for f in run.failures:
            if f.rank is None:
                continue
            lst = types.setdefault(f.type or "?", {}).setdefault(f.rank, [])
            lst.append(str(f.compile_id) if f.compile_id else "(no compile)")
            if f.compile_id is not None:
                keys.setdefault((f.type or "?", f.rank), (f.rank, f.compile_id))
        rows = []
        for t, per in sorted(types.items()):
            cells = {}
            for r in by:
                if r in per:
                    cells[r] = GridCell(" ".join(per[r]), FAIL_STYLE, keys.get((t, r)))
                else:
                    cells[r] = GridCell(ABSENT, "dim")
            differs = len({c.text for c in cells.values()}) > 1
            rows.append(
                GridRow(
                    t, differs, cells, next((c.target for c in cells.values() if c.target), None)
                )
            )
        return rows
    return []


def aspect_summary(run: Run, divs: list[Divergence] | None = None) -> list[tuple[str, bool, str]]:
    """(aspect, differs, one line) for every aspect, those that differ first: what
    ``ranks.divergences`` finds, and rows of the side-by-side grid that differ (the same graph
    breaks in other compiles, say)."""
    divs = divs if divs is not None else divergences(run)
    by: dict[str, Divergence] = {}
    for d in divs:  # the first (cross-rank before parity) of each
        by.setdefault(d.label if d.what != "collectives" else "collectives", d)
    out = []
    for a in ASPECTS:
        d = by.get(a)
        if d is not None:
            first = f" — first: {d.first_difference}" if d.first_difference else ""
            out.append((a, True, d.detail + first))
            continue
        n = sum(1 for r in rank_grid(run, a) if r.differs)
        if n:
            rows = "1 row differs" if n == 1 else f"{n} rows differ"
            out.append((a, True, f"{rows} between ranks (see below)"))
        else:
            out.append((a, False, "the same on every rank"))
    return sorted(out, key=lambda x: not x[1])


def stall_text(run: Run) -> str | None:
    """Which rank stalled the others and why (core/analysis/ranks/stall.py's line), for the top
    of the Ranks view; None when no rank waited for another's compile."""
    from ...core.analysis.ranks.stall import rank_stalls, stall_line

    stalls = rank_stalls(run)
    return f"stalled: {stall_line(stalls)}" if stalls else None
