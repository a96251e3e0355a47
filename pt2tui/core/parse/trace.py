"""Incremental TORCH_TRACE parser: feed bytes, get records.

A TORCH_TRACE file is a sequence of records. Each record is one glog-prefixed header line
holding a JSON envelope, ``V1122 04:11:56.461000 429 torch/_logging/structured.py:28] {...}``,
optionally followed by payload lines, each starting with a TAB. The envelope's first key is
the event kind; ``has_payload`` is the md5 of the payload (the lines without their TAB, joined
by "\\n"). ``str`` records intern file names used by stacks.

Payloads are not copied: a record carries the byte span of its payload in the source, read
later with ``payloads.read_payload``. A half-written last line or payload waits for more bytes.
What it gives (Record, LiteRun) is in ``records.py``; payload text and md5 in ``payloads.py``.

Speed (this is the hot loop of every index; ``bench/bench_index.py`` measures it): where the
native scanner (``_scan.c``) is built, it walks the well-formed records and this module only
finishes them (``_take``), handling whatever the scanner stops at; a parser made with
``lite=True`` gets runs of plain chromium events as ``LiteRun``s. Without it, bytes are
touched by C code only (one regex pass finds where payloads end, one ``count`` pass numbers
lines); the Python work is per record, and kept small: fed chunks are never copied (only a
half-written line is carried over), envelope key layouts and compile ids are cached, a Record
is built once by setting its slots directly. md5 checks drop TABs with one ``translate``, and
the large ones are hashed at the end of each feed by two threads (the md5 in C lets go of the
GIL); with ``feed(data, hold_md5=True)`` a helper thread hashes them while the caller builds
the model from the records, and ``settle()`` puts their problems in place (for a caller that
adds the problems after the records: sources' feed_chunk places them among the records by file
offset, so it needs them settled and does not hold).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

try:  # orjson is a hard dependency, but keep the parser importable without it
    import orjson

    _loads = orjson.loads
    _JSONError: type[Exception] = orjson.JSONDecodeError
except ImportError:  # pragma: no cover
    import json

    _loads = json.loads
    _JSONError = ValueError

from . import native
from .envelopes import _LEVELS
from .native_take import take_items
from .payloads import BATCH_MD5_MIN, Md5Batch, payload_md5, span_md5
from .problem_fold import ProblemFold
from .record_of import record_of
from .records import (
    Record,
    _s_payload,
)
from .types import Problem

# The native fast path (_scan.c, built at install when a C compiler is there; native.py): it
# walks the well-formed records, builds their Records, and hands back the rest.
# `[rank0]:` is only written by the text formatter, but accept it: some tools prepend it.
# Groups: rank, level, time, pid, "file:line" (split at its last colon).
_HEADER = re.compile(
    rb"(?:\[rank(\d+)\]:)?([VIWEC])(\d{4} \d\d:\d\d:\d\d\.\d+) +(\d+) ([^\]]*:\d+)\] "
)
_NON_TAB_LINE = re.compile(rb"\n[^\t]")
_BLANK_LINES = re.compile(rb"[\r\n]+")  # (blank lines are "\n" or "\r\n")
_CRLF = (10, 13)
_HEAD_START = re.compile(rb"(?:\[rank\d*\]?:?)?[VIWEC]\d")  # a header cut short by the file's end

_PAYLOAD, _ORPHAN = 1, 2  # modes while inside a run of TAB lines
# A header line longer than this is skipped to its newline, with a problem line: a half-written
# line is carried over from chunk to chunk, and a tail of NUL bytes (a preallocated or sparse
# file) or garbage without newlines must not be buffered whole.
MAX_LINE = 64 << 20


class TraceParser:
    """Incremental parser of one TORCH_TRACE source.

    ``feed(data)`` appends bytes and returns the records completed by them; ``feed(b"",
    eof=True)`` flushes the last one. Problems found (corrupt lines, bad JSON, orphan payload
    lines, truncation, md5 mismatches when ``verify``) accumulate in ``problems``; all of a
    ``feed``'s problems are in the list when it returns.
    """

    def __init__(self, source: str = "<trace>", *, verify: bool = False, lite: bool = False) -> None:
        self.source = source
        self.verify = verify
        # lite: feed() may give LiteRuns in place of plain chromium_event Records (for builders)
        self.lite = lite
        self.problems: list[Problem] = []
        self.problem_at: list[int] = []  # the file offset of each problem (its place among records)
        self.problem_fold = ProblemFold()  # problem_fold.py; reset by the taker of the list
        self.strings: dict[int, str] = {}  # the `str` intern table
        self.bytes_seen = 0
        self.count = 0
        self._eof = False
        self._end = 0  # file offset the parse ended at (for "bytes fed after end of file")
        self._line = 1  # line number where the next _run starts
        self._carry = bytearray()  # a line begun, not ended yet (never starts with TAB)
        self._carry_off = 0  # its file offset
        self._skip: tuple[int, int, int] | None = None  # a too-long line: (offset, line, bytes so far)
        self._mode = 0  # 0, or _PAYLOAD / _ORPHAN: in a run of TAB lines that goes on
        self._at_line_start = True  # in a mode: the next byte begins a line
        self._pend: tuple | None = None  # the record whose payload goes on, less its payload
        self._pend_start = 0  # file offset of that payload
        self._pieces: list[memoryview] = []  # its bytes in earlier chunks
        self._kept = 0  # their size; over MAX_LINE they are let go (``_unkept``), not checked
        self._unkept = False
        self._orphan: tuple[int, int] = (0, 0)  # (offset, line) of the orphan lines being skipped
        self._md5_jobs: list[tuple[tuple[bytes, int, int, int], str, int, int, str, int]] = []
        self._md5_batch: tuple[list, Md5Batch] | None = None  # a held feed's jobs, being hashed

    # -- public -----------------------------------------------------------------------------
    def feed(self, data: bytes, eof: bool = False, hold_md5: bool = False) -> list[Record]:
        """The records ``data`` completes. ``hold_md5``: the large payloads' md5s are hashed by a
        helper thread while the caller goes on (with the records), and their mismatches are in
        ``problems`` once it calls ``settle()`` (any other call settles first)."""
        if self._md5_batch is not None:
            self.settle()
        if self._eof:
            if data:
                self._problem(self._end, "bytes fed after end of file")
            return []
        if type(data) is not bytes:
            data = bytes(data)
        base = self.bytes_seen
        n = len(data)
        self.bytes_seen += n
        out: list[Record] = []
        try:
            pos = 0
            if self._skip is not None:  # inside a line too long to keep: find its end
                k = data.find(b"\n")
                off, line, seen = self._skip
                if k < 0 and not eof:
                    self._skip = (off, line, seen + n)
                    return out
                pos = n if k < 0 else k + 1
                self._skip = None
                self._long_line(off, line, seen + pos)
                self._line = line + (0 if k < 0 else 1)
                if k < 0:
                    self._end, self._eof = base + n, True
                    return out
            if self._carry:  # finish the half-written line first, without copying `data`
                k = data.find(b"\n")
                if k < 0 and not eof:
                    if len(self._carry) + n > MAX_LINE:  # too long to keep: skipped to its end
                        self._skip = (self._carry_off, self._line, len(self._carry) + n)
                        self._carry = bytearray()
                        return out
                    self._carry += data
                    return out
                pos = n if k < 0 else k + 1
                head = bytes(self._carry) + data[:pos]
                self._carry = bytearray()
                self._run(head, 0, self._carry_off, eof and k < 0, out)
                if k < 0:  # at eof, and the head was all of it
                    return out
            self._run(data, pos, base, eof, out)
        finally:
            if self._md5_jobs:
                self._start_md5(hold_md5)
                if not hold_md5:
                    self.settle()
        return out

    def close(self) -> list[Record]:
        return self.feed(b"", eof=True)

    def settle(self) -> None:
        """Wait for the md5s of a feed made with ``hold_md5`` and put their problems in place."""
        if self._md5_batch is not None:
            jobs, batch = self._md5_batch
            self._md5_batch = None
            self._place_md5(jobs, batch.result())

    def skip_hole(self, n: int) -> bool:
        """``n`` NUL bytes come next (a hole of a sparse file): True when they were taken
        without being read, as ``feed`` would (a line that gets over MAX_LINE is skipped);
        False when they must be fed."""
        if self._eof or self._mode or self._md5_jobs or self._md5_batch is not None:
            return False
        if self._skip is not None:
            off, line, seen = self._skip
            self._skip = (off, line, seen + n)
        elif len(self._carry) + n > MAX_LINE:
            start = self._carry_off if self._carry else self.bytes_seen
            self._skip = (start, self._line, len(self._carry) + n)
            self._carry = bytearray()
        else:
            return False
        self.bytes_seen += n
        return True

    # -- internals --------------------------------------------------------------------------
    def _run(self, buf: bytes, pos: int, base: int, eof: bool, out: list[Record]) -> None:
        """Parse buf[pos:]; buf[0] is at file offset ``base``, buf[pos] on line ``self._line``.

        The hot loop: one iteration a record, all byte scanning in C (find, count, regex).
        """
        n = len(buf)
        line = self._line  # the line number at buf[lpos]; newlines are counted lazily
        lpos = pos
        count = buf.count
        find = buf.find
        nontab_search = _NON_TAB_LINE.search
        blanks_match = _BLANK_LINES.match
        header_match = _HEADER.match
        loads = _loads
        append = out.append
        levels = _LEVELS
        verify = self.verify
        s_payload = _s_payload
        index = self.count
        mode = self._mode
        scan = native.scan
        lite = self.lite
        strings = self.strings
        scanned_to = -1  # where the native scanner last stopped: the Python code goes on there
        try:
            while True:
                if scan is not None and not mode and pos != scanned_to and pos < n:
                    if lpos < pos:
                        line += count(b"\n", lpos, pos)
                    items, pos, line, again = scan(buf, pos, base, line, lite, verify, index, strings)
                    lpos = pos
                    scanned_to = -1 if again else pos  # again: it left one record to take_items
                    if items:
                        index = take_items(self, items, buf, base, index, out)
                    continue
                if mode:
                    # A run of TAB lines that began in an earlier chunk (a payload, or orphan
                    # payload lines): it ends before the first line that does not start with TAB.
                    if pos >= n:
                        break
                    if self._at_line_start and buf[pos] != 9:
                        end = pos
                    else:
                        m = nontab_search(buf, pos)
                        if m is None:  # goes on in the next chunk
                            if mode == _PAYLOAD and not self._unkept:
                                self._pieces.append(memoryview(buf)[pos:])
                                self._kept += n - pos
                                if self._kept > MAX_LINE:  # memory stays bounded: not checked
                                    self._pieces, self._unkept = [], True
                            self._at_line_start = buf[n - 1] == 10
                            pos = n
                            break
                        end = m.start() + 1
                    if mode == _PAYLOAD:
                        append(self._finish_payload(buf, pos, end, base, False))
                    else:
                        self._orphan_problem()
                    mode = self._mode = 0
                    pos = end
                    continue
                if pos >= n:
                    break
                if buf[pos] in _CRLF:  # a run of blank lines (tlparse skips them too): at once
                    e = blanks_match(buf, pos).end()  # (\r and \n: a line "\r\r" is not blank)
                    rr = find(b"\r\r", pos, e)
                    e = e if rr < 0 else rr + 1
                    if buf[e - 1] == 13:
                        e -= 1
                    if e > pos:
                        pos = e
                        continue
                nl = find(b"\n", pos)
                if nl < 0:
                    if not eof:  # a half-written line: carry it over
                        line += count(b"\n", lpos, pos)
                        lpos = pos
                        if n - pos > MAX_LINE:
                            self._skip = (base + pos, line, n - pos)
                            pos = lpos = n
                            break
                        self._carry = bytearray(buf[pos:])
                        self._carry_off = base + pos
                        break
                    nl = n
                    truncated = True
                else:
                    truncated = False
                c = buf[pos]
                if c == 9:  # TAB: payload lines with no record header before them
                    line += count(b"\n", lpos, pos)
                    lpos = pos
                    self._orphan = (base + pos, line)
                    mode = self._mode = _ORPHAN
                    self._at_line_start = True
                    continue
                if nl == pos or (nl == pos + 1 and c == 13):  # blank line: tlparse skips them too
                    pos = nl + 1
                    continue
                line += count(b"\n", lpos, pos)
                lpos = pos
                # -- the header line [pos, nl) ---------------------------------------------
                end = nl - 1 if buf[nl - 1] == 13 else nl
                m = header_match(buf, pos, end)
                if m is None:
                    self._problem(
                        base + pos,
                        "truncated record (file ends mid-line)" if truncated and _HEAD_START.match(buf, pos, end)
                        else f"not a TORCH_TRACE record (no glog prefix): {_preview(buf[pos:end])}",
                        line,
                    )  # fmt: skip
                    pos = nl + 1
                    continue
                try:
                    env = loads(buf[m.end() : end])
                except _JSONError as e:
                    what = "truncated record (file ends mid-line)" if truncated else f"corrupt JSON envelope ({e})"
                    self._problem(base + pos, what, line)
                    pos = nl + 1
                    continue
                if not isinstance(env, dict) or not env:
                    self._problem(base + pos, "JSON envelope is not an object", line)
                    pos = nl + 1
                    continue
                g_rank, g_level, g_time, g_pid, g_where = m.groups()
                r = self._record(
                    env, index, base + pos, line, levels[g_level], g_time.decode(), int(g_pid),
                    g_where, None if g_rank is None else int(g_rank),
                )  # fmt: skip
                index += 1
                kind = r.kind
                md5 = r.md5
                pos = nl + 1
                if md5 is None:
                    append(r)
                    continue
                # -- its payload: the TAB lines that follow ---------------------------------
                if pos < n:
                    if buf[pos] != 9:
                        s_payload(r, (base + pos, base + pos))
                        if verify:
                            self._check_md5(buf, pos, pos, md5, base + lpos, line, kind)
                        append(r)
                        continue
                    m = nontab_search(buf, pos)
                    if m is not None:
                        end = m.start() + 1
                        s_payload(r, (base + pos, base + end))
                        if verify:
                            nlines = count(b"\n", pos, end)  # counted once: lines go on from here
                            self._check_md5(buf, pos, end, md5, base + lpos, line, kind, nlines)
                            line += 1 + nlines  # the header's newline and the payload's
                            lpos = end
                        append(r)
                        pos = end
                        continue
                    # it goes on in the next chunk (or ends the file): finish it there
                    self._pieces = [memoryview(buf)[pos:]]
                    self._kept, self._unkept = n - pos, False
                    self._at_line_start = buf[n - 1] == 10
                else:
                    pos = n
                    self._pieces = []
                    self._kept, self._unkept = 0, False
                    self._at_line_start = True
                self._pend = (r, base + lpos, line, kind, md5)
                self._pend_start = base + pos
                mode = self._mode = _PAYLOAD
                pos = n
        finally:
            self.count = index
        if eof:
            if mode == _PAYLOAD:
                append(self._finish_payload(buf, min(pos, n), n, base, True))
            elif mode == _ORPHAN:
                self._orphan_problem()
            self._mode = 0
            self._end = base + pos
            self._eof = True
        self._line = line + count(b"\n", lpos, n) if lpos < n else line

    _record = record_of  # an envelope -> its Record (record_of.py)

    def _finish_payload(self, buf: bytes, start: int, end: int, base: int, at_eof: bool) -> Record:
        """The payload of the pending record ends at buf[end] (it began in an earlier chunk)."""
        pend = self._pend
        assert pend is not None
        self._pend = None
        r, offset, line, kind, md5 = pend
        _s_payload(r, (self._pend_start, base + end))
        pieces = self._pieces
        self._pieces = []
        if self._unkept:  # a payload over MAX_LINE: its bytes were not kept to check
            self._unkept = False
            return r
        if at_eof or self.verify:
            if pieces:
                pieces.append(memoryview(buf)[start:end])
                raw = b"".join(pieces)
            else:
                raw = buf[start:end]
            if at_eof and not raw:
                self._problem(offset, f"truncated record: {kind} payload missing", line)
            elif at_eof and not raw.endswith(b"\n"):
                # The file ends inside this payload: complete (just no final newline) only if
                # the md5 says so; otherwise the writer was cut off mid-payload.
                if payload_md5(raw) != md5:
                    self._problem(offset, f"truncated record: {kind} payload cut short", line)
            elif self.verify:
                self._check_md5(raw, 0, len(raw), md5, offset, line, kind)
        return r

    def _check_md5(
        self, buf: bytes, start: int, end: int, md5: str, offset: int, line: int, kind: str,
        nlines: int = -1,
    ) -> None:
        if end - start < BATCH_MD5_MIN:
            got = span_md5(buf, start, end, nlines)
            if got != md5:
                self._md5_problem(got, md5, offset, line, kind)
            return
        # Large: hashed when the feed ends, two threads at it (see _collect_md5); a placeholder
        # keeps the problem's place in the list meanwhile (a held feed's are placed first).
        if self._md5_batch is not None:
            self.settle()
        self._md5_jobs.append(((buf, start, end, nlines), md5, offset, line, kind, len(self.problems)))
        self.problems.append(_PLACEHOLDER)
        self.problem_at.append(offset)

    def _md5_problem(self, got: str, md5: str, offset: int, line: int, kind: str) -> None:
        self._problem(  # not folded here: a large payload's is put in its place after the feed
            offset, f"payload md5 mismatch in {kind}: has_payload {md5}, payload hashes to {got}", line, False
        )

    def _collect_md5(self) -> None:
        """Hash the feed's large payloads, two threads at it (the md5 in C lets go of the GIL),
        and put the mismatches found where the placeholders keep their places."""
        self._start_md5(False)
        self.settle()

    def _start_md5(self, early: bool) -> None:
        if self._md5_batch is not None:  # (never two at once: feed settles first)
            self.settle()
        jobs, self._md5_jobs = self._md5_jobs, []
        self._md5_batch = (jobs, Md5Batch([j[0] for j in jobs], early))

    def _place_md5(self, jobs: list, digests: list[str]) -> None:
        probs, at = self.problems, self.problem_at
        first = jobs[0][5]
        tail, tail_at = probs[first:], at[first:]
        del probs[first:], at[first:]
        it = iter(zip(jobs, digests, strict=True))
        for pr, o in zip(tail, tail_at, strict=True):
            if pr is _PLACEHOLDER:
                (_, md5, offset, line, kind, _), got = next(it)
                if got != md5:
                    self._md5_problem(got, md5, offset, line, kind)
            else:
                probs.append(pr)
                at.append(o)

    def _long_line(self, offset: int, line: int, size: int) -> None:
        self._problem(offset, f"a line of {size:,} bytes skipped to its end (over the bound, {MAX_LINE:,})", line)

    def _orphan_problem(self) -> None:
        offset, line = self._orphan
        self._problem(offset, "payload lines with no record header before them", line)

    def _problem(self, offset: int, what: str, line: int | None = None, fold: bool = True) -> None:
        where = f"{self.source}:{line}" if line is not None else f"{self.source}@{offset}"
        if not fold:
            self.problems.append(Problem(where, what))
        elif not self.problem_fold.add(self.problems, Problem(where, what)):
            return  # counted in its kind's line
        self.problem_at.append(offset)


_PLACEHOLDER = Problem("", "")  # stands for a pending md5 check inside feed(); never seen outside


def _preview(line: bytes, n: int = 60) -> str:
    text = line[:n].decode("utf-8", errors="backslashreplace")
    return repr(text + ("..." if len(line) > n else ""))


CHUNK = 4 << 20


def iter_trace_file(
    path: str, *, verify: bool = False, chunk: int = CHUNK, parser: TraceParser | None = None
) -> Iterator[Record]:
    """All records of a complete trace file, read in chunks (constant memory)."""
    p = parser or TraceParser(path, verify=verify)
    with open(path, "rb") as f:
        while True:
            data = f.read(chunk)
            if not data:
                break
            yield from p.feed(data)
    yield from p.close()
