"""The program's process tree is bound to pt2tui's life: no orphans, even when pt2tui dies.

* The child gets ``PR_SET_PDEATHSIG`` (SIGKILL): when pt2tui dies (``kill -9``, the OOM killer)
  the kernel kills it. The signal follows the *thread* that forked, so every child is forked by
  one long-lived spawner thread (``spawn``), never by a worker thread that may end first.
* pt2tui is a ``PR_SET_CHILD_SUBREAPER``: descendants that daemonize (double fork, setsid) come
  back to it instead of init, and are ended with the run: every process of a run carries its
  token in the environment (``TOKEN_ENV``), which ``kill_marked`` finds in /proc.
* A keeper (``Keeper``), a tiny process of its own, waits on a pipe from pt2tui: when pt2tui
  dies without saying "done", it kills the run's cgroup, the program's group, every process
  with the token and every process runner/tree.py recorded (what PDEATHSIG cannot reach:
  grandchildren, daemons that dropped their environment).
* In the child, before exec: SIGINT back to its default (a pt2tui started by nohup, or as a
  pytest-xdist worker, ignores SIGINT, and the child would inherit that).

Elsewhere than Linux (no prctl, no /proc): only the process group is signalled and the keeper
kills the group; daemonized descendants may outlive a run there.
"""

from __future__ import annotations

import ctypes
import os
import queue
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

TOKEN_ENV = "PT2TUI_RUN_TOKEN"
PR_SET_PDEATHSIG = 1
PR_SET_CHILD_SUBREAPER = 36
LINUX = sys.platform.startswith("linux")

_libc: Any = None


def _load_libc() -> Any:
    global _libc
    if _libc is None and LINUX:
        try:
            _libc = ctypes.CDLL(None, use_errno=True)
        except OSError:
            _libc = False
    return _libc


def _prctl(option: int, arg: int) -> bool:
    libc = _load_libc()
    if not libc:
        return False
    try:
        return libc.prctl(option, arg, 0, 0, 0) == 0
    except AttributeError:
        return False


_reaper_set = False


def become_subreaper() -> bool:
    """Orphaned descendants of pt2tui's children come back to pt2tui (Linux), once."""
    global _reaper_set
    if not _reaper_set:
        _reaper_set = _prctl(PR_SET_CHILD_SUBREAPER, 1)
    return _reaper_set


def child_setup(parent: int, enter: Callable[[], None] | None = None) -> Callable[[], None]:
    """The child's preexec: into the run's cgroup (``enter``), die with pt2tui, SIGINT at its
    default. (libc is loaded here, in pt2tui: loading a library between fork and exec could
    deadlock.)"""
    _load_libc()

    def setup() -> None:
        if enter is not None:
            enter()
        signal.signal(signal.SIGINT, signal.SIG_DFL)
        if _prctl(PR_SET_PDEATHSIG, signal.SIGKILL) and os.getppid() != parent:
            os._exit(111)  # pt2tui died before prctl: nobody would kill us

    return setup


# -- one spawner thread --------------------------------------------------------------------------
_jobs: queue.Queue = queue.Queue()
_spawner: threading.Thread | None = None
_spawner_lock = threading.Lock()


def _serve() -> None:
    while True:
        fn, box, done = _jobs.get()
        try:
            box.append((True, fn()))
        except BaseException as e:  # handed back to the caller
            box.append((False, e))
        done.set()


def spawn(fn: Callable[[], Any]) -> Any:
    """``fn()`` (a Popen) run by the spawner thread, which lives as long as pt2tui does."""
    global _spawner
    if threading.current_thread() is threading.main_thread():
        return fn()  # the main thread ends with the process
    with _spawner_lock:
        if _spawner is None:
            _spawner = threading.Thread(target=_serve, name="pt2tui-spawner", daemon=True)
            _spawner.start()
    box: list = []
    done = threading.Event()
    _jobs.put((fn, box, done))
    done.wait()
    ok, val = box[0]
    if not ok:
        raise val
    return val


# -- processes by token --------------------------------------------------------------------------
def marked(token: str) -> list[int]:
    """The pids of the processes whose environment carries the run's token (Linux)."""
    if not LINUX:
        return []
    needle = f"{TOKEN_ENV}={token}".encode()
    me = os.getpid()
    out = []
    try:
        names = os.listdir("/proc")
    except OSError:
        return []
    for n in names:
        if not n.isdigit() or int(n) == me:
            continue
        try:
            with open(f"/proc/{n}/environ", "rb") as f:
                env = f.read()
        except OSError:
            continue
        if needle in env.split(b"\0"):
            out.append(int(n))
    return out


def kill_marked(token: str, skip: int | None = None, grace: float = 2.0) -> int:
    """End every process of the run (its token): SIGTERM, then SIGKILL after ``grace``; the
    ones that became pt2tui's children (subreaper) are reaped. The number found."""
    pids = [p for p in marked(token) if p != skip]
    pids = term_then_kill(pids, grace, lambda ps: [p for p in ps if _exists(p)])
    end = time.monotonic() + 2.0
    while pids and time.monotonic() < end:
        reap(pids)
        pids = [p for p in pids if _exists(p)]
        if pids:
            time.sleep(0.02)
    return len(pids)


def term_then_kill(pids: list[int], grace: float, left: Callable[[list[int]], list[int]],
                   reap_them: Callable[[list[int]], None] | None = None) -> list[int]:  # fmt: skip
    """SIGTERM to ``pids``; while ``left(pids)`` (those still running) has any and ``grace``
    lasts, reap them (they may be pt2tui's children: subreaper) and wait; then SIGKILL to what is
    left, which is returned."""
    reap_them = reap_them or reap
    for p in pids:
        kill_quietly(p, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while pids and time.monotonic() < deadline:
        reap_them(pids)
        pids = left(pids)
        if pids:
            time.sleep(0.02)
    for p in pids:
        kill_quietly(p, signal.SIGKILL)
    return pids


def reap_group(pgid: int) -> None:
    """Reap the zombies of process group ``pgid`` that came back to pt2tui (subreaper): the
    program's children that outlived it are pt2tui's to wait for now, else they stay zombies
    (and the group looks alive)."""
    if not LINUX:
        return
    me = os.getpid()
    try:
        names = os.listdir("/proc")
    except OSError:
        return
    for n in names:
        if not n.isdigit():
            continue
        try:
            with open(f"/proc/{n}/stat", "rb") as f:
                stat = f.read()
            state, ppid, pgrp = stat[stat.rindex(b")") + 2 :].split()[:3]
        except (OSError, ValueError):
            continue
        if state == b"Z" and int(ppid) == me and int(pgrp) == pgid:
            try:
                os.waitpid(int(n), os.WNOHANG)
            except ChildProcessError:
                pass


def kill_quietly(pid: int, sig: int) -> None:
    """A signal to a process that may be gone already."""
    try:
        os.kill(pid, sig)
    except OSError:
        pass


def reap(pids: list[int]) -> None:
    """Wait for those of ``pids`` that are pt2tui's children and have ended (no zombies)."""
    for p in pids:
        try:
            os.waitpid(p, os.WNOHANG)
        except ChildProcessError:
            pass  # not ours: init reaps it


def _exists(pid: int) -> bool:
    """Alive and not a zombie."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        return stat[stat.rindex(b")") + 2 :][:1] not in (b"Z", b"X")
    except (OSError, ValueError):
        if LINUX:
            return False
    try:
        os.kill(pid, 0)
        return True
    except OSError:
        return False


# -- the keeper ----------------------------------------------------------------------------------
KEEPER = r"""
import os, signal, sys, time
pgid, token, cgroup = int(sys.argv[1]), sys.argv[2], sys.argv[4]
for s in (signal.SIGINT, signal.SIGHUP, signal.SIGTERM):
    signal.signal(s, signal.SIG_IGN)
said = sys.stdin.buffer.read().split(b"\n")
if b"done" in said:
    sys.exit(0)
def start(p):
    try:
        with open("/proc/%d/stat" % p, "rb") as f:
            st = f.read()
        return int(st[st.rindex(b")") + 2:].split()[19])
    except (OSError, ValueError, IndexError):
        return None
if cgroup:  # the run's own cgroup: everything in it, whatever it did
    for _ in range(250):
        try:
            with open(os.path.join(cgroup, "cgroup.procs")) as f:
                pids = [int(x) for x in f.read().split()]
        except (OSError, ValueError):
            break
        if not pids:
            break
        try:
            with open(os.path.join(cgroup, "cgroup.kill"), "w") as f:
                f.write("1")
        except OSError:
            for p in pids:
                try:
                    os.kill(p, signal.SIGKILL)
                except OSError:
                    pass
        time.sleep(0.02)
    try:
        os.rmdir(cgroup)
    except OSError:
        pass
recorded = []  # "pid start" lines of the tracker: the same process only
for ln in said:
    try:
        p, s = (int(x) for x in ln.split())
    except ValueError:
        continue
    if start(p) == s:
        recorded.append(p)
needle = ("%s=%s" % (sys.argv[3], token)).encode()
marked, groups = [], set()
for n in os.listdir("/proc") if os.path.isdir("/proc") else ():
    if n.isdigit() and int(n) != os.getpid():
        try:
            with open("/proc/%s/environ" % n, "rb") as f:
                if needle in f.read().split(b"\0"):
                    marked.append(int(n))
                    groups.add(os.getpgid(int(n)))
        except OSError:
            pass
if pgid in groups or not os.path.isdir("/proc"):  # the group is still the run's (never a reused id)
    try:
        os.killpg(pgid, signal.SIGKILL)
    except OSError:
        pass
for p in marked + recorded:
    try:
        os.kill(p, signal.SIGKILL)
    except OSError:
        pass
"""


class Keeper:
    """A tiny process that ends the run's tree when pt2tui dies without saying "done"."""

    def __init__(self, pgid: int, token: str, cgroup: str = "") -> None:
        self.proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        try:
            self.proc = spawn(lambda: subprocess.Popen(
                [sys.executable, "-S", "-c", KEEPER, str(pgid), token, TOKEN_ENV, cgroup],
                stdin=subprocess.PIPE, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                start_new_session=True, env={k: v for k, v in os.environ.items() if k != TOKEN_ENV},
            ))  # fmt: skip
        except OSError:
            self.proc = None  # PDEATHSIG still ends the child itself

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc is not None else None

    def tell(self, line: bytes) -> None:
        """A process of the run it must end too (``b"pid start\\n"``, from runner/tree.py)."""
        with self._lock:
            p = self.proc
            if p is not None and p.stdin is not None:
                p.stdin.write(line)
                p.stdin.flush()

    def done(self) -> None:
        with self._lock:
            p = self.proc
            self.proc = None
        if p is None:
            return
        try:
            assert p.stdin is not None
            p.stdin.write(b"\ndone\n")
            p.stdin.close()
        except OSError:
            pass
        try:
            p.wait(timeout=5)
        except subprocess.TimeoutExpired:
            p.kill()
