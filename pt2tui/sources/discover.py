"""What a path holds: TORCH_TRACE files, torch_compile_debug dirs, TORCH_LOGS text, run dirs."""

from __future__ import annotations

import errno
import os
import re
from dataclasses import dataclass, field
from pathlib import Path

from ..core.parse.compressed import kind_of, plain_name, zstd_available
from ..core.parse.jsonload import loads
from ..core.parse.kineto import sniff_profile

# (plain.py, the plain copies of compressed files with their cache, is imported when a file is
# compressed: not before the --jobs workers start, sources/parallel.py)

_TRACE_LINE = re.compile(rb"^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\]\n]*:\d+\] \{")
_TEXT_LINE = re.compile(rb"^(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\]\n]*:\d+\]")
_TEXT_NAMES = ("stderr.txt", "stdout.txt", "output.log", "stderr.log", "stdout.log")
_SKIP_DIRS = {"torch_compile_debug", "__pycache__", ".git", "tl_out", "checkpoints", "isolate", "inductor_cache"}


class SourceError(Exception):
    """The path cannot be opened as a run: missing, unreadable, or holds nothing we know."""


@dataclass
class Discovered:
    """What a path holds, by kind of source."""

    root: str
    traces: list[str] = field(default_factory=list)
    debug_dirs: list[str] = field(default_factory=list)
    text_logs: list[str] = field(default_factory=list)
    run_json: str | None = None
    skipped: list[tuple[str, str]] = field(default_factory=list)  # (path, why)
    profiles: list[str] = field(default_factory=list)  # torch.profiler traces (read by sources/profile.py)
    compressed: list[str] = field(default_factory=list)  # compressed files read through a plain copy

    @property
    def empty(self) -> bool:
        return not (self.traces or self.debug_dirs or self.text_logs or self.profiles)

    def add(self, path: str, kind: str | None, text_name_ok: bool = True) -> None:
        """File ``path`` sniffed as ``kind``: a compressed log is read through its plain copy
        (sources/plain.py), a profiler trace as it is."""
        if kind == "profile":
            self.profiles.append(path)
            return
        if kind == "unreadable":
            self.skipped.append((path, _unreadable_why(path)))
            return
        if kind not in ("trace", "torch_logs") and not (kind == "text" and text_name_ok):
            return
        if compression_of(path):
            from .plain import plain_copy

            plain = plain_copy(path)
            self.compressed.append(path)
            if plain.problem:
                self.skipped.append((path, plain.problem))
            if plain.path == path:
                return
            path = plain.path
        (self.traces if kind == "trace" else self.text_logs).append(path)


def compression_of(path: str) -> str | None:
    """The compression of the file at ``path`` ("gzip", "xz", "zstd"), from its first bytes
    (None: plain, or unreadable)."""
    try:
        with open(path, "rb") as f:
            return kind_of(f.read(8))
    except OSError:
        return None


def _unreadable_why(path: str) -> str:
    if compression_of(path) == "zstd" and not zstd_available():
        return "a zstd file: reading it needs the zstandard package (pip install zstandard)"
    return "a compressed file that cannot be read (damaged at its start)"


def sniff(path: str, limit: int = 64 << 10) -> str | None:
    """'trace', 'torch_logs', 'text', 'profile' (a torch.profiler trace), 'unreadable' (compressed
    and not readable here) or None for a file, from its first (plain) bytes."""
    try:
        return sniff_or_raise(path, limit)
    except OSError:
        return None


def sniff_or_raise(path: str, limit: int = 64 << 10) -> str | None:
    """``sniff``, but a file that cannot be read raises its OSError."""
    with open(path, "rb") as f:
        head = f.read(limit)
    if not head:
        return None
    if kind_of(head):
        from .plain import plain_head

        plain = plain_head(path, limit)
        if plain is None:
            return "unreadable"
        if not plain:  # a compressed empty file: nothing in it, as an empty file
            return None
        head = plain
    if sniff_profile(head):
        return "profile"
    saw_text = False
    for line in head.split(b"\n")[:200]:
        if not line.strip() or line.startswith(b"\t"):
            continue
        if _TRACE_LINE.match(line):
            return "trace"
        if _TEXT_LINE.match(line):
            saw_text = True
    if saw_text:
        return "torch_logs"
    if b"\x00" in head[:4096]:
        return None
    return "text"


def is_debug_dir(p: Path) -> bool:
    """A torch_compile_debug dir, or one of its run_* dirs."""
    if p.name.startswith("run_") and ((p / "torchinductor").is_dir() or (p / "torchdynamo").is_dir()):
        return True
    try:
        return any(c.name.startswith("run_") and c.is_dir() for c in p.iterdir()) and p.name == "torch_compile_debug"
    except OSError:
        return False


def discover(path: str) -> Discovered:
    p = Path(path)
    if not p.exists():
        raise SourceError(f"{path}: no such file or directory")
    if not os.access(p, os.R_OK):
        raise SourceError(f"{path}: permission denied")
    d = Discovered(str(p))
    if p.is_file():
        kind = sniff(str(p))
        if kind == "unreadable":
            raise SourceError(f"{path}: {_unreadable_why(str(p))}")
        if kind is None:
            raise SourceError(f"{path}: not a TORCH_TRACE log, a TORCH_LOGS text log or a profiler trace")
        d.add(str(p), kind)
        return d
    if is_debug_dir(p):
        d.debug_dirs.append(str(p))
        return d
    _scan_dir(p, d, depth=0)
    if d.empty and d.run_json is None:  # a run dir of a quiet program still says how it ended
        raise SourceError(
            f"{path}: found no TORCH_TRACE log, torch_compile_debug/ dir or TORCH_LOGS text here"
        )
    return d


def _scan_dir(
    p: Path, d: Discovered, depth: int, known: set[str] | None = None, seen: set | None = None
) -> None:
    """Fill ``d`` from dir ``p``; files in ``known`` were sniffed before: kept as they were.
    Each dir and file is taken once by its identity (device, inode): a symlink loop is not
    walked again, a file linked twice is read once."""
    seen = set() if seen is None else seen
    try:
        st = p.stat()
        if (st.st_dev, st.st_ino) in seen:
            return
        seen.add((st.st_dev, st.st_ino))
    except OSError:
        pass
    try:
        entries = sorted(p.iterdir(), key=lambda e: e.name)
    except OSError as e:
        d.skipped.append((str(p), f"cannot list: {e.strerror}"))
        return
    for e in entries:
        try:
            if e.is_dir():
                if e.name == "torch_compile_debug" or is_debug_dir(e):
                    d.debug_dirs.append(str(e))
                elif depth < 2 and e.name not in _SKIP_DIRS and not e.name.startswith("."):
                    _scan_dir(e, d, depth + 1, known, seen)
                continue
            if not e.is_file():
                continue
        except OSError:
            continue
        if e.name == "run.json" and depth == 0:
            d.run_json = str(e)
            continue
        if known and str(e) in known:
            continue
        try:
            st = e.stat()
            if (st.st_dev, st.st_ino) in seen:
                continue
            seen.add((st.st_dev, st.st_ino))
        except OSError:
            continue
        try:
            kind = sniff_or_raise(str(e))
        except OSError as err:  # said, never skipped without a word
            if err.errno not in (errno.EMFILE, errno.ENFILE):  # (descriptors: not the file's fault)
                d.skipped.append((str(e), f"cannot read: {err.strerror or err}"))
            continue
        d.add(str(e), kind, text_name_ok=plain_name(e.name) in _TEXT_NAMES)


def read_run_json(path: str | None) -> dict:
    if not path:
        return {}
    try:
        with open(path, "rb") as f:
            val = loads(f.read())  # (nested too deeply: a ValueError, not a RecursionError)
        return val if isinstance(val, dict) else {}
    except (OSError, ValueError):
        return {}


def is_runs_dir(path: str) -> bool:
    """A dir that is not a run itself but holds run dirs (each with a run.json)."""
    p = Path(path)
    if not p.is_dir() or (p / "run.json").exists() or (p / "trace").is_dir():
        return False
    try:
        return any((c / "run.json").is_file() for c in p.iterdir() if c.is_dir())
    except OSError:
        return False
