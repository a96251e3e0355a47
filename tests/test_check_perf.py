"""`pt2tui check` gives the verdict `summary` gives: on a profiled run whose compiled calls are
slower than eager (real H200 run: single_gpu_perf, compiled 0.43 ms vs eager 0.30 ms a call)
summary says slow_after_compile, and check breaks on it (exit 1) unless --allow accepts it."""

from __future__ import annotations

import json

import pytest

from tests.test_verdict import REPO, pt2tui

RUN = REPO / "sample_traces" / "gpu-x2-training" / "single_gpu_perf"


@pytest.mark.skipif(not RUN.is_dir(), reason="no gpu-x2-training sample")
def test_check_weighs_the_profile_as_summary_does():
    js = pt2tui("summary", "--json", str(RUN))
    verdict = json.loads(js.stdout)["verdict"]
    assert verdict["category"] == "slow_after_compile" and verdict["severity"] == "problem"
    c = pt2tui("check", str(RUN))
    assert c.returncode == 1, c.stdout + c.stderr
    assert "verdict: slow_after_compile (a problem" in c.stdout
    ok = pt2tui("check", str(RUN), "--allow", "slow_after_compile")
    assert ok.returncode == 0 and "verdict slow_after_compile" in ok.stdout


@pytest.mark.skipif(not RUN.is_dir(), reason="no gpu-x2-training sample")
def test_slower_than_eager_verdict_next_is_the_findings_step():
    """The eager profile is already there (that is how it is slower than eager): the next
    command is the step of what makes it slow, not the healthy verdict's leftover nor
    profile-eager again; here the graph break is a ``.item()`` fullgraph=True raises on, so
    profile-fullgraph cannot run: no command, the break's line is the evidence (the fix is in
    the program)."""
    v = json.loads(pt2tui("summary", "--json", str(RUN)).stdout)["verdict"]
    assert [c["recipe"] for c in v["commands"]] in ([], ["fullgraph"])
    assert "profile-fullgraph" not in json.dumps(v["commands"])
    assert any("single_gpu_perf.py:25" in (e.get("where") or "") + e["text"] for e in v["evidence"]), v["evidence"]
    prof = [f for f in v["findings"] if f.get("kind") == "slower_than_eager"]
    assert prof
