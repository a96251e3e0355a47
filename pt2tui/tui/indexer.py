"""Indexing the run in a thread worker, with snapshots for the UI as it goes, then following
it while it is still being written.

A ``Follower`` reads what is there (the same code ``load_run`` uses); every chunk, at most
every ``SNAPSHOT_EVERY_S`` (and never more often than 5x what a snapshot costs),
``snapshot()`` is handed to the UI. The UI takes the newest snapshot only: if it is busy, older
ones are dropped, never queued.

Once caught up, ``FollowPolicy`` (sources/following.py) says whether the run is finished
(``Follower.finish()``, the final snapshot, done) or still being written, and then it is
followed in its own worker until the policy says it is finished: while its writer lives (the
pid of its records, or a process holding its files open for writing), while run.json says
running (``pt2tui run``), while the files grow (a writer that cannot be seen from here), or
until the user quits (``--follow``). A path that holds nothing yet (an empty dir or file, or
with ``--follow`` one that does not exist) waits for the run to begin. The status line says
which, and why (``follow_chrome``).

Following runs in its own worker (group ``follow``), which ``PT2App.busy`` does not count.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual.app import ScreenStackError
from textual.css.query import NoMatches
from textual.message import Message
from textual.worker import get_current_worker

from ..core.model import Problem, Run
from ..render.doc import message_doc
from ..sources.discover import SourceError, discover
from ..sources.follow import Follower
from ..sources.following import (  # noqa: F401 - find_run_json, run_json_state: re-exported
    FollowLoop,
    FollowPolicy,
    FollowStatus,
    can_wait,
    find_run_json,
    run_json_state,
    waiting_lines,
)

SNAPSHOT_EVERY_S = 0.4  # while catching up (big traces)
FOLLOW_GAP_S = 0.05  # while following: new records show within a wake-up plus this


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
    def __init__(self, follower: Follower, policy: FollowPolicy) -> None:
        super().__init__()
        self.follower = follower
        self.policy = policy


class FollowStatusChanged(Message):
    def __init__(self, status: FollowStatus) -> None:
        super().__init__()
        self.status = status


class IndexerMixin:
    """For the App: ``start_indexing()``; it calls ``apply_run`` and ``load_failed``."""

    path: str
    _update_lock: threading.Lock
    _latest_update: RunUpdate | None
    following: bool = False
    follower: Follower | None = None
    follow_mode: str = "auto"  # "follow" (--follow), "no-follow" (--no-follow)
    follow_status: FollowStatus | None = None
    followed = False  # it was followed: the status line says why it finished up front

    def start_indexing(self) -> None:
        self._update_lock = threading.Lock()
        self._latest_update = None
        self.following = False
        self.follow_status = None
        self.followed = False
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
        policy = FollowPolicy(self.path, self.follow_mode)
        try:
            found = discover(self.path)
            skipped = found.skipped
            root = found.root
        except SourceError as e:
            # nothing to read yet (an empty dir or file, a run dir that has just started, a
            # path that --follow waits for): wait for the run to begin
            if not can_wait(self.path, self.follow_mode):
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
        status = policy.check(f)
        self.post_message(FollowStatusChanged(status))  # type: ignore[attr-defined]
        if not status.following or not self._current(gen):
            self._finish(f, gen)
            return
        self._offer(RunUpdate(f.snapshot(), 1, 1, False, following=True, gen=gen))
        self.post_message(FollowStarted(f, policy))  # type: ignore[attr-defined]

    def _finish(self, f: Follower, gen: int) -> None:
        try:
            f.finish()
        except Exception as e:
            self.post_message(LoadFailed(f"indexing stopped: {e!r}"))  # type: ignore[attr-defined]
        self._offer(RunUpdate(f.snapshot(), 1, 1, True, gen=gen))

    def on_follow_started(self, message: FollowStarted) -> None:
        self.following = True
        self.followed = True
        self.loaded = True
        gen = self._index_gen
        self.run_worker(  # type: ignore[attr-defined]
            lambda: self._follow_thread(message.follower, message.policy, gen),
            thread=True, exclusive=True, group="follow", exit_on_error=False,
        )  # fmt: skip
        if getattr(self, "_follow_timer", None) is None:  # "last record Ns ago" ticks
            self._follow_timer = self.set_interval(1.0, self._tick_follow)  # type: ignore[attr-defined]
        self._update_chrome()  # type: ignore[attr-defined]

    def _tick_follow(self) -> None:
        if self.following:
            try:
                self._update_chrome()  # type: ignore[attr-defined]
            except (NoMatches, ScreenStackError):  # closing
                pass

    def _follow_thread(self, f: Follower, policy: FollowPolicy, gen: int) -> None:
        """Keep reading what is appended; finish when the policy says the run is finished."""
        loop = FollowLoop(f, policy)
        last_snap = 0.0
        cost = 0.0
        dirty = False
        last_status = policy.status
        try:
            while self._current(gen):
                gap = max(FOLLOW_GAP_S, 5 * cost)
                timeout = loop.timeout()
                if dirty:
                    timeout = max(0.0, min(timeout, last_snap + gap - time.monotonic()))
                changed = loop.step(timeout)
                if not self._current(gen):
                    break
                dirty = dirty or changed
                if dirty and time.monotonic() - last_snap >= gap:
                    t0 = time.monotonic()
                    run = f.snapshot()
                    cost = time.monotonic() - t0
                    last_snap = time.monotonic()
                    dirty = False
                    self._offer(RunUpdate(run, 1, 1, False, following=True, gen=gen))
                st = loop.check()
                if st is None:
                    continue
                if st != last_status:
                    last_status = st
                    self.post_message(FollowStatusChanged(st))  # type: ignore[attr-defined]
                if not st.following and f.caught_up():
                    break
        except Exception as e:
            self.post_message(LoadFailed(f"following stopped: {e!r}"))  # type: ignore[attr-defined]
        if not self._current(gen):
            f.stop_watching()
            return
        self._finish(f, gen)
        self.post_message(FollowStopped())  # type: ignore[attr-defined]

    def on_follow_status_changed(self, message: FollowStatusChanged) -> None:
        was = self.follow_status
        self.follow_status = message.status
        try:
            if message.status.waiting and (was is None or not was.waiting):
                self.detail.pane("overview").show_doc(message_doc("\n".join(waiting_lines(self.path))))  # type: ignore[attr-defined]
            elif was is not None and was.waiting and not message.status.waiting:
                if not self.run_model.compiles:  # type: ignore[attr-defined]
                    self.detail.pane("overview").show_doc(  # type: ignore[attr-defined]
                        message_doc("The run has begun: its first compile shows here when it starts.")
                    )
            self._update_chrome()  # type: ignore[attr-defined]
        except (NoMatches, ScreenStackError):  # closing
            pass

    def action_help_quit(self) -> None:
        """ctrl+c: leaves while waiting for a run to begin or following one (as tail -f does);
        otherwise Textual's hint (q quits)."""
        st = self.follow_status
        if st is not None and st.following and self.following:
            self.exit(0)  # type: ignore[attr-defined]
            return
        super().action_help_quit()  # type: ignore[misc]

    def follow_chrome(self, status: Text) -> Text:
        """The run status line with following (pid, last record) or finished (why)."""
        st = self.follow_status
        if st is None:
            return status
        if st.following and not self.following:  # not followed yet, or no more (a rerun)
            return status
        if st.following or self.followed:  # what it follows / why it ended, up front
            style = "bold cyan" if st.following else "bold"
            return Text.assemble((st.short() + "  ", style), status, end="", no_wrap=True, overflow="ellipsis")
        status.append(f"  {st.short()}", style="dim")  # read at once: why is a detail
        return status

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
            except (NoMatches, ScreenStackError):  # the app is closing: its screen is gone
                pass

    def on_load_failed(self, message: LoadFailed) -> None:
        self.load_failed(message.error)

    if TYPE_CHECKING:  # provided by the App
        loaded: bool

        def apply_run(self, run: Run, progress: float, *, final: bool = False) -> Any: ...
        def load_failed(self, error: str) -> Any: ...


class FollowStopped(Message):
    """The run being followed ended; the final snapshot has been offered."""
