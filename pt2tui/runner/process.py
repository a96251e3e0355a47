"""The program under test, as a child process in its own process group.

Its stdout and stderr are read by two threads, written to output.log (each line tagged with
stream and time) and handed to a callback. The readers drain the pipes whatever happens to
output.log: a write that fails (ENOSPC: a full disk) stops the writing, never the reading, and
is recorded (``log_error``: "output.log incomplete: disk full at ..."), so the program never
blocks on a full pipe. ``interrupt()`` escalates SIGINT -> SIGTERM -> SIGKILL on the whole
group; ``cleanup()`` leaves no orphans behind, daemonized descendants included, and the tree
dies with pt2tui (runner/lifeline.py). ``stop_from_outside`` (SIGTERM or SIGHUP to pt2tui: a
scheduler's time limit, a lost terminal) stops every running program and records it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import signal
import subprocess
import threading
import time
import weakref
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from ..core.reruns.recipes_profile import PROFILE_DIR_ENV
from .lifeline import (
    TOKEN_ENV,
    Keeper,
    become_subreaper,
    child_setup,
    kill_marked,
    reap,
    reap_group,
    spawn,
)
from .tree import RunCgroup, Tracker

LineCallback = Callable[[str, bytes], None]  # (stream, line bytes without newline)
READ_CHUNK = 1 << 16
READ_HOLD = 1 << 20  # the most bytes of a line held back waiting for its end
ESCALATION = (signal.SIGINT, signal.SIGTERM, signal.SIGKILL)
OUTSIDE_GRACE_S = 5.0  # stopped from outside: SIGTERM, then SIGKILL after this long
_running: weakref.WeakSet[ChildProcess] = weakref.WeakSet()


def signal_name(num: int) -> str:
    try:
        return signal.Signals(num).name
    except ValueError:
        return f"signal {num}"


class ChildProcess:
    def __init__(
        self,
        argv: list[str],
        *,
        env: dict[str, str],
        cwd: str,
        output_log: Path,
        on_line: LineCallback | None = None,
        on_chunk: LineCallback | None = None,
    ) -> None:
        self.argv = argv
        self.env = env
        self.cwd = cwd
        self.output_log = output_log
        self.on_line = on_line
        self.on_chunk = on_chunk  # (stream, bytes as read): an echo that needs no lines
        self.proc: subprocess.Popen | None = None
        self.start_time = 0.0
        self.end_time: float | None = None
        self._log = None
        self._lock = threading.Lock()
        self._readers: list[threading.Thread] = []
        self._escalation = 0
        self.sent: list[str] = []
        self.sent_by_user: list[str] = []  # those sent at the user's request (run.json)
        self.stopped_by: str | None = None  # "SIGTERM to pt2tui": stopped from outside
        self.log_error: str | None = None  # "output.log incomplete: disk full at 12:03:04"
        self.token = secrets.token_hex(8)  # in the environment of every process of the run
        self._keeper: Keeper | None = None
        self._cgroup: RunCgroup | None = None  # the run's own cgroup, where the kernel allows
        self._tracker: Tracker | None = None  # else: its descendants recorded while alive

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc else None

    def start(self) -> None:
        self._log = open(self.output_log, "ab", buffering=0)  # noqa: SIM115 - closed in wait()
        self.start_time = time.time()
        become_subreaper()
        env = dict(self.env, **{TOKEN_ENV: self.token})
        self._cgroup = cg = RunCgroup.make(self.token)
        try:
            self.proc = self._spawn(env, cg)
        except BaseException:
            if cg is not None:  # nothing started: nothing left either
                cg.remove()
            self._cgroup = None
            raise
        _running.add(self)
        self._keeper = Keeper(self.proc.pid, self.token, cg.path if cg else "")
        if cg is None or self.proc.pid not in cg.pids():
            if cg is not None:  # the kernel refused the move: the tracker does it
                cg.remove()
                self._cgroup = None
            self._tracker = Tracker(self.proc.pid, _not_runs, self._keeper.tell)
        for stream, pipe in (("stdout", self.proc.stdout), ("stderr", self.proc.stderr)):
            t = threading.Thread(target=self._read, args=(stream, pipe), daemon=True)
            t.start()
            self._readers.append(t)
        if env.get(PROFILE_DIR_ENV):  # a profile rerun: its timing is not to share the CPU with pt2tui
            yield_cpu()

    def _spawn(self, env: dict[str, str], cg: RunCgroup | None) -> subprocess.Popen:
        return spawn(lambda: subprocess.Popen(
            self.argv,
            cwd=self.cwd,
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,  # own process group: signals reach its children too
            preexec_fn=child_setup(os.getpid(), cg.enter if cg else None),  # its cgroup; dies with pt2tui
        ))  # fmt: skip

    def _read(self, stream: str, pipe) -> None:
        """Drain one pipe in chunks at the program's speed, in bounded memory: whole lines go to
        output.log tagged (one stamp per chunk, one write), the bytes to ``on_chunk`` as they
        came, each line to ``on_line``. A line longer than READ_HOLD is written in pieces."""
        fd = pipe.fileno()
        tag = b"O " if stream == "stdout" else b"E "
        pending = b""
        while True:
            try:
                data = os.read(fd, READ_CHUNK)
            except InterruptedError:
                continue
            except OSError:
                break
            if not data:
                break
            if self.on_chunk is not None:
                try:
                    self.on_chunk(stream, data)
                except Exception:
                    pass
            data = pending + data if pending else data
            last = data.rfind(b"\n")
            if last < 0 and len(data) <= READ_HOLD:
                pending = data
                continue
            if last < 0 or len(data) - last - 1 > READ_HOLD:
                whole, pending = data + b"\n", b""  # a very long line: written in pieces
            else:
                whole, pending = data[: last + 1], data[last + 1 :]
            self._lines(stream, tag, whole)
        if pending:
            self._lines(stream, tag, pending + b"\n")
        pipe.close()

    def _lines(self, stream: str, tag: bytes, whole: bytes) -> None:
        """Whole lines (each ending in a newline) to output.log and ``on_line``."""
        stamp = tag + datetime.now().strftime("%H:%M:%S.%f").encode() + b"|"
        tagged = stamp + whole[:-1].replace(b"\n", b"\n" + stamp) + b"\n"
        with self._lock:
            if self._log is not None:
                try:
                    self._log.write(tagged)
                except OSError as e:  # keep draining the pipe: only the writing stops
                    self._log_failed(e)
        if self.on_line is not None:
            for text in whole[:-1].split(b"\n"):
                try:
                    self.on_line(stream, text)
                except Exception:
                    pass

    def _log_failed(self, e: OSError) -> None:
        what = "disk full" if e.errno in (errno.ENOSPC, errno.EDQUOT) else (e.strerror or str(e))
        self.log_error = f"output.log incomplete: {what} at {time.strftime('%H:%M:%S')}"
        with contextlib.suppress(OSError):
            assert self._log is not None
            self._log.close()
        self._log = None

    def poll(self) -> int | None:
        return None if self.proc is None else self.proc.poll()

    def interrupt(self, user: bool = True) -> str | None:
        """Send the next signal of the escalation to the program's process group; ``user``:
        the user asked for it (Ctrl-C, quitting the TUI), not pt2tui cleaning up."""
        if self.proc is None or self.proc.poll() is not None:
            return None
        sig = ESCALATION[min(self._escalation, len(ESCALATION) - 1)]
        self._escalation += 1
        self._killpg(sig)
        self.sent.append(sig.name)
        if user:
            self.sent_by_user.append(sig.name)
        return sig.name

    def _killpg(self, sig: int) -> bool:
        assert self.proc is not None
        try:
            os.killpg(self.proc.pid, sig)
            return True
        except (ProcessLookupError, PermissionError):
            return False

    def group_alive(self) -> bool:
        if self.proc is None:
            return False
        if self.proc.returncode is not None:
            reap_group(self.proc.pid)  # its orphans that ended are pt2tui's zombies now
        try:
            os.killpg(self.proc.pid, 0)
            return True
        except (ProcessLookupError, PermissionError):
            return False

    def wait(self, timeout: float | None = None) -> int | None:
        """Wait for the program; then make sure nothing of its group is left running."""
        assert self.proc is not None
        try:
            rc = self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            return None
        self.end_time = self.end_time or time.time()
        self.cleanup()
        for t in self._readers:
            t.join(timeout=5)
        with self._lock:
            if self._log is not None:
                try:
                    self._log.close()
                except OSError as e:
                    self._log_failed(e)
                self._log = None
        _running.discard(self)
        return rc

    def cleanup(self, grace: float = 3.0) -> None:
        """No orphans: children the program left behind get SIGTERM, then SIGKILL; so do its
        daemonized descendants (its cgroup, else those recorded while alive, and those with the
        run's token), and the keeper is told we are done."""
        if self._cgroup is not None:
            self._cgroup.end(grace, reap)
            self._cgroup = None
        if self._tracker is not None:
            self._tracker.end(grace, reap)
            self._tracker = None
        if self.group_alive():
            self._killpg(signal.SIGTERM)
            deadline = time.monotonic() + grace
            while time.monotonic() < deadline:
                if not self.group_alive():
                    break
                time.sleep(0.05)
            else:
                self._killpg(signal.SIGKILL)
        kill_marked(self.token, skip=self.proc.pid if self.proc else None, grace=grace)
        if self._keeper is not None:
            self._keeper.done()
            self._keeper = None

    def stop_from_outside(self, name: str) -> None:
        """pt2tui got ``name`` (SIGTERM, SIGHUP): the program gets SIGTERM, then SIGKILL after
        OUTSIDE_GRACE_S, and run.json will say who stopped it."""
        if self.proc is None or self.proc.poll() is not None:
            return
        self.stopped_by = self.stopped_by or f"{name} to pt2tui"
        self._killpg(signal.SIGTERM)
        self.sent.append("SIGTERM")

        def later() -> None:
            deadline = time.monotonic() + OUTSIDE_GRACE_S
            while time.monotonic() < deadline:
                if self.proc is None or self.proc.poll() is not None:
                    return
                time.sleep(0.05)
            if self._killpg(signal.SIGKILL):
                self.sent.append("SIGKILL")

        threading.Thread(target=later, name="pt2tui-stop", daemon=True).start()

    def exit_info(self) -> dict:
        rc = self.proc.returncode if self.proc else None
        info: dict = {"exit_code": None, "signal": None}
        if rc is None:
            return info
        if rc < 0:
            info["signal"] = signal_name(-rc)
            info["exit_code"] = 128 - rc
        else:
            info["exit_code"] = rc
        return info


def _not_runs() -> set[int]:
    """pt2tui's children that are no run's descendants: the programs themselves (each its own
    tracker's root) and the keepers."""
    out: set[int] = set()
    for c in list(_running):
        if c.proc is not None:
            out.add(c.proc.pid)
        if c._keeper is not None and c._keeper.pid is not None:
            out.add(c._keeper.pid)
    return out


def stop_all_from_outside(name: str) -> int:
    """SIGTERM / SIGHUP to pt2tui: every program it runs is stopped (and records it)."""
    procs = [c for c in list(_running) if c.poll() is None]
    for c in procs:
        c.stop_from_outside(name)
    return len(procs)


@contextlib.contextmanager
def forward_interrupts(send: Callable[..., str | None], say: Callable[[str], None], what: str):
    """While inside: Ctrl-C to pt2tui sends the next signal of the escalation to the program
    (``send(user)`` returns the signal's name) and says so: the user's own request. SIGTERM
    and SIGHUP to pt2tui (a time limit, a scheduler, a lost terminal) stop the program from
    outside (SIGTERM, then SIGKILL), recorded as such (``stopped_by``), not as the user's."""

    def handler(signum, frame) -> None:
        sent = send(user=True)
        if sent:
            nxt = {"SIGINT": "SIGTERM", "SIGTERM": "SIGKILL"}.get(sent)
            say(f"sent {sent} to {what}" + (f" (again for {nxt})" if nxt else ""))

    def outside(signum, frame) -> None:
        name = signal_name(signum)
        if stop_all_from_outside(name):
            say(f"{name} to pt2tui: stopping {what} (SIGTERM, then SIGKILL)")
        else:
            send(user=False)  # not started yet, or a runner of its own

    old_int = signal.signal(signal.SIGINT, handler)
    old_term = signal.signal(signal.SIGTERM, outside)
    old_hup = signal.signal(signal.SIGHUP, outside)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old_int)
        signal.signal(signal.SIGTERM, old_term)
        signal.signal(signal.SIGHUP, old_hup)


YIELD_NICE = 10


def yield_cpu(nice: int = YIELD_NICE) -> None:
    """pt2tui's own threads (the ones it has and, by inheritance, the ones they start) below the
    program's priority, once the program is started (it keeps its own): while a profile rerun
    times the program's calls, pt2tui reading its trace and output must not slow them. Never
    lowers a niceness that is already higher; where the system refuses, nothing changes."""
    try:
        tids = [int(t) for t in os.listdir("/proc/self/task")]
    except (OSError, ValueError):
        tids = [0]  # the calling thread
    for tid in tids:
        try:
            if os.getpriority(os.PRIO_PROCESS, tid) < nice:
                os.setpriority(os.PRIO_PROCESS, tid, nice)
        except (OSError, AttributeError):
            pass
