#!/usr/bin/env python3
"""Where the wall time of `pt2tui summary --json --jobs N` goes in the parent process: the part
that more cores do not shorten (issue 49's 16-core goals).

    PYTHONPATH=. python3 bench/bench_phases.py PATH [--jobs N] [--repeat 3]
    PYTHONPATH=. python3 bench/bench_phases.py --make-trace 340 | --make-ranks 128 [--jobs N]

``--make-trace MB`` builds one trace of that size as bench_floor does, ``--make-ranks N`` a dir
of N rank files of 44 MB as bench_ranks does (5.6 GB for 128), in a temporary dir, removed after.

Each run is a fresh process (nothing cached from the one before) that does what the command
does, timing: the imports, the catch-up of the trace files (split into the files or segments
this process read itself, loading the workers' results, merging them, and waiting for them),
the rest of the load (the follow's last poll, the snapshot), the profile and kernel reports, the
summary, its JSON. The best run (by total) is printed, with its shares, then the best wall time
of the command itself (`python -m pt2tui summary PATH --json --jobs N`, output to a file) over
as many runs, alternated with md5sum of the trace (of the biggest file of a dir). A report, not
a test.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))


def once(path: str, jobs: int) -> dict[str, float]:
    t0 = time.perf_counter()
    sys.path.insert(0, str(ROOT))
    from pt2tui.cli.jsonout import dumps
    from pt2tui.core.analysis.summary import summary_dict
    from pt2tui.sources import claims, load, parallel
    from pt2tui.sources.kernels import load_level
    from pt2tui.sources.profile import load_report

    t: dict[str, float] = {"imports": time.perf_counter() - t0}
    for k in ("read here", "load results", "merge", "catch-up"):
        t[k] = 0.0

    def timed(name: str, fn):
        def inner(*a, **kw):
            s = time.perf_counter()
            try:
                return fn(*a, **kw)
            finally:
                t[name] += time.perf_counter() - s

        return inner

    share = claims.share

    def timed_share(units, jobs, work, receive, read_here, take, *rest):
        return share(units, jobs, work, timed("load results", receive), timed("read here", read_here),
                     timed("merge", take), *rest)  # fmt: skip

    parallel.share = timed_share
    load.catch_up_traces = timed("catch-up", load.catch_up_traces)
    s = time.perf_counter()
    with load.gc_paused():
        run = load.load_run(path, jobs=jobs)
        t["load"] = time.perf_counter() - s
        s = time.perf_counter()
        report = load_report(path, run)
        load_level(path, run, report=report)
        t["reports"] = time.perf_counter() - s
        s = time.perf_counter()
        d = summary_dict(run, path)
        t["summary"] = time.perf_counter() - s
        s = time.perf_counter()
        out = dumps(d)
        t["json"] = time.perf_counter() - s
    t["total"] = time.perf_counter() - t0
    t["compiles"] = len(run.compiles)
    t["json MB"] = len(out) / 1e6
    return t


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("path", nargs="?")
    ap.add_argument("--make-trace", type=float, metavar="MB", help="build one trace of this size")
    ap.add_argument("--make-ranks", type=int, metavar="N", help="build a dir of N rank files of 44 MB")
    ap.add_argument("--jobs", type=int, default=len(os.sched_getaffinity(0)))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--once", action="store_true", help=argparse.SUPPRESS)
    a = ap.parse_args(argv)
    if a.once:
        print(json.dumps(once(a.path, a.jobs)))
        os._exit(0)  # as the command does (quick_exit): no teardown of the model
    tmp = None
    try:
        if a.make_trace or a.make_ranks:
            tmp = Path(tempfile.mkdtemp(prefix="pt2tui-phases-"))
            a.path = str(_make(tmp, a.make_trace, a.make_ranks))
        report(a.path, a.jobs, a.repeat)
    finally:
        if tmp is not None:
            shutil.rmtree(tmp, ignore_errors=True)
    return 0


def _make(tmp: Path, trace_mb: float | None, ranks: int | None) -> Path:
    from bench_index import MB, build_trace, source_files

    t0 = time.perf_counter()
    if trace_mb:
        out = tmp / "dedicated_log_torch_trace_bench.log"
        build_trace(out, source_files("auto"), int(trace_mb * MB))
    else:
        from bench_ranks import make_dir

        sample = ROOT / "sample_traces" / "cpu" / "collectives_diverge" / "trace"
        data = sorted(sample.glob("*rank_1*.log"))[0].read_bytes()
        out = tmp / f"r{ranks}"
        make_dir(out, data, ranks or 1, 1, int(44e6))
    print(f"built {out.name} in {time.perf_counter() - t0:.1f} s", flush=True)
    return out


def report(path: str, jobs: int, repeat: int) -> None:
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, __file__, path, "--jobs", str(jobs), "--once"],
                             capture_output=True, text=True, check=True).stdout  # fmt: skip
        runs.append(json.loads(out.strip().splitlines()[-1]))
    best = min(runs, key=lambda r: r["total"])
    files = [p for p in Path(path).rglob("*") if p.is_file()] if Path(path).is_dir() else [Path(path)]
    size = sum(p.stat().st_size for p in files)
    print(f"{Path(path).name}: {size / 1e6:.0f} MB in {len(files)} file(s), --jobs {jobs}, "
          f"{best['compiles']:.0f} compiles; in one process, best of {repeat}: {best['total']:.3f} s "
          f"({size / 1e6 / best['total']:.0f} MB/s; totals {', '.join(format(r['total'], '.3f') for r in runs)})")  # fmt: skip
    wait = best["catch-up"] - best["read here"] - best["load results"] - best["merge"]
    rest = best["load"] - best["catch-up"]
    rows = [("imports", best["imports"]), ("  read here", best["read here"]),
            ("  load results", best["load results"]), ("  merge", best["merge"]),
            ("  wait (prescan, workers)", wait), ("catch-up", best["catch-up"]),
            ("rest of load (poll, snapshot)", rest), ("reports", best["reports"]),
            ("summary", best["summary"]), (f"json ({best['json MB']:.1f} MB)", best["json"])]  # fmt: skip
    for name, v in rows:
        print(f"  {name:<32} {v:7.3f} s {100 * v / best['total']:5.1f} %")
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    cmd = [sys.executable, "-m", "pt2tui", "summary", path, "--json", "--jobs", str(jobs)]
    walls, md5s = [], []
    biggest = max(files, key=lambda p: p.stat().st_size)
    for _ in range(repeat):
        with tempfile.TemporaryFile() as sink:
            t0 = time.perf_counter()
            subprocess.run(cmd, stdout=sink, stderr=subprocess.DEVNULL, env=env, check=True)
            walls.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        subprocess.run(["md5sum", str(biggest)], stdout=subprocess.DEVNULL, check=True)
        md5s.append(time.perf_counter() - t0)
    print(f"  the command: best {min(walls):.3f} s ({size / 1e6 / min(walls):.0f} MB/s); md5sum of "
          f"{biggest.stat().st_size / 1e6:.0f} MB: {min(md5s):.3f} s", flush=True)  # fmt: skip


if __name__ == "__main__":
    sys.exit(main())
