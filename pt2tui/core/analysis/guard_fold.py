"""A guard diff that leads with what changed: the guards of the two compiles that differ only in
how torch numbered a global dict (``G['__builtins_dict___0']['len']`` before,
``G['__builtins_dict___2']['len']`` after: the same builtin, renamed) are folded into one line,
and what is left is ordered locals first (``L['x']``, the inputs), then shape guards, then
globals."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .guards import GuardDiff

__all__ = ["FoldedDiff", "fold_diff"]

_RENUMBERED = re.compile(r"(__\w+?_dict___)\d+")


@dataclass(frozen=True, slots=True)
class FoldedDiff:
    changed: tuple[str, ...]  # "- guard" / "+ guard", what changed first
    folded_globals: int  # guards the same on both sides once a global's numbering is ignored
    example: str | None  # one of them, for the folded line


def _same(g: str) -> str:
    return _RENUMBERED.sub(r"\1#", g)


def _order(line: str) -> tuple[int, str]:
    g = line[2:]
    if g.startswith("L["):
        rank = 0  # the inputs: a tensor's size, a value
    elif g.startswith("- ::"):
        rank = 1  # shape guards (no source: "2 <= L['x'].size()[1]")
    else:
        rank = 2  # globals
    return rank, g


def fold_diff(d: GuardDiff) -> FoldedDiff:
    removed = {_same(g): g for g in d.removed}
    added = {_same(g): g for g in d.added}
    common = removed.keys() & added.keys()
    changed = [f"- {g}" for k, g in removed.items() if k not in common]
    changed += [f"+ {g}" for k, g in added.items() if k not in common]
    changed.sort(key=_order)
    example = removed[min(common)] if common else None
    return FoldedDiff(tuple(changed), len(common), example)
