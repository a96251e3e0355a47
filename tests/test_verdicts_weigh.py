"""Verdicts that weigh what they find (issue #29), on real recorded runs:
recording/record_verdict_samples.py recorded hf_seq_recompile, collectives_split,
backward_break and self_interrupt; the others are the older samples."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.ledger import ledger, ledger_dict, rank_note
from pt2tui.core.analysis.recompile_tensor import tensor_change
from pt2tui.core.analysis.recompiles import recompile_why
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.analysis.triage import classify
from pt2tui.core.analysis.verdict import verdict_dict
from pt2tui.core.parse.payloads import read_text
from pt2tui.sources.load import load_run

SAMPLES = Path(__file__).resolve().parents[1] / "sample_traces" / "cpu"


def _run(name: str):
    p = SAMPLES / name
    if not p.is_dir():
        pytest.skip(f"{p} not recorded")
    return load_run(str(p))


# -- 1. severity, and the healthy verdict --------------------------------------------------------
def test_hf_length_change_is_a_cost_and_healthy_with_its_saving() -> None:
    """A GPT-2 (transformers, tiny config) called on lengths 8, 16, 24: one recompile when the
    length changed, automatic dynamic made the dim a symbol, no recompile after. torch's design,
    but marking the dim dynamic would save 30 s: a cost worth a rerun, not "as expected"."""
    run = _run("hf_seq_recompile")
    ts = classify(run)
    assert [(t.category, t.severity) for t in ts] == [("recompilation", "cost")]
    recompile = run.recompiles[0]
    assert ts[0].cost_s == pytest.approx(recompile.duration_s)
    v = verdict_dict(run, ts)
    assert v["category"] == "healthy" and v["severity"] == "cost"
    assert v["summary"].startswith("1 frame compiled in ")
    assert "tensor kwargs['input_ids'] changed size at dim 1: 8 -> 16" in v["summary"]
    assert "it settled" in v["summary"] and "hf_seq_recompile.py:21" in v["summary"]
    saving = f"{recompile.duration_s:.1f} s"
    assert v["improvement"] == (
        f"torch._dynamo.mark_dynamic(input_ids, 1) before the first call would save ~{saving}"
    )
    assert [{k: f[k] for k in ("category", "severity", "cost_s", "note")} for f in v["findings"]] == [
        {"category": "recompilation", "severity": "cost", "cost_s": round(recompile.duration_s, 3),
         "note": ts[0].note}]  # fmt: skip


def test_problems_stay_problems_and_costs_are_ordered_by_cost() -> None:
    limit = classify(_run("recompile_limit"))
    assert limit[0].category == "recompilation" and limit[0].severity == "problem"
    assert verdict_dict(_run("recompile_limit"))["category"] == "recompilation"
    ts = classify(_run("breaks_and_recompiles"))
    assert [t.severity for t in ts] == ["cost", "cost"]
    assert ts[0].cost_s >= ts[1].cost_s  # findings ordered by what they cost
    fg = classify(_run("fullgraph_break"))
    assert fg[0].category == "graph_break" and fg[0].severity == "problem" and fg[0].stopped


# -- 2. the ledger -------------------------------------------------------------------------------
def test_ledger_adds_up_by_frame_cause_phase_and_cache() -> None:
    run = _run("breaks_and_recompiles")
    led = ledger(run)
    timed = [c for c in run.compiles if c.duration_s is not None]
    assert led.timed == len(timed)
    assert led.total_s == pytest.approx(sum(c.duration_s for c in timed))
    for rows in (led.by_frame, led.by_cause):
        assert sum(r.seconds for r in rows) == pytest.approx(led.total_s)
    causes = {r.key: r for r in led.by_cause}
    # [1/1] restarted into [1/1_1]: a recompile whatever its attempts, never a first compile
    assert causes["first compile"].ids == ("[0/0]", "[1/0_1]", "[2/0]", "[3/0]")
    assert causes["recompile: tensor 'x' size mismatch at index 0. expected 2, actual 3"].ids == (
        "[0/1]", "[1/1_1]")  # fmt: skip
    restart = next(r for k, r in causes.items() if k.startswith("restart: Failed to trace builtin operator"))
    assert restart.seconds > 0  # dynamo_time_before_restart_s of the attempts thrown away
    phases = [r.key for r in led.by_phase]
    assert {"Dynamo", "AOT autograd", "Inductor"} <= set(phases)
    # what the cache saved: torch's own figure for the FX graph cache hit
    saved = ledger(_run("cache_bypass"))
    assert saved.cache_saved_s > 1 and dict(saved.cache)["fx_graph hit"] == 1
    assert summary_dict(_run("cache_bypass"))["ledger"]["cache_saved_s"] == round(saved.cache_saved_s, 3)


def test_ledger_per_rank_and_without_times() -> None:
    led = ledger(_run("collectives_split"))
    assert {r.key for r in led.by_rank} == {"rank 0", "rank 1"}
    assert rank_note(led) is None  # the ranks compiled about as long
    div = ledger(_run("collectives_diverge"))
    r0, r1 = (next(r.seconds for r in div.by_rank if r.key == k) for k in ("rank 0", "rank 1"))
    assert rank_note(div, factor=1.1) == (
        f"rank 0 compiled {r0 / r1:.1f}x as long as the others (median {r1:.1f} s)"
    )
    # a compile that crashed has no compilation_metrics: counted, no figure guessed
    crash = ledger(_run("crash_in_backend"))
    assert crash.untimed and all(r.seconds >= 0 for r in crash.by_cause)
    assert ledger_dict(crash)["untimed"] == list(crash.untimed)


# -- 3. recompiles explained for tensors --------------------------------------------------------
def test_tensor_recompile_joined_to_its_guard_symbol_and_call_site() -> None:
    run = _run("hf_seq_recompile")
    c = run.recompiles[0]
    why = recompile_why(run, c)
    assert why.failed[0].guard is not None  # was: "no matching guard found in [0/0]'s guards"
    ch = tensor_change(run, c)
    assert ch is not None and ch.guard is not None
    assert (ch.name, ch.what, ch.dim, ch.expected, ch.actual) == ("kwargs['input_ids']", "size", 1, "8", "16")
    assert ch.guard.kind == "TENSOR_MATCH" and ch.guard.source == "L['kwargs']['input_ids']"
    guards = read_text(why.previous.artifact("dynamo_cpp_guards_str").ref).split("\n")
    assert "size=[2, 8]" in guards[ch.guard.line]  # the guard's own line in [0/0]'s guards
    assert ch.symbol and ch.symbol_source == "L['kwargs']['input_ids'].size()[1]"
    # the frame is transformers' wrapper: the user's call site is their own line
    assert "site-packages/transformers" in c.co_filename
    assert ch.call_site is not None and ch.call_site.filename.endswith("hf_seq_recompile.py")
    assert ch.call_site.loc == "out = compiled(input_ids=ids)"
    lines = ch.lines(str(c.id))
    assert lines[0] == "tensor kwargs['input_ids'] changed size at dim 1: 8 -> 16"
    assert lines[2] == f"[0/1] made it dynamic: {ch.symbol} from L['kwargs']['input_ids'].size()[1]"


def test_the_failed_tensor_guard_is_marked_in_the_guards_tab() -> None:
    from pt2tui.core.analysis.recompiles import failed_later

    run = _run("hf_seq_recompile")
    first = run.compiles[0]
    marks = failed_later(run, first)  # what the Guards tab of [0/0] highlights
    assert [(str(later.id), f.guard.kind, f.guard.line) for later, f in marks] == [("[0/1]", "TENSOR_MATCH", 56)]


def test_guard_diff_leads_with_what_changed() -> None:
    from pt2tui.core.analysis.guard_fold import fold_diff

    run = _run("hf_seq_recompile")
    why = recompile_why(run, run.recompiles[0])
    folded = fold_diff(why.diff)
    assert any("input_ids" in x for x in folded.changed[:3])
    assert not any("__builtins_dict__" in x for x in folded.changed)
    assert folded.folded_globals > 10  # the builtins' ID_MATCH guards: one line


# -- 4. graph breaks: the log's own hints ------------------------------------------------------
def test_backward_break_quotes_the_logs_hint() -> None:
    run = _run("backward_break")
    ts = classify(run)
    assert ts[0].category == "graph_break" and ts[0].severity == "cost"
    assert "Set torch._dynamo.trace_autograd_ops=True" in ts[0].note
    ev = ts[0].evidence[0].text
    assert "Unsupported Tensor.backward() call" in ev and "Hint: Set torch._dynamo.trace_autograd_ops=True" in ev
    g = next(g for g in run.graph_breaks if g.gb_type == "Unsupported Tensor.backward() call")
    assert g.hints[0] == "Set torch._dynamo.trace_autograd_ops=True"


def test_graph_break_doc_puts_the_log_first() -> None:
    from pt2tui.core.analysis.gb_registry import lookup
    from pt2tui.render.views.breaks import graph_break_doc

    run = _run("backward_break")
    g = next(g for g in run.graph_breaks if g.gb_type == "Unsupported Tensor.backward() call")
    text = "\n".join(graph_break_doc(g, lookup(g.gb_id), run).plain)
    assert "loss.backward()" in text  # the user's line, inline
    hints = text.index("Hints (from the log)")
    assert text.index("Set torch._dynamo.trace_autograd_ops=True") > hints
    if "graph break registry" in text:
        assert text.index("graph break registry") > hints


# -- 5. ranks weighed by consequence ------------------------------------------------------------
def test_same_collectives_in_different_graphs_is_no_hang() -> None:
    run = _run("collectives_split")
    ts = classify(run)
    rd = next(t for t in ts if t.category == "rank_divergence")
    assert rd.severity == "cost" and rd.kind == "same_collectives" and not rd.stopped
    assert "no hang" in rd.summary
    assert any("rank 1 broke the graph at" in e.text and "collectives_split.py:22" in e.text
               for e in rd.evidence)  # fmt: skip
    issued_ev = next(e.text for e in rd.evidence if e.text.startswith("collectives issued at run time (execution order)"))
    assert "all_reduce f32[4] (collectives_split.py:20), all_reduce f32[4] (collectives_split.py:23)" in issued_ev
    assert verdict_dict(run, ts)["category"] == "healthy"
    from pt2tui.core.analysis.ranks import issued_by_rank

    issued = issued_by_rank(run)  # graph_execution's "0/0" is rank 1's final attempt [0/0_1]
    assert {r: [op for op, _, _ in seq if "all_reduce" in op] for r, seq in issued.items()} == {
        0: ["torch.ops._c10d_functional.all_reduce_.default"] * 4,
        1: ["torch.ops._c10d_functional.all_reduce_.default"] * 4,
    }
    assert {str(c.id) for _, c, _ in issued[1]} == {"[0/0_1]", "[1/0]"}


def test_different_collectives_stay_a_hang() -> None:
    ts = classify(_run("collectives_diverge"))
    assert ts[0].category == "rank_divergence" and ts[0].severity == "problem" and ts[0].stopped


# -- 7. detectors that generalize ----------------------------------------------------------------
def test_cache_corrupt_from_the_loader_frames_whatever_the_message(tmp_path: Path) -> None:
    """The real cache_poisoned run, its message changed to one no phrase list knows: the
    loader frames (codecache _load_library_inner) still say it."""
    ts = classify(_run("cache_poisoned"))
    assert (ts[0].category, ts[0].kind) == ("environment", "cache_corrupt")
    assert ts[0].next[0] == "fresh-cache"
    d = tmp_path / "cache_poisoned"
    shutil.copytree(SAMPLES / "cache_poisoned", d)
    err = (d / "stderr.txt").read_text()
    assert "file too short" in err
    (d / "stderr.txt").write_text(err.replace("file too short", "loader says no"))
    ts = classify(load_run(str(d)))
    assert (ts[0].category, ts[0].kind) == ("environment", "cache_corrupt")
    assert any(e.text.startswith("the error names a cached artifact: /tmp/torchinductor_dev/")
               for e in ts[0].evidence)  # fmt: skip
    # the path and the phrase both gone: the frames alone
    (d / "stderr.txt").write_text(
        err.replace("file too short", "loader says no").replace(".main.so", ".main.dat")
    )
    ts = classify(load_run(str(d)))
    assert (ts[0].category, ts[0].kind) == ("environment", "cache_corrupt")
    assert any("it failed loading a cached artifact: _inductor/codecache.py" in e.text for e in ts[0].evidence)


def test_compile_errors_are_not_cache_corruption() -> None:
    assert classify(_run("compile_error"))[0].category == "backend_compiler_failed"
    assert classify(_run("runtime_error"))[0].category == "runtime_crash"


def test_keyboard_interrupt_from_trace_and_logs_alone() -> None:
    run = _run("self_interrupt")
    assert not (SAMPLES / "self_interrupt" / "run.json").exists()
    assert not run.failures
    ts = classify(run)
    assert [t.category for t in ts] == ["interrupted"] and ts[0].stopped
    assert ts[0].evidence[0].where == "stderr.txt:6"  # the KeyboardInterrupt line
    assert verdict_dict(run, ts)["interrupted"] is True
    assert summary_dict(run)["counts"]["failures"] == 0


def test_older_run_dirs_signals_sent_is_an_interrupt(tmp_path: Path) -> None:
    d = tmp_path / "run"
    shutil.copytree(SAMPLES / "interrupted_by_user", d)
    info = json.loads((d / "run.json").read_text())
    info.pop("interrupted_by_user")
    info.pop("interrupt_signal")
    assert info["signals_sent"] == ["SIGINT"]
    (d / "run.json").write_text(json.dumps(info))
    run = load_run(str(d))
    assert not run.failures
    ts = classify(run)
    assert ts[0].category == "interrupted" and "pt2tui sent SIGINT" in ts[0].evidence[0].text


# -- 6. pt2tui check -----------------------------------------------------------------------------
def _check(*args: str) -> subprocess.CompletedProcess:
    exe = Path(sys.executable).with_name("pt2tui")
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "pt2tui"]
    env = {**os.environ, "PYTHONPATH": str(SAMPLES.parents[1])}
    return subprocess.run(cmd + ["check", *args], capture_output=True, text=True, timeout=120,
                          env=env, cwd=SAMPLES.parents[1])  # fmt: skip


def test_check_budgets_exit_codes(tmp_path: Path) -> None:
    run = "sample_traces/cpu/breaks_and_recompiles"
    # 4 recompiles: [1/1] restarted into [1/1_1] is one of them (summary's count too)
    assert summary_dict(_run("breaks_and_recompiles"))["counts"]["recompiles"] == 4
    ok = _check(run, "--max-recompiles", "4", "--max-graph-breaks", "4", "--no-failures")
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.startswith("ok: recompiles 4, graph breaks 4, compile time ")
    bad = _check(run, "--max-recompiles", "3", "--max-graph-breaks", "3", "--max-compile-s", "1")
    assert bad.returncode == 1
    lines = bad.stdout.splitlines()
    assert lines[:2] == ["recompiles: 4 > 3 (--max-recompiles)", "graph breaks: 4 > 3 (--max-graph-breaks)"]
    assert lines[2].startswith("compile time: ") and lines[2].endswith("> 1.0 s (--max-compile-s)")
    assert len(lines) == 3  # one line per budget broken
    fail = _check("sample_traces/cpu/compile_error", "--no-failures")
    assert fail.returncode == 1 and "(--no-failures)" in fail.stdout
    assert _check("sample_traces/cpu/self_interrupt", "--no-failures").returncode == 0  # nothing failed
    assert _check(str(tmp_path / "nothing-here")).returncode == 2


def test_check_against_a_baseline(tmp_path: Path) -> None:
    base = tmp_path / "base.json"
    doc = summary_dict(_run("cache_bypass"))
    base.write_text(json.dumps(doc, default=str))
    r = _check("sample_traces/cpu/breaks_and_recompiles", "--baseline", str(base))
    assert r.returncode == 1
    assert "new graph break: Data-dependent branching @ scenarios.py:85 (not in the baseline)" in r.stdout
    assert "new recompile: scaled: scale == 0.5 (not in the baseline)" in r.stdout
    assert any(ln.startswith("compile time: ") and "from the baseline's" in ln for ln in r.stdout.splitlines())
    same = _check("sample_traces/cpu/breaks_and_recompiles", "--baseline", "sample_traces/cpu/breaks_and_recompiles")
    assert same.returncode == 0, same.stdout
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert _check("sample_traces/cpu/cache_bypass", "--baseline", str(bad)).returncode == 2


def test_gpu_triton_cache_cut_short_is_cache_corrupt() -> None:
    """The lead's H200 recording: cached cubins cut to half; the FX graph cache hit reloads the
    output code and its launcher fails with "device kernel image is invalid" (no phrase about
    a cache): the loader frame says it. Its fresh-cache rerun is clean."""
    d = SAMPLES.parent / "gpu-h200-cache"
    if not (d / "cut").is_dir():
        pytest.skip("gpu-h200-cache not recorded")
    ts = classify(load_run(str(d / "cut")))
    assert (ts[0].category, ts[0].kind, ts[0].stopped) == ("environment", "cache_corrupt", True)
    assert ts[0].next[0] == "fresh-cache"
    assert any("static_triton_launcher.py" in e.text for e in ts[0].evidence)
    assert "minify-aot" not in ts[0].next and "bisect" not in ts[0].next
    assert [t for t in classify(load_run(str(d / "cut-fresh-cache"))) if t.severity == "problem"] == []


# -- bad input: the finding without a cost, never a wrong one -----------------------------------
def test_metrics_without_times_give_no_cost() -> None:
    import dataclasses

    run = _run("hf_seq_recompile")
    bare = dataclasses.replace(run, compiles=tuple(
        dataclasses.replace(c, duration_s=None, metrics={"co_name": c.co_name}) for c in run.compiles
    ))  # fmt: skip
    ts = classify(bare)
    assert ts[0].category == "recompilation" and ts[0].cost_s is None
    assert "would save ~" not in ts[0].improvement  # no figure to claim
    led = ledger(bare)
    assert led.timed == 0 and led.total_s == 0 and len(led.untimed) == 2
    assert verdict_dict(bare, ts)["summary"].startswith("1 frame compiled (2 compiles);")


def test_a_guard_text_that_does_not_parse_joins_nothing() -> None:
    from pt2tui.core.analysis.guards import failed_guard, parse_guard_tree

    guards = parse_guard_tree("this is not\na guard tree | +- ???")
    f = failed_guard("0/0: tensor 'x' size mismatch at index 0. expected 2, actual 3", guards)
    assert f.kind == "shape" and f.guard is None and f.name == "x"


def test_recompiles_view_doc_leads_with_the_tensor_change() -> None:
    from pt2tui.render.views.recompiles import why_doc

    run = _run("hf_seq_recompile")
    c = run.recompiles[0]
    text = "\n".join(why_doc(recompile_why(run, c), None, run).plain)
    assert "no matching guard found" not in text
    first = text.index("tensor kwargs['input_ids'] changed size at dim 1: 8 -> 16")
    assert first < text.index("the guard in [0/0]'s guards, line 57") < text.index("Guard diff")
    assert "called from: hf_seq_recompile.py:21 in main" in text
    diff = text[text.index("Guard diff"):]
    assert diff.split("\n")[1].lstrip().startswith("- L['kwargs']['input_ids'] :: TENSOR_MATCH")
    assert "unchanged globals, renumbered (G['__builtins_dict___0']" in diff
    assert "__builtins_dict___2" not in diff


def test_caches_bypassed_are_a_cost_with_torchs_reason() -> None:
    run = _run("cache_bypass")
    ts = classify(run)
    assert [(t.category, t.kind, t.severity) for t in ts] == [("compile_cost", "cache_bypass", "cost")]
    c = run.compile("[2/0]")
    assert ts[0].cost_s == pytest.approx(c.duration_s)
    assert ts[0].evidence[0].text.endswith("cache bypassed: Unsupported post grad custom pass")
    v = verdict_dict(run, ts)
    assert v["category"] == "healthy" and "1 compile bypassed the caches" in v["summary"]
    assert v["improvement"] == (
        f"making those graphs cacheable (Unsupported post grad custom pass) would save "
        f"~{c.duration_s * 1000:.0f} ms in every later run"
    )


def test_the_overview_and_the_banner_write_one_mark_dynamic_call() -> None:
    """The Overview's advice names the variable and dim the banner names (not
    ``kwargs['input_ids'], dim``)."""
    from pt2tui.core.analysis.guards import verdict

    run = _run("hf_seq_recompile")
    why = recompile_why(run, run.recompiles[0])
    text = verdict(list(why.failed)) or ""
    assert "torch._dynamo.mark_dynamic(input_ids, 1)" in text, text
