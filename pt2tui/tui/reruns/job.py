"""One rerun of this session (``RerunJob``) and the messages it posts to the App."""

from __future__ import annotations

import os
import threading
import time
from typing import TYPE_CHECKING, Any

from textual.message import Message
from textual.screen import Screen

from ...core.model.counts import counts as counts_of
from ...core.reruns.progress import ProgressState
from ...core.reruns.recipes import get_recipe
from ...runner.rerun import RerunError
from ...runner.rundir import RunDirError
from ..widgets.stream import OutputSink
from .common import exit_words

if TYPE_CHECKING:
    from ...runner.rerun import Rerun, RerunOutcome


class RerunChanged(Message):
    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job


class RerunOutput(Message):
    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job


class RerunJob:
    """One rerun of this session: prepared, confirmed, running, finished (kept)."""

    _count = 0

    def __init__(self, app: Any, parent: str, recipe: str, python: str | None = None,
                 extra_env: dict[str, str] | None = None) -> None:  # fmt: skip
        RerunJob._count += 1
        self.index = RerunJob._count
        self.app = app
        self.parent = parent
        self.python = python  # asked for when the recorded interpreter is not here (controller)
        self.extra_env = dict(extra_env or {})  # the recipe's options (kernel-repro's kernel, launch)
        self.needs_python = False
        self.recipe = get_recipe(recipe)
        self.sink = OutputSink(lambda: app.post_message(RerunOutput(self)))
        self.rr: Rerun | None = None
        self.state = "preparing"  # confirm, running, finishing, done, failed, discarded
        self.error: str | None = None
        self.outcome: RerunOutcome | None = None
        self.screen: Screen | None = None  # its RerunScreen, once shown
        self.compiles = 0
        self.breaks = 0
        self.sent: list[str] = []
        self.done = threading.Event()
        self._posted = False
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        return self.state in ("running", "finishing")

    @property
    def progress(self) -> ProgressState:
        return self.rr.progress if self.rr is not None else ProgressState()

    def on_progress(self, ev: Any, state: ProgressState) -> None:
        """From the output reader threads: tell the UI once per batch."""
        with self._lock:
            if self._posted:
                return
            self._posted = True
        self.app.post_message(RerunChanged(self))

    def changed_seen(self) -> None:
        with self._lock:
            self._posted = False

    def elapsed(self) -> float:
        return self.rr.elapsed() if self.rr is not None else 0.0

    def info(self) -> dict:
        if self.outcome is not None:
            return self.outcome.info
        return dict(self.rr.live.info) if self.rr is not None else {}

    def state_words(self) -> str:
        if self.state == "done":
            res = self.outcome.result if self.outcome else {}
            return f"{exit_words(self.info())} · {res.get('summary', '')}"
        if self.state == "failed":
            return f"failed: {self.error}"
        return self.state

    def cancel(self) -> str | None:
        if self.rr is None or not self.running:
            return None
        sent = self.rr.cancel()
        if sent:
            self.sent.append(sent)
        return sent

    def kernel(self) -> dict | None:
        """The kernel a NaN / device assert was mapped to, from the result."""
        if self.outcome is None:
            return None
        res = self.outcome.result
        k = (res.get("nan_assert") or res.get("aoti_kernel")
             or (res.get("triage") or {}).get("kernel"))  # fmt: skip
        return k if isinstance(k, dict) and k.get("artifact") else None

    def repro_path(self) -> str | None:
        if self.outcome is None:
            return None
        p = self.outcome.result.get("repro")
        return p if isinstance(p, str) and os.path.isfile(p) else None

    # -- runs in a thread worker -----------------------------------------------------------
    def run(self) -> None:
        rr = self.rr
        assert rr is not None
        try:
            rr.launch()  # makes the run dir the user confirmed, then starts the program
        except (RerunError, RunDirError) as e:  # the run dir could not be made
            self.error = str(e)
            self.state = "failed"
            self.done.set()
            self.app.post_message(RerunChanged(self))
            return
        except OSError as e:
            self.error = f"cannot start {rr.argv[0]}: {e.strerror or e}"
            self.state = "failed"
            self.done.set()
            self.app.post_message(RerunChanged(self))
            return
        self.state = "running"
        self.app.post_message(RerunChanged(self))
        last = 0.0
        while rr.running:
            time.sleep(0.1)
            if time.monotonic() - last >= 1.0:
                last = time.monotonic()
                try:
                    run = rr.snapshot()
                    self.compiles = counts_of(run).compiles
                    self.breaks = sum(g.count for g in run.graph_breaks)
                except Exception:
                    pass
                self.app.post_message(RerunChanged(self))
        self.state = "finishing"
        self.app.post_message(RerunChanged(self))
        try:
            self.outcome = rr.finish()
            self.compiles = counts_of(self.outcome.run).compiles
            self.breaks = sum(g.count for g in self.outcome.run.graph_breaks)
            self.state = "done"
        except Exception as e:  # keep the screen usable: say what went wrong
            self.error = f"reading the rerun failed: {e!r}"
            self.state = "failed"
        self.done.set()
        self.app.post_message(RerunChanged(self))
