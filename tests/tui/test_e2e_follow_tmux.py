"""End to end: runs that pt2tui did not start, followed by the installed ``pt2tui``: the screen
in tmux at 80x24, the headless ``summary --follow`` through a pipe.

Real torch runs (small, CPU, eager backend): a program that compiles, goes quiet, then
recompiles, opened before it starts (an empty TORCH_TRACE dir) and followed through its quiet
phase; a 2-rank torchrun whose rank files appear after pt2tui opened the dir.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
import threading
import time

import pytest
from conftest import REPO
from test_e2e_tmux import PT2TUI, tmux  # noqa: F401 - the fixture

pytestmark = pytest.mark.e2e

PROGRAMS = REPO / "sample_traces" / "programs"
PY = sys.executable


class Lines:
    """A process's stdout read line by line in a thread (a pipe, as a tmux pane or CI log)."""

    def __init__(self, proc: subprocess.Popen) -> None:
        self.proc = proc
        self.lines: list[str] = []
        self.t = threading.Thread(target=self._read, daemon=True)
        self.t.start()

    def _read(self) -> None:
        for line in self.proc.stdout:  # type: ignore[union-attr]
            self.lines.append(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 60) -> str:
        rx = re.compile(pattern)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            hit = next((ln for ln in self.lines if rx.search(ln)), None)
            if hit is not None:
                return hit
            time.sleep(0.05)
        raise AssertionError(f"{pattern!r} not in the output:\n" + "\n".join(self.lines))


def _open(tmux, path, *flags: str) -> None:  # noqa: F811
    cmd = (
        f"cd {shlex.quote(str(REPO))} && env TERM=xterm-256color {shlex.quote(str(PT2TUI))} open "
        f"{' '.join(flags)} {shlex.quote(str(path))}; echo EXITED $?"
    )
    tmux.send(f"bash -c {shlex.quote(cmd)}", "Enter")


def _status(tmux) -> str:  # noqa: F811
    return tmux.screen().split("\n", 1)[0]


def _wait_status(tmux, needle: str, timeout: float = 60) -> str:  # noqa: F811
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        st = _status(tmux)
        if needle in st:
            return st
        time.sleep(0.1)
    raise AssertionError(f"{needle!r} not in the status line; screen:\n{tmux.screen()}")


def _summary_follow(path) -> tuple[subprocess.Popen, Lines]:
    proc = subprocess.Popen(
        [str(PT2TUI), "summary", "--follow", str(path)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env={**os.environ, "COLUMNS": "120"},
    )  # fmt: skip
    return proc, Lines(proc)


def _static(path) -> dict:
    out = subprocess.run(
        [str(PT2TUI), "summary", "--json", str(path)], capture_output=True, text=True, timeout=60
    )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


def test_open_before_it_starts_and_follow_through_a_quiet_phase(tmux, tmp_path):  # noqa: F811
    """An empty TORCH_TRACE dir opened before the program starts: the waiting screen; then the
    first compile; the program goes quiet (no write for seconds) and pt2tui keeps following
    (its pid lives); it recompiles; it exits and the run is finished, with the same compiles
    as a static load. The same run through a pipe with ``summary --follow``, started during the
    quiet phase."""
    tt = tmp_path / "tt"
    tt.mkdir()
    go = tmp_path / "go"
    _open(tmux, tt)
    screen = tmux.wait_for("Waiting for a run to begin", timeout=30)
    flat = screen.replace("\n", "")
    # the command (its long pytest tmp path may be cut at 80 columns, from the left)
    assert "waiting for TORCH_TRACE" in flat  # (the command line may be cut at 80 columns)
    assert "waiting for" in _status(tmux)
    prog = subprocess.Popen(
        [PY, str(PROGRAMS / "quiet_recompile.py"), "--go", str(go)],
        env={**os.environ, "TORCH_TRACE": str(tt)}, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
    )  # fmt: skip
    proc = None
    try:
        assert prog.stdout.readline().startswith("compiled once")  # type: ignore[union-attr]
        proc, lines = _summary_follow(tt)  # opened during the quiet phase
        st = _wait_status(tmux, "compiles 1")
        assert f"following pid {prog.pid}" in st, st
        lines.wait_for(r"compile +\[0/0\] +step +quiet_recompile\.py:\d+ +ok")
        lines.wait_for(rf"^pt2tui: following: pid {prog.pid} running")
        time.sleep(2.5)  # quiet: nothing written for seconds, the writer lives
        st = _status(tmux)
        assert f"following pid {prog.pid}" in st and "compiles 1" in st, st
        assert re.search(r"last record \d+s ago", st), st
        assert proc.poll() is None, "summary --follow ended while the program still runs"
        go.touch()
        assert prog.wait(60) == 0
    finally:
        if prog.poll() is None:
            prog.kill()
            prog.wait()
        if proc is not None and prog.returncode != 0:
            proc.kill()
    st = _wait_status(tmux, "finished: ")
    assert "compiles 2" in st and "recompiles 1" in st and f"pid {prog.pid}" in st, st
    assert proc is not None and proc.wait(60) == 0
    lines.t.join(5)
    out = "\n".join(lines.lines)
    assert re.search(r"recompile +\[0/1\] +step .*changes shape", out), out
    assert re.search(r"^pt2tui: finished: pid \d+ (exited|closed it)", out, re.M), out
    assert "compiles 2" in out  # the full summary at the end
    static = _static(tt)
    assert [c["id"] for c in static["compiles"]] == ["[0/0]", "[0/1]"]
    tmux.send("q")
    tmux.wait_for("EXITED 0", timeout=20)


def test_torchrun_rank_files_appear_later(tmux, tmp_path):  # noqa: F811
    """A 2-rank torchrun (gloo, CPU) into a dir pt2tui opened when it was empty: both ranks'
    files are picked up as they appear, followed while the rank processes live, finished after."""
    tt = tmp_path / "tt"
    tt.mkdir()
    _open(tmux, tt)
    tmux.wait_for("Waiting for a run to begin", timeout=30)
    torchrun = [
        PY,
        "-m",
        "torch.distributed.run",
        "--standalone",
        "--nproc-per-node=2",
    ]  # a free port
    out = tmp_path / "torchrun.log"  # what the program said, should it fail (not pt2tui's part)
    with open(out, "wb") as log:
        prog = subprocess.Popen(
            [*torchrun, str(PROGRAMS / "ddp_compile.py"), "--backend", "eager", "--steps", "2"],
            env={**os.environ, "TORCH_TRACE": str(tt), "OMP_NUM_THREADS": "1"},
            stdout=log, stderr=subprocess.STDOUT,
        )  # fmt: skip
    try:
        st = _wait_status(tmux, "ranks 2", timeout=120)
        assert re.search(r"following pids? \d+", st), st  # the ranks' processes
        assert prog.wait(120) == 0, out.read_text(errors="replace")[-3000:]
    finally:
        if prog.poll() is None:
            prog.kill()
            prog.wait()
    st = _wait_status(tmux, "finished: ")
    static = _static(tt)
    assert static["ranks"] == [0, 1]
    assert f"compiles {static['counts']['compiles']}" in st, (st, static["counts"])
    screen = tmux.screen()
    assert "rank 0" in screen and "rank 1" in screen, screen
    tmux.send("q")
    tmux.wait_for("EXITED 0", timeout=20)


def test_waiting_screens_and_ctrl_c_leaves(tmux, tmp_path):  # noqa: F811
    """An empty file waits for records; a path that does not exist yet waits only with --follow
    (without, it is an error: a typo must not wait forever); ctrl+c leaves."""
    blank = tmp_path / "trace.log"
    blank.write_bytes(b"")
    _open(tmux, blank)
    tmux.wait_for("Waiting for records in", timeout=30)
    assert "waiting for records in" in _status(tmux)
    tmux.send("C-c")
    tmux.wait_for("EXITED 0", timeout=20)
    tmux.send("clear", "Enter")
    later = tmp_path / "later"
    _open(tmux, later)
    screen = tmux.wait_for("EXITED 2", timeout=30)
    assert "no such file or directory" in screen.replace("\n", "")
    tmux.send("clear", "Enter")
    _open(tmux, later, "--follow")
    tmux.wait_for("does not exist yet", timeout=30)
    later.mkdir()  # the run begins: a trace file appears in it, written by this process
    src = next((REPO / "sample_traces" / "cpu" / "breaks_and_recompiles" / "trace").glob("*.log"))
    with open(later / "dedicated_log_torch_trace_rank_0_x.log", "ab") as f:
        f.write(src.read_bytes())
        f.flush()
        st = _wait_status(tmux, "compiles 8 ", timeout=30)
        assert st.lstrip().startswith("following (-f) pid "), st
    tmux.send("q")
    tmux.wait_for("EXITED 0", timeout=20)
