"""A rank's compile stalling the others, weighed as a PT2 engineer would: against the steady
step (the program's own step times), not the run's length. The CPU (gloo) and GPU (NCCL) DDP
samples show the same thing (one rank recompiled alone for a shorter batch, the other waited
hundreds of steady steps) and get the same severity; a first compile's stall is its cost."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import load_sample as _load

from pt2tui.core.analysis.ranks.stall import (
    STALL_PROBLEM_STEPS,
    rank_stalls,
    stall_is_problem,
    steady_step_s,
    step_times,
)
from pt2tui.core.analysis.triage import classify
from pt2tui.core.analysis.verdict import verdict_dict

REPO = Path(__file__).resolve().parents[1]
SAMPLES = {
    "cpu": REPO / "sample_traces" / "cpu-training" / "ddp_rank_shape",
    "gpu": REPO / "sample_traces" / "gpu-x2-training" / "ddp_hf_rank_shape",
}
FIRST = REPO / "sample_traces" / "gpu-x2-profile" / "20261127-135731-perf_ddp-profile"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py




@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_a_recompile_stalling_the_others_many_steady_steps_is_a_problem(kind: str):
    run = _load(SAMPLES[kind])
    stalls = rank_stalls(run)
    worst = sum(t for s in stalls for r, t in s.waited if r == 0)  # what rank 0 waited in all
    step = steady_step_s(step_times(run))
    assert step is not None and step < 0.05 and worst / step > STALL_PROBLEM_STEPS
    problem, why = stall_is_problem(run, stalls, worst)
    assert problem and "steady steps" in why
    ts = classify(run)
    stall = next(t for t in ts if t.category == "rank_stall")
    assert stall.severity == "problem"
    assert f"the others lost ~{worst / step:.0f} steady steps of {step:.3f} s" in stall.note
    v = verdict_dict(run, ts)
    assert v["category"] == "rank_stall" and v["severity"] == "problem"


def test_a_first_compiles_stall_is_its_cost():
    """perf_ddp's profile rerun: rank 0 waited ~1.4 s while rank 1 made a first compile, in the
    first step where every rank compiles: the compile's own cost, not a problem."""
    run = _load(FIRST)
    stalls = rank_stalls(run)
    assert stalls and not any(s.recompile for s in stalls)
    ts = classify(run)
    stall = next(t for t in ts if t.category == "rank_stall")
    assert stall.severity == "cost" and "a first compile's stall" in stall.note


@pytest.mark.parametrize("d", [*SAMPLES.values(), FIRST, REPO / "sample_traces" / "cpu" / "collectives_diverge"],
                         ids=lambda d: d.name)  # fmt: skip
def test_the_quick_skip_finds_what_every_rank_checked_finds(d: Path, monkeypatch):
    """rank_stalls skips a compile that every rank made at the same time without checking each
    rank (``_Starts``: 2 million checks for 128 ranks x 16,000 compiles): the same stalls as
    checking every rank of every compile."""
    from pt2tui.core.analysis.ranks import stall

    run = _load(d)
    quick = rank_stalls(run)
    monkeypatch.setattr(stall._Starts, "all_within", lambda self, start, s: False)
    every = rank_stalls(run)
    assert [(x.rank, x.compile.key, x.waited, x.where, x.why) for x in quick] == \
        [(x.rank, x.compile.key, x.waited, x.where, x.why) for x in every]  # fmt: skip
    if d in SAMPLES.values():
        assert quick  # (a stall is there to find)


def test_glog_times_read_as_strptime_reads_them():
    """``_glog_s`` reads torch's "MMDD HH:MM:SS.ffffff" itself (strptime's first call imports its
    module and builds its locale's regexes: 3-5 ms of a summary); it gives what strptime gives,
    None included, for the dates that are not (Feb 30, hour 24, second 60) and other shapes."""
    import random
    from datetime import datetime

    from pt2tui.core.analysis.ranks.stall import _glog_s

    def strptime_s(t: str) -> float | None:
        try:
            d = datetime.strptime(t.strip(), "%m%d %H:%M:%S.%f")
        except ValueError:
            return None
        return (d - datetime(1900, 1, 1)).total_seconds()

    rng = random.Random(7)
    cases = ["1129 06:00:00.000001", "0229 23:59:59.999999", "0230 00:00:00.000000", "1301 00:00:00.000000",
             "0101 24:00:00.000000", "0101 00:60:00.000000", "0101 00:00:60.000000", " 1129 06:00:00.123456\n",
             "1129 6:00:00.1", "1129 06:00:00.1234567", "0000 00:00:00.000000", "١١٢٩ 06:00:00.000001"]  # fmt: skip
    cases += [f"{rng.randint(0, 13):02d}{rng.randint(0, 32):02d} {rng.randint(0, 25):02d}:{rng.randint(0, 61):02d}:"
              f"{rng.randint(0, 62):02d}.{rng.randint(0, 999999):06d}" for _ in range(3000)]  # fmt: skip
    assert [_glog_s(t) for t in cases] == [strptime_s(t) for t in cases]
    assert _glog_s(None) is None and _glog_s("") is None
