"""The graph-break view's documents: one distinct break (where, which ranks, the GB registry's
explanation and hints, the compiles it happened in). Pure: Docs from the core's data."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core.analysis.deliberate_breaks import group_key, is_deliberate, is_library_break, user_site
from ...core.analysis.gb_registry import GBEntry
from ...core.model import GraphBreakGroup, Run
from ..doc import Doc, DocBuilder
from ..labels import short_path
from ..status import BREAK_STYLE, status_style
from .recompiles import resolve_source


# -- graph breaks ----------------------------------------------------------------------------
def _dedupe(items: Sequence[str]) -> list[str]:
    seen: set[str] = set()
    out = []
    for h in items:
        k = " ".join(h.split())
        if k and k not in seen:
            seen.add(k)
            out.append(h)
    return out


def break_where(g: GraphBreakGroup, sites: dict | None = None) -> str:
    """Where it broke; for a break in torch's or a library's code, the user's line that led
    there first when ``sites`` (deliberate_breaks.user_sites) knows it."""
    at = f"{short_path(g.user_frame.filename, 2)}:{g.user_frame.line}" if g.user_frame else "?"
    site = sites.get(group_key(g)) if sites else None
    return f"{short_path(site.filename)}:{site.line} → {at}" if site is not None else at


def break_ranks(g: GraphBreakGroup) -> str:
    ranks = [r for r in g.ranks if r is not None]
    return ",".join(map(str, ranks)) if ranks else "-"


def graph_break_doc(g: GraphBreakGroup, entry: GBEntry | None, run: Run | None = None) -> Doc:
    """One distinct graph break: where, how often, the registry's explanation and hints (the
    log's own text when torch is not installed here), the compiles it happened in."""
    b = DocBuilder(name="graph_break", key=("gb+", g.gb_id, g.reason, break_where(g)))
    b.line((g.gb_id or "graph break", "bold " + BREAK_STYLE), "  ",
           (g.gb_type or (entry.gb_type if entry else "") or g.reason.split("\n", 1)[0], "bold"))  # fmt: skip
    if g.user_frame:
        uf = g.user_frame
        b.line(("at        ", "dim"), (uf.where, "underline"), (f" in {uf.name}" if uf.name else "", "dim"),
               ("   (e opens it)", "dim"), ref=(resolve_source(uf.filename, run), uf.line))  # fmt: skip
        code = uf.loc or _source_line(resolve_source(uf.filename, run), uf.line)
        if code:
            b.line("          ", (code.strip(), "bold"))
        site = user_site(run, g) if run is not None and is_library_break(g) else None
        if site is not None:  # the user's own line on the log's user stack
            b.line(("from      ", "dim"), (site.where, "underline"), (f" in {site.name}" if site.name else "", "dim"),
                   ref=(resolve_source(site.filename, run), site.line))  # fmt: skip
        if is_deliberate(g):
            b.line(("          ", "dim"), ("torch breaks the graph here on purpose: expected (its hint "
                                           "asks to edit torch's code)", "dim"))  # fmt: skip
    ncomp = len(g.compile_ids)
    ranks = [r for r in g.ranks if r is not None]
    b.line(("count     ", "dim"), (f"{g.count}×", "bold"),
           f" in {ncomp} compile{'s' if ncomp != 1 else ''}",
           f" on {len(ranks)} rank{'s' if len(ranks) != 1 else ''} ({break_ranks(g)})" if ranks else "")  # fmt: skip
    b.heading("Reason")
    b.text_block(g.reason)
    # the log's own words first and verbatim (what this torch said about this break), then
    # the registry's text where it adds something
    log_hints = _dedupe(g.hints)
    if log_hints:
        b.heading("Hints (from the log)")
        for h in log_hints:
            b.line("  • ", h)
    if g.explanation:
        b.heading("Explanation (from the log)")
        b.text_block(g.explanation)
    if entry is not None:
        more = [h for h in _dedupe(entry.hints) if h not in log_hints]
        if not g.explanation or entry.explanation != g.explanation or more:
            b.heading(f"Explanation (torch's graph break registry, {entry.gb_id})", "dim")
            b.text_block(entry.explanation or "?", "dim")
            if more:
                b.heading("More hints (the registry)", "dim")
                for h in more:
                    b.line(("  • ", "dim"), (h, "dim"))
    url_id = entry.gb_id if entry is not None else g.gb_id
    if url_id:
        b.blank()
        b.line((f"https://meta-pytorch.github.io/compile-graph-break-site/gb/{url_id.lower()}.html", "dim"))
    b.heading("Compiles (Enter opens one)")
    if run is not None:
        rank_list = sorted({r for r in g.ranks}, key=lambda r: -1 if r is None else r) or [None]
        for r in rank_list:
            for cid in g.compile_ids:
                c = run.compile(cid, r)
                if c is None or not any(_same_break(gb, g) for gb in c.graph_breaks):
                    continue
                b.line("  ", (f"rank {r} " if r is not None else "", "dim"),
                       (f"{str(cid):<9}", status_style(c.status)), (c.co_name or "?", ""), target=c.key)  # fmt: skip
    else:
        b.line("  ", " ".join(str(c) for c in g.compile_ids))
    return b.build()


def _source_line(path: str | None, line: int) -> str | None:
    """The user's source line, when the file is here (the trace names it but does not hold it)."""
    if not path or line < 1:
        return None
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            for i, text in enumerate(f, 1):
                if i == line:
                    return text.rstrip("\n")[:200]
    except OSError:
        return None
    return None


def _same_break(gb: Any, g: GraphBreakGroup) -> bool:
    same_frame = (gb.user_frame is None and g.user_frame is None) or (
        gb.user_frame is not None and g.user_frame is not None
        and gb.user_frame.filename == g.user_frame.filename and gb.user_frame.line == g.user_frame.line
    )  # fmt: skip
    return same_frame and (gb.gb_type or gb.reason) == (g.gb_type or g.reason)


__all__ = ["break_ranks", "break_where", "graph_break_doc"]
