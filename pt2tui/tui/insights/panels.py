"""The insight views that are more than a table: compile time (phase bars and a tree of
chromium spans), kernel provenance of one compile, and ranks side by side."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import DataTable, Label, Tree
from textual.widgets.tree import TreeNode

from ...core.analysis.provenance import KernelProvenance, Provenance, provenance
from ...core.analysis.ranks import divergences
from ...core.analysis.timing import Span, ranked_events, span_trees
from ...core.model import Compile, Run
from ...core.parse.payloads import read_text
from ...render.doc import Doc, message_doc
from ...render.insights import ArtifactTarget, ProvTarget
from ...render.insights_prov import (
    NO_PROVENANCE,
    SourceLine,
    kernel_cells,
    kernel_code_line,
    kernel_doc,
    line_cells,
    line_doc,
    source_lines,
)
from ...render.insights_ranks import ABSENT, ASPECTS, aspect_summary, rank_grid, ranks_of
from ...render.insights_time import group_label, sorted_spans, span_groups, span_label, time_doc
from ...render.safe import safe_line
from ..textview import TextView
from ..views import Jump, _cell


def _post(widget: Any, fn: Any, *args: Any) -> None:
    try:
        widget.app.call_from_thread(fn, *args)
    except RuntimeError:  # the app is closing
        pass


# -- compile time ----------------------------------------------------------------------------
class SpanTree(Tree[Any]):
    """Chromium spans by compile, biggest first; children are added when a node opens."""

    DEFAULT_CSS = "SpanTree { scrollbar-size-vertical: 1; }"
    BINDINGS = [
        Binding("k", "cursor_up", "Up", show=False),
        Binding("j", "cursor_down", "Down", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("spans", id=id)
        self.show_root = False
        self.guide_depth = 2
        self.auto_expand = True

    def fill(self, run: Run, roots: list[Span]) -> None:
        self.clear()
        groups = span_groups(run, roots)
        biggest = max((g.total_us for g in groups), default=0.0)
        for gi, g in enumerate(groups):
            data = ("group", g.compile.key if g.compile else None, list(g.spans), biggest)
            node = self.root.add(group_label(g), data=data, allow_expand=bool(g.spans))
            if gi == 0:  # the biggest compile opened along its biggest spans
                self._open_path(node, depth=10)

    def _populate(self, node: TreeNode[Any]) -> None:
        data = node.data
        if not data or node.children:
            return
        spans: list[Span] = data[2]
        biggest = data[3]
        for sp in sorted_spans(spans):
            node.add(span_label(sp, biggest), data=("span", sp, sp.children, biggest),
                     allow_expand=bool(sp.children))  # fmt: skip

    def _open_path(self, node: TreeNode[Any], depth: int) -> None:
        self._populate(node)
        node.expand()
        if depth > 0 and node.children:
            first = node.children[0]
            if first.allow_expand:
                self._open_path(first, depth - 1)

    @on(Tree.NodeExpanded)
    def _expanded(self, event: Tree.NodeExpanded) -> None:
        event.stop()
        self._populate(event.node)


class TimeView(Vertical):
    """Where compile time went: phase bars (run and per compile) and the chromium span tree."""

    DEFAULT_CSS = """
    TimeView { height: 1fr; }
    TimeView > TextView { height: 45%; min-height: 5; }
    TimeView > Label { height: 1; width: 1fr; background: $panel; color: $text-muted; padding: 0 1; }
    TimeView > SpanTree { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self._shown_run: Run | None = None
        self._spans_for: tuple | None = None
        self.n_events: int | None = None

    def compose(self) -> ComposeResult:
        yield TextView(
            message_doc("Compile time: open this view once the run is indexed."), id="time-phases"
        )
        yield Label(
            "Chromium spans: total, self (time not in a child); biggest first", id="time-label"
        )
        yield SpanTree(id="time-spans")

    @property
    def view(self) -> TextView:
        return self.query_one("#time-phases", TextView)

    @property
    def spans(self) -> SpanTree:
        return self.query_one(SpanTree)

    def update_run(self, run: Run) -> None:
        self.run = run
        if self.display and self.is_visible_view():
            self.refresh_view()

    def is_visible_view(self) -> bool:
        return getattr(self.app, "view", None) == self.id

    @staticmethod
    def _events_key(run: Run) -> tuple:
        ev = run.chromium_events
        return (len(ev), ev[-1] if ev else None)

    def refresh_view(self) -> None:
        """Show the phases of the current run; (re)read the chromium spans in a worker when
        the run's events changed (not on every snapshot of a run that is followed)."""
        run = self.run
        if run is None:
            return
        key = self._events_key(run)
        if run is not self._shown_run:
            self._shown_run = run
            self.view.show(
                time_doc(run, n_events=self.n_events if self._spans_for == key else None)
            )
        if self._spans_for != key and getattr(self.app, "loaded", True):
            self._spans_for = key
            self.run_worker(lambda: self._read_spans(run), thread=True, exclusive=True,
                            group="time-spans", exit_on_error=False)  # fmt: skip

    def _read_spans(self, run: Run) -> None:
        events = ranked_events(run)
        roots = span_trees(events)
        _post(self, self._apply_spans, run, roots, len(events))

    def _apply_spans(self, run: Run, roots: list[Span], n: int) -> None:
        if self.run is None or self._events_key(run) != self._events_key(self.run):
            return
        self.n_events = n
        self.view.show(time_doc(self.run, n_events=n))
        self.spans.fill(self.run, roots)

    @on(TextView.Activated)
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.refresh_view()
        self.view.focus()


# -- provenance ------------------------------------------------------------------------------
class ProvenanceView(Vertical):
    """Kernels of the selected compile -> post-grad nodes -> pre-grad nodes -> source lines,
    or (``L``) source lines -> their kernels."""

    DEFAULT_CSS = """
    ProvenanceView { height: 1fr; }
    ProvenanceView > Label { height: 1; width: 1fr; background: $panel; padding: 0 1; }
    ProvenanceView > DataTable { height: auto; max-height: 45%; min-height: 3; }
    ProvenanceView > TextView { height: 1fr; border-top: solid $panel-lighten-2; }
    """
    BINDINGS = [Binding("L", "toggle_mode", "By kernel / by line", show=False, id="prov.mode")]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.compile: Compile | None = None
        self.run: Run | None = None
        self.prov: Provenance | None = None
        self.mode = "kernels"
        self.lines: list[SourceLine] = []
        self._code: dict[str, ArtifactTarget | None] = {}
        self._want: ProvTarget | None = None
        self._loaded_for: Any = None

    def compose(self) -> ComposeResult:
        yield Label("", id="prov-head")
        yield DataTable(cursor_type="row", zebra_stripes=True, id="prov-table")
        yield TextView(
            message_doc("Select a compile in the explorer, then press K."), id="prov-view"
        )

    @property
    def table(self) -> DataTable:
        return self.query_one(DataTable)

    @property
    def view(self) -> TextView:
        return self.query_one("#prov-view", TextView)

    def update_run(self, run: Run) -> None:
        self.run = run

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        app: Any = self.app
        c = app.detail.compile
        if c is not None and self._loaded_for != (c.key, id(self.run)):
            self.show_compile(c, self.run)
        self.table.focus()

    def show_compile(
        self, c: Compile | None, run: Run | None, want: ProvTarget | None = None
    ) -> None:
        """Show ``c``'s provenance (read in a worker); ``want``: the kernel/line to select."""
        self.run = run
        self._want = want
        if c is not None and self.compile is not None and c.key == self.compile.key and self.prov is not None \
                and self._loaded_for == (c.key, id(run)):  # fmt: skip
            self._fill()
            return
        self.compile = c
        self.prov = None
        self._code = {}
        self._loaded_for = (c.key, id(run)) if c is not None else None
        self._head()
        self.table.clear(columns=True)
        if c is None:
            self.view.show(message_doc("Select a compile in the explorer, then press K."))
            return
        self.view.show(message_doc(f"reading the provenance of {c.id} …"))
        self.run_worker(lambda: self._read(c), thread=True, exclusive=True, group="provenance",
                        exit_on_error=False)  # fmt: skip

    def _read(self, c: Compile) -> None:
        prov = provenance(c)
        code: dict[str, ArtifactTarget | None] = {}
        texts = []
        for a in c.artifacts:
            if a.category == "output_code" and a.kind != "debug_dir":
                try:
                    texts.append((a, read_text(a.ref)))
                except OSError:
                    pass
        for k in prov.kernels:
            tgt = None
            for a, text in texts:
                line = kernel_code_line(text, k.kernel)
                if line is not None:
                    tgt = ArtifactTarget(c.key, "code", a, line, k.kernel.rsplit(".", 1)[-1])
                    break
            code[k.kernel] = tgt
        _post(self, self._apply, c, prov, code)

    def _apply(self, c: Compile, prov: Provenance, code: dict[str, ArtifactTarget | None]) -> None:
        if self.compile is None or c.key != self.compile.key:
            return
        self.prov = prov
        self._code = code
        self.lines = source_lines(prov)
        self._fill()

    def _head(self) -> None:
        c = self.compile
        t = Text(end="", no_wrap=True, overflow="ellipsis")
        t.append("Provenance ", style="bold")
        if c is not None:
            t.append(str(c.id), style="bold cyan")
            t.append(" ")
            t.append_text(safe_line(c.co_name or "?", "bold"))
        n = len(self.prov.kernels) if self.prov is not None else 0
        t.append(f"   {'by kernel' if self.mode == 'kernels' else 'by source line'}", style="bold")
        t.append(
            f"  ({n} kernels, {len(self.lines)} source lines; L switches; Enter follows)",
            style="dim",
        )
        self.query_one("#prov-head", Label).update(t)

    def _fill(self) -> None:
        c, prov = self.compile, self.prov
        self._head()
        table = self.table
        table.clear(columns=True)
        if c is None or prov is None:
            return
        if not prov.kernels:
            self.view.show(message_doc(NO_PROVENANCE.format(cid=c.id)))
            return
        if self.mode == "kernels":
            table.add_columns("kernel", "post-grad nodes", "pre-grad nodes", "user source")
            for i, k in enumerate(prov.kernels):
                table.add_row(*kernel_cells(k), key=str(i))
        else:
            table.add_columns("user source", "code", "kernels")
            for i, s in enumerate(self.lines):
                table.add_row(*line_cells(s), key=str(i))
        row = 0
        want = self._want
        self._want = None
        if want is not None:
            row = self._row_for(want)
        if table.row_count:
            table.move_cursor(row=row, animate=False)
        self._show_detail(row)

    def _row_for(self, want: ProvTarget) -> int:
        assert self.prov is not None
        if self.mode == "kernels" and want.kernel:
            base = want.kernel.split(":", 1)[0]
            for i, k in enumerate(self.prov.kernels):
                if k.kernel == base or k.kernel.rsplit(".", 1)[-1] == base.rsplit(".", 1)[-1]:
                    return i
        if self.mode == "lines" and want.file is not None:
            for i, s in enumerate(self.lines):
                if s.filename == want.file and s.line == want.line:
                    return i
        return 0

    def _show_detail(self, i: int) -> None:
        c, prov = self.compile, self.prov
        if c is None or prov is None:
            return
        if self.mode == "kernels" and 0 <= i < len(prov.kernels):
            k = prov.kernels[i]
            self.view.show(kernel_doc(c, k, self._code.get(k.kernel), self.run))
        elif self.mode == "lines" and 0 <= i < len(self.lines):
            self.view.show(line_doc(c, self.lines[i], self.run))

    def select(self, want: ProvTarget) -> None:
        """Show a kernel (kernels mode) or a source line (lines mode)."""
        self.mode = "kernels" if want.kernel else "lines"
        self._want = want
        self._fill()

    @property
    def kernel(self) -> KernelProvenance | None:
        if self.prov is None or self.mode != "kernels":
            return None
        i = self.table.cursor_row
        return self.prov.kernels[i] if 0 <= i < len(self.prov.kernels) else None

    def action_toggle_mode(self) -> None:
        want: ProvTarget | None = None
        if self.prov is not None:
            i = self.table.cursor_row
            if (
                self.mode == "kernels"
                and 0 <= i < len(self.prov.kernels)
                and self.prov.kernels[i].user_frames
            ):
                f = self.prov.kernels[i].user_frames[0]
                want = ProvTarget(file=f.filename, line=f.line)
            elif self.mode == "lines" and 0 <= i < len(self.lines) and self.lines[i].kernels:
                want = ProvTarget(kernel=self.lines[i].kernels[0].kernel)
        self.mode = "lines" if self.mode == "kernels" else "kernels"
        self._want = want
        self._fill()

    @on(DataTable.RowHighlighted, "#prov-table")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        self._show_detail(event.cursor_row)

    @on(DataTable.RowSelected, "#prov-table")
    def _row_selected(self, event: DataTable.RowSelected) -> None:
        """Enter: a kernel -> its output code; a source line -> its first kernel."""
        event.stop()
        i = event.cursor_row
        if self.prov is None:
            return
        if self.mode == "kernels" and 0 <= i < len(self.prov.kernels):
            tgt = self._code.get(self.prov.kernels[i].kernel)
            if tgt is not None:
                self.post_message(Jump(tgt))
            else:
                self.app.notify(
                    "this kernel is not in the compile's output code", severity="warning"
                )
        elif self.mode == "lines" and 0 <= i < len(self.lines) and self.lines[i].kernels:
            self.select(ProvTarget(kernel=self.lines[i].kernels[0].kernel))

    @on(TextView.Activated, "#prov-view")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        t = event.target
        if isinstance(t, ProvTarget):
            self.select(t)
            self.table.focus()
        else:
            self.post_message(Jump(t))


# -- ranks -----------------------------------------------------------------------------------
class RanksView(Vertical):
    """Where ranks diverge: an aspect list, and the chosen aspect rank by rank side by side;
    Enter on a cell opens that rank's compile."""

    DEFAULT_CSS = """
    RanksView { height: 1fr; }
    RanksView > #ranks-aspects { height: auto; max-height: 8; }
    RanksView > #ranks-grid { height: 1fr; border-top: solid $panel-lighten-2; }
    RanksView > TextView { height: 4; border-top: solid $panel-lighten-2; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self.aspects: list[tuple[str, bool, str]] = []
        self.aspect = ASPECTS[0]
        self.grid_rows: list[Any] = []
        self.ranks: list[int] = []
        self._sig: Any = None

    def compose(self) -> ComposeResult:
        yield DataTable(cursor_type="row", id="ranks-aspects")
        yield DataTable(cursor_type="cell", zebra_stripes=True, id="ranks-grid")
        yield TextView(message_doc("Only one rank in this run."), id="ranks-view")

    @property
    def aspects_table(self) -> DataTable:
        return self.query_one("#ranks-aspects", DataTable)

    @property
    def grid(self) -> DataTable:
        return self.query_one("#ranks-grid", DataTable)

    @property
    def view(self) -> TextView:
        return self.query_one("#ranks-view", TextView)

    def on_mount(self) -> None:
        self.aspects_table.add_columns("", "aspect", "")

    def update_run(self, run: Run) -> None:
        self.run = run
        if getattr(self.app, "view", None) == self.id:  # else when it is shown
            self._rebuild()

    def _rebuild(self) -> None:
        run = self.run
        if run is None:
            return
        sig = (id(run), len(run.compiles), tuple(run.ranks))
        if sig == self._sig:
            return
        self._sig = sig
        self.ranks = ranks_of(run)
        t = self.aspects_table
        keep = t.cursor_row
        t.clear()
        several = len(self.ranks) > 1
        self.aspects_table.display = several
        self.grid.display = several
        self.view.styles.height = 4 if several else "1fr"
        if not several:
            self.aspects = []
            self.grid.clear(columns=True)
            self.view.show(message_doc("Only one rank in this run: nothing to compare. Open a run of "
                                       "several ranks (torchrun) to see where they diverge."))  # fmt: skip
            return
        self.aspects = aspect_summary(run, divergences(run))
        for a, differs, detail in self.aspects:
            t.add_row(Text("≠", style="bold red") if differs else Text("=", style="dim"),
                      Text(a, style="bold" if differs else "dim"), _cell(detail, "" if differs else "dim", 80))  # fmt: skip
        t.move_cursor(row=min(keep, len(self.aspects) - 1), animate=False)
        self._show_aspect(self.aspects[min(keep, len(self.aspects) - 1)][0])

    def _show_aspect(self, aspect: str) -> None:
        run = self.run
        if run is None:
            return
        self.aspect = aspect
        self.grid_rows = rank_grid(run, aspect)
        g = self.grid
        g.clear(columns=True)
        g.add_columns("", aspect, *(f"rank {r}" for r in self.ranks))
        for i, row in enumerate(self.grid_rows):
            cells = [Text("≠", style="bold red") if row.differs else Text(" ")]
            cells.append(_cell(row.label, "bold" if row.differs else "", 64))
            for r in self.ranks:
                gc = row.cells.get(r)
                cells.append(_cell(gc.text if gc else ABSENT, gc.style if gc else "dim", 40))
            g.add_row(*cells, key=str(i))
        if not self.grid_rows:
            self.view.show(message_doc(f"No {aspect} on any rank."))
        else:
            first = next((i for i, r in enumerate(self.grid_rows) if r.differs), 0)
            g.move_cursor(row=first, column=2, animate=False)  # rank by rank: Enter opens one
            self._show_cell(first, 2)

    def _cell_target(self, row: int, col: int) -> Any:
        if not 0 <= row < len(self.grid_rows):
            return None
        gr = self.grid_rows[row]
        if col >= 2 and col - 2 < len(self.ranks):
            gc = gr.cells.get(self.ranks[col - 2])
            return gc.target if gc else None
        return gr.target

    def _show_cell(self, row: int, col: int) -> None:
        if not 0 <= row < len(self.grid_rows):
            return
        gr = self.grid_rows[row]
        lines = [Text.assemble(("≠ differs  " if gr.differs else "= same  ", "bold red" if gr.differs else "dim"),
                               safe_line(gr.label, "bold"))]  # fmt: skip
        for r in self.ranks:
            gc = gr.cells.get(r)
            lines.append(
                Text.assemble(
                    (f"rank {r}: ", "dim"),
                    safe_line(gc.text if gc else ABSENT, gc.style if gc else "dim"),
                )
            )
        tgt = self._cell_target(row, col)
        doc = Doc([ln for ln in lines], name="ranks", gutter=False, key=("ranks", self.aspect, row),
                  targets={0: tgt} if tgt is not None else {})  # fmt: skip
        self.view.show(doc)

    @on(DataTable.RowHighlighted, "#ranks-aspects")
    def _aspect_highlighted(self, event: DataTable.RowHighlighted) -> None:
        event.stop()
        if 0 <= event.cursor_row < len(self.aspects):
            self._show_aspect(self.aspects[event.cursor_row][0])

    @on(DataTable.RowSelected, "#ranks-aspects")
    def _aspect_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.grid.focus()

    @on(DataTable.CellHighlighted, "#ranks-grid")
    def _cell_highlighted(self, event: DataTable.CellHighlighted) -> None:
        event.stop()
        self._show_cell(event.coordinate.row, event.coordinate.column)

    @on(DataTable.CellSelected, "#ranks-grid")
    def _cell_selected(self, event: DataTable.CellSelected) -> None:
        event.stop()
        tgt = self._cell_target(event.coordinate.row, event.coordinate.column)
        if tgt is not None:
            self.post_message(Jump(tgt))
        else:
            self.app.notify("no compile in this cell", severity="warning")

    @on(TextView.Activated, "#ranks-view")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self._rebuild()
        if self.aspects:
            self.grid.focus()
        else:
            self.aspects_table.focus()
