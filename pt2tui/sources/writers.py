"""Who writes a run's files, and are they still alive? (for following a run pt2tui did not start)

Every TORCH_TRACE and TORCH_LOGS record starts with a glog prefix that carries the writing
process's pid (torch's formatter writes ``record.process``). On the same host:

* a live process with that pid that started before the record was written is the writer (a pid
  reused later by another program started after it; a zombie has exited);
* a process that holds the file open for writing (``/proc/*/fd`` and its ``fdinfo`` flags) is a
  writer too, whatever the records say (a trace copied in growing chunks, a writer whose records
  carry another pid namespace's pid).

Neither seen: on a local filesystem the writer is gone. On a shared one (NFS, Lustre, GPFS,
FUSE ...) the writer may be on another host, and without ``/proc`` there is no way to tell:
``Writers.check`` says ``unknown`` and the caller follows while the files grow.
"""

from __future__ import annotations

import os
import re
import time
from dataclasses import dataclass, field
from functools import lru_cache

_PREFIX = re.compile(
    rb"^(?:\[rank\d+\]:)?[VIWEC](\d\d)(\d\d) (\d\d):(\d\d):(\d\d)(?:\.(\d+))? +(\d+) ", re.M
)
HEAD = 64 << 10
TAIL = 8 << 10
START_SLACK_S = 2.0  # /proc/stat btime is whole seconds; glog times are local wall clock
FD_SCAN_EVERY_S = 2.0  # a full /proc/*/fd scan, at most this often
NETWORK_FS = (
    "nfs", "nfs4", "cifs", "smb3", "smbfs", "lustre", "gpfs", "ceph", "beegfs", "glusterfs",
    "9p", "virtiofs", "afs", "panfs", "wekafs", "orangefs", "ocfs2", "gfs2", "davfs",
)  # fmt: skip
PROC = "/proc"


@dataclass(frozen=True)
class WriterState:
    """``state``: ``live`` (a writer runs on this host), ``gone`` (none: it exited or was killed),
    ``unknown`` (another host, or no way to tell); ``pids`` the writers seen alive (live) or the
    pids the records name (gone/unknown); ``why`` says it in words; ``last_record`` the wall time
    of the newest record seen at the files' ends (None: none yet)."""

    state: str
    pids: tuple[int, ...] = ()
    why: str = ""
    last_record: float | None = None


@dataclass
class _FileInfo:
    first: dict[int, float] = field(default_factory=dict)  # pid -> time of its first record seen
    head_done: bool = False
    last_time: float | None = None
    tail_size: int = -1


def glog_time(mmdd: tuple[bytes, bytes], hms: tuple[bytes, bytes, bytes], frac: bytes | None,
              now: float | None = None) -> float | None:  # fmt: skip
    """Epoch seconds of a glog stamp (local time, no year: the year that puts it not in the
    future)."""
    now = time.time() if now is None else now
    try:
        month, day = int(mmdd[0]), int(mmdd[1])
        h, m, s = (int(x) for x in hms)
        year = _year(int(now))
        for y in (year, year - 1):
            t = _mktime(y, month, day, h, m, s)
            if t <= now + 86400:
                break
        return t + (int(frac) / 10 ** len(frac) if frac else 0.0)
    except (ValueError, OverflowError):
        return None


# mktime and localtime read the time zone each time; the records of one check share their
# seconds and ``now``: 128 rank files' heads and tails took the TUI's indexer 1 s uncached
@lru_cache(maxsize=8)
def _year(now: int) -> int:
    return time.localtime(now).tm_year


@lru_cache(maxsize=8192)
def _mktime(y: int, month: int, day: int, h: int, m: int, s: int) -> float:
    return time.mktime((y, month, day, h, m, s, 0, 0, -1))


def records_in(data: bytes, now: float | None = None) -> list[tuple[int, float | None]]:
    """(pid, time) of each glog prefix that starts a line of ``data``."""
    out = []
    for m in _PREFIX.finditer(data):
        mo, d, h, mi, s, frac, pid = m.groups()
        out.append((int(pid), glog_time((mo, d), (h, mi, s), frac, now)))
    return out


# -- /proc ----------------------------------------------------------------------------------------
def _boot_time() -> float | None:
    try:
        with open(f"{PROC}/stat", "rb") as f:
            for line in f:
                if line.startswith(b"btime "):
                    return float(line.split()[1])
    except OSError:
        pass
    return None


_BTIME = None
_TICKS = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


def process_start(pid: int) -> tuple[str, float | None] | None:
    """(state letter, start time as epoch seconds) of a process, None when there is none."""
    global _BTIME
    try:
        with open(f"{PROC}/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return None
    try:
        rest = stat[stat.rindex(b")") + 2 :].split()
        state, ticks = rest[0].decode(), int(rest[19])
    except (ValueError, IndexError):
        return ("?", None)
    if _BTIME is None:
        _BTIME = _boot_time()
    return state, (None if _BTIME is None else _BTIME + ticks / _TICKS)


def writer_alive(pid: int, first_record: float | None) -> bool:
    """A live (not zombie) process ``pid`` that started before ``first_record``."""
    ps = process_start(pid)
    if ps is None:
        return False
    state, started = ps
    if state in ("Z", "X"):
        return False
    if started is None or first_record is None:
        return True
    return started <= first_record + START_SLACK_S


def holders(paths: set[str]) -> dict[int, set[str]]:
    """Processes that hold one of ``paths`` (real paths) open for writing: {pid: paths}."""
    out: dict[int, set[str]] = {}
    try:
        pids = [int(p) for p in os.listdir(PROC) if p.isdigit()]
    except OSError:
        return out
    for pid in pids:
        held = holders_of_pid(pid, paths)
        if held:
            out[pid] = held
    return out


def _open_for_writing(pid: int, fd: str) -> bool:
    try:
        with open(f"{PROC}/{pid}/fdinfo/{fd}", "rb") as f:
            for line in f:
                if line.startswith(b"flags:"):
                    return int(line.split()[1], 8) & 3 in (1, 2)  # O_WRONLY, O_RDWR
    except (OSError, ValueError):
        pass
    return False


def filesystem(path: str) -> str | None:
    """The filesystem type of the mount that holds ``path`` (None without /proc/mounts)."""
    real = os.path.realpath(path)
    best, kind = "", None
    try:
        with open(f"{PROC}/mounts", encoding="utf-8", errors="replace") as f:
            for line in f:
                parts = line.split()
                if len(parts) < 3:
                    continue
                mnt = re.sub(r"\\(\d{3})", lambda m: chr(int(m.group(1), 8)), parts[1])
                inside = real == mnt or real.startswith(mnt.rstrip("/") + "/")
                if inside and len(mnt) >= len(best):
                    best, kind = mnt, parts[2]
    except OSError:
        return None
    return kind


def is_shared_fs(kind: str | None) -> bool:
    if not kind:
        return False
    base = kind.split(".", 1)[0]
    if kind.startswith("fuse"):  # sshfs, gcsfuse, s3fs, juicefs ...: not fuse-overlayfs
        return "overlay" not in kind
    return base in NETWORK_FS


# -- the check ------------------------------------------------------------------------------------
class Writers:
    """Watches the writers of a set of files. ``check(paths)`` reads each file's head once and
    its last ``TAIL`` bytes when it grew (cheap: two preads), and looks the pids up in /proc; the
    full /proc/*/fd scan runs only when no writer pid is alive, at most every few seconds."""

    def __init__(self, root: str) -> None:
        self.root = root
        self.files: dict[str, _FileInfo] = {}
        self.has_proc = os.path.isdir(f"{PROC}/self/fd")
        kind = filesystem(root if os.path.exists(root) else os.path.dirname(os.path.abspath(root)))
        self.fs = kind
        self.shared = is_shared_fs(kind)
        self._holders: dict[int, set[str]] = {}
        self.seen_live: tuple[int, ...] = ()  # the writers last seen alive
        self._fd_scan_at = 0.0

    def _sample(self, path: str, info: _FileInfo, now: float) -> None:
        try:
            size = os.path.getsize(path)
        except OSError:
            return
        if size == info.tail_size:
            return
        try:
            with open(path, "rb") as f:
                if not info.head_done:
                    head = f.read(HEAD)
                    for pid, t in records_in(head, now):
                        if t is not None:
                            info.first.setdefault(pid, t)
                    info.head_done = bool(info.first) or size > HEAD
                f.seek(max(0, size - TAIL))
                tail = f.read(TAIL)
        except OSError:
            return
        info.tail_size = size
        recs = records_in(tail, now)
        for pid, t in recs:
            if t is not None:
                info.first.setdefault(pid, t)
        times = [t for _, t in recs if t is not None]
        if times:
            info.last_time = max(times)

    def check(self, paths: list[str], *, now: float | None = None) -> WriterState:
        now = time.time() if now is None else now
        for p in paths:
            self._sample(p, self.files.setdefault(p, _FileInfo()), now)
        first: dict[int, float] = {}
        last = None
        for p in paths:
            info = self.files[p]
            for pid, t in info.first.items():
                first[pid] = min(t, first.get(pid, t))
            if info.last_time is not None:
                last = info.last_time if last is None else max(last, info.last_time)
        named = tuple(sorted(first))
        if not self.has_proc:
            return WriterState("unknown", named, "no /proc here: cannot see the writer", last)
        real = {os.path.realpath(p) for p in paths}
        alive = tuple(p for p in named if writer_alive(p, first[p]))
        confirmed = []
        for pid in alive:  # the pid is running: does it still hold one of the files?
            held = holders_of_pid(pid, real)
            if held is None or held:  # None: not ours to look at: trust the pid
                confirmed.append(pid)
        if confirmed:
            self.seen_live = tuple(confirmed)
            return WriterState("live", self.seen_live, _pids_text(self.seen_live, "running"), last)
        held_by = self._held(real)
        if held_by:
            self.seen_live = held_by
            return WriterState(
                "live", held_by, _pids_text(held_by, "has it open for writing"), last
            )
        if self.shared:
            who = (
                f"pid {_pid_list(named)} is not on this host" if named else "no writer on this host"
            )
            return WriterState(
                "unknown", named, f"{who} ({self.fs}: it may write from another)", last
            )
        gone = self.seen_live or named  # the writers seen alive before, else the records' pids
        if not gone:
            return WriterState("gone", (), "no process writes it", last)
        if self.seen_live:
            running = tuple(p for p in gone if (process_start(p) or ("Z",))[0] not in ("Z", "X"))
        else:
            running = alive
        if running:  # it closed the files (torch does at exit) or the pid was reused
            return WriterState("gone", gone, _pids_text(running, "closed it"), last)
        return WriterState("gone", gone, _pids_text(gone, "exited"), last)

    def _held(self, real: set[str]) -> tuple[int, ...]:
        """Pids holding one of the files open for writing: those seen last time if they still
        do (cheap), else a full /proc scan at most every ``FD_SCAN_EVERY_S``."""
        kept = {}
        for pid in self._holders:
            still = holders_of_pid(pid, real)
            if still:
                kept[pid] = still
        self._holders = kept
        if not kept and (
            not self._fd_scan_at or time.monotonic() - self._fd_scan_at >= FD_SCAN_EVERY_S
        ):
            self._fd_scan_at = time.monotonic()
            self._holders = holders(real)
        return tuple(sorted(self._holders))


def holders_of_pid(pid: int, paths: set[str]) -> set[str] | None:
    """Which of ``paths`` process ``pid`` holds open for writing; None when its fds cannot be
    read (another user's process)."""
    fd_dir = f"{PROC}/{pid}/fd"
    out: set[str] = set()
    try:
        fds = os.listdir(fd_dir)
    except PermissionError:
        return None
    except OSError:
        return out
    for fd in fds:
        try:
            target = os.readlink(f"{fd_dir}/{fd}")
        except OSError:
            continue
        if target in paths and _open_for_writing(pid, fd):
            out.add(target)
    return out


def _pid_list(pids: tuple[int, ...], most: int = 3) -> str:
    s = ", ".join(str(p) for p in pids[:most])
    return s + (f" +{len(pids) - most}" if len(pids) > most else "")


def _pids_text(pids: tuple[int, ...], what: str) -> str:
    word = "pid" if len(pids) == 1 else "pids"
    return f"{word} {_pid_list(pids)} {what}"
