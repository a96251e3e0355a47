"""Line up the compiles of two runs: by rank, the frame's function and file:line, and the
compile's place among that frame's compiles, never by raw ids (frame ids shift as soon as one
run breaks a graph the other does not).

Two passes. ``exact``: (rank, function, file name, first line, which frame of that signature,
frame compile, attempt). ``name``: what is left, by function name alone (resume functions'
``_at_<line>`` dropped), for runs of the same program from other checkouts or versions whose
lines moved. What has no partner is listed on its side.

Every process numbers its compiles from [0/0] (a minifier's subprocesses, DataLoader workers,
several trainers of one rank): a frame is a frame of one process, and the passes pair the k-th
process of a rank with the other run's k-th (``Process.index``) first. Then the same two passes
again for what is left, across processes (one run whose subprocess compiled what the other's
main process did). Before, the frames of two processes of one rank were one frame: a run of
three processes against itself had a compile "only in A" and "only in B".
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterable
from dataclasses import dataclass

from ...model import Compile

_RESUME_AT = re.compile(r"_at_\d+$")


@dataclass(frozen=True, slots=True)
class Pair:
    a: Compile
    b: Compile
    how: str  # "exact" | "name"


@dataclass(frozen=True, slots=True)
class Alignment:
    pairs: tuple[Pair, ...]
    only_a: tuple[Compile, ...]
    only_b: tuple[Compile, ...]


def frame_label(c: Compile, sig: tuple[str | None, str | None, int | None] | None = None) -> str:
    name, base, line = sig or (c.co_name, _base(c.co_filename), c.co_firstlineno)
    where = f"{base}:{line}" if base and line is not None else (base or "")
    return f"{name or '?'} {where}".strip()


def _base(path: str | None) -> str | None:
    return os.path.basename(path) if path else None


def frame_key(c: Compile) -> tuple:
    """(rank, process, compiled autograd id, frame id): a frame of one run."""
    cid = c.id
    return (c.rank, c.process, cid.compiled_autograd_id, cid.frame_id)


def frame_signatures(compiles: Iterable[Compile]) -> dict[tuple, tuple[str | None, str | None, int | None]]:
    """``frame_key`` -> (function, file name, first line), from the compiles of that frame that
    know it (a restarted attempt may lack the line)."""
    sigs: dict[tuple, tuple[str | None, str | None, int | None]] = {}
    for c in compiles:
        k = frame_key(c)
        name, base, line = sigs.get(k, (None, None, None))
        sigs[k] = (
            name or c.co_name,
            base or _base(c.co_filename),
            line if line is not None else c.co_firstlineno,
        )
    return sigs


def _keys(compiles: list[Compile], one_rank: bool, loose: bool, order: dict[str | None, int] | None) -> dict[tuple, Compile]:
    """Each compile's key across runs; ``order``: each process's place among its rank's (None:
    the processes are not told apart)."""
    sigs = frame_signatures(compiles)

    def proc(fk: tuple) -> int | None:
        return None if order is None else order.get(fk[1], 0)

    # which frame of the same signature this is (the same code compiled by two torch.compile
    # wrappers is two frames), in frame id order
    occ: dict[tuple, int] = {}
    seen: dict[tuple, int] = {}
    for fk in sorted(sigs, key=lambda k: (k[0] is None, k[0] or 0, proc(k) or 0, k[2] is None, k[2] or 0, k[3] is None, k[3] or 0)):
        name, base, line = sigs[fk]
        s = (None if one_rank else fk[0], proc(fk), fk[2] is not None,
             _RESUME_AT.sub("", name or "") if loose else (name, base, line))  # fmt: skip
        seen[s] = seen.get(s, -1) + 1
        occ[fk] = seen[s]
    # attempts counted from the last: a compile that restarted in one run and not in the other
    # pairs its final attempt with the other's, and the thrown-away attempts stand alone
    last: dict[tuple, int] = {}
    for c in compiles:
        k = (frame_key(c), c.id.frame_compile_id)
        last[k] = max(last.get(k, 0), c.id.attempt or 0)
    out: dict[tuple, Compile] = {}
    for c in compiles:
        fk = frame_key(c)
        name, base, line = sigs[fk]
        s = _RESUME_AT.sub("", name or "") if loose else (name, base, line)
        from_last = last[(fk, c.id.frame_compile_id)] - (c.id.attempt or 0)
        key = (None if one_rank else c.rank, proc(fk), fk[2] is not None, s, occ[fk], c.id.frame_compile_id, from_last)
        out.setdefault(key, c)
    return out


def align(a: Iterable[Compile], b: Iterable[Compile], order_a: dict[str | None, int],
          order_b: dict[str | None, int]) -> Alignment:  # fmt: skip
    """Pairs in A's order; A's and B's compiles without a partner in their own order.
    ``order_a``/``order_b``: each process id's place among the processes of its rank
    (``Process.index`` of each run)."""
    ca, cb = list(a), list(b)
    one_rank = len({c.rank for c in ca}) <= 1 and len({c.rank for c in cb}) <= 1
    matched: dict[int, tuple[Compile, str]] = {}  # id(a compile) -> (b compile, how)
    used_b: set[int] = set()
    by_process = ((order_a, order_b), (None, None))  # process by process, then across them
    for (oa, ob), (how, loose) in ((o, h) for o in by_process for h in (("exact", False), ("name", True))):
        la = [c for c in ca if id(c) not in matched]
        lb = [c for c in cb if id(c) not in used_b]
        if not la or not lb:
            break
        ka, kb = _keys(la, one_rank, loose, oa), _keys(lb, one_rank, loose, ob)
        for k, c in ka.items():
            other = kb.get(k)
            if other is not None:
                matched[id(c)] = (other, how)
                used_b.add(id(other))
    pairs = tuple(Pair(c, matched[id(c)][0], matched[id(c)][1]) for c in ca if id(c) in matched)
    return Alignment(
        pairs,
        tuple(c for c in ca if id(c) not in matched),
        tuple(c for c in cb if id(c) not in used_b),
    )
