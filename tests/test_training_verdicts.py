"""Verdicts on training runs (issue 36), on real recorded runs: sample_traces/cpu-training
(recording/record_training_samples.py) and the older CPU samples."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.check import facts_of_run, facts_of_summary
from pt2tui.core.analysis.diff.runlevel import counts
from pt2tui.core.analysis.layer_recompiles import layer_patterns
from pt2tui.core.analysis.ledger import ledger
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.analysis.triage import classify
from pt2tui.core.analysis.verdict import verdict_dict
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parents[1]
TRAINING = ROOT / "sample_traces" / "cpu-training"
CPU = ROOT / "sample_traces" / "cpu"


def _run(path: Path):
    if not path.is_dir():
        pytest.skip(f"{path} not recorded")
    return load_run(str(path))


def _pt2tui(*args: str) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("pt2tui")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "pt2tui"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("TORCH")}
    return subprocess.run(cmd + list(args), capture_output=True, text=True, timeout=120, env=env, cwd=ROOT)


# -- 1. one definition of a recompile ------------------------------------------------------------
def test_a_recompile_inside_a_restarted_attempt_counts_once_everywhere(tmp_path: Path) -> None:
    """A print in forward (every compile restarts) at batch sizes 4, 8, 16: [0/1] restarted
    into [0/1_1] is one recompile, [1/1] (the resumed frame) another; [0/0_1] is none."""
    run = _run(TRAINING / "print_restart_recompile")
    assert [str(c.id) for c in run.recompiles] == ["[0/1_1]", "[1/1]"]
    assert run.recompiles[0].recompile_reasons[0].startswith("0/0: tensor 'x' size mismatch at index 0")
    doc = summary_dict(run)
    assert doc["counts"]["recompiles"] == 2
    assert facts_of_run(run).recompiles == 2
    assert facts_of_summary(json.loads(json.dumps(doc, default=str))).recompiles == 2
    assert counts(run)["recompiles"] == 2  # `pt2tui diff`'s run-level counts
    causes = {r.key: r for r in ledger(run).by_cause}
    assert causes["first compile"].ids == ("[0/0_1]", "[1/0]")
    rec = [r for k, r in causes.items() if k.startswith("recompile: ")]
    assert sorted(i for r in rec for i in r.ids) == ["[0/1_1]", "[1/1]"]
    v = verdict_dict(run)
    assert v["category"] == "healthy"
    assert "2 recompiles of 2 frames" in v["summary"]
    # the advice names the compiled function's input x, never h (a local of the resumed frame)
    assert v["improvement"].startswith("torch._dynamo.mark_dynamic(x, 0) before the first call")
    assert "(h," not in json.dumps(v)
    r = _pt2tui("check", str(TRAINING / "print_restart_recompile"), "--max-recompiles", "1")
    assert r.returncode == 1 and r.stdout.startswith("recompiles: 2 > 1"), r.stdout + r.stderr
    base = tmp_path / "base.json"
    base.write_text(json.dumps(doc, default=str))
    same = _pt2tui("check", str(TRAINING / "print_restart_recompile"), "--baseline", str(base))
    assert same.returncode == 0 and "recompiles 2," in same.stdout, same.stdout


# -- 3. recompiles per module instance -----------------------------------------------------------
def test_per_layer_recompiles_hit_the_limit_and_say_what_then() -> None:
    run = _run(TRAINING / "layers_recompile_limit")
    (p,) = layer_patterns(run)
    assert p.co_name == "forward" and p.where == "layers_recompile_limit.py:19"
    assert p.attribute == "self.layer_idx"
    assert p.values == tuple(str(i) for i in range(1, 8))
    assert p.limit == 8 and p.limit_logged and p.limit_hit and p.compiles == 8
    line = p.line()
    assert "recompiles once per module instance (per layer)" in line
    assert "recompile_limit (8) after 8 compiles: from the 9th instance on, the layers run eager" in line
    v = verdict_dict(run)
    assert v["category"] == "recompilation" and v["severity"] == "problem"
    assert "self.layer_idx" in v["note"]
    fix = v["improvement"]
    assert "allow_unspec_int_on_nn_module = True" in fix and "nested_compile_region" in fix
    assert "recompile_limit" in fix


def test_a_frame_recompiled_for_other_reasons_is_no_per_layer_pattern() -> None:
    for name in ("print_restart_recompile",):
        assert layer_patterns(_run(TRAINING / name)) == []
    for name in ("breaks_and_recompiles", "recompile_limit", "hf_seq_recompile"):
        p = CPU / name
        if p.is_dir():
            assert layer_patterns(load_run(str(p))) == [], name


# -- 4. rank divergence from a failed job --------------------------------------------------------
def test_a_peer_that_closed_the_connection_is_rank_divergence() -> None:
    run = _run(TRAINING / "gloo_rank_diverge")
    ts = classify(run)
    assert ts[0].category == "rank_divergence" and ts[0].kind == "failed" and ts[0].stopped
    v = verdict_dict(run, ts)
    assert v["category"] == "rank_divergence"
    texts = " ".join(e["text"] for e in v["evidence"])
    assert "Connection closed by peer" in texts
    assert "all_gather f32[8] in [0/0] step() at gloo_rank_diverge.py:17" in texts


def test_wait_placement_alone_is_no_divergence() -> None:
    """collectives_split (exit 0): rank 1 broke the graph between its all_reduces, so its waits
    sit in other graphs; the collectives are the same: no hang."""
    run = _run(CPU / "collectives_split")
    v = verdict_dict(run)
    assert v["category"] == "healthy"
    assert "hang or time out" not in json.dumps(v)


# -- 2. a rank's compile costs the others ---------------------------------------------------------
def test_a_rank_recompiling_alone_stalls_the_other() -> None:
    """DDP over gloo: at step 2 rank 1 alone gets a shorter batch and recompiles its forward
    inside a restarted attempt ([4/1] -> [4/1_1]) and the resumed frame ([5/1]); rank 0, which
    compiled nothing then, waited in the all-reduce (both ranks' step 2 took ~15.7 s)."""
    from pt2tui.core.analysis.ranks.stall import rank_stalls, step_times

    run = _run(TRAINING / "ddp_rank_shape")
    assert "[4/1_1]" in [str(c.id) for c in run.recompiles if c.rank == 1]
    assert not [c for c in run.recompiles if c.rank == 0]
    stalls = rank_stalls(run)
    assert {(s.rank, str(s.compile.id)) for s in stalls} == {(1, "[4/1_1]"), (1, "[5/1]")}
    top = max(stalls, key=lambda s: s.waited_s)
    assert top.waited == ((0, pytest.approx(top.seconds)),) and top.recompile
    assert top.line().startswith("rank 0 waited ~")
    assert "while rank 1 recompiled forward (ddp_rank_shape.py:23) called from ddp_rank_shape.py:40 [4/1_1]" in top.line()
    steps = step_times(run)
    assert steps[0][2][1] > 10 * steps[0][1][1]  # step 2 (the stall) against step 1
    ts = classify(run)
    stall = next(t for t in ts if t.category == "rank_stall")
    assert stall.severity in ("cost", "problem")
    assert stall.cost_s == pytest.approx(sum(s.waited_s for s in stalls), rel=1e-3)
    assert "same shapes on every rank" in stall.improvement and "mark_dynamic" in stall.improvement
    v = verdict_dict(run, ts)
    assert "rank 0 waited ~" in json.dumps(v)
    texts = " ".join(e.text for e in stall.evidence)
    assert "step 2 took" in texts and "on rank 0" in texts and "on rank 1" in texts


def test_ranks_that_compile_together_do_not_stall() -> None:
    from pt2tui.core.analysis.ranks.stall import rank_stalls

    for name in ("collectives_split", "collectives_diverge", "torchrun_rank_segv"):
        p = CPU / name
        if p.is_dir():
            assert rank_stalls(load_run(str(p))) == [], name


# -- 5. graph breaks torch makes on purpose ------------------------------------------------------
def test_the_optimizers_own_graph_break_is_expected_and_shown_at_the_users_line() -> None:
    from pt2tui.core.analysis.deliberate_breaks import is_deliberate, user_sites
    from pt2tui.render.views.breaks import break_where, graph_break_doc

    run = _run(CPU / "backward_break")
    opt = next(g for g in run.graph_breaks if g.user_frame and "optimizer.py" in g.user_frame.filename)
    assert is_deliberate(opt)
    assert not any(is_deliberate(g) for g in run.graph_breaks if g is not opt)
    site = user_sites(run)
    assert break_where(opt, site) == "backward_break.py:20 → optim/optimizer.py:79"
    text = "\n".join(ln.plain for ln in graph_break_doc(opt, None, run).lines)
    assert "from      /home/dev/pt2tui/sample_traces/programs/backward_break.py:20 in train_step" in text
    assert "on purpose" in text
    v = verdict_dict(run)
    assert v["category"] == "healthy"
    assert "Remove the `torch._dynamo.graph_break()` call" not in v["summary"]
    assert "torch's own on purpose: _use_grad, from backward_break.py:20" in v["summary"]


# -- 6. one answer: the verdict ------------------------------------------------------------------
def test_check_without_budgets_fails_on_a_problem_verdict_unless_allowed() -> None:
    limit = str(TRAINING / "layers_recompile_limit")
    r = _pt2tui("check", limit)
    assert r.returncode == 1
    assert r.stdout.splitlines() == ["verdict: recompilation (a problem; --allow recompilation accepts it)"]
    ok = _pt2tui("check", limit, "--allow", "recompilation")
    assert ok.returncode == 0 and ok.stdout.startswith("ok: recompiles 8,"), ok.stdout
    # a budget given: the budgets decide (the verdict only with --no-failures)
    assert _pt2tui("check", limit, "--max-recompiles", "8").returncode == 0
    healthy = _pt2tui("check", str(TRAINING / "print_restart_recompile"))
    assert healthy.returncode == 0 and healthy.stdout.endswith("verdict healthy\n"), healthy.stdout


def test_a_reruns_verdict_is_its_programs_outcome() -> None:
    """The bisector exits 0 whatever its program did: a bisect whose program failed with every
    backend (rerun_result's outcome ``fails``, as test_rerun.py's real bisect records it) is
    never healthy, whatever the trace's findings say."""
    run = _run(CPU / "hf_seq_recompile")
    assert verdict_dict(run)["category"] == "healthy"
    result = {"outcome": "fails", "summary": "the program fails with every backend, eager included: "
              "not a compiler backend bug (backend eager)", "warning": "the bisector blames the eager backend"}
    v = verdict_dict(run, result=result)
    assert v["category"] == "other" and v["severity"] == "problem"
    assert v["summary"].startswith("the rerun's program failed: the program fails with every backend")
    assert "improvement" not in v
    assert verdict_dict(run, result={"outcome": "passes"})["category"] == "healthy"


def test_no_advice_names_a_local_of_a_resumed_frame() -> None:
    from pt2tui.core.analysis.recompiles import frame_verdicts

    run = _run(TRAINING / "print_restart_recompile")
    vs = frame_verdicts(run)
    assert "mark_dynamic(x, 0)" in vs[(None, (None, 0))]
    resumed = vs[(None, (None, 1))]  # torch_dynamo_resume_in_forward_at_20: its input h
    assert "mark_dynamic(h" not in resumed and "resumed after a graph break" in resumed


def test_per_layer_recompiles_under_the_limit_are_a_cost_that_grows_with_depth() -> None:
    """The same program with 4 layers: one recompile per layer, no limit hit; the verdict is
    healthy, and its line says that the recompiles grow with depth up to the limit."""
    run = _run(TRAINING / "layers_recompile_4")
    (p,) = layer_patterns(run)
    assert p.attribute == "self.layer_idx" and p.values == ("1", "2")
    assert not p.limit_hit and not p.limit_logged and p.limit == 8 and p.compiles == 4
    assert "it grows with depth: recompile_limit (8, torch's default) leaves room for 4 more" in p.line()
    ts = classify(run)
    rec = next(t for t in ts if t.category == "recompilation")
    assert rec.severity == "cost"
    v = verdict_dict(run, ts)
    assert v["category"] == "healthy" and "recompiles once per module instance" in v["summary"]
