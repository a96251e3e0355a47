"""Lazy access to artifact bytes: payloads are read from their source only when asked for."""

from __future__ import annotations

import json
import os

from .model import PayloadRef
from .trace import payload_md5, unpack_payload


def read_raw(path: str, start: int, end: int) -> bytes:
    """Bytes [start, end) of a file; end -1 means to the end."""
    with open(path, "rb") as f:
        if end < 0:
            f.seek(start)
            return f.read()
        return os.pread(f.fileno(), end - start, start)


def read_payload(ref: PayloadRef, limit: int | None = None) -> bytes:
    """The artifact's text as bytes (TAB prefixes of trace payload lines removed)."""
    if ref.kind == "inline":
        val = ref.inline
        text = val if isinstance(val, str) else ("" if val is None else json.dumps(val, indent=2, default=repr))
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
        env = json.loads(line[i + 2 :] if i >= 0 else line)
    except ValueError as e:
        return f"(could not read the record at byte {ref.start}: {e})"
    if isinstance(env, dict) and env:
        kind = next(iter(env))
        env = env[kind]
    return json.dumps(env, indent=2, default=repr)
