"""`pt2tui diff` of two profiled runs says which side is faster, in words (real CPU profiles)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.core.analysis.perf.diff import perf_diff
from pt2tui.render.perf import perf_diff_lines
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

REPO = Path(__file__).resolve().parents[1]


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


def test_diff_says_which_side_is_faster():
    """`pt2tui diff`'s Perf line: 'B 1.13x slower', never a bare ratio ('0.88x') to decode."""
    perf = REPO / "sample_traces" / "cpu-perf"
    a, b = (load_report(str(perf / n), load_run(str(perf / n))) for n in ("clean", "graph_break"))
    for x, y in ((a, b), (b, a)):
        d = perf_diff(x, y)
        ma, mb = d["ms_per_call"]
        line = next(ln for ln in perf_diff_lines(d) if ln.startswith("  call, "))
        word, ratio = ("faster", ma / mb) if mb < ma else ("slower", mb / ma)
        assert line.endswith(f"(B {ratio:.2f}x {word})"), line
