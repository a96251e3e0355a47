"""kernel-repro and triton-trace on CPU (sample_traces/cpu-kernels, recorded by
recording/record_kernel_samples.py): the C++ output code's kernel is the kernel. The repro the
rerun wrote is run again here for real (torch on CPU, the C++ kernel built): it passes on the
good kernel and fails on the relu kernel of cpp.inject_relu_bug_TESTING_ONLY='accuracy'."""

from __future__ import annotations

import json
import lzma
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.parse.output_code_kernels import code_kernels, kernel_calls, read_after
from pt2tui.core.reruns.recipe import RecipeError
from pt2tui.core.reruns.recipes import build_plan, get_recipe
from pt2tui.runner.kernel_repro import SCRIPT, pick_kernel, write_kernel_repro
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parents[1]
SET = ROOT / "sample_traces" / "cpu-kernels"


def _out(d: Path) -> str:
    p = d / "output.log.xz"
    return lzma.open(p, "rt", encoding="utf-8").read() if p.exists() else (d / "output.log").read_text()


@pytest.fixture(scope="module")
def parent_run():
    return load_run(str(SET / "kernel_cpu"))


def test_output_code_kernels_params_and_results(parent_run) -> None:
    c = pick_kernel(parent_run).compile
    text = next(__import__("pt2tui.core.parse.payloads", fromlist=["read_text"]).read_text(a.ref)
                for a in c.artifacts if a.category == "output_code" and a.kind != "debug_dir")  # fmt: skip
    ks = {k.name: k for k in code_kernels(text)}
    ln = ks["cpp_fused_native_layer_norm_0"]
    assert ln.kind == "cpp"
    assert ln.params == ("in_out_ptr0", "in_ptr0", "in_ptr1", "in_ptr2", "out_ptr1", "out_ptr2")
    (call,) = kernel_calls(text, {ln.name})
    outs = tuple(a for p, a in zip(ln.params, call.args, strict=True) if p.startswith(("out_ptr", "in_out_ptr")))
    # the mean / rstd buffers are scratch (reused by the next kernel); the normalized output is read
    read = read_after(text, call, outs)
    assert len(read) == 1 and read[0] == call.args[ln.params.index("out_ptr2")]


def test_pick_kernel_default_named_and_missing(parent_run) -> None:
    assert pick_kernel(parent_run).kernel.name == "cpp_fused_native_layer_norm_0"
    assert pick_kernel(parent_run, "[0/0] cpp_fused__softmax_add_mul_sin_1").kernel.name.endswith("_1")
    with pytest.raises(RecipeError, match="user's own @triton.jit kernel has no"):
        pick_kernel(parent_run, "my_triton_kernel")
    with pytest.raises(RecipeError, match="no compile \\[3/0\\]"):
        pick_kernel(parent_run, "[3/0]")


def test_recipes_plan() -> None:
    info = {"argv": [sys.executable, "prog.py"], "cwd": "/w"}
    p = build_plan("kernel-repro", "/runs/p", info, python=sys.executable)
    assert p.argv[-1] == "{run_dir}/kernel_repro/kernel_repro.py" and p.cwd == "{run_dir}"
    t = build_plan("triton-trace", "/runs/p", info, python=sys.executable)
    spec = json.loads(t.env["PT2TUI_COMPILE_OVERRIDES"])
    assert spec["triton_trace"] == {"dir": "{run_dir}/triton_trace", "launches": 16, "blobs": False}
    assert t.env["TRITON_CACHE_DIR"] == "{run_dir}/triton_cache"
    assert t.env["TORCHINDUCTOR_COMPILE_THREADS"] == "1"
    assert get_recipe("triton-trace").kind == "program"


def test_recorded_reruns_say_pass_fail_and_no_triton() -> None:
    ok = _out(SET / "kernel_cpu-kernel-repro")
    assert "kernel-repro: PASS cpp_fused_native_layer_norm_0 matches eager" in ok
    assert "outputs not read after the launch (scratch, not compared)" in ok
    bad = _out(SET / "accuracy_error-kernel-repro")
    assert "kernel-repro: FAIL cpp_fused_relu_0 differs from eager" in bad
    rj = json.loads((SET / "accuracy_error-kernel-repro" / "run.json").read_text())
    assert rj["exit_code"] == 1 and rj["kernel_repro"]["kernel"] == "cpp_fused_relu_0"
    tt = _out(SET / "kernel_cpu-triton-trace")
    assert "triton_trace_no_triton" in tt and "Triton is not installed" in tt


@pytest.mark.slow
@pytest.mark.parametrize("name, code, line", [
    # the relu kernel only (tiny: ~20 s with its C++ build on two cores); the passing layer-norm
    # repro (~35 s) is the recorded one (test_recorded_reruns_say_pass_fail_and_no_triton)
    ("accuracy_error-kernel-repro", 1, "kernel-repro: FAIL"),
])  # fmt: skip
def test_repro_runs_for_real_on_cpu(tmp_path: Path, name: str, code: int, line: str) -> None:
    pytest.importorskip("torch")
    if shutil.which("g++") is None and shutil.which("c++") is None:
        pytest.skip("no C++ compiler for Inductor's CPU kernels")
    d = tmp_path / "kernel_repro"
    shutil.copytree(SET / name / "kernel_repro", d)
    shutil.copyfile(SCRIPT, d / "kernel_repro.py")  # today's script on the recorded kernel
    env = {"PATH": "/usr/bin:/bin", "TORCHINDUCTOR_CACHE_DIR": str(tmp_path / "cache"), "HOME": str(tmp_path)}
    r = subprocess.run([sys.executable, str(d / "kernel_repro.py"), "--time", "2"], capture_output=True,
                       text=True, env=env, timeout=300)  # fmt: skip
    assert r.returncode == code, r.stdout[-2000:] + r.stderr[-2000:]
    assert line in r.stdout.splitlines()[-1]


def test_write_never_overwrites(tmp_path: Path, parent_run) -> None:
    ch = pick_kernel(parent_run)
    d = write_kernel_repro(ch, tmp_path)
    (d / "kernel_repro.json").write_text("{}")
    write_kernel_repro(ch, tmp_path)
    assert (d / "kernel_repro.json").read_text() == "{}"
    assert {p.name for p in d.iterdir()} == {"output_code.py", "graph.txt", "kernel_repro.json", "kernel_repro.py"}


def test_testcase_takes_the_failing_kernel_repro(tmp_path: Path) -> None:
    """`pt2tui testcase` on an accuracy failure: the lineage's failing kernel-repro is the repro
    (its kernel_repro.py run as the program: exit 1 now, 0 once the kernel is fixed)."""
    from pt2tui.runner.testcase import best_repro

    runs = tmp_path / "runs"
    shutil.copytree(ROOT / "sample_traces" / "cpu" / "accuracy_error", runs / "accuracy_error")
    shutil.copytree(SET / "accuracy_error-kernel-repro", runs / "accuracy_error-kernel-repro")
    rj = runs / "accuracy_error-kernel-repro" / "run.json"
    info = json.loads(rj.read_text())
    info["parent"] = str(runs / "accuracy_error")
    rj.write_text(json.dumps(info))
    run = load_run(str(runs / "accuracy_error"))
    src = best_repro(str(runs / "accuracy_error"), run, "accuracy", None)
    assert src.path.endswith("accuracy_error-kernel-repro/kernel_repro/kernel_repro.py")
    assert "cpp_fused_relu_0 alone differs from eager" in src.note and src.cwd.endswith("kernel_repro")


def test_a_traced_launch_made_again_with_its_saved_tensor(tmp_path: Path) -> None:
    """launch_args (the repro's traced launch shapes): a tensor tritonparse saved (torch.save,
    gzip'd) is used as it was; one too big to save (no shape) is said and not made."""
    torch = pytest.importorskip("torch")
    import gzip
    import importlib.util
    import io

    spec = importlib.util.spec_from_file_location("_kr_t", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.torch = torch
    saved = torch.arange(6, dtype=torch.float32).reshape(2, 3)
    buf = io.BytesIO()
    torch.save(saved, buf)
    blob = tmp_path / "t.bin.gz"
    blob.write_bytes(gzip.compress(buf.getvalue()))
    args, why = mod.launch_args({"in_ptr0": {"type": "tensor", "shape": [2, 3], "stride": [3, 1],
                                             "dtype": "torch.float32", "blob": str(blob)},
                                 "xnumel": {"type": "int", "value": "6"}}, ["in_ptr0", "xnumel"], 2, "cpu")  # fmt: skip
    assert why is None and torch.equal(args[0], saved) and args[1] == 6
    args, why = mod.launch_args({"in_ptr0": {"type": "tensor", "shape": None, "note": "exceeds limit"}},
                                ["in_ptr0"], 1, "cpu")  # fmt: skip
    assert args is None and "exceeds limit" in why
