"""Following a run pt2tui did not start: who writes it (sources/writers.py), when it is finished
(sources/follow_policy.py), and ``pt2tui summary --follow`` through a pipe on a committed trace
copied in growing chunks by another process, and on one whose writer is killed with SIGKILL."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from pt2tui.sources import writers
from pt2tui.sources.follow_policy import FollowPolicy, can_wait, waiting_lines
from pt2tui.sources.follower import Follower

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "sample_traces" / "cpu" / "breaks_and_recompiles" / "trace"

# Copies SRC into DST in CHUNK-byte pieces every GAP s, holding DST open for writing, as a
# process writing a trace does; pauses PAUSE s after half of it (a quiet phase); with STOP,
# writes only the first STOP bytes and then waits to be killed.
COPIER = r"""
import sys, time
src, dst, chunk, gap, pause, stop = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4]), float(sys.argv[5]), int(sys.argv[6])
data = open(src, "rb").read()
if stop:
    data = data[:stop]
with open(dst, "ab") as f:
    print("open", flush=True)
    for i in range(0, len(data), chunk):
        f.write(data[i:i + chunk]); f.flush()
        if i < len(data) // 2 <= i + chunk:
            time.sleep(pause)
        time.sleep(gap)
    print("written", flush=True)
    if stop:
        time.sleep(600)
"""


def _trace() -> Path:
    files = sorted(SAMPLE.glob("*.log"))
    if not files:
        pytest.skip("sample trace missing")
    return files[0]


def _pt2tui(out: Path, *args: str) -> subprocess.Popen:
    """``pt2tui ARGS``: stdout (the JSON) to ``out``, stderr (the lines) through a pipe."""
    return subprocess.Popen(
        [sys.executable, "-m", "pt2tui", *args],
        stdout=out.open("w"), stderr=subprocess.PIPE, text=True, cwd=REPO,
    )  # fmt: skip


def _copier(
    src: Path, dst: Path, chunk: int, gap: float, pause: float, stop: int = 0
) -> subprocess.Popen:
    p = subprocess.Popen(
        [sys.executable, "-c", COPIER, str(src), str(dst), str(chunk), str(gap), str(pause), str(stop)],
        stdout=subprocess.PIPE, text=True,
    )  # fmt: skip
    assert p.stdout.readline().strip() == "open"  # type: ignore[union-attr]
    return p


class _Stderr:
    def __init__(self, proc: subprocess.Popen) -> None:
        self.lines: list[tuple[float, str]] = []
        self.t = threading.Thread(target=self._read, args=(proc,), daemon=True)
        self.t.start()

    def _read(self, proc) -> None:
        for line in proc.stderr:
            self.lines.append((time.monotonic(), line.rstrip("\n")))

    def text(self) -> str:
        return "\n".join(ln for _, ln in self.lines)


# -- the writer -----------------------------------------------------------------------------------
def test_glog_prefix_pid_and_time() -> None:
    head = _trace().read_bytes()[:4096]
    (pid, t), *_ = writers.records_in(head)
    line = head.split(b"\n", 1)[0].decode()
    assert f" {pid} " in line
    assert time.strftime("%m%d %H:%M:%S", time.localtime(t)) in line


def test_a_live_pid_is_the_writer_only_if_it_started_before_the_record() -> None:
    me = os.getpid()
    assert writers.writer_alive(me, time.time())
    assert not writers.writer_alive(me, time.time() - 30 * 86400)  # the pid was reused since
    dead = subprocess.Popen([sys.executable, "-c", "pass"])
    dead.wait()
    assert not writers.writer_alive(dead.pid, time.time())


def test_holders_open_for_writing_only(tmp_path) -> None:
    p = tmp_path / "t.log"
    p.write_bytes(b"x")
    real = {os.path.realpath(p)}
    with open(p, "rb"):
        assert os.getpid() not in writers.holders(real)
    with open(p, "ab"):
        assert writers.holders(real).get(os.getpid()) == real


def test_shared_filesystems() -> None:
    assert writers.is_shared_fs("nfs4") and writers.is_shared_fs("lustre")
    assert writers.is_shared_fs("fuse.sshfs")
    assert not writers.is_shared_fs("ext4") and not writers.is_shared_fs("fuse-overlayfs")
    assert not writers.is_shared_fs("tmpfs") and not writers.is_shared_fs(None)


def test_policy_on_a_finished_trace_and_on_another_host(tmp_path, monkeypatch) -> None:
    dst = tmp_path / "trace.log"
    dst.write_bytes(_trace().read_bytes()[:200_000])
    f = Follower(str(dst))
    while f.poll():
        pass
    st = FollowPolicy(str(dst), quiet_after=3).check(f)  # just written: a new writer may come
    assert st.following and "finishing after 3s" in st.why, st
    st = FollowPolicy(str(dst)).check(f, now=time.time() + 5)
    assert not st.following and st.head == "finished" and "exited" in st.why, st
    assert FollowPolicy(str(dst), "follow").check(f).following  # --follow: until the user quits
    assert not FollowPolicy(str(dst), "no-follow").check(f).following
    # a shared filesystem: the writer may be on another host: followed while the file grows
    monkeypatch.setattr(writers, "filesystem", lambda path: "nfs4")
    pol = FollowPolicy(str(dst))
    st = pol.check(f)
    assert st.following and st.head == "following while it grows" and "nfs4" in st.why, st
    st = pol.check(f, now=time.time() + 3600)
    assert not st.following and st.why.startswith("not written for"), st


def test_waiting_for_a_run_to_begin(tmp_path) -> None:
    empty = tmp_path / "tt"
    empty.mkdir()
    missing = tmp_path / "nope"
    blank = tmp_path / "blank.log"
    blank.write_bytes(b"")
    assert can_wait(str(empty)) and can_wait(str(blank))
    assert not can_wait(str(missing)) and can_wait(str(missing), "follow")
    assert not can_wait(str(empty), "no-follow")
    st = FollowPolicy(str(empty)).check(Follower(str(empty)))
    assert st.following and st.waiting and st.line() == f"waiting for TORCH_TRACE files in {empty}"
    assert any(f"TORCH_TRACE={empty} python" in ln for ln in waiting_lines(str(empty)))


def test_open_a_missing_path_is_an_error_without_follow(tmp_path) -> None:
    from pt2tui.cli import main

    assert main(["open", str(tmp_path / "typo")]) == 2
    (tmp_path / "empty").mkdir()
    assert main(["open", "--no-follow", str(tmp_path / "empty")]) == 2


# -- summary --follow through a pipe --------------------------------------------------------------
def test_summary_follow_a_trace_copied_in_growing_chunks(tmp_path) -> None:
    """Another process copies a committed trace in chunks, with a 2 s quiet phase halfway (no
    write: a static reader would call it finished): compile lines come as the chunks do, the
    follow lasts as long as the copier holds the file, and the result equals a static load."""
    src = _trace()
    (tmp_path / "tt").mkdir()
    dst = tmp_path / "tt" / "dedicated_log_torch_trace_copy.log"
    copier = _copier(src, dst, chunk=300_000, gap=0.1, pause=2.0)
    trace_dir = tmp_path / "tt"
    proc = _pt2tui(tmp_path / "out.json", "summary", "--follow", "--json", str(trace_dir))
    err = _Stderr(proc)
    try:
        proc.wait(timeout=120)
    finally:
        copier.kill()
    out = (tmp_path / "out.json").read_text()
    assert proc.returncode == 0, err.text()
    assert copier.wait() == 0
    err.t.join(5)
    text = err.text()
    assert f"following: pid {copier.pid} has it open for writing" in text, text
    compile_times = [t for t, ln in err.lines if " compile " in ln]
    assert len(compile_times) >= 10, text
    assert compile_times[-1] - compile_times[0] > 1.5, "the compiles did not come as the file grew"
    assert f"pt2tui: finished: pid {copier.pid} " in text, text  # exited, or closed it
    followed = json.loads(out)
    static = subprocess.run([sys.executable, "-m", "pt2tui", "summary", "--json", str(src)],
                            capture_output=True, text=True, cwd=REPO, timeout=60)  # fmt: skip
    want = json.loads(static.stdout)
    assert [c["id"] for c in followed["compiles"]] == [c["id"] for c in want["compiles"]]
    assert followed["counts"] == want["counts"]


def test_summary_follow_a_writer_killed_with_sigkill(tmp_path) -> None:
    """The writer dies mid-record (SIGKILL): the run is finished, the record it cut off is
    reported as truncated, and the rest is there."""
    src = _trace()
    data = src.read_bytes()
    cut = data.index(b"\n", len(data) // 3) + 1 + 60  # 60 bytes into a record's header line
    dst = tmp_path / "trace.log"
    copier = _copier(src, dst, chunk=1 << 20, gap=0.05, pause=0.0, stop=cut)
    proc = _pt2tui(tmp_path / "out.json", "summary", "--follow", "--json", str(dst))
    err = _Stderr(proc)
    try:
        assert copier.stdout.readline().strip() == "written"  # type: ignore[union-attr]
        deadline = time.monotonic() + 30
        while "following: pid" not in err.text() and time.monotonic() < deadline:
            time.sleep(0.05)
        time.sleep(0.5)
        assert proc.poll() is None, err.text()  # the writer lives: still followed
        os.kill(copier.pid, signal.SIGKILL)
        copier.wait()
        proc.wait(timeout=60)
    finally:
        if copier.poll() is None:
            copier.kill()
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0
    err.t.join(5)
    assert "pt2tui: finished:" in err.text(), err.text()
    run = json.loads((tmp_path / "out.json").read_text())
    assert any("truncated" in p["what"] for p in run["problems"]), run["problems"]
    assert run["counts"]["compiles"] > 0


def test_summary_follow_waits_and_ctrl_c_prints_the_summary(tmp_path) -> None:
    """An empty dir: it waits for the run to begin; ctrl+c (SIGINT) ends it with the summary
    of what was read and the exit status of a finished run."""
    d = tmp_path / "tt"
    d.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-m", "pt2tui", "summary", "--follow", str(d)],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=REPO,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    first = proc.stdout.readline()  # type: ignore[union-attr]
    assert first.startswith(f"pt2tui: waiting for TORCH_TRACE files in {d}"), first
    assert f"TORCH_TRACE={d}" in first
    proc.send_signal(signal.SIGINT)
    out, _ = proc.communicate(timeout=30)
    assert proc.returncode == 0, out
    assert "pt2tui: finished: interrupted (ctrl+c)" in out and "compiles 0" in out, out


def test_follow_of_a_finished_file_prints_the_records_own_times(samples) -> None:
    """`summary --follow` of a run that ended long ago: each line's time is when the compile
    ran (its compilation_metrics), not when pt2tui read it."""
    import time as _time

    from pt2tui.render.follow_lines import EventLines
    from pt2tui.sources.load import load_run

    run = load_run(str(samples / "recompile_limit"))
    lines = EventLines().new(run, final=True)
    c0, c1 = run.compiles[0], run.compiles[1]
    end0 = _time.strftime("%H:%M:%S", _time.localtime(c0.start_time + c0.duration_s))
    assert lines[0].startswith(f"{end0} compile   [0/0]"), lines[0]
    start1 = _time.strftime("%H:%M:%S", _time.localtime(c1.start_time))
    assert lines[1].startswith(f"{start1} recompile [0/1]"), lines[1]
