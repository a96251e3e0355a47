"""Eager gaps name where the graph break is before why (the reason is long: at 80-100 columns
the place was cut off), in the Perf view and the summary's Perf section; entries are joined,
with no dangling separator. Real GPU profile: DDP GPT-2 per rank, five graph breaks a call."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.render.perf import gaps_text
from pt2tui.render.views.perf import perf_doc
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

RUN = Path(__file__).resolve().parents[1] / "sample_traces" / "gpu-x2-profile" / "20261127-135731-perf_ddp-profile"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


@pytest.mark.skipif(not RUN.is_dir(), reason="no gpu-x2-profile sample")
def test_gap_lines_name_the_place_first():
    run = load_run(str(RUN))
    rep = load_report(str(RUN), run)
    lines = [ln.plain for ln in perf_doc(rep, run).lines]
    gaps = [ln for ln in lines if ln.startswith("    [") and " after " in ln]
    assert gaps
    for ln in gaps:
        head = ln[:60]  # what an 80-column pane shows beside the tree
        assert "modeling_utils.py:" in head or "distributed.py:" in head, ln
    for p in rep.ranks:
        t = gaps_text(p)
        assert t is not None and not t.plain.rstrip().endswith(";")
        assert " at modeling_utils.py:4635 " in t.plain and "/home/dev" not in t.plain
