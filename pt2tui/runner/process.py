"""The program under test, as a child process in its own process group.

Its stdout and stderr are read by two threads, written to output.log (each line tagged with
stream and time) and handed to a callback. ``interrupt()`` escalates SIGINT -> SIGTERM ->
SIGKILL on the whole group; ``cleanup()`` leaves no orphans behind.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path

from ..core.parse.outputlog import tag_line

LineCallback = Callable[[str, bytes], None]  # (stream, line bytes without newline)
ESCALATION = (signal.SIGINT, signal.SIGTERM, signal.SIGKILL)


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
    ) -> None:
        self.argv = argv
        self.env = env
        self.cwd = cwd
        self.output_log = output_log
        self.on_line = on_line
        self.proc: subprocess.Popen | None = None
        self.start_time = 0.0
        self.end_time: float | None = None
        self._log = None
        self._lock = threading.Lock()
        self._readers: list[threading.Thread] = []
        self._escalation = 0
        self.sent: list[str] = []
        self.sent_by_user: list[str] = []  # those sent at the user's request (run.json)

    @property
    def pid(self) -> int | None:
        return self.proc.pid if self.proc else None

    def start(self) -> None:
        self._log = open(self.output_log, "ab", buffering=0)  # noqa: SIM115 - closed in wait()
        self.start_time = time.time()
        self.proc = subprocess.Popen(
            self.argv,
            cwd=self.cwd,
            env=self.env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            start_new_session=True,  # own process group: signals reach its children too
        )
        for stream, pipe in (("stdout", self.proc.stdout), ("stderr", self.proc.stderr)):
            t = threading.Thread(target=self._read, args=(stream, pipe), daemon=True)
            t.start()
            self._readers.append(t)

    def _read(self, stream: str, pipe) -> None:
        for line in iter(pipe.readline, b""):
            text = line[:-1] if line.endswith(b"\n") else line
            stamp = datetime.now().strftime("%H:%M:%S.%f")
            with self._lock:
                if self._log is not None:
                    self._log.write(tag_line(stream, stamp, text))
            if self.on_line is not None:
                try:
                    self.on_line(stream, text)
                except Exception:
                    pass
        pipe.close()

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
                self._log.close()
                self._log = None
        return rc

    def cleanup(self, grace: float = 3.0) -> None:
        """No orphans: children the program left behind get SIGTERM, then SIGKILL."""
        if not self.group_alive():
            return
        self._killpg(signal.SIGTERM)
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline:
            if not self.group_alive():
                return
            time.sleep(0.05)
        self._killpg(signal.SIGKILL)

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


@contextlib.contextmanager
def forward_interrupts(send: Callable[..., str | None], say: Callable[[str], None], what: str):
    """While inside: Ctrl-C (and SIGTERM) to pt2tui send the next signal of the escalation
    to the program (``send(user)`` returns the signal's name) and say so. Only Ctrl-C is the
    user's own request (``user=True``); a SIGTERM to pt2tui (a timeout, a scheduler) is not."""

    def handler(signum, frame) -> None:
        sent = send(user=signum == signal.SIGINT)
        if sent:
            nxt = {"SIGINT": "SIGTERM", "SIGTERM": "SIGKILL"}.get(sent)
            say(f"sent {sent} to {what}" + (f" (again for {nxt})" if nxt else ""))

    old_int = signal.signal(signal.SIGINT, handler)
    old_term = signal.signal(signal.SIGTERM, handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old_int)
        signal.signal(signal.SIGTERM, old_term)
