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


@pytest.mark.parametrize("how", ["truncate", "rewrite", "rename_over"])
def test_a_replaced_file_is_read_again_with_a_problem_line(tmp_path, how) -> None:
    """Truncated and rewritten shorter (size below the offset), rewritten in place with longer content
    (the checkpoint's bytes changed), or renamed over: the model is B's alone, nothing of A is
    kept, and a problem line says the file was replaced."""
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
