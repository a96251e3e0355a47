"""``Follower.file_ranks``: the ranks the trace files' names give, before any is read (the TUI
shapes its tree by them while the run is read: tui/widgets/tree.py)."""

from __future__ import annotations

from pathlib import Path

from conftest import REPO

from pt2tui.sources.follower import Follower

SRC = REPO / "sample_traces" / "cpu" / "collectives_diverge" / "trace"


def test_the_files_names_give_the_ranks(tmp_path: Path) -> None:
    data = sorted(SRC.glob("*rank_0*.log"))[0].read_bytes()
    d = tmp_path / "trace"
    d.mkdir()
    for r in (0, 1, 5):
        (d / f"dedicated_log_torch_trace_rank_{r}_x.log").write_bytes(data)
    f = Follower(str(d))
    f._rescan()
    assert f.file_ranks() == 3
    assert not f.builder.compiles  # (nothing read)


def test_a_file_without_a_rank_gives_none(tmp_path: Path) -> None:
    data = sorted(SRC.glob("*rank_0*.log"))[0].read_bytes()
    p = tmp_path / "trace.log"
    p.write_bytes(data)
    f = Follower(str(p))
    f._rescan()
    assert f.file_ranks() == 0
