"""A file followed by its identity (device and inode), not by its name.

``Tail.read`` gives what the open file gained since the last read. ``Tail.state()`` says
whether the file it reads is still the one the path names and still holds what was read:

* ``"same"``: appended to (or not), nothing else;
* ``"moved"``: the path names another file now, or none (rotation: ``x.log`` -> ``x.log.1`` and
  a new ``x.log``); the open descriptor still reads the old file (a file deleted is read so to
  its end: ``detached``, and "moved" again only when a new file takes its name);
* ``"replaced"``: the file is shorter than what was read (truncated), or the bytes just before
  the read offset or its first bytes changed (rewritten in place, truncated and at once
  rewritten longer on the same inode): what was read is stale.

The check costs an fstat, a stat and two preads of ``CHECK_BYTES``.
"""

from __future__ import annotations

import errno
import os

CHECK_BYTES = 64  # the bytes just before the offset, compared to what was read there

Ident = tuple[int, int]  # (st_dev, st_ino)


def ident_of(path: str) -> Ident | None:
    """The (device, inode) of the file a path names (through symlinks), None when none."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino)


class Tail:
    """Reads what a file gained since the last read, by its open descriptor."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.offset = 0
        self.f = None
        self.ident: Ident | None = None
        self._check = b""  # the last CHECK_BYTES read (they end at self.offset)
        self._head = b""  # the file's first CHECK_BYTES, as read
        self.detached = False  # the file was deleted: read by its descriptor to its end
        self.nameless = False  # ... and another file has its name now (followed apart)

    def open(self) -> None:
        if self.f is None:
            self.f = open(self.path, "rb")  # noqa: SIM115 - kept open while following
            st = os.fstat(self.f.fileno())
            self.ident = (st.st_dev, st.st_ino)

    def read(self, limit: int) -> bytes:
        self.open()
        assert self.f is not None
        try:
            size = os.fstat(self.f.fileno()).st_size
        except OSError:
            return b""
        if size <= self.offset:  # nothing new (a truncation is found by state())
            return b""
        data = os.pread(self.f.fileno(), min(limit, size - self.offset), self.offset)
        if len(self._head) < CHECK_BYTES and self.offset == len(self._head):
            self._head = (self._head + data)[:CHECK_BYTES]
        self.offset += len(data)
        if len(data) >= CHECK_BYTES:
            self._check = data[-CHECK_BYTES:]
        else:
            self._check = (self._check + data)[-CHECK_BYTES:]
        return data

    def set_offset(self, offset: int) -> None:
        """What was read up to ``offset`` elsewhere (a worker): its checkpoints taken here."""
        self.open()
        assert self.f is not None
        fd = self.f.fileno()
        self.offset = offset
        try:
            self._head = os.pread(fd, min(CHECK_BYTES, offset), 0)
            n = min(CHECK_BYTES, offset)
            self._check = os.pread(fd, n, offset - n) if n else b""
        except OSError:
            self._head = self._check = b""

    def hole(self) -> int:
        """The bytes of a sparse file's hole at the offset (0: data there, or not known)."""
        self.open()
        assert self.f is not None
        fd = self.f.fileno()
        try:
            size = os.fstat(fd).st_size
            if size <= self.offset:
                return 0
            return min(size, os.lseek(fd, self.offset, os.SEEK_DATA)) - self.offset
        except OSError as e:
            return max(0, self.size() - self.offset) if e.errno == errno.ENXIO else 0
        except AttributeError:  # pragma: no cover - no SEEK_DATA
            return 0

    def skip(self, n: int) -> None:
        """``n`` bytes of a hole (NULs) taken without reading them."""
        if len(self._head) < CHECK_BYTES and self.offset == len(self._head):
            self._head = (self._head + b"\0" * n)[:CHECK_BYTES]
        self.offset += n
        self._check = b"\0" * min(n, CHECK_BYTES)

    def size(self) -> int:
        """The size of the file read (the open one), else of the path's."""
        if self.f is not None:
            try:
                return os.fstat(self.f.fileno()).st_size
            except OSError:
                return 0
        try:
            return os.path.getsize(self.path)
        except OSError:
            return 0

    def caught_up(self) -> bool:
        return self.offset >= self.size() and (self.f is None or self.state() == "same")

    def state(self) -> str:
        """``"same"``, ``"moved"`` or ``"replaced"`` (see the module's docstring)."""
        if self.f is None:
            return "same"
        fd = self.f.fileno()
        try:
            if os.fstat(fd).st_size < self.offset:
                return "replaced"
            n = len(self._check)
            if n and os.pread(fd, n, self.offset - n) != self._check:
                return "replaced"
            h = len(self._head)
            if h and h < self.offset and os.pread(fd, h, 0) != self._head:
                return "replaced"
        except OSError:
            return "replaced"
        if self.nameless:
            return "same"
        now = ident_of(self.path)
        if self.detached and now is None:
            return "same"
        return "same" if now == self.ident else "moved"

    def close(self) -> None:
        if self.f is not None:
            self.f.close()
            self.f = None
