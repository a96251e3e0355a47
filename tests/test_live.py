"""`pt2tui run --no-tui` on real torch programs (CPU): run dirs, process control, multi-rank."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from conftest import REPO, tlparse_directory

from pt2tui.sources.follower import Follower
from pt2tui.sources.load import load_run

BIN = Path(sys.executable).with_name("pt2tui")
PY = sys.executable

pytestmark = pytest.mark.slow


def _run(args: list[str], cwd: Path, timeout: float = 300, **kw) -> subprocess.CompletedProcess:
    exe = [str(BIN)] if BIN.exists() else [PY, "-m", "pt2tui"]
    return subprocess.run(exe + args, cwd=cwd, capture_output=True, text=True, timeout=timeout, **kw)


def _prog(tmp: Path, name: str, body: str) -> Path:
    p = tmp / name
    p.write_text(textwrap.dedent(body))
    return p


def _run_dir(stdout: str) -> Path:
    first = stdout.splitlines()[0]
    assert first.startswith("pt2tui: run dir "), stdout[:300]
    return Path(first[len("pt2tui: run dir ") :])


COMPILE_PROG = """
    import torch
    @torch.compile(backend="aot_eager")
    def f(x, scale):
        if x.sum() > 0:
            x = x + 1
        return x * scale
    for i in range(3):
        f(torch.randn(4 + i), 0.5 + i)
    print("done")
"""


def test_run_no_tui_writes_a_run_dir(tmp_path: Path) -> None:
    _prog(tmp_path, "prog.py", COMPILE_PROG)
    r = _run(["run", "--no-tui", "prog.py"], tmp_path)
    assert r.returncode == 0, r.stderr[-2000:]
    rd = (tmp_path / _run_dir(r.stdout)).resolve()
    assert rd.parent == (tmp_path / "pt2tui_runs").resolve()
    assert rd.name.endswith("-prog")
    assert list((rd / "trace").glob("*.log"))
    assert (rd / "torch_compile_debug").is_dir() or True  # aot_eager writes no inductor dirs
    info = json.loads((rd / "run.json").read_text())
    assert info["exit_code"] == 0 and info["signal"] is None
    assert info["argv"][1:] == ["prog.py"]
    assert info["env"]["TORCH_LOGS"] == "graph_breaks,recompiles,guards"
    assert info["torch_version"].startswith("2.")
    assert "start_time" in info and "end_time" in info and info["host"]
    out = (rd / "output.log").read_text()
    assert any(ln.startswith("O ") and ln.endswith("|done") for ln in out.splitlines())
    assert any(ln.startswith("E ") and "[__graph_breaks]" in ln for ln in out.splitlines())
    assert "done" in r.stdout and "pt2tui summary" in r.stdout
    run = load_run(str(rd))
    assert len(run.compiles) >= 3 and run.graph_breaks
    assert any(m.artifact == "graph_breaks" and m.stream == "stderr" for m in run.logs)
    # never reused: a second run gets a new dir
    r2 = _run(["run", "--no-tui", "--logs", "+dynamic", "prog.py"], tmp_path)
    rd2 = (tmp_path / _run_dir(r2.stdout)).resolve()
    assert rd2 != rd
    info2 = json.loads((rd2 / "run.json").read_text())
    assert info2["env"]["TORCH_LOGS"] == "graph_breaks,recompiles,guards,dynamic"


def test_user_torch_logs_are_kept_and_reported(tmp_path: Path) -> None:
    _prog(tmp_path, "p.py", "print('hi')\n")
    env = dict(os.environ, TORCH_LOGS="output_code", TORCH_TRACE="/nonexistent/elsewhere")
    r = _run(["run", "--no-tui", "p.py"], tmp_path, env=env)
    assert r.returncode == 0
    rd = tmp_path / _run_dir(r.stdout)
    info = json.loads((rd / "run.json").read_text())
    assert info["env"]["TORCH_LOGS"] == "graph_breaks,recompiles,guards,output_code"
    assert info["user_env"]["TORCH_TRACE"] == "/nonexistent/elsewhere"
    assert "TORCH_TRACE=/nonexistent/elsewhere" in r.stderr


def test_exit_code_is_the_programs(tmp_path: Path) -> None:
    _prog(tmp_path, "p.py", "import sys; print('bye'); sys.exit(3)\n")
    r = _run(["run", "--no-tui", "p.py"], tmp_path)
    assert r.returncode == 3
    run = load_run(str(tmp_path / _run_dir(r.stdout)))
    assert any(f.source == "exit" for f in run.failures)


def test_crash_by_signal_keeps_the_trace(tmp_path: Path) -> None:
    _prog(tmp_path, "crash.py", """
        import os, signal, torch
        @torch.compile(backend="eager")
        def f(x):
            return x.sin() + 1
        f(torch.randn(3))
        print("compiled", flush=True)
        os.kill(os.getpid(), signal.SIGSEGV)
    """)
    r = _run(["run", "--no-tui", "crash.py"], tmp_path)
    assert r.returncode == 128 + signal.SIGSEGV
    rd = tmp_path / _run_dir(r.stdout)
    info = json.loads((rd / "run.json").read_text())
    assert info["signal"] == "SIGSEGV" and info["status"] == "killed (SIGSEGV)"
    run = load_run(str(rd))
    assert run.compiles, "records written before the crash are kept"
    assert any("SIGSEGV" in f.reason for f in run.failures)
    assert "killed by SIGSEGV" in r.stdout


def test_ctrl_c_escalates_and_leaves_no_orphans(tmp_path: Path) -> None:
    pidfile = tmp_path / "child.pid"
    _prog(tmp_path, "forker.py", f"""
        import signal, subprocess, sys, time
        child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
        open({str(pidfile)!r}, "w").write(str(child.pid))
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # stubborn: needs SIGTERM
        print("ready", flush=True)
        time.sleep(600)
    """)
    exe = [str(BIN)] if BIN.exists() else [PY, "-m", "pt2tui"]
    p = subprocess.Popen(exe + ["run", "--no-tui", "forker.py"], cwd=tmp_path,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.time() + 60
    while not pidfile.exists() and time.time() < deadline:
        time.sleep(0.1)
    assert pidfile.exists()
    grandchild = int(pidfile.read_text())
    time.sleep(0.5)
    p.send_signal(signal.SIGINT)  # ignored by the program
    time.sleep(0.5)
    assert p.poll() is None
    p.send_signal(signal.SIGINT)  # escalates to SIGTERM
    out, err = p.communicate(timeout=60)
    assert "sent SIGINT" in err and "sent SIGTERM" in err
    assert p.returncode == 128 + signal.SIGTERM
    time.sleep(0.2)
    with pytest.raises(ProcessLookupError):
        os.kill(grandchild, 0)


def test_records_appear_before_the_program_ends(tmp_path: Path) -> None:
    """A program that compiles, then keeps running: the follower sees its compiles live."""
    _prog(tmp_path, "slow.py", """
        import time, torch
        @torch.compile(backend="eager")
        def f(x):
            return x.cos() * 2
        f(torch.randn(3))
        print("compiled", flush=True)
        time.sleep(30)
    """)
    exe = [str(BIN)] if BIN.exists() else [PY, "-m", "pt2tui"]
    p = subprocess.Popen(exe + ["run", "--no-tui", "slow.py"], cwd=tmp_path,
                         stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    try:
        rd = tmp_path / _run_dir(p.stdout.readline())
        f = Follower(str(rd))
        deadline = time.time() + 90
        seen = None
        while time.time() < deadline:
            f.poll()
            run = f.snapshot()
            if run.compiles and run.compiles[0].status == "ok":
                seen = run
                break
            f.wait(0.2)
        assert seen is not None, "no compile seen while the program was running"
        assert p.poll() is None, "the program should still be running"
        assert json.loads((rd / "run.json").read_text())["status"] == "running"
    finally:
        p.send_signal(signal.SIGINT)
        p.communicate(timeout=60)


def test_torchrun_two_ranks(tmp_path: Path) -> None:
    torchrun = Path(PY).with_name("torchrun")
    prog = REPO / "sample_traces" / "programs" / "ddp_compile.py"
    r = _run(["run", "--no-tui", "--", str(torchrun), "--standalone", "--nproc-per-node=2", str(prog),
              "--backend", "aot_eager"], tmp_path, timeout=400)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    rd = tmp_path / _run_dir(r.stdout)
    assert rd.name.endswith("-ddp_compile")
    files = sorted((rd / "trace").glob("*.log"))
    assert len(files) == 2 and "rank_0" in files[0].name and "rank_1" in files[1].name
    run = load_run(str(rd))
    assert run.ranks == (0, 1)
    assert {c.rank for c in run.compiles} == {0, 1}
    # the ranks diverge: a data-dependent graph break only on rank 1
    dd = [g for g in run.graph_breaks if g.gb_id == "GB0170"]
    assert dd and dd[0].ranks == (1,)
    # [rankN]: prefixed TORCH_LOGS lines are split by rank
    assert {m.rank for m in run.logs if m.level} >= {0, 1}
    # tlparse (the oracle) on each rank file agrees on compile ids
    for tf in files:
        tl = tlparse_directory(tf)
        rank = int(tf.name.split("rank_")[1].split("_")[0])
        ours = {str(c.id) for c in run.compiles if c.rank == rank}
        assert ours == {k for k in tl if k not in ("[-/-]", "unknown")}
    # tlparse --strict fails on this real 2-rank trace (it reports lines it does not know);
    # pt2tui reads it without problems. Documented here, not hidden.
    strict = subprocess.run([str(Path(PY).with_name("tlparse")), str(files[1]), "-o",
                             str(tmp_path / "tl"), "--no-browser", "--overwrite", "--strict"],
                            capture_output=True, text=True)  # fmt: skip
    assert not [p for p in run.problems if "md5" in p.what]
    print("tlparse --strict exit:", strict.returncode)
