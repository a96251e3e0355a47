"""AOTInductor on the H100, under pt2tui (sample_traces/gpu-h100-aoti, recorded by
recording/record_gpu_aoti.sh): each recipe's result is read again here from the recorded
output with today's parsers, and checked against what pt2tui wrote there (run.json).

* toolchain: the lent image's CXX (a g++ under /opt) linked libstdc++ into the package's
  wrapper.so statically: every package segfaulted in aoti_load_package. Triage names the
  toolchain, and `system-cxx` (CXX=/usr/bin/g++) passes;
* oob: a table lookup exported with in-range indices, run with index 1000: a device-side assert
  at run time. `aoti-kernel-names` (printer 3, synchronous launches) names the gather kernel and
  finds it in the AOTI wrapper code; `aoti-kernel-values` on it shows the index 1000 going in;
* aoti_mismatch: a [4, 16] package on a [5, 16] input runs silently wrong on CUDA;
  `aoti-check-inputs` turns it into the input check's error;
* testcase: the GPU case of `pt2tui testcase` / `verify` (Triton compile error, then a fixed
  torch).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pt2tui.core.analysis.triage import classify
from pt2tui.core.reruns.aoti_lines import input_mismatch, kernel_launches, kernel_values
from pt2tui.runner.recipe_io import locate_kernel, output_lines
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parents[1] / "sample_traces" / "gpu-h100-aoti"
pytestmark = pytest.mark.skipif(not ROOT.is_dir(), reason="no sample_traces/gpu-h100-aoti")


def _dir(lane: str, suffix: str) -> Path:
    (d,) = [p for p in sorted((ROOT / lane).iterdir()) if p.is_dir() and p.name.endswith(suffix)]
    return d


def _info(d: Path) -> dict:
    return json.loads((d / "run.json").read_text())


def test_toolchain_crash_is_named_and_the_system_compiler_fixes_it() -> None:
    parent = _dir("toolchain", "-aoti_cuda_toolchain")
    info = _info(parent)
    assert info["signal"] == "SIGSEGV" and info["user_env"]["CXX"] == "/opt/gcc/bin/g++"
    t = classify(load_run(str(parent)))[0]
    assert (t.category, t.kind) == ("export_aoti", "load_crash")
    assert "_load_aoti" in t.evidence[1].text
    assert t.next[0] == "system-cxx"
    rerun = _dir("toolchain", "-aoti_cuda_toolchain-system-cxx")
    ri = _info(rerun)
    assert ri["exit_code"] == 0 and ri["parent"].endswith(parent.name)
    assert ri["result"]["settings"] == ["CXX=/usr/bin/g++", "TORCHINDUCTOR_FORCE_DISABLE_CACHES=1"]
    assert classify(load_run(str(rerun))) == ()
    out = "\n".join(output_lines(rerun))
    assert "package loaded" in out and "matches eager: True" in out


def test_oob_kernel_names_then_values_point_at_the_bad_index() -> None:
    parent = _dir("oob", "-aoti_cuda_oob")
    run = load_run(str(parent))
    t = classify(run)[0]
    assert t.category == "triton_kernel" and "index out of bounds" in t.evidence[0].text
    # an AOTInductor program: the AOTI guide's steps, nothing that needs torch.compile
    assert t.next[:3] == ("aoti-check-inputs", "aoti-kernel-names", "aoti-kernel-values")
    assert not {"minify-dynamo", "bisect", "eager"} & set(t.next)

    names = _dir("oob", "-aoti-kernel-names")
    k = kernel_launches(output_lines(names))
    suspect = "triton_poi_fused_index_mul_relu_0"
    # synchronous launches: the kernel that asserted never printed its after_launch
    assert k["suspect"] == suspect and k["unfinished"] == [suspect]
    assert _info(names)["result"]["aoti_kernels"]["suspect"] == suspect
    assert "CUDA_LAUNCH_BLOCKING=1" in _info(names)["result"]["settings"]
    where = locate_kernel(load_run(str(names)), suspect)
    assert where is not None and where["defined"] and where["compile_id"] == "aoti 1"
    assert where["code"].startswith(f"def {suspect}(")

    values = _dir("oob", "-aoti-kernel-values")
    vi = _info(values)
    assert f"AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT={suspect}" in vi["result"]["settings"]
    rows = kernel_values(output_lines(values))
    assert rows == vi["result"]["aoti_values"]
    idx = next(r for r in rows if r["when"] == "before_launch" and r["dtype"] == "long int")
    table = next(r for r in rows if r["when"] == "before_launch" and r["arg"] == "table")
    assert idx["max"] == 1000 and table["size"] == "[64, 32]"  # the index past the table's 64 rows


def test_aoti_minify_says_why_a_run_time_failure_writes_no_launcher() -> None:
    d = _dir("minify", "-aoti-minify")
    res = _info(d)["result"]
    assert res["launcher"] is None and res["summary"].startswith("no AOTI minifier launcher")


def test_mismatch_runs_silently_wrong_and_check_inputs_names_the_dim() -> None:
    parent = _dir("aoti_mismatch", "-aoti_cuda_mismatch")
    assert "matches eager: False" in "\n".join(output_lines(parent))
    assert classify(load_run(str(parent)))[0].next[0] == "aoti-check-inputs"
    check = _dir("aoti_mismatch", "-aoti-check-inputs")
    want = "input_handles[0]: unmatched dim value at 0, expected: 4, but got: 5"
    assert input_mismatch(output_lines(check)) == want
    assert _info(check)["result"]["input_mismatch"] == want


def test_aoti_compile_time_kernel_failure_goes_to_the_minifier() -> None:
    """The injected Triton relu assert fires while AOTInductor builds the package (it runs the
    kernels to tune them): no wrapper ever ran, so the kernel printer has nothing to say."""
    d = _dir("aoti_bug", "-aoti_cuda_bug")
    t = classify(load_run(str(d)))[0]
    assert t.category == "triton_kernel" and t.next == ("aoti-minify", "cuda-sync")
    names = _dir("aoti_bug", "-aoti-kernel-names")
    assert kernel_launches(output_lines(names))["count"] == 0


def test_gpu_unit_test_fails_before_and_passes_with_the_fixed_torch() -> None:
    tc = _dir("testcase", "-testcase")
    ti = _info(tc)
    assert ti["exit_code"] == 1 and ti["result"]["captures_bug"] is True
    test_py = next(tc.glob("test_*.py")).read_text()
    assert "TestCase" in test_py and "run_tests()" in test_py and "cuda" in test_py
    v = _info(_dir("testcase", "-verify"))["result"]
    assert v["failure_gone"] is True and v["before"]["problem"] == "backend_compiler_failed"
    assert v["test"]["before"] == "failed" and v["test"]["after"] == "passed"
    assert v["verdict"].startswith("FIXED")
