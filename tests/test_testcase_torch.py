"""The proof on CPU, with real torch: for a compile error, an accuracy bug and a recompile storm
(the committed sample runs, their program a copy of sample_traces/scenarios.py), the unit test
`pt2tui testcase` writes FAILS now, and after the fix `pt2tui verify` shows the failure gone and
the test passing.

The fix of the injected Inductor bug is a "fixed torch": `--python` names a wrapper interpreter
with tests/fixtures/fixed_torch first on its path (Inductor's C++ relu without the injected bug,
its own Inductor cache). The recompile storm is fixed in the program (dynamic=True).

torch's test harness (torch.testing._internal.common_utils) needs expecttest and numpy: without
them these tests are skipped (`pip install expecttest numpy`, as for PyTorch's own tests).
"""

from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from rerun_helpers import FAST_INDUCTOR

REPO = Path(__file__).resolve().parents[1]
CPU = REPO / "sample_traces" / "cpu"
GPU = REPO / "sample_traces" / "gpu-h100"
FIXED = Path(__file__).resolve().parent / "fixtures" / "fixed_torch"

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(
        not (importlib.util.find_spec("expecttest") and importlib.util.find_spec("numpy")),
        reason="torch.testing._internal.common_utils needs expecttest and numpy",
    ),
]


def _env(tmp: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TORCH", "PYTORCH"))}
    env.update(FAST_INDUCTOR)
    env["TORCHINDUCTOR_CACHE_DIR"] = str(tmp / "inductor_cache")
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO), os.environ.get("PYTHONPATH")) if p)
    return env


def _pt2tui(tmp: Path, *args: str, timeout: float = 400) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pt2tui", *args], cwd=tmp, env=_env(tmp),
                          capture_output=True, text=True, timeout=timeout)  # fmt: skip


def _sample(name: str, tmp: Path) -> Path:
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


def _fixed_python(tmp: Path) -> str:
    py = tmp / "fixed" / "python3"
    py.parent.mkdir()
    py.write_text(
        "#!/bin/sh\n"
        f"export TORCHINDUCTOR_CACHE_DIR={tmp / 'fixed' / 'cache'}\n"
        f'PYTHONPATH={FIXED}${{PYTHONPATH:+:$PYTHONPATH}} exec {sys.executable} "$@"\n'
    )
    py.chmod(0o755)
    return str(py)


def _testcase_fails_now(tmp: Path, run: Path) -> Path:
    r = _pt2tui(tmp, "testcase", str(run))
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "result: the test FAILS now, as it must" in r.stdout
    tdir = Path(r.stdout.splitlines()[0].removeprefix("pt2tui: testcase dir "))
    info = json.loads((tdir / "run.json").read_text())
    assert info["result"]["captures_bug"] is True and info["exit_code"] == 1
    assert info["parent"] == str(run)
    return tdir


def _verify(tmp: Path, run: Path, *extra: str) -> tuple[subprocess.CompletedProcess, dict]:
    r = _pt2tui(tmp, "verify", str(run), *extra)
    vdir = Path(r.stdout.splitlines()[0].removeprefix("pt2tui: verify dir "))
    return r, json.loads((vdir / "run.json").read_text())


@pytest.mark.parametrize(
    "name,category,method",
    [
        ("compile_error", "backend_compiler_failed", "test_cpp_compile_error"),
        ("accuracy_error", "accuracy", "test_accuracy"),
    ],
)
def test_injected_inductor_bug_fails_then_a_fixed_torch_passes(
    tmp_path: Path, name: str, category: str, method: str
) -> None:
    run = _sample(name, tmp_path)
    tdir = _testcase_fails_now(tmp_path, run)
    assert (tdir / f"{method}.py").is_file()
    fixed = _fixed_python(tmp_path)
    r, info = _verify(tmp_path, run, "--python", fixed)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    res = info["result"]
    assert res["failure_gone"] is True and res["before"]["problem"] == category
    assert res["test"] == {"before": "failed", "after": "passed",
                           "after_summary": "the test passes"}  # fmt: skip
    assert res["verdict"].startswith("FIXED")
    assert info["argv"][0] == fixed and info["parent"] == str(run) and info["recipe"] == "verify"
    out = r.stdout
    assert f"problem       {category}" in out and "unit test     failed" in out
    assert "verdict: FIXED" in out
    # the lineage: original -> testcase -> verify -> verify-test
    from pt2tui.runner.lineage import lineage

    tree = lineage(str(run))
    tc = next(n for n in tree.children if n.kind == "testcase")
    v = next(n for n in tc.children if n.kind == "verify")
    assert [n.kind for n in v.children] == ["verify-test"]


def test_recompile_storm_fails_then_the_changed_program_passes(tmp_path: Path) -> None:
    run = _sample("recompile_limit", tmp_path)
    tdir = _testcase_fails_now(tmp_path, run)
    log = (tdir / "output.log").read_text()
    assert "the program compiled 8 graphs (at most 2 expected" in log
    # the fix, in the program: k no longer specialised on (one compile per parity at most)
    prog = tmp_path / "work" / "sample_traces" / "scenarios.py"
    text = prog.read_text()
    i = text.index("def recompile_limit()")
    fixed = text[:i] + text[i:].replace("@torch.compile(dynamic=False)", "@torch.compile(dynamic=True)", 1)
    assert fixed != text
    prog.write_text(fixed)
    r, info = _verify(tmp_path, run)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    res = info["result"]
    assert res["before"]["recompiles"] >= 8 and res["after"]["recompiles"] <= 1
    assert res["test"]["after"] == "passed" and res["failure_gone"] is True
    assert "recompiles" in r.stdout and "verdict: FIXED" in r.stdout


def test_gpu_repro_on_this_cpu_host_is_skipped_and_said_so(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    runs.mkdir()
    for d in GPU.glob("20261122-05*-triton_compile_error*"):
        shutil.copytree(d, runs / d.name)
    r = _pt2tui(tmp_path, "testcase", str(runs / "20261122-053709-triton_compile_error"))
    assert r.returncode == 0, r.stderr[-2000:]
    assert "result: the test was SKIPPED here (the repro runs on CUDA" in r.stdout
