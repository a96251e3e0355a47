#!/usr/bin/env python3
"""Many ranks, many processes: cost stays linear.

    PYTHONPATH=. python bench/bench_ranks.py [--sample sample_traces/cpu/collectives_diverge]

Builds run dirs of N ranks x P processes per rank (a torchrun restart: every rank writes a
second file) from a real rank trace: each file a copy whose header lines get their own pid and,
for later attempts, later times (payloads untouched, so their md5s hold). Then times what
`pt2tui summary --json` does (load, processes, rank divergences, triage) for 8x1, 16x1, 8x2
and 16x2, and prints the time per file: it should stay flat.
"""

from __future__ import annotations

import argparse
import re
import shutil
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

_HEAD = re.compile(rb"^(\[rank\d+\]:)?([VIWEC]\d{4} )(\d\d)(:\d\d:\d\d\.\d+ +)(\d+)( )", re.M)


def make_dir(dest: Path, src: bytes, ranks: int, procs: int) -> int:
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sample", default=str(ROOT / "sample_traces" / "cpu" / "collectives_diverge"))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    src = sorted((Path(args.sample) / "trace").glob("*rank_1*.log")) or sorted(Path(args.sample).rglob("*.log"))
    data = src[0].read_bytes()
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui_bench_ranks_"))
    try:
        print(f"source: {src[0].name} ({len(data) / 1e3:.0f} kB)")
        print(f"{'ranks x procs':>14} {'files':>6} {'MB':>7} {'best s':>8} {'ms/file':>8}")
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
