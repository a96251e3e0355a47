"""One-key reruns on real torch programs (CPU): minifier, bisector, NaN asserts, eager.

Parent runs are made with `pt2tui run --no-tui` on small programs written here, once per
session (shared by the xdist workers through a file lock), then rerun with `pt2tui rerun`.
"""

from __future__ import annotations

import json
import os
import textwrap
import time
from pathlib import Path

import pytest
from filelock import FileLock
from rerun_helpers import (
    COMPILE_ERROR_PROG,
    PY,
    Parents,
    _env,
    _files,
    _info,
    _pt2tui,
    _rerun_dir,
    _run_repro,
)

from pt2tui.core.reruns.recipes import recipe_names
from pt2tui.sources.load import load_run

pytestmark = pytest.mark.slow

# relu(x) is compiled into x + 1 (in COMPILE_ERROR_PROG, into code that does not compile).
# It does not read TORCH_COMPILE_BACKEND: for bisect, pt2tui's startup hook applies it. Two
# lowerings: the bisector runs the program ~18 times, each a new torch process.
ACCURACY_PROG = """
    import sys, torch
    import torch._inductor.config as ic
    ic.cpp.inject_relu_bug_TESTING_ONLY = "accuracy"

    def f(x):
        return (x + 1).relu()

    torch.manual_seed(0)
    x = torch.randn(8)
    ok = torch.allclose(f(x), torch.compile(f)(x), rtol=1e-4, atol=1e-4)
    print(f"accuracy ok: {ok}")
    sys.exit(0 if ok else 1)
"""
NAN_PROG = """
    import torch
    @torch.compile
    def f(x):
        return (x - 1).log().exp() * 3
    out = f(torch.rand(64))
    print("nan count:", int(out.isnan().sum()))
"""


@pytest.fixture(scope="session")
def user_cache(parents: Parents) -> Path:
    """The user's own Inductor cache dir (with a marker) for the accuracy parent."""
    d = parents.root / "user_cache"
    with FileLock(str(parents.root / "user_cache.lock")):
        d.mkdir(exist_ok=True)
        (d / "MARKER").write_text("the user's cache")
    return d


# ---------------------------------------------------------------------------------------------
# the bisector first: it is the longest (about 2 minutes on 2 cores)


def test_bisect_finds_the_relu_lowering_with_a_private_cache(
    parents: Parents, user_cache: Path, tmp_path: Path
) -> None:
    work, parent = parents.get("accprog", ACCURACY_PROG, cache=str(user_cache))
    assert _info(parent)["exit_code"] == 1
    before = _files(user_cache)
    assert "MARKER" in before and len(before) > 1  # the parent compiled into the user's cache
    t0 = time.monotonic()
    r = _pt2tui(["rerun", str(parent), "bisect", "--no-tui"], work, _env(user_cache), timeout=400)
    took = time.monotonic() - t0
    assert r.returncode == 0, r.stderr[-3000:]
    rd = _rerun_dir(r)
    info = _info(rd)
    # the private cache dir, shown before the start and recorded
    private = str(rd / "inductor_cache")
    assert info["env"]["TORCHINDUCTOR_CACHE_DIR"] == private
    assert f"TORCHINDUCTOR_CACHE_DIR={private}" in r.stdout.split("progress:")[0]
    assert info["argv"][1:4] == ["-m", "torch._inductor.compiler_bisector", "run"]
    assert info["argv"][4:] == [info["program_argv"][0], str(work / "accprog.py")]
    assert info["parent"] == str(parent) and info["recipe"] == "bisect"
    res = info["result"]
    assert res["bisect"]["backend"] == "inductor"
    assert res["bisect"]["subsystem"] == "lowerings"
    assert "relu" in res["bisect"]["debug_info"]
    assert isinstance(res["bisect"]["bisect_number"], int)
    assert (
        res["systems_tried"][:2] == ["eager", "aot_eager"]
        and res["systems_tried"][-1] == "inductor"
    )
    assert {"name": "lowerings", "fixed": True} in res["subsystems"]
    # the outcome is the program's (it fails with inductor), not the bisector's exit 0
    assert res["outcome"] == "fails" and res["summary"].startswith("backend inductor, subsystem lowerings")
    # the program does not read TORCH_COMPILE_BACKEND: the startup hook gave it each backend
    assert info["env"]["PYTHONPATH"].split(os.pathsep)[0].endswith("pt2tui/runner/hook")
    tried = {c["changed"].get("backend", [None, "inductor"])[1] for c in res["overrides"]["calls"]}
    assert {"eager", "aot_eager", "inductor"} <= tried, res["overrides"]["summary"]
    # the bisector deleted the dir it used: ours, not the user's
    assert res["cache_dir"] == private and res["cache_dir_removed"] is True
    assert (user_cache / "MARKER").read_text() == "the user's cache"
    assert _files(user_cache) == before
    # and it compiled into the private dir (the generated code's paths in the trace say so)
    run = load_run(str(rd))
    names = {
        a.meta.get("filename")
        for c in run.compiles
        for a in c.artifacts
        if a.name.startswith("inductor_output_code") and isinstance(a.meta, dict)
    }
    assert names and all(str(n).startswith(private + "/") for n in names), names
    # progress was shown live, the result and the comparison at the end
    out = r.stdout
    assert "progress: bisecting: trying backend eager" in out
    assert "progress: disabling lowerings fixed it" in out
    assert "bisect: backend=inductor subsystem=lowerings" in out
    assert "compare with parent:" in out
    print(f"bisect rerun took {took:.0f} s")  # speed goals live in bench/, not in tests


# ---------------------------------------------------------------------------------------------
# minifier: minify-aot -> minify-launcher-no-isolate -> run-repro


def test_minify_aot_then_launcher_then_repro(parents: Parents) -> None:
    work, parent = parents.get("ceprog", COMPILE_ERROR_PROG)
    env = _env(parents.root / "cache")
    parent_files = _files(parent)
    # 1. minify-aot: the program again with TORCHDYNAMO_REPRO_AFTER=aot; it writes the launcher
    r = _pt2tui(["rerun", str(parent), "minify-aot", "--no-tui"], work, env)
    assert r.returncode == 0, r.stderr[-3000:]
    aot = _rerun_dir(r)
    assert aot.parent == parent.parent and aot.name.endswith("-ceprog-minify-aot")
    info = _info(aot)
    assert (
        info["env"]["TORCHDYNAMO_REPRO_AFTER"] == "aot"
        and info["env"]["TORCHDYNAMO_REPRO_LEVEL"] == "2"
    )
    assert info["cwd"] == str(work)  # the program's own cwd
    assert info["env"]["TORCH_COMPILE_DEBUG_DIR"] == str(aot)
    assert info["exit_code"] == 1  # the program failed, the rerun did its job: exit 0 above
    launcher = info["result"]["launcher"]
    assert launcher.startswith(str(aot) + "/torch_compile_debug/") and launcher.endswith(
        "minifier/minifier_launcher.py"
    )
    assert Path(launcher).is_file()
    assert "pt2tui: command cd " in r.stdout and "TORCHDYNAMO_REPRO_AFTER=aot" in r.stdout
    assert "progress: minifier launcher written: " + launcher in r.stdout
    assert info["result"]["triage"]["category"] == "backend_compiler_failed"
    assert info["result"]["next"][0] == "minify-launcher-no-isolate"

    # 2. the minifier, in process, in its own run dir
    t0 = time.monotonic()
    r = _pt2tui(["rerun", str(aot), "minify-launcher-no-isolate", "--no-tui"], work, env)
    took = time.monotonic() - t0
    assert r.returncode == 0, r.stderr[-3000:]
    ml = _rerun_dir(r)
    info = _info(ml)
    assert info["cwd"] == str(ml)
    assert info["argv"][1:] == [str(ml / "minifier_launcher.py"), "minify", "--no-isolate"]
    assert info["launcher"] == launcher and info["parent"] == str(aot)
    assert info["program_argv"] == _info(aot)["program_argv"]
    copy = (ml / "minifier_launcher.py").read_text()
    assert f"os.environ['TORCH_COMPILE_DEBUG_DIR'] = {str(ml)!r}" in copy
    res = info["result"]
    assert res["repro"] == str(ml / "repro.py")
    repro = (ml / "repro.py").read_text()
    assert "torch.ops.aten.relu.default" in repro
    m = res["minifier"]
    assert m["done"] is True and m["start_nodes"] > m["nodes"] >= 1 and m["queries"] > 0
    assert res["checkpoints"] and all(
        c.startswith(str(ml) + "/torch_compile_debug/") for c in res["checkpoints"]
    )
    assert "progress: minifier started with" in r.stdout
    assert "progress: minifier done: minimal repro written" in r.stdout
    assert "relu = torch.ops.aten.relu.default" in r.stdout  # the repro's forward, shown
    print(f"rerun took {took:.0f} s")  # speed goals live in bench/, not in tests
    # nothing of the earlier runs was touched; the launcher run's files stayed in its dir
    assert _files(parent) == parent_files
    assert not (aot / "repro.py").exists() and not (work / "repro.py").exists()
    assert len(list((aot / "torch_compile_debug").iterdir())) == 1

    # 3. the minified repro still fails
    _run_repro(ml, work, env)


def test_accuracy_minifier_chain(parents: Parents, user_cache: Path, tmp_path: Path) -> None:
    work, parent = parents.get("accprog", ACCURACY_PROG, cache=str(user_cache))
    env = _env(tmp_path / "cache")
    r = _pt2tui(["rerun", str(parent), "minify-aot-accuracy", "--no-tui"], work, env)
    assert r.returncode == 0, r.stderr[-3000:]
    aot = _rerun_dir(r)
    res = _info(aot)["result"]
    assert _info(aot)["env"]["TORCHDYNAMO_REPRO_LEVEL"] == "4"
    assert res["accuracy_failed"] >= 1 and res["launcher"] and Path(res["launcher"]).is_file()
    assert res["triage"]["category"] == "accuracy"
    assert "progress: accuracy failed for the AOT Autograd graph" in r.stdout
    r = _pt2tui(["rerun", str(aot), "minify-launcher-no-isolate", "--no-tui"], work, env)
    assert r.returncode == 0, r.stderr[-3000:]
    ml = _rerun_dir(r)
    res = _info(ml)["result"]
    assert (
        res["minifier"]["done"] and "torch.ops.aten.relu.default" in Path(res["repro"]).read_text()
    )
    assert "accuracy=True" in Path(res["repro"]).read_text()  # an accuracy repro


def test_launcher_recipe_without_a_launcher_is_refused(parents: Parents) -> None:
    work, parent = parents.get("ceprog", COMPILE_ERROR_PROG)
    before = sorted(p.name for p in parent.parent.iterdir())
    r = _pt2tui(
        ["rerun", str(parent), "minify-launcher", "--no-tui"], work, _env(parents.root / "cache")
    )
    assert r.returncode == 2
    assert "no minifier_launcher.py found" in r.stderr and "minify-aot" in r.stderr
    assert sorted(p.name for p in parent.parent.iterdir()) == before  # no run dir made
    r = _pt2tui(["rerun", str(parent), "run-repro", "--no-tui"], work, _env(parents.root / "cache"))
    assert r.returncode == 2 and "no repro.py found" in r.stderr


# ---------------------------------------------------------------------------------------------
# NaN asserts, eager


def test_nan_asserts_maps_the_assert_to_its_kernel(parents: Parents, tmp_path: Path) -> None:
    work, parent = parents.get("nanprog", NAN_PROG)
    pinfo = _info(parent)
    assert pinfo["exit_code"] == 0
    assert load_run(str(parent)) is not None
    # a private cache so the output code is generated (and logged) by this run
    r = _pt2tui(["rerun", str(parent), "nan-asserts", "--no-tui"], work, _env(tmp_path / "cache"))
    assert r.returncode == 0, r.stderr[-3000:]
    rd = _rerun_dir(r)
    info = _info(rd)
    assert info["env"]["TORCHINDUCTOR_NAN_ASSERTS"] == "1"
    assert "output_code" in info["env"]["TORCH_LOGS"].split(",")
    assert info["exit_code"] == 1
    k = info["result"]["nan_assert"]
    assert k is not None, info["result"]
    assert k["path"].startswith(str(tmp_path / "cache") + "/") and k["line"] > 0
    assert "isnan" in k["code"]
    stem = Path(k["path"]).stem
    assert k["artifact"] == f"inductor_output_code_{stem}"
    assert k["function"] == "call"
    assert k["kernel"].startswith("cpp_fused_") and "log" in k["kernel"]
    assert k["buffers"] == ["buf0"] and k["kernel_line"] > 0
    assert info["result"]["triage"]["category"] == "nan"
    assert f"kernel: {k['kernel']}" in r.stdout
    # the kernel line in the artifact defines that kernel
    run = load_run(str(rd))
    from pt2tui.core.parse.payloads import read_text

    art = next(a for c in run.compiles for a in c.artifacts if a.name == k["artifact"])
    lines = read_text(art.ref).split("\n")
    assert lines[k["kernel_line"] - 1].startswith(f"{k['kernel']} = async_compile.")
    assert "isnan" in lines[k["line"] - 1]
    assert info["compare"]["parent"]["triage"] == "nan"  # NaN count printed by the parent


def test_eager_passes_on_the_accuracy_program(
    parents: Parents, user_cache: Path, tmp_path: Path
) -> None:
    work, parent = parents.get("accprog", ACCURACY_PROG, cache=str(user_cache))
    r = _pt2tui(["rerun", str(parent), "eager", "--no-tui"], work, _env(tmp_path / "cache"))
    assert r.returncode == 0, r.stderr[-3000:]
    rd = _rerun_dir(r)
    info = _info(rd)
    assert info["env"]["TORCH_COMPILE_DISABLE"] == "1"
    assert info["exit_code"] == 0
    res = info["result"]
    assert res["eager_passes"] is True and res["parent_exit_code"] == 1
    assert "accuracy ok: True" in r.stdout  # the program's output is shown
    cmp = info["compare"]
    assert cmp["parent"]["triage"] == "accuracy" and cmp["child"]["triage"] == "healthy"
    assert "exit" in cmp["changed"] and cmp["verdict"] == "the rerun passed where the parent failed"


# ---------------------------------------------------------------------------------------------
# refusals, --list, the API, cancel (no torch needed)


def test_list_names_every_recipe(tmp_path: Path) -> None:
    r = _pt2tui(["rerun", "--list"], tmp_path, _env(tmp_path))
    assert r.returncode == 0
    lines = r.stdout.splitlines()
    assert [ln.split()[0] for ln in lines] == list(recipe_names())
    assert all(len(ln.split(None, 1)) == 2 for ln in lines)


def _fake_parent(tmp_path: Path, body: str, argv_script: str = "prog.py") -> Path:
    """A run dir as `pt2tui run` leaves it, for a program that needs no torch."""
    work = tmp_path / "work"
    work.mkdir()
    (work / argv_script).write_text(textwrap.dedent(body))
    rd = tmp_path / "runs" / "20260101-000000-prog"
    rd.mkdir(parents=True)
    info = {
        "pt2tui_run": 1,
        "argv": [PY, argv_script, "--flag", "data.txt"],
        "cwd": str(work),
        "env": {
            "TORCH_LOGS": "graph_breaks,recompiles,guards,+dynamic",
            "TORCH_TRACE": str(rd / "trace"),
        },
        "exit_code": 1,
        "signal": None,
        "status": "exited (1)",
    }
    (rd / "run.json").write_text(json.dumps(info))
    (rd / "output.log").write_text("")
    return rd


def test_unknown_recipe_and_missing_run_json(tmp_path: Path) -> None:
    rd = _fake_parent(tmp_path, "print('hi')\n")
    r = _pt2tui(["rerun", str(rd), "no-such-recipe", "--no-tui"], tmp_path, _env(tmp_path))
    assert r.returncode == 2
    assert "unknown recipe 'no-such-recipe'" in r.stderr
    assert all(name in r.stderr for name in recipe_names())
    assert len(r.stderr.strip().splitlines()) == 1 and r.stdout == ""
    empty = tmp_path / "empty"
    empty.mkdir()
    r = _pt2tui(["rerun", str(empty), "eager", "--no-tui"], tmp_path, _env(tmp_path))
    assert r.returncode == 2 and "no run.json" in r.stderr
    assert len(r.stderr.strip().splitlines()) == 1
    r = _pt2tui(["rerun", str(tmp_path / "gone"), "fullgraph", "--no-tui"], tmp_path, _env(tmp_path))
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1 and "no run.json" in r.stderr
    r = _pt2tui(["rerun", str(rd)], tmp_path, _env(tmp_path))
    assert r.returncode == 2 and "give a run dir and a recipe" in r.stderr


def test_api_shows_the_command_before_it_runs(tmp_path: Path) -> None:
    from pt2tui.runner.rerun import prepare_rerun

    rd = _fake_parent(
        tmp_path,
        """
        import os, sys
        print("cwd", os.getcwd())
        print("argv", sys.argv[1:])
        print("disable", os.environ.get("TORCH_COMPILE_DISABLE"))
        print("debugdir", os.environ.get("TORCH_COMPILE_DEBUG_DIR"))
        """,
    )
    lines: list[str] = []
    rr = prepare_rerun(rd, "eager", on_line=lambda s, b: lines.append(b.decode()))
    # nothing ran yet, but everything about it is known and in run.json
    assert rr.live.child is not None and rr.live.child.proc is None
    work = tmp_path / "work"
    assert rr.argv == [PY, str(work / "prog.py"), "--flag", "data.txt"]  # script made absolute
    assert rr.cwd == str(work)
    assert rr.recipe_env == {"TORCH_COMPILE_DISABLE": "1"}
    assert rr.env["TORCH_COMPILE_DEBUG_DIR"] == str(rr.run_dir)
    assert rr.env["TORCH_LOGS"].startswith("graph_breaks,recompiles,guards,+dynamic")
    assert rr.shell_command().startswith(f"cd {work} && TORCH_COMPILE_DISABLE=1 ")
    info = _info(rr.run_dir)
    assert info["parent"] == str(rd) and info["recipe"] == "eager" and info["status"] == "running"
    assert info["argv"] == rr.argv and info["cwd"] == str(work)
    rr.launch()
    out = rr.finish()
    assert out.result["eager_passes"] is True
    text = "\n".join(lines)
    assert f"cwd {work}" in text and "disable 1" in text and f"debugdir {rr.run_dir}" in text
    assert "argv ['--flag', 'data.txt']" in text
    assert _info(rr.run_dir)["result"]["eager_passes"] is True
    assert out.compare is not None and out.compare["parent"]["exit"]["exit_code"] == 1
    # a rerun of the rerun runs the same program
    rr2 = prepare_rerun(rr.run_dir, "verbose-recompiles")
    assert rr2.argv == rr.argv and rr2.cwd == str(work)
    assert rr2.recipe_env == {}  # the eager rerun's TORCH_COMPILE_DISABLE does not carry over
    assert rr2.env["TORCH_LOGS"].startswith(
        "graph_breaks,recompiles,guards,+dynamic,recompiles_verbose"
    )
    assert rr2.run_dir.parent == rd.parent


def test_cancel_escalates_on_the_process_group(tmp_path: Path) -> None:
    from pt2tui.runner.rerun import start_rerun

    rd = _fake_parent(
        tmp_path,
        """
        import signal, subprocess, sys, time
        signal.signal(signal.SIGINT, signal.SIG_IGN)   # stubborn: needs SIGTERM
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
        print("started", child.pid, flush=True)
        time.sleep(60)
        """,
    )
    started: list[str] = []
    rr = start_rerun(rd, "eager", on_line=lambda s, b: started.append(b.decode()))
    deadline = time.monotonic() + 20
    while not any(x.startswith("started") for x in started) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert started
    grandchild = int(next(x for x in started if x.startswith("started")).split()[1])
    assert rr.cancel() == "SIGINT"
    time.sleep(0.5)
    assert rr.running  # SIGINT ignored
    assert rr.cancel() == "SIGTERM"
    out = rr.finish()
    assert out.result["cancelled"] is True and out.result["signal"] == "SIGTERM"
    info = _info(rr.run_dir)
    assert info["signals_sent"] == ["SIGINT", "SIGTERM"] and info["status"] == "killed (SIGTERM)"
    assert out.result["summary"].startswith("cancelled") and out.result["outcome"] == "cancelled"
    assert out.compare is not None and out.compare["verdict"].startswith("cancelled")  # not "failed"
    with pytest.raises(ProcessLookupError):
        for _ in range(50):
            os.kill(grandchild, 0)
            time.sleep(0.1)


def test_a_planned_rerun_writes_nothing_until_it_starts(tmp_path: Path) -> None:
    """The TUI's confirm dialog shows a planned rerun: its run dir, command and environment, with
    nothing written (not even the runs dir); launch() makes that dir and runs it there."""
    from pt2tui.runner.rerun import prepare_rerun

    rd = _fake_parent(tmp_path, "print('ran')\n")
    runs = tmp_path / "shared_runs"
    rr = prepare_rerun(rd, "eager", runs, create=False)
    assert rr.planned and not runs.exists() and rr.run_dir.parent == runs
    assert f"TORCH_TRACE={rr.run_dir}/trace" in rr.shell_command()
    assert rr.env["TORCH_COMPILE_DISABLE"] == "1"
    planned = rr.run_dir
    rr.launch()
    out = rr.finish()
    assert rr.run_dir == planned and not rr.planned
    assert out.run_dir == planned and _info(planned)["exit_code"] == 0
    assert "ran" in (planned / "output.log").read_text()
