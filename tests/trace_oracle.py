"""The TORCH_TRACE parser as it was before it was made fast: the oracle of test_trace_fast.py.

pt2tui/core/trace.py was rewritten for speed. ``RefParser`` is the parser as it was before
(verbatim but for names); tests/test_trace_fast.py checks that for any input and any chunking
both give the same records, problems, intern table and count. A helper module, not a test file.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from typing import Any

from pt2tui.core.model import Problem
from pt2tui.core.parse.compile_id import CompileId

try:
    import orjson

    _loads = orjson.loads
    _JSONError: type[Exception] = orjson.JSONDecodeError
except ImportError:  # pragma: no cover
    import json

    _loads = json.loads
    _JSONError = ValueError


_REF_HEAD_START = re.compile(rb"(?:\[rank\d*\]?:?)?[VIWEC]\d")
_REF_HEADER = re.compile(
    rb"(?:\[rank(\d+)\]:)?([VIWEC])(\d{4} \d\d:\d\d:\d\d\.\d+) +(\d+) ([^\]]*?):(\d+)\] "
)
_REF_NON_TAB_LINE = re.compile(rb"\n[^\t]")
_CID_FIELDS = ("frame_id", "frame_compile_id", "attempt", "compiled_autograd_id")


@dataclass(frozen=True, slots=True)
class RefRecord:
    index: int
    line: int
    offset: int
    level: str
    time: str
    pid: int
    where: str
    kind: str
    meta: Any
    compile_id: CompileId | None
    rank: int | None
    payload: tuple[int, int] | None = None
    md5: str | None = None
    envelope: dict[str, Any] | None = None


def _ref_unpack_payload(raw: bytes) -> bytes:
    if b"\r" in raw:
        raw = raw.replace(b"\r\n", b"\n")
    if raw.endswith(b"\n"):
        raw = raw[:-1]
    if raw.startswith(b"\t"):
        raw = raw[1:]
    return raw.replace(b"\n\t", b"\n")


def _ref_payload_md5(raw: bytes) -> str:
    return hashlib.md5(_ref_unpack_payload(raw), usedforsecurity=False).hexdigest()


def _ref_preview(line: bytes, n: int = 60) -> str:
    text = line[:n].decode("utf-8", errors="backslashreplace")
    return repr(text + ("..." if len(line) > n else ""))


class RefParser:
    """Incremental parser of one TORCH_TRACE source.

    ``feed(data)`` appends bytes and returns the records completed by them; ``feed(b"",
    eof=True)`` flushes the last one. Problems found (corrupt lines, bad JSON, orphan payload
    lines, truncation, md5 mismatches when ``verify``) accumulate in ``problems``.
    """

    def __init__(self, source: str = "<trace>", *, verify: bool = False) -> None:
        self.source = source
        self.verify = verify
        self.problems: list[Problem] = []
        self.strings: dict[int, str] = {}  # the `str` intern table
        self.bytes_seen = 0
        self.count = 0
        self._buf = b""
        self._base = 0  # file offset of _buf[0]
        self._line_base = 1  # line number of _buf[0]
        self._pending: RefRecord | None = None  # header read, payload end not found yet
        self._pending_end = 0  # buffer index where the pending header line ended
        self._scan = 0  # buffer index from where to look for the end of the pending payload
        self._eof = False
        self._lc_pos = 0  # line counter: position in _buf and its line number
        self._lc_line = 1

    # -- public -----------------------------------------------------------------------------
    def feed(self, data: bytes, eof: bool = False) -> list[RefRecord]:
        if self._eof:
            if data:
                self._problem(self._base + len(self._buf), "bytes fed after end of file")
            return []
        self.bytes_seen += len(data)
        buf = self._buf + data if self._buf else data
        out: list[RefRecord] = []
        self._lc_pos, self._lc_line = 0, self._line_base
        pos = self._parse(buf, out, eof)
        # Keep what is not consumed; line numbers advance by the newlines dropped.
        if pos:
            self._line_base = self._line_of(buf, pos)
            self._base += pos
            self._pending_end -= pos
            self._scan = max(0, self._scan - pos)
        self._buf = buf[pos:]
        if eof:
            self._eof = True
        return out

    def close(self) -> list[RefRecord]:
        return self.feed(b"", eof=True)

    # -- internals --------------------------------------------------------------------------
    def _parse(self, buf: bytes, out: list[RefRecord], eof: bool) -> int:
        pos = 0
        n = len(buf)
        nontab_search = _REF_NON_TAB_LINE.search
        find = buf.find
        while True:
            if self._pending is not None:
                start = self._pending_end
                at_eof = False
                if start >= n:
                    if not eof:
                        return pos
                    end, at_eof = n, True
                elif buf[start] != 9:  # next line is no payload line: empty payload
                    end = start
                else:
                    m = nontab_search(buf, max(self._scan, start))
                    if m is not None:
                        end = m.start() + 1
                    elif eof:
                        end, at_eof = n, True
                    else:
                        self._scan = max(start, n - 1)
                        return pos
                out.append(self._finish_payload(buf, start, end, at_eof))
                pos = end
            if pos >= n:
                return pos
            nl = find(b"\n", pos)
            if nl < 0:
                if not eof:
                    return pos
                nl = n
                truncated = True
            else:
                truncated = False
            c = buf[pos]
            if c == 9:  # TAB: payload line with no header before it
                m = nontab_search(buf, pos)
                end = m.start() + 1 if m is not None else (n if eof else -1)
                if end < 0:
                    return pos
                self._problem(
                    self._base + pos,
                    "payload lines with no record header before them",
                    self._line_of(buf, pos),
                )
                pos = end
                continue
            if nl == pos or (nl == pos + 1 and c == 13):  # blank line: tlparse skips them too
                pos = nl + 1
                continue
            rec = self._header(buf, pos, nl, truncated)
            nxt = nl + 1
            if rec is None:
                pos = nxt
                continue
            if rec.md5 is not None:
                self._pending = rec
                self._pending_end = min(nxt, n)
                self._scan = self._pending_end
                pos = nxt
                continue
            out.append(rec)
            pos = nxt

    def _line_of(self, buf: bytes, pos: int) -> int:
        # Count forward from the last position asked about (positions only grow).
        if pos < self._lc_pos:
            self._lc_pos, self._lc_line = 0, self._line_base
        self._lc_line += buf.count(b"\n", self._lc_pos, pos)
        self._lc_pos = pos
        return self._lc_line

    def _header(self, buf: bytes, pos: int, nl: int, truncated: bool) -> RefRecord | None:
        line = buf[pos:nl]
        if line.endswith(b"\r"):
            line = line[:-1]
        lineno = self._line_of(buf, pos)
        m = _REF_HEADER.match(line)
        if m is None:
            # since #30: a header cut short by the file's end is a truncated record too
            cut = truncated and _REF_HEAD_START.match(line)
            self._problem(
                self._base + pos,
                "truncated record (file ends mid-line)" if cut
                else f"not a TORCH_TRACE record (no glog prefix): {_ref_preview(line)}",
                lineno,
            )  # fmt: skip
            return None
        try:
            env = _loads(line[m.end() :])
        except _JSONError as e:
            what = "truncated record (file ends mid-line)" if truncated else f"corrupt JSON envelope ({e})"
            self._problem(self._base + pos, what, lineno)
            return None
        if not isinstance(env, dict) or not env:
            self._problem(self._base + pos, "JSON envelope is not an object", lineno)
            return None
        it = iter(env)
        kind = next(it)
        meta = env[kind]
        if kind == "str" and isinstance(meta, list) and len(meta) == 2:
            try:
                self.strings[int(meta[1])] = str(meta[0])
            except (TypeError, ValueError):
                self._problem(self._base + pos, "malformed str intern record", lineno)
        rank = env.get("rank")
        if rank is None and m.group(1) is not None:
            rank = int(m.group(1))
        extra = None
        if len(env) > 1:
            extra = {
                k: v
                for k, v in env.items()
                if k != kind and k not in _CID_FIELDS and k not in ("rank", "has_payload")
            } or None
        md5 = env.get("has_payload")
        rec = RefRecord(
            index=self.count,
            line=lineno,
            offset=self._base + pos,
            level=m.group(2).decode(),
            time=m.group(3).decode(),
            pid=int(m.group(4)),
            where=f"{m.group(5).decode(errors='backslashreplace')}:{int(m.group(6))}",
            kind=kind,
            meta=meta,
            compile_id=CompileId.from_envelope(env) if len(env) > 1 else None,
            rank=rank if isinstance(rank, int) else None,
            md5=md5 if isinstance(md5, str) else (None if md5 is None else str(md5)),
            envelope=extra,
        )
        self.count += 1
        return rec

    def _finish_payload(self, buf: bytes, start: int, end: int, at_eof: bool) -> RefRecord:
        rec = self._pending
        assert rec is not None
        self._pending = None
        if at_eof and end == start:
            self._problem(rec.offset, f"truncated record: {rec.kind} payload missing", rec.line)
        elif at_eof and not buf[start:end].endswith(b"\n"):
            # The file ends inside this payload: complete (just no final newline) only if the
            # md5 says so; otherwise the writer was cut off mid-payload.
            if _ref_payload_md5(buf[start:end]) != rec.md5:
                self._problem(rec.offset, f"truncated record: {rec.kind} payload cut short", rec.line)
        elif self.verify and rec.md5 is not None:
            got = _ref_payload_md5(buf[start:end])
            if got != rec.md5:
                self._problem(
                    rec.offset,
                    f"payload md5 mismatch in {rec.kind}: has_payload {rec.md5}, payload hashes to {got}",
                    rec.line,
                )
        return _with_payload(rec, (self._base + start, self._base + end))

    def _problem(self, offset: int, what: str, line: int | None = None) -> None:
        where = f"{self.source}:{line}" if line is not None else f"{self.source}@{offset}"
        self.problems.append(Problem(where, what))


def _with_payload(rec: RefRecord, span: tuple[int, int]) -> RefRecord:
    return RefRecord(
        rec.index, rec.line, rec.offset, rec.level, rec.time, rec.pid, rec.where, rec.kind,
        rec.meta, rec.compile_id, rec.rank, span, rec.md5, rec.envelope,
    )  # fmt: skip
