"""Fault injection, process trees: a daemon that leaves the session and drops its environment
(``setsid`` + ``execve(..., {})``: no process group, no run token) must not outlive pt2tui,
whether pt2tui ends normally or is killed with ``kill -9``; a normal end does not wait on it
(the daemon holds the output pipes). Both ways of finding the tree: the run's own cgroup (where
the kernel allows) and the tracker (``PT2TUI_NO_CGROUP=1``: its descendants recorded while alive).
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pt2tui.runner.tree import RunCgroup

sys.path.insert(0, str(Path(__file__).parent))
from test_faults_run import ENV, PT2TUI, gone, wait_for  # noqa: E402

# The program: a daemon that escapes every way but the parent chain and the cgroup, then sleeps
# with the output pipes open; it writes its pid, the program ends (or sleeps: ``{wait}``).
ESCAPES = """
    import os, sys, time
    here = os.path.dirname(os.path.abspath(__file__))
    pidfile = os.path.join(here, "daemon.pid")
    if os.fork() == 0:
        os.setsid()
        if os.fork():
            os._exit(0)
        code = "import os, time\\nopen(%r, 'w').write(str(os.getpid()))\\ntime.sleep(600)" % pidfile
        os.execve(sys.executable, [sys.executable, "-S", "-c", code], {{}})
    while not os.path.exists(pidfile) or not open(pidfile).read():
        time.sleep(0.01)
    print("daemon started", flush=True)
    time.sleep({wait})
"""


def _env(cgroup: bool) -> dict:
    env = dict(ENV)
    env.pop("PT2TUI_NO_CGROUP", None)
    if not cgroup:
        env["PT2TUI_NO_CGROUP"] = "1"
    return env


def _ways() -> list:
    cg = RunCgroup.make("probe")
    if cg is not None:
        cg.remove()
    return [pytest.param(True, id="cgroup", marks=pytest.mark.skipif(cg is None, reason="no writable cgroup v2")),
            pytest.param(False, id="tracker")]  # fmt: skip


@pytest.mark.parametrize("cgroup", _ways())
def test_an_escaping_daemon_ends_with_a_normal_end(tmp_path, cgroup) -> None:
    (tmp_path / "escapes.py").write_text(textwrap.dedent(ESCAPES.format(wait=0)))
    p = subprocess.run([*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "escapes.py"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=120, env=_env(cgroup))  # fmt: skip
    assert p.returncode == 0, p.stderr[-2000:]
    assert "daemon started" in p.stdout
    daemon = int((tmp_path / "daemon.pid").read_text())
    wait_for(lambda: gone(daemon), 5, "the daemon to end with pt2tui")


@pytest.mark.parametrize("cgroup", _ways())
def test_an_escaping_daemon_ends_when_pt2tui_is_killed(tmp_path, cgroup) -> None:
    (tmp_path / "escapes.py").write_text(textwrap.dedent(ESCAPES.format(wait=600)))
    p = subprocess.Popen([*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "escapes.py"],
                         cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=_env(cgroup))  # fmt: skip
    try:
        assert p.stdout is not None
        wait_for(lambda: b"daemon started" in p.stdout.readline(), 60, "the daemon")
        daemon = int((tmp_path / "daemon.pid").read_text())
        if not cgroup:  # the tracker records it within its interval
            import time

            time.sleep(0.6)
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=10)
        wait_for(lambda: gone(daemon), 20, "the daemon to end after kill -9 of pt2tui")
    finally:
        p.kill()
        try:
            os.kill(int((tmp_path / "daemon.pid").read_text() or 0), signal.SIGKILL)
        except (OSError, ValueError):
            pass


def test_the_run_cgroup_is_removed_after_the_run(tmp_path) -> None:
    cg = RunCgroup.make("probe2")
    if cg is None:
        pytest.skip("no writable cgroup v2")
    parent = Path(cg.path).parent
    cg.remove()
    (tmp_path / "escapes.py").write_text(textwrap.dedent(ESCAPES.format(wait=0)))
    p = subprocess.Popen([*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "escapes.py"],
                         cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=_env(True))  # fmt: skip
    assert p.wait(timeout=120) == 0
    # this pt2tui's (other pt2tui processes on the machine have theirs while they run)
    assert not [d.name for d in parent.iterdir() if d.name.startswith(f"pt2tui-{p.pid}-")]


def test_a_program_that_cannot_start_leaves_no_cgroup(tmp_path) -> None:
    from pt2tui.runner.process import ChildProcess

    cg = RunCgroup.make("probe3")
    if cg is None:
        pytest.skip("no writable cgroup v2")
    parent = Path(cg.path).parent
    cg.remove()
    c = ChildProcess([str(tmp_path / "no-such-program")], env=dict(os.environ), cwd=str(tmp_path),
                     output_log=tmp_path / "output.log")  # fmt: skip
    with pytest.raises(OSError):
        c.start()
    assert not [d.name for d in parent.iterdir() if d.name.startswith(f"pt2tui-{os.getpid()}-")]
