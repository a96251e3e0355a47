"""Payload bytes: read lazily from their source, TAB-prefixed trace lines turned back into the
text torch wrote, and the md5 that a record's ``has_payload`` holds (checked by the parser)."""

from __future__ import annotations

import json
import os
import threading
from collections import deque
from collections.abc import Callable, Iterable

from . import native
from .jsonload import loads
from .types import PayloadRef


def read_raw(path: str, start: int, end: int) -> bytes:
    """Bytes [start, end) of a file; end -1 means to the end."""
    if end < 0:
        with open(path, "rb") as f:
            f.seek(start)
            return f.read()
    fd = os.open(path, os.O_RDONLY)  # no file object: analyses read thousands of payloads
    try:
        return os.pread(fd, end - start, start)
    finally:
        os.close(fd)


def read_payload(ref: PayloadRef, limit: int | None = None) -> bytes:
    """The artifact's text as bytes (TAB prefixes of trace payload lines removed)."""
    if ref.kind == "inline":
        val = ref.inline
        text = val if isinstance(val, str) else ("" if val is None else _pretty(val))
        data = text.encode("utf-8")
        return data if limit is None else data[:limit]
    if ref.kind == "envelope":  # a record's own metadata, as JSON
        data = _envelope_json(ref).encode("utf-8")
        return data if limit is None else data[:limit]
    if ref.kind == "trace":
        end = ref.end if limit is None else min(ref.end, ref.start + limit + limit // 8 + 64)
        return unpack_payload(read_raw(ref.path, ref.start, end))[: limit if limit else None]
    if ref.kind == "file":
        with open(ref.path, "rb") as f:
            return f.read() if limit is None else f.read(limit)
    raise ValueError(f"unknown payload kind {ref.kind!r}")


def read_text(ref: PayloadRef, limit: int | None = None) -> str:
    """Decoded text; bytes that are not UTF-8 are shown as escapes, never dropped."""
    return read_payload(ref, limit).decode("utf-8", errors="backslashreplace")


READ_WINDOW = 1 << 20  # read_texts: payloads near each other come in one read of this many bytes


def read_texts(refs: Iterable[PayloadRef]) -> list[str | None]:
    """``read_text`` of each ref, in order (None: it could not be read). A file's trace payloads
    are read through one descriptor, and those near each other (within READ_WINDOW bytes) in one
    read: the Time view read a run's 100,000 chromium events with an open, a read and a close
    for each, half of the time it took to show them."""
    out: list[str | None] = []
    path, fd, at, buf = None, -1, 0, b""
    try:
        for ref in refs:
            try:
                if ref.kind != "trace" or ref.end < 0:
                    out.append(read_text(ref))
                    continue
                if ref.path != path:
                    if fd >= 0:
                        os.close(fd)
                        fd = -1
                    path, at, buf = ref.path, 0, b""
                    fd = os.open(ref.path, os.O_RDONLY)
                if not (at <= ref.start and ref.end <= at + len(buf)):
                    at, buf = ref.start, os.pread(fd, max(READ_WINDOW, ref.end - ref.start), ref.start)
                # (a file shorter than the ref: what is there, as read_raw reads it)
                data = unpack_span(buf, ref.start - at, min(ref.end, at + len(buf)) - at)
                out.append(data.decode("utf-8", errors="backslashreplace"))
            except (OSError, ValueError):
                out.append(None)
                path = None  # (read the next one afresh)
    finally:
        if fd >= 0:
            os.close(fd)
    return out


def first_line(ref: PayloadRef, limit: int = 4096) -> str:
    return read_text(ref, limit).split("\n", 1)[0]


def verify(ref: PayloadRef) -> bool | None:
    """True/False when the payload has an md5 to check, None otherwise."""
    if ref.kind != "trace" or ref.md5 is None:
        return None
    return payload_md5(read_raw(ref.path, ref.start, ref.end)) == ref.md5


ENVELOPE_LIMIT = 64 << 20


def _envelope_json(ref: PayloadRef) -> str:
    """The metadata of the record whose header line starts at ref.start, pretty-printed."""
    with open(ref.path, "rb") as f:
        f.seek(ref.start)
        line = f.readline(ENVELOPE_LIMIT)
    i = line.find(b"] {")
    try:
        env = loads(line[i + 2 :] if i >= 0 else line)
    except ValueError as e:  # (TooDeep: nested past jsonload.MAX_DEPTH)
        return f"(could not read the record at byte {ref.start}: {e})"
    if isinstance(env, dict) and env:
        kind = next(iter(env))
        env = env[kind]
    return _pretty(env)


def _pretty(val) -> str:
    """``val`` as indented JSON (json's indenting encoder recurses: a value nested deeper than
    the stack allows is said so)."""
    try:
        return json.dumps(val, indent=2, default=repr)
    except RecursionError:
        return "(nested too deeply to show)"


# -- payload text and md5 ------------------------------------------------------------------------
def unpack_payload(raw: bytes) -> bytes:
    """Payload lines as written (``\\tline\\n`` ...) to the payload text torch hashed."""
    if b"\r" in raw:  # a CRLF file: lines end at \r\n, as tlparse reads them
        raw = raw.replace(b"\r\n", b"\n")
    # less the final newline and the first TAB, in one copy
    s = 1 if raw.startswith(b"\t") else 0
    e = len(raw) - 1 if raw.endswith(b"\n") else len(raw)
    if s or e < len(raw):
        raw = raw[s:e]
    return raw.replace(b"\n\t", b"\n")


def unpack_span(buf: bytes, start: int, end: int, nlines: int = -1) -> bytes:
    """unpack_payload(buf[start:end]) for a payload the parser delimited (each of its lines
    starts with TAB), in fewer copies. ``nlines``: its count of newlines, when known."""
    if start >= end:
        return b""
    if nlines >= 0 and buf[end - 1] == 10 and buf.find(b"\r", start, end) < 0:
        # Dropping every TAB is ~2.5x quicker than replacing "\n\t"; it is the same when the
        # only TABs are the one that begins each line: as many TABs went as there are lines.
        text = buf[start : end - 1].translate(None, b"\t")
        if len(text) == end - 1 - start - nlines:
            return text
    if buf.find(b"\r", start, end) >= 0:
        return unpack_payload(buf[start:end])
    return buf[start + (buf[start] == 9) : end - (buf[end - 1] == 10)].replace(b"\n\t", b"\n")




def span_md5(buf: bytes, start: int, end: int, nlines: int = -1) -> str:
    """md5_hex(unpack_span(buf, start, end, nlines)): in C, in one pass, where it can be."""
    md5_payload = native.md5_payload  # in C, without copies (it lets go of the GIL)
    if md5_payload is not None:
        got = md5_payload(buf, start, end)
        if got is not None:
            return got
    return md5_hex(unpack_span(buf, start, end, nlines))


def payload_md5(raw: bytes) -> str:
    return md5_hex(unpack_payload(raw))


def md5_hex(data: bytes) -> str:
    # hashlib is imported when first needed: it maps OpenSSL (~4 MB resident), which an index
    # without md5 checks does without
    import hashlib

    return hashlib.md5(data, usedforsecurity=False).hexdigest()


# md5 checks of payloads at least this big wait for the end of the feed and are then shared
# with a helper thread: hashlib lets go of the GIL for buffers over 2 KiB, so both cores hash.
BATCH_MD5_MIN = 8 << 10
THREAD_MD5_MIN = 512 << 10  # a helper thread only for at least this many bytes in a feed
# False: no helper thread at all (`--jobs 1`: this process keeps to one core)
MD5_HELPER = True


Span = tuple[bytes, int, int, int]  # (buf, start, end, newlines): a payload, as span_md5 takes it


def md5_all(spans: list[Span]) -> list[str]:
    """span_md5 of each span, this thread and a helper taking them from both ends."""
    return Md5Batch(spans).result()


class Md5Batch:
    """span_md5 of each span. With ``early``, a helper thread (where MD5_HELPER allows one)
    starts on them at once while this thread does other work (the builder's handlers: the md5
    is in C and lets go of the GIL); ``result()`` waits for it. The native module hashes several
    spans at once in the lanes of a vector register (``md5_many``: 2-3x one at a time), so one
    thread takes them all; without it the spans are shared from both ends by this thread and
    the helper, which then starts in ``result()`` (md5_all)."""

    __slots__ = ("spans", "out", "_todo", "_helper", "_big")

    def __init__(self, spans: list[Span], early: bool = False) -> None:
        self.spans = spans
        self.out: list[str] = [""] * len(spans)
        self._todo = deque(range(len(spans)))
        self._helper: threading.Thread | None = None
        self._big = MD5_HELPER and sum(e - s for _, s, e, _ in spans) >= THREAD_MD5_MIN
        if early and self._big:
            self._start()

    def _work(self, take: Callable[[], int]) -> None:
        spans, out = self.spans, self.out
        many = native.md5_many
        if many is not None:  # all of them at once, by whichever thread comes first
            rest: list[int] = []
            while True:
                try:
                    rest.append(take())
                except IndexError:
                    break
            got = many([spans[i][:3] for i in rest]) if rest else []
            for i, h in zip(rest, got, strict=True):
                out[i] = h if h is not None else span_md5(*spans[i])
            return
        while True:
            try:
                i = take()
            except IndexError:
                return
            out[i] = span_md5(*spans[i])

    def _start(self) -> None:
        helper = threading.Thread(target=self._work, args=(self._todo.popleft,), name="pt2tui-md5", daemon=True)
        try:
            helper.start()
        except RuntimeError:  # no threads to be had (interpreter shutting down): do it alone
            return
        self._helper = helper

    def result(self) -> list[str]:
        if self._helper is None and self._big and len(self.spans) > 1 and native.md5_many is None:
            self._start()
        self._work(self._todo.pop)
        if self._helper is not None:
            self._helper.join()
            self._helper = None
        return self.out
