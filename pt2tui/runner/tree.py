"""The whole process tree of a run, found without trusting what the processes say of themselves
(a daemon may leave the session, its process group and its environment: ``setsid`` +
``execve(..., {})``).

* ``RunCgroup``: where the kernel allows (a writable cgroup v2 hierarchy, as systemd scopes
  use), the program starts in a cgroup of its own, made under pt2tui's; every descendant is in
  it whatever it does (leaving needs write access elsewhere in the hierarchy), and ending the
  run ends all of it (``cgroup.kill``, else each pid, until it is empty), then removes it.
* ``Tracker``: otherwise (no cgroup v2, read-only, another OS) a thread records, while they are
  alive, the processes whose parent chain reaches the program (or pt2tui, the subreaper its
  orphans come back to), with their start times (a pid reused later is never killed); the
  keeper is told each one, so that they end even when pt2tui is killed.
"""

from __future__ import annotations

import os
import signal
import threading
import time
from collections.abc import Callable

from .lifeline import LINUX, kill_quietly, term_then_kill


def _cgroup2_mount() -> str | None:
    try:
        with open("/proc/self/mountinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                left, _, right = line.partition(" - ")
                if right.split(" ", 1)[0] == "cgroup2":
                    return left.split()[4]
    except OSError:
        pass
    return None


def _own_cgroup() -> str | None:
    try:
        with open("/proc/self/cgroup", encoding="utf-8") as f:
            for line in f:
                if line.startswith("0::"):
                    return line[3:].strip()
    except OSError:
        pass
    return None


def _pids_of(procs: str) -> list[int]:
    try:
        with open(procs, encoding="ascii") as f:
            return [int(x) for x in f.read().split()]
    except (OSError, ValueError):
        return []


class RunCgroup:
    """A cgroup v2 of the run's own (``make`` gives None where the kernel does not allow it)."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.procs = os.path.join(path, "cgroup.procs")

    @classmethod
    def make(cls, token: str) -> RunCgroup | None:
        if not LINUX or os.environ.get("PT2TUI_NO_CGROUP"):
            return None
        mount, own = _cgroup2_mount(), _own_cgroup()
        if mount is None or own is None:
            return None
        parent = os.path.join(mount, own.lstrip("/"))
        _sweep(parent)
        path = os.path.join(parent, f"pt2tui-{os.getpid()}-{token}")
        try:
            os.mkdir(path)
        except OSError:
            return None
        cg = cls(path)
        if not os.access(cg.procs, os.W_OK):
            cg.remove()
            return None
        return cg

    def enter(self) -> None:
        """In the child, before exec: into the cgroup (``0``: the writing process)."""
        try:
            fd = os.open(self.procs, os.O_WRONLY)
            try:
                os.write(fd, b"0")
            finally:
                os.close(fd)
        except OSError:
            pass  # the group, the token and the keeper still hold

    def pids(self) -> list[int]:
        return _pids_of(self.procs)

    def end(self, grace: float, reap: Callable[[list[int]], None]) -> int:
        """SIGTERM to every process of the cgroup, SIGKILL to what is left after ``grace``;
        then the cgroup is removed. The number of processes found."""
        pids = self.pids()
        found = len(pids)
        pids = term_then_kill(pids, grace, lambda _: self.pids(), reap)
        end = time.monotonic() + 5.0
        while pids and time.monotonic() < end:
            if not self._write("cgroup.kill", b"1"):
                for p in pids:
                    kill_quietly(p, signal.SIGKILL)
            reap(pids)
            time.sleep(0.02)
            pids = self.pids()
        self.remove()
        return found

    def _write(self, name: str, data: bytes) -> bool:
        try:
            fd = os.open(os.path.join(self.path, name), os.O_WRONLY)
        except OSError:
            return False
        try:
            os.write(fd, data)
            return True
        except OSError:
            return False
        finally:
            os.close(fd)

    def remove(self) -> None:
        for _ in range(50):
            try:
                os.rmdir(self.path)
                return
            except FileNotFoundError:
                return
            except OSError:
                time.sleep(0.02)


def _sweep(parent: str) -> None:
    """Empty run cgroups of a pt2tui that is gone (one that could not clean up) are removed."""
    try:
        names = [n for n in os.listdir(parent) if n.startswith("pt2tui-")]
    except OSError:
        return
    for n in names:
        try:
            pid = int(n.split("-")[1])
        except (IndexError, ValueError):
            continue
        if pid != os.getpid() and not os.path.exists(f"/proc/{pid}"):
            path = os.path.join(parent, n)
            if not _pids_of(os.path.join(path, "cgroup.procs")):
                try:
                    os.rmdir(path)
                except OSError:
                    pass


def _stat(pid: int) -> tuple[int, int, int] | None:
    """(ppid, start time in ticks, session) of a live process, None for a zombie or none."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        rest = stat[stat.rindex(b")") + 2 :].split()
        if rest[0] in (b"Z", b"X"):
            return None
        return int(rest[1]), int(rest[19]), int(rest[3])
    except (OSError, ValueError, IndexError):
        return None


def descendants(root: int, exclude: set[int]) -> dict[int, int]:
    """{pid: start ticks} of the live processes whose parent chain reaches ``root``, or pt2tui
    through a child of another session than pt2tui's (an orphan of the run that came back to
    the subreaper; pt2tui's own workers share its session)."""
    try:
        names = [int(n) for n in os.listdir("/proc") if n.isdigit()]
    except OSError:
        return {}
    me = os.getpid()
    info = {p: s for p in names if (s := _stat(p)) is not None}
    my_sid = info[me][2] if me in info else os.getsid(0)
    out: dict[int, int] = {}
    for p, (ppid, start, _sid) in info.items():
        if p in (root, me) or p in exclude:
            continue
        q, prev, hops = ppid, p, 0
        while q not in (root, me) and q in info and hops < 64:
            q, prev, hops = info[q][0], q, hops + 1
        if q == root or (q == me and prev not in exclude and info[prev][2] != my_sid):
            out[p] = start
    return out


class Tracker:
    """Records the run's descendants while they are alive (where there is no cgroup); ``tell``
    gets each new one as ``b"pid start\\n"`` (the keeper)."""

    INTERVAL = 0.2

    def __init__(self, root: int, exclude: Callable[[], set[int]], tell: Callable[[bytes], None]) -> None:
        self.root = root
        self.exclude = exclude
        self.tell = tell
        self.seen: dict[int, int] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="pt2tui-tree", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while not self._stop.wait(self.INTERVAL):
            self.scan()

    def scan(self) -> dict[int, int]:
        # the program's tree, and orphans that came back to pt2tui (the subreaper)
        found = descendants(self.root, self.exclude())
        for p, start in found.items():
            if self.seen.get(p) != start:
                self.seen[p] = start
                try:
                    self.tell(b"%d %d\n" % (p, start))
                except OSError:
                    pass
        return found

    def end(self, grace: float, reap: Callable[[list[int]], None]) -> int:
        """SIGTERM, then SIGKILL after ``grace``, to every process recorded that is still the
        same process (its start time), and to the descendants found now."""
        self._stop.set()
        self.scan()
        live = [p for p, s in self.seen.items() if (st := _stat(p)) is not None and st[1] == s and p != self.root]
        live = term_then_kill(live, grace, lambda ps: [p for p in ps if (st := _stat(p)) is not None
                                                       and st[1] == self.seen[p]], reap)  # fmt: skip
        reap(live)
        return len(self.seen)
