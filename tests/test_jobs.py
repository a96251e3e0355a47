"""`--jobs N`: trace files (and segments of one big file) indexed in other processes and merged
(sources/parallel.py, core/model/merge.py) give the Run that one process gives.

The samples are small, so the thresholds below which no process is started are lowered here.
"""

from __future__ import annotations

import json
import shutil
import tempfile
from pathlib import Path

import pytest
from conftest import CORPUS, SAMPLES

from pt2tui.cli import main
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.model.builder import RunBuilder
from pt2tui.core.model.context import TraceContext
from pt2tui.core.model.merge import conflict, merge_into
from pt2tui.core.parse.segment import record_boundary
from pt2tui.core.parse.trace import TraceParser
from pt2tui.sources import claims, parallel
from pt2tui.sources.load import load_run


@pytest.fixture
def always_parallel(monkeypatch):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "SPLIT_MIN_BYTES", 40_000)  # segments of 20 kB and more
    monkeypatch.setattr(parallel, "STATS", {"merged": 0, "reindexed": 0})
    # This process takes only the first file (it would take them all, small as they are,
    # before a worker has started): the others are the workers'.
    front = claims.Claims.front
    monkeypatch.setattr(claims.Claims, "front", lambda self: None if self._ends[0] else front(self))
    return parallel.STATS


def _summary(path: Path, jobs: int, capsys) -> str:
    assert main(["summary", str(path), "--json", "--jobs", str(jobs)]) == 0
    return capsys.readouterr().out


def _need(path: Path) -> Path:
    if not path.exists():
        pytest.skip(f"{path.name} is not here")
    return path


@pytest.mark.parametrize("name", ["collectives_diverge", "two_processes", "restart_once", "aoti_reruns"])
def test_summary_json_same_for_any_jobs(name, always_parallel, capsys, parse_path: str):
    path = _need(SAMPLES / name)
    if name == "aoti_reruns":  # a dir of runs (`summary` lists its runs): all its files as one run
        one_run, two_runs = load_run(str(path), jobs=1), load_run(str(path), jobs=2)
        assert always_parallel["merged"] >= 1
        assert one_run == two_runs and one_run.processes
        return
    one = _summary(path, 1, capsys)
    two = _summary(path, 2, capsys)
    # this process indexes the first file itself, a worker the others: they are merged
    assert always_parallel["merged"] >= 1
    assert one == two
    assert json.loads(one)["processes"]


def test_multi_rank_corpus_same_for_any_jobs(always_parallel, capsys):
    path = _need(CORPUS / "tlparse-inputs" / "multi_rank_runtime")
    assert _summary(path, 1, capsys) == _summary(path, 3, capsys)
    assert always_parallel["merged"] >= 2


def test_same_pid_in_two_files(tmp_path, always_parallel):
    """Two files of one pid (no rank): processes `pid` and `pid.2`, and the second file's
    AOTInductor compile numbered after the first's (renamed by the merge)."""
    src = sorted((_need(SAMPLES / "aoti_cpu") / "trace").glob("*.log"))[0]
    for name in ("a.log", "b.log"):
        shutil.copy(src, tmp_path / name)
    one, two = load_run(str(tmp_path), jobs=1), load_run(str(tmp_path), jobs=2)
    assert always_parallel["merged"] == 1  # b.log, read by the worker
    assert one == two
    pid = one.processes[0].pid
    assert [p.id for p in two.processes] == [str(pid), f"{pid}.2"]
    assert [str(c.id) for c in two.compiles] == ["aoti 1", "aoti 2"]


def test_one_file_in_segments(always_parallel, parse_path: str):
    """One file cut into segments at record boundaries: the same Run."""
    path = _need(SAMPLES / "breaks_and_recompiles")
    one = load_run(str(path), jobs=1)
    four = load_run(str(path), jobs=4)
    assert always_parallel["merged"] >= 3  # up to 4 segments a process; this one reads the first
    assert summary_dict(one) == summary_dict(four)
    assert one == four


def test_export_open_across_files(tmp_path, always_parallel):
    """Two files of one pid: the second file's export records join the first file's export,
    still open at its end (a sequential read has them so): that file is indexed here."""
    src = sorted((_need(SAMPLES / "export_specialized_dim") / "trace").glob("*.log"))[0]
    for name in ("a.log", "b.log"):
        shutil.copy(src, tmp_path / name)
    assert load_run(str(tmp_path), jobs=1) == load_run(str(tmp_path), jobs=2)
    assert always_parallel["reindexed"] == 1


def test_segments_of_a_file_whose_compile_ids_repeat(tmp_path, always_parallel):
    """A trace written three times over into one file (as bench_index builds its big trace):
    each later copy's compiles "start again" in the process; cut into segments, the problems
    are said as a sequential read says them, at the same places."""
    src = sorted((_need(SAMPLES / "breaks_and_recompiles") / "trace").glob("*.log"))[0]
    big = tmp_path / "three_times.log"
    big.write_bytes(src.read_bytes() * 3)
    monkey = always_parallel
    one, four = load_run(str(big), jobs=1), load_run(str(big), jobs=4)
    assert monkey["merged"] >= 3
    assert any("starts again" in p.what for p in one.problems)
    assert one == four


def test_segments_start_with_the_ranks_processes_have_there(tmp_path, always_parallel, parse_path):
    """A rank's trace written three times over into a file not named by rank: each copy's
    first records have no rank, and the process has its rank from the first copy on. A segment
    starts with the ranks the bytes before it give the processes (the native prescan reads
    them; the merge checks them): merged, not indexed again, and the same Run."""
    d = _need(SAMPLES / "collectives_split") / "trace"
    src = sorted(d.glob("*rank_0*.log"))[0]
    big = tmp_path / "three_times.log"
    big.write_bytes(src.read_bytes() * 3)
    one, four = load_run(str(big), jobs=1), load_run(str(big), jobs=4)
    assert one == four
    assert {p.rank for p in one.processes} == {0}
    if parse_path == "native":
        assert always_parallel["reindexed"] == 0 and always_parallel["merged"] >= 3


def test_segments_that_cannot_merge_are_indexed_again(always_parallel):
    """An AOTInductor compile open where a segment begins: that segment is indexed here."""
    path = _need(SAMPLES / "aoti_cpu")
    assert load_run(str(path), jobs=1) == load_run(str(path), jobs=3)
    assert always_parallel["reindexed"] >= 1


def _segment(path: str, start: int, end: int, last: bool):
    b, ctx, parser = parallel._index_unit((path, start, end, True, last))
    return b, ctx, parser


def test_compile_straddling_the_cut():
    """A cut inside a compile (its records on both sides): the halves merge into that compile,
    as one sequential read has it."""
    trace = sorted((_need(SAMPLES / "breaks_and_recompiles") / "trace").glob("*.log"))[0]
    path, size = str(trace), trace.stat().st_size
    seq = load_run(path, jobs=1)
    tried = 0
    for k in range(1, 20):
        cut = record_boundary(path, size * k // 20, size)
        first, fctx, _ = _segment(path, 0, cut, False)
        second, sctx, sparser = _segment(path, cut, size, True)
        both = {key[2] for key in first.compiles} & {key[2] for key in second.compiles}
        if not both or conflict(first, second, fctx, sctx) is not None:
            continue
        tried += 1
        b = RunBuilder()
        parser = TraceParser(path, verify=True, lite=True)
        ctx = TraceContext(path, parser.strings)
        parallel._feed(b, parser, ctx, path, 0, cut)
        parallel._flush(b, parser, ctx)
        merge_into(b, second, ctx, sctx)
        b.add_trace_records(ctx, sparser.close())
        b.add_problems(sparser.problems)
        mine = b.snapshot()
        assert mine.compiles == seq.compiles
        assert mine.chromium_events == seq.chromium_events
        assert mine.record_count == seq.record_count
    assert tried >= 3


@pytest.mark.parametrize("what", ["files", "segments"])
@pytest.mark.parametrize("how", ["raises", "dies"])
def test_a_worker_that_fails_leaves_its_part_to_this_process(how, what, tmp_path, always_parallel, monkeypatch):
    """A worker whose file or segment fails (an exception, or the process killed) sends
    nothing usable: this process indexes it itself, in its place, and the Run is the same."""
    import os

    src = _need(SAMPLES / ("collectives_diverge" if what == "files" else "breaks_and_recompiles"))
    for p in sorted((src / "trace").glob("*.log")):
        shutil.copy(p, tmp_path / p.name)
    one = summary_dict(load_run(str(tmp_path), jobs=1))

    def broken(unit, where=None):
        if how == "dies":
            os._exit(3)
        raise OSError("disk gone")

    monkeypatch.setattr(parallel, "_work", broken)
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))  # where the workers' results go
    two = summary_dict(load_run(str(tmp_path), jobs=3))
    assert always_parallel["reindexed"] >= 1 and always_parallel["merged"] == 0
    assert json.dumps(one, default=str) == json.dumps(two, default=str)
    assert not list(scratch.iterdir())  # nothing left behind


def test_results_left_by_no_one(tmp_path, always_parallel, monkeypatch):
    """The workers' results go to a dir of the call's, removed when the files are merged."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    load_run(str(_need(SAMPLES / "collectives_diverge")), jobs=2)
    assert always_parallel["merged"] >= 1
    assert not list(scratch.iterdir())


@pytest.mark.parametrize("what", ["files", "segments"])
def test_workers_read_it_all_while_this_process_merges(what, monkeypatch):
    """``here=False`` (the TUI on 4 cores or more): the workers take every file or segment from
    the first on, this process reads none and merges them in order: the same Run. Within
    ``giving_way(fn)`` (the TUI's reading thread) ``fn`` is called before each result loads."""
    from pt2tui.sources.discover import discover
    from pt2tui.sources.follower import Follower

    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "SPLIT_MIN_BYTES", 40_000)
    monkeypatch.setattr(parallel, "STATS", {"merged": 0, "reindexed": 0})
    path = _need(SAMPLES / ("collectives_diverge" if what == "files" else "breaks_and_recompiles"))
    one = load_run(str(path), jobs=1)
    f = Follower(discover(str(path)).root)
    gave_way = []
    with parallel.giving_way(lambda: gave_way.append(parallel.STATS["merged"])):
        parallel.catch_up_traces(f, 3, here=False)
    while f.poll():
        pass
    f.finish()
    run = f.snapshot()
    assert parallel.STATS["reindexed"] == 0 and parallel.STATS["merged"] >= 2
    assert len(gave_way) == parallel.STATS["merged"]  # (each before its result loaded)
    assert getattr(parallel._GIVING_WAY, "fn", None) is None  # (and only within the block)
    assert summary_dict(run) == summary_dict(one)
    assert run == one



def test_segments_in_rounds_of_one_a_worker():
    """One big file on many cores, where this process only loads (claims.reads_none): ROUNDS
    segments a worker, so that no round leaves workers without one; on few cores, as before."""
    mb = 1 << 20
    assert claims.reads_none(15) and not claims.reads_none(1)
    assert parallel._segments(354 * mb, 16, 16 * mb, True) == 15 * parallel.ROUNDS
    assert parallel._segments(354 * mb, 16, 16 * mb, False) == 15 * parallel.ROUNDS
    assert parallel._segments(100 * mb, 16, 16 * mb, True) == 15  # (one round of 6.7 MB)
    assert parallel._segments(354 * mb, 2, 16 * mb, True) == 4  # this process reads too
    assert parallel._segments(354 * mb, 4, 16 * mb, True) == 8
    assert parallel._segments(40 * mb, 16, 16 * mb, True) == 2  # too small for a round


@pytest.mark.parametrize("jobs", [1, 3])
def test_meanwhile_called_at_most_once_and_the_same_run(jobs, always_parallel):
    """``load_run(meanwhile=)``: what the CLI imports while it waits for the workers, called
    once at most (not at all without workers), and the Run is the same."""
    path = _need(SAMPLES / "breaks_and_recompiles")
    calls: list[int] = []
    run = load_run(str(path), jobs=jobs, meanwhile=lambda: calls.append(1))
    assert len(calls) <= (1 if jobs > 1 else 0)
    assert run == load_run(str(path), jobs=1)

