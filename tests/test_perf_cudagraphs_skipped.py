"""`cudagraphs_skipped` on a real run (sample_traces/gpu-x2-profile/*-perf_cudagraph_skip-profile,
H100): mode="reduce-overhead" on a graph that mutates an input, so Inductor skipped CUDA graphs.
The profile shows no CUDA graph replay, the GPU idle between the small kernels, and the finding
names the reason Inductor gave; beside its profile-eager sibling the compiled call is slower than
eager (1.527 ms against 0.984 ms per call, the recipe's medians)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report, run_verdict

REPO = Path(__file__).resolve().parents[1]
RUN = REPO / "sample_traces" / "gpu-x2-profile" / "20261127-162955-perf_cudagraph_skip-profile"
EAGER = RUN.parent / "20261127-163020-perf_cudagraph_skip-profile-eager"

pytestmark = [pytest.mark.skipif(not RUN.is_dir(), reason="no perf_cudagraph_skip sample"),
              pytest.mark.usefixtures("private_cache")]  # tests/conftest.py


def test_cudagraphs_skipped_names_inductors_reason() -> None:
    run = load_run(str(RUN))
    rep = load_report(str(RUN), run)
    assert rep is not None and len(rep.ranks) == 1
    p = rep.ranks[0]
    assert p.calls and all(c.cudagraph_replays == 0 for c in p.calls)
    kinds = {f.kind: f for f in rep.findings}
    f = kinds["cudagraphs_skipped"]
    assert "mutated inputs" in f.line
    idle = sum(c.gpu_idle_us or 0 for c in p.calls) / len(p.calls) / 1e3
    assert f.ms_per_call == pytest.approx(idle)
    busy = sum(c.gpu_busy_us or 0 for c in p.calls) / len(p.calls) / 1e3
    assert idle > busy  # launch bound: what CUDA graphs would have removed
    assert "launch_bound" not in kinds  # the same idle time is not said twice
    # compiled slower than eager, against the recipe's own medians
    compiled, eager = (json.loads((d / "profile" / "calls.json").read_text())["median_ms"] for d in (RUN, EAGER))
    assert compiled > eager
    assert rep.eager_ms == pytest.approx(eager, rel=0.05)
    slower = kinds["slower_than_eager"]
    assert slower.severity == "problem"
    # what accounts for it: the GPU idle that CUDA graphs would have removed, at the user's line
    # that mutates its input (Inductor's "Found from"), not the dominant GEMM's max-autotune
    assert slower.cause == "cudagraphs_skipped" and f.ms_per_call >= 0.5 * slower.ms_per_call
    assert f.where is not None and f.where.endswith("perf_cudagraph_skip.py:25")
    assert slower.where == f.where and slower.next_step is None
    v = run_verdict(str(RUN), run, rep)
    assert v["category"] == "slow_after_compile"
    assert "cudagraphs_skipped explains all of it" in v["summary"]
    assert [e["where"] for e in v["evidence"]][1].endswith("perf_cudagraph_skip.py:25")
    assert not any(c["recipe"] == "profile-max-autotune" for c in v["commands"])
