"""Compile settings changed without editing the program: pt2tui's startup hook and the recipes on
it, on real torch programs (CPU).

Parents are made once per session with `pt2tui run --no-tui` (rerun_helpers.Parents); the
ladder reuses test_rerun.py's compile-error parent.
"""

from __future__ import annotations

import json
import os
import subprocess
import textwrap
from pathlib import Path

import pytest
from rerun_helpers import COMPILE_ERROR_PROG, PY, Parents, _env, _info, _pt2tui, _rerun_dir

from pt2tui.core.reruns.hook_lines import hook_event, hook_report
from pt2tui.runner.recipe_io import HOOK_DIR

pytestmark = pytest.mark.slow

GRAPH_BREAK_PROG = """
    import torch

    @torch.compile(backend="eager")  # fullgraph is Dynamo's: no need to wait for Inductor
    def f(x):
        y = x.sin()
        print("a graph break")  # line 7
        return y.cos()

    print(f(torch.randn(8)).sum().item())
"""
RECOMPILING_PROG = """
    import torch
    torch._dynamo.config.recompile_limit = 2  # the limit is hit quickly (the default is 8)

    @torch.compile(dynamic=False, backend="eager")
    def step(x, k: int):
        y = x.sin()
        if k % 2 == 0:
            return y * 2
        return y - 1

    x = torch.randn(4)
    for k in range(1, 6):
        print(k, step(x, k).sum().item())
"""
NO_COMPILE_PROG = """
    import torch
    print(torch.ones(3).sum().item())
"""


def test_hook_overrides_every_form_of_torch_compile(tmp_path: Path) -> None:
    """Decorator, decorator with arguments, direct call and nn.Module.compile all get the
    override; configs are set; torch is not imported before the program; a failing user
    sitecustomize is shown and the program still runs."""
    prog = tmp_path / "prog.py"
    prog.write_text(textwrap.dedent("""
        import sys
        print("torch imported before the program:", "torch" in sys.modules)
        import torch

        @torch.compile
        def a(x):
            return x.sin()

        @torch.compile(mode="reduce-overhead", fullgraph=False)
        def b(x):
            return x.cos()

        class M(torch.nn.Module):
            def forward(self, x):
                return x * 2

        c = torch.compile(lambda x: x + 1, backend="inductor")
        m = M()
        m.compile()
        x = torch.randn(4)
        print(a(x).shape, b(x).shape, c(x).shape, m(x).shape)
        print("suppress_errors:", torch._dynamo.config.suppress_errors)
    """))
    user = tmp_path / "user_site"
    user.mkdir()
    (user / "sitecustomize.py").write_text("raise ValueError('broken user sitecustomize')\n")
    spec = {"recipe": "t", "compile": {"backend": "eager", "fullgraph": True},
            "dynamo": {"suppress_errors": False, "recompile_limit": 3}}  # fmt: skip
    env = _env(tmp_path / "cache", PYTHONPATH=f"{HOOK_DIR}{os.pathsep}{user}",
               PT2TUI_COMPILE_OVERRIDES=json.dumps(spec))  # fmt: skip
    r = subprocess.run([PY, str(prog)], cwd=tmp_path, env=env, capture_output=True, text=True,
                       timeout=300)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    assert "torch imported before the program: False" in r.stdout
    assert "suppress_errors: False" in r.stdout
    err = r.stderr.splitlines()
    assert "ValueError: broken user sitecustomize" in r.stderr  # shown, and the program ran
    events = [e for e in map(hook_event, err) if e]
    assert events[0]["event"] == "user_sitecustomize_error"
    calls = [e for e in events if e["event"] == "compile"]
    assert [c["at"].rsplit(":", 1)[1] for c in calls] == ["6", "10", "18", "20"]
    assert calls[3]["target"] == "M (nn.Module.compile)"
    for c in calls:
        assert c["changed"]["backend"][1] == "eager" and c["changed"]["fullgraph"] == [False, True]
    assert calls[1]["changed"]["mode"] == ["reduce-overhead", None]  # Inductor's, dropped
    rep = hook_report(err)
    assert rep["matched"] and rep["compile_calls"] == 4
    assert {"name": "dynamo.recompile_limit", "old": 8, "new": 3} in rep["configs"]
    assert rep["user_sitecustomize_errors"][0]["path"] == str(user / "sitecustomize.py")


def test_fullgraph_raises_at_the_first_break(parents: Parents) -> None:
    work, parent = parents.get("gbeagerprog", GRAPH_BREAK_PROG)
    assert _info(parent)["exit_code"] == 0  # the break was silent
    r = _pt2tui(["rerun", str(parent), "fullgraph", "--no-tui"], work, _env(work / "cache"))
    assert r.returncode == 0, r.stderr[-3000:]
    rd = _rerun_dir(r)
    info = _info(rd)
    assert info["settings"] == ["torch.compile(fullgraph=True)"]
    assert info["env"]["PYTHONPATH"].split(os.pathsep)[0] == HOOK_DIR
    assert json.loads(info["recipe_env"]["PT2TUI_COMPILE_OVERRIDES"])["compile"] == {"fullgraph": True}
    res = info["result"]
    assert res["exit_code"] == 1
    assert res["raised_at"] == f"{work / 'gbeagerprog.py'}:7"
    assert res["overrides"]["calls"][0]["changed"] == {"fullgraph": [False, True]}
    assert res["summary"].startswith("fails (exit 1): Unsupported")
    assert info["compare"]["settings"] == ["torch.compile(fullgraph=True)"]
    assert "rerun changed: torch.compile(fullgraph=True)" in r.stdout
    assert "progress: override at " in r.stdout


def test_recompile_limit_makes_the_limit_an_error(parents: Parents) -> None:
    work, parent = parents.get("recomplimitprog", RECOMPILING_PROG)
    assert _info(parent)["exit_code"] == 0  # silently ran eagerly after 2 compiles
    r = _pt2tui(["rerun", str(parent), "recompile-limit", "--no-tui"], work, _env(work / "cache"))
    assert r.returncode == 0, r.stderr[-3000:]
    res = _info(_rerun_dir(r))["result"]
    assert res["exit_code"] == 1
    assert "FailOnRecompileLimitHit" in res["summary"]
    assert res["guard_at_limit"]["reason"].startswith("0/1: k == 2")
    names = {c["name"]: c["new"] for c in res["overrides"]["configs"]}
    assert names == {"dynamo.fail_on_recompile_limit_hit": True, "dynamo.suppress_errors": False}


def test_a_program_without_torch_compile_matches_nothing(parents: Parents) -> None:
    work, parent = parents.get("nocompprog", NO_COMPILE_PROG)
    r = _pt2tui(["rerun", str(parent), "dynamic", "--no-tui"], work, _env(work / "cache"))
    assert r.returncode == 0, r.stderr[-3000:]
    res = _info(_rerun_dir(r))["result"]
    assert res["overrides"]["matched"] is False
    assert res["summary"] == "passes (exit 0); the override matched nothing"
    assert "the override matched nothing: no torch.compile call ran in this process" in r.stdout


def test_backend_ladder_finds_the_cpp_lowering_bug(parents: Parents) -> None:
    work, parent = parents.get("ceprog", COMPILE_ERROR_PROG)
    r = _pt2tui(["rerun", str(parent), "backend-ladder", "--no-tui"], work, _env(parents.root / "ladder_cache"),
                timeout=600)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    rd = _rerun_dir(r)
    lad = _info(rd)["result"]["ladder"]
    assert [x["backend"] for x in lad["rungs"]] == [
        "eager", "aot_eager", "aot_eager_decomp_partition", "inductor"]  # fmt: skip
    assert [x["status"] for x in lad["rungs"]] == ["passed"] * 3 + ["FAILED"]
    assert lad["result"] == "first failing backend: inductor" and lad["layer"] == "Inductor"
    assert lad["next"][0] == "minify-aot"
    assert "InductorError" in lad["rungs"][3]["failure"]
    for x in lad["rungs"]:  # each rung its own run dir, linked to the ladder and the parent
        info = _info(Path(x["run_dir"]))
        assert info["ladder"] == str(rd) and info["parent"] == str(parent)
        assert info["settings"] == [f"torch.compile(backend={x['backend']!r})"]
    out = r.stdout
    assert "progress: ladder: eager: passed" in out and "first failing backend: inductor" in out
    assert out.index("ladder: eager: passed") < out.index("ladder: inductor: FAILED")
    assert "Verdict: backend_compiler_failed" in out  # the failing rung's, not the driver's
