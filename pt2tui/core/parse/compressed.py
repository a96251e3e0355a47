"""Compressed files read as they are: gzip, xz and zstd, told by their first bytes.

CI artifacts and bug reports arrive compressed (``trace.json.gz``, ``dedicated_log_torch_trace
.log.xz``); pt2tui reads them without asking anyone to unpack. ``kind_of(head)`` names the
format from a file's first bytes; ``open_stream(fileobj, kind)`` gives a readable binary stream
of the plain bytes. zstd needs the ``zstandard`` package (``pip install zstandard``): without it
``open_stream`` raises ``CompressedError`` with that line.

A stream cut short (a copy stopped mid-way, a crash while writing) reads to where the bytes end:
``read_plain`` keeps every byte decompressed so far and says the file was cut short.
"""

from __future__ import annotations

import gzip
import lzma
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO

GZIP_MAGIC = b"\x1f\x8b"
XZ_MAGIC = b"\xfd7zXZ\x00"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
SUFFIXES = {".gz": "gzip", ".xz": "xz", ".zst": "zstd", ".zstd": "zstd"}

CHUNK = 1 << 20


class CompressedError(Exception):
    """The file cannot be decompressed here (zstd without ``zstandard``)."""


def kind_of(head: bytes) -> str | None:
    """'gzip', 'xz', 'zstd' or None (plain) from a file's first bytes."""
    if head.startswith(GZIP_MAGIC):
        return "gzip"
    if head.startswith(XZ_MAGIC):
        return "xz"
    if head.startswith(ZSTD_MAGIC):
        return "zstd"
    return None


def plain_name(name: str) -> str:
    """``trace.json.gz`` -> ``trace.json``: the name without its compression suffix."""
    for suf in SUFFIXES:
        if name.endswith(suf):
            return name[: -len(suf)]
    return name


def zstd_available() -> bool:
    try:
        import zstandard  # noqa: F401
    except ImportError:
        return False
    return True


def open_stream(f: IO[bytes], kind: str | None) -> IO[bytes]:
    """A binary stream of the plain bytes of ``f`` (compressed as ``kind``; None: ``f`` itself)."""
    if kind is None:
        return f
    if kind == "gzip":
        return gzip.GzipFile(fileobj=f, mode="rb")
    if kind == "xz":
        return lzma.LZMAFile(f, mode="rb")
    if kind == "zstd":
        try:
            import zstandard
        except ImportError:
            raise CompressedError(
                "a zstd file: reading it needs the zstandard package (pip install zstandard), "
                "or unpack it first (zstd -d FILE)"
            ) from None
        return _ZstdStream(f, zstandard)  # type: ignore[return-value]
    raise CompressedError(f"unknown compression {kind!r}")


class _ZstdStream:
    """zstd frames one after another, decompressed as they come; a stream that ends inside a
    frame raises EOFError (zstandard's own reader returns b"" there: a cut would look empty)."""

    def __init__(self, f: IO[bytes], zstandard) -> None:
        self.f = f
        self.z = zstandard
        self.d = zstandard.ZstdDecompressor().decompressobj()
        self.pending = b""
        self.started = False  # bytes of a frame were fed and the frame has not ended

    def read1(self, size: int = CHUNK) -> bytes:
        while not self.pending:
            raw = self.f.read(CHUNK)
            if not raw:
                if self.started and not self.d.eof:
                    raise EOFError("the zstd stream ends inside a frame")
                return b""
            while raw:
                self.started = True
                self.pending += self.d.decompress(raw)
                raw = b""
                if self.d.eof:  # a frame ended: the next (if any) starts in unused_data
                    raw = self.d.unused_data
                    self.d = self.z.ZstdDecompressor().decompressobj()
                    self.started = bool(raw)
        out, self.pending = self.pending[:size], self.pending[size:]
        return out

    read = read1


@dataclass(frozen=True, slots=True)
class Cut:
    """How a compressed stream ended early: the plain bytes read before, and why."""

    plain_bytes: int
    why: str


_CUT_ERRORS = (EOFError, zlib.error, lzma.LZMAError, gzip.BadGzipFile)


def chunks(stream: IO[bytes], size: int = CHUNK, cut: list[Cut] | None = None) -> Iterator[bytes]:
    """The plain bytes of ``stream`` in chunks; a stream cut short or damaged ends the chunks
    and appends a ``Cut`` to ``cut`` (when given) instead of raising."""
    done = 0
    read = getattr(stream, "read1", stream.read)  # read1: what is decompressed so far is kept
    while True:
        try:
            data = read(size)
        except _CUT_ERRORS as e:
            if cut is not None:
                cut.append(Cut(done, _cut_why(e)))
            return
        except Exception as e:  # zstandard.ZstdError and the like
            if type(e).__name__ != "ZstdError":
                raise
            if cut is not None:
                cut.append(Cut(done, _cut_why(e)))
            return
        if not data:
            return
        done += len(data)
        yield data


def _cut_why(e: Exception) -> str:
    if isinstance(e, EOFError):
        return "the compressed stream ends early (the file was cut short)"
    return f"the compressed stream is damaged ({e})"


def cut_line(path: str, c: Cut) -> str:
    mb = c.plain_bytes / 1e6
    return f"{c.why}: kept the first {mb:.1f} MB it held"
