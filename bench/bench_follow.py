"""Following a big trace while it is written: does pt2tui keep up, at what cost, and does it end
with the same model as a static load?

    .venv/bin/python bench/bench_follow.py [--size-mb 340] [--rate 40] [--json]

A trace of at least ``--size-mb`` MB is built by concatenating real traces (as
bench/bench_index.py does), then another process writes it into an empty dir at ``--rate`` MB/s
(4 MB pieces, paced by the clock, the file held open as a torch process holds its trace), twice:

1. ``pt2tui summary --follow --json DIR`` as its own process, started before the writer (it waits
   for the run to begin): its wall time, CPU time and peak RSS (``os.wait4``), and how long after
   the writer's end it printed the summary (the lag at the end: reading the rest, finishing, the
   JSON). Its JSON is compared with ``pt2tui summary --json`` of the written file (a static load:
   its own wall time and peak RSS too).
2. In this process: a ``Follower`` driven by ``FollowLoop`` as the TUI's follow worker drives it
   (snapshots at most every 0.4 s, at most 5x their cost), sampled every 0.1 s: how far behind
   the written size it is (MB and seconds at ``--rate``), its CPU time (thread time), and when it
   had read everything after the writer stopped.

Goals (issue 23): it keeps up (lag at the end a few seconds at most; never more than a few
seconds behind), the same model as the static load, peak RSS no more than the static load's.
It is a report, not a test: the exit status is always 0.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "bench"))

from bench_index import build_trace, source_files  # noqa: E402

from pt2tui.sources.follow_policy import FollowLoop, FollowPolicy  # noqa: E402
from pt2tui.sources.follower import Follower  # noqa: E402

MB = 1_000_000
PIECE = 4 << 20

WRITER = r"""
import sys, time
src, dst, rate = sys.argv[1], sys.argv[2], float(sys.argv[3]) * 1e6
with open(src, "rb") as s, open(dst, "ab") as d:
    print(time.monotonic(), flush=True)
    t0 = time.monotonic(); n = 0
    while True:
        piece = s.read(PIECE)
        if not piece:
            break
        d.write(piece); d.flush(); n += len(piece)
        ahead = n / rate - (time.monotonic() - t0)
        if ahead > 0:
            time.sleep(ahead)
print(time.monotonic(), flush=True)
""".replace("PIECE", str(PIECE))


def start_writer(src: Path, dst: Path, rate: float) -> tuple[subprocess.Popen, float]:
    w = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(src), str(dst), str(rate)],
        stdout=subprocess.PIPE,
        text=True,
    )
    t0 = float(w.stdout.readline())  # type: ignore[union-attr]
    return w, t0


def end_of_writer(w: subprocess.Popen) -> float:
    t = float(w.stdout.readline())  # type: ignore[union-attr]
    w.wait()
    return t


def wait4(proc: subprocess.Popen) -> tuple[float, int, float]:
    """(end time, peak RSS bytes, CPU s) of a child."""
    _, status, ru = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return time.monotonic(), ru.ru_maxrss * 1024, ru.ru_utime + ru.ru_stime


def headless(big: Path, tmp: Path, rate: float) -> dict:
    d = tmp / "headless"
    d.mkdir()
    dst = d / "dedicated_log_torch_trace_bench.log"
    out = tmp / "follow.json"
    with out.open("w") as fo, (tmp / "follow.err").open("w") as fe:
        t_start = time.monotonic()
        proc = subprocess.Popen([sys.executable, "-m", "pt2tui", "summary", "--follow", "--json", str(d)],
                                stdout=fo, stderr=fe, cwd=REPO)  # fmt: skip
        time.sleep(1.0)  # it waits for the run to begin
        w, t0 = start_writer(big, dst, rate)
        result: dict = {}
        th = threading.Thread(target=lambda: result.update(end=end_of_writer(w)))
        th.start()
        t_end, rss, cpu = wait4(proc)
        th.join()
    followed = json.loads(out.read_text())
    s0 = time.monotonic()
    static = subprocess.Popen([sys.executable, "-m", "pt2tui", "summary", "--json", str(d)],
                              stdout=subprocess.PIPE, cwd=REPO)  # fmt: skip
    text = static.stdout.read()  # type: ignore[union-attr]
    s_end, s_rss, s_cpu = wait4(static)
    want = json.loads(text)
    return {
        "write_s": result["end"] - t0,
        "follow_wall_s": t_end - t_start,
        "lag_at_end_s": t_end - result["end"],
        "follow_cpu_s": cpu,
        "follow_peak_rss": rss,
        "static_wall_s": s_end - s0,
        "static_cpu_s": s_cpu,
        "static_peak_rss": s_rss,
        "same_model": followed == want,
        "differs_in": sorted(k for k in want if followed.get(k) != want.get(k)),
        "compiles": len(want["compiles"]),
        "records": want["counts"]["records"],
        "exit_code": proc.returncode,
    }


def in_process(big: Path, tmp: Path, rate: float) -> dict:
    d = tmp / "inproc"
    d.mkdir()
    dst = d / "dedicated_log_torch_trace_bench.log"
    f = Follower(str(d))
    policy = FollowPolicy(str(d))
    loop = FollowLoop(f, policy)
    stats = {"snapshots": 0, "snap_s": 0.0, "cpu_s": 0.0, "done_at": None, "finished": False}

    def follow() -> None:
        c0 = time.thread_time()
        last, cost = 0.0, 0.0
        while True:
            changed = loop.step()
            now = time.monotonic()
            if changed and now - last >= max(0.4, 5 * cost):
                t = time.monotonic()
                f.snapshot()
                cost = time.monotonic() - t
                last = time.monotonic()
                stats["snapshots"] += 1
                stats["snap_s"] += cost
            st = loop.check()
            if st is not None and not st.following and f.caught_up():
                break
        stats["done_at"] = time.monotonic()
        f.finish()
        stats["run"] = f.snapshot()
        stats["cpu_s"] = time.thread_time() - c0

    th = threading.Thread(target=follow)
    th.start()
    w, t0 = start_writer(big, dst, rate)
    result: dict = {}
    wt = threading.Thread(target=lambda: result.update(end=end_of_writer(w)))
    wt.start()
    behind: list[int] = []
    while wt.is_alive():
        try:
            behind.append(os.path.getsize(dst) - f.done_bytes)
        except OSError:
            pass
        time.sleep(0.1)
    wt.join()
    th.join(600)
    run = stats.pop("run")
    return {
        "write_s": result["end"] - t0,
        "behind_max_mb": max(behind) / MB if behind else 0.0,
        "behind_median_mb": sorted(behind)[len(behind) // 2] / MB if behind else 0.0,
        "caught_up_after_writer_s": stats["done_at"] - result["end"],
        "follow_cpu_s": stats["cpu_s"],
        "snapshots": stats["snapshots"],
        "snapshot_s": stats["snap_s"],
        "compiles": len(run.compiles),
        "records": run.record_count,
        "why_finished": policy.status.line(),
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=float, default=340)
    ap.add_argument("--rate", type=float, default=40, help="MB/s the writer writes")
    ap.add_argument("--source", choices=("auto", "samples", "corpus"), default="auto")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui-bench-follow-"))
    try:
        files = source_files(args.source)
        big = tmp / "big.log"
        size = build_trace(big, files, int(args.size_mb * MB))
        if not args.json:
            print(f"trace: {size / MB:.0f} MB from {len(files)} real traces, written at {args.rate:.0f} MB/s",
                  flush=True)  # fmt: skip
        h = headless(big, tmp, args.rate)
        if not args.json:
            print(f"\npt2tui summary --follow --json (its own process, started before the writer):\n"
                  f"  writer took {h['write_s']:.1f} s; summary printed {h['lag_at_end_s']:.2f} s after the writer's end\n"
                  f"  CPU {h['follow_cpu_s']:.1f} s, peak RSS {h['follow_peak_rss'] / MB:.0f} MB "
                  f"({100 * h['follow_peak_rss'] / size:.1f}% of the file)\n"
                  f"  static load of the same file: {h['static_wall_s']:.1f} s, CPU {h['static_cpu_s']:.1f} s, "
                  f"peak RSS {h['static_peak_rss'] / MB:.0f} MB\n"
                  f"  same model as the static load: {h['same_model']}"
                  + (f" (differs in {h['differs_in']})" if not h["same_model"] else "")
                  + f"  ({h['compiles']} compiles, {h['records']} records)", flush=True)  # fmt: skip
        p = in_process(big, tmp, args.rate)
        if not args.json:
            print(f"\nFollower + FollowLoop in this process (as the TUI's follow worker):\n"
                  f"  behind the writer: median {p['behind_median_mb']:.1f} MB, max {p['behind_max_mb']:.1f} MB "
                  f"({p['behind_max_mb'] / args.rate:.2f} s of writing)\n"
                  f"  everything read {p['caught_up_after_writer_s']:.2f} s after the writer's end; "
                  f"{p['why_finished']}\n"
                  f"  CPU {p['follow_cpu_s']:.1f} s for {p['write_s']:.1f} s of writing; "
                  f"{p['snapshots']} snapshots ({p['snapshot_s']:.1f} s)\n"
                  f"  {p['compiles']} compiles, {p['records']} records")  # fmt: skip
        else:
            print(
                json.dumps(
                    {"trace_bytes": size, "rate_mb_s": args.rate, "headless": h, "in_process": p},
                    indent=2,
                )
            )
    except Exception as e:  # noqa: BLE001 - a report, never a failure
        print(f"bench: {type(e).__name__}: {e}", file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
