"""Pure parts of reruns: the progress parser, recipes and plans, the parent/rerun comparison."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pt2tui.core.analysis.compare import compare, compare_lines
from pt2tui.core.model import Failure, Run
from pt2tui.core.reruns.progress import RerunProgressParser, parse_bisection_result
from pt2tui.core.reruns.recipes import (
    RECIPES,
    RUN_DIR,
    RecipeError,
    build_plan,
    get_recipe,
    recipe_names,
    retarget_launcher,
)

# What torch 2.13 prints (copied from a CPU run of the minifier and of the bisector).
MINIFIER_OUT = """\
Loading inputs: 100%|##########| 5/5 [00:00<00:00, 13.98it/s]
Started off with 11 nodes
W1122 05:04:22.284000 12820 torch/_dynamo/repro/after_aot.py:873] Writing checkpoint with 11 nodes to /r/torch_compile_debug/run_1/minifier/checkpoints/11.py
W1122 05:04:23.539000 12820 torch/_dynamo/repro/after_aot.py:884] Copying repro file for convenience to /r/repro.py
Trying granularity 8

Strategy: Eliminate dead code (G: 8) (11 nodes, 5 inputs)
FAIL: Eliminate dead code

Strategy: Delta Debugging (G: 8) (11 nodes, 5 inputs)
>>  W1122 05:04:23.000000 1 torch/_dynamo/debug_utils.py:522] Writing minified repro to:
>>  W1122 05:04:23.000000 1 torch/_dynamo/debug_utils.py:522] /r/isolate/torch_compile_debug/run_9/minifier/minifier_launcher.py
>>  Started off with 99 nodes
SUCCESS: Went from 11 to 9 nodes
W1122 05:04:23.611000 12820 torch/_dynamo/repro/after_aot.py:873] Writing checkpoint with 9 nodes to /r/torch_compile_debug/run_1/minifier/checkpoints/9.py
Strategy: Remove outputs (G: 4) (6 nodes, 4 inputs)
SUCCESS: Went from 4 to 2 outputs
Strategy: Remove unused inputs (G: 4) (6 nodes, 4 inputs)
SUCCESS: Went from 5 to 4 inputs
Made 28 queries
Wrote minimal repro out to repro.py
"""

BISECT_OUT = """\
No bisection status found.
Bisection status deleted.
Starting bisection process with system: eager
accuracy ok: True
Moving to the next system: aot_eager
Moving to the next system: inductor
accuracy ok: False
The issue is in the inductor system. Moving to the first subsystem: BisectSubsystem(name='pre_grad_passes')
Disabling pre_grad_passes did not fix the issue.
Moving to the next subsystem: inductor - lowerings
Disabling lowerings fixed the issue.
Starting bisect by getting upper bound.
Upper bound of 4 found for inductor.
Bisecting inductor - lowerings (Range: [0, 4], Midpoint: 2)
Bisecting inductor - lowerings (Range: [0, 2], Midpoint: 1)
Binary search completed for inductor - lowerings. The bisect number is 2. Debug info: relu
Bisection status deleted.

Bisection complete: BisectionResult(backend='inductor', subsystem='lowerings', bisect_number=2, debug_info='relu')
"""


def _feed(text: str) -> RerunProgressParser:
    p = RerunProgressParser()
    for line in text.split("\n"):
        p.feed(line)
    return p


def test_minifier_progress() -> None:
    p = RerunProgressParser()
    kinds = []
    for line in MINIFIER_OUT.split("\n"):
        kinds += [e.kind for e in p.feed(line.encode())]
    assert kinds == [
        "minifier_start",
        "checkpoint",
        "repro",
        "granularity",
        "strategy",
        "fail",
        "strategy",
        "success",
        "checkpoint",
        "strategy",
        "success",
        "strategy",
        "success",
        "queries",
        "minifier_done",
    ]
    s = p.state
    assert s.tool == "minifier" and s.start_nodes == 11 and s.nodes == 6 and s.inputs == 4
    assert s.outputs_went == (4, 2)
    assert s.successes == 3 and s.fails == 1 and s.strategies == 4
    assert s.checkpoints == (
        "/r/torch_compile_debug/run_1/minifier/checkpoints/11.py",
        "/r/torch_compile_debug/run_1/minifier/checkpoints/9.py",
    )
    assert s.repro_path == "/r/repro.py" and s.queries == 28 and s.minifier_done
    assert s.launchers == ()  # the isolated query's own launcher is not ours
    assert s.last == "minifier done: minimal repro written"


def test_launcher_written_by_a_repro_after_run() -> None:
    p = _feed(
        "W1122 04:15:48.680000 1477 torch/_dynamo/debug_utils.py:338] [0/0] Writing minified repro to:\n"
        "W1122 04:15:48.680000 1477 torch/_dynamo/debug_utils.py:338] [0/0] /r/torch_compile_debug/run_2/minifier/minifier_launcher.py\n"
        "E1122 04:15:48.681000 1477 torch/_dynamo/repro/after_aot.py:290] [0/0] CompilerError\n"
        "[rank0]:W1122 04:15:48.680000 1 torch/_dynamo/repro/after_aot.py:390] Accuracy failed for the AOT Autograd graph model__0_forward_1\n"
    )
    s = p.state
    assert s.launchers == ("/r/torch_compile_debug/run_2/minifier/minifier_launcher.py",)
    assert s.compiler_errors == 1 and s.accuracy_failed == 1 and s.tool == "program"


def test_bisector_progress() -> None:
    p = RerunProgressParser()
    events = []
    for line in BISECT_OUT.split("\n"):
        events += p.feed(line)
    kinds = [e.kind for e in events]
    assert kinds == [
        "bisect_start",
        "bisect_system",
        "bisect_system",
        "bisect_issue",
        "bisect_disabled",
        "bisect_subsystem",
        "bisect_disabled",
        "bisect_bounds",
        "bisect_upper",
        "bisect_range",
        "bisect_range",
        "bisect_found",
        "bisect_result",
    ]
    s = p.state
    assert s.tool == "bisector" and s.bisect_done and not s.no_issue
    assert s.systems_tried == ("eager", "aot_eager", "inductor") and s.issue_system == "inductor"
    assert s.subsystems == (("pre_grad_passes", False), ("lowerings", True))
    assert s.upper_bound == 4 and s.bisect_range == (2, 2) and s.bisect_number == 2
    assert s.debug_info == "relu"
    assert s.bisect_result == {
        "backend": "inductor",
        "subsystem": "lowerings",
        "bisect_number": 2,
        "debug_info": "relu",
    }
    assert events[-1].line == len(BISECT_OUT.split("\n")) - 1


def test_bisector_endings() -> None:
    p = _feed(
        "Starting bisection process with system: eager\nAll systems have been checked.\n\nBisection complete: no issue found"
    )
    assert p.state.no_issue and p.state.bisect_done and p.state.bisect_result is None
    p = _feed(
        "The issue is in the eager system.\n\nBisection complete: BisectionResult(backend='eager', subsystem=None, bisect_number=None, debug_info=None)"
    )
    assert p.state.issue_system == "eager"
    assert p.state.bisect_result == {
        "backend": "eager",
        "subsystem": None,
        "bisect_number": None,
        "debug_info": None,
    }
    p = _feed("Setting config inductor field fallback_random to True fixed the issue")
    assert p.state.subsystems == (("inductor_fallback_random", True),)


def test_parse_bisection_result_quotes() -> None:
    r = parse_bisection_result(
        "BisectionResult(backend='inductor', subsystem='lowerings', bisect_number=7, debug_info=\"it's aten.add\")"
    )
    assert r == {
        "backend": "inductor",
        "subsystem": "lowerings",
        "bisect_number": 7,
        "debug_info": "it's aten.add",
    }
    assert parse_bisection_result("no issue found") is None


def test_corpus_launcher_minify(corpus: Path) -> None:
    f = corpus / "gpu-h100" / "rerun_minifier_launcher_minify" / "stderr.txt"
    if not f.exists():
        pytest.skip("capture not present")
    p = RerunProgressParser()
    for line in f.read_bytes().split(b"\n"):
        p.feed(line)
    s = p.state
    assert s.start_nodes == 11 and s.nodes == 8 and s.successes == 2  # killed at 200 s
    assert not s.minifier_done and s.repro_path == "/home/dev/runs/launcher/repro.py"
    assert s.launchers == ()  # only isolate/ subprocess launchers in there


@settings(max_examples=200, deadline=None)
@given(st.lists(st.text(max_size=120), max_size=30))
def test_parser_never_raises(lines: list[str]) -> None:
    p = RerunProgressParser()
    for ln in lines:
        p.feed(ln)
    assert p.state.lines == len(lines)


# ---------------------------------------------------------------------------------------------
# recipes and plans

PARENT = {
    "argv": ["/venv/bin/python", "train.py", "--steps", "3"],
    "cwd": "/home/u/proj",
    "env": {
        "TORCH_LOGS": "graph_breaks,recompiles,guards,+dynamic",
        "TORCH_TRACE": "/runs/a/trace",
    },
    "exit_code": 1,
}


def test_recipe_table() -> None:
    assert recipe_names()[:20] == (
        "minify-aot",
        "minify-aot-accuracy",
        "minify-dynamo",
        "minify-launcher",
        "minify-launcher-no-isolate",
        "run-repro",
        "nan-asserts",
        "cuda-sync",
        "eager",
        "bisect",
        "verbose-recompiles",
        "verbose-dynamo",
        "again",
        "fresh-cache",
        "fresh-cache-disabled",
        "system-cxx",
        "aot-eager",
        "no-cudagraphs",
        "aoti-check-inputs",
        "verbose-dynamic",
    )
    assert {"backend-ladder", "fullgraph", "no-suppress", "no-cudagraphs", "recompile-limit",
            "dynamic", "single-thread", "debug-sync", "deterministic", "aoti-check-inputs",
            "aoti-kernel-names", "aoti-kernel-values", "aoti-save-values",
            "aoti-minify"} <= set(recipe_names())  # fmt: skip
    assert len(set(recipe_names())) == len(recipe_names())
    env = {r.name: r.env_dict for r in RECIPES}
    assert env["minify-aot"] == {"TORCHDYNAMO_REPRO_AFTER": "aot", "TORCHDYNAMO_REPRO_LEVEL": "2"}
    assert env["minify-aot-accuracy"] == {
        "TORCHDYNAMO_REPRO_AFTER": "aot",
        "TORCHDYNAMO_REPRO_LEVEL": "4",
    }
    assert env["minify-dynamo"]["TORCHDYNAMO_REPRO_AFTER"] == "dynamo"
    assert env["nan-asserts"] == {"TORCHINDUCTOR_NAN_ASSERTS": "1"}
    assert env["cuda-sync"] == {"CUDA_LAUNCH_BLOCKING": "1", "PYTORCH_NO_CUDA_MEMORY_CACHING": "1"}
    assert env["eager"] == {"TORCH_COMPILE_DISABLE": "1"}
    assert env["verbose-dynamo"] == {"TORCHDYNAMO_VERBOSE": "1"}
    assert get_recipe("verbose-dynamo").logs == ("+dynamo",)
    assert get_recipe("verbose-recompiles").logs == ("recompiles_verbose", "guards")
    assert "TORCH_COMPILE_BACKEND" in get_recipe("bisect").description
    for r in RECIPES:
        assert r.title and r.purpose and r.description
    with pytest.raises(RecipeError, match="unknown recipe 'nope'"):
        get_recipe("nope")


def test_program_plan() -> None:
    plan = build_plan("nan-asserts", "/runs/a", PARENT, python="/other/python")
    assert plan.argv == ("/venv/bin/python", "/home/u/proj/train.py", "--steps", "3")
    assert plan.cwd == "/home/u/proj"
    assert plan.env == {"TORCHINDUCTOR_NAN_ASSERTS": "1"}
    assert plan.logs == "graph_breaks,recompiles,guards,+dynamic,output_code"
    assert plan.debug_dir
    rj = plan.run_json()
    assert rj["parent"] == "/runs/a" and rj["recipe"] == "nan-asserts"
    assert (
        rj["program_argv"] == list(plan.argv)
        and rj["base_logs"] == "graph_breaks,recompiles,guards,+dynamic"
    )


def test_bisect_plan_has_a_private_cache() -> None:
    plan = build_plan("bisect", "/runs/a", PARENT, python="/other/python")
    assert plan.argv[:4] == ("/venv/bin/python", "-m", "torch._inductor.compiler_bisector", "run")
    assert plan.argv[4:] == ("/venv/bin/python", "/home/u/proj/train.py", "--steps", "3")
    hook = '{"compile": {"backend_env": "TORCH_COMPILE_BACKEND"}, "recipe": "bisect"}'
    assert plan.env == {"TORCHINDUCTOR_CACHE_DIR": f"{RUN_DIR}/inductor_cache",
                        "PT2TUI_COMPILE_OVERRIDES": hook}  # fmt: skip
    r = plan.resolved("/runs/b")
    assert r.env["TORCHINDUCTOR_CACHE_DIR"] == "/runs/b/inductor_cache"
    assert any("TORCH_COMPILE_BACKEND" in n for n in plan.notes)
    torchrun = dict(PARENT, argv=["torchrun", "--nproc-per-node", "2", "train.py"])
    plan = build_plan("bisect", "/runs/a", torchrun, python="/other/python")
    assert plan.argv[:5] == (
        "/other/python",
        "-m",
        "torch._inductor.compiler_bisector",
        "run",
        "torchrun",
    )
    assert plan.argv[-1] == "/home/u/proj/train.py"


def test_launcher_and_repro_plans() -> None:
    with pytest.raises(
        RecipeError,
        match="no minifier_launcher.py found for /runs/a: run `pt2tui rerun /runs/a minify-aot`",
    ):
        build_plan("minify-launcher", "/runs/a", PARENT, python="/p")
    plan = build_plan(
        "minify-launcher-no-isolate",
        "/runs/a",
        PARENT,
        python="/p",
        launcher="/runs/a/x/minifier_launcher.py",
    )
    r = plan.resolved("/runs/b")
    assert r.argv == ("/venv/bin/python", "/runs/b/minifier_launcher.py", "minify", "--no-isolate")
    assert (
        r.cwd == "/runs/b" and r.launcher_copy == "/runs/b/minifier_launcher.py" and not r.debug_dir
    )
    assert r.program_argv == ("/venv/bin/python", "/home/u/proj/train.py", "--steps", "3")
    assert build_plan("minify-launcher", "/runs/a", PARENT, python="/p", launcher="/l.py").argv[
        2:
    ] == ("minify",)
    with pytest.raises(RecipeError, match="no repro.py found"):
        build_plan("run-repro", "/runs/a", PARENT, python="/p")
    r = build_plan("run-repro", "/runs/a", PARENT, python="/p", repro="/runs/a/repro.py").resolved(
        "/runs/c"
    )
    assert r.argv == ("/venv/bin/python", "/runs/c/repro.py") and r.cwd == "/runs/c"
    assert (
        r.run_json()["repro"] == "/runs/a/repro.py"
        and r.run_json()["repro_copy"] == "/runs/c/repro.py"
    )


def test_reruns_of_reruns_run_the_program() -> None:
    child = {
        "argv": ["/venv/bin/python", "/runs/b/minifier_launcher.py", "minify"],
        "cwd": "/runs/b",
        "env": {"TORCH_LOGS": "graph_breaks,recompiles,guards,+dynamic,+dynamo"},
        "recipe": "minify-launcher",
        "program_argv": ["/venv/bin/python", "/home/u/proj/train.py"],
        "program_cwd": "/home/u/proj",
        "base_logs": "graph_breaks,+dynamic",
    }
    plan = build_plan("eager", "/runs/b", child, python="/p")
    assert plan.argv == ("/venv/bin/python", "/home/u/proj/train.py") and plan.cwd == "/home/u/proj"
    assert plan.logs == "graph_breaks,+dynamic"
    with pytest.raises(RecipeError, match="without program_argv"):
        build_plan(
            "eager", "/runs/b", {k: v for k, v in child.items() if k != "program_argv"}, python="/p"
        )
    with pytest.raises(RecipeError, match="no argv"):
        build_plan("eager", "/runs/b", {"cwd": "/x"}, python="/p")


def test_retarget_launcher() -> None:
    text = "\nimport os\nos.environ['TORCHINDUCTOR_CACHE_DIR'] = '/c'\nos.environ['TORCH_COMPILE_DEBUG_DIR'] = '/runs/a'\nimport torch\n"
    new, found = retarget_launcher(text, "/runs/b")
    assert (
        found
        and "os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/runs/b'" in new
        and "'/runs/a'" not in new
    )
    assert "TORCHINDUCTOR_CACHE_DIR'] = '/c'" in new
    new, found = retarget_launcher("import torch\n", "/runs/b")
    assert not found and new.startswith(
        "import os\nos.environ['TORCH_COMPILE_DEBUG_DIR'] = '/runs/b'\n"
    )


# ---------------------------------------------------------------------------------------------
# compare


def test_compare_side_by_side() -> None:
    parent = Run(info={"exit_code": 1}, failures=(Failure(None, None, "exit", "exited 1", "exit"),))
    child = Run(info={"exit_code": 0, "recipe": "eager"})
    c = compare(parent, child)
    assert c["parent"]["exit"] == {"exit_code": 1, "signal": None}
    assert c["child"]["triage"] == "healthy" and c["parent"]["triage"] == "other"
    assert c["changed"] == ["exit", "triage", "failures"]
    assert c["verdict"] == "the rerun passed where the parent failed"
    lines = compare_lines(c)
    assert lines[0].split() == ["parent", "rerun"]
    assert lines[1].split() == ["torch", "?", "?"]  # both torch versions (rerun --python)
    assert lines[2].split() == ["exit", "exit", "1", "exit", "0", "*"]
    assert lines[-1] == "verdict: the rerun passed where the parent failed"
    tool = compare(parent, Run(info={"exit_code": 0, "recipe": "bisect"}))
    assert tool["verdict"].startswith("the rerun ran a different command (bisect)")


def test_ladder_plan_and_settings_progress() -> None:
    """The ladder runs pt2tui's driver; the hook's and the driver's lines are progress."""
    from pt2tui.core.reruns.recipes_settings import settings_of

    plan = build_plan("backend-ladder", "/runs/a", PARENT, python="/pt2tui/python")
    assert plan.argv == ("/pt2tui/python", "-m", "pt2tui.runner.ladder", "/runs/a", "--into",
                         RUN_DIR)  # fmt: skip
    assert settings_of(get_recipe("backend-aot_eager").env_dict) == [
        "torch.compile(backend='aot_eager')"]  # fmt: skip
    assert settings_of(get_recipe("no-suppress").env_dict) == [
        "torch._dynamo.config.suppress_errors = False"]  # fmt: skip
    p = RerunProgressParser()
    evs = p.feed('pt2tui-hook: {"event": "compile", "pid": 1, "at": "/w/p.py:3", "target": "f", '
                 '"changed": {"fullgraph": [false, true]}, "kept": []}')  # fmt: skip
    assert [e.kind for e in evs] == ["hook"] and p.state.last == "override at /w/p.py:3: fullgraph=True"
    p.feed("ladder: eager: passed: exit 0 in 4.2 s: /runs/x-backend-eager")
    assert p.state.tool == "ladder" and p.state.last.startswith("ladder: eager: passed")
    evs = p.feed("first failing backend: inductor")
    assert evs[0].kind == "ladder_result" and evs[0].value == "inductor"
    evs = p.feed("[ before_launch: cpp_fused_relu_0 ]")
    assert evs[0].kind == "aoti_kernel" and p.state.last == "AOTI kernel launched: cpp_fused_relu_0"
