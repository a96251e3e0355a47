"""Each recompile: the guard of the previous compile that failed, the guard diff and the frame's
verdict (Recompiles view; ``g`` opens the failed guard)."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ...core.analysis.recompiles import recompile_why
from ...core.model import Compile, Run
from ...render.doc import Doc
from ...render.status import RECOMPILE_STYLE, status_style
from ...render.views.recompiles import (
    ArtifactTarget,
    first_guard_target,
    why_doc,
)
from ..insights.state import Insights
from .table import Row, TableView, cell


class RecompilesView(TableView):
    """Each recompile: the guard of the previous compile that failed, and the frame's verdict."""

    COLUMNS = ("compile", "function", "why", "guard that failed")
    EMPTY = "No recompiles in this run."

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
            failed = (c.recompile_reasons or ("(no reason recorded)",))[0].split("\n", 1)[0]
            if why is not None and why.failed:
                f = why.failed[0]
                failed = f.guard.expr if f.guard is not None and f.kind == "value" else f.expr
            more = len(c.recompile_reasons) - 1
            cells = [
                cell(str(c.id), status_style(c.status)),
                cell(c.co_name or "?", "", 24),
                cell(tag or ("…" if ins is None else ""), "bold " + RECOMPILE_STYLE, 24),
                cell(failed, RECOMPILE_STYLE, 60)
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
