"""Did compiling pay off, per call: a profile rerun with its profile-eager sibling beside it
says the eager ms per call and the speed-up (summary, `summary --json`, the Perf view), in
the figures the profile recipe measured (calls.json's median_ms; the sample's README: 1.051
compiled, 1.190 eager, 0.786 reduce-overhead). Real H200 runs (gpu-x2-profile), and
single_gpu_perf (compiled slower than eager)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pt2tui.core.analysis.perf.summary import profile_dict
from pt2tui.render.perf import eager_line
from pt2tui.render.views.perf import perf_doc
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

REPO = Path(__file__).resolve().parents[1]
PROF = REPO / "sample_traces" / "gpu-x2-profile"
MLP = PROF / "20261127-135542-perf_mlp-profile"
EAGER = PROF / "20261127-135605-perf_mlp-profile-eager"
RO = PROF / "20261127-135616-perf_mlp-profile-reduce-overhead"
SLOW = REPO / "sample_traces" / "gpu-x2-training" / "single_gpu_perf"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


def _median(run: Path) -> float:
    return json.loads((run / "profile" / "calls.json").read_text())["median_ms"]


@pytest.mark.skipif(not MLP.is_dir(), reason="no gpu-x2-profile sample")
@pytest.mark.parametrize("run", [MLP, RO], ids=["profile", "reduce-overhead"])
def test_profile_rerun_against_its_eager_sibling(run):
    rep = load_report(str(run), load_run(str(run)))
    eager, mine = _median(EAGER), _median(run)
    assert profile_dict(rep)["eager_ms_per_call"] == pytest.approx(eager, abs=1e-3)
    line = eager_line(rep)
    # no timed window in these calls.json files (recorded before it): the profiled calls, marked
    assert line.startswith(f"vs eager: compiled {mine:.2f} ms (p10-p90 ") and f" vs eager {eager:.2f} ms (" in line
    assert line.endswith(f"per call: compiled is {eager / mine:.2f}x faster than eager [profiled calls: no timed window]")
    assert rep.comparison.words() in line and profile_dict(rep)["vs_eager"]["text"] == rep.comparison.words()
    head = " ".join(" ".join(ln.plain.split()) for ln in perf_doc(rep, None).lines[:6])  # wrapped at 76
    assert line in head, head


@pytest.mark.skipif(not SLOW.is_dir(), reason="no gpu-x2-training sample")
def test_compiled_slower_than_eager_says_slower():
    rep = load_report(str(SLOW), load_run(str(SLOW)))
    line = eager_line(rep)
    assert line and line.startswith("vs eager: compiled 0.47 ms (p10-p90 0.46-0.53) vs eager 0.30 ms ")
    assert "x slower" in line and "faster" not in line and rep.comparison.outcome == "slower"
