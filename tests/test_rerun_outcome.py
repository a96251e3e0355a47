"""Rerun results are one truth: the outcome is the program's (never a driver's exit code), and a
verbose recipe ends with what its extra output showed and the next step. Read from the real
output of the samples (their TORCH_LOGS include the verbose logs the recipes add)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.core.reruns.recipes import BISECT, LAUNCHER, PROGRAM, REPRO
from pt2tui.core.reruns.recipes_settings import LADDER
from pt2tui.core.reruns.verbose_lines import failed_guards, symbols_created
from pt2tui.render.rerun_result import findings_lines, result_lines
from pt2tui.runner.recipe_io import output_lines
from pt2tui.runner.rerun_result import program_outcome
from pt2tui.runner.rerun_verbose import verbose_result
from pt2tui.sources.load import load_run


def _sample(name: str) -> Path:
    d = SAMPLES / name
    if not d.is_dir():
        pytest.skip(f"sample_traces/cpu/{name} has not been recorded")
    return d


def _verbose(recipe: str, name: str) -> dict:
    d = _sample(name)
    res: dict = {"recipe": recipe}
    verbose_result(recipe, load_run(str(d)), output_lines(d), res)
    return res


def test_verbose_recompiles_names_the_guard_that_failed() -> None:
    res = _verbose("verbose-recompiles", "recompile_limit")
    assert res["shows"][0].startswith("the guard that failed: k == 8 at ")
    assert "scenarios.py:437: if k % 2 == 0: (compile 0/7 of step)" in res["shows"][0]
    assert res["next_step"].startswith("L['k'] is a Python int that changes between calls")
    lines = findings_lines(res)
    assert lines[0] == "what the extra output of verbose-recompiles showed:"
    assert lines[-1].startswith("next step: L['k'] is a Python int")


def test_verbose_dynamic_says_where_each_symbol_was_created() -> None:
    res = _verbose("verbose-dynamic", "data_dependent_fullgraph")
    assert res["shows"] == [
        "u0 (unbacked) created at pt2tui/sample_traces/scenarios.py:418 in count_then_branch: "
        "n = (x > 0).sum().item()"
    ]
    assert "torch._check(u0" in res["next_step"]
    res = _verbose("verbose-dynamic", "mark_dynamic_specialized")
    assert res["shows"][0].startswith("s77 = 8 for L['x'].size()[0] created at ")
    assert res["next_step"].startswith("s77 was turned into the constant 8")


def test_diagnostic_recipes_name_the_failure_and_where() -> None:
    res = _verbose("verbose-dynamo", "fullgraph_break")
    assert res["shows"][0] == "Unsupported: Failed to trace builtin operator"
    assert res["shows"][1].endswith("sample_traces/scenarios.py:454")
    assert "that line is where Dynamo stopped" in res["next_step"]
    res = _verbose("single-thread", "compile_error")
    assert res["shows"] == ["InductorError: CppCompileError: C++ compile error"]


def test_create_symbol_lines_inside_torch_have_no_user_line() -> None:
    lines = output_lines(_sample("export_specialized_dim"))
    s = symbols_created(lines)
    assert [(x.symbol, x.where) for x in s] == [("s77", None)]
    assert failed_guards(lines) == []


@pytest.mark.parametrize(
    ("kind", "res", "info", "want"),
    [
        (PROGRAM, {}, {"exit_code": 0}, "passes"),
        (PROGRAM, {}, {"exit_code": 1}, "fails"),
        (PROGRAM, {}, {"exit_code": None, "signal": "SIGSEGV"}, "fails"),
        # the bisector exits 0 whatever the program did: its finding is the outcome
        (BISECT, {"bisect": {"backend": "eager"}}, {"exit_code": 0}, "fails"),
        (BISECT, {"no_issue": True}, {"exit_code": 0}, "passes"),
        (BISECT, {}, {"exit_code": 0}, None),
        (LADDER, {"ladder": {"rungs": [{"status": "passed"}, {"status": "FAILED"}]}}, {"exit_code": 0}, "fails"),
        (LADDER, {"ladder": {"rungs": [{"status": "passed"}]}}, {"exit_code": 0}, "passes"),
        (REPRO, {"reproduced": True}, {"exit_code": 1}, "fails"),
        (LAUNCHER, {}, {"exit_code": 0}, None),  # the minifier's exit is not the program's
    ],
)
def test_outcome_is_the_programs(kind: str, res: dict, info: dict, want: str | None) -> None:
    assert program_outcome(kind, res, info) == want


def test_cancelled_says_cancelled() -> None:
    res = {"recipe": "eager", "summary": "cancelled; fails", "outcome": "cancelled", "cancelled": True,
           "signal": "SIGTERM", "seconds": 2.0}  # fmt: skip
    lines = result_lines(res, {})
    assert lines[1] == "  program: cancelled (killed by SIGTERM) after 2.0 s"
    assert not any("outcome:" in ln for ln in lines)
