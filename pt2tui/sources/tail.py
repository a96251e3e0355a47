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

Open descriptors are bounded (``POOL``): any number of files may be followed; the least recently
read ones are closed (their offset, identity and checkpoints kept) and opened again by name when
read next (a file found under its name with another identity then: ``"moved"``). A deleted file
keeps its descriptor (it has no name to be opened by).
"""

from __future__ import annotations

import errno
import os
import resource
from collections import OrderedDict

CHECK_BYTES = 64  # the bytes just before the offset, compared to what was read there

Ident = tuple[int, int]  # (st_dev, st_ino)


def _pool_size() -> int:
    try:
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    except (OSError, ValueError):
        soft = 1024
    if soft == resource.RLIM_INFINITY or soft <= 0:
        soft = 1 << 16
    return max(16, min(512, soft // 4))


POOL_SIZE = _pool_size()
_open: OrderedDict[int, Tail] = OrderedDict()  # the tails with a descriptor, least recent first


def _touch(t: Tail) -> None:
    _open[id(t)] = t
    _open.move_to_end(id(t))
    kept = []
    while len(_open) > POOL_SIZE:  # the least recent first; a deleted file keeps its descriptor
        _, old = _open.popitem(last=False)
        if old is t or old.detached:
            kept.append(old)
            if len(kept) > POOL_SIZE:
                break
            continue
        old._evict()
    for k in kept:
        _open[id(k)] = k


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
        self.gone = False  # closed by the pool, and its name is another file's now

    def open(self) -> None:
        if self.f is None:
            f = open(self.path, "rb")  # noqa: SIM115 - kept open while following (POOL)
            st = os.fstat(f.fileno())
            ident = (st.st_dev, st.st_ino)
            if self.ident is not None and ident != self.ident:  # closed by the pool meanwhile
                f.close()
                self.gone = True  # its file is not this name's any more: state() says "moved"
                raise FileNotFoundError(f"{self.path}: another file has its name")
            self.f, self.ident = f, ident
        _touch(self)

    def _evict(self) -> None:
        """The pool closes the least recently read: its state is kept, it is opened again."""
        _open.pop(id(self), None)
        if self.f is not None:
            self.f.close()
            self.f = None

    def read(self, limit: int) -> bytes:
        if self.f is None and self.ident is not None:  # closed by the pool: opened when it grew
            try:
                st = os.stat(self.path)
            except OSError:
                return b""
            if (st.st_dev, st.st_ino) == self.ident and st.st_size <= self.offset:
                return b""
        try:
            self.open()
        except OSError:
            return b""
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
        self.offset = offset
        try:
            self.open()
        except OSError:
            return
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
        try:
            self.open()
        except OSError:
            return 0
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
        return self.offset >= self.size() and (self.ident is None or self.state() == "same")

    def state(self) -> str:
        """``"same"``, ``"moved"`` or ``"replaced"`` (see the module's docstring)."""
        if self.gone:
            return "moved"
        if self.f is None:
            if self.ident is None:
                return "same"  # never opened
            try:  # closed by the pool: by name (the content is checked when read again)
                st = os.stat(self.path)
            except OSError:
                return "moved"
            if (st.st_dev, st.st_ino) != self.ident:
                return "moved"
            return "replaced" if st.st_size < self.offset else "same"
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
        _open.pop(id(self), None)
        if self.f is not None:
            self.f.close()
            self.f = None
