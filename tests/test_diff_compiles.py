"""Compile vs compile: `pt2tui diff 'RUN:[0/0]' 'RUN:[0/1]'` on real samples (the same FX-graph,
kernel and guard diff as for two runs)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.core.analysis.diff.pick import split_compile_spec

BIN = Path(sys.executable).with_name("pt2tui")


def _diff(*args: str) -> subprocess.CompletedProcess:
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    return subprocess.run(exe + ["diff", *args], capture_output=True, text=True, timeout=120)


def _s(name: str) -> str:
    if not (SAMPLES / name).is_dir():
        pytest.skip(f"sample_traces/cpu/{name} has not been recorded")
    return str(SAMPLES / name)


def test_spec() -> None:
    assert split_compile_spec("runs/x:[0/1]") == ("runs/x", "[0/1]")
    assert split_compile_spec("runs/x:0/1_2") == ("runs/x", "[0/1_2]")
    assert split_compile_spec("x:[!3/0/1]") == ("x", "[!3/0/1]")
    assert split_compile_spec("runs/x") is None and split_compile_spec("a:b") is None


def test_two_compiles_of_one_run() -> None:
    run = _s("recompile_limit")
    r = _diff(f"{run}:[0/0]", f"{run}:[0/1]")
    assert r.returncode == 1, r.stderr
    lines = r.stdout.splitlines()
    assert "compile [0/0] (A) vs [0/1] (B)" in lines
    assert "run" not in lines  # one run: no run-level block
    g = lines.index("  guards: +1 -1")
    assert lines[g + 1] == "    ~ L['k'] :: EQUALS_MATCH: L['k'] == 1 -> L['k'] == 2"  # the guard that failed
    assert "    + cpp_fused_mul_sin" in lines and "    - cpp_fused_sin_sub" in lines
    assert lines[-1] == "differs: the compiles [0/0] and [0/1]"
    # brackets may be left out; --json as for runs
    j = json.loads(_diff(f"{run}:0/0", f"{run}:0/1", "--json").stdout)
    c = j["compiles"][0]
    assert c["a"] == "[0/0]" and c["b"] == "[0/1]" and c["matched_by"] == "chosen" and not j["identical"]


def test_the_guard_that_failed_comes_first_and_renumbered_builtins_fold() -> None:
    """A Hugging Face model recompiling on a new sequence length: 16 builtins' ID_MATCH guards
    differ only in torch's numbering of the builtins dict; the TENSOR_MATCH that failed leads,
    with its values before and after."""
    run = _s("hf_seq_recompile")
    lines = _diff(f"{run}:[0/0]", f"{run}:[0/1]").stdout.splitlines()
    g = next(i for i, ln in enumerate(lines) if ln.startswith("  guards: "))
    assert lines[g] == "  guards: +19 -17 (16 renumbered globals folded)"
    assert lines[g + 1] == ("    ~ L['kwargs']['input_ids'] :: TENSOR_MATCH: size=[2, 8] -> size=[2, None], "
                            "stride=[8, 1] -> stride=[None, 1]")  # fmt: skip
    assert "    = 16 unchanged globals, renumbered (G['__builtins_dict___0']['IndexError'] ID_MATCH ...)" in lines
    assert not any("__builtins_dict___2" in ln for ln in lines)


def test_a_compile_with_itself_is_identical() -> None:
    run = _s("recompile_limit")
    r = _diff(f"{run}:[0/3]", f"{run}:[0/3]")
    assert r.returncode == 0 and r.stdout.splitlines()[-1] == "identical"


def test_compiles_of_two_runs() -> None:
    base = next(Path(_s("diff_runs")).glob("*-diff_base"))
    attn = next(Path(_s("diff_runs")).glob("*-diff_manual_attn"))
    r = _diff(f"{base}:[0/0]", f"{attn}:[0/0]")
    assert r.returncode == 1
    assert "torch._C._nn.scaled_dot_product_attention 2 -> 0" in r.stdout
    assert "run" in r.stdout.splitlines()  # two runs: their run-level fields too


def test_trouble_exits_2() -> None:
    run = _s("recompile_limit")
    r = _diff(f"{run}:[0/0]", f"{run}:[0/42]")
    assert r.returncode == 2 and "has no compile [0/42] (compiles: [0/0], [0/1]" in r.stderr
    r = _diff(f"{run}:[0/0]", run)
    assert r.returncode == 2 and "name a compile on both sides" in r.stderr
