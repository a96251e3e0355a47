"""Which ``guard_added`` records explain which guard of a compile's guard tree.

The shape environment adds guards on symbols (``8*s77 <= 4096``, ``Eq(s77, 8)``); the guard
tree Dynamo installs says them on sources, simplified and merged (``LAMBDA_GUARD: 2 <=
L['x'].size()[0] <= 512``). A guard line is explained by the added guards whose symbols are all
sources the line names (the symbols' sources come from the compile's create_symbol records and
guard_added's symbol_to_sources): the one whose text, in sources, is the line's own; else those
that no line says word for word.
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


def _split_call(e: str, i: int) -> tuple[list[str], int] | None:
    """The top-level arguments of the call whose "(" is at ``i``, and the index after ")"."""
    depth, args, start = 0, [], i + 1
    for j in range(i, len(e)):
        ch = e[j]
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
            if depth == 0:
                args.append(e[start:j].strip())
                return args, j + 1
        elif ch == "," and depth == 1:
            args.append(e[start:j].strip())
            start = j + 1
    return None


_CALL = re.compile(r"\b(Eq|Ne|Mod)\(")
_INFIX = {"Eq": "{} == {}", "Ne": "{} != {}", "Mod": "({} % {})"}


def _python(expr: str) -> str:
    """Eq(a, b) / Ne(a, b) / Mod(a, b) as torch's guard printer writes them, no spaces."""
    e = expr
    for _ in range(32):  # innermost first, a few levels at most
        calls = [(m.start(), m.group(1)) for m in _CALL.finditer(e)]
        if not calls:
            break
        at, name = calls[-1]
        split = _split_call(e, at + len(name))
        if split is None or len(split[0]) != 2:
            break
        (a, b), end = split
        e = e[:at] + _INFIX[name].format(a, b) + e[end:]
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
    lines = []
    for tg in parse_guard_tree(text):
        named = set(_SOURCE.findall(tg.expr))
        if named:
            lines.append((tg.line, named, _SPACES.sub("", tg.expr)))
    out: dict[int, list[ShapeGuard]] = {}
    exact_ids: set[int] = set()
    for line, _named, flat in lines:
        exact = [g for g, srcs, py in added if py == flat]
        if exact:
            out[line] = exact
            exact_ids.update(id(g) for g in exact)
    # the rest: a guard torch merged or simplified (2 <= x <= 512 from 8*x <= 4096) is told by
    # the added guards on its sources that no line says word for word
    for line, named, _flat in lines:
        if line not in out:
            near = [g for g, srcs, _ in added if srcs <= named and id(g) not in exact_ids]
            if near:
                out[line] = near
    return out
