"""Is the run of a run dir still running? run.json says ``running`` until pt2tui records the
end; when pt2tui itself died (``kill -9``, the OOM killer) nobody records it. So a ``running``
run.json is believed only while the pt2tui that wrote it lives: its pid (``pt2tui_pid``) names
a process started when it was (``pt2tui_started``: the start time in clock ticks since boot,
from /proc, so a reused pid is not mistaken for it). Otherwise the run is read as lost.

Older run.json files have only the program's ``pid``: then that process is asked the same way.
"""

from __future__ import annotations

import os
import socket
import time

from .discover import read_run_json

LOST = "lost: pt2tui ended without recording the end"


def start_ticks(pid: int) -> int | None:
    """When process ``pid`` started (clock ticks after boot; /proc), None where unknown."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
    except OSError:
        return None
    try:  # the command name (field 2) may hold spaces and parentheses: split after its end
        return int(stat[stat.rindex(b")") + 2 :].split()[19])
    except (ValueError, IndexError):
        return None


def pid_alive(pid: int, started: int | None = None) -> bool:
    """Whether ``pid`` is a live process (and, given ``started``, the same one as then)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        pass
    if started is not None:
        now = start_ticks(pid)
        if now is not None and now != started:
            return False  # the pid was reused
        if now is not None and _zombie(pid):
            return False
    return True


def _zombie(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        return stat[stat.rindex(b")") + 2 :][:1] in (b"Z", b"X")
    except (OSError, ValueError):
        return False


def run_state(info: dict, run_json: str | None = None) -> str | None:
    """``"running"``, ``"ended"``, ``"lost"``, or None when run.json says nothing."""
    if not info:
        return None
    if info.get("end_time") or info.get("exit_code") is not None or info.get("signal"):
        return "ended"
    status = info.get("status")
    if status != "running":
        if isinstance(status, str) and status.startswith("lost"):
            return "lost"
        return "ended" if status else None
    if info.get("host") not in (None, socket.gethostname()):
        return "running"  # another machine's: cannot tell
    owner = info.get("pt2tui_pid")
    if isinstance(owner, int):
        started = info.get("pt2tui_started")
        return "running" if pid_alive(owner, started if isinstance(started, int) else None) else "lost"
    pid = info.get("pid")
    if isinstance(pid, int):
        started = info.get("pid_started")
        return "running" if pid_alive(pid, started if isinstance(started, int) else None) else "lost"
    # prepared, not launched (yet): only believed while fresh
    try:
        fresh = run_json is not None and time.time() - os.path.getmtime(run_json) < 30
    except OSError:
        fresh = False
    return "running" if fresh else "lost"


def run_json_info(path: str | None) -> dict:
    """run.json's dict; a run that says ``running`` but is lost says so in ``status``."""
    info = read_run_json(path)
    if info.get("status") == "running" and run_state(info, path) == "lost":
        info = dict(info, status=LOST, lost=True)
    return info


def owner_fields() -> dict:
    """What run.json records of the pt2tui that writes it (``run_state`` checks it)."""
    return {"pt2tui_pid": os.getpid(), "pt2tui_started": start_ticks(os.getpid())}
