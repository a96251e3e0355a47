"""Problem lists in bounded memory: past MAX_LIKE problems of one kind, the rest of that kind
are one counted line (``Folded``) at the place of the first not listed, "N more like this (not
listed; first at X, last at Y)".

A problem's kind is the first two words of what it says, numbers as ``#`` ("not a", "corrupt
JSON", "payload md5", "compile [#/#]" ...): the words every message template begins with, never
the input's own text, so the kinds are as few as the templates.

``ProblemFold.add(out, item)`` puts one item (a Problem, or a Folded of a list folded apart) at
the end of the list ``out``, folded. Folding is exact under concatenation: a list folded in
pieces (the feeds of a file, the segments ``--jobs`` reads apart, merged in file order) and the
pieces' folded lists added in order give what folding the whole list at once gives, whatever
the cuts. Why: a piece keeps the first MAX_LIKE of a kind, so whatever the whole list keeps of
that piece's problems is among them (each kept one is added again, and kept or folded by the
whole's count), and what a piece folded the whole folds too (a Folded is taken whole).
"""

from __future__ import annotations

import re
from typing import Any

from .types import Problem

__all__ = ["MAX_LIKE", "Folded", "ProblemFold", "kind_of", "unfolded"]

MAX_LIKE = 100  # problems of one kind listed; the rest: one counted line
_DIGITS = re.compile(r"(?<![A-Za-z])\d+")  # numbers, not the 5 of md5
_SHOWN = 200  # characters of the first problem folded that the counted line repeats


def kind_of(what: str) -> str:
    """The kind of a problem: the first two words of ``what``, numbers as ``#``."""
    head = " ".join(what.split(" ", 2)[:2])
    return _DIGITS.sub("#", head)  # (one call in C: a head with no number comes back as it is)


class Folded:
    """The problems of one kind not listed: how many, where the first and the last are, and
    what the first says. Mutable while its list is built; ``problem()`` is the line shown."""

    __slots__ = ("kind", "n", "first", "last", "first_what")

    def __init__(self, kind: str, n: int, first: str, last: str, first_what: str) -> None:
        self.kind = kind
        self.n = n
        self.first = first
        self.last = last
        self.first_what = first_what

    @property
    def where(self) -> str:
        return self.first

    @property
    def what(self) -> str:
        said = self.first_what
        if len(said) > _SHOWN:
            said = said[:_SHOWN] + "..."
        return f"{self.n:,} more like this, not listed (first at {self.first}, last at {self.last}): {said}"

    def problem(self) -> Problem:
        return Problem(self.first, self.what)

    def __getstate__(self) -> tuple:
        return (self.kind, self.n, self.first, self.last, self.first_what)

    def __setstate__(self, state: tuple) -> None:
        self.kind, self.n, self.first, self.last, self.first_what = state

    def __eq__(self, other: object) -> bool:
        if type(other) is not Folded:
            return NotImplemented
        return self.__getstate__() == other.__getstate__()

    __hash__ = None  # type: ignore[assignment]  # (mutable)

    def __repr__(self) -> str:
        return f"Folded({self.kind!r}, {self.n}, {self.first!r}, {self.last!r})"


class ProblemFold:
    """The state of one folded list: problems listed per kind, and each kind's Folded in it."""

    __slots__ = ("counts", "held")

    def __init__(self) -> None:
        self.counts: dict[str, int] = {}
        self.held: dict[str, Folded] = {}

    def __getstate__(self) -> tuple:
        return (self.counts, self.held)

    def __setstate__(self, state: tuple) -> None:
        self.counts, self.held = state

    def add(self, out: list, item: Any) -> bool:
        """``item`` onto ``out``, folded; True when it was appended (listed, or the first of
        its kind not listed), False when counted into a Folded already in ``out``."""
        if type(item) is Folded:
            kind = item.kind
            h = self.held.get(kind)
            if h is not None:
                h.n += item.n
                h.last = item.last
                return False
            self.counts[kind] = MAX_LIKE  # (it is already: what is before it was added first)
            h = self.held[kind] = Folded(kind, item.n, item.first, item.last, item.first_what)
            out.append(h)
            return True
        kind = kind_of(item.what)
        h = self.held.get(kind)
        if h is not None:
            h.n += 1
            h.last = item.where
            return False
        n = self.counts.get(kind, 0)
        if n < MAX_LIKE:
            self.counts[kind] = n + 1
            out.append(item)
            return True
        h = self.held[kind] = Folded(kind, 1, item.where, item.where, item.what)
        out.append(h)
        return True

    def extend(self, out: list, items: Any) -> None:
        add = self.add
        for it in items:
            add(out, it)

    def reset(self) -> None:
        """A new list begins (the one before was taken whole)."""
        self.counts = {}
        self.held = {}


def unfolded(items: Any) -> tuple[Problem, ...]:
    """The list as Problems (each Folded as its counted line)."""
    return tuple(p if type(p) is Problem else p.problem() for p in items)
