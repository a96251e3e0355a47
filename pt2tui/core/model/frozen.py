"""The frozen compiles of a RunBuilder, kept from one snapshot to the next.

A big run is snapshotted many times while it is indexed (the TUI shows it as it goes; a live
run forever): freezing every compile again each time would make the whole indexing quadratic.
``FrozenCompiles`` re-freezes only the compiles that changed since the last snapshot:

- a compile changed when a record was added to it (``CompileAcc.record_count`` moves) or the
  builder was told so (``RunBuilder.mark_changed``: debug-dir artifacts attached afterwards);
- the attempts of a frame compile go together: a later attempt (or its metrics) changes an
  earlier attempt's status (``restarted``) and restart reasons (status.py);
- a frame's name filled from its other compiles (frame_names.py) is redone for the frames whose
  known name changed;
- failures placed on compiles outside a frame (outside.py), and live -> finished, re-freeze
  the compiles they concern (all of them for the latter, once).

The graph-break groups are kept the same way (graph_breaks.py). The result is the same as
freezing everything from scratch (tests/test_snapshot_incremental.py checks it).
"""

from __future__ import annotations

from itertools import compress
from operator import attrgetter, ne
from typing import Any

from .context import CompileAcc
from .frame_names import fill_one, frame_known
from .graph_breaks import GraphBreakGroups
from .run import Compile
from .status import frame_compile_key

_RECORDS = attrgetter("record_count")


def _rank_key(r: int | None) -> int:
    return -1 if r is None else r


class FrozenCompiles:
    def __init__(self) -> None:
        self.accs: list[CompileAcc] = []  # in the builder's order (creation)
        self.counts: list[int] = []  # their record counts when last frozen
        self.raw: dict[CompileAcc, Compile] = {}  # frozen, before frame names are filled
        self.done: dict[CompileAcc, Compile] = {}  # what the snapshot shows
        self.last: dict[tuple, int] = {}  # frame compile -> its last attempt
        self.attempts: dict[tuple, list[CompileAcc]] = {}  # frame compile -> its attempts
        self.frames: dict[tuple, list[CompileAcc]] = {}  # (rank, frame key) -> its compiles
        self.known: dict[tuple, Any] = {}  # (rank, frame key) -> its name (frame_names.py)
        self.live: bool | None = None
        self.failed: dict = {}
        self.order: dict[str, int] = {}  # Process.id -> index
        self.sorted: list[CompileAcc] = []
        self.compiles: tuple[Compile, ...] = ()
        self.sort_keys: dict[CompileAcc, tuple] = {}
        self.breaks = GraphBreakGroups()
        self.touched: set[CompileAcc] = set()  # RunBuilder.mark_changed

    def update(self, accs: dict, live: bool, failed: dict, order: dict[str, int], freeze: Any,
               loose: list) -> tuple[Compile, ...]:  # fmt: skip
        """The compiles in snapshot order (``self.breaks.result``: the graph-break groups of
        them and of ``loose``); ``freeze(acc, live, last, accs, failed)`` freezes one."""
        dirty: set[CompileAcc] = set(self.touched)
        self.touched.clear()
        # new compiles (the builder's dict only grows)
        n0 = len(self.accs)
        if len(accs) != n0:
            new = list(accs.values())[n0:]
            for acc in new:
                self.accs.append(acc)
                self.counts.append(-1)
                fkey = frame_compile_key((acc.rank, acc.process), acc.id)
                if acc.id.attempt >= self.last.get(fkey, -1):
                    self.last[fkey] = acc.id.attempt
                self.attempts.setdefault(fkey, []).append(acc)
                self.frames.setdefault((acc.rank, acc.id.frame_key), []).append(acc)
        # compiles a record was added to since the last snapshot
        counts = list(map(_RECORDS, self.accs))
        dirty.update(compress(self.accs, map(ne, counts, self.counts)))
        self.counts = counts
        if live != self.live:  # (it decides only the status of a compile without metrics:
            self.live = live  # running while the run is, missing after; builder._freeze)
            dirty.update(a for a in self.accs if a.metrics is None)
        if failed != self.failed:
            keys = {
                k
                for k in failed.keys() | self.failed.keys()
                if failed.get(k) is not self.failed.get(k)
            }
            dirty.update(a for a in self.accs if (a.rank, a.id) in keys)
            self.failed = dict(failed)
        resort = False
        if order != self.order:  # (a process's index in its rank: a new rank's moves no other)
            moved = {k for k, v in order.items() if self.order.get(k) != v} | (self.order.keys() - order.keys())
            self.order = dict(order)
            stale = [a for a in self.sort_keys if a.process in moved]
            for acc in stale:
                del self.sort_keys[acc]
            resort = bool(stale)
        if not dirty and not resort and len(accs) == n0:
            self.breaks.update((), self.done, self._sort_key, False, loose)
            return self.compiles
        # the attempts of a frame compile go together
        for acc in list(dirty):
            dirty.update(self.attempts[frame_compile_key((acc.rank, acc.process), acc.id)])
        raw = self.raw
        for acc in dirty:
            raw[acc] = freeze(acc, live, self.last, accs, failed)
        # frame names: redone where a frame's known name changed
        sk = self._sort_key
        refill: set[CompileAcc] = set(dirty)
        for fk in {(a.rank, a.id.frame_key) for a in dirty}:
            members = self.frames[fk]
            members.sort(key=sk)
            known = frame_known(raw[a] for a in members)
            if known != self.known.get(fk, 0):
                self.known[fk] = known
                refill.update(members)
        done = self.done
        known_of = self.known
        for acc in refill:
            done[acc] = fill_one(raw[acc], known_of.get((acc.rank, acc.id.frame_key)))
        if resort or len(accs) != n0:
            self.sorted = sorted(self.accs, key=sk)
        self.compiles = tuple(map(done.__getitem__, self.sorted))
        self.breaks.update(refill, done, sk, resort, loose)
        return self.compiles

    def _sort_key(self, acc: CompileAcc) -> tuple:
        k = self.sort_keys.get(acc)
        if k is None:
            k = self.sort_keys[acc] = (
                _rank_key(acc.rank),
                self.order.get(acc.process, -1),
                acc.id.sort_key,
            )
        return k
