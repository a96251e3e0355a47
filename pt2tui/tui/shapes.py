"""Dynamic shapes in the TUI: the Shapes tab of the compile detail (``ShapesPane``) and the
run-wide Shapes view (``ShapesView``, key ``S``). Enter (or ``e``) on an entry opens the user's
line that made, specialized or guarded the dim in $EDITOR."""

from __future__ import annotations

import os
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical

from ..core.analysis.shapes import ShapesReport, shapes_report
from ..core.model import Compile, Run
from ..core.parse.compile_id import CompileId
from ..render.doc import Doc, DocBuilder, message_doc
from ..render.shapes import (
    DD_STYLE,
    SPEC_STYLE,
    SourceTarget,
    dd_lines,
    guard_groups,
    guard_line,
    shapes_doc,
    spec_lines,
    symbol_lines,
    where_text,
)
from .textview import TextView
from .views import Jump, Row, TableView, _cell

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
    path = local_source(t.path)
    if path is None:
        app.say(f"source file not found here: {t.path}", "warning")
        return
    app.open_editor(path, t.line)


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
                r = full.of(c.rank, c.id)
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


class ShapesView(TableView):
    """Run-wide: every specialization, data-dependent error, guards by user line, symbols."""

    COLUMNS = ("what", "compile", "symbol / guard", "source", "user line")
    EMPTY = ("No dynamic-shape records in this run (no create_symbol, "
             "symbolic_shape_specialization or guard_added records).")  # fmt: skip

    def update_run(self, run: Run) -> None:
        r = report_of(run)
        if r is getattr(self, "_shown", None):
            return  # the same shapes as shown (a live snapshot that changed other things)
        self._shown = r
        super().update_run(run)

    def make_rows(self, run: Run) -> list[Row]:
        r = report_of(run)
        rows: list[Row] = []
        for i, e in enumerate(r.specializations):
            dim = r.dim_of(e)
            rows.append((("spec", i), [
                _cell("specialized", SPEC_STYLE), _cell(_cid(e.compile_id), "cyan"),
                _cell(f"{e.symbol} = {e.value}" + (f"  ({dim})" if dim else "")),
                _cell(", ".join(e.sources), "", 40), _cell(where_text(e.user_frame), "underline"),
            ], lambda e=e: _one(r, "spec", e), _target(e.user_frame)))  # fmt: skip
        for i, d in enumerate(r.data_dependent):
            rows.append((("dd", i), [
                _cell("data-dependent", DD_STYLE), _cell(_cid(d.compile_id), "cyan"),
                _cell(d.expr), _cell(""), _cell(where_text(d.user_frame), "underline"),
            ], lambda d=d: _one(r, "dd", d), _target(d.user_frame)))  # fmt: skip
        for f, gs in guard_groups(r.guards):
            cids = list(dict.fromkeys(_cid(g.compile_id) for g in gs))
            rows.append((("guards", where_text(f, 99)), [
                _cell(f"guards ×{len(gs)}"), _cell(" ".join(cids), "cyan", 30),
                _cell(gs[0].expr + (" …" if len(gs) > 1 else "")), _cell(""),
                _cell(where_text(f), "underline"),
            ], lambda f=f, gs=gs: _guards_doc(f, gs), _target(f)))  # fmt: skip
        for i, s in enumerate(r.symbols):
            rows.append((("sym", i), [
                _cell("unbacked" if s.unbacked else "symbol", "dim"),
                _cell(_cid(s.compile_id), "cyan"),
                _cell(s.name + ("" if s.unbacked else f" = {s.value}")),
                _cell(", ".join(s.sources), "", 40), _cell(where_text(s.user_frame), "underline"),
            ], lambda s=s: _one(r, "sym", s), _target(s.user_frame)))  # fmt: skip
        return rows

    @on(Jump)
    def _open_line(self, event: Jump) -> None:
        # Enter on a row (or on a detail's user line): the user line, in $EDITOR
        if isinstance(event.key, SourceTarget):
            event.stop()
            open_user_line(self.app, event.key)


def _cid(c: CompileId | None) -> str:
    return "-" if c is None else str(c)


def _target(f: Any) -> SourceTarget | None:
    return None if f is None else SourceTarget(f.filename, f.line)


def _compile_line(b: DocBuilder, e: Any) -> None:
    if e.compile_id is None:
        b.line(("  of no compile (torch.export / draft_export records carry no compile id)", "dim"))
    else:
        b.line("  compile ", (str(e.compile_id), "bold cyan"), ("   enter: open it", "dim"),
               target=(e.rank, e.compile_id))  # fmt: skip


def _one(r: ShapesReport, what: str, e: Any) -> Doc:
    b = DocBuilder(name="shapes", key=("shapes-row", what, id(e)))
    {"spec": lambda: spec_lines(b, r, e), "dd": lambda: dd_lines(b, e),
     "sym": lambda: symbol_lines(b, e)}[what]()  # fmt: skip
    _compile_line(b, e)
    b.line(("  enter / e on the user line: open it in $EDITOR", "dim"))
    return b.build(wrap=True)


def _guards_doc(f: Any, gs: list) -> Doc:
    b = DocBuilder(name="shapes", key=("shapes-guards", where_text(f, 99)))
    b.line((f"{len(gs)} guards added at ", "bold"), (where_text(f, 99), "underline"),
           ref=(f.filename, f.line) if f else None, target=_target(f))  # fmt: skip
    if f is not None and f.loc:
        b.line("  ", Text(f.loc.strip(), style=""))
    b.blank()
    for g in gs:
        guard_line(b, g, cid=True)
    return b.build(wrap=True)
