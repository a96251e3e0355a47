"""The run-wide table views, with insights: distinct graph breaks (registry explanation and
hints), recompiles (failed guard, verdict, guard diff), failures (a device-side / NaN assert
lands on its kernel), the log (Enter on a generated-code line), and caches."""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text

from ...core.analysis.gb_registry import lookup
from ...core.analysis.kernel_map import KernelMatch, map_text
from ...core.analysis.recompiles import recompile_why
from ...core.model import Compile, Failure, Run
from ...core.parse.compile_id import CompileId
from ...render.doc import Doc, DocBuilder
from ...render.insights import (
    ArtifactTarget,
    CodeTextTarget,
    first_guard_target,
    insert_lines,
    why_doc,
)
from ...render.insights_breaks import break_ranks, break_where, graph_break_doc
from ...render.insights_cache import CACHE_COLUMNS, CACHE_TROUBLE, cache_cell, cache_doc
from ...render.overview import failure_detail
from ...render.status import BREAK_STYLE, RECOMPILE_STYLE, status_style
from ..views import BreaksView, FailuresView, LogView, RecompilesView, Row, TableView, _cell
from .state import Insights

_GEN_LOC = re.compile(r"c[a-z0-9]{40,64}\.py")


class InsightBreaksView(BreaksView):
    """Distinct graph breaks (same type and user frame), counted across compiles and ranks."""

    COLUMNS = ("#", "GB", "type / reason", "user frame", "compiles", "ranks")

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        for g in run.graph_breaks:
            key = None
            if g.compile_ids:
                rank = g.ranks[0] if g.ranks else None
                key = (rank, g.compile_ids[0])
            cells = [
                Text(str(g.count), style="bold " + BREAK_STYLE),
                _cell(g.gb_id or "", "bold"),
                _cell(g.gb_type or g.reason, "", 50),
                _cell(break_where(g), "underline", 40),
                _cell(" ".join(str(c) for c in g.compile_ids), "cyan", 30),
                _cell(break_ranks(g), "dim", 12),
            ]
            rows.append(((g.gb_id, g.reason, break_where(g)), cells,
                         lambda g=g: graph_break_doc(g, lookup(g.gb_id), run), key))  # fmt: skip
        return rows


class InsightRecompilesView(RecompilesView):
    """Each recompile: the guard of the previous compile that failed, and the frame's verdict."""

    COLUMNS = ("compile", "function", "why", "guard that failed")

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.insights: Insights | None = None
        self.run: Run | None = None

    def set_insights(self, ins: Insights) -> None:
        self.insights = ins
        if self.run is not None:
            self.update_run(self.run)

    def update_run(self, run: Run) -> None:
        self.run = run
        super().update_run(run)

    def _ins(self, run: Run) -> Insights | None:
        ins = self.insights
        return ins if ins is not None and ins.fits(run) else None

    def make_rows(self, run: Run) -> list[Row]:
        ins = self._ins(run)
        rows: list[Row] = []
        for c in run.recompiles:
            why = ins.whys.get(c.key) if ins is not None else None
            verdict = ins.verdict_of(c) if ins is not None else None
            tag = ins.tags.get((c.rank, c.id.frame_key), "") if ins is not None else ""
            failed = c.recompile_reasons[0].split("\n", 1)[0]
            if why is not None and why.failed:
                f = why.failed[0]
                failed = f.guard.expr if f.guard is not None and f.kind == "value" else f.expr
            more = len(c.recompile_reasons) - 1
            cells = [
                _cell(str(c.id), status_style(c.status)),
                _cell(c.co_name or "?", "", 24),
                _cell(tag or ("…" if ins is None else ""), "bold " + RECOMPILE_STYLE, 24),
                _cell(failed, RECOMPILE_STYLE, 60)
                + (Text(f" +{more}", style="dim") if more > 0 else Text()),
            ]
            rows.append(
                (
                    (c.key, c.status),
                    cells,
                    lambda c=c, why=why, v=verdict: self._detail(run, c, why, v),
                    c.key,
                )
            )
        return rows

    def _detail(self, run: Run, c: Compile, why: Any, verdict: str | None) -> Doc:
        if why is None:
            why = recompile_why(run, c)
        return why_doc(why, verdict, run)

    def guard_target(self) -> ArtifactTarget | None:
        """The failed guard of the highlighted row."""
        run = self.run
        i = self.table.cursor_row
        if run is None or not 0 <= i < len(self.rows):
            return None
        key = self.rows[i][3]
        c = next((x for x in run.recompiles if x.key == key), None)
        if c is None:
            return None
        ins = self._ins(run)
        why = ins.whys.get(c.key) if ins is not None else None
        return first_guard_target(why if why is not None else recompile_why(run, c))


def match_target(run: Run, m: KernelMatch) -> ArtifactTarget | None:
    """Where a mapped generated-code location is shown: the Code tab of its compile."""
    cid = CompileId.parse(m.compile_id) if m.compile_id else None
    if cid is None:
        return None
    c = run.compile(cid, m.rank)
    if c is None:
        return None
    art = next((a for a in c.artifacts if a.name == m.artifact and a.kind != "debug_dir"), None)
    art = art or next((a for a in c.artifacts if a.name == m.artifact), None)
    if art is None:
        return None
    query = m.code.strip()[:60] or None
    return ArtifactTarget(c.key, "code", art, max(0, m.line - 1), query)


def map_failure(run: Run, f: Failure) -> KernelMatch | None:
    text = "\n".join(x for x in (f.reason, f.traceback) if x)
    if not _GEN_LOC.search(text):
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


class InsightFailuresView(FailuresView):
    """Failures; a device-side assert or NaN assert is mapped to its kernel (Enter goes there)."""

    COLUMNS = ("compile", "type", "reason", "kernel", "from")

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
                else ((f.rank, f.compile_id) if f.compile_id is not None else None)
            )
            cells = [
                _cell(
                    str(f.compile_id)
                    if f.compile_id
                    else (m.compile_id if m and m.compile_id else "-"),
                    "cyan",
                ),
                _cell(f.type or "?", "bold red", 30),
                _cell(f.reason or "", "", 60),
                _cell((m.kernel or m.function or "?") if m is not None else "", "bold", 40),
                _cell(f.source, "dim"),
            ]
            rows.append((i, cells, lambda f=f, m=m, t=tgt: self._detail(f, m, t), key))
        return rows

    def _detail(self, f: Failure, m: KernelMatch | None, tgt: ArtifactTarget | None) -> Doc:
        doc = failure_detail(f)
        if m is None:
            return doc
        sec = kernel_section(m)
        if tgt is not None:
            sec.targets = dict.fromkeys(range(len(sec.lines)), tgt)
        return insert_lines(doc, min(len(doc.lines), 4), sec)


def annotate_code_lines(doc: Doc) -> Doc:
    """Log lines that name a generated-code file get a target that maps it when activated."""
    for i, t in enumerate(doc.lines):
        plain = t.plain
        if ".py" in plain and _GEN_LOC.search(plain):
            doc.targets[i] = CodeTextTarget(plain)
    return doc


class InsightLogView(LogView):
    def _apply(self, query: str, doc: Doc, shown: int, total: int) -> None:
        super()._apply(query, annotate_code_lines(doc), shown, total)


class CacheView(TableView):
    """FX graph and AOTAutograd cache hit / miss / bypass per compile, and the run's totals."""

    COLUMNS = ("compile", "function", *CACHE_COLUMNS, "other caches", "bypass reason")
    EMPTY = "No compiles in this run."

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self._stale = False

    def update_run(self, run: Run) -> None:
        """Rows are made while the view is shown (a row per compile: not for every snapshot
        of a big run that is being indexed)."""
        self.run = run
        if getattr(self.app, "view", None) == self.id:
            super().update_run(run)
        else:
            self._stale = True

    def focus_main(self) -> None:
        if self._stale and self.run is not None:
            self._stale = False
            super().update_run(self.run)
        super().focus_main()

    def make_rows(self, run: Run) -> list[Row]:
        rows: list[Row] = []
        for c in run.compiles:
            reason = next((e.reason for e in c.cache if e.result in CACHE_TROUBLE and e.reason), "")
            rank = f"r{c.rank} " if c.rank is not None else ""
            cells = [
                _cell(f"{rank}{c.id}", status_style(c.status)),
                _cell(c.co_name or "?", "", 30),
                *(cache_cell(c, name) for name in CACHE_COLUMNS),
                cache_cell(c, None),
                _cell(reason, "red", 60),
            ]
            # (the status is part of the row key: it colours the cell, and a table is redrawn
            # only when a row's key or text changed)
            rows.append(((c.key, c.status), cells, lambda c=c: cache_doc(c, run), c.key))
        if rows:
            tot: dict[str, dict[str, int]] = {}
            for c in run.compiles:
                for e in c.cache:
                    tot.setdefault(e.cache, {}).setdefault(e.result, 0)
                    tot[e.cache][e.result] += 1

            def total_cell(names: tuple[str, ...] | None) -> Text:
                t = Text(end="", no_wrap=True)
                for cache, cnt in sorted(tot.items()):
                    if (names is not None and cache not in names) or (
                        names is None and cache in CACHE_COLUMNS
                    ):
                        continue
                    for result, n in sorted(cnt.items()):
                        if t.plain:
                            t.append(" ")
                        t.append(
                            f"{result} {n}",
                            style={"hit": "green", "miss": "yellow"}.get(result, "bold red"),
                        )
                return t if t.plain else Text("-", style="dim")

            cells = [Text("all", style="bold"), Text(f"{len(run.compiles)} compiles", style="dim"),
                     *(total_cell((name,)) for name in CACHE_COLUMNS), total_cell(None), Text("")]  # fmt: skip
            rows.append((("total",), cells, lambda: cache_doc(None, run), None))
        return rows
