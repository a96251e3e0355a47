"""The kernel level on the CPU samples (sample_traces/cpu-kernels) and bad input: the Kernels
view's rows for a CPU run (its C++ kernels, joined to FX nodes and user lines), the summary's
``kernels`` (tritonparse missing said), a trace of another tritonparse version, lines cut short,
a tensor too big to save."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from pt2tui.core.analysis.kernel_level import kernel_level, kernel_summary
from pt2tui.core.model.kernels import build_kernels
from pt2tui.core.parse.triton_trace import compile_id_of, parse_trace
from pt2tui.render.views.kernels import kernels_doc
from pt2tui.sources.kernels import load_kernels, load_level
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parents[1]
SET = ROOT / "sample_traces" / "cpu-kernels"


def test_cpu_run_lists_its_cpp_kernels_with_provenance() -> None:
    p = str(SET / "kernel_cpu")
    run = load_run(p)
    assert load_level(p, run) is None  # no trace, no cache: the summary says nothing
    lv = load_level(p, run, code=True)  # the TUI's view: the output code's kernels
    names = [r.name for r in lv.rows]
    assert names == ["cpp_fused_native_layer_norm_0", "cpp_fused__softmax_add_mul_sin_1"]
    r = lv.rows[0]
    assert r.compile_id == "[0/0]" and r.inductor and r.compile_key is not None
    assert {"var_mean", "rsqrt", "add_1"} <= set(r.nodes)
    assert any(u.endswith("kernel_cpu.py:15") for u in r.user_lines)
    text = "\n".join(kernels_doc(lv).plain)
    assert "C++ kernel of the output code" in text and "cpp_fused__softmax_add_mul_sin_1  [0/0]" in text


def test_summary_json_says_no_triton_on_cpu() -> None:
    out = subprocess.run([sys.executable, "-m", "pt2tui", "summary", "--json", str(SET / "kernel_cpu-triton-trace")],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    k = json.loads(out.stdout)["kernels"]
    assert k["kernels"] == [] and "Triton is not installed" in (k["no_triton"] or "")
    text = subprocess.run([sys.executable, "-m", "pt2tui", "summary", str(SET / "kernel_cpu-triton-trace")],
                          capture_output=True, text=True, timeout=120).stdout  # fmt: skip
    assert "Triton is not installed where the program runs" in text


def test_tritonparse_missing_is_said_with_the_install_command(tmp_path: Path) -> None:
    d = tmp_path / "triton_trace"
    d.mkdir()
    (d / "pt2tui_triton_trace.1.json").write_text(json.dumps({"tritonparse": None, "missing": "No module named 'tritonparse'"}))
    lv = kernel_level(None, load_kernels(str(tmp_path)))
    assert "pip install tritonparse" in "\n".join(kernels_doc(lv).plain)
    assert kernel_summary(lv)["tritonparse_missing"]


def _lines(*events: dict | bytes) -> list[tuple[int, bytes]]:
    out, off = [], 0
    for e in events:
        b = e if isinstance(e, bytes) else (json.dumps(e) + "\n").encode()
        out.append((off, b))
        off += len(b)
    return out


def test_bad_trace_lines_other_versions_and_big_tensors() -> None:
    # small fixtures for malformed input only (the real traces are the GPU samples)
    old = {"event_type": "compilation", "payload": {"metadata": {"name": "k", "hash": "h1"},
                                                   "file_content": {"k.ttir": "module {}\n"}}}  # fmt: skip
    launch = {"event_type": "launch", "name": "k", "grid": [4, 1, 1], "compilation_metadata": {"hash": "h1"},
              "extracted_args": {"x": {"type": "tensor", "error": "Tensor size 20000000000 bytes exceeds limit"},
                                 "n": {"type": "int", "value": 7}}}  # fmt: skip
    t = parse_trace(_lines(old, b'{"event_type": "launch", "name": "k", "gri\n', launch, {"event_type": "roofline"}), "t.ndjson")
    assert len(t.compiles) == 1 and len(t.launches) == 1 and t.other == {"roofline": 1}
    assert any("not JSON" in p and "t.ndjson:2" in p for p in t.problems)
    c = t.compiles[0]
    assert c.num_warps is None and any("no num_warps" in p for p in c.problems)
    assert c.compile_id is None  # no pt_info: a user's own kernel
    x, n = t.launches[0].args
    assert x.shape is None and "exceeds limit" in (x.note or "") and n.value == "7"
    ks = build_kernels([t], [])
    (k,) = ks.kernels
    assert k.launches == t.launches
    lv = kernel_level(None, ks)
    assert lv.rows[0].compile_id is None and not lv.rows[0].inductor
    s = kernel_summary(lv)
    assert s["kernels"][0]["first_launch"] == ["x ?[?]", "n=7"]
    assert "user kernel" in "\n".join(kernels_doc(lv).plain)


def test_compile_ids_from_pt_info() -> None:
    assert compile_id_of({"frame_id": 0, "frame_compile_id": 1, "attempt": 0}) == "[0/1]"
    assert compile_id_of({"frame_id": 2, "frame_compile_id": 0, "attempt": 1}) == "[2/0_1]"
    assert compile_id_of({"frame_id": 1, "frame_compile_id": 0, "compiled_autograd_id": 3}) == "[!3/1/0]"
    assert compile_id_of({"frame_id": 1}) is None and compile_id_of(None) is None


def test_a_cache_dir_cut_short(tmp_path: Path) -> None:
    d = tmp_path / "triton_cache" / "HASH"
    d.mkdir(parents=True)
    (d / "k.json").write_text('{"name": "k", "hash": "HASH", "num_warps": 4, "num_st')  # cut short
    (d / "__grp__k.json").write_text(json.dumps({"child_paths": {"k.ttir": "x/k.ttir", "k.cubin": "x/k.cubin",
                                                                "k.ptx": "x/k.ptx"}}))  # fmt: skip
    (d / "k.ttir").write_text("")
    (d / "k.cubin").write_bytes(b"\x7fELF\x02\x01\x01" + b"\0" * 40)  # an ELF header, cut short
    ks = load_kernels(str(tmp_path))
    (k,) = ks.kernels
    probs = " | ".join(k.problems)
    assert "k.json: not JSON" in probs and "k.ptx: listed by the cache group, missing" in probs
    assert "k.ttir: empty" in probs and "k.cubin:" in probs
    assert k.registers is None and k.compile.num_warps is None


def test_inductor_triton_kernel_that_does_not_compile_is_a_finding() -> None:
    """gpu-h100's triton_compile_error (inject_relu_bug_TESTING_ONLY='compile_error'): the kernel
    file Inductor wrote does not import; the finding says the stage and the line."""
    p = ROOT / "sample_traces" / "gpu-h100" / "20261122-053709-triton_compile_error"
    run = load_run(str(p))
    lv = load_level(str(p), run)
    (f,) = lv.findings
    assert f.kind == "compile_error" and "line 28 of c5o7ehc3" in f.line and "does not import" in f.line
    assert "Triton compile error" in "\n".join(kernels_doc(lv).plain)


def test_max_autotune_table_is_a_finding() -> None:
    """kernel_autotune_cpu: max-autotune's AUTOTUNE table (the C++ GEMM template against mkl) in
    the run's output: what it chose of what it tried."""
    p = SET / "kernel_autotune_cpu"
    lv = load_level(str(p), load_run(str(p)))
    (f,) = [f for f in lv.findings if f.kind == "autotune"]
    assert f.line.startswith("max-autotune packed_linear(32x64") and "best of 2 tried" in f.line
    assert "cpp_CppMicroGemmFP32Vec_0" in f.line and any("_mkl_linear" in d for d in f.detail)


def test_autotune_tables_parse() -> None:
    from pt2tui.core.parse.autotune_log import autotune_tables

    lines = ["x", "AUTOTUNE mm(512x256, 256x256)", "strides: [256, 1], [1, 256]", "dtypes: torch.float16",
             "  triton_mm_4 0.0082 ms 100.0% BLOCK_K=32, num_warps=4", "  mm 0.0090 ms 91.0% ",
             "SingleProcess AUTOTUNE benchmarking takes 0.5123 seconds and 0.0000 seconds precompiling for 20 choices",
             "AUTOTUNE bmm(1x2, 2x3)", "  bmm 0.01 ms 100.0%", "next"]  # fmt: skip
    a, b = autotune_tables(lines)
    assert a.op == "mm" and a.chosen.name == "triton_mm_4" and a.chosen.config.startswith("BLOCK_K=32")
    assert a.tried == 20 and a.seconds == 0.5123 and a.choices[1].share == 91.0
    assert b.op == "bmm" and b.tried is None and len(b.choices) == 1
