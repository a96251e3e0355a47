"""Verdicts that hold on runs nobody here recorded (issue 45), on real recorded runs:
sample_traces/cpu-verdicts (recording/record_verdict_samples.py, gloo), the older CPU samples
and the GPU sets. Each verdict follows from the evidence, not a sample's shape:

1. ranks that issue the same collectives from different graphs: the graphs differ (as tlparse
   says), no hang (the run-time sequences, flattened over the graphs, are the same);
2. a collective only one rank issues: where the sequences first part, on each rank (kind, size,
   graph, user line), the fix, the two graphs' diff; no verbose-dynamo;
3. CUDA graphs skipped: from Inductor's log line, at the user's line it names, with or without
   a profile; never CUDA graphs off;
4. DDPOptimizer's uncacheable graphs: its cost, expected, no "could save".
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.ranks import divergences
from pt2tui.core.analysis.ranks.sequence import COMPILE, EXECUTION, collectives, parting
from pt2tui.core.analysis.triage import classify
from pt2tui.core.analysis.verdict import verdict_dict
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parents[1]
VERDICTS = ROOT / "sample_traces" / "cpu-verdicts"
CPU = ROOT / "sample_traces" / "cpu"
PROFILE = ROOT / "sample_traces" / "gpu-x2-profile"


def _run(path: Path):
    if not path.is_dir():
        pytest.skip(f"{path} not recorded")
    return load_run(str(path))


def _json(path: Path) -> dict:
    """`pt2tui summary --json PATH`, as a user runs it."""
    exe = Path(sys.executable).with_name("pt2tui")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "pt2tui"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TORCH")}
    r = subprocess.run([*cmd, "summary", "--json", str(path.relative_to(ROOT))], capture_output=True,
                       text=True, timeout=120, env=env, cwd=ROOT)  # fmt: skip
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


# -- 1. the same collectives over different graphs -------------------------------------------
def test_same_collectives_regrouped_over_graphs_is_no_hang() -> None:
    path = VERDICTS / "collectives_regrouped"
    run = _run(path)
    how, seqs, _ = collectives(run)
    assert how == EXECUTION
    labels = {r: [x.label for x in s] for r, s in seqs.items()}
    assert labels[0] == labels[1] == ["all_reduce f32[64]", "all_reduce f32[16]"] * 3
    # rank 0's one graph issues both, rank 1's two graphs one each
    assert {str(x.compile.id) for x in seqs[0]} == {"[0/0]"}
    assert {str(x.compile.id) for x in seqs[1]} == {"[0/0_1]", "[1/0]"}
    assert parting(run) is None
    whats = {d.what for d in divergences(run)}
    assert "execution_order" in whats and "collectives" not in whats  # the graphs differ, as tlparse says
    d = _json(path)
    v = d["verdict"]
    assert v["category"] == "healthy" and v["severity"] == "cost"
    assert "hang or time out" not in json.dumps(v)
    rd = next(f for f in v["findings"] if f["category"] == "rank_divergence")
    assert rd["kind"] == "same_collectives" and rd["severity"] == "cost" and not rd["stopped"]
    assert "no hang" in rd["summary"] and "no hang" in v["summary"]
    ev = " ".join(e["text"] for e in rd["evidence"])
    assert "collectives issued at run time (execution order), the same on every rank: all_reduce f32[64] " \
           "(collectives_regrouped.py:23), all_reduce f32[16] (collectives_regrouped.py:26)" in ev  # fmt: skip
    assert "rank 1 broke the graph at" in ev
    # rank 0 waited for rank 1's resumed graph: the fix names the break, not the shapes
    stall = next(f for f in v["findings"] if f["category"] == "rank_stall")
    assert stall["kind"] == "first_compile" and stall["next"] == []
    assert "rank 1 alone broke the graph at collectives_regrouped.py:25" in stall["improvement"]
    assert "pad or bucket" not in stall["improvement"]


# -- 2. a collective only one rank issues ------------------------------------------------------
def test_an_extra_collective_on_one_rank_names_where_the_ranks_part() -> None:
    path = VERDICTS / "extra_collective"
    run = _run(path)
    p = parting(run)
    assert p is not None and p.how == COMPILE and p.position == 3  # rank 1 aborted: no execution order
    mine = p.issued_on(1)
    assert p.issued_on(0) is None and mine is not None
    assert (mine.label, str(mine.compile.id), mine.where.split(" ", 1)[0]) == ("all_reduce f32[1]", "[0/1]",
                                                                               "extra_collective.py:28")  # fmt: skip
    assert [(r, str(g.id)) for r, g in p.instead] == [(0, "[0/0]")]
    ts = classify(run)
    assert ts[0].category == "rank_divergence" and ts[0].kind == "failed" and ts[0].stopped
    d = _json(path)
    v = d["verdict"]
    assert v["category"] == "rank_divergence" and v["severity"] == "problem"
    # the mismatch gloo names leads, then where the ranks part (not the watchdog lines alone)
    assert "Received data size doesn't match expected size" in v["evidence"][0]["text"]
    part = v["evidence"][1]["text"]
    assert part.startswith("the ranks' collectives part at collective 3 (compile order): rank 1: all_reduce "
                           "f32[1] in [0/1] step() at extra_collective.py:28 (norm = funcol.all_reduce(")  # fmt: skip
    # rank 0 there: none in the graph it runs in [0/1]'s place; its next call's first collective meets it
    assert "rank 0: no further collective (it runs [0/0] there; called again, it issues all_reduce f32[256] " \
           "in [0/0] step() at extra_collective.py:26 first, which meets it)" in part  # fmt: skip
    assert "rank 1: all_reduce f32[1] in [0/1] step() at extra_collective.py:28" in v["note"]
    fix = v["improvement"]
    assert "rank 1 alone issues all_reduce f32[1] at extra_collective.py:28 (norm = funcol.all_reduce(" in fix
    assert "rank 1 recompiled step() as [0/1] when its guard clip == False failed; rank 0 ran [0/0] there" in fix
    # the next step: the two graphs side by side, no rerun (verbose-dynamo showed nothing more)
    assert [c["recipe"] for c in v["commands"]] == [None]
    assert v["commands"][0]["command"] == ("pt2tui diff 'sample_traces/cpu-verdicts/extra_collective:[0/0]' "
                                           "'sample_traces/cpu-verdicts/extra_collective:[0/1]' --ranks 0,1")  # fmt: skip
    rd = next(f for f in v["findings"] if f["category"] == "rank_divergence")
    assert rd["next"] == []
    # gloo's "Is there a distributed collective mismatch" is the ranks', not numerics
    assert "accuracy" not in v["also"]


def test_different_collectives_in_one_graph_part_at_the_first_one_that_differs() -> None:
    run = _run(CPU / "collectives_diverge")
    p = parting(run)
    assert p is not None and p.how == EXECUTION and p.position == 2
    assert p.issued_on(0).describe() == "all_reduce f32[4] in [0/0] step() at collectives_diverge.py:23"
    assert p.issued_on(1).describe() == "all_gather f32[8] in [0/0] step() at collectives_diverge.py:25"
    v = verdict_dict(run, path="sample_traces/cpu/collectives_diverge")
    assert "make every rank issue the same collectives in the same order" in v["improvement"]
    # the same graph id on both ranks, each with its own collectives: rank 0's [0/0] beside rank 1's
    assert [c["command"] for c in v["commands"]] == [
        "pt2tui diff 'sample_traces/cpu/collectives_diverge:[0/0]' 'sample_traces/cpu/collectives_diverge:[0/0]' "
        "--ranks 0,1"]  # fmt: skip


# -- 3. CUDA graphs skipped, from the log ------------------------------------------------------
def test_cudagraphs_skipped_from_the_log_without_a_profile_names_the_line_and_the_fix() -> None:
    path = PROFILE / "20261127-162924-perf_cudagraph_skip"
    run = _run(path)
    ts = classify(run)
    cg = next(t for t in ts if t.category == "cudagraphs")
    assert cg.kind == "skipped" and cg.next == ()
    assert cg.evidence[0].text == "skipping cudagraphs due to mutated inputs (1 instances) at perf_cudagraph_skip.py:25 (seen.add_(1))"
    v = verdict_dict(run, ts)
    assert "Inductor skipped them: mutated inputs (1 instances) at perf_cudagraph_skip.py:25 (seen.add_(1))" in v["summary"]
    assert v["improvement"].startswith("stop mutating the compiled function's input in place at "
                                       "perf_cudagraph_skip.py:25 (seen.add_(1))")  # fmt: skip
    assert "buffer" in v["improvement"]
    assert "no-cudagraphs" not in json.dumps(v)


def test_cudagraphs_skipped_in_a_profile_carries_the_same_fix() -> None:
    path = PROFILE / "20261127-162955-perf_cudagraph_skip-profile"
    _run(path)
    v = _json(path)["verdict"]
    f = next(f for f in v["findings"] if f.get("kind") == "cudagraphs_skipped")
    assert "stop mutating the compiled function's input in place at perf_cudagraph_skip.py:25" in f["note"]
    assert "no-cudagraphs" not in json.dumps(v)


# -- 4. DDPOptimizer's graphs: a cost, not a saving -----------------------------------------------
@pytest.mark.parametrize("path", [VERDICTS / "ddp_optimizer", PROFILE / "20261127-135645-perf_ddp"],
                         ids=["cpu", "gpu"])  # fmt: skip
def test_ddp_optimizer_graphs_are_its_cost_never_a_saving(path: Path) -> None:
    _run(path)
    v = _json(path)["verdict"]
    assert v["category"] == "healthy"
    text = json.dumps(v)
    assert "cacheable" not in text and "would save" not in text and not v.get("improvement")
    cc = next(f for f in v["findings"] if f["category"] == "compile_cost")
    assert cc["kind"] == "ddp_optimizer" and cc["severity"] == "expected" and cc["cost_s"] > 1
    assert cc["next"] == ["ddp-no-optimizer"]
    assert "fakify_first_call" in cc["evidence"][0]["text"]
    assert "the cost of DDPOptimizer (torch._dynamo.config.optimize_ddp)" in cc["note"]
    # it does not lead: what torch does by design comes after the costs
    head = v["summary"].split("; ")
    assert "DDPOptimizer" not in head[1]
    assert v["findings"][-1]["category"] == "compile_cost"


# -- the same verdicts on the GPU (NCCL, 2x H200; sample_traces/gpu-x2-verdicts) -----------------
GPU = ROOT / "sample_traces" / "gpu-x2-verdicts"


def test_gpu_extra_collective_hung_then_stopped_leads_with_where_the_ranks_part() -> None:
    path = GPU / "extra_collective"
    _run(path)
    v = _json(path)["verdict"]
    # the watchdog fired (SeqNum 3 on rank 0, 4 on rank 1), then a time limit stopped the job:
    # the hang is the verdict, the stop follows it
    assert v["category"] == "rank_divergence" and v["also"][0] == "stopped"
    texts = [e["text"] for e in v["evidence"]]
    assert "Watchdog caught collective operation timeout: WorkNCCL(SeqNum=4, OpType=ALLREDUCE" in texts[0]
    assert texts[1].startswith("the ranks' collectives part at collective 3 (compile order): rank 1: all_reduce "
                               "f32[1] in [0/1] step() at extra_collective.py:28")  # fmt: skip
    assert "rank 0: no further collective (it runs [0/0] there; called again, it issues all_reduce f32[256]" in texts[1]
    assert texts[2] == ("rank 0 timed out waiting in ALLREDUCE (collective SeqNum 3); rank 1 timed out waiting in "
                        "ALLREDUCE (collective SeqNum 4): rank 1 had issued 1 more collective than rank 0")  # fmt: skip
    assert "rank 1 alone issues all_reduce f32[1] at extra_collective.py:28" in v["improvement"]
    assert "verbose-dynamo" not in json.dumps(v["commands"])
    assert v["commands"][0]["command"].startswith("pt2tui diff 'sample_traces/gpu-x2-verdicts/extra_collective:[0/0]'")


def test_gpu_same_collectives_regrouped_is_no_hang() -> None:
    path = GPU / "collectives_regrouped"
    _run(path)
    v = _json(path)["verdict"]
    assert v["category"] == "healthy" and "hang or time out" not in json.dumps(v)
    rd = next(f for f in v["findings"] if f["category"] == "rank_divergence")
    assert rd["kind"] == "same_collectives" and rd["severity"] == "cost"


def test_gpu_cudagraphs_skipped_with_the_programs_own_trace() -> None:
    path = GPU / "cudagraph_mutation_trace"
    _run(path)
    d = _json(path)
    v = d["verdict"]
    assert v["category"] == "healthy" and "no-cudagraphs" not in json.dumps(v)
    assert v["improvement"].startswith("stop mutating the compiled function's input in place at "
                                       "cudagraph_mutation_trace.py:26 (calls.add_(1))")  # fmt: skip
    cg = next(f for f in v["findings"] if f["category"] == "cudagraphs")
    assert cg["kind"] == "skipped" and cg["next"] == []
    # the program's own trace (no recipe, no calls.json): no replay, the GPU mostly idle
    perf = next(f for f in v["findings"] if f.get("kind") == "cudagraphs_skipped")
    assert "CUDA graphs were asked for and not replayed: mutated inputs (1 instances) (cudagraph_mutation_trace.py:26)" \
        in perf["note"] and "stop mutating" in perf["note"]  # fmt: skip
    ranks = d["profile"]["ranks"]
    assert all(c["cudagraph_replays"] == 0 for r in ranks for c in r["calls"])


def test_ddp_no_optimizer_rerun_measures_before_and_after() -> None:
    """The change offered for DDPOptimizer's cost is a rerun that measures it: the graphs it left
    uncached are gone, and the compile time of both runs is said (a cold cache each)."""
    from pt2tui.core.analysis.triage.costs import ddp_before_after

    parent = _run(VERDICTS / "ddp_optimizer")
    child = _run(VERDICTS / "ddp_optimizer-ddp-no-optimizer")
    ba = ddp_before_after(parent, child)
    assert ba["before"]["uncached_compiles"] == 2 and ba["before"]["uncached_s"] > 1
    assert ba["after"]["uncached_compiles"] == 0 and ba["after"]["compile_s"] > 0
    assert ba["text"].startswith("DDPOptimizer off: none uncached (before: 2 compiles, ")
    res = child.info["result"]  # what the rerun wrote when it finished
    assert res["recipe"] == "ddp-no-optimizer" and res["ddp_before_after"]["after"]["uncached_compiles"] == 0
    assert "torch._dynamo.config.optimize_ddp = False" in child.info["settings"]
    assert not [t for t in classify(child) if t.category == "compile_cost"]
