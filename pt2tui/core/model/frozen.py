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
        # the frames, numbered as first seen: (rank, frame key) -> its number; each number's
        # compiles and name (frame_names.py; 0: not found yet)
        self.frame_index: dict[tuple, int] = {}
        self.frames: list[list[CompileAcc]] = []
        self.known: list[Any] = []
        # each compile's list in ``attempts`` and its frame's number (a compile keeps its id,
        # rank and process once in the builder): found once, not made again at each snapshot
        self.attempts_of: dict[CompileAcc, list[CompileAcc]] = {}
        self.frame_of: dict[CompileAcc, int] = {}
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
        attempts_of, frame_of = self.attempts_of, self.frame_of
        if len(accs) != n0:
            new = list(accs.values())[n0:]
            last, attempts, frames, index = self.last, self.attempts, self.frames, self.frame_index
            self.accs.extend(new)
            self.counts.extend([-1] * len(new))
            for acc in new:
                cid = acc.id
                fkey = frame_compile_key((acc.rank, acc.process), cid)
                if cid.attempt >= last.get(fkey, -1):
                    last[fkey] = cid.attempt
                att = attempts.get(fkey)
                if att is None:
                    att = attempts[fkey] = []
                att.append(acc)
                attempts_of[acc] = att
                fk = (acc.rank, cid.frame_key)
                i = index.get(fk)
                if i is None:
                    i = index[fk] = len(frames)
                    frames.append([acc])
                    self.known.append(0)
                else:
                    frames[i].append(acc)
                frame_of[acc] = i
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
            att = attempts_of[acc]
            if len(att) > 1:  # (else it is the compile itself)
                dirty.update(att)
        raw = self.raw
        for acc in dirty:
            raw[acc] = freeze(acc, live, self.last, accs, failed)
        # frame names: redone where a frame's known name changed
        sk = self._sort_key
        refill: set[CompileAcc] = set(dirty)
        known_of, frames = self.known, self.frames
        for i in set(map(frame_of.__getitem__, dirty)):
            members = frames[i]
            if len(members) == 1:  # (most frames of a big run: frame_known of one compile)
                c = raw[members[0]]
                known = (c.co_name, c.co_filename, c.co_firstlineno) if c.co_name else None
            else:
                members.sort(key=sk)
                known = frame_known(raw[a] for a in members)
            if known != known_of[i]:
                known_of[i] = known
                refill.update(members)
        done = self.done
        for acc in refill:
            c = raw[acc]
            known = known_of[frame_of[acc]]
            # (fill_one's own cases where it returns the compile as it is, without the call)
            if not known or c.id.frame_id is None or (c.co_name and c.co_firstlineno is not None):
                done[acc] = c
            else:
                done[acc] = fill_one(c, known)
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
