"""Quitting, or opening another run, while a run is read (tui/parts/indexer.py): the read ends
at its next step, without the rest of the run, its final snapshot or an error line (Textual's
exit waits for the reading thread: q mid-read on a 354 MB trace took 1.7 s to give the prompt
back, 0.5 s now; its workers stopped mid-unit: tests/test_claims.py)."""

from __future__ import annotations

import time

from conftest import sample, wait_for

from pt2tui.sources import parallel


def _endless_read(steps: list[int]):
    """A catch_up_traces that would read for minutes: a merge every 5 ms."""

    def catch_up(f, jobs, progress=None, *args, **kwargs):
        with f._lock:
            f._rescan()  # (as the real one starts: the files known, nothing read)
        for i in range(60_000):
            steps.append(i)
            progress(i, 60_000)
            time.sleep(0.005)

    return catch_up


async def test_quit_mid_read_ends_the_read_at_its_next_step(monkeypatch):
    from pt2tui.tui.app import PT2App

    steps: list[int] = []
    monkeypatch.setattr(parallel, "TUI_JOBS", 2)
    monkeypatch.setattr(parallel, "catch_up_traces", _endless_read(steps))
    app = PT2App(sample("breaks_and_recompiles"))
    failed: list[str] = []
    app.load_failed = failed.append  # type: ignore[method-assign]
    finishes: list[int] = []
    monkeypatch.setattr(app.indexer, "_finish", lambda f, gen: finishes.append(gen))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(steps) >= 3, 60, "the read under way")
        app.exit()
        t0 = time.monotonic()
        while app.indexer._index_gen and time.monotonic() - t0 < 30:
            n = len(steps)
            await pilot.pause(0.1)
            if len(steps) == n:
                break
    assert len(steps) < 60_000 and not failed and not finishes
    n = len(steps)
    time.sleep(0.1)
    assert len(steps) == n  # (the thread ended: Textual's exit waited for it)


async def test_another_run_opened_mid_read_stops_the_first_read(monkeypatch):
    from pt2tui.tui.app import PT2App

    steps: list[int] = []
    monkeypatch.setattr(parallel, "TUI_JOBS", 2)
    monkeypatch.setattr(parallel, "catch_up_traces", _endless_read(steps))
    app = PT2App(sample("breaks_and_recompiles"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_for(pilot, lambda: len(steps) >= 3, 60, "the read under way")
        app.indexer.stop()  # (what opening another run does first)
        await pilot.pause(0.3)
        n = len(steps)
        await pilot.pause(0.3)
        assert len(steps) == n < 60_000
        app.exit()
