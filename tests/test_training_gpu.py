"""Verdicts on real 2-GPU NCCL training runs (issue 36): sample_traces/gpu-x2-training, recorded
on 2 H200s (torch 2.11+cu130, transformers 5.17; its README says how)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.check import facts_of_run, facts_of_summary
from pt2tui.core.analysis.layer_recompiles import layer_patterns
from pt2tui.core.analysis.ledger import ledger
from pt2tui.core.analysis.ranks.stall import rank_stalls, step_times
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.analysis.triage import classify
from pt2tui.core.analysis.verdict import verdict_dict
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parents[1]
GPU = ROOT / "sample_traces" / "gpu-x2-training"


def _run(name: str):
    p = GPU / name
    if not p.is_dir():
        pytest.skip(f"{p} not recorded")
    return load_run(str(p))


def test_ddp_rank_recompiling_alone_inside_a_restarted_attempt() -> None:
    """DDP over NCCL, a compiled GPT-2: at step 4 rank 1 alone gets a shorter sequence. Its
    forward's recompile restarted ([5/1] -> [5/1_1]): one recompile, counted everywhere alike;
    rank 0 compiled nothing then and waited for it in the all-reduce (both step 4s: ~23.5 s)."""
    run = _run("ddp_hf_rank_shape")
    rank1 = [str(c.id) for c in run.recompiles if c.rank == 1]
    assert "[5/1_1]" in rank1 and "[5/1]" not in rank1
    assert not [c for c in run.recompiles if c.rank == 0]
    doc = summary_dict(run)
    n = len(run.recompiles)
    assert doc["counts"]["recompiles"] == facts_of_run(run).recompiles == n
    assert facts_of_summary(json.loads(json.dumps(doc, default=str))).recompiles == n
    causes = {i for r in ledger(run).by_cause if r.key.startswith("recompile: ") for i in r.ids}
    assert "rank 1 [5/1_1]" in causes
    assert "rank 1 [5/1_1]" not in next(r.ids for r in ledger(run).by_cause if r.key == "first compile")
    # what it cost rank 0
    top = max(rank_stalls(run), key=lambda s: s.waited_s)
    assert (top.rank, str(top.compile.id)) == (1, "[5/1_1]")
    (waiter, waited), = top.waited
    assert waiter == 0 and 15 < waited < 25
    assert top.line().startswith(f"rank 0 waited ~{waited:.1f} s while rank 1 recompiled forward (modeling_gpt2.py:")
    assert "called from ddp_hf_rank_shape.py:" in top.line()
    steps = dict(step_times(run)[0])
    assert steps[4] > 20 and steps[3] < 1  # the program's own clock agrees
    ts = classify(run)
    v = verdict_dict(run, ts)
    assert v["category"] == "rank_stall" and v["severity"] == "problem"  # ~1250 steady steps lost
    stall = next(t for t in ts if t.category == "rank_stall")
    assert stall.cost_s == pytest.approx(sum(s.waited_s for s in rank_stalls(run)), rel=1e-3)
    assert "same shapes on every rank" in v["improvement"] and "mark_dynamic" in v["improvement"]
    ev = " ".join(e["text"] for e in v["evidence"])
    assert "step 4 took 23.48 s on rank 0" in ev


def test_fsdp2_per_layer_compile_recompiles_per_layer_up_to_the_limit() -> None:
    run = _run("fsdp2_layers")
    pats = layer_patterns(run)
    assert sorted(p.rank for p in pats) == [0, 1]  # the same on each rank
    p = pats[0]
    assert p.co_name == "__call__" and p.where == "modeling_layers.py:80"
    assert p.attribute == "kwargs['past_key_values'].layers[i].is_initialized"
    assert p.also == ("self.self_attn.layer_idx",)
    assert p.limit == 8 and p.limit_logged and p.limit_hit and p.compiles == 8
    assert "from the 9th instance on, the layers run eager" in p.line()
    v = verdict_dict(run)
    assert v["category"] == "recompilation" and v["severity"] == "problem"
    assert "recompiles once per module instance (per layer)" in v["note"]
    # state the layers index (a cache's layers[i]): no int-attribute fix, the ones that fit
    assert "allow_unspec_int_on_nn_module" not in v["improvement"]
    assert "nested_compile_region" in v["improvement"] and "recompile_limit" in v["improvement"]


def test_nccl_watchdog_timeout_is_rank_divergence_with_each_ranks_collective() -> None:
    run = _run("nccl_diverge")
    ts = classify(run)
    assert ts[0].category == "rank_divergence" and ts[0].kind == "failed" and ts[0].stopped
    v = verdict_dict(run, ts)
    assert v["category"] == "rank_divergence" and v["severity"] == "problem"
    texts = [e["text"] for e in v["evidence"]]
    assert any("Watchdog caught collective operation timeout: WorkNCCL(SeqNum=2, OpType=COALESCED" in t
               for t in texts)  # fmt: skip
    assert any("rank 1 timed out waiting in COALESCED (collective SeqNum 2)" in t for t in texts)
    # where the ranks' collectives part, ahead of the waits: kind, size, graph, user line
    part = next(t for t in texts if t.startswith("the ranks' collectives part at collective 2 (execution order)"))
    assert "rank 0: no further collective" in part
    assert "rank 1: all_gather f32[2048] in [0/0] step() at nccl_diverge.py:24 (y = funcol.all_gather_tensor(" in part
    assert texts.index(part) < next(i for i, t in enumerate(texts) if "timed out waiting in COALESCED" in t)
    assert "rank 1 alone issues all_gather f32[2048] at nccl_diverge.py:24" in v["improvement"]
    # no rerun shows more (verbose-dynamo did not): the two ranks' [0/0] side by side
    assert [c["recipe"] for c in v["commands"]] == [None] and "--ranks 0,1" in v["commands"][0]["command"]


def test_check_fails_on_the_gpu_problem_verdicts() -> None:
    exe = Path(sys.executable).with_name("pt2tui")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "pt2tui"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TORCH")}
    for name, cat in (("fsdp2_layers", "recompilation"), ("ddp_hf_rank_shape", "rank_stall")):
        if not (GPU / name).is_dir():
            pytest.skip("not recorded")
        r = subprocess.run([*cmd, "check", str(GPU / name)], capture_output=True, text=True,
                           timeout=300, env=env, cwd=ROOT)  # fmt: skip
        assert r.returncode == 1 and r.stdout.startswith(f"verdict: {cat} (a problem"), r.stdout + r.stderr


def test_fsdp2_recompiles_are_counted_per_rank() -> None:
    """One frame on each of 2 ranks recompiling 8 times each is said per rank, not as
    "16 recompiles of 2 frames"."""
    run = _run("fsdp2_layers")
    note = verdict_dict(run)["note"]
    assert note.startswith("8 recompiles on each of 2 ranks"), note
    assert "16 recompiles" not in note
