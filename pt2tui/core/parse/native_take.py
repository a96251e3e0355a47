"""The native scanner's items (``_scan.c``) -> records, as ``TraceParser._run`` makes them:
Records it built, runs of plain chromium events, and tuples of the records it left to Python.
Split out of trace.py (the parser calls ``take_items(parser, ...)`` where the scanner stopped)."""

from __future__ import annotations

from array import array
from typing import Any

from .envelopes import _compile_id
from .records import LiteRun, Record, _s_payload

try:
    import orjson

    _loads = orjson.loads
    _JSONError: type[Exception] = orjson.JSONDecodeError
except ImportError:  # pragma: no cover
    import json

    _loads = json.loads
    _JSONError = ValueError


def take_items(self: Any, items: list, buf: bytes, base: int, index: int, out: list) -> int:
    """Records from the native scanner's items (see _scan.c), as _run makes them (``self``: the
    TraceParser)."""
    loads = _loads
    append = out.append
    verify = self.verify
    for it in items:
        t = type(it)
        if t is Record:  # built by the scanner, its md5 checked there (or not asked for)
            append(it)
            index += 1
            continue
        if t is tuple and len(it) == 2:  # built there; its md5 is checked here
            r, nlines = it
            md5 = r.md5
            ps, pe = r.payload
            if type(nlines) is str:  # the digest the scanner found
                self._md5_problem(nlines, md5, r.offset, r.line, r.kind)
            else:
                self._check_md5(buf, ps - base, pe - base, md5, r.offset, r.line, r.kind, nlines)
            append(r)
            index += 1
            continue
        if t is list:  # a run of lite chromium events
            count, key, rank, pid, time, starts, ends, checks, last, offset = it
            cid = None if key is None else _compile_id(key)
            if checks:  # the events whose md5 the scanner did not confirm (k: which)
                st, en = array("q", starts), array("q", ends)
                for md5, offset, line, nlines, k in checks:
                    self._check_md5(buf, st[k] - base, en[k] - base, md5, offset, line, "chromium_event", nlines)
            append(LiteRun(count, cid, rank, pid, time, starts, ends, last, offset))
            index += count
            continue
        offset, line, level, time, pid, where, g_rank, raw, ps, pe, nlines = it
        try:
            env = loads(raw)
        except _JSONError as e:
            self._problem(offset, f"corrupt JSON envelope ({e})", line)
            if ps < pe:
                self._problem(ps, "payload lines with no record header before them", line + 1)
            continue
        if not isinstance(env, dict) or not env:
            self._problem(offset, "JSON envelope is not an object", line)
            if ps < pe:
                self._problem(ps, "payload lines with no record header before them", line + 1)
            continue
        r = self._record(env, index, offset, line, level, time, pid, where, g_rank)
        index += 1
        md5 = r.md5
        if md5 is None:
            append(r)
            if ps < pe:  # TAB lines after a record with no payload
                self._problem(ps, "payload lines with no record header before them", line + 1)
            continue
        _s_payload(r, (ps, pe))
        if verify and nlines != md5:  # nlines: the md5 when the scanner hashed it (small)
            if type(nlines) is str:
                self._md5_problem(nlines, md5, offset, line, r.kind)
            else:
                self._check_md5(buf, ps - base, pe - base, md5, offset, line, r.kind, nlines)
        append(r)
    return index

