"""Compiles outside any Dynamo frame, on the real export / AOTInductor samples: `aoti 1` with
its graphs, C++ wrapper and debug dir; `export 1` failed with the UserError; an AOTI model's
input-check failure joined to its compile as evidence."""

from __future__ import annotations

from pathlib import Path

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.sources.load import load_run


def test_compile_id_of_compiles_outside_frames() -> None:
    cid = CompileId.parse("aoti 2")
    assert cid == CompileId.outside("aoti", 2) and str(cid) == "aoti 2"
    assert cid.frame_key == (None, "aoti") and not cid.is_frame_compile
    assert CompileId.parse("[0/0]").sort_key < CompileId.outside("export", 1).sort_key
    assert CompileId.outside("export", 9).sort_key < cid.sort_key


def test_aoti_compile(samples: Path) -> None:
    run = load_run(str(samples / "aoti_cpu"))
    [c] = run.compiles
    assert str(c.id) == "aoti 1" and c.status == "ok"
    assert (c.co_name, c.co_firstlineno) == ("_aoti_package", 362)  # the user's call
    names = {a.name: a for a in c.artifacts}
    assert names["inductor_aot_wrapper_code"].encoding == "cpp"
    assert names["inductor_aot_kernel_code"].encoding == "cpp"
    assert names["aot_inference_graph"].category == "aot_graph"
    # torch_compile_debug/run_*/torchinductor/model___0.0/ joined to it
    debug = {a.name: a for a in c.artifacts if a.kind == "debug_dir"}
    assert {"ir_pre_fusion", "ir_post_fusion", "output_code"} <= set(debug)
    assert debug["output_code"].encoding == "cpp"
    assert c.duration_s and c.duration_s > 1
    d = summary_dict(run)
    assert d["compiles"][0]["kind"] == "aoti" and d["counts"]["frames"] == 0


def test_export_failure(samples: Path) -> None:
    run = load_run(str(samples / "export_specialized_dim"))
    [c] = run.compiles
    assert str(c.id) == "export 1" and c.status == "failed"
    assert c.fail_type and c.fail_type.endswith("UserError")
    [f] = run.failures
    assert f.compile_id == c.id and "Constraints violated (batch)" in f.reason
    assert "torch/export/" in (f.traceback or "")
    assert summary_dict(run)["failures"][0]["compile_id"] == "export 1"


def test_aoti_runtime_failure_is_evidence_not_a_failed_compile(samples: Path) -> None:
    run = load_run(str(samples / "aoti_input_mismatch"))
    [c] = run.compiles
    assert c.status == "ok" and c.fail_type is None
    [f] = run.failures
    assert f.compile_id == c.id and "unmatched dim value at 0" in f.reason
