"""Snapshots taken while a run is read (the TUI's) are the same as freezing it from scratch.

``RunBuilder.snapshot`` re-freezes only the compiles that changed since the last snapshot
(core/model/frozen.py) and keeps the graph-break groups (core/model/graph_breaks.py). Each real
trace is fed in small chunks with a snapshot after each; every snapshot is compared with one
frozen from scratch from the same builder state, and the last one with ``load_run`` (a fresh
builder fed all at once)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CORPUS

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.model.frozen import FrozenCompiles
from pt2tui.core.model.graph_breaks import group_graph_breaks
from pt2tui.sources.discover import discover
from pt2tui.sources.follower import Follower
from pt2tui.sources.load import load_run

SAMPLES = [
    "breaks_and_recompiles",  # restarts, recompiles, graph breaks, a debug dir
    "recompile_limit",  # frames named by their other compiles (null co_name)
    "restart_once",
    "two_processes",
    "torchrun_rank_segv",  # ranks
    "aoti_cpu",  # compiles outside a frame
    "export_specialized_dim",  # an export failure read from the log before its records
    "compile_error",
    "interrupted_by_user",  # a compile that never ended
]


def _from_scratch(b, live: bool):
    keep = b._frozen
    b._frozen = FrozenCompiles()
    try:
        return b.snapshot(live=live)
    finally:
        b._frozen = keep


def _same(run, ref, loose) -> None:
    assert run.compiles == ref.compiles
    assert run.graph_breaks == group_graph_breaks(
        [gb for c in ref.compiles for gb in c.graph_breaks] + loose
    )
    assert run.failures == ref.failures


def _summary(run, path: str) -> str:
    return json.dumps(summary_dict(run, path), default=str)


def _ids(c):
    return (
        c.key,
        c.status,
        c.co_name,
        c.co_firstlineno,
        c.restart_reasons,
        c.fail_type,
        c.graph_breaks,
    )


def _check(path: str, budget: int) -> None:
    f = Follower(discover(path).root)
    steps = 0
    while f.poll(budget):
        steps += 1
        run = f.snapshot()
        _same(run, _from_scratch(f.builder, live=True), f.builder.loose_graph_breaks)
    f.finish()
    run = f.snapshot()
    _same(run, _from_scratch(f.builder, live=False), f.builder.loose_graph_breaks)
    # a fresh builder fed the same chunks, one snapshot at the end
    g = Follower(discover(path).root)
    while g.poll(budget):
        pass
    g.finish()
    fresh = g.snapshot()
    assert run.compiles == fresh.compiles
    assert run.graph_breaks == fresh.graph_breaks
    assert run.failures == fresh.failures
    assert _summary(run, path) == _summary(fresh, path)
    # and fed all at once (debug-dir artifacts join a compile whenever the dir is walked: a
    # compile lists them after the trace's own, so the order does not depend on the chunks)
    whole = load_run(path)
    assert [_ids(c) for c in run.compiles] == [_ids(c) for c in whole.compiles]
    # (an artifact's index numbers it among all files' artifacts in read order: not compared)
    def arts(r):
        return [[(a.name, a.ref, a.meta) for a in c.artifacts] for c in r.compiles]

    assert arts(run) == arts(whole)
    assert run.graph_breaks == whole.graph_breaks
    assert run.failures == whole.failures
    assert steps > 1


@pytest.mark.parametrize("name", SAMPLES)
def test_incremental_snapshots_equal_fresh(samples: Path, name: str) -> None:
    path = samples / name
    if not path.exists():
        pytest.skip(f"no sample {name}")
    size = sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    _check(str(path), max(4096, size // 40))


def test_incremental_snapshots_multi_rank_corpus() -> None:
    path = CORPUS / "tlparse-inputs" / "multi_rank_messy_input"
    if not path.exists():
        pytest.skip("no multi-rank corpus trace")
    size = sum(p.stat().st_size for p in path.rglob("*") if p.is_file())
    _check(str(path), max(4096, size // 40))


@pytest.mark.parametrize("name", ["breaks_and_recompiles", "interrupted_by_user", "two_processes"])
def test_the_end_of_a_run_refreezes_only_compiles_without_metrics(samples: Path, name: str) -> None:
    """A snapshot of a run that has ended after one of it while it ran (live -> not): only a
    compile without metrics changes (running -> missing), with the attempts of its frame
    compile (a restart's status is its last attempt's); every other compile stays the object it
    was, so the TUI's final screen redoes nothing for it (all 16,000 compiles of 128 ranks were
    refrozen: 1.5 s). What the end itself adds (its last records, debug dirs) is refrozen too."""
    from pt2tui.core.model.recompile_set import frame_compile_of

    path = samples / name
    if not path.exists():
        pytest.skip(f"no sample {name}")
    f = Follower(discover(str(path)).root)
    while f.poll():
        pass
    b = f.builder
    live = b.snapshot(live=True)
    done = b.snapshot(live=False)
    group = lambda c: frame_compile_of(c.rank, c.process, c.id)  # noqa: E731
    open_groups = {group(c) for c in done.compiles if c.metrics is None}
    kept = 0
    for x, y in zip(live.compiles, done.compiles, strict=True):
        if group(y) not in open_groups:
            assert x is y, y.id
            kept += 1
    assert kept
    assert done.compiles == _from_scratch(b, live=False).compiles


@pytest.mark.parametrize("name", ["recompile_limit", "breaks_and_recompiles", "torchrun_rank_segv", "aoti_cpu"])
def test_frame_names_are_fill_frame_names(samples: Path, name: str) -> None:
    """The names a snapshot fills in frame by frame (frozen.py: a frame of one compile, the
    usual one in a big run, without frame_known's and fill_one's calls) are those that
    frame_names.fill_frame_names gives the same compiles frozen without them, all at once."""
    from pt2tui.core.model.frame_names import fill_frame_names

    path = samples / name
    if not path.exists():
        pytest.skip(f"no sample {name}")
    f = Follower(discover(str(path)).root)
    while f.poll(4096):
        f.snapshot()
    f.finish()
    run = f.snapshot()
    fz = f.builder._frozen
    raw = [fz.raw[a] for a in fz.sorted]
    assert run.compiles == fill_frame_names(raw)
    if name == "recompile_limit":  # (frames with null co_name in some compiles: named by others)
        assert any(not r.co_name for r in raw) and all(c.co_name for c in run.compiles if c.id.frame_id is not None)
    if name in ("torchrun_rank_segv", "aoti_cpu"):
        assert any(len(m) == 1 for m in fz.frames)  # (a frame of one compile)
