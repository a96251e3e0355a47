"""The explorer's tree and detail pane, with insights: a frame that keeps recompiling shows
its verdict on its node and in its overview; a compile's overview says why it recompiled
(failed guard, guard diff) and where its compile time went."""

from __future__ import annotations

from typing import Any

from ...core.model import Compile, Run
from ...render.views.recompiles import (
    compile_overview_extra,
    frame_label_tagged,
    frame_overview_extra,
)
from ..widgets.detail import DetailPane
from ..widgets.tree import CompileTree, _frame_id
from .state import Insights


class InsightTree(CompileTree):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.tags: dict[tuple, str] = {}
        self._by_frame: dict[tuple, list[Compile]] | None = None

    def update_run(self, run: Run, *, full: bool = False, ranks: int = 0) -> None:
        self._by_frame = None
        super().update_run(run, full=full, ranks=ranks)

    def _frame_compiles(self, fkey: tuple) -> list[Compile]:
        if self._by_frame is None:
            by: dict[tuple, list[Compile]] = {}
            for c in self.run.compiles if self.run is not None else ():
                by.setdefault((c.rank, c.process, c.id.frame_key), []).append(c)
            self._by_frame = by
        return self._by_frame.get(fkey, [])

    def set_tags(self, tags: dict[tuple, str]) -> None:
        if tags != self.tags:
            self.tags = dict(tags)
            if self.run is not None:
                self.update_run(self.run, full=True)

    def _relabel(self, key: Any, node: Any, make: Any, sig: tuple) -> None:
        if isinstance(key, tuple) and len(key) == 2 and key[0] == "frame" and self.run is not None:
            tag = self.tags.get((key[1][0], key[1][-1]))  # tags: (rank, frame key)
            if tag:
                fkey = key[1]
                compiles = self._frame_compiles(fkey)
                if compiles:
                    fid = _frame_id(compiles[0])

                    def make() -> Any:  # noqa: F811 - the label with the verdict's few words
                        return frame_label_tagged(fid, compiles, tag)

                    sig = (sig, tag)
        super()._relabel(key, node, make, sig)


class InsightDetailPane(DetailPane):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.insights: Insights | None = None
        self._frame: list[Compile] | None = None
        self._base: Any = None

    def show(self, selection: tuple | None, run: Run | None, compile: Compile | None,
             frame: list[Compile] | None = None) -> None:  # fmt: skip
        super().show(selection, run, compile, frame)
        self._frame = frame
        self._base = self.pane("overview").view.doc  # as the explorer made it
        self._extend_overview()

    def set_insights(self, ins: Insights) -> None:
        self.insights = ins
        self._extend_overview()

    def _extend_overview(self) -> None:
        ins = self.insights
        if ins is None or self.run is None or not ins.fits(self.run):
            ins = None
        view = self.pane("overview").view
        doc = self._base
        if doc is None or view.doc.key != doc.key:
            return
        sel = self.selection
        c = self.compile
        if sel and sel[0] == "compile" and c is not None and doc.key == ("overview", c.key):
            why = ins.whys.get(c.key) if ins is not None else None
            verdict = ins.verdict_of(c) if ins is not None else None
            view.show(compile_overview_extra(doc, c, self.run, why, verdict))
        elif sel and sel[0] == "frame" and ins is not None and self._frame:
            verdict = ins.verdicts.get((sel[1], sel[2]))
            if verdict:
                view.show(frame_overview_extra(doc, verdict))
