#!/usr/bin/env python3
"""Many ranks, many processes: cost stays linear, and every core is used.

    PYTHONPATH=. python3 bench/bench_ranks.py [--sample sample_traces/cpu/collectives_diverge]
    PYTHONPATH=. python3 bench/bench_ranks.py --jobs-scaling --ranks 64

Builds run dirs of N ranks x P processes per rank (a torchrun restart: every rank writes a
second file) from a real rank trace: each file a copy whose header lines get their own pid and,
for later attempts, later times (payloads untouched, so their md5s hold). Then:

- times what `pt2tui summary --json` does (load, processes, rank divergences, triage) for 8x1,
  16x1, 8x2 and 16x2, and prints the time per file: it should stay flat;
- ``--jobs`` (on by default; ``--no-jobs`` skips it): a dir of ``--ranks`` ranks (16) whose
  files are the rank trace repeated to ``--rank-mb`` MB each (44: a 700 MB dir; frame ids
  shifted in each copy), indexed by
  ``pt2tui summary --json --jobs N`` as a whole process (start-up included) for N = 1 and the
  cores here, with the speedup (goal: >= 1.7x on 2 cores) and whether the output is identical;
- ``--jobs-scaling``: the same for N = 1, 2, 4, 8, 16 (on a host with that many cores).

Needs python3 and rich only (no textual, no torch).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_index import shift_frame_ids, warm_bytecode  # noqa: E402

_HEAD = re.compile(rb"^(\[rank\d+\]:)?([VIWEC]\d{4} )(\d\d)(:\d\d:\d\d\.\d+ +)(\d+)( )", re.M)


def make_dir(dest: Path, src: bytes, ranks: int, procs: int, size: int = 0) -> int:
    """Rank files of ``src`` (repeated up to ``size`` bytes each when given)."""
    if size > len(src):  # each copy's compiles new ones, as in a long run
        src = b"".join(shift_frame_ids(src, i) for i in range(max(1, size // len(src))))
    dest.mkdir(parents=True)
    n = 0
    for r in range(ranks):
        for a in range(procs):
            pid = 10_000 + r * 10 + a

            def head(m: re.Match, a: int = a, pid: int = pid) -> bytes:
                hour = (int(m.group(3)) + a) % 24
                return b"%s%s%02d%s%d%s" % (m.group(1) or b"", m.group(2), hour, m.group(4), pid, m.group(6))

            data = _HEAD.sub(head, src)
            (dest / f"dedicated_log_torch_trace_rank_{r}_a{a}.log").write_bytes(data)
            n += len(data)
    return n


def measure(path: Path) -> float:
    from pt2tui.core.analysis.summary import summary_dict
    from pt2tui.sources.load import load_run

    t0 = time.perf_counter()
    run = load_run(str(path))
    d = summary_dict(run)
    dt = time.perf_counter() - t0
    assert len(d["processes"]) == len(list(path.iterdir())), "a process was lost or merged"
    return dt


def run_summary(path: Path, jobs: int) -> tuple[float, int, str]:
    """(wall s, peak RSS of the parent, md5 of stdout) of `pt2tui summary PATH --json --jobs N`."""
    env = {**os.environ, "PYTHONPATH": str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", "")}
    argv = [sys.executable, "-m", "pt2tui", "summary", str(path), "--json", "--jobs", str(jobs)]
    with tempfile.TemporaryFile() as out:
        t0 = time.perf_counter()
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL, env=env)
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        out.seek(0)
        digest = hashlib.md5(out.read()).hexdigest()
    if os.waitstatus_to_exitcode(status) != 0:
        digest = f"exit {os.waitstatus_to_exitcode(status)}"
    return wall, ru.ru_maxrss * 1024, digest


def cores() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover
        return os.cpu_count() or 1


def jobs_table(tmp: Path, data: bytes, ranks: int, rank_mb: float, jobs_list: list[int], repeat: int) -> None:
    d = tmp / f"jobs_r{ranks}"
    size = make_dir(d, data, ranks, 1, int(rank_mb * 1e6))
    print(f"\n{ranks} ranks x {size / ranks / 1e6:.0f} MB = {size / 1e6:.0f} MB; "
          f"`pt2tui summary --json --jobs N`, whole process, best of {repeat}; {cores()} cores")  # fmt: skip
    print(f"{'jobs':>5} {'best s':>8} {'MB/s':>7} {'speedup':>8} {'output':>10}")
    base = None
    ref = None
    for jobs in jobs_list:
        runs = [run_summary(d, jobs) for _ in range(repeat)]
        best = min(w for w, _, _ in runs)
        digest = runs[0][2]
        base = base or best
        ref = ref or digest
        same = "identical" if all(r[2] == ref for r in runs) else "DIFFERS"
        print(f"{jobs:>5} {best:>8.3f} {size / 1e6 / best:>7.0f} {base / best:>7.2f}x {same:>10}", flush=True)
    if len(jobs_list) > 1 and jobs_list[0] == 1:
        print(f"goal (issue #14): >= 1.7x with --jobs 2 on 2 cores (load average now {os.getloadavg()[0]:.2f}; "
              "other work on the machine lowers it)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sample", default=str(ROOT / "sample_traces" / "cpu" / "collectives_diverge"))
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--ranks", type=int, default=16, help="ranks of the --jobs dir")
    ap.add_argument("--rank-mb", type=float, default=44.0, help="MB of each rank file of the --jobs dir")
    ap.add_argument("--no-jobs", action="store_true", help="skip the --jobs timing")
    ap.add_argument("--no-linear", action="store_true", help="skip the per-file table")
    ap.add_argument("--jobs-scaling", action="store_true", help="time --jobs 1, 2, 4, 8, 16 (only that)")
    args = ap.parse_args(argv)
    src = sorted((Path(args.sample) / "trace").glob("*rank_1*.log")) or sorted(Path(args.sample).rglob("*.log"))
    data = src[0].read_bytes()
    warm_bytecode()
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui_bench_ranks_"))
    try:
        print(f"source: {src[0].name} ({len(data) / 1e3:.0f} kB)")
        if args.jobs_scaling:
            jobs_table(tmp, data, args.ranks, args.rank_mb, [1, 2, 4, 8, 16], args.repeat)
            return 0
        if not args.no_jobs:
            jobs_table(tmp, data, args.ranks, args.rank_mb, sorted({1, 2, cores()}), args.repeat)
        if args.no_linear:
            return 0
        print(f"\n{'ranks x procs':>14} {'files':>6} {'MB':>7} {'best s':>8} {'ms/file':>8}")
        for ranks, procs in ((8, 1), (16, 1), (8, 2), (16, 2)):
            d = tmp / f"r{ranks}p{procs}"
            size = make_dir(d, data, ranks, procs)
            best = min(measure(d) for _ in range(args.repeat))
            files = ranks * procs
            print(f"{ranks:>8} x {procs:<3} {files:>6} {size / 1e6:>7.1f} {best:>8.3f} {best / files * 1e3:>8.1f}")
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
