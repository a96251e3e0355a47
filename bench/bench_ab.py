#!/usr/bin/env python3
"""The wall time of one pt2tui command, this checkout against another (``--base``), alternated
run by run (drift hits both alike), each a fresh process with its output to /dev/null:

    python3 bench/bench_ab.py --base OTHER_CHECKOUT [--base NAME=CHECKOUT ...] [--repeat 8]
        [--md5 FILE] [--cpus 0,1] [--python PATH] -- summary --json TRACE

Several ``--base`` take turns with this checkout in a rotating order. ``--md5 FILE`` times
``md5sum FILE`` in each round too (issue 49's floor); ``--cpus`` pins every step (taskset).
``--python`` runs pt2tui under that interpreter (default: this one). On the lent GPU hosts the
system ``python3`` runs a ``.pth`` file of numba-cuda's at every start (35-62 ms); pt2tui
installed as README says, in a venv of its own, does not: ``python3 -m venv --without-pip
/tmp/venv`` and ``--python /tmp/venv/bin/python`` time it so (bench/RESULTS.md, twelfth pass).
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


def once(repo: Path | None, args: list[str], pin: list[str], python: str = sys.executable) -> float:
    """One run of the command from ``repo`` (None: md5sum of ``args[0]``)."""
    if repo is None:
        cmd, env, cwd = [*pin, "md5sum", args[0]], None, None
    else:
        path = os.pathsep.join(x for x in (str(repo), os.environ.get("PYTHONPATH")) if x)
        cmd, env, cwd = [*pin, python, "-m", "pt2tui", *args], {**os.environ, "PYTHONPATH": path}, str(repo)
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, env=env, check=True, cwd=cwd)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--base", required=True, action="append",
                    help="another checkout (its native module built, compileall run), or NAME=CHECKOUT")  # fmt: skip
    ap.add_argument("--repeat", type=int, default=8)
    ap.add_argument("--md5", help="time md5sum of this file in each round too")
    ap.add_argument("--cpus", help="pin every step to these CPUs (taskset -c)")
    ap.add_argument("--python", default=sys.executable, help="the interpreter pt2tui runs under (a venv's)")
    ap.add_argument("args", nargs=argparse.REMAINDER, help="-- the pt2tui command's arguments")
    a = ap.parse_args()
    args = a.args[1:] if a.args[:1] == ["--"] else a.args
    args = [str(Path(x).resolve()) if os.path.exists(x) else x for x in args]  # (run from each checkout)
    variants: list[tuple[str, Path | None]] = [("this", ROOT)]
    for k, b in enumerate(a.base):
        name, _, where = b.rpartition("=") if "=" in b else ("base" if k == 0 else f"base{k}", "", b)
        variants.append((name, Path(where).resolve()))
    if a.md5:
        variants.append(("md5sum", None))
    pin = ["taskset", "-c", a.cpus] if a.cpus else []
    # (run from each checkout: a relative path made absolute; not resolved, a venv's python is a link)
    python = os.path.abspath(a.python) if os.sep in a.python else a.python
    times: dict[str, list[float]] = {n: [] for n, _ in variants}
    for i in range(a.repeat):
        turn = variants[i % len(variants):] + variants[:i % len(variants)]
        for name, repo in turn if i % 2 == 0 else turn[::-1]:
            times[name].append(once(repo, [a.md5] if repo is None else args, pin, python))
    for name, _ in variants:
        ts = times[name]
        print(f"{name}: best {min(ts):.3f} s, median {statistics.median(ts):.3f} s  ({', '.join(f'{t:.3f}' for t in ts)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
