"""Compressed files read as they are: gzip, xz and zstd, told by their first bytes.

CI artifacts and bug reports arrive compressed (``trace.json.gz``, ``dedicated_log_torch_trace
.log.xz``); pt2tui reads them without asking anyone to unpack. ``kind_of(head)`` names the
format from a file's first bytes; ``open_stream(fileobj, kind)`` gives a readable binary stream
of the plain bytes. zstd needs the ``zstandard`` package (``pip install zstandard``): without it
``open_stream`` raises ``CompressedError`` with that line.

A stream cut short (a copy stopped mid-way, a crash while writing) reads to where the bytes end:
``chunks`` keeps every byte decompressed so far and says the file was cut short.

Every decompressor is streamed in bounded memory (gzip and xz by their ``read1``; zstd fed a few
hundred compressed bytes at a time, which can unpack to a few MB at most), and ``chunks`` stops a
stream past a bound on its plain size (``plain_limit``: RATIO_MAX times the compressed size, at
least RATIO_FLOOR; a caller may add a cap of its own): a compression bomb is a clear line, the
part read before kept.
"""

from __future__ import annotations

import _compression  # the readers gzip, bz2 and lzma are built on
import gzip
import lzma
import os
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import IO

GZIP_MAGIC = b"\x1f\x8b"
XZ_MAGIC = b"\xfd7zXZ\x00"
ZSTD_MAGIC = b"\x28\xb5\x2f\xfd"
SUFFIXES = {".gz": "gzip", ".xz": "xz", ".zst": "zstd", ".zstd": "zstd"}

CHUNK = 1 << 20
RATIO_MAX = 1000  # plain bytes a compressed byte may give (gzip's own most is ~1032)
RATIO_FLOOR = 64 << 20  # plain bytes any compressed file may give, however small
XZ_MEMLIMIT = 256 << 20  # memory the xz decoder may take (xz -9 takes 65 MB; a header may ask 1.5 GB)
ZSTD_FEED = 256  # compressed bytes fed to zstd at a time: at most ~8 MB of plain bytes out


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
    if kind == "xz":  # LZMAFile's reader, with a bound on the decoder's memory (its dictionary)
        return _compression.DecompressReader(
            f, lzma.LZMADecompressor, trailing_error=lzma.LZMAError, memlimit=XZ_MEMLIMIT
        )  # type: ignore[return-value]
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


def plain_limit(compressed_size: int | None, cap: int | None = None) -> int | None:
    """The most plain bytes read from a compressed file of ``compressed_size`` bytes (None: no
    bound known): RATIO_MAX times its size, at least RATIO_FLOOR, at most ``cap``."""
    lim = None if compressed_size is None else max(RATIO_FLOOR, RATIO_MAX * compressed_size)
    if cap is not None:
        lim = cap if lim is None else min(lim, cap)
    return lim


def size_of(f: IO[bytes]) -> int | None:
    """The size of the file behind ``f`` (None: not a file)."""
    try:
        return os.fstat(f.fileno()).st_size
    except (AttributeError, OSError, ValueError):  # (io.UnsupportedOperation is both)
        return None


class _ZstdStream:
    """zstd frames one after another, decompressed as they come, ZSTD_FEED compressed bytes at a
    time (zstandard's decompressobj returns all a call unpacks: a few bytes of RLE blocks are
    MBs); a stream that ends inside a frame raises EOFError (zstandard's own reader returns b""
    there: a cut would look empty)."""

    def __init__(self, f: IO[bytes], zstandard) -> None:
        self.f = f
        self.z = zstandard
        self.d = zstandard.ZstdDecompressor().decompressobj()
        self.raw = b""  # compressed bytes read and not fed yet
        self.rpos = 0
        self.pending = b""
        self.started = False  # bytes of a frame were fed and the frame has not ended

    def read1(self, size: int = CHUNK) -> bytes:
        while not self.pending:
            if self.rpos >= len(self.raw):
                self.raw, self.rpos = self.f.read(CHUNK), 0
                if not self.raw:
                    if self.started and not self.d.eof:
                        raise EOFError("the zstd stream ends inside a frame")
                    return b""
            piece = self.raw[self.rpos : self.rpos + ZSTD_FEED]
            self.rpos += len(piece)
            self.started = True
            self.pending = self.d.decompress(piece)
            if self.d.eof:  # a frame ended: the next (if any) starts in unused_data
                rest = self.d.unused_data
                self.raw, self.rpos = rest + self.raw[self.rpos :], 0
                self.d = self.z.ZstdDecompressor().decompressobj()
                self.started = False
        out, self.pending = self.pending[:size], self.pending[size:]
        return out

    read = read1


@dataclass(frozen=True, slots=True)
class Cut:
    """How a compressed stream ended early: the plain bytes read before, and why."""

    plain_bytes: int
    why: str


_CUT_ERRORS = (EOFError, zlib.error, lzma.LZMAError, gzip.BadGzipFile)


def chunks(
    stream: IO[bytes], size: int = CHUNK, cut: list[Cut] | None = None, limit: int | None = None
) -> Iterator[bytes]:
    """The plain bytes of ``stream`` in chunks; a stream cut short or damaged ends the chunks
    and appends a ``Cut`` to ``cut`` (when given) instead of raising. Past ``limit`` plain bytes
    (``plain_limit``) the chunks end too: the last one ends at the bound, and a ``Cut`` says so."""
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
        if limit is not None and done + len(data) > limit:
            if limit > done:
                yield data[: limit - done]
            if cut is not None:
                cut.append(Cut(limit, bomb_why(limit)))
            return
        done += len(data)
        yield data


def bomb_why(limit: int) -> str:
    return (
        f"the compressed stream unpacks to more than {limit / 1e6:.0f} MB, the most pt2tui reads "
        f"of it (a compression bomb?): read no further"
    )


def _cut_why(e: Exception) -> str:
    if isinstance(e, EOFError):
        return "the compressed stream ends early (the file was cut short)"
    if "memory" in str(e).lower():  # xz past XZ_MEMLIMIT, zstd past its window's bound
        return f"the compressed stream needs more memory to unpack than pt2tui gives it ({e})"
    return f"the compressed stream is damaged ({e})"


def cut_line(path: str, c: Cut) -> str:
    mb = c.plain_bytes / 1e6
    return f"{c.why}: kept the first {mb:.1f} MB it held"
