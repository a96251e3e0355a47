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

import os
import re

try:
    import orjson

    _loads = orjson.loads
except ImportError:  # pragma: no cover
    import json

    _loads = json.loads

from .records import Record
from .trace import _HEADER, TraceParser

_BOUNDARY = re.compile(rb"\n[^\t\n]")
_STR = b'{"str"'
PRESCAN_CHUNK = 16 << 20


def record_boundary(path: str, target: int, size: int) -> int:
    """The first record boundary at or after ``target`` (``size`` when there is none)."""
    if target <= 0:
        return 0
    with open(path, "rb") as f:
        fd = f.fileno()
        pos = target - 1  # the boundary is just after a newline
        while pos < size:
            data = os.pread(fd, min(1 << 20, size - pos), pos)
            if not data:
                break
            m = _BOUNDARY.search(data)
            if m is not None:
                return pos + m.start() + 1
            pos += len(data) - 1 if len(data) > 1 else 1
    return size


def prescan(path: str, end: int) -> tuple[int, dict[int, str]]:
    """(line number at ``end``, the ``str`` intern table of the records before ``end``)."""
    lines = 1
    strings: dict[int, str] = {}
    carry = b""
    with open(path, "rb") as f:
        fd = f.fileno()
        pos = 0
        while pos < end:
            data = os.pread(fd, min(PRESCAN_CHUNK, end - pos), pos)
            if not data:
                break
            pos += len(data)
            lines += data.count(b"\n")
            if _STR not in data and _STR not in carry + data[:8]:
                cut = data.rfind(b"\n")
                carry = carry + data if cut < 0 else data[cut + 1 :]
                continue
            buf = carry + data
            cut = buf.rfind(b"\n") + 1
            _strings_in(buf, cut, strings)
            carry = buf[cut:]
    return lines, strings


def _strings_in(buf: bytes, stop: int, strings: dict[int, str]) -> None:
    """``str`` records on the complete lines of buf[:stop], as TraceParser._record keeps them."""
    i = buf.find(_STR, 0, stop)
    while i >= 0:
        ls = buf.rfind(b"\n", 0, i) + 1
        le = buf.find(b"\n", i, stop)
        if le < 0:
            break
        if buf[ls] != 9:
            end = le - 1 if buf[le - 1] == 13 else le
            m = _HEADER.match(buf, ls, end)
            if m is not None and m.end() == i:
                try:
                    env = _loads(buf[i:end])
                except ValueError:
                    env = None
                meta = env.get("str") if isinstance(env, dict) else None
                if isinstance(meta, list) and len(meta) == 2:
                    try:
                        strings[int(meta[1])] = str(meta[0])
                    except (TypeError, ValueError):
                        pass  # the whole-file parse reports it, in the segment before
        i = buf.find(_STR, le, stop)


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
