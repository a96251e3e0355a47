"""A long profile (hundreds of calls) reads in a screen: the summary's table and the Perf view
list the first, the slowest and the last calls with the count left out between them, and one
line gives the count, median, 90th percentile and slowest call. The trace is a real CPU profile
(sample_traces/cpu-perf/graph_break) repeated by bench/bench_profile.py's builder."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.perf.report import build_report
from pt2tui.render.perf import CALLS_SHOWN, shown_calls
from pt2tui.render.views.perf import perf_doc
from pt2tui.sources.profile import read_traces

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "sample_traces" / "cpu-perf" / "graph_break"


@pytest.fixture(scope="module")
def long_trace(tmp_path_factory) -> Path:
    spec = importlib.util.spec_from_file_location("bench_profile", REPO / "bench" / "bench_profile.py")
    bench = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    spec.loader.exec_module(bench)
    out = tmp_path_factory.mktemp("long") / "trace.json"
    bench.build(str(SAMPLE), 2, str(out), False)
    return out


def test_the_calls_listed_are_the_first_the_slowest_and_the_last(long_trace: Path) -> None:
    rep = build_report(read_traces([str(long_trace)]))
    calls = rep.ranks[0].calls
    assert len(calls) > 200
    shown = shown_calls(calls)
    listed = [c for c in shown if not isinstance(c, int)]
    assert len(listed) == CALLS_SHOWN
    assert sum(c for c in shown if isinstance(c, int)) + len(listed) == len(calls)
    idx = [c.index for c in listed]
    assert idx == sorted(idx) and idx[:4] == [0, 1, 2, 3] and idx[-2:] == [len(calls) - 2, len(calls) - 1]
    slowest = max(c.total_us for c in calls)
    assert any(c.total_us == slowest for c in listed)
    assert shown_calls(calls[:10]) == list(calls[:10])  # a short profile: every call


def test_summary_and_view_stay_a_screen_long(long_trace: Path, tmp_path) -> None:
    env = dict(os.environ, PT2TUI_CACHE_DIR=str(tmp_path / "cache"), COLUMNS="100")
    p = subprocess.run([sys.executable, "-m", "pt2tui", "summary", str(long_trace)], capture_output=True,
                       text=True, env=env, cwd=REPO, timeout=300)  # fmt: skip
    assert p.returncode == 0, p.stderr
    n = len(build_report(read_traces([str(long_trace)])).ranks[0].calls)
    assert f"{n:,} calls: median" in p.stdout
    assert len(p.stdout.splitlines()) < 120
    doc = perf_doc(build_report(read_traces([str(long_trace)])), None)
    assert len(doc.lines) < 150
