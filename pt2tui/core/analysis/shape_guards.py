"""Which ``guard_added`` records explain which guard of a compile's guard tree.

The shape environment adds guards on symbols (``8*s77 <= 4096``, ``Eq(s77, 8)``); the guard
tree Dynamo installs says them on sources, simplified and merged (``LAMBDA_GUARD: 2 <=
L['x'].size()[0] <= 512``). A guard line is explained by the added guards whose symbols are all
sources the line names (the symbols' sources come from the compile's create_symbol records and
guard_added's symbol_to_sources); one whose text, in sources, is the line's own comes first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..model import ShapeGuard, ShapeSymbol
from .guards import parse_guard_tree

_SYMBOL = re.compile(r"\b[a-z]{1,3}\d+\b")
_SOURCE = re.compile(r"[LG]\[[^\]]+\](?:\.\w+(?:\(\))?|\[[^\]]+\])*")
_SPACES = re.compile(r"\s+")


def symbol_sources(symbols: Sequence[ShapeSymbol], guards: Sequence[ShapeGuard] = ()) -> dict[str, str]:
    """symbol -> its (first) source, for one compile."""
    out: dict[str, str] = {}
    for s in symbols:
        if s.sources and s.name not in out:
            out[s.name] = s.sources[0]
    for g in guards:
        for sym, src in g.symbol_sources:
            out.setdefault(sym, src)
    return out


def in_sources(expr: str, sources: dict[str, str]) -> str:
    """``Eq(s77, 8)`` -> ``Eq(L['x'].size()[0], 8)``."""
    return _SYMBOL.sub(lambda m: sources.get(m.group(0), m.group(0)), expr)


def _python(expr: str) -> str:
    """Eq(a, b) / Ne(a, b) as Python prints them (how guard trees show them), no spaces."""
    e = expr
    for op, py in (("Eq", "=="), ("Ne", "!=")):
        if e.startswith(op + "(") and e.endswith(")"):
            inner = e[len(op) + 1 : -1]
            depth = 0
            for i, ch in enumerate(inner):
                depth += ch in "([" and 1 or (ch in ")]" and -1 or 0)
                if ch == "," and depth == 0:
                    e = f"{inner[:i]} {py} {inner[i + 1:]}"
                    break
    return _SPACES.sub("", e)


def guard_origins(
    text: str, guards: Sequence[ShapeGuard], symbols: Sequence[ShapeSymbol]
) -> dict[int, list[ShapeGuard]]:
    """Line of the guard text -> the added guards that explain it (exact ones first)."""
    if not guards:
        return {}
    sources = symbol_sources(symbols, guards)
    added = []
    for g in guards:
        syms = set(_SYMBOL.findall(g.expr))
        srcs = {sources[s] for s in syms if s in sources}
        if srcs and len(srcs) == len(syms):
            added.append((g, srcs, _python(in_sources(g.expr, sources))))
    if not added:
        return {}
    out: dict[int, list[ShapeGuard]] = {}
    for tg in parse_guard_tree(text):
        named = set(_SOURCE.findall(tg.expr))
        if not named:
            continue
        flat = _SPACES.sub("", tg.expr)
        exact = [g for g, srcs, py in added if srcs <= named and py == flat]
        near = [g for g, srcs, py in added if srcs <= named and py != flat]
        if exact or near:
            out[tg.line] = exact + near
    return out
