"""The counts the status line and the view bar read of a snapshot are made in the thread that
offers it (tui/parts/warm.py): showing it then finds them made, for the snapshot offered and
the one still shown."""

from __future__ import annotations

import dataclasses
import threading

from conftest import REPO

from pt2tui.core.model import counts as counts_mod
from pt2tui.sources.load import load_run
from pt2tui.tui.insights import viewbar
from pt2tui.tui.parts.indexer import Indexer, RunUpdate
from pt2tui.tui.parts.warm import warm

SAMPLE = REPO / "sample_traces" / "cpu" / "collectives_diverge"


class _App:
    def post_message(self, message) -> None:
        pass


def test_an_offered_snapshot_is_counted_in_the_thread_that_offers_it(monkeypatch) -> None:
    shown = load_run(str(SAMPLE))
    offered = dataclasses.replace(shown, compiles=shown.compiles[:-1])
    warm(shown)
    indexer = Indexer(_App())
    t = threading.Thread(target=indexer.offer, args=(RunUpdate(offered, 1, 2, False),))
    t.start()
    t.join()
    assert "recompiles" in vars(offered)  # (the Run's cached_property, made)

    def made_again(*a, **k):
        raise AssertionError("counted again on the UI thread")

    monkeypatch.setattr(viewbar, "compile_total", made_again)
    for run in (offered, shown):  # the one offered, and the one the UI still shows
        assert any(seen is run.compiles for seen, _ in counts_mod._last)  # (counted: kept)
        assert viewbar.insight_counts(run) is viewbar.insight_counts(run)
        assert counts_mod.counts(run).attempts == len(run.compiles)
    monkeypatch.undo()
    assert viewbar.insight_counts(offered) == viewbar.insight_counts(dataclasses.replace(offered))
