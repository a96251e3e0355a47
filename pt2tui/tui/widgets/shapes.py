"""Dynamic shapes in the TUI: the Shapes tab of the compile detail (``ShapesPane``), and what
it shares with the run-wide Shapes view (``views/shapes.py``, key ``S``). Enter (or ``e``) on an
entry opens the user's line that made, specialized or guarded the dim in $EDITOR."""

from __future__ import annotations

import os
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical

from ...core.analysis.shapes import ShapesReport, shapes_report
from ...core.model import Compile, Run
from ...core.parse.compile_id import CompileId
from ...render.doc import message_doc
from ...render.shapes import (
    SourceTarget,
    shapes_doc,
)
from ...render.views.recompiles import find_source, not_found_words
from .textview import TextView

NO_COMPILE_ID = CompileId(None, None)  # the tree's "artifacts of no compile" entry
_cache: list[Any] = [None, None]


def report_of(run: Run) -> ShapesReport:
    """The run's ShapesReport, made again only when a snapshot changed what it is made of
    (live runs make a snapshot every few records)."""
    key = (id(run.shapes), run.shapes, len(run.failures), len(run.logs), len(run.compiles))
    if _cache[0] is None or _cache[0][0] != key[0] or _cache[0][2:] != key[2:]:
        _cache[0], _cache[1] = key, shapes_report(run)
    return _cache[1]


def shapes_count(run: Run) -> int | None:
    """For the view bar: dims specialized to a constant and data-dependent guard errors (what
    breaks dynamic shapes); None when there are none (guards added alone are the normal life
    of a dynamic run: the view is then left out of the bar, ``S`` still opens it)."""
    if not run.shapes.specializations and not run.shapes.data_dependent and not run.failures:
        return None
    r = report_of(run)
    return (len(r.specializations) + len(r.data_dependent)) or None


def local_source(path: str) -> str | None:
    """The file a trace's path names, here: itself, else the longest tail of it that exists
    under the working directory (traces recorded on another host, a checkout here)."""
    if os.path.isfile(path):
        return path
    parts = path.replace("\\", "/").split("/")
    for i in range(1, len(parts)):
        tail = os.path.join(*parts[i:])
        if os.path.isfile(tail):
            return tail
    return None


def open_user_line(app: Any, t: SourceTarget) -> None:
    path = find_source(t.path, app.run_model) or local_source(t.path)
    if path is None:
        app.say(not_found_words(t.path, app.run_model), "warning")
        return
    app.files.open_editor(path, t.line)  # tui/parts/actions.py


class ShapesPane(Vertical):
    """The Shapes tab: symbols, specializations, guards added and data-dependent errors of the
    selected compile (for "artifacts of no compile": the records of no compile, e.g. export)."""

    DEFAULT_CSS = "ShapesPane { height: 1fr; } ShapesPane > TextView { height: 1fr; }"

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.compile: Compile | None = None
        self.run: Run | None = None
        self.items: list[Any] = []  # non-empty when there is something to show (tab not dim)
        self.stale = True
        self._report: ShapesReport | None = None

    def compose(self) -> ComposeResult:
        yield TextView(id="view-shapes")

    @property
    def view(self) -> TextView:
        return self.query_one(TextView)

    @property
    def current(self) -> None:
        return None  # no artifact: copy/save take the text shown

    def set_compile(self, c: Compile | None, run: Run | None, *, active: bool) -> None:
        self.compile, self.run = c, run
        r = None
        if c is not None and run is not None and (run.shapes or run.failures):
            full = report_of(run)
            if c.id == NO_COMPILE_ID:
                r = ShapesReport(*(tuple(e for e in getattr(full, f) if e.compile_id is None)
                                   for f in ("symbols", "specializations", "guards",
                                             "data_dependent", "violations")),
                                 {k: v for k, v in full.dims.items() if k[1] is None})  # fmt: skip
            else:
                r = full.of(c.rank, c.id, c.process)
        self._report = r
        self.items = [r] if r else []
        self.stale = True
        if active:
            self.refresh_content()

    def refresh_content(self) -> None:
        self.stale = False
        c, r = self.compile, self._report
        if c is None:
            self.view.show(message_doc("Select a compile ([x/y]) in the tree to see its "
                                       "dynamic shapes here.", key=("empty", "shapes")))  # fmt: skip
            return
        title = "Records of no compile" if c.id == NO_COMPILE_ID else f"Dynamic shapes of {c.id}"
        self.view.show(shapes_doc(r or ShapesReport(), title, key=("shapes", c.key)))

    def cycle(self, delta: int) -> None:
        pass

    @on(TextView.Activated)
    def _activated(self, event: TextView.Activated) -> None:
        if isinstance(event.target, SourceTarget):
            event.stop()
            open_user_line(self.app, event.target)
