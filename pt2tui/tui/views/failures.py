"""Failures of the run; a device-side assert or NaN assert is mapped to its kernel (Enter goes
there) (Failures view)."""

from __future__ import annotations

from typing import Any

from ...core.analysis.kernel_map import KernelMatch, map_text
from ...core.model import Failure, Run
from ...render.crash import crash_target
from ...render.doc import Doc, DocBuilder
from ...render.overview import failure_detail
from ...render.views.recompiles import (
    GEN_CODE_FILE,
    ArtifactTarget,
    insert_lines,
    match_target,
)
from .table import Row, TableView, cell


def map_failure(run: Run, f: Failure) -> KernelMatch | None:
    text = "\n".join(x for x in (f.reason, f.traceback) if x)
    if not GEN_CODE_FILE.search(text):
        return None
    try:
        return map_text(run, text, allow_disk=False)
    except Exception:  # a mapping problem must not break the view
        return None


def kernel_section(m: KernelMatch) -> DocBuilder:
    b = DocBuilder()
    b.line(
        ("Generated code", "bold"),
        ("  (Enter on the table row or here opens it in the Code tab)", "dim"),
    )
    b.line(("  compile   ", "dim"), (m.compile_id or "?", "cyan"))
    b.line(("  kernel    ", "dim"), (m.kernel or m.function or "?", "bold"))
    b.line(("  line      ", "dim"), f"{m.line} of {m.artifact}")
    b.line(("  code      ", "dim"), (m.code, "bold red"))
    if m.buffers:
        b.line(("  buffers   ", "dim"), ", ".join(m.buffers))
    if m.note:
        b.line(("  note      ", "dim"), (m.note, "yellow"))
    b.line(("  from      ", "dim"), (f"{m.location.path}:{m.location.line}", "dim"))
    return b


class FailuresView(TableView):
    """Failures; a device-side assert or NaN assert is mapped to its kernel (Enter goes there)."""

    COLUMNS = ("compile", "type", "reason", "kernel", "from")
    EMPTY = "No failures in this run."

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._maps: dict[tuple, KernelMatch | None] = {}

    def _map(self, run: Run, f: Failure) -> KernelMatch | None:
        k = (f.reason, f.traceback, f.compile_id, len(run.compiles))
        if k not in self._maps:
            self._maps[k] = map_failure(run, f)
        return self._maps[k]

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        for i, f in enumerate(run.failures):
            m = self._map(run, f)
            tgt = match_target(run, m) if m is not None else None
            key: Any = (
                tgt
                if tgt is not None
                else ((f.rank, f.compile_id) if f.compile_id is not None else crash_target(f))
            )
            cells = [
                cell(
                    str(f.compile_id)
                    if f.compile_id
                    else (m.compile_id if m and m.compile_id else "-"),
                    "cyan",
                ),
                cell(f.type or "?", "bold red", 30),
                cell(f.reason or "", "", 60),
                cell((m.kernel or m.function or "?") if m is not None else "", "bold", 40),
                cell(f.source, "dim"),
            ]
            rows.append((i, cells, lambda f=f, m=m, t=tgt: self._detail(f, m, t), key))
        return rows

    def _detail(self, f: Failure, m: KernelMatch | None, tgt: ArtifactTarget | None) -> Doc:
        doc = failure_detail(f, m.compile_id if m is not None else None)
        if m is None:
            return doc
        sec = kernel_section(m)
        if tgt is not None:
            sec.targets = dict.fromkeys(range(len(sec.lines)), tgt)
        return insert_lines(doc, min(len(doc.lines), 4), sec)
