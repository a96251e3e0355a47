"""counts() writes out frame_compile_of and CompileId.frame_key for speed (16,000 compiles a
snapshot): the same counts as the rule in one place (core/model/recompile_set.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.core.model.counts import counts
from pt2tui.core.model.recompile_set import frame_compile_of
from pt2tui.sources.load import load_run

SAMPLES = Path(__file__).resolve().parents[1] / "sample_traces" / "cpu"


@pytest.mark.parametrize("name", ["breaks_and_recompiles", "two_processes", "torchrun_rank_segv",
                                  "aoti_cpu", "export_specialized_dim", "backward_break"])  # fmt: skip
def test_counts_are_the_rules(name: str) -> None:
    path = SAMPLES / name
    if not path.exists():
        pytest.skip(f"no sample {name}")
    run = load_run(str(path))
    frames = {(c.rank, c.process, c.id.frame_key) for c in run.compiles if c.id.group is None}
    keys = {frame_compile_of(c.rank, c.process, c.id) for c in run.compiles}
    got = counts(run)
    assert (got.frames, got.compiles, got.attempts) == (len(frames), len(keys), len(run.compiles))
    assert got.compiles > 0
