"""Insight views' data on real runs: recompile why + verdicts, guard diffs, GB registry,
provenance, compile time, rank divergence, the bug bundle round trip."""

from __future__ import annotations

import json
import tarfile
from pathlib import Path

import pytest

from pt2tui.core.analysis.gb_registry import load_registry, lookup
from pt2tui.core.analysis.guards import diff_guards, normalize
from pt2tui.core.analysis.provenance import provenance
from pt2tui.core.analysis.ranks import divergences
from pt2tui.core.analysis.recompiles import failed_later, frame_verdicts, recompile_whys
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.analysis.timing import (
    metric_phases,
    perfetto_json,
    ranked_events,
    read_events,
    span_trees,
    spans_by_compile,
)
from pt2tui.core.parse.payloads import read_text
from pt2tui.render.views.time import group_label, span_groups
from pt2tui.runner.bundle import write_bundle
from pt2tui.sources.load import load_run


@pytest.fixture(scope="module")
def breaks(samples: Path):
    return load_run(str(samples / "breaks_and_recompiles"))


def test_scalar_recompile_names_the_failed_guard_and_verdict(breaks) -> None:
    why = next(w for w in recompile_whys(breaks) if str(w.compile.id) == "[3/1]")
    assert str(why.previous.id) == "[3/0]"
    (f,) = why.failed
    assert f.kind == "value" and f.name == "scale"
    assert f.guard is not None and f.guard.expr == "L['scale'] == 0.5"
    assert "L['scale'] :: EQUALS_MATCH: L['scale'] == 0.5" in why.diff.removed
    v = frame_verdicts(breaks)[(None, (None, 3))]
    assert v.startswith("L['scale'] is a Python float that changes every call")


def test_failed_later_from_the_old_compile(breaks) -> None:
    """The other way round: [3/0]'s guard that failed, and the recompile it caused."""
    ((later, f),) = failed_later(breaks, breaks.compile("[3/0]"))
    assert str(later.id) == "[3/1]" and f.guard.line == 15 and f.guard.expr == "L['scale'] == 0.5"
    assert [str(c.id) for c, _ in failed_later(breaks, breaks.compile("[0/0]"))] == ["[0/1]"]
    assert failed_later(breaks, breaks.compile("[3/1]")) == []  # the last one of its frame


def test_shape_recompile_verdict(breaks) -> None:
    why = next(w for w in recompile_whys(breaks) if str(w.compile.id) == "[0/1]")
    assert why.failed[0].kind == "shape" and why.failed[0].name == "x"
    assert why.failed[0].guard.kind == "TENSOR_MATCH"
    assert "changes shape" in frame_verdicts(breaks)[(None, (None, 0))]


def test_restarted_frame_uses_the_final_attempts_guards(breaks) -> None:
    # [1/1] restarted into [1/1_1]: one recompile, its last attempt, against [1/0]'s last
    why = next(w for w in recompile_whys(breaks) if str(w.compile.id) == "[1/1_1]")
    assert str(why.previous.id) == "[1/0_1]"
    assert why.compile.recompile_reasons  # the reasons its first attempt recorded


def test_guard_normalisation_is_order_independent(breaks) -> None:
    text = read_text(breaks.compile("[0/0]").artifact("dynamo_cpp_guards_str").ref)
    # reorder the root's child subtrees, as another compile may install them
    lines = text.split("\n")
    head = [ln for ln in lines[:3]]
    blocks: list[list[str]] = []
    tail: list[str] = []
    for ln in lines[3:]:
        if ln.startswith("| +- "):
            blocks.append([ln])
        elif ln.startswith("| | ") and blocks:
            blocks[-1].append(ln)
        else:
            tail.append(ln)
    assert len(blocks) > 3
    shuffled = "\n".join(head + [ln for b in reversed(blocks) for ln in b] + tail)
    assert shuffled != text
    assert normalize(text) == normalize(shuffled)
    d = diff_guards(text, shuffled)
    assert not d.removed and not d.added and d.common > 5


def test_graph_break_registry_offline(breaks) -> None:
    reg = load_registry()
    if not reg:
        pytest.skip("torch is not installed here")
    assert len(reg) > 300
    e = lookup("GB0170")
    assert e and e.gb_type == "Data-dependent branching" and e.hints
    g = next(g for g in breaks.graph_breaks if g.gb_id == "GB0170")
    assert lookup(g.gb_id).gb_type == g.gb_type


def test_provenance_kernel_to_nodes_to_source(breaks) -> None:
    p = provenance(breaks.compile("[0/0]"))
    fused = next(k for k in p.kernels if k.kernel.startswith("cpp_fused"))
    assert "relu" in fused.post_grad_nodes
    assert any(f.filename.endswith("scenarios.py") for f in fused.user_frames)
    line = next(f.line for f in fused.user_frames)
    back = p.kernels_for_line("sample_traces/scenarios.py", line)
    assert fused in back
    assert p.kernels_for_node("relu")


def test_provenance_gpu_triton_kernels(corpus: Path) -> None:
    run = load_run(str(corpus / "gpu-h100" / "breaks_and_recompiles"))
    p = provenance(run.compile("[0/0]"))
    assert any(k.kernel.startswith("triton_") and k.post_grad_nodes for k in p.kernels)


def test_compile_time(breaks, tmp_path: Path) -> None:
    ph = dict(metric_phases(breaks.compile("[0/0]")))
    assert ph["dynamo"] >= ph["inductor"] > 0
    roots = span_trees(read_events(breaks))
    by = spans_by_compile(roots)
    assert (None, "0/0") in by  # a trace without ranks
    top = by[(None, "0/0")][0]
    assert top.dur_us > 0 and top.children
    pj = perfetto_json(breaks)
    assert len(pj["traceEvents"]) == len(breaks.chromium_events) > 100
    json.dumps(pj)


def test_cache_events(breaks) -> None:
    c = breaks.compile("[0/0]")
    assert any(e.cache == "fx_graph" and e.result in ("miss", "hit") for e in c.cache)


@pytest.mark.slow
def test_ranks_diverge(two_ranks: Path) -> None:
    run = load_run(str(two_ranks))
    ds = {d.what: d for d in divergences(run)}
    assert "graph_breaks" in ds and "compile_ids" in ds  # the "divergences" JSON's `what`
    gb = ds["graph_breaks"]
    only1 = [v for rs, v in gb.groups if rs == (1,)]
    assert only1 and "Data-dependent branching" in only1[0]


@pytest.mark.slow
def test_span_trees_keep_ranks_apart(two_ranks: Path) -> None:
    """Both ranks compile [0/0]: their spans are two groups, not one tree of both."""
    run = load_run(str(two_ranks))
    pairs = ranked_events(run)
    assert {r for r, _ in pairs} == {0, 1}
    assert len(pairs) == len(run.chromium_events)
    by = spans_by_compile(span_trees(pairs))
    assert (0, "0/0") in by and (1, "0/0") in by
    assert all(sp.rank == rank for (rank, _), spans in by.items() for sp in spans)
    groups = span_groups(run, span_trees(pairs))
    labels = {str(group_label(g)).split("  ")[0] + " " + (g.compile_id or "") for g in groups}
    assert {"rank 0 0/0", "rank 1 0/0"} <= labels
    g0 = next(g for g in groups if g.rank == 1 and g.compile_id == "0/0")
    assert g0.compile is not None and g0.compile.rank == 1


def test_span_trees_of_a_real_multi_rank_corpus(corpus: Path) -> None:
    run = load_run(str(corpus / "tlparse-inputs" / "multi_rank_logs"))
    by = spans_by_compile(span_trees(ranked_events(run)))
    assert {r for r, _ in by} == {0, 1, 2, 3}


def test_bundle_round_trip(samples: Path, tmp_path: Path) -> None:
    import shutil

    rd = tmp_path / "compile_error"
    shutil.copytree(samples / "compile_error", rd)
    tar, md = write_bundle(str(rd))
    text = md.read_text()
    assert "## Versions" in text and "InductorError" in text and "## Command" in text
    assert "error: ‘compile’ was not declared" in text or "not declared" in text
    # nothing of the user's environment beyond what pt2tui set
    info = json.loads((rd / "run.json").read_text())
    info["user_env"] = {"SECRET_TOKEN": "hunter2"}
    (rd / "run.json").write_text(json.dumps(info))
    tar2, md2 = write_bundle(str(rd))
    assert tar2 != tar and md2 != md, "existing bundles are never overwritten"
    assert "hunter2" not in md2.read_text()
    out = tmp_path / "unpacked"
    with tarfile.open(tar2) as tf:
        tf.extractall(out, filter="data")
        assert not any("hunter2" in (tf.extractfile(m).read().decode(errors="ignore") if m.isfile() else "") for m in tf.getmembers())
    (root,) = list(out.iterdir())
    a = summary_dict(load_run(str(rd)))
    b = summary_dict(load_run(str(root)))
    assert [c["id"] for c in a["compiles"]] == [c["id"] for c in b["compiles"]]
    assert [c["status"] for c in a["compiles"]] == [c["status"] for c in b["compiles"]]
    assert [f["type"] for f in a["failures"]] == [f["type"] for f in b["failures"]]
