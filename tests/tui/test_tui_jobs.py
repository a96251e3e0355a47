"""`pt2tui open --jobs N`: the TUI's indexer reads the trace files in N processes
(sources/parallel.py) and shows the run one process would."""

from __future__ import annotations

from conftest import open_app, sample

from pt2tui.sources import claims, parallel
from pt2tui.sources.load import load_run


async def test_open_with_two_jobs_shows_the_same_run(monkeypatch):
    monkeypatch.setattr(parallel, "TUI_JOBS", 2)
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "STATS", {"merged": 0, "reindexed": 0})
    front = claims.Claims.front  # this process takes the first file, the worker the others
    monkeypatch.setattr(claims.Claims, "front", lambda self: None if self._ends[0] else front(self))
    path = sample("restart_once")
    app, pilot, ctx = await open_app(path)
    try:
        assert parallel.STATS["merged"] >= 1  # files came from another process
        one = load_run(str(path), jobs=1)
        assert app.run_model.compiles == one.compiles
        assert app.run_model.processes == one.processes
        assert app.run_model.problems == one.problems
    finally:
        await ctx.__aexit__(None, None, None)
