"""Indexing the run in a thread worker, with snapshots for the UI as it goes, then following
it while it is still being written.

A ``Follower`` reads what is there (the same code ``load_run`` uses); every chunk, at most
every ``SNAPSHOT_EVERY_S`` (and never more often than 5x what a snapshot costs),
``snapshot()`` is handed to the UI. The UI takes the newest snapshot only: if it is busy, older
ones are dropped, never queued.

Once caught up, the run is either finished (``Follower.finish()``, the final snapshot, done) or
still being written, and then it is followed (``follow_policy``):

* a run dir whose run.json says ``running`` (and whose pid is alive, on this host) is followed
  until run.json says it ended; then the rest is read and the run is finished;
* without a run.json: a path whose files have not changed for ``SETTLE_S`` when it has been
  read is finished at once (the usual case: a trace written earlier); one that changes is
  followed for as long as the app is open, at low cost (a watchfiles wake-up, else a poll that
  backs off to once a second after ``IDLE_BACKOFF_S`` without growth). Rank files that appear
  later are picked up (the Follower rescans the dir).

Following runs in its own worker (group ``follow``), which ``PT2App.busy`` does not count.
"""

from __future__ import annotations

import os
import socket
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.css.query import NoMatches
from textual.message import Message
from textual.worker import get_current_worker

from ..core.model import Problem, Run
from ..sources.discover import SourceError, discover, read_run_json
from ..sources.follow import Follower

SNAPSHOT_EVERY_S = 0.4  # while catching up (big traces)
FOLLOW_GAP_S = 0.05  # while following: new records show within a wake-up plus this
SETTLE_S = 1.0
IDLE_BACKOFF_S = 10.0


@dataclass(frozen=True)
class RunUpdate:
    run: Run
    done: int
    total: int
    final: bool
    following: bool = False
    gen: int = 0  # which start_indexing made it (a stale worker's update is dropped)

    @property
    def progress(self) -> float:
        return 1.0 if self.final or self.following else self.done / max(1, self.total)


class RunUpdateReady(Message):
    """A snapshot waits in ``IndexerMixin._latest_update``."""


class LoadFailed(Message):
    def __init__(self, error: str) -> None:
        super().__init__()
        self.error = error


class FollowStarted(Message):
    def __init__(self, follower: Follower) -> None:
        super().__init__()
        self.follower = follower


# -- is it still being written? ---------------------------------------------------------------
def find_run_json(path: str) -> str | None:
    """run.json of the run ``path`` belongs to: in it, or up to two levels up (a trace dir or
    file inside a run dir)."""
    p = Path(path).resolve()
    if p.is_file():
        p = p.parent
    for d in (p, p.parent, p.parent.parent):
        rj = d / "run.json"
        if rj.is_file():
            return str(rj)
    return None


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError):
        return True
    return True


def run_json_state(run_json: str | None) -> str | None:
    """``"running"``, ``"ended"``, or None when there is no run.json (or it says nothing)."""
    if not run_json:
        return None
    info = read_run_json(run_json)
    if not info:
        return None
    if info.get("end_time") or info.get("exit_code") is not None or info.get("signal"):
        return "ended"
    if info.get("status") != "running":
        return "ended" if info.get("status") else None
    pid = info.get("pid")
    if isinstance(pid, int) and info.get("host") in (None, socket.gethostname()):
        return "running" if _pid_alive(pid) else "ended"
    if pid is None:  # prepared, not launched (yet): only believed while fresh
        try:
            fresh = time.time() - os.path.getmtime(run_json) < 30
        except OSError:
            fresh = False
        return "running" if fresh else "ended"
    return "running"


def followed_paths(f: Follower) -> list[str]:
    return list(getattr(f, "_traces", {})) + list(getattr(f, "_logs", {}))


def newest_mtime(f: Follower) -> float:
    out = 0.0
    for p in followed_paths(f):
        try:
            out = max(out, os.path.getmtime(p))
        except OSError:
            pass
    return out


class IndexerMixin:
    """For the App: ``start_indexing()``; it calls ``apply_run`` and ``load_failed``."""

    path: str
    _update_lock: threading.Lock
    _latest_update: RunUpdate | None
    following: bool = False
    follower: Follower | None = None

    def start_indexing(self) -> None:
        self._update_lock = threading.Lock()
        self._latest_update = None
        self.following = False
        self._index_gen = getattr(self, "_index_gen", 0) + 1
        gen = self._index_gen
        self.run_worker(  # type: ignore[attr-defined]
            lambda: self._index_thread(gen),
            thread=True, exclusive=True, group="index", exit_on_error=False,
        )  # fmt: skip

    def _current(self, gen: int) -> bool:
        worker = get_current_worker()
        return not worker.is_cancelled and gen == getattr(self, "_index_gen", gen)

    def _index_thread(self, gen: int = 0) -> None:
        run_json = find_run_json(self.path)
        try:
            found = discover(self.path)
            skipped = found.skipped
            root = found.root
        except SourceError as e:
            # a run dir that has just started holds nothing readable yet: follow it
            if not (os.path.isdir(self.path) and run_json_state(run_json) == "running"):
                self.post_message(LoadFailed(str(e)))  # type: ignore[attr-defined]
                return
            skipped, root = [], self.path
        f = Follower(root)
        self.follower = f
        for path, why in skipped:
            f.builder.problems.append(Problem(path, why))
        state = {"last": 0.0, "cost": 0.0, "shown": False}

        def progress() -> None:
            now = time.monotonic()
            first = not state["shown"] and bool(f.builder.compiles)
            if first or now - state["last"] >= max(SNAPSHOT_EVERY_S, 5 * state["cost"]):
                t0 = time.monotonic()
                run = f.snapshot()
                state["cost"] = time.monotonic() - t0
                state["last"] = now
                state["shown"] = state["shown"] or bool(run.compiles)
                self._offer(RunUpdate(run, f.done_bytes, max(f.total_bytes, 1), False, gen=gen))

        try:
            while f.poll():
                if not self._current(gen):
                    f.stop_watching()
                    return
                progress()
        except Exception as e:  # keep what was indexed; say what went wrong
            self.post_message(LoadFailed(f"indexing stopped: {e!r}"))  # type: ignore[attr-defined]
            self._finish(f, gen)
            return
        rj_state = run_json_state(run_json)
        if rj_state is None:
            # written just before it was opened (complete), or still growing? Settle it here,
            # so that a complete trace ends as it always did: indexed, then final.
            while self._current(gen):
                if f.poll():
                    progress()
                    break
                if time.time() - newest_mtime(f) >= SETTLE_S:
                    self._finish(f, gen)
                    return
                time.sleep(0.05)
        if rj_state == "ended" or not self._current(gen):
            self._finish(f, gen)
            return
        self._offer(RunUpdate(f.snapshot(), 1, 1, False, following=True, gen=gen))
        self.post_message(FollowStarted(f))  # type: ignore[attr-defined]

    def _finish(self, f: Follower, gen: int) -> None:
        try:
            f.finish()
        except Exception as e:
            self.post_message(LoadFailed(f"indexing stopped: {e!r}"))  # type: ignore[attr-defined]
        self._offer(RunUpdate(f.snapshot(), 1, 1, True, gen=gen))

    def on_follow_started(self, message: FollowStarted) -> None:
        self.following = True
        self.loaded = True
        gen = self._index_gen
        self.run_worker(  # type: ignore[attr-defined]
            lambda: self._follow_thread(message.follower, gen),
            thread=True, exclusive=True, group="follow", exit_on_error=False,
        )  # fmt: skip
        self._update_chrome()  # type: ignore[attr-defined]

    def _follow_thread(self, f: Follower, gen: int) -> None:
        """Keep reading what is appended; finish when run.json says the run ended."""
        run_json = find_run_json(self.path)
        f.start_watching()
        last_growth = time.monotonic()
        last_snap = 0.0
        cost = 0.0
        dirty = False
        last_check = 0.0
        try:
            while self._current(gen):
                idle = time.monotonic() - last_growth
                gap = max(FOLLOW_GAP_S, 5 * cost)
                timeout = 1.0 if idle > IDLE_BACKOFF_S else 0.25
                if dirty:
                    timeout = max(0.0, min(timeout, last_snap + gap - time.monotonic()))
                if timeout > 0:
                    f.wait(timeout)
                if not self._current(gen):
                    break
                changed = f.poll()
                now = time.monotonic()
                if changed:
                    last_growth = now
                    dirty = True
                if dirty and now - last_snap >= gap:
                    t0 = time.monotonic()
                    run = f.snapshot()
                    cost = time.monotonic() - t0
                    last_snap = time.monotonic()
                    dirty = False
                    self._offer(RunUpdate(run, 1, 1, False, following=True, gen=gen))
                if changed or now - last_check < 0.5:
                    continue
                last_check = now
                rj_state = run_json_state(run_json)
                if rj_state == "ended" and f.caught_up():
                    break
        except Exception as e:
            self.post_message(LoadFailed(f"following stopped: {e!r}"))  # type: ignore[attr-defined]
        if not self._current(gen):
            f.stop_watching()
            return
        self._finish(f, gen)
        self.post_message(FollowStopped())  # type: ignore[attr-defined]

    def on_follow_stopped(self, message: FollowStopped) -> None:
        self.following = False
        self._update_chrome()  # type: ignore[attr-defined]

    def stop_following(self) -> None:
        """Stop the workers that read the run (the app is closing or opening another run)."""
        self._index_gen = getattr(self, "_index_gen", 0) + 1
        f = self.follower
        if f is not None:
            f.stop_watching()

    def _offer(self, update: RunUpdate) -> None:
        with self._update_lock:
            pending = self._latest_update is not None
            self._latest_update = update
        if not pending:
            self.post_message(RunUpdateReady())  # type: ignore[attr-defined]

    def on_run_update_ready(self, message: RunUpdateReady) -> None:
        with self._update_lock:
            update, self._latest_update = self._latest_update, None
        if update is not None and update.gen in (0, getattr(self, "_index_gen", 0)):
            try:
                self.apply_run(update.run, update.progress, final=update.final)
            except NoMatches:  # the app is closing: its screen is gone
                pass

    def on_load_failed(self, message: LoadFailed) -> None:
        self.load_failed(message.error)

    if TYPE_CHECKING:  # provided by the App
        loaded: bool

        def apply_run(self, run: Run, progress: float, *, final: bool = False) -> Any: ...
        def load_failed(self, error: str) -> Any: ...


class FollowStopped(Message):
    """The run being followed ended; the final snapshot has been offered."""
