#!/usr/bin/env python3
"""How the prescan of one big trace (the states its segments start in, core/parse/segment.py)
scales with threads of one process, and with processes (issue 49: on the lent 16-core hosts 16
threads read 354 MB no quicker than 8; parallel._Prescan has every process read a piece each):

    PYTHONPATH=. python3 bench/bench_prescan.py PATH [--jobs 16]

Prints, for 1, 2, 4, 8, 12 and 16 readers: the threads of this process (each piece mapped on
its own, as segment.py reads it), and as many forked processes; then the native scan alone on
64 MB in memory, one thread against many. A report, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from pt2tui.core.parse import native, segment  # noqa: E402
from pt2tui.sources import parallel  # noqa: E402


def by_processes(path: str, pieces: list[tuple[int, int]], n: int) -> float:
    """Wall time of ``n`` forked processes reading the pieces (piece j by process j mod n)."""
    t = time.perf_counter()
    pids = []
    for k in range(n):
        pid = os.fork()
        if pid == 0:  # pragma: no cover - the child
            for a, b in pieces[k::n]:
                segment.piece_delta(path, a, b)
            os._exit(0)
        pids.append(pid)
    for pid in pids:
        os.waitpid(pid, 0)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("path")
    ap.add_argument("--jobs", type=int, default=16, help="the cuts --jobs N makes (default 16)")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    size = os.path.getsize(a.path)
    n = parallel._segments(size, a.jobs, parallel.SPLIT_MIN_BYTES // 2, True)
    t = time.perf_counter()
    cuts = [segment.record_boundary(a.path, size * k // n, size) for k in range(1, n)]
    print(f"{size / 1e6:.0f} MB, {n} segments; cuts found in {(time.perf_counter() - t) * 1e3:.1f} ms")
    pieces = segment.prescan_pieces(a.path, cuts, a.jobs)
    print(f"{len(pieces)} pieces")
    for k in (1, 2, 4, 8, 12, 16):
        th = [0.0] * a.repeat
        pr = [0.0] * a.repeat
        for r in range(a.repeat):
            s = time.perf_counter()
            segment.prescan_points(a.path, cuts, threads=k)
            th[r] = time.perf_counter() - s
            pr[r] = by_processes(a.path, pieces, k)
        print(f"{k:2d} threads: best {min(th) * 1e3:6.1f} ms, median {statistics.median(th) * 1e3:6.1f};"
              f"  {k:2d} processes: best {min(pr) * 1e3:6.1f} ms, median {statistics.median(pr) * 1e3:6.1f}")
    if native.prescan_lines is not None:
        with open(a.path, "rb") as f:
            data = f.read(64 << 20)
        view = memoryview(data)[: data.rfind(b"\n") + 1]

        def scan(_: int) -> float:
            s = time.perf_counter()
            native.prescan_lines(view, True)
            return time.perf_counter() - s

        for k in (1, 4, 16):
            with ThreadPoolExecutor(k) as pool:
                each = list(pool.map(scan, range(k)))
            print(f"the scan alone, 64 MB in memory, {k:2d} threads at once: {statistics.median(each) * 1e3:.1f} ms each")
    return 0


if __name__ == "__main__":
    sys.exit(main())
