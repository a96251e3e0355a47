"""pt2tui's cache dir, held safely: only the user can write it, nothing in it is followed through
a link, and it stays under a size bound.

``open_cache(name)`` opens ``<root>/<name>`` (root: ``$PT2TUI_CACHE_DIR``, else
``$XDG_CACHE_HOME/pt2tui``, else ``~/.cache/pt2tui``), creating what is missing with mode 0700,
and returns a ``CacheDir`` (a directory fd and its path) or raises ``CacheRefused`` with one
line saying why: the root or ``<name>`` is a link, is not a directory, is owned by someone
else, or sits in a directory someone else may replace it in (writable by others, not sticky,
not owned by the user or root). A root the user owns that others may write is made 0700.

Entries are directories named by key; their files are opened with ``O_NOFOLLOW`` relative to
the entry's fd and checked (a regular file the user owns): ``entry`` / ``open_file`` /
``create_file``. ``evict(cache, bound, keep)`` removes the least recently used entries (the
mtime of their ``.done``, touched on each use) until the entries' bytes fit the bound (an entry
used in the last MIN_AGE seconds is kept: a running pt2tui may still read it), and the partial
files (``.part<pid>``) that a killed pt2tui left (its process gone, or older than a day).
"""

from __future__ import annotations

import os
import re
import shutil
import stat
import time
from dataclasses import dataclass

DEFAULT_BOUND = 4 << 30  # bytes the unpacked copies may take (PT2TUI_CACHE_MAX)
MIN_AGE = 300.0  # seconds an entry used is kept whatever the bound
STALE_PART = 86400.0  # a partial file this old is removed even where its pid is alive (reused)
_DIR = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
_PART = re.compile(r"^(?:\.done)?\.part(\d+)$")  # a partial file (a copy's, or its .done's)


class CacheRefused(Exception):
    """The cache dir cannot be used safely: one line why."""


@dataclass(frozen=True)
class CacheDir:
    path: str
    fd: int


def cache_root() -> str:
    root = os.environ.get("PT2TUI_CACHE_DIR")
    if not root:
        base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
        root = os.path.join(base, "pt2tui")
    return os.path.abspath(root)


def cache_bound() -> int:
    """PT2TUI_CACHE_MAX (bytes; a K, M or G suffix), else DEFAULT_BOUND."""
    v = os.environ.get("PT2TUI_CACHE_MAX", "").strip().upper()
    m = re.fullmatch(r"(\d+(?:\.\d+)?)\s*([KMG]?)I?B?", v)
    if not m:
        return DEFAULT_BOUND
    return max(1 << 20, int(float(m.group(1)) * {"": 1, "K": 1 << 10, "M": 1 << 20, "G": 1 << 30}[m.group(2)]))


def _mine(st: os.stat_result) -> bool:
    return st.st_uid == os.getuid()


def _check_dir(fd: int, path: str) -> None:
    st = os.fstat(fd)
    if not stat.S_ISDIR(st.st_mode):
        raise CacheRefused(f"the cache dir {path} is not a directory")
    if not _mine(st):
        raise CacheRefused(f"the cache dir {path} is owned by someone else (uid {st.st_uid}): not used")
    if st.st_mode & 0o077:
        os.fchmod(fd, 0o700)  # the user's own dir: only the user's from now on


def _check_parents(path: str) -> None:
    """Each directory above ``path``: no one but the user or root may replace what is in it."""
    d = os.path.dirname(path)
    while True:
        try:
            st = os.stat(d)
        except OSError:
            st = None  # (made when missing: what is above decides)
        if st is not None and _others_may_change(st):
            raise CacheRefused(
                f"the cache dir {path} is inside {d}, which someone else may change: not used "
                "(set PT2TUI_CACHE_DIR to a directory of your own)"
            )
        up = os.path.dirname(d)
        if up == d:
            return
        d = up


def _others_may_change(st: os.stat_result) -> bool:
    if st.st_uid not in (0, os.getuid()):
        return True
    return bool(st.st_mode & 0o022) and not st.st_mode & stat.S_ISVTX


def _open_dir(path: str, parent_fd: int | None = None, name: str | None = None) -> int:
    """The fd of directory ``path`` (``name`` in ``parent_fd``), made 0700 where missing; never
    through a link."""
    where = name if parent_fd is not None else path
    for _ in range(2):
        try:
            return os.open(where, _DIR, dir_fd=parent_fd)
        except FileNotFoundError:
            try:
                if parent_fd is None:
                    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
                os.mkdir(where, 0o700, dir_fd=parent_fd)
            except FileExistsError:
                pass
        except OSError as e:
            if _is_link(where, parent_fd):
                raise CacheRefused(f"the cache dir {path} is a symbolic link: not used") from None
            raise CacheRefused(f"the cache dir {path} cannot be opened: {e.strerror}") from None
    raise CacheRefused(f"the cache dir {path} cannot be created")


def _is_link(name: str, dir_fd: int | None) -> bool:
    try:
        return stat.S_ISLNK(os.stat(name, dir_fd=dir_fd, follow_symlinks=False).st_mode)
    except OSError:
        return False


def open_cache(name: str) -> CacheDir:
    """``<cache root>/<name>``, checked (CacheRefused: why not)."""
    root = cache_root()
    _check_parents(root)
    try:
        rfd = _open_dir(root)
    except OSError as e:
        raise CacheRefused(f"the cache dir {root} cannot be created: {e.strerror}") from None
    try:
        _check_dir(rfd, root)
        path = os.path.join(root, name)
        fd = _open_dir(path, rfd, name)
    finally:
        os.close(rfd)
    try:
        _check_dir(fd, path)
    except BaseException:
        os.close(fd)
        raise
    return CacheDir(path, fd)


def entry(cache: CacheDir, key: str) -> CacheDir:
    """The entry ``key`` of the cache (created, 0700); CacheRefused where it is not the user's
    own directory."""
    path = os.path.join(cache.path, key)
    fd = _open_dir(path, cache.fd, key)
    try:
        _check_dir(fd, path)
    except BaseException:
        os.close(fd)
        raise
    return CacheDir(path, fd)


def open_file(d: CacheDir, name: str) -> int | None:
    """An fd of the regular file ``name`` of entry ``d`` that the user owns, opened without
    following a link; None where it is missing or anything else (a link, someone else's)."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0), dir_fd=d.fd)
    except OSError:
        return None
    st = os.fstat(fd)
    if not stat.S_ISREG(st.st_mode) or not _mine(st):
        os.close(fd)
        return None
    return fd


def create_file(d: CacheDir, name: str) -> int:
    """A new file ``name`` in entry ``d`` (what was there, a link included, is removed first,
    never followed), mode 0600."""
    remove(d, name)
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0)
    return os.open(name, flags, 0o600, dir_fd=d.fd)


def remove(d: CacheDir, name: str) -> None:
    try:
        os.unlink(name, dir_fd=d.fd)
    except FileNotFoundError:
        pass
    except IsADirectoryError:
        shutil.rmtree(os.path.join(d.path, name), ignore_errors=True)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def _entry_state(cache: CacheDir, key: str, now: float) -> tuple[float, int] | None:
    """(last use, bytes) of entry ``key``, its stale partial files removed; None: not an entry
    of ours (left alone)."""
    try:
        fd = os.open(key, _DIR, dir_fd=cache.fd)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not _mine(st):
            return None
        used, size, seen = None, 0, set()
        for name in os.listdir(fd):
            try:
                fst = os.stat(name, dir_fd=fd, follow_symlinks=False)
            except OSError:
                continue
            m = _PART.search(name)
            if m and (not _alive(int(m.group(1))) or now - fst.st_mtime > STALE_PART):
                try:
                    os.unlink(name, dir_fd=fd)
                except OSError:
                    pass
                continue
            if name == ".done":
                used = fst.st_mtime  # touched at each use
            if stat.S_ISREG(fst.st_mode) and (fst.st_dev, fst.st_ino) not in seen:
                seen.add((fst.st_dev, fst.st_ino))  # hard links of one copy count once
                size += fst.st_blocks * 512
        return (st.st_mtime if used is None else used), size
    finally:
        os.close(fd)


def evict(cache: CacheDir, bound: int, keep: str | None = None) -> int:
    """Entries removed, least recently used first, until the rest fit ``bound`` bytes (``keep``
    and the entries used in the last MIN_AGE seconds stay); stale partial files removed."""
    now = time.time()
    states = {}
    for key in os.listdir(cache.fd):
        s = _entry_state(cache, key, now)
        if s is not None:
            states[key] = s
    total = sum(size for _, size in states.values())
    removed = 0
    for key, (used, size) in sorted(states.items(), key=lambda kv: kv[1][0]):
        if total <= bound:
            break
        if key == keep or now - used < MIN_AGE:
            continue
        shutil.rmtree(os.path.join(cache.path, key), ignore_errors=True)
        total -= size
        removed += 1
    return removed
