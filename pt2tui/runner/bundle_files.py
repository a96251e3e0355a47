"""Which files of a run dir ``pt2tui bundle`` may read, and how its archive reaches the disk.

A bundle is attached to public issues, so it reads only regular files inside the run dir: a
symbolic link (to a file or a dir, inside or outside) or a hard link (a file with more than one
name, maybe elsewhere) is named and skipped, never followed. Each file is opened with
``O_NOFOLLOW`` and checked again on its descriptor (a file swapped for a link between the walk and
the read is refused too).

The outputs are written under temporary names beside their final ones and linked into place
only when complete (``link`` fails where a name exists: nothing a user made is overwritten);
a failure (a full disk) removes the temporaries: nothing half-made is left, and a retry takes the
same names.
"""

from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass, field
from pathlib import Path


@dataclass
class SafeTree:
    """The regular files of a run dir (relative paths) and the links it skipped (path, what)."""

    root: Path
    files: list[str] = field(default_factory=list)
    links: list[tuple[str, str]] = field(default_factory=list)


def _link_kind(st: os.stat_result, path: str) -> str | None:
    if stat.S_ISLNK(st.st_mode):
        try:
            return f"a symbolic link to {os.readlink(path)}"
        except OSError:
            return "a symbolic link"
    if stat.S_ISREG(st.st_mode) and st.st_nlink > 1:
        return f"a hard link ({st.st_nlink} names)"
    return None


def walk_regular(root: Path, max_depth: int = 6) -> SafeTree:
    """Every regular file under ``root`` reached without following a link; links listed."""
    tree = SafeTree(root)

    def walk(rel: str, depth: int) -> None:
        here = root / rel if rel else root
        try:
            names = sorted(os.listdir(here))
        except OSError:
            return
        for name in names:
            r = f"{rel}/{name}" if rel else name
            p = str(root / r)
            try:
                st = os.lstat(p)
            except OSError:
                continue
            link = _link_kind(st, p)
            if link:
                tree.links.append((r, link))
            elif stat.S_ISDIR(st.st_mode):
                if depth < max_depth:
                    walk(r, depth + 1)
            elif stat.S_ISREG(st.st_mode):
                tree.files.append(r)

    walk("", 0)
    return tree


class NotRegular(OSError):
    """The path is a link, not a regular file, or outside the dir it must be in."""


def open_regular(path: Path, inside: Path):
    """``path`` opened for reading (binary) if it is a regular file with one name, reached inside
    ``inside`` without a link; else NotRegular."""
    real_in = os.path.realpath(inside)
    if os.path.commonpath([os.path.realpath(path), real_in]) != real_in:
        raise NotRegular(f"{path}: outside {inside}")
    st = os.lstat(path)
    if _link_kind(st, str(path)) or not stat.S_ISREG(st.st_mode):
        raise NotRegular(f"{path}: not a regular file")
    fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | getattr(os, "O_CLOEXEC", 0))
    fst = os.fstat(fd)
    if (fst.st_dev, fst.st_ino) != (st.st_dev, st.st_ino) or not stat.S_ISREG(fst.st_mode) or fst.st_nlink > 1:
        os.close(fd)
        raise NotRegular(f"{path}: changed while read")
    return os.fdopen(fd, "rb")


def read_regular(path: Path, inside: Path, limit: int | None = None, tail: bool = False) -> bytes | None:
    """The bytes of ``path`` (its last ``limit`` if ``tail``, else its first), or None where it is
    not a regular file inside ``inside`` or cannot be read."""
    try:
        with open_regular(path, inside) as f:
            if limit is not None and tail:
                f.seek(0, os.SEEK_END)
                f.seek(max(0, f.tell() - limit))
            return f.read() if limit is None else f.read(limit)
    except OSError:
        return None


def mirror(tree: SafeTree, into: Path) -> Path:
    """A dir of the same name under ``into`` whose files are links to ``tree``'s regular files only:
    a run loaded from it reads nothing a link of the run dir pointed at."""
    dst = into / tree.root.name
    dst.mkdir()
    for rel in tree.files:
        d = dst / rel
        d.parent.mkdir(parents=True, exist_ok=True)
        os.symlink(os.path.realpath(tree.root / rel), d)
    return dst


class BundleWriteError(Exception):
    """The bundle could not be written (a full disk, no permission); nothing was left."""


def temp_beside(final: Path) -> tuple[int, Path]:
    """A new temporary file in ``final``'s dir (hidden, unique)."""
    fd, name = tempfile.mkstemp(prefix=f".{final.name}.", suffix=".part", dir=final.parent)
    return fd, Path(name)


def publish(pairs: list[tuple[Path, Path]]) -> None:
    """Each (temporary, final) linked to its final name, all or none; temporaries removed."""
    done: list[Path] = []
    try:
        for tmp, final in pairs:
            try:
                os.link(tmp, final)  # FileExistsError where the name was taken meanwhile
            except FileExistsError:
                raise
            except OSError:  # a file system without hard links
                if final.exists():
                    raise FileExistsError(final) from None
                os.rename(tmp, final)
            done.append(final)
    except OSError:
        for d in done:
            _unlink(d)
        raise
    finally:
        for tmp, _ in pairs:
            _unlink(tmp)


def _unlink(p: Path) -> None:
    try:
        os.unlink(p)
    except OSError:
        pass
