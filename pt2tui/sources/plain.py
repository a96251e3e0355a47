"""Compressed logs read as they are: a ``.gz`` / ``.xz`` / ``.zst`` TORCH_TRACE or TORCH_LOGS
file is unpacked once into pt2tui's cache (``<cache root>/plain``, sources/cache_dir.py) and
read from there: payloads are byte spans of the plain file, read when viewed. The user's file is
never written. A stream cut short keeps the bytes before the cut and says so (``Plain.problem``).

One copy per file content: an entry is named by the sha256 of the compressed bytes (a file
touched, copied or moved is the same entry; another name of the same content is a hard link in
it). The entry's ``.done`` records that key, the copy's size and inode: a copy that does not
match is made again, never read. The copy is bounded (the cache's bound, and
compressed.plain_limit against compression bombs: past it, a cut line, the part read kept), the
cache is kept under its bound (least recently used entries evicted), partial files are removed
(on any error here; a killed pt2tui's by the next one). Where the cache dir cannot be used
safely (sources/cache_dir.py says why), the copy goes to a private temporary dir of this process
and that line is the file's problem.

Profiler traces are not unpacked: ``core/parse/kineto.py`` streams them compressed.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import os
import shutil
import tempfile
from dataclasses import dataclass

from ..core.parse.compressed import (
    CompressedError,
    Cut,
    chunks,
    cut_line,
    kind_of,
    open_stream,
    plain_limit,
    plain_name,
)
from ..core.parse.jsonload import loads
from .cache_dir import (
    CacheDir,
    CacheRefused,
    cache_bound,
    cache_root,
    create_file,
    entry,
    evict,
    open_cache,
    open_file,
    remove,
)

__all__ = ["Plain", "plain_copy", "plain_head", "cache_root"]

HEAD = 64 << 10
_KEYS: dict[tuple, str] = {}  # (path, size, mtime, inode) -> key: this process hashes a file once


def plain_head(path: str, limit: int = HEAD) -> bytes | None:
    """The first ``limit`` plain bytes of a compressed file (b"": it holds none, an empty file
    compressed; None: cannot decompress here, or damaged before its first plain byte)."""
    try:
        with open(path, "rb") as f:
            s = _open(f)
            out = b""
            cuts: list[Cut] = []
            for c in chunks(s, limit, cuts):
                out += c
                if len(out) >= limit:
                    break
            if cuts and not out:
                return None
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


def copy_name(path: str) -> str:
    """The copy's name: the file's without its suffix (a rank in it is read), never one of the
    entry's own (.done, .part<pid>: they start with a dot)."""
    name = plain_name(os.path.basename(path))
    return name if name and not name.startswith(".") else f"_{name}"


def _key(f, st: os.stat_result, path: str) -> str:
    memo = (os.path.abspath(path), st.st_size, st.st_mtime_ns, st.st_ino, st.st_dev)
    key = _KEYS.get(memo)
    if key is None:
        h = hashlib.sha256()
        buf = bytearray(1 << 20)
        view = memoryview(buf)
        while n := f.readinto(buf):
            h.update(view[:n])
        f.seek(0)
        key = _KEYS[memo] = h.hexdigest()[:40]
    return key


def plain_copy(path: str) -> Plain:
    """The plain copy of compressed ``path`` in the cache, made when missing or not as recorded."""
    try:
        with open(path, "rb") as f:
            st = os.fstat(f.fileno())
            key = _key(f, st, path)
            name = copy_name(path)
            note = None
            try:
                cache = open_cache("plain")
                try:
                    got = _in_cache(cache, key, name, f, st)
                finally:
                    os.close(cache.fd)
            except CacheRefused as e:  # not the user's own: this process's own dir instead
                note = f"{e}; unpacked into a private temporary dir"
                f.seek(0)
                got = _in_cache(_private(), key, name, f, st)
    except CompressedError as e:
        return Plain(path, str(e))
    except CacheRefused as e:
        return Plain(path, str(e))
    except OSError as e:
        return Plain(path, f"cannot read: {e.strerror or e}")
    if isinstance(got, str):  # could not unpack: why
        return Plain(path, got)
    out, why = got
    problems = [p for p in (note, why) if p]
    return Plain(out, "; ".join(problems) or None)


def _in_cache(cache: CacheDir, key: str, name: str, f, st: os.stat_result) -> tuple[str, str] | str:
    d = entry(cache, key)
    try:
        done = _done(d, key)
        if done is not None and _has_copy(d, done, name):
            try:  # used now: the last evicted
                os.utime(".done", dir_fd=d.fd, follow_symlinks=False)
            except OSError:
                pass
            got: tuple[str, str] | str = (os.path.join(d.path, name), done.get("why") or "")
        else:
            got = _unpack(d, key, name, f, st)
    finally:
        os.close(d.fd)
    try:  # (and the partial files of a pt2tui killed mid-unpack removed)
        evict(cache, cache_bound(), keep=key)
    except OSError:
        pass
    return got


def _done(d: CacheDir, key: str) -> dict | None:
    """What ``.done`` records, where it is this entry's (a regular file of the user's)."""
    fd = open_file(d, ".done")
    if fd is None:
        return None
    try:
        with os.fdopen(fd, "rb") as g:
            rec = loads(g.read(1 << 16))  # nested too deeply: a ValueError
    except (OSError, ValueError):
        return None
    if not isinstance(rec, dict) or rec.get("key") != key or not isinstance(rec.get("name"), str):
        return None
    return rec


def _has_copy(d: CacheDir, done: dict, name: str) -> bool:
    """The copy ``.done`` records is there as ``name`` (linked to it from its first name when
    missing): same inode, same size."""
    fd = open_file(d, name)
    if fd is None and name != done["name"]:
        try:
            os.link(done["name"], name, src_dir_fd=d.fd, dst_dir_fd=d.fd, follow_symlinks=False)
        except OSError:
            return False
        fd = open_file(d, name)
    if fd is None:
        return False
    try:
        st = os.fstat(fd)
    finally:
        os.close(fd)
    return st.st_ino == done.get("ino") and st.st_size == done.get("size")


def _unpack(d: CacheDir, key: str, name: str, f, st: os.stat_result) -> tuple[str, str] | str:
    """Unpack ``f`` into ``name`` of entry ``d`` (through ``.part<pid>``, removed on any error),
    then ``.done``: (the copy's path, why it is cut or "") or why it could not be made."""
    tmp = f".part{os.getpid()}"
    cuts: list[Cut] = []
    remove(d, ".done")
    try:
        fd = create_file(d, tmp)
        with os.fdopen(fd, "wb") as g:
            for c in chunks(_open(f), 1 << 20, cuts, plain_limit(st.st_size, cache_bound())):
                g.write(c)
            g.flush()
            try:  # the copy is as old as what it was unpacked from (a follow's quiet period reads it)
                os.utime(g.fileno(), ns=(st.st_atime_ns, st.st_mtime_ns))
            except OSError:
                pass
            cst = os.fstat(g.fileno())
        os.replace(tmp, name, src_dir_fd=d.fd, dst_dir_fd=d.fd)
        why = cut_line("", cuts[0]) if cuts else ""
        rec = {"key": key, "name": name, "size": cst.st_size, "ino": cst.st_ino, "why": why}
        fd = create_file(d, f".done{tmp}")
        with os.fdopen(fd, "w", encoding="utf-8") as g:
            json.dump(rec, g)
        os.replace(f".done{tmp}", ".done", src_dir_fd=d.fd, dst_dir_fd=d.fd)
    except CompressedError:
        _clean(d, tmp)
        raise
    except OSError as e:
        _clean(d, tmp)
        return f"cannot unpack into {d.path}: {e.strerror or e}"
    except BaseException:
        _clean(d, tmp)
        raise
    return os.path.join(d.path, name), why


def _clean(d: CacheDir, tmp: str) -> None:
    for n in (tmp, f".done{tmp}"):
        try:
            remove(d, n)
        except OSError:
            pass


_PRIVATE: dict[str, CacheDir] = {}


def _private() -> CacheDir:
    """A temporary dir of this process's own (0700), removed when it exits."""
    if "dir" not in _PRIVATE:
        path = tempfile.mkdtemp(prefix="pt2tui-plain-")
        _PRIVATE["dir"] = CacheDir(path, os.open(path, os.O_RDONLY | os.O_DIRECTORY))
        atexit.register(shutil.rmtree, path, True)
    return _PRIVATE["dir"]
