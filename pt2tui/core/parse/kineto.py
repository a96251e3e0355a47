"""A streamed reader of torch.profiler traces (Kineto's Chrome trace JSON), plain or compressed.

A trace is one JSON object: ``{"schemaVersion": 1, "deviceProperties": [...],
"distributedInfo": {...}, "traceEvents": [ {event}, {event}, ... ], "traceName": ...}``. A
trace of a long run is hundreds of MB: it is never loaded whole. The top-level object is walked
key by key; the small values are decoded as they come, and the ``traceEvents`` array is split
into its events, each decoded alone (``json``'s C scanner, one event at a time, from a buffer
that holds a chunk of the file).

``iter_events(fileobj, info)`` is the one entry point (the native module's ``json_objects``
stands behind it where it is built: the events it decodes on its JSON tokenizer are the dicts
``json`` makes; what it leaves, ``json`` decodes here): it yields each event as a dict and fills ``info`` with the top-level keys and how the
read ended. A file cut short (a gzip stream that ends early, JSON that stops mid-event) ends the
events there: what was read is kept and ``info.cut`` says why. A file that is not a profiler
trace yields nothing and ``info.not_trace`` says what it is instead.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Iterator
from typing import IO

from . import native
from .compressed import (
    CHUNK,
    CompressedError,
    Cut,
    chunks,
    cut_line,
    kind_of,
    open_stream,
    plain_limit,
    size_of,
)
from .jsonload import raw_decode

__all__ = ["ReadInfo", "iter_events", "sniff_profile", "CompressedError"]

_WS = b" \t\r\n"
Feed = Callable[[str, int], tuple[int, int, bool]]  # (text, pos) -> (pos, events taken, read on)
# digits orjson may read as a float where Python's json reads an int (past 64 bits): a batch
# with such a run is decoded one event at a time, as the native path does
_NOT_WS = re.compile(r"[^ \t\r\n]")
_LONG_DIGITS = re.compile(r"[0-9]{19}")


class ReadInfo:
    """What ``iter_events`` saw besides the events (filled as it reads)."""

    __slots__ = ("meta", "cut", "not_trace", "compression", "events", "bad_events")

    def __init__(self) -> None:
        self.meta: dict = {}  # top-level keys other than traceEvents
        self.cut: str | None = None  # the file ended early: why (events before it are kept)
        self.not_trace: str | None = None  # not a profiler trace: what it is instead
        self.compression: str | None = None
        self.events = 0
        self.bad_events = 0  # array items that are not objects (skipped)


def sniff_profile(head: bytes) -> bool:
    """Whether a file's first plain bytes look like a Chrome/Kineto trace."""
    h = head.lstrip()
    if not h.startswith((b"{", b"[")):
        return False
    return b'"traceEvents"' in h or b'"schemaVersion"' in h or (
        h.startswith(b"[") and b'"ph"' in h and b'"ts"' in h
    )


MAX_VALUE = 64 << 20  # a single event (or top-level value) larger than this is not JSON we read


class _Text:
    """The plain text not consumed yet: ``s[pos:]``; ``more()`` appends a decoded chunk."""

    __slots__ = ("it", "dec", "s", "pos", "eof", "consumed")

    def __init__(self, it: Iterator[bytes]) -> None:
        import codecs

        self.it = it
        self.dec = codecs.getincrementaldecoder("utf-8")("replace")
        self.s = ""
        self.pos = 0
        self.eof = False
        self.consumed = 0  # characters dropped from the front of s

    def more(self) -> bool:
        if self.eof:
            return False
        try:
            chunk = next(self.it)
        except StopIteration:
            self.eof = True
            tail = self.dec.decode(b"", final=True)
            if tail:
                self.s = self.s[self.pos :] + tail
                self.consumed += self.pos
                self.pos = 0
            return bool(tail)
        self.consumed += self.pos
        self.s = self.s[self.pos :] + self.dec.decode(chunk)
        self.pos = 0
        return True

    def peek(self) -> str | None:
        """The next character not whitespace (pos moved to it), None at the end."""
        while True:
            s, p = self.s, self.pos
            if p < len(s) and s[p] not in " \t\r\n":
                return s[p]
            m = _NOT_WS.search(s, p)  # (a run of whitespace skipped at C speed)
            if m is not None:
                self.pos = m.start()
                return s[self.pos]
            self.pos = len(s)
            if not self.more():
                return None

    def value(self):
        """One JSON value at pos. EOFError: the text ends inside it; ValueError: not JSON."""
        if self.peek() is None:
            raise EOFError("end of file")
        while True:
            try:
                val, end = raw_decode(self.s, self.pos)  # TooDeep (a ValueError) past MAX_DEPTH
            except json.JSONDecodeError as e:
                if len(self.s) - self.pos > MAX_VALUE:
                    raise ValueError(f"not JSON at character {self.consumed + e.pos}: {e.msg}") from None
                if self.more():
                    continue
                raise EOFError(e.msg) from None
            if end == len(self.s) and self.more():  # a number may go on in the next chunk
                continue
            self.pos = end
            return val


def iter_events(fileobj: IO[bytes], info: ReadInfo | None = None, feed: Feed | None = None) -> Iterator[dict]:
    """Each event of the trace in ``fileobj`` (a binary file, plain, gzip, xz or zstd) as a
    dict, in file order. ``info`` gets the top-level keys, a cut and what a non-trace is.

    ``feed(text, pos) -> (pos, events, more)`` (the native ColumnBuilder's, kineto_columns.py):
    takes the whole events of ``text[pos:]`` it can (they are counted, not yielded); the events
    it leaves are decoded here and yielded, in their place in the file order (more: the one it
    stopped at goes on past the text read: the next chunk is read first)."""
    info = info if info is not None else ReadInfo()
    f = fileobj if hasattr(fileobj, "peek") else io.BufferedReader(fileobj)  # type: ignore[arg-type]
    kind = kind_of(f.peek(8)[:8])  # type: ignore[attr-defined]
    info.compression = kind
    try:
        stream = open_stream(f, kind)
    except CompressedError as e:
        info.not_trace = str(e)
        return
    cuts: list[Cut] = []
    limit = plain_limit(size_of(fileobj)) if kind else None  # a compression bomb: a cut
    t = _Text(chunks(stream, CHUNK, cuts, limit))
    try:
        yield from _top(t, info, feed)
    except EOFError:
        info.cut = "the file ends inside the trace (cut short): kept the events read before"
    except ValueError as e:
        if info.events == 0 and not info.meta:
            info.not_trace = f"not a profiler trace (Chrome trace JSON): {e}"
        else:
            info.cut = f"{e}: kept the events read before"
    if cuts:  # the compressed stream said why it ended
        info.cut = cut_line("", cuts[0])
        if info.not_trace == "an empty file":  # nothing came out before the cut
            info.not_trace = None


def _top(t: _Text, info: ReadInfo, feed: Feed | None) -> Iterator[dict]:
    c = t.peek()
    if c is None:
        info.not_trace = "an empty file"
        return
    if c == "[":  # the bare-array form of the Chrome trace format
        yield from _array(t, info, feed)
        return
    if c != "{":
        raise ValueError("it does not start with a JSON object")
    t.pos += 1
    while True:
        c = t.peek()
        if c is None:
            raise EOFError("end of file")
        if c == "}":
            t.pos += 1
            break
        if c == ",":
            t.pos += 1
            continue
        key = t.value()
        if not isinstance(key, str):
            raise ValueError("a top-level key is not a string")
        if t.peek() != ":":
            raise ValueError(f"no ':' after the key {key!r}")
        t.pos += 1
        if key == "traceEvents" and t.peek() == "[":
            yield from _array(t, info, feed)
        else:
            info.meta[key] = t.value()
    if not info.events and "traceEvents" not in info.meta and not _looks_kineto(info.meta):
        info.not_trace = "a JSON object without traceEvents: not a profiler trace"


def _looks_kineto(meta: dict) -> bool:
    return "schemaVersion" in meta or "deviceProperties" in meta


def _batch_loads():
    try:
        import orjson

        return orjson.loads
    except ImportError:  # pragma: no cover - orjson is a dependency
        return json.loads


_LOADS = _batch_loads()
_MAX_TRIES = 64


def _last_boundary(s: str, pos: int) -> int | None:
    """The index of the last ``,`` in ``s[pos:]`` that sits between two events (``} , {``), or
    None. A ``},{`` inside a string or a nested array can be taken for one: the batch it ends
    then fails to decode and the events are read one by one instead."""
    i = len(s)
    for _ in range(_MAX_TRIES):
        i = s.rfind("}", pos, i)
        if i < 0:
            return None
        j = i + 1
        n = len(s)
        while j < n and s[j] in " \t\r\n":
            j += 1
        if j < n and s[j] == ",":
            k = j + 1
            while k < n and s[k] in " \t\r\n":
                k += 1
            if k < n and s[k] == "{":
                return j
    return None


def _array(t: _Text, info: ReadInfo, feed: Feed | None) -> Iterator[dict]:
    """The events of the array at ``t.pos``: those ``feed`` takes, else the native module's
    whole events where it loaded; else whole batches of complete events decoded at once (up to
    the last event boundary in the buffer), one at a time where a batch fails."""
    t.pos += 1  # the '['
    objects = native.json_objects if feed is None else None  # the whole events in the text read
    slow_to = 0  # (absolute) a batch failed before here: one event at a time up to it
    while True:
        if feed is not None:
            t.pos, taken, cut = feed(t.s, t.pos)
            info.events += taken
            if cut and len(t.s) - t.pos <= MAX_VALUE and t.more():  # the event goes on: read on
                continue
        elif objects is not None:
            evs, t.pos = objects(t.s, t.pos)
            if evs:
                info.events += len(evs)
                yield from evs
        c = t.peek()
        if c is None:
            raise EOFError("end of file")
        if c == "]":
            t.pos += 1
            return
        if c == ",":
            t.pos += 1
            continue
        if objects is None and feed is None and c == "{" and t.consumed + t.pos >= slow_to:
            cut = _last_boundary(t.s, t.pos)
            if cut is not None:
                try:
                    if _LONG_DIGITS.search(t.s, t.pos, cut):
                        raise ValueError("an integer orjson may read as a float")
                    batch = _LOADS("[" + t.s[t.pos : cut] + "]")
                except ValueError:
                    batch = None
                    slow_to = t.consumed + cut
                if batch is not None:
                    t.pos = cut + 1
                    for ev in batch:
                        if isinstance(ev, dict):
                            info.events += 1
                            yield ev
                        else:
                            info.bad_events += 1
                    continue
        ev = t.value()
        if isinstance(ev, dict):
            info.events += 1
            yield ev
        else:
            info.bad_events += 1
