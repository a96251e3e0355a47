#!/usr/bin/env python3
"""The wall time of one pt2tui command, this checkout against another (``--base``), alternated
run by run (drift hits both alike), each a fresh process with its output to /dev/null:

    python3 bench/bench_ab.py --base OTHER_CHECKOUT [--repeat 8] -- summary --json TRACE

Prints the best and the median of each. A report, not a test.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def once(repo: Path, args: list[str]) -> float:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(x for x in (str(repo), os.environ.get("PYTHONPATH")) if x)}
    t = time.perf_counter()
    subprocess.run([sys.executable, "-m", "pt2tui", *args], stdout=subprocess.DEVNULL, env=env, check=True,
                   cwd=str(repo))  # fmt: skip
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", required=True, help="another checkout (its native module built, compileall run)")
    ap.add_argument("--repeat", type=int, default=8)
    ap.add_argument("args", nargs=argparse.REMAINDER, help="-- the pt2tui command's arguments")
    a = ap.parse_args()
    args = a.args[1:] if a.args[:1] == ["--"] else a.args
    args = [str(Path(x).resolve()) if os.path.exists(x) else x for x in args]  # (run from each checkout)
    variants = [("this", ROOT), ("base", Path(a.base).resolve())]
    times: dict[str, list[float]] = {n: [] for n, _ in variants}
    for i in range(a.repeat):
        for name, repo in variants if i % 2 == 0 else variants[::-1]:
            times[name].append(once(repo, args))
    for name, _ in variants:
        ts = times[name]
        print(f"{name}: best {min(ts):.3f} s, median {statistics.median(ts):.3f} s  ({', '.join(f'{t:.3f}' for t in ts)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
