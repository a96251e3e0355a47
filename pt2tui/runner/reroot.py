"""Paths recorded elsewhere, found here: a run dir copied from another machine (a colleague's run,
a CI artifact, a GPU host's run opened on a laptop) or moved since it was written.

run.json records absolute paths (the program's working directory, its script, the parent run,
the launcher); a trace records the absolute paths of the user's source files. When a recorded
path does not exist here, it is looked for relative to where the run dir is now:

- a path pt2tui wrote relative to the run dir (run.json's ``relative``: the project moved with
  its run dir) is taken as it is;
- else the longest tail of the path that exists under the run dir or one of its ancestors
  (``/home/dev/proj/sample_traces/scenarios.py`` -> ``<checkout>/sample_traces/scenarios.py``)
  gives a new root for the old prefix (``/home/dev/proj`` -> ``<checkout>``), which then serves
  every other path under that prefix (the cwd, the trace's source files: re-rooted by their
  common prefix, not one by one). The checkout the run dir is in (``home``: its enclosing git
  repository) is tried first: a longer tail found above it (``proj/sample_traces/...`` from a
  sibling checkout named ``proj`` beside ``proj_clean``) is another checkout's file.

Pure logic: the file system is asked only through the ``exists`` / ``is_dir`` callables given.
"""

from __future__ import annotations

import posixpath
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

__all__ = ["Located", "PathMap", "Reroot", "ancestors", "common_dir", "locate_program", "reroot_text", "tail_reroot"]

Exists = Callable[[str], bool]


@dataclass(frozen=True)
class Reroot:
    """Paths under ``old`` (as recorded) are under ``new`` here."""

    old: str
    new: str
    why: str = ""

    def apply(self, path: str) -> str | None:
        """``path`` moved to the new root, or None when it is not under the old one."""
        old = self.old.rstrip("/") or "/"
        if path == old:
            return self.new
        prefix = old if old.endswith("/") else old + "/"
        if not path.startswith(prefix):
            return None
        return posixpath.join(self.new, path[len(prefix) :])

    def describe(self) -> str:
        why = f" ({self.why})" if self.why else ""
        return f"{self.old} -> {self.new}{why}"


def _parts(path: str) -> list[str]:
    return [p for p in path.replace("\\", "/").split("/") if p and p != "."]


def ancestors(path: str, limit: int = 12) -> list[str]:
    """``path`` and the dirs above it, nearest first (absolute, normalised)."""
    out: list[str] = []
    d = posixpath.normpath(path)
    for _ in range(limit):
        out.append(d)
        up = posixpath.dirname(d)
        if up == d:
            break
        d = up
    return out


def _under(path: str, root: str) -> bool:
    root = posixpath.normpath(root)
    return path == root or path.startswith(root.rstrip("/") + "/")


def tail_reroot(
    path: str, bases: Sequence[str], exists: Exists, *, min_tail: int = 1, why: str = "",
    home: str = "",
) -> Reroot | None:
    """The longest tail of ``path`` (at least ``min_tail`` parts, never the whole path) that
    exists under one of ``bases`` (tried in order for each tail length): the old prefix -> that
    base. ``home``: the bases at or under it are tried first (all tail lengths), the others
    only when none of them holds a tail. None when no tail of it is anywhere under them."""
    if home:
        inside = [b for b in bases if _under(posixpath.normpath(b), home)]
        if inside:
            found = tail_reroot(path, inside, exists, min_tail=min_tail, why=why)
            if found is not None:
                return found
    parts = _parts(path)
    if not parts:
        return None
    absolute = path.startswith("/")
    top = len(parts) - 1 if absolute or len(parts) > 1 else len(parts)
    for k in range(top, max(min_tail, 1) - 1, -1):
        tail = parts[-k:]
        for base in bases:
            cand = posixpath.join(base, *tail)
            if exists(cand):
                head = parts[: len(parts) - k]
                old = ("/" if absolute else "") + "/".join(head)
                return Reroot(old or ".", posixpath.normpath(base), why)
    return None


def common_dir(paths: Iterable[str]) -> str | None:
    """The deepest dir every absolute path of ``paths`` is under (None: none, or only ``/``)."""
    dirs = [_parts(posixpath.dirname(p)) for p in paths if p.startswith("/")]
    if not dirs:
        return None
    first = dirs[0]
    n = len(first)
    for d in dirs[1:]:
        n = min(n, len(d))
        for i in range(n):
            if d[i] != first[i]:
                n = i
                break
    return "/" + "/".join(first[:n]) if n else None


@dataclass(frozen=True)
class PathMap:
    """The re-roots found for a run: ``find`` maps a recorded path to the one that exists here."""

    roots: tuple[Reroot, ...] = ()

    def with_root(self, root: Reroot | None) -> PathMap:
        if root is None or root in self.roots or root.old == root.new:
            return self
        return PathMap(self.roots + (root,))

    def find(self, path: str, exists: Exists) -> str | None:
        """``path`` itself when it exists, else the first re-rooted form that exists, else None."""
        if exists(path):
            return path
        for r in self.roots:
            moved = r.apply(path)
            if moved is not None and exists(moved):
                return moved
        return None

    def notes(self) -> list[str]:
        return [f"re-rooted {r.describe()}" for r in self.roots]


def _is_path_arg(i: int, arg: str) -> bool:
    if not arg or arg.startswith("-") or "=" in arg:
        return False
    return arg.endswith(".py") or (i == 0 and "/" in arg)


@dataclass(frozen=True)
class Located:
    """A recorded program found here: its cwd (None: not found), its argv with the paths found
    here, the re-roots that did it, and what could not be found."""

    cwd: str | None
    argv: tuple[str, ...]
    paths: PathMap
    missing: tuple[str, ...] = ()

    def notes(self) -> list[str]:
        return self.paths.notes()


def locate_program(
    run_dir: str,
    argv: Sequence[str],
    cwd: str,
    relative: dict,
    exists: Exists,
    is_dir: Exists,
    extra_bases: Sequence[str] = (),
    home: str = "",
) -> Located:
    """Where the program of the run dir ``run_dir`` (its recorded absolute ``argv`` and ``cwd``,
    run.json's ``relative`` paths) is here. argv[0] is left to the caller (an interpreter is not
    re-rooted: it is another machine's). ``home``: the checkout the run dir is in (tried first)."""
    pm = PathMap()
    run_dir = posixpath.normpath(run_dir)
    if cwd and not is_dir(cwd):
        rel = relative.get("cwd") if isinstance(relative, dict) else None
        if isinstance(rel, str) and rel:
            cand = posixpath.normpath(posixpath.join(run_dir, rel))
            if is_dir(cand):
                pm = pm.with_root(Reroot(cwd, cand, "where it was beside the run dir"))
    bases = [*ancestors(run_dir), *(b for b in extra_bases if b)]
    out = list(argv)
    missing: list[str] = []
    for i, a in enumerate(argv):
        if i == 0 or not _is_path_arg(i, a) or not a.startswith("/"):
            continue
        found = pm.find(a, exists)
        if found is None:
            root = tail_reroot(a, bases, exists, why=f"{posixpath.basename(a)} found there", home=home)
            pm = pm.with_root(root)
            found = pm.find(a, exists)
        if found is None:
            missing.append(a)
            moved = next((m for r in pm.roots if (m := r.apply(a))), None)
            if moved:  # not here either: named where the re-rooted cwd says it would be
                out[i] = moved
        else:
            out[i] = found
    new_cwd: str | None = cwd
    if cwd and not is_dir(cwd):
        new_cwd = next((m for r in pm.roots if (m := r.apply(cwd)) and is_dir(m)), None)
        if new_cwd is None:
            missing.insert(0, cwd)
    return Located(new_cwd, tuple(out), pm, tuple(missing))


def reroot_text(text: str, roots: Sequence[Reroot]) -> str:
    """``text`` (a recorded command, an evidence line) with every recorded path under a re-rooted
    prefix written where it is here: ``/home/dev/proj/train.py:12`` -> ``<checkout>/train.py:12``.
    A prefix matches whole path parts only (``/home/dev/proj`` is not ``/home/dev/proj_runs`` nor
    ``/home/dev/proj.py``; a sentence's full stop after it is not part of it);
    the first root of an old prefix wins."""
    done: set[str] = set()
    for r in roots:
        old = r.old.rstrip("/")
        if not old.startswith("/") or old in done or old == r.new:
            continue
        done.add(old)
        text = re.sub(re.escape(old) + r"(?![\w-])(?!\.\w)", lambda _m, new=r.new: new, text)
    return text
