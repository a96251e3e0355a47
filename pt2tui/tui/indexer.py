"""Indexing the run in a thread worker, with snapshots for the UI as it goes.

``load_into`` feeds a ``RunBuilder``; every chunk, at most every ``SNAPSHOT_EVERY_S`` (and
never more often than 5x what a snapshot costs), ``builder.snapshot()`` is handed to the UI.
The UI takes the newest snapshot only: if it is busy, older ones are dropped, never queued.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from textual.message import Message

from ..core.builder import RunBuilder
from ..core.model import Run
from ..sources.discover import SourceError, discover
from ..sources.load import load_into

SNAPSHOT_EVERY_S = 0.4


@dataclass(frozen=True)
class RunUpdate:
    run: Run
    done: int
    total: int
    final: bool

    @property
    def progress(self) -> float:
        return 1.0 if self.final else self.done / max(1, self.total)


class RunUpdateReady(Message):
    """A snapshot waits in ``IndexerMixin._latest_update``."""


class LoadFailed(Message):
    def __init__(self, error: str) -> None:
        super().__init__()
        self.error = error


class IndexerMixin:
    """For the App: ``start_indexing()``; it calls ``apply_run`` and ``load_failed``."""

    path: str
    _update_lock: threading.Lock
    _latest_update: RunUpdate | None

    def start_indexing(self) -> None:
        self._update_lock = threading.Lock()
        self._latest_update = None
        self.run_worker(  # type: ignore[attr-defined]
            self._index_thread, thread=True, exclusive=True, group="index", exit_on_error=False
        )

    def _index_thread(self) -> None:
        try:
            found = discover(self.path)
        except SourceError as e:
            self.post_message(LoadFailed(str(e)))  # type: ignore[attr-defined]
            return
        b = RunBuilder()
        state = {"last": 0.0, "cost": 0.0, "shown": False}

        def progress(done: int, total: int) -> None:
            now = time.monotonic()
            first = not state["shown"] and bool(b.compiles)
            if first or now - state["last"] >= max(SNAPSHOT_EVERY_S, 5 * state["cost"]):
                t0 = time.monotonic()
                run = b.snapshot()
                state["cost"] = time.monotonic() - t0
                state["last"] = now
                state["shown"] = state["shown"] or bool(run.compiles)
                self._offer(RunUpdate(run, done, max(total, 1), False))

        try:
            load_into(b, found, progress=progress)
        except Exception as e:  # keep what was indexed; say what went wrong
            self.post_message(LoadFailed(f"indexing stopped: {e!r}"))  # type: ignore[attr-defined]
        self._offer(RunUpdate(b.snapshot(), 1, 1, True))

    def _offer(self, update: RunUpdate) -> None:
        with self._update_lock:
            pending = self._latest_update is not None
            self._latest_update = update
        if not pending:
            self.post_message(RunUpdateReady())  # type: ignore[attr-defined]

    def on_run_update_ready(self, message: RunUpdateReady) -> None:
        with self._update_lock:
            update, self._latest_update = self._latest_update, None
        if update is not None:
            self.apply_run(update.run, update.progress, final=update.final)

    def on_load_failed(self, message: LoadFailed) -> None:
        self.load_failed(message.error)

    if TYPE_CHECKING:  # provided by the App

        def apply_run(self, run: Run, progress: float, *, final: bool = False) -> Any: ...
        def load_failed(self, error: str) -> Any: ...
