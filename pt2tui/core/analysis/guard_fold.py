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


def _head(key: str) -> tuple[str, str, str] | None:
    """(source, kind, body) of a guard key (``L['x'] :: TENSOR_MATCH: check_tensor(...)``);
    None without a source."""
    src, sep, rest = key.partition(" :: ")
    kind, sep2, body = rest.partition(": ")
    if not sep or not sep2 or src in ("", "-"):
        return None
    return src, kind, body


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


def _name(src: str) -> str:
    names = re.findall(r"\['([^']+)'\]|\.(\w+)|^L\[?'?(\w+)", src)
    flat = [n for t in names for n in t if n]
    return flat[-1] if flat else ""


def guard_changes(removed: tuple[str, ...], added: tuple[str, ...], reasons: tuple[str, ...] = ()) -> GuardChanges:
    """The guard lines of a compile diff (normalised keys, core/analysis/guards.py), ``reasons``:
    the later compile's recompile reasons (the guard they name comes first)."""
    folded = fold_diff(GuardDiff(removed, added, 0))
    by_src: dict[str, tuple[list, list]] = {}
    for side, keys in ((0, removed), (1, added)):
        for k in keys:
            if (h := _head(k)) is not None:
                by_src.setdefault(h[0], ([], []))[side].append((k, h[1], h[2]))
    # a source with one guard on each side that is not only renumbered: its value changed
    pairs = {src: (a[0], b[0]) for src, (a, b) in by_src.items()
             if len(a) == 1 and len(b) == 1 and _same(a[0][0]) != _same(b[0][0])}  # fmt: skip
    text = " ".join(reasons)

    def named(src: str) -> int:
        n = _name(src)
        return 0 if n and re.search(rf"(?<![\w.]){re.escape(n)}(?!\w)", text) else 1

    lines = []
    for src in sorted(pairs, key=lambda s: (named(s), not s.startswith("L["), s)):
        (_, ka, ba), (_, kb, bb) = pairs[src]
        change = _change(ba, bb) if ka == kb else f"{ba} -> {kb}: {bb}"
        lines.append(f"~ {src} :: {ka}: {change}")
    paired = {k for (a, b) in pairs.values() for k in (a[0], b[0])}
    lines += [ln for ln in folded.changed if ln[2:] not in paired]
    return GuardChanges(tuple(lines), folded.folded_globals, folded.example)
