"""The GPU samples (sample_traces/gpu-h100: recorded on an H100 by `pt2tui run` / `pt2tui rerun`
with torch 2.11.0+cu130, Triton 3.6.0, Python 3.12): parsed, panes, triage, assert -> kernel."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import REPO

from pt2tui.core.analysis.provenance import provenance
from pt2tui.core.analysis.triage import classify
from pt2tui.core.parse.payloads import read_text
from pt2tui.sources.load import load_run

GPU = REPO / "sample_traces" / "gpu-h100"


def _run(name: str):
    (d,) = [p for p in GPU.iterdir() if p.is_dir() and p.name.split("-", 2)[-1] == name]
    return load_run(str(d))


def test_breaks_and_recompiles_with_triton_code() -> None:
    run = _run("breaks_and_recompiles")
    assert run.torch_version == "2.11.0+cu130"
    assert not run.problems
    assert len(run.compiles) == 10 and len(run.graph_breaks) == 2
    c = run.compile("[0/0]")
    code = [a for a in c.artifacts if a.name.startswith("inductor_output_code_")]
    text = read_text(code[0].ref)
    assert "@triton.jit" in text and "async_compile.triton(" in text
    assert {"ir_pre_fusion", "ir_post_fusion", "output_code"} <= {a.name for a in c.artifacts}
    assert any(k.kernel.startswith("triton_") and k.user_frames for k in provenance(c).kernels)
    cats = [t.category for t in classify(run)]
    assert sorted(cats[:2]) == ["graph_break", "recompilation"]  # costs, costlier first


def test_device_side_assert_lands_on_its_kernel_line() -> None:
    for name in ("oob_gather", "oob_gather-cuda-sync"):
        run = _run(name)
        t = classify(run)[0]
        assert t.category == "triton_kernel"
        assert "index out of bounds: 0 <= tmp4 < 100" in " ".join(e.text for e in t.evidence)
        k = t.kernel
        assert k is not None and k.kernel.startswith("triton_") and k.kind == "kernel_file"
        assert k.code.startswith("tl.device_assert(") and "tmp4 < 100" in k.code
    assert _run("oob_gather-cuda-sync").info["signal"] == "SIGABRT"


def test_nan_assert_rerun_maps_to_kernel() -> None:
    parent = _run("nan_producer")
    assert classify(parent)[0].category == "nan"
    run = _run("nan_producer-nan-asserts")
    t = classify(run)[0]
    assert t.category == "nan" and t.kernel is not None
    assert t.kernel.code == "assert not buf0.isnan().any().item()"
    assert t.kernel.kernel.startswith("triton_poi_fused_exp_log")
    assert run.info["recipe"] == "nan-asserts" and run.info["parent"].endswith("nan_producer")


def test_triton_compile_error_and_its_minifier_chain() -> None:
    run = _run("triton_compile_error")
    assert run.compiles[0].status == "failed"
    assert classify(run)[0].category == "backend_compiler_failed"
    aot = _run("triton_compile_error-minify-aot")
    assert aot.info["recipe"] == "minify-aot"
    assert aot.info["result"]["launcher"].endswith("minifier_launcher.py")
    mini = _run("triton_compile_error-minify-launcher-no-isolate")
    repro = Path(mini.sources[0].path).parent / "repro.py" if mini.sources else None
    d = [p for p in GPU.iterdir() if p.name.endswith("minify-launcher-no-isolate")][0]
    text = (d / "repro.py").read_text()
    assert "torch.ops.aten.relu.default" in text
    assert repro is None or repro.exists()


@pytest.mark.parametrize("d", sorted(p for p in GPU.iterdir() if p.is_dir() and p.name[0].isdigit()), ids=lambda p: p.name.split("-", 2)[-1])
def test_every_gpu_run_loads_clean(d: Path) -> None:
    run = load_run(str(d))
    assert not [p for p in run.problems if "md5" in p.what or "truncated" in p.what]
    assert run.info.get("pt2tui_run") == 1


def test_no_cudagraphs_rerun_on_the_h100_fixes_the_overwritten_output() -> None:
    """GPT-2 generate() under mode="reduce-overhead" read a CUDA-graph output a later replay had
    overwritten (a real H100 run of `pt2tui run`); `pt2tui rerun ... no-cudagraphs` (the startup
    hook turned the mode into "default") passed: CUDA graphs were the cause."""
    from pt2tui.core.analysis.compare import compare
    from pt2tui.core.analysis.triage import classify

    base = Path(__file__).resolve().parents[1] / "sample_traces" / "gpu-h100-reruns"
    parent_dir = next(base.glob("*-gpt2_cudagraphs"))
    child_dir = next(base.glob("*-no-cudagraphs"))
    parent, child = load_run(str(parent_dir)), load_run(str(child_dir))
    t = classify(parent)[0]
    assert t.category == "cudagraphs" and t.next[0] == "no-cudagraphs"
    assert child.info["recipe"] == "no-cudagraphs" and child.info["exit_code"] == 0
    assert any("reduce-overhead -> default" in s for s in child.info.get("settings", []))
    c = compare(parent, child)
    assert c["verdict"] == "the rerun passed where the parent failed"
