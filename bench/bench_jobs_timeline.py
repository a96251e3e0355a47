#!/usr/bin/env python3
"""Where `load_run(PATH, jobs=N)` spends its wall time across processes (issue 49: one trace on
16 cores): a timeline of the parent (the prescan, each worker's start, each result's load and
merge, the idle snapshots) and of each worker (each unit: its index, its start and end, the
pickling of its result), on one clock (perf_counter is CLOCK_MONOTONIC, shared by the forks).

    PYTHONPATH=. python3 bench/bench_jobs_timeline.py PATH [--jobs N]
    PYTHONPATH=. python3 bench/bench_jobs_timeline.py --make-trace 340 [--jobs N]

A report, not a test.
"""

from __future__ import annotations

import argparse
import json
import os
import pickle
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))


def timeline(path: str, jobs: int, phases: bool = False) -> None:
    t0 = time.perf_counter()
    from pt2tui.sources import claims, load, parallel

    imported = time.perf_counter()
    events: list[tuple[str, float, float, str]] = []  # (who, start, end, what)
    side = tempfile.mkdtemp(prefix="pt2tui-timeline-")

    work = parallel._work
    spent = _phases() if phases else {}

    def timed_work(unit, where):  # in a worker (forked: it has this wrapper)
        spent.clear()
        s = time.perf_counter()
        name = work(unit, where)
        e = time.perf_counter()
        with open(os.path.join(side, f"{os.getpid()}-{unit[1]}"), "w") as f:
            json.dump([s, e, unit[1], unit[2], os.path.getsize(name), dict(spent)], f)
        if phases:
            with open(os.path.join(side, f"unit-{unit[1]}.pickle"), "wb") as f:
                pickle.dump(unit, f)
        return name

    parallel._work = timed_work
    me = os.getpid()

    def wrap(mod, name, what=lambda *a: ""):  # each call's span, in this process or a worker
        fn = getattr(mod, name)

        def inner(*a, **kw):
            s = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                e = time.perf_counter()
                if os.getpid() == me:
                    events.append(("parent", s, e, f"{name} {what(*a)}".strip()))
                else:
                    with open(os.path.join(side, f"ev-{os.getpid()}.jsonl"), "a") as f:
                        f.write(json.dumps([s, e, f"{name} {what(*a)}".strip()]) + "\n")

        setattr(mod, name, inner)

    # the prelude: each piece's prescan (a worker's or this process's), a segment's wait for the
    # states (a worker), this process's share and its finish
    wrap(parallel, "piece_delta", lambda path, a, b: f"[{a / 1e6:.1f}, {b / 1e6:.1f}) MB")
    wrap(parallel._Prescan, "state_at", lambda self, start, where: f"at {start / 1e6:.1f} MB")
    wrap(claims, "_prelude_here")
    # what comes after the last merge: the workers joined, their dir removed, the follower's
    # last poll and finish, the snapshot
    from pt2tui.sources import follower

    for cls, name in ((follower.Follower, "finish"), (follower.Follower, "snapshot"), (claims.shutil, "rmtree")):
        wrap(cls, name)
    join = claims.multiprocessing.context.ForkProcess.join

    def timed_join(self, *a):
        s = time.perf_counter()
        join(self, *a)
        if os.getpid() == me and time.perf_counter() - s > 0.0005:
            events.append(("parent", s, time.perf_counter(), "join"))

    claims.multiprocessing.context.ForkProcess.join = timed_join
    wrap(parallel, "prescan_points")
    wrap(parallel, "_receive")
    wrap(parallel, "merge_into")
    wrap(claims, "_arrived", lambda workers, timeout: f"(timeout {timeout})")
    start = claims.multiprocessing.context.ForkProcess.start

    def timed_start(self):
        s = time.perf_counter()
        start(self)
        events.append(("parent", s, time.perf_counter(), "fork"))

    claims.multiprocessing.context.ForkProcess.start = timed_start
    s = time.perf_counter()
    with load.gc_paused():  # (as `summary` reads: its collections paused until it exits)
        run = load.load_run(path, jobs=jobs)
        end = time.perf_counter()  # (within: the pause's end collects the whole model once)
    print(f"{path}: {os.path.getsize(path) / 1e6:.0f} MB, --jobs {jobs}, {len(run.compiles)} compiles; "
          f"imports {(imported - t0) * 1000:.0f} ms, load_run {(end - s) * 1000:.0f} ms")
    rows = []
    for n in os.listdir(side):
        if n.startswith("ev-"):  # a worker's spans (the prelude's pieces, the waits for states)
            with open(os.path.join(side, n)) as f:
                for line in f:
                    a, b, what = json.loads(line)
                    rows.append((f"worker {n[3:-6]}", a, b, what))
            continue
        if n.startswith("unit-"):
            continue
        pid, _ = n.split("-")
        with open(os.path.join(side, n)) as f:
            a, b, lo, hi, size, parts = json.load(f)
        rows.append((f"worker {pid}", a, b, f"unit [{lo / 1e6:.0f}, {hi / 1e6:.0f}) MB, result {size / 1024:.0f} KB"
                     + _spent_text(b - a, parts)))
    waits = [e for e in events if e[3].startswith("_arrived") and e[2] - e[1] > 0.001]
    others = [e for e in events if not e[3].startswith("_arrived")]
    for who, a, b, what in sorted(others + rows + waits, key=lambda e: e[1]):
        print(f"  {(a - s) * 1000:7.1f} {(b - s) * 1000:7.1f} ms  {who:13} {what}")
    by: dict[str, float] = {}
    for _, a, b, what in events:
        k = what.split(" ")[0]
        by[k] = by.get(k, 0.0) + (b - a)
    print("  parent totals: " + ", ".join(f"{k} {v * 1000:.0f} ms" for k, v in sorted(by.items(), key=lambda x: -x[1])))
    pieces = [r for r in rows if r[3].startswith("piece_delta")] + [e for e in events if e[3].startswith("piece_delta")]
    if pieces:
        print(f"  prelude: {len(pieces)} pieces, {sum(b - a for _, a, b, _ in pieces) * 1000:.0f} ms of prescan in all, "
              f"the last ends {(max(p[2] for p in pieces) - s) * 1000:.0f} ms")
    rows = [r for r in rows if r[3].startswith("unit ")] if pieces else rows
    busy = sum(b - a for _, a, b, _ in rows)
    print(f"  workers: {len(rows)} units, {busy * 1000:.0f} ms of work in all; "
          f"first starts {(min(r[1] for r in rows) - s) * 1000:.0f} ms, last ends {(max(r[2] for r in rows) - s) * 1000:.0f} ms")
    if phases:  # the same units again, one after another in this process (warm, no other worker)
        units = []
        for n in sorted(os.listdir(side)):
            if n.startswith("unit-"):
                with open(os.path.join(side, n), "rb") as f:
                    units.append(pickle.load(f))
        units.sort(key=lambda u: u[1])
        alone = 0.0
        for unit in units:
            spent.clear()
            a = time.perf_counter()
            os.unlink(work(unit, side))
            alone += time.perf_counter() - a
            print(f"  alone: unit [{unit[1] / 1e6:.0f}, {unit[2] / 1e6:.0f}) MB"
                  + _spent_text(time.perf_counter() - a, dict(spent)))
        print(f"  alone: {len(units)} units, {alone * 1000:.0f} ms in all (against {busy * 1000:.0f} ms in the workers)")


def _phases() -> dict:
    """Wrap what a worker spends its time in (the native scanner, md5s, reads, pickling, the rank
    artifacts' reads) so that each unit's time splits; the dict they add to."""
    import pickle as pk

    from pt2tui.core.analysis.ranks import artifacts
    from pt2tui.core.parse import native
    from pt2tui.sources import parallel

    spent: dict = {}

    def timed(fn, key):
        def inner(*a, **kw):
            s = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                spent[key] = spent.get(key, 0.0) + time.perf_counter() - s

        return inner

    for name in ("scan", "md5_many", "md5_payload", "prescan_lines"):
        if getattr(native, name, None) is not None:
            setattr(native, name, timed(getattr(native, name), name))
    os.pread = timed(os.pread, "pread")
    artifacts.warm = timed(artifacts.warm, "warm")
    parallel.rank_artifacts.warm = artifacts.warm
    parallel.pickle = type(pk)("pickle")
    parallel.pickle.__dict__.update(pk.__dict__)
    parallel.pickle.dump = timed(pk.dump, "dump")
    return spent


def _spent_text(total: float, parts: dict) -> str:
    if not parts:
        return ""
    rest = total - sum(parts.values())
    return "; " + ", ".join(f"{k} {v * 1000:.1f}" for k, v in sorted(parts.items())) + f", rest {rest * 1000:.1f} ms"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("path", nargs="?")
    ap.add_argument("--make-trace", type=float, metavar="MB", help="build one trace of this size, timed twice")
    ap.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)))
    ap.add_argument("--phases", action="store_true", help="split each unit's time (scan, md5s, reads, pickling, the "
                    "rest: Python) and run the same units again one after another in this process")
    args = ap.parse_args()
    if args.make_trace:
        from bench_phases import _make

        with tempfile.TemporaryDirectory(prefix="pt2tui-timeline-") as tmp:
            timeline(str(_make(Path(tmp), args.make_trace, None)), args.jobs, args.phases)
            timeline(str(Path(tmp) / "dedicated_log_torch_trace_bench.log"), args.jobs, args.phases)  # (warm)
        return 0
    timeline(args.path, args.jobs, args.phases)
    return 0


if __name__ == "__main__":
    sys.exit(main())
