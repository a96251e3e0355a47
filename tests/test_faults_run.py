"""Fault injection, running programs: ``kill -9`` of pt2tui (no process left, run.json reads
lost), a daemonized (setsid) grandchild, SIGTERM / SIGHUP to pt2tui (recorded, triaged as
stopped from outside), a full disk under the runs dir (a small tmpfs; /dev/full where mounting
is refused), a run dir that cannot be made, SIGINT ignored by pt2tui's own parent (nohup).

The programs are tiny Python scripts (no torch: what is tested is pt2tui's process handling).
Every wait polls with a deadline."""

from __future__ import annotations

import json
import os
import select
import shlex
import shutil
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from pt2tui.core.analysis.triage import classify
from pt2tui.runner.process import ChildProcess
from pt2tui.sources.follow_policy import run_json_state
from pt2tui.sources.load import load_run
from pt2tui.sources.runstate import LOST, run_json_info

PT2TUI = [sys.executable, "-m", "pt2tui"]
REPO = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))



def _line(pipe, timeout: float = 60.0) -> str:
    """The next line of a pipe, or a failure after ``timeout`` (a test never hangs on it)."""
    ready, _, _ = select.select([pipe], [], [], timeout)
    assert ready, f"no line within {timeout}s"
    return pipe.readline()

def _prog(tmp: Path, name: str, body: str) -> Path:
    p = tmp / name
    p.write_text(textwrap.dedent(body))
    return p


def gone(pid: int) -> bool:
    """No such process, or only its zombie (an init that does not reap keeps those)."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        return stat[stat.rindex(b")") + 2 :][:1] in (b"Z", b"X")
    except FileNotFoundError:
        return True
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        return False


def wait_for(cond, timeout: float = 30.0, what: str = "") -> float:
    """Poll ``cond()`` until true; the seconds it took. Fails after ``timeout``."""
    t0 = time.monotonic()
    while not cond():
        if time.monotonic() - t0 > timeout:
            raise AssertionError(f"timed out after {timeout}s waiting for {what or cond}")
        time.sleep(0.02)
    return time.monotonic() - t0


def _start(tmp: Path, prog: str, *extra: str, **kw) -> subprocess.Popen:
    return subprocess.Popen(
        [*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp / "runs"), *extra, prog],
        cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV, **kw,
    )  # fmt: skip


def _run_dir(p: subprocess.Popen) -> Path:
    first = _line(p.stdout)
    assert first.startswith("pt2tui: run dir "), first
    return Path(first[len("pt2tui: run dir ") :].strip())


# A quiet program: writes its pid (and its helpers') and sleeps; SIGTERM is left at its default.
QUIET = """
    import os, subprocess, sys, time
    here = os.path.dirname(os.path.abspath(__file__))
    kid = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])  # same group
    daemon = subprocess.Popen([sys.executable, "-c",
        "import os, time\\nos.setsid()\\nif os.fork(): os._exit(0)\\n"
        "open(%r, 'w').write(str(os.getpid()))\\ntime.sleep(600)" % os.path.join(here, "daemon.pid")])
    daemon.wait()
    open(os.path.join(here, "pids"), "w").write(f"{os.getpid()} {kid.pid}")
    time.sleep(600)
"""


def _pids(tmp: Path) -> list[int]:
    wait_for(lambda: (tmp / "pids").exists() and (tmp / "daemon.pid").exists(), 60, "the program")
    wait_for(lambda: (tmp / "daemon.pid").read_text().strip() != "", 10)
    return [int(x) for x in (tmp / "pids").read_text().split()] + [int((tmp / "daemon.pid").read_text())]


def test_kill_9_of_pt2tui_leaves_no_process_and_the_run_reads_lost(tmp_path) -> None:
    _prog(tmp_path, "quiet.py", QUIET)
    p = _start(tmp_path, "quiet.py")
    try:
        rd = _run_dir(p)
        pids = _pids(tmp_path)
        assert run_json_state(str(rd / "run.json")) == "running"
        p.send_signal(signal.SIGKILL)
        p.wait(timeout=10)
        took = wait_for(lambda: all(gone(x) for x in pids), 20, "the tree to end")
    finally:
        p.kill()
    print(f"tree ended {took:.3f}s after kill -9")
    assert run_json_state(str(rd / "run.json")) == "lost"
    info = run_json_info(str(rd / "run.json"))
    assert info["status"] == LOST
    r = subprocess.run([*PT2TUI, "summary", "--follow", "--json", str(rd)], capture_output=True,
                       text=True, timeout=60, env=ENV)  # fmt: skip
    assert r.returncode == 0, r.stderr  # ends: a lost run is never followed forever
    assert LOST in r.stdout  # a problem line says so


def test_a_setsid_grandchild_ends_with_the_run(tmp_path) -> None:
    _prog(tmp_path, "leaves.py", """
        import os, subprocess, sys, time
        here = os.path.dirname(os.path.abspath(__file__))
        subprocess.Popen([sys.executable, "-c",
            "import os, time\\nos.setsid()\\nif os.fork(): os._exit(0)\\n"
            "open(%r, 'w').write(str(os.getpid()))\\ntime.sleep(600)" % os.path.join(here, "daemon.pid")]).wait()
        while not os.path.exists(os.path.join(here, "daemon.pid")):
            time.sleep(0.01)
        print("bye")
    """)
    p = _start(tmp_path, "leaves.py")
    out, err = p.communicate(timeout=60)
    assert p.returncode == 0, err
    daemon = int((tmp_path / "daemon.pid").read_text())
    wait_for(lambda: gone(daemon), 10, "the daemon to end")


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_sigterm_and_sighup_to_pt2tui_are_recorded_and_triaged_as_stopped(tmp_path, sig) -> None:
    _prog(tmp_path, "quiet.py", QUIET)
    p = _start(tmp_path, "quiet.py")
    rd = _run_dir(p)
    pids = _pids(tmp_path)
    p.send_signal(sig)
    out, err = p.communicate(timeout=60)
    wait_for(lambda: all(gone(x) for x in pids), 20, "the tree to end")
    name = signal.Signals(sig).name
    info = json.loads((rd / "run.json").read_text())
    assert info["stopped_by"] == f"{name} to pt2tui", info
    assert "interrupted_by_user" not in info
    assert f"stopped from outside by {name} to pt2tui" in out, out + err
    assert classify(load_run(str(rd)))[0].category == "stopped"
    r = subprocess.run([*PT2TUI, "summary", str(rd)], capture_output=True, text=True, timeout=60, env=ENV)
    assert "stopped from outside (a time limit?)" in r.stdout


# Prints 4 MB on both streams (more than any pipe holds), then exits 0.
CHATTY = """
    import sys
    line = "x" * 1000
    for i in range(2000):
        print(i, line)
        print(i, line, file=sys.stderr)
    print("end")
"""


def test_output_log_unwritable_the_pipe_is_still_drained(tmp_path) -> None:
    """/dev/full as output.log (ENOSPC on every write, no mount needed): the program ends, its
    every line still reaches the callback, and the error is recorded."""
    prog = _prog(tmp_path, "chatty.py", CHATTY)
    seen: list[bytes] = []
    c = ChildProcess([sys.executable, str(prog)], env=dict(os.environ), cwd=str(tmp_path),
                     output_log=Path("/dev/full"), on_line=lambda s, ln: seen.append(ln))  # fmt: skip
    c.start()
    assert c.wait(timeout=60) == 0
    assert len(seen) == 4001 and b"end" in seen  # every line, though none was written
    assert c.log_error and c.log_error.startswith("output.log incomplete: disk full at ")


@pytest.fixture
def small_disk(tmp_path):
    mnt = tmp_path / "small"
    mnt.mkdir()
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)],
                       capture_output=True, text=True)  # fmt: skip
    if r.returncode != 0:
        pytest.skip(f"cannot mount a small tmpfs here (needs root): {r.stderr.strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def test_enospc_on_a_small_tmpfs_the_run_ends_and_says_so(tmp_path, small_disk) -> None:
    _prog(tmp_path, "chatty.py", CHATTY)
    p = subprocess.Popen([*PT2TUI, "run", "--no-tui", "--runs-dir", str(small_disk), "chatty.py"],
                         cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=ENV)  # fmt: skip
    out, err = p.communicate(timeout=120)
    text = out.decode(errors="replace")
    assert p.returncode == 0, err[-2000:]
    assert "output.log incomplete: disk full at " in text, text[-2000:]
    rd = next(small_disk.iterdir())
    info = json.loads((rd / "run.json").read_text())
    assert info["output_log"].startswith("output.log incomplete: disk full at ")
    assert info["exit_code"] == 0
    r = subprocess.run([*PT2TUI, "summary", "--json", str(rd)], capture_output=True, text=True,
                       timeout=60, env=ENV)  # fmt: skip
    assert "output.log incomplete: disk full at" in r.stdout


def test_no_room_for_a_run_dir_is_one_line_and_nothing_half_made(tmp_path, small_disk) -> None:
    fd = os.open(small_disk / "filler", os.O_WRONLY | os.O_CREAT)  # fill it
    try:
        while os.write(fd, b"\1" * 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)
    runs = small_disk / "runs"
    runs.mkdir()
    before = set(runs.iterdir())
    _prog(tmp_path, "p.py", "print('hi')\n")
    r = subprocess.run([*PT2TUI, "run", "--no-tui", "--runs-dir", str(runs), "p.py"], cwd=tmp_path,
                       capture_output=True, text=True, timeout=60, env=ENV)  # fmt: skip
    assert r.returncode == 2, r.stderr
    assert r.stderr.count("\n") == 1 and "pt2tui run: cannot make the run dir" in r.stderr, r.stderr
    assert "Traceback" not in r.stderr
    assert set(runs.iterdir()) == before


def test_a_runs_dir_that_cannot_exist_is_one_line(tmp_path) -> None:
    (tmp_path / "afile").write_text("")
    _prog(tmp_path, "p.py", "print('hi')\n")
    r = subprocess.run([*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp_path / "afile" / "runs"), "p.py"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=60, env=ENV)  # fmt: skip
    assert r.returncode == 2 and r.stderr.startswith("pt2tui run: cannot make the run dir"), r.stderr
    assert r.stderr.count("\n") == 1
    parent = REPO / "sample_traces" / "cpu" / "runtime_error"  # a rerun: the same, nothing made
    r = subprocess.run([*PT2TUI, "rerun", "--no-tui", str(parent), "again", "--runs-dir",
                        str(tmp_path / "afile" / "runs")], capture_output=True, text=True, timeout=60, env=ENV)  # fmt: skip
    assert r.returncode == 2 and r.stderr.startswith("pt2tui rerun: cannot make the rerun dir"), r.stderr


def test_sigint_is_reset_for_the_program_of_a_pt2tui_that_ignores_it(tmp_path) -> None:
    """nohup, pytest-xdist workers: pt2tui starts with SIGINT ignored; the program must not."""
    _prog(tmp_path, "sig.py", "import signal\nprint('SIGINT', signal.getsignal(signal.SIGINT))\n")
    r = subprocess.run([*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "sig.py"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=60, env=ENV,
                       preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))  # fmt: skip
    assert r.returncode == 0, r.stderr
    assert "SIGINT <built-in function default_int_handler>" in r.stdout, r.stdout


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_the_tui_stopped_from_outside_records_it(tmp_path, sig) -> None:
    """``pt2tui run`` with its screen, in tmux: SIGTERM / SIGHUP to pt2tui (a time limit, a
    closed SSH session) stop the program, and run.json says who stopped it."""
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed")
    _prog(tmp_path, "quiet.py", "import time\nprint('ready', flush=True)\ntime.sleep(600)\n")
    sock = f"pt2tui-faults-{os.getpid()}-{int(sig)}"
    runs = tmp_path / "runs"
    cmd = (f"cd {shlex.quote(str(tmp_path))} && env TERM=xterm-256color PYTHONPATH={shlex.quote(ENV['PYTHONPATH'])} "
           f"{shlex.quote(sys.executable)} -m pt2tui run --runs-dir {shlex.quote(str(runs))} quiet.py")  # fmt: skip
    subprocess.run(["tmux", "-L", sock, "new-session", "-d", "-x", "120", "-y", "30", cmd], check=True)
    try:
        wait_for(lambda: list(runs.glob("*/run.json")) and "pid" in json.loads(
            next(runs.glob("*/run.json")).read_text()), 60, "the program to start")  # fmt: skip
        rj = next(runs.glob("*/run.json"))
        info = json.loads(rj.read_text())
        os.kill(info["pt2tui_pid"], sig)
        wait_for(lambda: "end_time" in json.loads(rj.read_text()), 30, "the end in run.json")
        wait_for(lambda: gone(info["pid"]) and gone(info["pt2tui_pid"]), 30, "pt2tui to end")
    finally:
        subprocess.run(["tmux", "-L", sock, "kill-server"], capture_output=True)
    end = json.loads(rj.read_text())
    assert end["stopped_by"] == f"{signal.Signals(sig).name} to pt2tui", end
    assert "interrupted_by_user" not in end


def test_stopped_is_an_entry_of_the_table() -> None:
    from pt2tui.core.analysis.interrupted import AGAIN, STOPPED
    from pt2tui.core.analysis.triage.categories import TABLE

    assert [c.next for c in TABLE if c.name == STOPPED] == [(AGAIN,)]
    assert [c.summary for c in TABLE if c.name == STOPPED][0].startswith("stopped from outside (a time limit?)")
