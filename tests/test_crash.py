"""Crashes: faulthandler's "Fatal Python error" block read into the failure (where, stack),
PYTHONFAULTHANDLER=1 set by `pt2tui run` and reruns, and a rank killed under torchrun."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from rich.console import Console

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.render.summary import render_summary
from pt2tui.runner.rundir import child_env
from pt2tui.sources.load import load_run

BIN = Path(sys.executable).with_name("pt2tui")


def _text(run) -> str:
    c = Console(width=200, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    c.print(render_summary(run))
    return c.export_text()


def test_segfault_sample_says_where(samples: Path) -> None:
    run = load_run(str(samples / "segfault_after_compile"))
    [f] = run.failures
    assert f.type == "SIGSEGV" and f.source == "log"
    assert f.where is not None and f.where.filename.endswith("sample_traces/scenarios.py")
    assert (f.where.line, f.where.name) == (475, "segfault_after_compile")
    # the crashed thread's stack, outermost first; the other thread is only in the block
    assert [fr.name for fr in f.stack] == ["<module>", "main", "segfault_after_compile", "string_at"]
    assert "Thread 0x" in f.traceback and "concurrent/futures/thread.py" in f.traceback
    assert "scenarios.py:475 in segfault_after_compile" in _text(run)
    d = summary_dict(run)["failures"][0]
    assert d["where"].endswith("scenarios.py:475") and len(d["stack"]) == 4


def test_torchrun_rank_crash_sample(samples: Path) -> None:
    """Rank 1 read address 0; torchrun then stopped rank 0 (SIGTERM, not a crash)."""
    run = load_run(str(samples / "torchrun_rank_segv"))
    crashes = [f for f in run.failures if f.where is not None]
    assert len(crashes) == 1
    f = crashes[0]
    assert (f.type, f.rank) == ("SIGSEGV", 1)
    assert f.where.filename.endswith("programs/rank_crash.py") and f.where.name == "crash"
    assert not any(f.type == "SIGTERM" for f in run.failures)
    assert "Crashed rank 1: SIGSEGV at" in _text(run)


def test_faulthandler_is_set_unless_the_user_did(tmp_path: Path) -> None:
    env, set_, _ = child_env(tmp_path, base={"PATH": "/usr/bin"})
    assert env["PYTHONFAULTHANDLER"] == set_["PYTHONFAULTHANDLER"] == "1"
    env, set_, _ = child_env(tmp_path, base={"PYTHONFAULTHANDLER": ""})  # user: off
    assert env["PYTHONFAULTHANDLER"] == "" and "PYTHONFAULTHANDLER" not in set_


_CRASHER = """
    import ctypes, os, signal, sys

    def inner(how):
        if how == "SIGSEGV":
            ctypes.string_at(0)
        os.kill(os.getpid(), getattr(signal, how))

    def outer(how):
        inner(how)

    print("about to crash", flush=True)
    outer(sys.argv[1])
"""


@pytest.mark.parametrize("sig", ["SIGSEGV", "SIGABRT", "SIGBUS", "SIGFPE"])
def test_pt2tui_run_reads_the_crash(tmp_path: Path, sig: str) -> None:
    """A real crash of a (torch-free) program under `pt2tui run`: faulthandler is on, and the
    failure says where."""
    (tmp_path / "crasher.py").write_text(textwrap.dedent(_CRASHER))
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    r = subprocess.run(exe + ["run", "--no-tui", "crasher.py", sig], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 128 + getattr(signal, sig), r.stdout[-2000:]
    rd = tmp_path / r.stdout.splitlines()[0][len("pt2tui: run dir ") :]
    assert json.loads((rd / "run.json").read_text())["env"]["PYTHONFAULTHANDLER"] == "1"
    run = load_run(str(rd))
    [f] = [f for f in run.failures if f.where is not None]
    assert f.type == sig
    assert f.where.filename.endswith("crasher.py") and f.where.name == "inner"
    assert [fr.name for fr in f.stack][:3] == ["<module>", "outer", "inner"]
    assert "Crashed: " + sig in r.stdout  # the summary at the end says where


def test_rerun_sets_faulthandler_too(tmp_path: Path) -> None:
    """`pt2tui rerun` (here the eager recipe) of a crashed run: the rerun's program gets
    PYTHONFAULTHANDLER=1 as well, and its crash is read the same way."""
    (tmp_path / "crasher.py").write_text(textwrap.dedent(_CRASHER))
    exe = [str(BIN)] if BIN.exists() else [sys.executable, "-m", "pt2tui"]
    r = subprocess.run(exe + ["run", "--no-tui", "crasher.py", "SIGABRT"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)  # fmt: skip
    parent = tmp_path / r.stdout.splitlines()[0][len("pt2tui: run dir ") :]
    r = subprocess.run(exe + ["rerun", str(parent), "eager", "--no-tui"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 0, r.stdout[-2000:] + r.stderr[-2000:]
    [child] = [d for d in parent.parent.iterdir() if d.name.endswith("-eager")]
    info = json.loads((child / "run.json").read_text())
    assert info["env"]["PYTHONFAULTHANDLER"] == "1" and info["recipe"] == "eager"
    [f] = [f for f in load_run(str(child)).failures if f.where is not None]
    assert (f.type, f.where.name) == ("SIGABRT", "inner")


def test_crash_inside_a_compile(samples: Path) -> None:
    """A backend that segfaults while compiling: the compile's last attempt has no metrics
    (tlparse: missing), the crash says where, and the empty graph before it is empty."""
    from pt2tui.render.labels import run_status

    run = load_run(str(samples / "crash_in_backend"))
    st = {str(c.id): c.status for c in run.compiles}
    assert st == {"[0/0]": "empty", "[1/0]": "metrics_missing"}
    [f] = run.failures
    assert (f.type, f.where.name, f.where.line) == ("SIGSEGV", "crashing_backend", 23)
    assert any(fr.name == "_call_user_compiler" for fr in f.stack)  # torch's frames are kept
    assert "(1 no metrics)" in run_status(run, "crash_in_backend").plain
