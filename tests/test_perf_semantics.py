"""Perf findings that mean what they say (real 2xH200 samples, sample_traces/gpu-x2-profile and
gpu-x2-training): the numbers a finding gives add up against the time it quotes, a wait is
counted once, and each figure says what it is per."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.core.analysis.perf.findings import per, per_call_ms, steps_of
from pt2tui.core.analysis.perf.summary import profile_dict
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

REPO = Path(__file__).resolve().parents[1]
PROF = REPO / "sample_traces" / "gpu-x2-profile"
DDP = PROF / "20261127-135731-perf_ddp-profile"
HF = REPO / "sample_traces" / "gpu-x2-training" / "ddp_hf_rank_shape"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


def _report(d: Path):
    if not d.is_dir():
        pytest.skip(f"no {d.name} sample")
    return load_report(str(d), load_run(str(d)))


def test_the_stragglers_wait_is_per_step_and_adds_up_against_the_step():
    """perf_ddp: the profiled call is DDP's forward (7.9 ms on rank 0); rank 0 waits in the
    backward's all-reduces, between the calls. The wait is said per step (one call's start to
    the next), and it fits in the step it is said against; the call time quoted is the call's."""
    rep = _report(DDP)
    f = next(f for f in rep.findings if f.kind == "straggler_rank")
    r0 = next(p for p in rep.ranks if p.rank == 0)
    steps, step_ms = steps_of(r0)
    assert per(f.kind) == "step" and steps == len(r0.calls) - 1 == 9
    assert f.ms_per_call == pytest.approx(r0.comm_wait_us / steps / 1e3)
    assert f.ms_per_call > per_call_ms(r0)  # more than the call: said against the step, not the call
    assert step_ms is not None and f.ms_per_call < step_ms
    assert f"{f.ms_per_call:.2f} ms per step" in f.line and f"{step_ms:.2f} ms" in f.line
    assert f"its calls take {per_call_ms(r0):.2f} ms (median)" in f.line
    assert "per call in collectives" not in f.line
    assert "its trace shows no cause: " in f.line and "explains 4% of the 192.2 ms waited" in f.line  # little of it


def test_the_cause_is_per_call_not_a_total_over_the_trace():
    rep = _report(DDP)
    r1 = next(p for p in rep.ranks if p.rank == 1)
    r0 = next(p for p in rep.ranks if p.rank == 0)
    assert rep.straggler == 1 and "more eager time" in rep.straggler_cause
    # 0.83 ms more per call over 10 calls does not explain what rank 0 waited: said so
    assert rep.straggler_cause.startswith("no cause: more eager time")
    assert "measure the host side next" in rep.straggler_cause
    more = sum(c.eager_us for c in r1.calls) / len(r1.calls) - sum(c.eager_us for c in r0.calls) / len(r0.calls)
    assert f"({more / 1e3:.2f} ms more per call" in rep.straggler_cause


def test_the_wait_for_the_straggler_is_not_exposed_communication_too():
    """Rank 0's all-reduce time is nearly all waiting for rank 1 (straggler_rank): the
    communication it would have without the straggler is small and not reported as exposed."""
    rep = _report(DDP)
    r0 = next(p for p in rep.ranks if p.rank == 0)
    assert r0.gpu is not None and r0.comm_wait_us > 0.9 * r0.gpu.comm_us
    assert not [f for f in rep.findings if f.kind == "exposed_communication" and f.rank == 0]
    for f in rep.findings:
        if f.kind == "exposed_communication":
            p = next(p for p in rep.ranks if p.rank == f.rank)
            steps, _ = steps_of(p)
            own = (p.gpu.comm_us - p.comm_wait_us) / steps
            assert f.ms_per_call <= own / 1e3 + 1e-6 and per(f.kind) == "step"


def test_a_programs_own_profile_counts_a_step_per_call():
    """ddp_hf_rank_shape profiled 3 steps with its own profiler (no calls.json): the wait is
    over 3 steps, the mean one the trace's GPU timeline over them; rank 1's recompile is said
    with the calls it happened in."""
    rep = _report(HF)
    r0 = next(p for p in rep.ranks if p.rank == 0)
    assert steps_of(r0)[0] == 3
    f = next(f for f in rep.findings if f.kind == "straggler_rank")
    assert f.ms_per_call == pytest.approx(r0.comm_wait_us / 3 / 1e3)
    assert "in 1 of its 3 profiled calls" in rep.straggler_cause
    js = profile_dict(rep)["findings"]
    assert {x["per"] for x in js if x["kind"] in ("straggler_rank", "exposed_communication")} == {"step"}
    assert {x["per"] for x in js if x["kind"] not in ("straggler_rank", "exposed_communication")} == {"call"}


def test_the_diff_of_profile_and_profile_eager_says_one_statistic_per_line():
    """profile vs profile-eager: the call by calls.json's median on both sides (as the rerun's
    before -> after), the parts as means of the trace's windows that add up to the mean window
    they are shown under: never a median call beside mean parts with nothing said."""
    from pt2tui.core.analysis.perf.diff import perf_diff
    from pt2tui.render.perf import perf_diff_lines

    a = _report(PROF / "20261127-135542-perf_mlp-profile")
    b = _report(PROF / "20261127-135605-perf_mlp-profile-eager")
    d = perf_diff(a, b)
    assert d["ms_per_call"] == [1.051, 1.19] and d["ms_per_call_stat"] == "median wall time, calls.json"
    for i in (0, 1):
        parts = sum(v[i] or 0.0 for v in d["parts"].values())
        assert parts == pytest.approx(d["window_ms"][i], abs=2e-3)
    lines = perf_diff_lines(d)
    assert "  call, median wall time, calls.json: 1.051 -> 1.190 ms (+0.139)  (B 1.13x slower)" in lines
    i = next(i for i, ln in enumerate(lines) if ln.startswith("  call window, mean of the trace's call windows: "))
    assert lines[i + 1].startswith("    compiled: 0.774 -> 0.000")
    assert not any(ln.startswith("  gpu idle") for ln in lines)  # not a part of the window: said apart
    assert any(ln.startswith("  GPU idle between a call's kernels (mean): ") for ln in lines)


def test_an_eager_profile_rerun_is_no_input_problem_and_knows_its_torch():
    """profile-eager: torch.compile off, so no TORCH_TRACE records is what it should write (not
    an input problem); its torch is its parent's, run by the same interpreter (run.json)."""
    from pt2tui.render.summary import run_header

    d = PROF / "20261127-135605-perf_mlp-profile-eager"
    if not d.is_dir():
        pytest.skip("no profile-eager sample")
    run = load_run(str(d))
    assert run.torch_version == "2.11.0+cu130"
    assert not [p for p in run.problems if "TORCH_TRACE" in p.what]
    parent = load_run(str(PROF / "20261127-135519-perf_mlp"))
    assert parent.torch_version == run.torch_version
    head = run_header(run).plain
    assert "torch 2.11.0+cu130" in head and "problems" not in head


def test_the_json_and_the_ranks_table_say_the_wait_per_step_beside_the_total():
    from pt2tui.render.perf import ranks_table

    rep = _report(DDP)
    r0 = next(x for x in profile_dict(rep)["ranks"] if x["rank"] == 0)
    assert r0["steps"] == 9 and r0["comm_wait_ms_per_step"] == pytest.approx(r0["comm_wait_ms"] / 9, abs=1e-3)
    assert r0["step_ms"] > r0["comm_wait_ms_per_step"] > r0["ms_per_call"]
    tab = ranks_table(rep)
    assert tab is not None and "over the profiled trace" in str(tab.title)
    assert [c.header for c in tab.columns][4:6] == ["waited", "/step"]


@pytest.mark.parametrize("d", [DDP, HF, REPO / "sample_traces" / "gpu-x2-training" / "fsdp2_layers"],
                         ids=lambda d: d.name.split("-", 2)[-1])  # fmt: skip
def test_a_wait_per_step_fits_in_the_step_it_is_said_against(d: Path):
    """Whatever made the trace (the profile recipe; a program's own profiler; FSDP2 calls that
    are one layer each, several to a step), the wait per step is no longer than the step."""
    rep = _report(d)
    f = next(f for f in rep.findings if f.kind == "straggler_rank")
    w = max((p for p in rep.ranks if p.rank != rep.straggler), key=lambda p: p.comm_wait_us)
    steps, step_ms = steps_of(w)
    assert step_ms is not None and f.ms_per_call <= step_ms
    assert f"{steps} profiled steps of {step_ms:.2f} ms on average" in f.line


def test_per_call_findings_quote_the_mean_call_their_means_are_part_of():
    """launch_bound and graph_breaks_in_step are means over the calls: the call they quote is
    the mean call too (FSDP2: one call of 16 holds 76 ms of GPU idle; the median call hides it)."""
    fsdp = _report(REPO / "sample_traces" / "gpu-x2-training" / "fsdp2_layers")
    f = next(f for f in fsdp.findings if f.kind == "launch_bound" and f.rank == 0)
    p = next(p for p in fsdp.ranks if p.rank == 0)
    mean = sum(c.total_us for c in p.calls) / len(p.calls) / 1e3
    assert f"calls take {mean:.2f} ms on average" in f.line and f.ms_per_call < mean
    assert per_call_ms(p) < f.ms_per_call  # said against the median, it would not add up
    rep = _report(DDP)
    for f in (f for f in rep.findings if f.kind == "graph_breaks_in_step"):
        p = next(p for p in rep.ranks if p.rank == f.rank)
        mean = sum(c.total_us for c in p.calls) / len(p.calls) / 1e3
        assert f"{f.ms_per_call:.2f} ms of a {mean:.2f} ms call on average" in f.line
