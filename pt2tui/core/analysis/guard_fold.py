"""A guard diff that leads with what changed: the guards of the two compiles that differ only in
how torch numbered a global dict (``G['__builtins_dict___0']['len']`` before,
``G['__builtins_dict___2']['len']`` after: the same builtin, renamed) are folded into one line,
and what is left is ordered locals first (``L['x']``, the inputs), then shape guards, then
globals."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .guards import GuardDiff

__all__ = ["FoldedDiff", "GuardChanges", "fold_diff", "guard_changes"]

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


@dataclass(frozen=True, slots=True)
class GuardChanges:
    """A compile diff's guards, what changed first: ``~ SOURCE :: KIND: before -> after`` for a
    guard on one source whose value changed (the one the recompile reasons name first), then
    the other ``-`` / ``+`` guards (locals, shapes, globals); renumbered globals folded."""

    lines: tuple[str, ...]
    folded_globals: int
    example: str | None


def _head(key: str) -> tuple[str, str] | None:
    """("L['x'] :: TENSOR_MATCH", "check_tensor(...)") of a guard key; None without a source."""
    src, sep, rest = key.partition(" :: ")
    kind, sep2, body = rest.partition(": ")
    if not sep or not sep2 or src in ("", "-"):
        return None
    return f"{src} :: {kind}", body


def _items(body: str) -> list[str]:
    """``f(a, b=[1, 2], c)`` -> ["a", "b=[1, 2]", "c"]: top-level comma-separated parts."""
    inner = body[body.index("(") + 1 : body.rindex(")")] if body.endswith(")") and "(" in body else body
    out, depth, start = [], 0, 0
    for i, ch in enumerate(inner):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append(inner[start:i].strip())
            start = i + 1
    out.append(inner[start:].strip())
    return out


def _change(before: str, after: str) -> str:
    """What differs between two guards of one source: ``size=[2, 8] -> size=[2, None]``."""
    a, b = _items(before), _items(after)
    if len(a) == len(b) and len(a) > 1:
        parts = [f"{x} -> {y}" for x, y in zip(a, b, strict=True) if x != y]
        if parts:
            return ", ".join(parts)
    return f"{before} -> {after}"


def _name(head: str) -> str:
    names = re.findall(r"\['([^']+)'\]|\.(\w+)|^L\[?'?(\w+)", head.split(" :: ", 1)[0])
    flat = [n for t in names for n in t if n]
    return flat[-1] if flat else ""


def guard_changes(removed: tuple[str, ...], added: tuple[str, ...], reasons: tuple[str, ...] = ()) -> GuardChanges:
    """The guard lines of a compile diff (normalised keys, core/analysis/guards.py), ``reasons``:
    the later compile's recompile reasons (the guard they name comes first)."""
    folded = fold_diff(GuardDiff(removed, added, 0))
    gone = {h[0]: (k, h[1]) for k in removed if (h := _head(k))}
    new = {h[0]: (k, h[1]) for k in added if (h := _head(k))}
    heads = [h for h in gone if h in new and _same(gone[h][0]) != _same(new[h][0])]
    text = " ".join(reasons)

    def named(h: str) -> int:
        n = _name(h)
        return 0 if n and re.search(rf"(?<![\w.]){re.escape(n)}(?!\w)", text) else 1

    heads.sort(key=lambda h: (named(h), not h.startswith("L["), h))
    paired = {gone[h][0] for h in heads} | {new[h][0] for h in heads}
    lines = [f"~ {h}: {_change(gone[h][1], new[h][1])}" for h in heads]
    lines += [ln for ln in folded.changed if ln[2:] not in paired]
    return GuardChanges(tuple(lines), folded.folded_globals, folded.example)
