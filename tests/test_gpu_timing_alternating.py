"""Is compiling faster, on real GPU runs, from the compiled run's own alternating blocks
(sample_traces/gpu-x2-timing2, recording/record_gpu_timing.sh): a compiled HF BERT encoder in
inference on one H200 (per call) and DDP GPT-2 training on two (per step, the job's the slowest
rank's). The oracle is each program timed alone, no pt2tui, compiled and eager alternating in
blocks (oracle_*.json), recorded in the same session.

On this machine a program's speed drifts by up to 1.7x within seconds (probe/probe_bert.json:
the same process, the same calls); two runs timed at different times disagree by that much, so
the answer comes from one run whose timed window alternates compiled and eager blocks
(torch.compiler.set_stance("force_eager")), judged on the block pairs. The answer agrees with
the oracle's, and the ratio is within 15% of it; one run, one answer: the eager rerun, the
summary JSON and `diff` give the same line.
"""

from __future__ import annotations

import json

import pytest
from gpu_sets import SampleSet

from pt2tui.core.analysis.perf.diff import perf_diff
from pt2tui.core.analysis.perf.summary import profile_dict
from pt2tui.runner.rerun_profile import comparison_of
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report, run_verdict

SAMPLES = SampleSet("gpu-x2-timing2")
SET = SAMPLES.path
pytestmark = SAMPLES.marks
_run, _oracle = SAMPLES.run, SAMPLES.oracle


@pytest.fixture(scope="module")
def bert():
    d = _run("timing_bert-profile")
    return d, load_report(str(d), load_run(str(d)))


@pytest.fixture(scope="module")
def ddp():
    d = _run("timing_ddp-profile")
    return d, load_report(str(d), load_run(str(d)))


def test_bert_compiled_is_faster_as_the_program_timed_alone(bert) -> None:
    d, rep = bert
    cmp = rep.comparison
    o = _oracle("bert")
    assert cmp.how == "alternating" and cmp.per == "call" and cmp.outcome == "faster"
    assert o["eager_over_compiled"] > 1.2
    assert abs(cmp.ratio - o["eager_over_compiled"]) <= 0.15 * o["eager_over_compiled"], (cmp.ratio, o)
    assert len(cmp.pairs) == 12 and all(c < e for c, e in cmp.pairs)
    assert cmp.words().endswith("compiled is 1.47x faster than eager (12 of 12 block pairs)")
    calls = json.loads((d / "profile" / "calls.json").read_text())
    assert calls["alternating"] == {"at": calls["warmup"], "block": 5, "blocks": 12}
    assert calls["timed"] == calls["timed_eager"] == 60  # 2 s a side: up to twice the 30 asked
    assert calls["median_ms"] == calls["timed_ms"] and calls["timed_eager_ms"] > calls["timed_ms"]
    # the eager blocks ran the model as Python: no compiled region in their time, the same shapes
    sides = {c.get("side") for c in calls["calls"] if c["phase"] == "timed"}
    assert sides == {"compiled", "eager"}


def test_ddp_compiled_step_is_slower_as_the_program_timed_alone(ddp) -> None:
    """The issue's case: a DDP job whose step gained nothing from compiling read "1.22x faster".
    Timed alone, the compiled step is 1.20x slower; pt2tui, from one run: slower, in every block
    pair of both ranks, the ranks' blocks on the same calls."""
    d, rep = ddp
    cmp = rep.comparison
    o = _oracle("ddp")
    assert cmp.how == "alternating" and cmp.per == "step" and [c.rank for c in cmp.ranks] == [0, 1]
    assert o["job_eager_over_compiled"] < 0.9 and cmp.outcome == "slower"
    assert abs(cmp.ratio - o["job_eager_over_compiled"]) <= 0.15 * o["job_eager_over_compiled"], (cmp.ratio, o)
    assert all(r.outcome == "slower" for r in cmp.ranks)
    assert cmp.compiled.median == max(r.compiled.median for r in cmp.ranks)  # the job: the slowest rank
    assert "(12 of 12 block pairs)" in cmp.words()
    calls = [json.loads((d / "profile" / f"calls_rank{r}.json").read_text()) for r in (0, 1)]
    assert calls[0]["alternating"] == calls[1]["alternating"]  # agreed through the job's store
    assert [c.get("side") for c in calls[0]["calls"]] == [c.get("side") for c in calls[1]["calls"]]
    assert calls[0]["end_sync"] is False  # a training call's end not synchronized: the GPU span from events
    for p in rep.ranks:
        assert p.timing.per == "step" and p.eager_timing.per == "step" and p.timing.rest_ms > 0
    slower = [f for f in rep.findings if f.kind == "slower_than_eager"]
    assert slower and slower[0].per == "step"
    # where: the forward 0.45 ms of the 2.63 ms, the rest of the step the most; a call's cause
    # (the compiled forward's GPU idle) is not credited with the rest of the step
    assert "the forward 0.45 ms and the rest of the step 2.21 ms" in slower[0].line
    assert "the trace does not show the cause (launch_bound" in slower[0].line and "explains all" not in slower[0].line
    v = run_verdict(str(d), load_run(str(d)), rep)
    assert v["category"] == "slow_after_compile"


@pytest.mark.parametrize("prog", ["bert", "ddp"])
def test_one_run_one_answer(prog, bert, ddp) -> None:
    d, rep = bert if prog == "bert" else ddp
    text = rep.comparison.words()
    res = json.loads((d / "run.json").read_text())["result"]
    assert res["before_after"]["text"] == text and text in res["summary"]
    assert comparison_of(d)[1].words() == text
    assert profile_dict(rep)["vs_eager"]["text"] == text and profile_dict(rep)["vs_eager"]["how"] == "alternating"
    if prog == "bert":  # the eager sibling: the compiled run's blocks are the answer for the pair
        e = _run("timing_bert-profile-eager")
        erep = load_report(str(e), load_run(str(e)))
        assert erep.comparison.words() == text == comparison_of(e)[1].words()
        assert perf_diff(rep, erep)["comparison"] is not None
        assert not erep.findings


def test_the_probe_shows_why_two_runs_cannot_be_compared(bert) -> None:
    """probe/probe_bert.json: one process, the same compiled and eager calls, 100 synchronized
    calls a side per stage: the medians move by 1.7x from stage to stage (after a 3 s pause),
    while eager / compiled stays within 1.3-1.8."""
    stages = json.loads((SET / "probe" / "probe_bert.json").read_text())["stages"]
    eager = [s["eager"] for s in stages]
    assert max(eager) / min(eager) > 1.6
    assert all(1.3 < s["eager"] / s["compiled"] < 1.8 for s in stages)
