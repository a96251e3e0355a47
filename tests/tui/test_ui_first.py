"""The UI first, while a run is read (tui/parts/indexer.py).

Keys first: while keys come, a snapshot waits (its progress shown) for a pause, so that a key
never waits for the tree, the view and a repaint of the whole screen; the last snapshot is never
held, and a held one is shown at the pause. Giving way: while the UI's beat is late (it is busy),
the reading thread waits before its next result, for a bounded time."""

from __future__ import annotations

import time
from contextlib import asynccontextmanager

from conftest import open_app, sample, wait_for, wait_idle

from pt2tui.tui.parts import indexer as indexer_mod
from pt2tui.tui.parts.indexer import RunUpdate


@asynccontextmanager
async def _opened():
    """The app on a sample, read; yields (app, pilot, the snapshots shown from then on:
    (progress, final, when))."""
    app, pilot, ctx = await open_app(sample("recompile_limit"))
    try:
        await wait_idle(app, pilot)
        shown: list[tuple[float, bool, float]] = []
        apply = app.apply_run

        def apply_run(run, progress, *, final=False):
            shown.append((progress, final, time.monotonic()))
            return apply(run, progress, final=final)

        app.apply_run = apply_run
        yield app, pilot, shown
    finally:
        await ctx.__aexit__(None, None, None)


async def test_a_snapshot_waits_while_keys_come_the_last_one_does_not(monkeypatch):
    monkeypatch.setattr(indexer_mod, "KEYS_FIRST_S", 60.0)  # (a loaded machine: no pause comes,
    monkeypatch.setattr(indexer_mod, "KEYS_FIRST_MAX_S", 600.0)  # nor the longest wait)
    async with _opened() as (app, pilot, shown):
        ix, run = app.indexer, app.run_model
        await pilot.press("down")
        assert ix.key_at > 0
        ix.offer(RunUpdate(run, 1, 4, False, gen=ix._index_gen))
        await pilot.pause(0.2)
        assert shown == [] and ix._held is not None  # held, its progress shown
        assert app.progress == 0.25
        ix.offer(RunUpdate(run, 4, 4, True, gen=ix._index_gen))  # the last one: at once
        await wait_for(pilot, lambda: shown, 30, "the last snapshot")
        assert [(p, f) for p, f, _ in shown] == [(1.0, True)]
        await pilot.pause(0.1)
        assert len(shown) == 1  # (the held one was replaced by it, not shown after)


async def test_a_held_snapshot_is_shown_at_the_pause(monkeypatch):
    monkeypatch.setattr(indexer_mod, "KEYS_FIRST_S", 0.3)
    async with _opened() as (app, pilot, shown):
        ix, run = app.indexer, app.run_model
        await pilot.press("down")
        ix.offer(RunUpdate(run, 2, 4, False, gen=ix._index_gen))
        await wait_for(pilot, lambda: shown, 30, "the held snapshot")
        assert [(p, f) for p, f, _ in shown] == [(0.5, False)]
        assert shown[0][2] >= ix.key_at + 0.3 - 0.01  # (after the pause, not before)


def test_how_long_a_snapshot_waits(monkeypatch):
    # (long spans: a loaded machine can stop this thread for a while between two lines)
    monkeypatch.setattr(indexer_mod, "KEYS_FIRST_S", 30.0)
    monkeypatch.setattr(indexer_mod, "KEYS_FIRST_MAX_S", 100.0)
    ix = indexer_mod.Indexer(app=None)
    some = RunUpdate(None, 1, 2, False)  # type: ignore[arg-type]
    now = time.monotonic()
    ix.key_at = now
    assert ix._wait(some) == 0  # the first screen: at once
    ix._shown_at = now - 1
    assert 20 < ix._wait(some) <= 30  # a key just now: until the pause
    assert ix._wait(RunUpdate(None, 2, 2, True)) == 0  # type: ignore[arg-type]  # the last: at once
    assert ix._wait(None) == 0
    ix._shown_at = now - 99.9
    assert ix._wait(some) <= 0.1  # the screen's snapshot is nearly 100 s old: no longer than that
    ix._shown_at, ix.key_at = now - 1, now - 31
    assert ix._wait(some) <= 0  # no key for KEYS_FIRST_S
    ix._shown_at, ix.key_at = now - 1, now
    ix._index_gen = 1
    assert ix._wait(some) > 0  # (gen 0: a caller that does not number its reads)
    assert ix._wait(RunUpdate(None, 1, 2, False, gen=2)) == 0  # type: ignore[arg-type]  # stale: dropped at once


def test_the_reading_thread_gives_way_while_the_ui_is_late_not_longer(monkeypatch):
    monkeypatch.setattr(indexer_mod, "BEAT_LATE_S", 30.0)  # (a loaded machine: "just now" is not late)
    monkeypatch.setattr(indexer_mod, "GIVE_WAY_MAX_S", 0.2)
    slept: list[float] = []
    sleep = time.sleep
    monkeypatch.setattr(indexer_mod.time, "sleep", lambda s: (slept.append(s), sleep(s)))
    ix = indexer_mod.Indexer(app=None)
    ix.give_way()  # no beat (not reading, or read): at once
    ix._beat = time.monotonic()
    ix.give_way()  # a beat just now: at once
    assert slept == []
    ix._beat = time.monotonic() - 60  # a UI busy for a minute: waits, but GIVE_WAY_MAX_S at most
    t = time.monotonic()
    ix.give_way()
    assert slept and 0.2 <= time.monotonic() - t < 30


async def test_the_ui_beats_while_the_run_is_read_by_workers_only(monkeypatch):
    from pt2tui.sources import parallel

    beats = []
    beat = indexer_mod.Indexer._beat_now
    monkeypatch.setattr(indexer_mod.Indexer, "_beat_now", lambda self: (beats.append(1), beat(self)))
    monkeypatch.setattr(parallel, "TUI_JOBS", 2)  # (`pt2tui open`: read by workers)
    async with _opened() as (app, pilot, _):
        await wait_for(pilot, lambda: app.indexer._beat_timer is None, 30, "the beat to stop")
        assert beats and app.indexer._beat == 0  # (read: the reading thread never waits)
    monkeypatch.setattr(parallel, "TUI_JOBS", None)  # (a read in one thread: no one to give way)
    async with _opened() as (app, pilot, _):
        assert app.indexer._beat_timer is None and app.indexer._beat == 0


async def test_a_provisional_verdict_waits_while_keys_come_the_runs_does_not(monkeypatch):
    monkeypatch.setattr(indexer_mod, "KEYS_FIRST_S", 60.0)
    async with _opened() as (app, pilot, _):
        r = app.reruns
        r._final_wanted = False  # (as while the run is read: no final triage owed)
        shown: list[bool] = []
        monkeypatch.setattr(r, "update_banner", lambda: shown.append(r.final))
        await pilot.press("down")
        r._triaged((), app.path, {"provisional": True}, False)
        r._triaged((), app.path, {"provisional": True}, False)
        await pilot.pause(0.1)
        assert shown == [] and r._banner_held is not None  # (one timer for both)
        r._triaged((), app.path, None, True)  # the run's verdict: at once
        assert shown == [True]
