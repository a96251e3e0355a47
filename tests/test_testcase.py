"""`pt2tui testcase` / lineage without running torch: the repro chosen, the test written, where it
should go, on committed runs (sample_traces/gpu-h100 has a minify chain ending in repro.py;
sample_traces/cpu has compile_error, accuracy_error, recompile_limit). Runs are copied to tmp:
nothing is written beside the committed ones."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.reruns.testcase import (
    find_tolerance,
    method_name_for,
    parse_graph_repro,
    suggest_test_file,
)
from pt2tui.core.reruns.unittest_lines import unittest_outcome
from pt2tui.runner.lineage import lineage, outcome_of

REPO = Path(__file__).resolve().parents[1]
CPU = REPO / "sample_traces" / "cpu"
GPU = REPO / "sample_traces" / "gpu-h100"
GPU_REPRO = GPU / "20261122-053843-triton_compile_error-minify-launcher-no-isolate" / "repro.py"


def _pt2tui(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pt2tui", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=120)  # fmt: skip


def _copy_sample(name: str, tmp: Path) -> Path:
    """A committed CPU sample as a run of tmp/runs, its program a copy of scenarios.py."""
    work = tmp / "work" / "sample_traces"
    work.mkdir(parents=True, exist_ok=True)
    shutil.copy(REPO / "sample_traces" / "scenarios.py", work / "scenarios.py")
    dst = tmp / "runs" / name
    shutil.copytree(CPU / name, dst)
    info = json.loads((dst / "run.json").read_text())
    info["cwd"] = str(tmp / "work")
    info["argv"][0] = sys.executable
    (dst / "run.json").write_text(json.dumps(info))
    return dst


def test_graph_repro_is_taken_apart_without_the_recording_runs_settings() -> None:
    g = parse_graph_repro(GPU_REPRO.read_text())
    assert g.has_repro_class and g.needs_cuda and g.backend == "inductor"
    assert "torch._inductor.config.triton.inject_relu_bug_TESTING_ONLY = 'compile_error'" in g.config_lines
    for gone in ("TORCH_TRACE", "TORCH_COMPILE_DEBUG_DIR", "TORCHDYNAMO_REPRO_AFTER",
                 "mod = Repro()", "__compile_source__", "config.trace.enabled", "run_repro("):  # fmt: skip
        assert gone not in g.body, gone
    assert "class Repro(torch.nn.Module)" in g.body and "def load_args(reader)" in g.body
    compile(g.body, "repro", "exec")  # still Python


def test_suggested_files_by_area_never_test_misc() -> None:
    cases = {
        ("graph_break", ""): "test/dynamo/test_repros.py",
        ("recompilation", ""): "test/dynamo/test_recompiles.py",
        ("backend_compiler_failed", "InductorError: CppCompileError: C++ compile error"): "test/inductor/test_cpu_repro.py",
        ("backend_compiler_failed", "triton compile error"): "test/inductor/test_torchinductor.py",
        ("accuracy", ""): "test/inductor/test_torchinductor.py",
        ("internal_dynamo_error", "torch.export.export(...)"): "test/export/test_export.py",
        ("other", ""): "test/inductor/test_torchinductor.py",
    }
    for (cat, ev), want in cases.items():
        path, why = suggest_test_file(cat, ev, cuda=False)
        assert path == want and why, (cat, path)
    assert suggest_test_file("triton_kernel", "triton", cuda=True)[0] == "test/inductor/test_cuda_repro.py"
    for cat in ("graph_break", "recompilation", "other", "internal_dynamo_error", "dynamic_shapes"):
        assert "test_misc" not in suggest_test_file(cat, "", cuda=False)[0]


def test_method_names_follow_the_failure() -> None:
    ev = ["torch._inductor.exc.InductorError: CppCompileError: C++ compile error"]
    assert method_name_for("backend_compiler_failed", ev) == "test_cpp_compile_error"
    assert method_name_for("recompilation", ["Unsupported: Dynamo recompile limit exceeded"],
                            "step") == "test_recompile_limit_step"  # fmt: skip
    assert method_name_for("accuracy", ["accuracy ok: False"]) == "test_accuracy"


def test_tolerance_from_the_failing_check_or_the_minifiers_setting() -> None:
    src = "x = 1\nok = torch.allclose(a, b, rtol=1e-4, atol=1e-4)\n"
    rtol, atol, where = find_tolerance([("prog.py", src)])
    assert (rtol, atol) == (1e-4, 1e-4) and where.startswith("prog.py:2")
    rep = "torch._dynamo.config.repro_tolerance = 0.01\n"
    assert find_tolerance([("repro.py", rep), ("prog.py", src)])[:2] == (0.01, 0.01)
    assert find_tolerance([("prog.py", "print(1)\n")]) == (None, None, "")


def test_unittest_outcomes() -> None:
    fail = ["ERROR: test_cpp_compile_error (__main__.T.test_cpp_compile_error)",
            "torch._inductor.exc.InductorError: CppCompileError: C++ compile error",
            "Ran 1 test in 3.2s", "", "FAILED (errors=1)"]  # fmt: skip
    r = unittest_outcome(fail, 1)
    assert r["outcome"] == "failed" and "CppCompileError" in r["first_error"]
    assert unittest_outcome(["Ran 1 test in 1s", "OK"], 0)["outcome"] == "passed"
    sk = ["test_x (__main__.T.test_x) ... skipped 'needs a GPU'", "Ran 1 test in 0s", "OK (skipped=1)"]
    r = unittest_outcome(sk, 0)
    assert r["outcome"] == "skipped" and r["skip_reason"] == "needs a GPU"
    miss = ["Traceback (most recent call last):", "ModuleNotFoundError: No module named 'expecttest'"]
    r = unittest_outcome(miss, 1)
    assert r["outcome"] == "error" and "expecttest" in r["missing"]
    assert unittest_outcome([], None, "SIGSEGV")["outcome"] == "crashed"


def test_lineage_of_the_committed_gpu_minify_chain() -> None:
    # parents in run.json are /home/dev/... paths: found again by name beside the child
    tree = lineage(str(GPU / "20261122-053908-triton_compile_error-run-repro"))
    assert tree.name == "20261122-053709-triton_compile_error" and tree.kind == "original"
    chain = [tree]
    while chain[-1].children:
        chain.append(chain[-1].children[0])
    assert [n.info.get("recipe") for n in chain[1:]] == [
        "minify-aot", "minify-launcher-no-isolate", "run-repro"]  # fmt: skip
    assert "exit 1" in outcome_of(tree.info)
    # another program's runs are not in this lineage
    assert all("nan_producer" not in n.name for n in tree.walk())


def test_testcase_from_the_gpu_repro_on_a_cpu_host_is_skipped_with_a_note(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    runs.mkdir()
    for d in GPU.glob("20261122-05*-triton_compile_error*"):
        shutil.copytree(d, runs / d.name)
    orig = runs / "20261122-053709-triton_compile_error"
    r = _pt2tui("testcase", str(orig), "--no-run", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "repro: minified repro.py" in out and "minify-launcher-no-isolate/repro.py" in out
    assert "note: the repro needs CUDA" in out
    assert "put it in test/inductor/test_cuda_repro.py" in out
    tdir = Path(out.splitlines()[0].removeprefix("pt2tui: testcase dir "))
    assert tdir.parent == runs and tdir.name.endswith("-testcase")
    info = json.loads((tdir / "run.json").read_text())
    assert info["parent"] == str(orig) and info["recipe"] == "testcase"
    assert info["testcase"]["repro"]["kind"] == "repro" and info["testcase"]["repro"]["minimal"]
    text = Path(info["testcase"]["file"]).read_text()
    assert "from torch.testing._internal.common_utils import TEST_CUDA, TestCase, run_tests" in text
    assert '@unittest.skipIf(not TEST_CUDA, "the repro runs on CUDA' in text
    assert "def test_compile_error" not in text and text.count("    def test_") == 1
    assert "os.environ['TORCH_TRACE']" not in text and "test_misc" not in text
    compile(text, "t", "exec")
    # the lineage now has the test under the original
    tree = lineage(str(orig))
    assert any(n.kind == "testcase" for n in tree.children)
    # --out onto an existing file: not overwritten, exit 2
    keep = tmp_path / "mine.py"
    keep.write_text("mine")
    r = _pt2tui("testcase", str(orig), "--no-run", "--out", str(keep), cwd=tmp_path)
    assert r.returncode == 2 and "not overwritten" in r.stderr and keep.read_text() == "mine"


def test_testcase_for_a_recompile_storm_wraps_the_program(tmp_path: Path) -> None:
    run = _copy_sample("recompile_limit", tmp_path)
    r = _pt2tui("testcase", str(run), "--no-run", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "NOT minimal" in r.stdout and "test/dynamo/test_recompiles.py" in r.stdout
    f = Path(r.stdout.splitlines()[-1].removeprefix("pt2tui: test file "))
    text = f.read_text()
    assert f.name == "test_recompile_limit_step.py"
    assert "CompileCounterWithBackend" in text and "MAX_COMPILES = 2" in text
    assert "runpy.run_path(PROGRAM" in text and "'recompile_limit'" in text
    assert str(tmp_path / "work" / "sample_traces" / "scenarios.py") in text
    compile(text, "t", "exec")


def test_testcase_for_accuracy_uses_the_programs_tolerance(tmp_path: Path) -> None:
    run = _copy_sample("accuracy_error", tmp_path)
    r = _pt2tui("testcase", str(run), "--no-run", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "tolerance: rtol=0.0001 atol=0.0001 from" in r.stdout and "scenarios.py:140" in r.stdout
    assert "fx_graph_runnable.py of the failing graph" in r.stdout
    text = Path(r.stdout.splitlines()[-1].removeprefix("pt2tui: test file ")).read_text()
    assert "torch.testing.assert_close(actual, expected, rtol=0.0001, atol=0.0001)" in text
    assert "inject_relu_bug_TESTING_ONLY = 'accuracy'" in text


def test_nothing_failed_means_no_test(tmp_path: Path) -> None:
    run = _copy_sample("cache_bypass", tmp_path)
    r = _pt2tui("testcase", str(run), "--no-run", cwd=tmp_path)
    assert r.returncode == 2 and "nothing failed" in r.stderr
    assert not [p for p in (tmp_path / "runs").iterdir() if p.name.endswith("-testcase")]


@pytest.mark.parametrize("cmd", ["testcase", "verify"])
def test_no_run_json_exits_2(tmp_path: Path, cmd: str) -> None:
    r = _pt2tui(cmd, str(tmp_path), cwd=tmp_path)
    assert r.returncode == 2 and "no run.json" in r.stderr
