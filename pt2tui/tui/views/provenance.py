"""Kernel provenance of one compile: kernels -> post-grad nodes -> pre-grad nodes -> source lines,
and back (Provenance view)."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label

from ...core.analysis.provenance import KernelProvenance, Provenance, provenance
from ...core.model import Compile, Run
from ...core.parse.payloads import read_text
from ...render.doc import message_doc
from ...render.safe import safe_line
from ...render.views.prov import (
    RERUN_FOR_PROVENANCE,
    SourceLine,
    kernel_cells,
    kernel_code_line,
    kernel_doc,
    line_cells,
    line_doc,
    no_provenance_doc,
    source_lines,
)
from ...render.views.recompiles import (
    ArtifactTarget,
    ProvTarget,
)
from ..widgets.table import DataTable
from ..widgets.textview import TextView
from .table import Jump, post_to


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
        post_to(self, self._apply, c, prov, code)

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
            app: Any = self.app
            self.view.show(no_provenance_doc(c.id, app.reruns.parent() is not None))
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
        elif t == RERUN_FOR_PROVENANCE:  # the rerun the message names
            app: Any = self.app
            app.reruns.start_recipe(t[1])
        else:
            self.post_message(Jump(t))
