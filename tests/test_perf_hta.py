"""The GPU breakdown and comm-comp overlap against HTA (holistictraceanalysis) on the same
real traces (sample_traces/gpu-x2-profile, gpu-x2-training: H200, NCCL over 2 GPUs), and the
kernel totals against the profile recipe's key_averages.json; the straggler of the DDP
profile (rank 1 slower: rank 0 waits in all-reduce)."""

from __future__ import annotations

import json
import logging
import shutil
from pathlib import Path

import pytest

from pt2tui.core.analysis.perf.gpu import breakdown
from pt2tui.core.analysis.perf.index import TraceIndex
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report, read_traces

REPO = Path(__file__).resolve().parents[1]
SETS = [REPO / "sample_traces" / "gpu-x2-profile", REPO / "sample_traces" / "gpu-x2-training"]
TRACES = sorted(p for s in SETS if s.exists() for p in s.glob("*/profile/*.json.gz"))
PROFILE = REPO / "sample_traces" / "gpu-x2-profile"
DDP = next(iter(sorted(PROFILE.glob("*-perf_ddp-profile"))), None)

pytestmark = [pytest.mark.skipif(not TRACES, reason="the GPU samples are not here"),
              pytest.mark.filterwarnings("ignore")]  # HTA's pandas deprecations


@pytest.fixture(autouse=True)
def _env(private_cache, monkeypatch):
    monkeypatch.setenv("HTA_DISABLE_NS_ROUNDING", "1")  # HTA on the trace's own (ns) times


def _hta(trace: Path, tmp: Path):
    pytest.importorskip("hta")
    from hta.trace_analysis import TraceAnalysis

    d = tmp / "hta"
    d.mkdir()
    shutil.copy(trace, d / "trace.json.gz")  # HTA reads every trace file of a dir: this one alone
    logging.disable(logging.WARNING)
    try:
        ta = TraceAnalysis(trace_dir=str(d))
        tb = ta.get_temporal_breakdown(visualize=False).iloc[0]
        ov = ta.get_comm_comp_overlap(visualize=False).iloc[0]
    finally:
        logging.disable(logging.NOTSET)
    return tb, ov


@pytest.mark.parametrize("trace", TRACES, ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_temporal_breakdown_and_overlap_match_hta(trace, tmp_path):
    g = breakdown(TraceIndex(read_traces([str(trace)])[0].columns))
    tb, ov = _hta(trace, tmp_path)
    assert g is not None
    total = float(tb["kernel_time(us)"])
    assert g.kernel_time_us == pytest.approx(total, rel=0.01)
    for mine, theirs in ((g.idle_us, "idle_time(us)"), (g.compute_us, "compute_time(us)"),
                         (g.non_compute_us, "non_compute_time(us)")):  # fmt: skip
        assert abs(mine - float(tb[theirs])) <= 0.01 * total, theirs
    hta_overlap = float(ov["comp_comm_overlap_pctg"])
    if g.overlap is None:
        assert hta_overlap != hta_overlap  # NaN: no communication kernels
    else:
        assert 100 * g.overlap == pytest.approx(hta_overlap, abs=1.0)


def _key_averages(trace: Path) -> dict[str, tuple[int, float]] | None:
    name = trace.name.replace("trace", "key_averages").replace(".json.gz", ".json")
    p = trace.parent / name
    if not p.exists():
        return None
    return {r["name"]: (r["count"], r["self_device_us"]) for r in json.loads(p.read_text())}


@pytest.mark.parametrize("trace", [t for t in TRACES if _key_averages(t)], ids=lambda p: f"{p.parent.parent.name}/{p.name}")
def test_gpu_kernel_totals_match_key_averages(trace):
    ka = _key_averages(trace)
    rep = load_report(str(trace))
    totals: dict[str, list] = {}
    for k in rep.ranks[0].kernels:
        if k.device == "gpu" and k.kind != "memory":
            t = totals.setdefault(k.name, [0, 0.0])
            t[0] += k.count
            t[1] += k.total_us
    checked = 0
    for name, (n, us) in totals.items():
        if name in ka and ka[name][1] > 0:
            assert n == ka[name][0], name
            assert us == pytest.approx(ka[name][1], rel=0.01), name
            checked += 1
    assert checked >= 3


@pytest.mark.skipif(DDP is None, reason="no DDP profile sample")
def test_ddp_straggler_waits_and_collectives():
    rep = load_report(str(DDP), load_run(str(DDP)))
    r0, r1 = (next(p for p in rep.ranks if p.rank == r) for r in (0, 1))
    assert rep.straggler == 1 and r1.per_call_us > r0.per_call_us
    assert r0.comm_wait_us > 10 * r1.comm_wait_us  # rank 0 waits in all-reduce for rank 1
    assert r0.collectives[0].kind == "allreduce" and r0.collectives[0].count == r1.collectives[0].count
    f = next(f for f in rep.findings if f.kind == "straggler_rank")
    assert f.rank == 1 and rep.straggler_cause and rep.straggler_cause in f.line
    assert any(f.kind == "graph_breaks_in_step" for f in rep.findings)
    gap = next(g for c in r0.calls for g in c.gaps if g.break_line)
    assert "graph break" in gap.break_reason


def test_eager_baseline_found_beside_the_profile_rerun():
    run = next(iter(sorted(PROFILE.glob("*-perf_mlp-profile"))), None)
    if run is None:
        pytest.skip("no perf_mlp samples")
    from pt2tui.sources.profile import eager_sibling

    assert eager_sibling(str(run)).endswith("-perf_mlp-profile-eager")
    rep = load_report(str(run), load_run(str(run)))
    eager = load_report(eager_sibling(str(run)))
    assert eager.ranks[0].variant == "eager" and eager.ranks[0].calls
    assert not any(f.kind == "slower_than_eager" for f in rep.findings)  # 1.05 ms compiled, 1.19 eager


def test_compiled_slower_than_eager_takes_the_verdict(tmp_path):
    """single_gpu_perf: an MLP block broken by .item(), eager ~0.30 ms a call, compiled ~0.43:
    the eager per-call times come from what the program printed (no calls.json)."""
    d = REPO / "sample_traces" / "gpu-x2-training" / "single_gpu_perf"
    if not d.exists():
        pytest.skip("no single_gpu_perf sample")
    from pt2tui.core.analysis.perf.verdict import with_perf
    from pt2tui.core.analysis.verdict import verdict_dict

    run = load_run(str(d))
    rep = load_report(str(d), run)
    by = {p.variant: p for p in rep.ranks}
    assert set(by) == {"eager", "compiled", "cudagraphs"}
    assert by["eager"].wall_per_call_s == pytest.approx(0.000300, abs=0.00002)
    assert by["compiled"].calls and by["compiled"].calls[0].gaps[0].break_line
    f = rep.findings[0]
    assert f.kind == "slower_than_eager" and f.severity == "problem" and f.ms_per_call > 0.05
    v = with_perf(verdict_dict(run), rep)
    assert v["category"] == "slow_after_compile" and "eager" in v["summary"]
    assert any(x.get("kind") == "slower_than_eager" and x["ms_per_call"] > 0 for x in v["findings"])


def test_a_recompile_on_one_rank_is_the_stragglers_cause():
    """ddp_hf_rank_shape: at step 4 rank 1 alone recompiles (steps 3..5 profiled per rank)."""
    d = REPO / "sample_traces" / "gpu-x2-training" / "ddp_hf_rank_shape"
    if not d.exists():
        pytest.skip("no ddp_hf_rank_shape sample")
    rep = load_report(str(d), load_run(str(d)))
    r1 = next(p for p in rep.ranks if p.rank == 1)
    assert rep.straggler == 1 and r1.recompiles == 1
    assert rep.straggler_cause.startswith("a recompile in the window")
    f = next(f for f in rep.findings if f.kind == "recompiles_in_steady_state")
    assert f.rank == 1 and f.where.startswith("[")


def test_ranks_covering_different_steps_say_so(tmp_path):
    """Rank 0 of one run beside rank 1 of another: their collectives and calls differ."""
    a = REPO / "sample_traces" / "gpu-x2-training" / "ddp_hf_rank_shape" / "profile" / "trace_rank0.json.gz"
    if DDP is None or not a.exists():
        pytest.skip("no DDP samples")
    d = tmp_path / "mixed" / "profile"
    d.mkdir(parents=True)
    shutil.copy(a, d / "trace_rank0.json.gz")
    shutil.copy(DDP / "profile" / "trace_rank1.json.gz", d / "trace_rank1.json.gz")
    rep = load_report(str(tmp_path / "mixed"))
    assert any("different" in p and "steps" in p for p in rep.problems), rep.problems


def test_rank_from_distributed_info_whatever_the_file_name(tmp_path):
    if DDP is None:
        pytest.skip("no DDP samples")
    d = tmp_path / "mine"
    d.mkdir()
    shutil.copy(DDP / "profile" / "trace_rank1.json.gz", d / "worker_b.json.gz")
    import gzip

    (d / "worker_a.json").write_bytes(gzip.decompress((DDP / "profile" / "trace_rank0.json.gz").read_bytes()))
    rep = load_report(str(d))
    assert sorted(p.rank for p in rep.ranks) == [0, 1] and rep.straggler == 1
