"""Parsing one TORCH_TRACE file in pieces: a segment [start, end) between two record boundaries,
in a process of its own (sources/parallel.py), as if the file had been read from its start.

A record boundary is the start of a line that does not begin with a TAB (a header line): a
segment parsed from there on gives the records a whole-file parse gives for it, provided the
parser starts in the state the whole-file parse has there. That state is small: the line
number, the ``str`` intern table (``prescan`` reads both from the bytes before the segment,
without parsing them), the file offset; the record before the boundary is finished by
``flush_at_boundary`` (its payload ends there). Chunks are read at the same 1 MB grid a
whole-file read uses, so problems come in the same order.
"""

from __future__ import annotations

import errno
import mmap
import os
import re

try:
    import orjson

    _loads = orjson.loads
except ImportError:  # pragma: no cover
    import json

    _loads = json.loads

from . import native
from .records import Record
from .trace import _HEADER, MAX_LINE, TraceParser

_BOUNDARY = re.compile(rb"\n[^\t\n]")
_STR = b'{"str"'
PRESCAN_CHUNK = 4 << 20  # (mapped a window at a time on each thread: resident while read)
PRESCAN_PIECE_MIN = 4 << 20  # pieces read on several threads: at least this big


_START = re.compile(rb'\n(?=[^\t\n][^\n]{0,300}\] \{"dynamo_start")')
PREFER_WITHIN = 4 << 20


def record_boundary(path: str, target: int, size: int) -> int:
    """A record boundary at or after ``target`` (``size`` when there is none): the start of a
    ``dynamo_start`` record within PREFER_WITHIN bytes when there is one (a compile begins
    there: less state crosses it), else the first boundary."""
    if target <= 0:
        return 0
    with open(path, "rb") as f:
        fd = f.fileno()
        at = _start_within(fd, target - 1, min(PREFER_WITHIN, size - target + 1))
        if at >= 0:
            return target + at
        pos = target - 1  # the boundary is just after a newline
        while pos < size:
            pos = _next_data(fd, pos, size)  # a hole of a sparse file holds no newline
            if pos >= size:
                break
            data = os.pread(fd, min(1 << 20, size - pos), pos)
            if not data:
                break
            m = _BOUNDARY.search(data)
            if m is not None:
                return pos + m.start() + 1
            pos += len(data) - 1 if len(data) > 1 else 1
    return size


_MARK = b'] {"dynamo_start"'
START_STEP = 128 << 10  # the window is read this much at a time: a compile starts within 0.3 MB of most cuts
_START_BACK = 302 + len(_MARK)  # what a step reads again of the one before: a line's head and a marker


def _start_within(fd: int, pos: int, size: int) -> int:
    """``_first_start`` of the ``size`` bytes at ``pos``, read a step at a time (each step again
    with the end of the one before: a marker across the two, and the line head before it)."""
    done = 0  # the bytes before this have been searched
    while done < size:
        lo = max(0, done - _START_BACK)
        hi = min(size, done + START_STEP)
        data = os.pread(fd, hi - lo, pos + lo)
        at = _first_start(data)
        if at >= 0:  # (a marker read again here without its line head only fails the check)
            return lo + at
        if len(data) < hi - lo:
            break
        done = hi
    return -1


def _first_start(data: bytes) -> int:
    """Where ``_START.search(data)`` matches (-1: nowhere), found from the marker (a find, not
    a lookahead at every newline: 31 cuts of a 350 MB trace took 0.29 s before the workers could
    start). The leftmost match is the first marker whose line qualifies: a line holds no marker
    before its first one, and a marker further on its line is further from its start."""
    q = data.find(_MARK)
    while q >= 0:
        ls = data.rfind(b"\n", 0, q)
        if ls >= 0 and q - ls - 2 <= 300 and q - ls >= 2 and data[ls + 1] not in (9, 10):
            return ls
        q = data.find(_MARK, q + 1)
    return -1


def _next_data(fd: int, pos: int, size: int) -> int:
    """``pos``, or where the data after a hole at ``pos`` starts (``size``: none)."""
    seek_data = getattr(os, "SEEK_DATA", None)
    if seek_data is None:
        return pos
    try:
        return os.lseek(fd, pos, seek_data)
    except OSError as e:  # ENXIO: a hole up to the end; else not supported here
        return size if e.errno == errno.ENXIO else pos


def prescan(path: str, end: int) -> tuple[int, dict[int, str]]:
    """(line number at ``end``, the ``str`` intern table of the records before ``end``)."""
    lines, strings, _ = prescan_points(path, [end])[end]
    return lines, strings


State = tuple[int, dict[int, str], dict[int, int]]
Delta = tuple[int, dict[int, str], list[tuple[int, int]]]  # newlines, str entries, (pid, rank)s


def prescan_points(path: str, points: list[int], threads: int = 1) -> dict[int, State]:
    """The state at each of ``points`` (line starts): (line number, the ``str`` intern table,
    the rank each pid's process has there where the native module reads it: pid -> the first
    rank its records give; empty in pure Python). A segment's processes start with it
    (``TraceContext.known_ranks``; the merge checks it).

    The bytes before the last point are cut into pieces at line starts, each read on its own
    (the native pass lets go of the GIL: ``threads`` read them at once) and the pieces' deltas
    added up in file order: newlines add, a later ``str`` entry replaces an earlier one, a
    pid's first rank stays."""
    if native.prescan_lines is None:
        threads = 1  # (the pure-Python prescan holds the GIL)
    pieces = prescan_pieces(path, points, threads)
    if threads > 1 and len(pieces) > 1:
        from concurrent.futures import ThreadPoolExecutor

        with ThreadPoolExecutor(threads) as pool:
            deltas = list(pool.map(lambda ab: piece_delta(path, *ab), pieces))
    else:
        deltas = [piece_delta(path, a, b) for a, b in pieces]
    return states_at(points, pieces, deltas)


def prescan_pieces(path: str, points: list[int], share: int = 1) -> list[tuple[int, int]]:
    """The pieces [start, end) that the bytes before the last of ``points`` are read in (each
    point a piece's end; with ``share`` > 1, line starts between them too, so that as many
    readers share them evenly); [] without a point after 0."""
    targets = sorted({p for p in points if p > 0})
    if not targets:
        return []
    share = max(1, share) if native.prescan_lines is not None else 1
    cuts = _piece_cuts(path, targets, share)
    return list(zip(cuts, cuts[1:], strict=False))


def states_at(points: list[int], pieces: list[tuple[int, int]], deltas: list[Delta]) -> dict[int, State]:
    """The state at each of ``points`` from the deltas of ``pieces`` (prescan_pieces: each
    point a piece's end, or 0), added up in file order."""
    out: dict[int, State] = {}
    lines, strings, ranks = 1, {}, {}
    want = set(points)
    if 0 in want:
        out[0] = (1, {}, {})
    for (_, b), (n, strs, prs) in zip(pieces, deltas, strict=True):
        lines += n
        strings.update(strs)
        for pid, r in prs:
            ranks.setdefault(pid, r)
        if b in want:
            out[b] = (lines, dict(strings), dict(ranks))
    return out


def _piece_cuts(path: str, targets: list[int], threads: int) -> list[int]:
    """0, the targets, and (reading on several threads) line starts between them about
    PRESCAN_CHUNK apart, so that the threads share the bytes evenly."""
    cuts = [0]
    with open(path, "rb") as f:
        fd = f.fileno()
        for t in targets:
            if threads > 1:
                step = max(PRESCAN_PIECE_MIN, (t - cuts[-1]) // (4 * threads))
                pos = cuts[-1] + step
                while pos < t - step // 2:
                    ls = _line_start_after(fd, pos, t)
                    if ls is None:
                        break
                    if ls > cuts[-1]:
                        cuts.append(ls)
                    pos = ls + step
            if t > cuts[-1]:
                cuts.append(t)
    return cuts


def _line_start_after(fd: int, pos: int, limit: int) -> int | None:
    """The first line start after ``pos`` (within 1 MB and before ``limit``), else None."""
    # (lines are short but for payloads: short reads first, each of the bytes after the one
    # before; a metrics line is 30-45 kB: a read of 1 MB for each of those took half of the
    # cuts' time before the workers start)
    done = 0
    for want in (1 << 14, 1 << 17, 1 << 20):
        n = min(want, limit - pos) - done
        data = os.pread(fd, n, pos + done) if n > 0 else b""
        k = data.find(b"\n")
        if k >= 0:
            at = pos + done + k + 1
            return None if at >= limit else at
        done += len(data)
        if len(data) < n or n <= 0:
            break
    return None


def piece_delta(path: str, start: int, end: int) -> Delta:
    """What the bytes [start, end) add to the state at ``start``."""
    strings: dict[int, str] = {}
    if native.prescan_lines is None:
        lines, strings = _prescan_range(path, start, end, 0, strings, {})
        return lines, strings, []
    lines = 0
    ranks: list[tuple[int, int]] = []
    scan = native.prescan_lines
    with open(path, "rb") as f:
        fd = f.fileno()
        pos = start
        while pos < end:
            size = min(PRESCAN_CHUNK, end - pos)
            final = pos + size >= end
            d = pos % mmap.ALLOCATIONGRANULARITY  # a mapping starts on the granularity
            with _map(fd, size + d, pos - d) as mm:
                with memoryview(mm) as whole, whole[d:] as view:
                    n, used, offs, prs = scan(view, final)
                lines += n
                ranks.extend(prs)
                for o in offs:
                    o += d
                    ls = mm.rfind(b"\n", d, o) + 1
                    le = mm.find(b"\n", o)
                    line = _line_at(fd, pos - d + o) if ls == 0 or le < 0 else mm[ls:le]
                    _keep_str(line, o - ls if ls else None, strings)
            if used == 0 and not final:  # a line longer than the window: read on its own
                used = _long_line(fd, pos, end, strings)
                lines += _ends_line(fd, pos + used)
            pos += used
    return lines, strings, ranks


def _long_line(fd: int, pos: int, end: int, strings: dict[int, str]) -> int:
    """A line at ``pos`` longer than a window: its ``str`` entry kept (when it is one and at
    most MAX_LINE long, as the parser reads it); the bytes to its end and newline."""
    head = os.pread(fd, 1 << 16, pos)
    m = _HEADER.match(head)
    if m is not None and head.startswith(_STR, m.end()):
        _keep_str(_line_at(fd, pos), None, strings)
    at = pos
    while at < end:
        data = os.pread(fd, min(1 << 20, end - at), at)
        if not data:
            break
        k = data.find(b"\n")
        if k >= 0:
            return at + k + 1 - pos
        at += len(data)
    return end - pos


def _ends_line(fd: int, after: int) -> bool:
    """Whether the byte before ``after`` is a newline."""
    return after > 0 and os.pread(fd, 1, after - 1) == b"\n"


def _prescan_range(
    path: str, start: int, end: int, lines: int, strings: dict[int, str], ranks: dict[int, int]
) -> tuple[int, dict[int, str]]:
    """The pure-Python prescan: go on from the state at ``start`` (a line start) to the one at
    ``end`` (no ranks)."""
    with open(path, "rb") as f:
        fd = f.fileno()
        pos = start
        while pos < end:
            data = os.pread(fd, min(PRESCAN_CHUNK, end - pos), pos)
            if not data:
                break
            lines += data.count(b"\n")
            offs = _all(data, _STR)
            for o in offs:
                ls = data.rfind(b"\n", 0, o) + 1
                le = data.find(b"\n", o)
                if ls == 0 or le < 0:  # the line begins or ends in another chunk
                    line = _line_at(fd, pos + o)
                else:
                    line = data[ls:le]
                _keep_str(line, o - ls if ls else None, strings)
            pos += len(data)
    return lines, strings


def _map(fd: int, size: int, offset: int) -> mmap.mmap:
    """A read-only mapping, its pages read in at once where Linux can (MAP_POPULATE: about
    half the time of faulting them in one by one)."""
    populate = getattr(mmap, "MAP_POPULATE", 0)
    if populate:
        return mmap.mmap(fd, size, flags=mmap.MAP_SHARED | populate, prot=mmap.PROT_READ, offset=offset)
    return mmap.mmap(fd, size, access=mmap.ACCESS_READ, offset=offset)


def _all(data: bytes, what: bytes) -> list[int]:
    out = []
    i = data.find(what)
    while i >= 0:
        out.append(i)
        i = data.find(what, i + len(what))
    return out


def _line_at(fd: int, at: int, limit: int = MAX_LINE) -> bytes:
    """The whole line around file offset ``at`` (read in pieces, joined once: linear in its
    length however long it is); b"" for a line over ``limit`` (the parser skips it too)."""
    start = at
    while start > 0:
        back = os.pread(fd, min(1 << 16, start), start - min(1 << 16, start))
        k = back.rfind(b"\n")
        if k >= 0:
            start = start - len(back) + k + 1
            break
        start -= len(back)
        if at - start > limit:
            return b""
    pieces: list[bytes] = []
    pos = start
    while True:
        data = os.pread(fd, 1 << 20, pos)
        k = data.find(b"\n")
        if k >= 0 or not data:
            pieces.append(data[:k] if k >= 0 else data)
            return b"".join(pieces)
        pieces.append(data)
        pos += len(data)
        if pos - start > limit:
            return b""


def _keep_str(line: bytes, at: int | None, strings: dict[int, str]) -> None:
    """A ``str`` record's entry, as TraceParser._record keeps it (``at``: where '{"str"' is)."""
    if not line or line[0] == 9:
        return  # a payload line
    if line.endswith(b"\r"):
        line = line[:-1]
    m = _HEADER.match(line)
    if m is None or (at is not None and m.end() != at) or not line.startswith(_STR, m.end()):
        return
    try:
        env = _loads(line[m.end() :])
    except ValueError:
        return
    meta = env.get("str") if isinstance(env, dict) else None
    if isinstance(meta, list) and len(meta) == 2:
        try:
            strings[int(meta[1])] = str(meta[0])
        except (TypeError, ValueError):
            pass  # the whole-file parse reports it, in the segment before


def start_at(p: TraceParser, offset: int, line: int, strings: dict[int, str]) -> None:
    """Put a parser that is at a record boundary (a new one, or one just flushed) at ``offset``."""
    assert not p._carry and not p._mode and p._pend is None
    p.bytes_seen = offset
    p._line = line
    p.strings.update(strings)


def flush_at_boundary(p: TraceParser) -> list[Record]:
    """The parser has been fed up to a record boundary: finish the record whose payload ends
    there (a whole-file parse ends it when it sees the next header line)."""
    out: list[Record] = []
    assert not p._carry, "segments end at a line start"
    try:
        if p._mode == 1:  # _PAYLOAD
            out.append(p._finish_payload(b"", 0, 0, p.bytes_seen, False))
        elif p._mode == 2:  # _ORPHAN
            p._orphan_problem()
        p._mode = 0
        p._at_line_start = True
    finally:
        if p._md5_jobs:
            p._collect_md5()
    return out


def portable(p: TraceParser) -> TraceParser:
    """The parser, picklable (the pieces of a payload that goes on are views into chunks)."""
    p._pieces = [bytes(x) for x in p._pieces]
    return p
