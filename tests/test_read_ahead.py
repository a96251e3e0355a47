"""`pt2tui open` starts the workers before the TUI's modules are imported (sources/
read_ahead.py, claims.start_ahead): the TUI's read takes them over and gets the Run a read
without the head start gets; a run that changed meanwhile is read as it is then; workers not
taken over are stopped, and leave nothing behind."""

from __future__ import annotations

import tempfile
import time

import pytest
from conftest import SAMPLES

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.sources import claims, parallel, read_ahead
from pt2tui.sources.discover import discover
from pt2tui.sources.follower import Follower
from pt2tui.sources.load import load_run

JOBS = 4  # (TUI_HERE_UNDER: the workers are the only readers)


@pytest.fixture(autouse=True)
def small_thresholds(monkeypatch, tmp_path):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "SPLIT_MIN_BYTES", 40_000)  # segments of 20 kB and more
    monkeypatch.setattr(parallel, "STATS", {"merged": 0, "reindexed": 0})
    monkeypatch.setattr(claims, "STATS", {"ahead": 0, "taken_over": 0, "dropped": 0})
    scratch = tmp_path / "scratch"  # the workers' results dirs
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    yield scratch
    claims.drop_ahead()


def _read(path: str, f: Follower | None = None):
    """What the TUI's indexer does (tui/parts/indexer.py), headless."""
    root = discover(path).root
    f = f or read_ahead.ahead_follower(path, root) or Follower(root)
    parallel.catch_up_traces(f, JOBS, here=False)
    while f.poll():
        pass
    f.finish()
    return f.snapshot()


@pytest.mark.parametrize("name", ["breaks_and_recompiles", "collectives_diverge"])  # segments, files
def test_the_workers_started_ahead_are_taken_over_for_the_same_run(name, small_thresholds):
    path = str(SAMPLES / name)
    one = load_run(path, jobs=1)
    assert read_ahead.read_ahead(path, JOBS)
    time.sleep(0.3)  # (the TUI's imports: the workers read meanwhile)
    run = _read(path)
    assert claims.STATS == {"ahead": 1, "taken_over": 1, "dropped": 0}
    assert parallel.STATS["reindexed"] == 0 and parallel.STATS["merged"] >= 2
    assert summary_dict(run) == summary_dict(one)
    assert run == one
    assert not list(small_thresholds.iterdir())  # their results' dir: removed


def test_a_run_that_grew_meanwhile_is_read_as_it_is_then(tmp_path, small_thresholds):
    src = next((SAMPLES / "breaks_and_recompiles").rglob("*.log"))
    d = tmp_path / "run"
    d.mkdir()
    half = src.read_bytes()
    cut = half.index(b"\n", len(half) // 2) + 1
    (d / src.name).write_bytes(half[:cut])
    assert read_ahead.read_ahead(str(d), JOBS)
    with open(d / src.name, "ab") as out:  # the program wrote on
        out.write(half[cut:])
    run = _read(str(d))
    assert claims.STATS == {"ahead": 1, "taken_over": 0, "dropped": 1}
    whole = load_run(str(d), jobs=1)  # the whole file, read in one process
    assert len(run.compiles) == len(whole.compiles) > 0
    assert summary_dict(run, str(d)) == summary_dict(whole, str(d))
    assert not list(small_thresholds.iterdir())


def test_nothing_started_where_the_tui_reads_itself_or_there_is_nothing(tmp_path, small_thresholds):
    path = str(SAMPLES / "breaks_and_recompiles")
    assert not read_ahead.read_ahead(path, read_ahead.TUI_HERE_UNDER - 1)  # its thread reads too
    assert not read_ahead.read_ahead(str(tmp_path / "not-yet"), JOBS)  # the TUI waits for it
    assert claims.STATS["ahead"] == 0 and read_ahead.ahead_follower(path, discover(path).root) is None


def test_workers_of_another_run_are_stopped(small_thresholds):
    a, b = str(SAMPLES / "breaks_and_recompiles"), str(SAMPLES / "collectives_diverge")
    assert read_ahead.read_ahead(a, JOBS)
    assert read_ahead.ahead_follower(b, discover(b).root) is None  # not the run read ahead
    assert claims.STATS == {"ahead": 1, "taken_over": 0, "dropped": 1}
    assert not list(small_thresholds.iterdir())
    assert _read(b) == load_run(b, jobs=1)


def test_open_starts_them_before_it_imports_the_tui(monkeypatch):
    """cli/open.py: read_ahead before the TUI's modules (the app is not run here)."""
    import builtins

    from pt2tui.cli import open as cli_open

    seen: list[str] = []
    monkeypatch.setattr(cli_open.sys.stdout, "isatty", lambda: True)
    monkeypatch.setattr(cli_open, "stdin_is_terminal", lambda: True)
    monkeypatch.setattr(read_ahead, "read_ahead", lambda path, jobs: seen.append(f"ahead {jobs}"))
    real_import = builtins.__import__

    def imp(name, globals=None, locals=None, fromlist=(), level=0):  # noqa: A002
        if name == "tui.app" and level == 2:
            seen.append("tui")
            raise ImportError("not in this test")
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", imp)
    monkeypatch.setattr(cli_open, "_summary_instead", lambda args, mode: 0)
    args = cli_open.argparse.Namespace(path=str(SAMPLES / "breaks_and_recompiles"), follow=None, jobs=6)
    assert cli_open.main(args) == 0
    assert seen == ["ahead 6", "tui"]
