"""A view whose data is read in a thread worker the first time it is shown for a run path (the
Perf view's profiler traces, the Kernels view's trace and Triton cache): "Reading ..." at once,
the result applied on the UI thread, a failure one line in the view, never a traceback."""

from __future__ import annotations

from typing import Any

from textual.containers import Vertical

from ...core.model import Run
from ...render.doc import message_doc
from ..widgets.textview import TextView
from .table import post_to


class ReadOnShow(Vertical):
    DOC_ID = ""  # the id of its TextView
    WHAT = ""  # what is read, in words ("the profiler traces")

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self._read_for: str | None = None  # the path read (or being read)

    @property
    def view(self) -> TextView:
        return self.query_one(f"#{self.DOC_ID}", TextView)

    def update_run(self, run: Run) -> None:
        self.run = run
        if self.display and getattr(self.app, "view", self.id) == self.id:
            self.refresh_view()

    def refresh_view(self) -> None:
        path = getattr(self.app, "path", None)
        if self.run is None or not path:
            return
        if self._read_for != path and getattr(self.app, "loaded", True):
            self._read_for = path
            run = self.run
            self.view.show(message_doc(f"Reading {self.WHAT} under {path} ..."))
            self.run_worker(lambda: self._read(path, run), thread=True, exclusive=True, group=self.DOC_ID,
                            exit_on_error=False)  # fmt: skip
        elif self._read_for == path:
            self.reshow()

    def _read(self, path: str, run: Run) -> None:
        try:
            got = self.load(path, run)
        except Exception as e:  # never a traceback in the view: one line that says what
            post_to(self, self._failed, f"{self.WHAT} could not be read: {type(e).__name__}: {e}")
            return
        post_to(self, self._apply, got)

    def load(self, path: str, run: Run) -> Any:  # in the worker thread
        raise NotImplementedError

    def _apply(self, got: Any) -> None:
        raise NotImplementedError

    def _failed(self, line: str) -> None:
        self.view.show(message_doc(line))

    def reshow(self) -> None:
        """Shown again for the path already read: what changed since (nothing, by default)."""
