"""FX graph and AOTAutograd cache hit / miss / bypass per compile and the run's totals (Cache view)."""

from __future__ import annotations

from rich.text import Text

from ...core.model import Run
from ...render.status import status_style
from ...render.views.cache import CACHE_COLUMNS, CACHE_TROUBLE, cache_cell, cache_doc
from .table import Row, TableView, cell


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
                cell(f"{rank}{c.id}", status_style(c.status)),
                cell(c.co_name or "?", "", 30),
                *(cache_cell(c, name) for name in CACHE_COLUMNS),
                cache_cell(c, None),
                cell(reason, "red", 60),
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

            def totalcell(names: tuple[str, ...] | None) -> Text:
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
                     *(totalcell((name,)) for name in CACHE_COLUMNS), totalcell(None), Text("")]  # fmt: skip
            rows.append((("total",), cells, lambda: cache_doc(None, run), None))
        return rows
