"""Indexing the run in a thread worker, with snapshots for the UI as it goes, then following
it while it is still being written.

A ``Follower`` reads what is there (the same code ``load_run`` uses); every chunk, at most
every ``SNAPSHOT_EVERY_S``, ``snapshot()`` is handed to the UI. A snapshot costs the reading
thread its time, and showing it costs the UI thread (the tree, the view on screen, the repaint;
``ui_cost``: what the UI thread spent between two snapshots shown) while it holds the GIL: the
snapshots come at most every ``PACE`` x what the last one cost both (capped at ``PACE_MAX_S``),
so that the UI takes a bounded share of the time whatever the size of the run. The UI takes the
newest snapshot only: if it is busy, older ones are dropped, never queued. The UI first: while
keys come a snapshot waits for a pause (``KEYS_FIRST_S``), and while the UI is busy the reading
thread waits before its next result (``BEAT_S``, ``give_way``).

Once caught up, ``FollowPolicy`` (sources/follow_policy.py) says whether the run is finished
(``Follower.finish()``, the final snapshot, done) or still being written, and then it is
followed in its own worker until the policy says it is finished: while its writer lives (the
pid of its records, or a process holding its files open for writing), while run.json says
running (``pt2tui run``), while the files grow (a writer that cannot be seen from here), or
until the user quits (``--follow``). A path that holds nothing yet (an empty dir or file, or
with ``--follow`` one that does not exist) waits for the run to begin. The status line says
which, and why (``Indexer.chrome``).

Following runs in its own worker (group ``follow``), which ``PT2App.busy`` does not count.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events
from textual.app import ScreenStackError
from textual.css.query import NoMatches
from textual.message import Message
from textual.worker import get_current_worker

from ...core.model import Run
from ...render.doc import message_doc
from ...sources.discover import SourceError, discover
from ...sources.follow_policy import (  # noqa: F401 - find_run_json, run_json_state: re-exported
    FollowLoop,
    FollowPolicy,
    FollowStatus,
    can_wait,
    find_run_json,
    run_json_state,
    waiting_lines,
)
from ...sources.follower import Follower
from ...sources.load import gc_paused
from .warm import warm

# While catching up (big traces), a snapshot at most every SNAPSHOT_EVERY_S, and never more
# often than PACE x what a snapshot and showing it cost: the UI thread shares the GIL with the
# indexing thread, so what it spends showing snapshots is added to the indexing (issue #14).
SNAPSHOT_EVERY_S = 1.0
PACE = 20
PACE_MAX_S = 6.0
FOLLOW_GAP_S = 0.05  # while following: new records show within a wake-up plus this
HERE_UNDER = 4  # `open --jobs N` with N at least this: the workers read, this process merges
# Keys first: while keys come (one in the last KEYS_FIRST_S), a snapshot that is not the last
# waits (the status line shows its progress); it is shown at the first pause, or once the
# screen's is KEYS_FIRST_MAX_S old. Showing one (the tree, the view, a layout and a repaint of
# the whole screen) takes the UI thread tens of ms, with the reading thread holding the GIL
# half of that time: a key that came meanwhile waited for it all.
KEYS_FIRST_S = 0.3
KEYS_FIRST_MAX_S = 5.0
# Giving way: while the run is read, the UI beats every BEAT_S; a beat older than BEAT_LATE_S
# says the UI is busy (a snapshot shown, a key, a repaint), and the reading thread waits before
# its next result (up to GIVE_WAY_MAX_S at a time) instead of taking half of the GIL from it.
BEAT_S = 0.005
BEAT_LATE_S = 0.012
GIVE_WAY_MAX_S = 0.1



def release_model() -> None:
    """Let the cyclic collector see again what a finished read kept out of it (gc_paused's
    freeze): when another run is read, and when the app ends (an app in a test)."""
    import gc

    gc.unfreeze()


class _Stopped(BaseException):
    """The app quit, or opened another run: this read ends at its next step (a result loaded or
    merged, a chunk read here). A BaseException, so that no handler of read errors on the way
    takes it for one (a result that fails to load is a unit to read again: claims.share)."""


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
    """A snapshot waits in ``Indexer._latest_update``."""


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


class Indexer:
    """The App's part that reads the run: ``start()`` indexes in a thread worker and offers
    snapshots (``RunUpdateReady`` -> the App's ``apply_run``), then follows the run while its
    writer lives (FollowStarted / FollowStatusChanged / FollowStopped). The App keeps what the
    screen shows (``following``, ``follow_status``, ``followed``, ``loaded``); this keeps the
    workers' state."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._update_lock = threading.Lock()
        self._latest_update: RunUpdate | None = None
        self._index_gen = 0
        self._follow_timer: Any = None
        self.ui_cost = 0.0  # the UI thread's CPU time between the last two snapshots shown
        self._ui_clock: float | None = None
        self.file_ranks = 0  # the ranks the trace files' names give (the tree's shape while read)
        self.key_at = 0.0  # when the last key came (monotonic)
        self._shown_at = 0.0  # when the last snapshot was shown (monotonic)
        self._held: Any = None  # the timer that shows a held snapshot (keys first)
        self._beat = 0.0  # the UI's last beat while the run is read (0: none; monotonic)
        self._beat_timer: Any = None

    def reset(self) -> None:
        """Drop a pending snapshot (a new run is read)."""
        self._update_lock = threading.Lock()
        self._latest_update = None
        self.ui_cost = 0.0
        self._ui_clock = None
        self.file_ranks = 0
        self._shown_at = 0.0

    def start(self) -> None:
        app = self.app
        self.reset()
        release_model()  # a run read before (another open): its objects collectable again
        app.following = False
        app.follow_status = None
        app.followed = False
        self._index_gen += 1
        gen = self._index_gen
        from ...sources import parallel

        if parallel.TUI_JOBS is not None and self._beat_timer is None:  # (read by workers: giving way)
            self._beat = time.monotonic()
            self._beat_timer = app.set_interval(BEAT_S, self._beat_now)
        app.run_worker(
            lambda: self._index_thread(gen),
            thread=True, exclusive=True, group="index", exit_on_error=False,
        )  # fmt: skip

    def _current(self, gen: int) -> bool:
        worker = get_current_worker()
        return not worker.is_cancelled and gen == self._index_gen

    def _index_thread(self, gen: int = 0) -> None:
        policy = FollowPolicy(self.app.path, self.app.follow_mode)
        try:
            found = discover(self.app.path)
            skipped = found.skipped
            root = found.root
        except SourceError as e:
            # nothing to read yet (an empty dir or file, a run dir that has just started, a
            # path that --follow waits for): wait for the run to begin
            if not can_wait(self.app.path, self.app.follow_mode):
                self.app.post_message(LoadFailed(str(e)))
                return
            skipped, root = [], self.app.path
        f = Follower(root)
        self.app.follower = f
        for path, why in skipped:
            f.note_skipped(path, why)
        state = {"last": 0.0, "cost": 0.0, "shown": False}

        def progress() -> None:
            now = time.monotonic()
            first = not state["shown"] and bool(f.builder.compiles)
            gap = min(PACE_MAX_S, PACE * (state["cost"] + self.ui_cost))
            if first or now - state["last"] >= max(SNAPSHOT_EVERY_S, gap):
                t0 = time.monotonic()
                self.file_ranks = f.file_ranks()
                run = f.snapshot()
                state["cost"] = time.monotonic() - t0
                state["last"] = now
                state["shown"] = state["shown"] or bool(run.compiles)
                self.offer(RunUpdate(run, f.done_bytes, max(f.total_bytes, 1), False, gen=gen))

        # No cyclic collection until the run read is shown: a collection of the growing model
        # held the GIL, and the UI with it, 0.1-1 s at a time; then the model is kept out of
        # later ones (sources/load.py: gc_paused)
        with gc_paused(freeze=True):
            try:
                from ...sources import parallel  # `open --jobs N` (#14); 1: only the poll loop

                if parallel.TUI_JOBS is not None:  # the trace files as they are, on every core
                    # (on HERE_UNDER cores or more the workers read; this thread merges, and leaves
                    # a core and the GIL to the UI's: on fewer, that core reads too)
                    jobs = parallel.TUI_JOBS

                    def give_way() -> None:
                        if not self._current(gen):  # quit: Textual's exit waits for this thread
                            raise _Stopped  # (its workers stopped, their dir removed: claims.share)
                        self.give_way()

                    def merged(done: int, total: int) -> None:
                        give_way()
                        progress()

                    with parallel.giving_way(give_way):  # (before each result loads)
                        parallel.catch_up_traces(f, jobs, merged, here=jobs < HERE_UNDER)
                while f.poll():
                    if not self._current(gen):
                        f.stop_watching()
                        return
                    progress()
            except _Stopped:
                return
            except Exception as e:  # keep what was indexed; say what went wrong
                if not self._current(gen):  # (stopped under it: its files closed, Indexer.stop)
                    return
                self.app.post_message(LoadFailed(f"indexing stopped: {e!r}"))
                self._finish(f, gen)
                return
            if not self._current(gen):  # quit, or another run opened: nobody shows this one
                f.stop_watching()  # (its final snapshot took 0.8 s of a 354 MB run's quit)
                return
            status = policy.check(f)
            self.app.post_message(FollowStatusChanged(status))
            if not status.following:
                self._finish(f, gen)
                return
            self.offer(RunUpdate(f.snapshot(), 1, 1, False, following=True, gen=gen))
            self.app.post_message(FollowStarted(f, policy))

    def _finish(self, f: Follower, gen: int) -> None:
        try:
            f.finish()
        except Exception as e:
            self.app.post_message(LoadFailed(f"indexing stopped: {e!r}"))
        self.offer(RunUpdate(f.snapshot(), 1, 1, True, gen=gen))

    def follow_started(self, message: FollowStarted) -> None:
        app = self.app
        app.following = True
        app.followed = True
        app.loaded = True
        gen = self._index_gen
        app.run_worker(
            lambda: self._follow_thread(message.follower, message.policy, gen),
            thread=True, exclusive=True, group="follow", exit_on_error=False,
        )  # fmt: skip
        if self._follow_timer is None:  # "last record Ns ago" ticks
            self._follow_timer = app.set_interval(1.0, self._tick_follow)
        app._update_chrome()

    def _tick_follow(self) -> None:
        if self.app.following:
            try:
                self.app._update_chrome()
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
                    self.offer(RunUpdate(run, 1, 1, False, following=True, gen=gen))
                st = loop.check()
                if st is None:
                    continue
                if st != last_status:
                    last_status = st
                    self.app.post_message(FollowStatusChanged(st))
                if not st.following and f.caught_up():
                    break
        except Exception as e:
            self.app.post_message(LoadFailed(f"following stopped: {e!r}"))
        if not self._current(gen):
            f.stop_watching()
            return
        self._finish(f, gen)
        self.app.post_message(FollowStopped())

    def status_changed(self, message: FollowStatusChanged) -> None:
        app = self.app
        was = app.follow_status
        app.follow_status = message.status
        try:
            if message.status.waiting and (was is None or not was.waiting):
                app.detail.pane("overview").show_doc(message_doc("\n".join(waiting_lines(app.path))))
            elif was is not None and was.waiting and not message.status.waiting:
                if not app.run_model.compiles:
                    app.detail.pane("overview").show_doc(
                        message_doc("The run has begun: its first compile shows here when it starts.")
                    )
            app._update_chrome()
        except (NoMatches, ScreenStackError):  # closing
            pass

    def ctrl_c_leaves(self) -> bool:
        """ctrl+c leaves while waiting for a run to begin or following one (as tail -f does)."""
        st = self.app.follow_status
        return st is not None and st.following and self.app.following

    def chrome(self, status: Text) -> Text:
        """The run status line with following (pid, last record) or finished (why)."""
        st = self.app.follow_status
        if st is None:
            return status
        if st.following and not self.app.following:  # not followed yet, or no more (a rerun)
            return status
        if st.following or self.app.followed:  # what it follows / why it ended, up front
            style = "bold cyan" if st.following else "bold"
            return Text.assemble((st.short() + "  ", style), status, end="", no_wrap=True, overflow="ellipsis")
        status.append(f"  {st.short()}", style="dim")  # read at once: why is a detail
        return status

    def stopped(self) -> None:
        self.app.following = False
        self.app._update_chrome()

    def stop(self) -> None:
        """Stop the workers that read the run (the app is closing or opening another run)."""
        self._index_gen += 1
        f = self.app.follower
        if f is not None:
            f.stop_watching()

    def offer(self, update: RunUpdate) -> None:
        """Hand ``update`` to the UI (from the thread that made it: what showing it reads is
        made here first, tui/parts/warm.py)."""
        warm(update.run)
        with self._update_lock:
            pending = self._latest_update is not None
            self._latest_update = update
        if not pending or update.final:  # (the last one is not held: keys first)
            self.app.post_message(RunUpdateReady())

    def update_ready(self) -> None:
        self._held = None
        with self._update_lock:
            update = self._latest_update
            wait = self._wait(update)
            if wait <= 0:
                self._latest_update = None
        if wait > 0:  # keys first: its progress now, the snapshot at the next pause
            self._held = self.app.set_timer(wait, self.update_ready)
            if update is not None and update.progress != self.app.progress:
                self.app.progress = update.progress
                self.app._update_chrome()
            return
        if update is not None and update.gen in (0, self._index_gen):
            self._shown_at = time.monotonic()
            now = time.thread_time()  # (this is the UI thread)
            if self._ui_clock is not None:
                self.ui_cost = now - self._ui_clock
            self._ui_clock = now
            try:
                self.app.apply_run(update.run, update.progress, final=update.final)
            except (NoMatches, ScreenStackError):  # the app is closing: its screen is gone
                pass

    def _beat_now(self) -> None:
        if self.app.loaded:  # (read: no more beats, and no more waiting for them)
            self._beat = 0.0
            if self._beat_timer is not None:
                self._beat_timer.stop()
                self._beat_timer = None
            return
        self._beat = time.monotonic()

    def give_way(self) -> None:
        """(the reading thread) While the UI's beat is late, wait for it (see BEAT_S)."""
        end = 0.0
        while self._beat and time.monotonic() - self._beat > BEAT_LATE_S:
            now = time.monotonic()
            if not end:
                end = now + GIVE_WAY_MAX_S
            elif now >= end:
                return
            time.sleep(0.001)

    def saw(self, event: Any) -> None:
        """An event came to the App (PT2App.on_event): a key's time is kept (keys first)."""
        if isinstance(event, events.Key):
            self.key_at = time.monotonic()

    def _wait(self, update: RunUpdate | None) -> float:
        """How long ``update`` waits for the keys (0: shown now; see KEYS_FIRST_S)."""
        if update is None or update.final or update.gen not in (0, self._index_gen) or not self._shown_at:
            return 0.0  # (the first screen and the last are shown at once)
        return min(self.keys_wait(), self._shown_at + KEYS_FIRST_MAX_S - time.monotonic())

    def keys_wait(self) -> float:
        """How long what can wait for a pause in the keys waits now (<= 0: no key for KEYS_FIRST_S)."""
        return self.key_at + KEYS_FIRST_S - time.monotonic()


class FollowStopped(Message):
    """The run being followed ended; the final snapshot has been offered."""
