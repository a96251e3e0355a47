"""Fault injection, many files and odd terminals: thousands of trace files under a low
descriptor limit (a bounded pool: no "Too many open files", no spurious "cannot read"); an
unreadable trace file in a run dir (a problem line, never silence); ``open`` and ``run`` with
stdin closed or not a terminal (a clear line and the summary / the headless run, no crash)."""

from __future__ import annotations

import json
import os
import pty
import resource
import select
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
SAMPLE = REPO / "sample_traces" / "cpu" / "fullgraph_break"


def _small_trace() -> bytes:
    files = sorted((SAMPLE / "trace").glob("*.log"))
    if not files:
        pytest.skip("samples missing")
    return b"\n".join(files[0].read_bytes().split(b"\n")[:12]) + b"\n"


def _many(d: Path, n: int) -> None:
    small = _small_trace()
    d.mkdir()
    for i in range(n):
        (d / f"dedicated_log_torch_trace_rank_{i}_x.log").write_bytes(small.replace(b" 6602 ", b" %d " % (10000 + i)))


def _low_nofile() -> None:
    resource.setrlimit(resource.RLIMIT_NOFILE, (256, resource.getrlimit(resource.RLIMIT_NOFILE)[1]))


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_thousands_of_trace_files_under_a_low_descriptor_limit(tmp_path, jobs) -> None:
    _many(tmp_path / "ranks", 1500)
    r = subprocess.run([sys.executable, "-m", "pt2tui", "summary", "--json", "--jobs", jobs, str(tmp_path / "ranks")],
                       capture_output=True, text=True, timeout=600, env=ENV, preexec_fn=_low_nofile)  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    s = json.loads(r.stdout)
    problems = json.dumps(s.get("problems"))
    assert "cannot read" not in problems and "Too many open files" not in problems, problems[:2000]
    assert len({c.get("rank") for c in s["compiles"]}) == 1500


def test_the_follower_keeps_descriptors_bounded(tmp_path, monkeypatch) -> None:
    from pt2tui.sources import tail as tail_mod
    from pt2tui.sources.follower import Follower

    monkeypatch.setattr(tail_mod, "POOL_SIZE", 16)
    _many(tmp_path / "ranks", 200)
    f = Follower(str(tmp_path / "ranks"))
    f.rescan_s = 0.0
    while f.poll():
        pass
    assert len(tail_mod._open) <= 16
    fds = len(os.listdir("/proc/self/fd")) if os.path.isdir("/proc/self/fd") else 0
    for p in sorted((tmp_path / "ranks").iterdir())[:50]:  # they grow: read again by name
        with open(p, "ab") as w:
            w.write(_small_trace().split(b"\n", 1)[0] + b"\n")
    while f.poll():
        pass
    f.finish()
    assert len(tail_mod._open) <= 16
    if fds:
        assert len(os.listdir("/proc/self/fd")) <= fds + 2
    run = f.snapshot()
    assert not [p for p in run.problems if "replaced" in p.what or "cannot read" in p.what]
    assert len({c.rank for c in run.compiles}) == 200


def _as_nobody() -> None:
    os.setgid(65534)
    os.setuid(65534)


def test_an_unreadable_trace_file_is_a_problem_line(monkeypatch) -> None:
    base = Path(tempfile.mkdtemp(prefix="pt2tui-unreadable-"))  # reachable by another user
    try:
        os.chmod(base, 0o755)
        rd = base / "run"
        shutil.copytree(SAMPLE, rd)
        for p in [rd, *rd.rglob("*")]:
            os.chmod(p, 0o755 if p.is_dir() else 0o644)
        bad = rd / "trace" / "dedicated_log_torch_trace_rank_1_secret.log"
        shutil.copy(next((SAMPLE / "trace").glob("*.log")), bad)
        os.chmod(bad, 0o000)
        kw: dict = {}
        if os.geteuid() == 0:  # root reads anything: the reader is another user
            kw["preexec_fn"] = _as_nobody
        try:
            r = subprocess.run([sys.executable, "-m", "pt2tui", "summary", "--json", str(rd)], capture_output=True,
                               text=True, timeout=120, env=ENV, cwd="/", **kw)  # fmt: skip
            assert r.returncode == 0, r.stderr[-2000:]
            problems = json.loads(r.stdout)["problems"]
        except PermissionError:  # the interpreter is not another user's to run: the read refused here
            from pt2tui.core.analysis.summary import summary_dict
            from pt2tui.sources import discover
            from pt2tui.sources.load import load_run

            real = open

            def refusing(path, *a, **k):
                if str(path) == str(bad):
                    raise PermissionError(13, "Permission denied", str(path))
                return real(path, *a, **k)

            monkeypatch.setattr(discover, "open", refusing, raising=False)
            problems = summary_dict(load_run(str(rd)))["problems"]
        said = [p for p in problems if bad.name in json.dumps(p)]
        assert said and "cannot read" in json.dumps(said[0]), problems
    finally:
        shutil.rmtree(base, ignore_errors=True)


def _with_closed_stdin(cmd: list[str], cwd: Path, stdin: str) -> tuple[int, str]:
    """``cmd`` with stdout and stderr a terminal (a pty) and stdin closed or /dev/null."""
    master, slave = pty.openpty()

    def setup() -> None:
        if stdin == "closed":
            os.close(0)

    p = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=slave, stderr=slave, cwd=cwd, env=ENV,
                         preexec_fn=setup, close_fds=True)  # fmt: skip
    os.close(slave)
    out = b""
    deadline = time.monotonic() + 120  # a TUI that waits for keys it cannot read: killed
    while time.monotonic() < deadline:
        ready, _, _ = select.select([master], [], [], 1.0)
        if not ready:
            if p.poll() is not None:
                break
            continue
        try:
            chunk = os.read(master, 1 << 16)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    if p.poll() is None:
        p.kill()
    p.wait(timeout=30)
    os.close(master)
    return p.returncode, out.decode(errors="replace")


@pytest.mark.parametrize("stdin", ["closed", "devnull"])
def test_open_without_a_terminal_on_stdin_prints_the_summary(tmp_path, stdin) -> None:
    code, out = _with_closed_stdin([sys.executable, "-m", "pt2tui", "open", "--no-follow", str(SAMPLE)], tmp_path, stdin)
    assert "Traceback" not in out and "fileno" not in out, out[-3000:]
    assert "stdin is not a terminal" in out and "graph_break" in out, out[-3000:]
    assert code == 0


@pytest.mark.parametrize("stdin", ["closed", "devnull"])
def test_run_without_a_terminal_on_stdin_runs_headless(tmp_path, stdin) -> None:
    (tmp_path / "hi.py").write_text("print('hello from the program')\n")
    code, out = _with_closed_stdin([sys.executable, "-m", "pt2tui", "run", "--runs-dir", str(tmp_path / "runs"),
                                    "hi.py"], tmp_path, stdin)  # fmt: skip
    assert "Traceback" not in out, out[-3000:]
    assert "stdin is not a terminal" in out and "hello from the program" in out, out[-3000:]
    assert code == 0
