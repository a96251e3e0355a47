"""Fault injection, following: a trace rotated (``x.log`` -> ``x.log.1``, a new ``x.log``),
truncated and rewritten, renamed over, linked twice, in a symlink loop; ``summary --follow``
through a rotation whose writer then exits. The data: small real traces (sample_traces/cpu)."""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from pt2tui.sources.follower import Follower
from pt2tui.sources.load import load_run

REPO = Path(__file__).resolve().parents[1]
CPU = REPO / "sample_traces" / "cpu"



def _line(pipe, timeout: float = 60.0) -> str:
    """The next line of a pipe, or a failure after ``timeout`` (a test never hangs on it)."""
    ready, _, _ = select.select([pipe], [], [], timeout)
    assert ready, f"no line within {timeout}s"
    return pipe.readline()

def _one(name: str) -> Path:
    files = sorted((CPU / name / "trace").glob("*.log"))
    if not files:
        pytest.skip(f"sample {name} missing")
    return files[0]


A = "fullgraph_break"  # 60 KB
B = "dtrace_dynamic_guards"  # 93 KB: longer than A


def _ids(run) -> list[str]:
    return sorted(f"{c.id}@{c.process}" for c in run.compiles)


def _drain(f: Follower, deadline_s: float = 20.0) -> None:
    """Poll until everything there is read (rescans included: identity checks run there)."""
    end = time.monotonic() + deadline_s
    f.rescan_s = 0.0
    while time.monotonic() < end:
        f.poll()
        if f.caught_up():
            f.poll()
            if f.caught_up():
                return
    raise AssertionError("the follower did not catch up")


def _static(*files: Path, tmp: Path) -> object:
    d = tmp / "static"
    d.mkdir()
    for i, p in enumerate(files):
        shutil.copy(p, d / f"{i}_{p.name}")
    return load_run(str(d))


def test_rotation_in_a_dir_finishes_the_old_file_and_reads_the_new_one(tmp_path) -> None:
    a, b = _one(A), _one(B)
    d = tmp_path / "run"
    d.mkdir()
    x = d / "x.log"
    shutil.copy(a, x)
    f = Follower(str(d))
    _drain(f)
    before = f.snapshot()
    assert before.compiles
    with open(x, "ab") as w:  # the writer adds a little, then rotates
        w.write(b"")
    os.rename(x, d / "x.log.1")
    shutil.copy(b, x)
    _drain(f)
    f.finish()
    run = f.snapshot()
    want = _static(a, b, tmp=tmp_path)
    assert _ids(run) == _ids(want)  # each compile once: nothing lost, nothing read twice
    assert sorted(s.path for s in run.sources if s.kind == "trace") == [str(x), str(d / "x.log.1")]
    assert not [p for p in run.problems if "replaced" in p.what]


def test_rotation_of_a_followed_file(tmp_path) -> None:
    """Following the file itself: after the rotation both files are in the model."""
    a, b = _one(A), _one(B)
    x = tmp_path / "x.log"
    shutil.copy(a, x)
    f = Follower(str(x))
    _drain(f)
    os.rename(x, tmp_path / "x.log.1")
    shutil.copy(b, x)
    _drain(f)
    f.finish()
    assert _ids(f.snapshot()) == _ids(_static(a, b, tmp=tmp_path))


@pytest.mark.parametrize("how", ["truncate", "rewrite"])
def test_a_replaced_file_is_read_again_with_a_problem_line(tmp_path, how) -> None:
    """Truncated and rewritten shorter (size below the offset), rewritten in place with longer content
    (the checkpoint's bytes changed): the model is B's alone, nothing of A is kept, and a problem
    line says the file was replaced. (Renamed over: the old file is deleted, a new one has its
    name: both are read, test_a_deleted_and_recreated_file_is_a_new_generation.)"""
    a, b = _one(A), _one(B)
    if how == "truncate":  # the longer one first
        a, b = b, a
    x = tmp_path / "x.log"
    shutil.copy(a, x)
    f = Follower(str(tmp_path))
    _drain(f)
    assert _ids(f.snapshot())
    if how == "truncate":
        x.write_bytes(b.read_bytes())
    elif how == "rewrite":
        with open(x, "r+b") as w:  # same inode, never shorter than what was read
            w.write(b.read_bytes())
    else:
        tmp = tmp_path / ".x.tmp"
        shutil.copy(b, tmp)
        os.replace(tmp, x)
    _drain(f)
    f.finish()
    run = f.snapshot()
    assert _ids(run) == _ids(_static(b, tmp=tmp_path))
    replaced = [p for p in run.problems if "the file was replaced at" in p.what]
    assert len(replaced) == 1 and replaced[0].where == str(x), run.problems


def test_symlinks_and_loops_read_each_file_once(tmp_path) -> None:
    a = _one(A)
    d = tmp_path / "run"
    (d / "sub").mkdir(parents=True)
    shutil.copy(a, d / "x.log")
    os.symlink(d / "x.log", d / "sub" / "link.log")
    os.link(d / "x.log", d / "sub" / "hard.log")
    os.symlink(d, d / "sub" / "loop")  # a loop back to the top
    os.symlink(d / "sub", d / "sub" / "self")
    run = load_run(str(d))
    assert _ids(run) == _ids(load_run(str(a)))
    assert len([s for s in run.sources if s.kind == "trace"]) == 1


# Writes A into x.log (held open), renames it to x.log.1, writes B into a new x.log, exits.
ROTATOR = r"""
import os, sys, time
a, b, d = sys.argv[1], sys.argv[2], sys.argv[3]
x = os.path.join(d, "x.log")
with open(x, "ab") as w:
    data = open(a, "rb").read()
    w.write(data[: len(data) // 2]); w.flush()
    print("half", flush=True)
    sys.stdin.readline()
    w.write(data[len(data) // 2 :]); w.flush()
    os.rename(x, x + ".1")
with open(x, "ab") as w:
    w.write(open(b, "rb").read()); w.flush()
    time.sleep(0.5)
"""


def test_summary_follow_ends_after_a_rotation_once_the_writer_is_gone(tmp_path) -> None:
    a, b = _one(A), _one(B)
    d = tmp_path / "run"
    d.mkdir()
    w = subprocess.Popen([sys.executable, "-c", ROTATOR, str(a), str(b), str(d)],
                         stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert _line(w.stdout).strip() == "half"
        out = tmp_path / "out.json"
        proc = subprocess.Popen([sys.executable, "-m", "pt2tui", "summary", "--follow", "--json", str(d)],
                                stdout=out.open("w"), stderr=subprocess.PIPE, text=True, cwd=REPO)  # fmt: skip
        first = _line(proc.stderr)  # its first line: it reads; now the writer goes on
        w.stdin.write("go\n")
        w.stdin.flush()
        assert w.wait(timeout=30) == 0
        _, err = proc.communicate(timeout=60)
    finally:
        w.kill()
    assert proc.returncode == 0, first + err
    got = json.loads(out.read_text())
    want = _static(a, b, tmp=tmp_path)
    assert len(got["compiles"]) == len(want.compiles), err
    assert not [p for p in got["problems"] if "replaced" in json.dumps(p)]


def test_a_deleted_file_is_read_to_its_end_by_its_descriptor(tmp_path) -> None:
    """Deleted while followed (after its first bytes were read): the rest is still read, no
    problem line repeats, and the follow catches up (it would never end otherwise)."""
    a = _one(A)
    d = tmp_path / "run"
    d.mkdir()
    x = d / "x.log"
    data = a.read_bytes()
    x.write_bytes(data[:1000])
    f = Follower(str(d))
    _drain(f)
    with open(x, "ab") as w:
        w.write(data[1000:])
    os.unlink(x)
    for _ in range(5):
        _drain(f)
    f.finish()
    run = f.snapshot()
    assert _ids(run) == _ids(load_run(str(a)))
    assert len(run.problems) == len(load_run(str(a)).problems), run.problems


# --- round 2: new generations, same-inode rewrites, a quiet period after the last writer ------


@pytest.mark.parametrize("how", ["delete_recreate", "rename_over"])
def test_a_deleted_and_recreated_file_is_a_new_generation(tmp_path, how) -> None:
    """A writer that deletes its log and writes it again (or renames a new one over it): the old
    one was read, the new one is read too; a problem line says so, none says 'replaced'."""
    a, b = _one(A), _one(B)
    d = tmp_path / "run"
    d.mkdir()
    x = d / "x.log"
    shutil.copy(a, x)
    f = Follower(str(d))
    _drain(f)
    if how == "delete_recreate":
        os.unlink(x)
        shutil.copy(b, x)
    else:
        shutil.copy(b, d / ".x.tmp")
        os.replace(d / ".x.tmp", x)
    _drain(f)
    f.finish()
    run = f.snapshot()
    assert sorted(_ids(run)) == sorted(_ids(load_run(str(a))) + _ids(load_run(str(b))))
    assert [p for p in run.problems if "deleted and written again" in p.what]
    assert not [p for p in run.problems if "replaced" in p.what]


def test_many_generations_each_read(tmp_path) -> None:
    a, b = _one(A), _one(B)
    d = tmp_path / "run"
    d.mkdir()
    x = d / "x.log"
    f = Follower(str(d))
    want: list[str] = []
    for i in range(6):
        src = (a, b)[i % 2]
        if x.exists():
            os.unlink(x)
        shutil.copy(src, x)
        want += _ids(load_run(str(src)))
        _drain(f)
    f.finish()
    got = [i.split(".")[0] for i in _ids(f.snapshot())]  # the same pid in each file: pid, pid.2 ...
    assert sorted(got) == sorted(want)


def test_truncated_and_at_once_rewritten_longer_on_the_same_inode(tmp_path) -> None:
    """Truncated to 0 and at once rewritten, longer, by a program that starts its log the same
    way (only its first line's time and pid differ): the size never went below the offset and
    the bytes just before it are the same; the file's first bytes are not."""
    a = _one(A)
    data_a = a.read_bytes()
    nl = data_a.index(b"\n")
    first = data_a[:nl]
    other = first.replace(b" 6602 ", b" 7713 ", 1).replace(b"04:36:26.", b"05:47:37.", 1)
    assert other != first and len(other) == len(first)
    rewritten = other + data_a[nl:]
    x = tmp_path / "x.log"
    x.write_bytes(data_a[:4000])
    f = Follower(str(tmp_path))
    _drain(f)
    with open(x, "r+b") as w:  # same inode
        w.truncate(0)
        w.write(rewritten)
    _drain(f)
    f.finish()
    run = f.snapshot()
    (tmp_path / "want").mkdir()
    (tmp_path / "want" / "x.log").write_bytes(rewritten)
    assert _ids(run) == _ids(load_run(str(tmp_path / "want" / "x.log")))
    assert [p for p in run.problems if "the file was replaced at" in p.what], run.problems


RESTART = r"""
import os, shutil, sys, time
a, b, d, gap, how = sys.argv[1], sys.argv[2], sys.argv[3], float(sys.argv[4]), sys.argv[5]
shutil.copy(a, os.path.join(d, "x.log"))
print("first", flush=True)
time.sleep(gap)
if how == "rename":  # the log renamed away, a new one a moment later
    os.rename(os.path.join(d, "x.log"), os.path.join(d, "x.log.1"))
    shutil.copy(b, os.path.join(d, "x.log"))
else:  # a second writer (a restart) writes its own file
    import subprocess
    subprocess.run([sys.executable, "-c", "import shutil, sys; shutil.copy(sys.argv[1], sys.argv[2])",
                    b, os.path.join(d, "y.log")], check=True)
"""


@pytest.mark.parametrize("how,gap", [("restart", 1.0), ("restart", 2.0), ("rename", 1.0)])
def test_summary_follow_waits_a_quiet_period_after_the_last_writer(tmp_path, how, gap) -> None:
    """The follow has begun (it waits for the dir to hold a trace); the first writer writes and
    ends; a second one (a restart) or a renamed log's new file comes ``gap`` s later: read."""
    a, b = _one(A), _one(B)
    d = tmp_path / "run"
    d.mkdir()
    out = tmp_path / "out.json"
    proc = subprocess.Popen([sys.executable, "-m", "pt2tui", "summary", "--follow", "--json", str(d)],
                            stdout=out.open("w"), stderr=subprocess.PIPE, text=True, cwd=REPO)  # fmt: skip
    try:
        first = _line(proc.stderr)  # "waiting for TORCH_TRACE files in ..."
        w = subprocess.run([sys.executable, "-c", RESTART, str(a), str(b), str(d), str(gap), how],
                           capture_output=True, text=True, timeout=60)  # fmt: skip
        assert w.returncode == 0, w.stderr
        _, err = proc.communicate(timeout=60)
    finally:
        proc.kill()
    assert proc.returncode == 0, first + err
    got = json.loads(out.read_text())
    want = len(_static(a, b, tmp=tmp_path).compiles)
    assert len(got["compiles"]) == want, first + err
