"""Reliability figures (bench/RESULTS.md, "Reliability"): what faults cost.

* a valid trace followed by 2 GB of NUL bytes (a sparse file): `pt2tui summary --json`, whole
  process: seconds and peak RSS (wait4's ru_maxrss), against the trace alone;
* `kill -9` of `pt2tui run --no-tui` with a quiet program, a child in its group and a setsid
  daemon: seconds until none of them is left (PDEATHSIG, the keeper);
* SIGTERM to `pt2tui run --no-tui`: seconds until pt2tui has recorded the end and exited;
* a program that writes 4 MB to a full disk (a 64 KB tmpfs, root only) against a normal dir;
* a rotated trace (x.log -> x.log.1, a new x.log) under a Follower: seconds until it caught up.

    python bench/bench_faults.py [--repeat 5]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
CPU = REPO / "sample_traces" / "cpu"
PT2TUI = [sys.executable, "-m", "pt2tui"]
ENV = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))


def _wait4(cmd: list[str], cwd: Path | None = None) -> tuple[float, float]:
    """(seconds, peak RSS MB) of a whole process."""
    t = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=cwd)
    _, status, ru = os.wait4(p.pid, 0)
    p.returncode = os.waitstatus_to_exitcode(status)
    assert p.returncode == 0, cmd
    return time.monotonic() - t, ru.ru_maxrss / 1024


def _gone(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read()
        return stat[stat.rindex(b")") + 2 :][:1] in (b"Z", b"X")
    except OSError:
        return True


def _poll(cond, timeout: float = 60.0) -> float:
    t = time.monotonic()
    while not cond():
        if time.monotonic() - t > timeout:
            raise TimeoutError
        time.sleep(0.005)
    return time.monotonic() - t


def nul_tail(tmp: Path, repeat: int) -> None:
    src = sorted((CPU / "fullgraph_break" / "trace").glob("*.log"))[0]
    t = tmp / "t.log"
    shutil.copy(src, t)
    base = [_wait4([*PT2TUI, "summary", "--json", str(t)]) for _ in range(repeat)]
    with open(t, "r+b") as f:
        f.truncate(t.stat().st_size + (2 << 30))
    tail = [_wait4([*PT2TUI, "summary", "--json", str(t)]) for _ in range(repeat)]
    for name, xs in (("trace alone", base), ("+ 2 GB NUL tail", tail)):
        s = statistics.median(x[0] for x in xs)
        m = max(x[1] for x in xs)
        print(f"nul tail | {name} | median {s:.2f} s | peak RSS {m:.0f} MB")


QUIET = """
    import os, subprocess, sys, time
    here = os.path.dirname(os.path.abspath(__file__))
    kid = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    daemon = subprocess.Popen([sys.executable, "-c",
        "import os, time\\nos.setsid()\\nif os.fork(): os._exit(0)\\n"
        "open(%r, 'w').write(str(os.getpid()))\\ntime.sleep(600)" % os.path.join(here, "daemon.pid")])
    daemon.wait()
    while not os.path.exists(os.path.join(here, "daemon.pid")):
        time.sleep(0.01)
    open(os.path.join(here, "pids.tmp"), "w").write(f"{os.getpid()} {kid.pid}")
    os.replace(os.path.join(here, "pids.tmp"), os.path.join(here, "pids"))
    time.sleep(600)
"""


def _quiet_run(d: Path) -> tuple[subprocess.Popen, list[int]]:
    for n in ("pids", "daemon.pid"):
        (d / n).unlink(missing_ok=True)
    (d / "quiet.py").write_text(textwrap.dedent(QUIET))
    p = subprocess.Popen([*PT2TUI, "run", "--no-tui", "--runs-dir", str(d / "runs"), "quiet.py"],
                         cwd=d, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)  # fmt: skip
    _poll(lambda: (d / "pids").exists() and (d / "daemon.pid").read_text().strip() != "")
    pids = [int(x) for x in (d / "pids").read_text().split()] + [int((d / "daemon.pid").read_text())]
    return p, pids


def kill9(tmp: Path, repeat: int) -> None:
    took = []
    for _ in range(repeat):
        p, pids = _quiet_run(tmp)
        p.send_signal(signal.SIGKILL)
        t = time.monotonic()
        p.wait()
        _poll(lambda pids=pids: all(_gone(x) for x in pids))
        took.append(time.monotonic() - t)
    print(f"kill -9 of pt2tui | 3 processes (program, its child, a setsid daemon) | median "
          f"{statistics.median(took) * 1000:.0f} ms, max {max(took) * 1000:.0f} ms to none left")


def sigterm(tmp: Path, repeat: int) -> None:
    took = []
    for _ in range(repeat):
        p, pids = _quiet_run(tmp)
        t = time.monotonic()
        p.send_signal(signal.SIGTERM)
        p.wait()
        took.append(time.monotonic() - t)
        _poll(lambda pids=pids: all(_gone(x) for x in pids))
    print(f"SIGTERM to pt2tui | end recorded, pt2tui exited | median "
          f"{statistics.median(took) * 1000:.0f} ms, max {max(took) * 1000:.0f} ms")


CHATTY = """
    import sys
    line = "x" * 1000
    for i in range(2000):
        print(i, line)
        print(i, line, file=sys.stderr)
"""


def enospc(tmp: Path, repeat: int) -> None:
    (tmp / "chatty.py").write_text(textwrap.dedent(CHATTY))
    mnt = tmp / "small"
    mnt.mkdir(exist_ok=True)
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)], capture_output=True)
    if r.returncode != 0:
        print("full disk | skipped: cannot mount a tmpfs here (needs root)")
        return
    try:
        for where, runs in (("normal dir", tmp / "runs"), ("64 KB tmpfs, full", mnt)):
            xs = []
            for _ in range(repeat):
                shutil.rmtree(runs, ignore_errors=True) if runs != mnt else [
                    shutil.rmtree(x, ignore_errors=True) for x in mnt.iterdir()]  # fmt: skip
                xs.append(_wait4([*PT2TUI, "run", "--no-tui", "--runs-dir", str(runs), "chatty.py"], cwd=tmp)[0])
            print(f"4 MB of output | {where} | median {statistics.median(xs):.2f} s")
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def rotation(tmp: Path, repeat: int) -> None:
    from pt2tui.sources.follower import Follower

    a = sorted((CPU / "fullgraph_break" / "trace").glob("*.log"))[0]
    b = sorted((CPU / "dtrace_dynamic_guards" / "trace").glob("*.log"))[0]
    took = []
    for i in range(repeat):
        d = tmp / f"rot{i}"
        d.mkdir()
        shutil.copy(a, d / "x.log")
        f = Follower(str(d))
        while f.poll():
            pass
        os.rename(d / "x.log", d / "x.log.1")
        shutil.copy(b, d / "x.log")
        t = time.monotonic()
        while not (f.caught_up() and len(f._traces) == 2):
            f.poll()
            time.sleep(0.01)
        took.append(time.monotonic() - t)
    print(f"rotation under a Follower (rescan every 0.5 s) | median {statistics.median(took):.2f} s, "
          f"max {max(took):.2f} s to both files read")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as td:
        tmp = Path(td)
        nul_tail(tmp, args.repeat)
        kill9(tmp, args.repeat)
        sigterm(tmp, args.repeat)
        enospc(tmp, max(1, args.repeat // 2))
        rotation(tmp, args.repeat)


if __name__ == "__main__":
    main()
