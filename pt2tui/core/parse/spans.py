"""A compact, append-only list of payload spans (chromium events are most records of a trace).

Stores (file, rank, start, end) in arrays instead of one PayloadRef object per event; indexing
gives PayloadRefs, ``rank(i)`` the rank the event came from. ``view()`` is an immutable snapshot of the first n entries, O(1): the arrays only
ever grow, so entries below n never change.
"""

from __future__ import annotations

from array import array
from collections.abc import Iterator, Sequence
from itertools import repeat
from typing import overload

from .types import PayloadRef


class SpanList:
    def __init__(self) -> None:
        self.sources: list[tuple[str, int | None]] = []  # (file, rank)
        self._source_ids: dict[tuple[str, int | None], int] = {}
        self.src = array("H")
        self.start = array("q")
        self.end = array("q")

    def _source(self, path: str, rank: int | None) -> int:
        i = self._source_ids.get((path, rank))
        if i is None:
            i = self._source_ids[(path, rank)] = len(self.sources)
            self.sources.append((path, rank))
        return i

    def append(self, path: str, start: int, end: int, rank: int | None = None) -> None:
        self.src.append(self._source(path, rank))
        self.start.append(start)
        self.end.append(end)

    def extend(self, path: str, starts: bytes, ends: bytes, rank: int | None = None) -> None:
        """Many spans of one file and rank at once: starts/ends are native int64 arrays as bytes."""
        i = self._source_ids.get((path, rank))
        if i is None:
            i = self._source(path, rank)
        start = self.start
        n = len(start)
        start.frombytes(starts)
        self.end.frombytes(ends)
        self.src.extend(repeat(i, len(start) - n))

    def __len__(self) -> int:
        return len(self.start)

    def view(self) -> SpanView:
        return SpanView(self, len(self.start))


class SpanView(Sequence[PayloadRef]):
    """The first ``n`` spans of a SpanList, as PayloadRefs."""

    __slots__ = ("_src", "_n")

    def __init__(self, src: SpanList, n: int) -> None:
        self._src = src
        self._n = n

    def __len__(self) -> int:
        return self._n

    def _ref(self, i: int) -> PayloadRef:
        s = self._src
        return PayloadRef("trace", s.sources[s.src[i]][0], s.start[i], s.end[i])

    def rank(self, i: int) -> int | None:
        """The rank of event ``i`` (None: a trace without ranks)."""
        if not 0 <= i < self._n:
            raise IndexError(i)
        return self._src.sources[self._src.src[i]][1]

    @overload
    def __getitem__(self, i: int) -> PayloadRef: ...
    @overload
    def __getitem__(self, i: slice) -> list[PayloadRef]: ...
    def __getitem__(self, i):  # type: ignore[no-untyped-def]
        if isinstance(i, slice):
            return [self._ref(k) for k in range(*i.indices(self._n))]
        if i < 0:
            i += self._n
        if not 0 <= i < self._n:
            raise IndexError(i)
        return self._ref(i)

    def __iter__(self) -> Iterator[PayloadRef]:
        for k in range(self._n):
            yield self._ref(k)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SpanView):
            return self._n == other._n and list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((id(self._src), self._n))

    def __repr__(self) -> str:
        return f"SpanView({self._n} spans)"


EMPTY_SPANS = SpanList().view()
