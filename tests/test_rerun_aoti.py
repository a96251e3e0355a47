"""The AOTInductor rerun recipes on real CPU runs (no torch here): sample_traces/cpu/aoti_reruns,
recorded by recording/record_aoti_reruns.py with `pt2tui run` / `pt2tui rerun` on
sample_traces/programs/aoti_relu_bug.py (the relu kernel throws; a [5, 16] input to a [4, 16]
package). What each recipe found is read again from what the run wrote and compared with the
result recorded in its run.json."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.reruns.aoti_lines import input_mismatch, kernel_launches, kernel_values
from pt2tui.core.reruns.recipe import RecipeError
from pt2tui.core.reruns.recipes import build_plan, get_recipe, recipe_names
from pt2tui.core.reruns.recipes_aoti import AOTI_NEXT_STEPS, KERNEL_FILTER_ENV
from pt2tui.render.rerun_result import result_lines
from pt2tui.runner.recipe_io import locate_kernel, output_lines, plan_extras
from pt2tui.runner.rerun_files import find_launcher
from pt2tui.sources.load import load_run

ROOT = Path(__file__).resolve().parent.parent
RUNS = ROOT / "sample_traces" / "cpu" / "aoti_reruns"


def run_dir(suffix: str) -> Path:
    (d,) = [p for p in RUNS.iterdir() if p.name.endswith(suffix)]
    return d


def info(d: Path) -> dict:
    return json.loads((d / "run.json").read_text())


def test_kernel_names_find_the_throwing_relu_kernel_and_its_code() -> None:
    d = run_dir("-aoti-kernel-names")
    lines = output_lines(d)
    k = kernel_launches(lines)
    assert k["kernels"] == ["aoti_torch_cpu_addmm_out", "cpp_fused_relu_0"]
    assert k["suspect"] == "cpp_fused_relu_0" and k["unfinished"] == ["cpp_fused_relu_0"]
    assert "[ before_launch: cpp_fused_relu_0 ]" in lines
    res = info(d)["result"]
    assert res["aoti_kernels"]["suspect"] == "cpp_fused_relu_0"
    assert res["summary"].startswith("suspect kernel: cpp_fused_relu_0 (launched and never finished")
    assert res["next"][0] == "aoti-kernel-values"
    assert info(d)["settings"][0] == "AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=3"
    loc = locate_kernel(load_run(str(d)), "cpp_fused_relu_0")  # K jumps here
    assert loc is not None and loc["defined"] and loc["artifact"] == res["aoti_kernel"]["artifact"]
    assert "void" in loc["code"] and "cpp_fused_relu_0(" in loc["code"]
    text = "\n".join(result_lines(res, info(d)))
    assert "suspect kernel: cpp_fused_relu_0" in text and "kernel code: " in text


def test_kernel_values_of_the_suspect_as_a_table() -> None:
    d = run_dir("-aoti-kernel-values")
    i = info(d)
    assert i["parent"].endswith("-aoti-kernel-names")  # the suspect came from there
    assert i["env"][KERNEL_FILTER_ENV] == "cpp_fused_relu_0"
    assert i["env"]["AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER"] == "2"
    rows = kernel_values(output_lines(d))
    before = [r for r in rows if r["kernel"] == "cpp_fused_relu_0" and r["when"] == "before_launch"]
    assert before and before[0]["numel"] == 64 and before[0]["dtype"] == "float32"
    assert before[0]["size"] == "[4, 16]" and isinstance(before[0]["mean"], float)
    assert i["result"]["aoti_values"] == rows
    text = "\n".join(result_lines(i["result"], i))
    assert "tensor values:" in text and "before_launch  cpp_fused_relu_0" in text


def test_save_values_lands_in_the_rerun_dir() -> None:
    d = run_dir("-aoti-save-values")
    res = info(d)["result"]
    saved = res["aoti_saved"]
    assert saved and all("/aoti_values/aoti_torch" in f["path"] for f in saved)
    names = sorted(p.name for p in (d / "aoti_values").iterdir())
    assert names == sorted(Path(f["path"]).name for f in saved)
    assert any(f["when"] == "before_launch" and "cpp_fused_relu_0" in f["kernel_and_arg"] for f in saved)


def test_aoti_minify_writes_a_launcher_the_launcher_recipes_take() -> None:
    d = run_dir("-aoti-minify")
    res = info(d)["result"]
    launcher = find_launcher(d)
    assert launcher is not None and "/torch_compile_debug/run_" in launcher
    assert launcher.endswith("/minifier/minifier_launcher.py")
    assert res["next"] == ["minify-launcher-no-isolate", "minify-launcher"]
    text = Path(launcher).read_text()
    assert "from torch._dynamo.repro.aoti import run_repro" in text
    assert any("Writing minified repro to:" in ln for ln in output_lines(d))


def test_check_inputs_reports_the_mismatch() -> None:
    d = run_dir("-aoti-check-inputs")
    mm = "input_handles[0]: unmatched dim value at 0, expected: 4, but got: 5"
    assert input_mismatch(output_lines(d)) == mm
    assert info(d)["result"]["summary"] == f"input check failed: {mm}"
    assert info(d)["parent"].endswith("-aoti_mismatch")


def test_kernel_values_needs_a_suspect_kernel() -> None:
    bug = run_dir("-aoti_bug")
    i = info(bug)
    plan = build_plan("aoti-kernel-values", str(bug), i, python=sys.executable)
    with pytest.raises(RecipeError, match="run `pt2tui rerun .* aoti-kernel-names` first"):
        plan_extras(plan, get_recipe("aoti-kernel-values"), str(bug), i)
    names = run_dir("-aoti-kernel-names")
    plan = build_plan("aoti-kernel-values", str(names), info(names), python=sys.executable)
    plan = plan_extras(plan, get_recipe("aoti-kernel-values"), str(names), info(names))
    assert plan.env[KERNEL_FILTER_ENV] == "cpp_fused_relu_0"
    r = subprocess.run([sys.executable, "-m", "pt2tui", "rerun", str(bug), "aoti-kernel-values",
                        "--no-tui"], capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr
    assert "no suspect kernel known" in r.stderr and r.stdout == ""


def test_aoti_next_steps_are_recipes_in_the_guides_order() -> None:
    assert AOTI_NEXT_STEPS[:3] == ("aoti-check-inputs", "cuda-sync", "aoti-kernel-names")
    assert AOTI_NEXT_STEPS[-1] == "aoti-minify"
    assert set(AOTI_NEXT_STEPS) <= set(recipe_names())
