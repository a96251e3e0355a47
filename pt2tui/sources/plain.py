"""Compressed logs read as they are: a ``.gz`` / ``.xz`` / ``.zst`` TORCH_TRACE or TORCH_LOGS
file is unpacked once into pt2tui's cache (``$PT2TUI_CACHE_DIR``, else
``$XDG_CACHE_HOME/pt2tui``, else ``~/.cache/pt2tui``) and read from there: payloads are byte
spans of the plain file, read when viewed. The user's file is never written. A stream cut short
keeps the bytes before the cut and says so (``Plain.problem``).

Profiler traces are not unpacked: ``core/parse/kineto.py`` streams them compressed.
"""

from __future__ import annotations

import hashlib
import os
from dataclasses import dataclass

from ..core.parse.compressed import (
    CompressedError,
    Cut,
    chunks,
    cut_line,
    kind_of,
    open_stream,
    plain_name,
)

HEAD = 64 << 10


def cache_root() -> str:
    root = os.environ.get("PT2TUI_CACHE_DIR")
    if not root:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        root = os.path.join(base, "pt2tui")
    return os.path.join(root, "plain")


def compression_of(path: str) -> str | None:
    try:
        with open(path, "rb") as f:
            return kind_of(f.read(8))
    except OSError:
        return None


def plain_head(path: str, limit: int = HEAD) -> bytes | None:
    """The first ``limit`` plain bytes of a compressed file (None: cannot decompress here)."""
    try:
        with open(path, "rb") as f:
            s = _open(f)
            out = b""
            for c in chunks(s, limit, []):
                out += c
                if len(out) >= limit:
                    break
            return out[:limit]
    except (OSError, CompressedError):
        return None


def _open(f):
    head = f.read(8)
    f.seek(0)
    return open_stream(f, kind_of(head))


@dataclass(frozen=True)
class Plain:
    path: str  # the plain copy to read
    problem: str | None  # the stream was cut short / cannot be read: one line


def plain_copy(path: str) -> Plain:
    """The plain copy of compressed ``path`` in the cache, made when missing or stale."""
    try:
        st = os.stat(path)
    except OSError as e:
        return Plain(path, f"cannot read: {e.strerror}")
    key = hashlib.sha1(f"{os.path.abspath(path)}\0{st.st_size}\0{st.st_mtime_ns}".encode()).hexdigest()[:20]
    d = os.path.join(cache_root(), key)
    out = os.path.join(d, plain_name(os.path.basename(path)))
    done = out + ".done"
    if os.path.exists(done):
        with open(done, encoding="utf-8") as f:
            why = f.read().strip()
        return Plain(out, why or None)
    os.makedirs(d, exist_ok=True)
    cuts: list[Cut] = []
    tmp = out + f".part{os.getpid()}"
    try:
        with open(path, "rb") as f, open(tmp, "wb") as g:
            for c in chunks(_open(f), 1 << 20, cuts):
                g.write(c)
    except CompressedError as e:
        return Plain(path, str(e))
    except OSError as e:
        return Plain(path, f"cannot unpack into {d}: {e.strerror}")
    try:  # the copy is as old as what it was unpacked from (a follow's quiet period reads it)
        st = os.stat(path)
        os.utime(tmp, ns=(st.st_atime_ns, st.st_mtime_ns))
    except OSError:
        pass
    os.replace(tmp, out)
    why = cut_line(path, cuts[0]) if cuts else ""
    with open(done, "w", encoding="utf-8") as f:
        f.write(why)
    return Plain(out, why or None)
