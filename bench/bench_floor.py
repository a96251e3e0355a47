"""How far `pt2tui summary --json` of a big TORCH_TRACE is from the floor: `md5sum` of the file.

A reader that checks payload md5s must at least read the file and hash its payloads, so
``md5sum`` of the same file on one core is the yardstick (issue 49). Run it with::

    .venv/bin/python bench/bench_floor.py [--size-mb 340] [--repeat 3] [--cpus 0,1]
                                          [--trace FILE] [--scaling] [--scale-base-mb 15]

Every step is a whole process (interpreter start and imports included), the steps run
round-robin ``--repeat`` times (load from elsewhere hits all alike) and the best of each is
kept; wall time and CPU seconds (user + system, the ``--jobs`` workers included) come from
``os.wait4``. ``--cpus`` pins every process to those CPUs (``taskset``; md5sum to the first
one): on a loaded machine the ratios of one run mean something, the absolute seconds do not,
and CPU seconds are steadier than wall time.

Steps: ``md5sum`` (one core: the floor), ``summary --json`` (md5 checked, every core allowed),
the same with ``--jobs 1``, ``--no-verify``, and the bare parser with md5 checks. Each is
given as x md5sum, wall and CPU. ``--scaling`` instead times ``summary --json`` and ``md5sum``
on 1x, 4x and 16x ``--scale-base-mb`` (whole copies of the sample traces) and prints the time
per MB at each size and its spread: the cost is linear in the run when the time per MB (less
the fixed cost of a one-file summary) is flat within 15 %. Issue 49's own sizes are 1x, 4x and
16x its 340 MB file: ``--scaling --scale-base-mb 340 --distinct-ids --jobs1 --cpus N`` (5.4 GB
at 16x, some 7 GB of disk in all and 0.7 GB of memory: a lent host; at the small default the
start of a process weighs on 1x). A report, not a test: exit status 0.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_index import (  # noqa: E402 - the sibling bench's trace builder and timer
    MB,
    PARSER_SNIPPET,
    REPO,
    build_trace,
    measure,
    parse_path,
    source_files,
    warm_bytecode,
)

SCALES = (1, 4, 16)
LINEAR_WITHIN = 0.15
GOAL_X_MD5 = 1.5  # issue 49: summary (md5 checked) within 1.5x md5sum's time, 2 cores


def pinned(argv: list[str], cpus: str | None) -> list[str]:
    return ["taskset", "-c", cpus, *argv] if cpus and shutil.which("taskset") else argv


def steps(py: str, big: Path, cpus: str | None, one: str | None) -> list[tuple]:
    s = [py, "-m", "pt2tui", "summary", str(big), "--json"]
    return [
        ("md5sum (one core)", pinned(["md5sum", str(big)], one)),
        ("summary --json (md5)", pinned(s, cpus)),
        ("summary --json --jobs 1", pinned([*s, "--jobs", "1"], cpus)),
        ("summary --json --no-verify", pinned([*s, "--no-verify"], cpus)),
        ("parser alone, md5", pinned([py, "-c", PARSER_SNIPPET, str(big), "1"], cpus)),
    ]


def table(rows: list[dict], size: int) -> None:
    floor = rows[0]
    head = f"{'step':28} {'best s':>7} {'MB/s':>6} {'x md5sum':>8} {'CPU s':>6} {'CPU x md5sum':>12} {'RSS %':>6}"
    print(head)
    print("-" * len(head))
    for r in rows:
        flag = "" if all(c == 0 for c in r["exit_codes"]) else f"  exit {r['exit_codes']}"
        print(
            f"{r['tool']:28} {r['best_s']:7.3f} {size / MB / r['best_s']:6.0f} "
            f"{r['best_s'] / floor['best_s']:7.2f}x {r['cpu_s']:6.2f} "
            f"{r['cpu_s'] / max(floor['cpu_s'], 1e-9):11.2f}x {100 * r['peak_rss'] / size:5.1f}%{flag}"
        )
        for e in r["errors"]:
            print("    " + e.replace("\n", "\n    "))
    full = rows[1]
    x = full["best_s"] / floor["best_s"]
    print(f"\nsummary (md5) / md5sum: {x:.2f}x (goal <= {GOAL_X_MD5}x on 2 cores): "
          f"{'met' if x <= GOAL_X_MD5 else 'NOT met'}")  # fmt: skip


def scaling(py: str, files: list[Path], base_mb: float, repeat: int, tmp: Path, cpus, one, log,
            distinct: bool = False, jobs1: bool = False) -> None:  # fmt: skip
    small = tmp / "one_file.log"
    shutil.copy(files[0], small)
    opts = ["--jobs", "1"] if jobs1 else []
    cases = [("fixed (one file)", pinned([py, "-m", "pt2tui", "summary", str(small), "--json", *opts], cpus))]
    block = sum(p.stat().st_size + (not p.read_bytes().endswith(b"\n")) for p in files)
    copies = max(1, round(base_mb * MB / block))
    sizes = {}
    for k in SCALES:
        dest = tmp / f"dedicated_log_torch_trace_x{k}.log"
        sizes[k] = build_trace(dest, files, k * copies * block, repeat_ids=not distinct)
        cases.append((f"x{k}", pinned([py, "-m", "pt2tui", "summary", str(dest), "--json", *opts], cpus)))
        cases.append((f"md5sum x{k}", pinned(["md5sum", str(dest)], one)))
    rows = {r["tool"]: r for r in measure(cases, repeat, REPO, log)}
    fixed = rows["fixed (one file)"]
    print(f"{'size':5} {'MB':>7} {'best s':>7} {'ms/MB':>7} {'less fixed':>10} {'CPU ms/MB':>9} "
          f"{'CPU less fixed':>14} {'x md5sum':>8} {'CPU x md5sum':>12}")  # fmt: skip
    per, net, cpu, cpu_net = [], [], [], []
    for k in SCALES:
        r, m, mb = rows[f"x{k}"], rows[f"md5sum x{k}"], sizes[k] / MB
        per.append(1000 * r["best_s"] / mb)
        net.append(1000 * (r["best_s"] - fixed["best_s"]) / mb)
        cpu.append(1000 * r["cpu_s"] / mb)
        cpu_net.append(1000 * (r["cpu_s"] - fixed["cpu_s"]) / mb)
        print(f"{'x' + str(k):5} {mb:7.1f} {r['best_s']:7.3f} {per[-1]:7.2f} {net[-1]:10.2f} {cpu[-1]:9.2f} "
              f"{cpu_net[-1]:14.2f} {r['best_s'] / m['best_s']:7.2f}x "
              f"{r['cpu_s'] / max(m['cpu_s'], 1e-9):11.2f}x")  # fmt: skip
    print(f"fixed cost (a one-file summary): {fixed['best_s']:.3f} s, {fixed['cpu_s']:.3f} CPU s")
    # a line through the two largest sizes (the cost of the run's own start read off, not assumed
    # to be a one-file summary's): the smaller sizes' distance from it
    (mb4, c4), (mb16, c16) = [(sizes[k] / MB, rows[f"x{k}"]["cpu_s"]) for k in SCALES[-2:]]
    slope = (c16 - c4) / (mb16 - mb4)
    base = c4 - slope * mb4
    for k in SCALES[:-2]:
        mb, c = sizes[k] / MB, rows[f"x{k}"]["cpu_s"]
        print(f"CPU: {1000 * slope:.2f} ms/MB + {base:.3f} s through x{SCALES[-2]} and x{SCALES[-1]}; "
              f"x{k} {c:.3f} s against {base + slope * mb:.3f} s on that line "
              f"({100 * (c / (base + slope * mb) - 1):+.1f}%)")
    for what, xs in (("wall", per), ("wall less the fixed cost", net), ("CPU", cpu),
                     ("CPU less the fixed cost", cpu_net)):  # fmt: skip
        spread = max(xs) / min(xs) - 1 if min(xs) > 0 else float("inf")
        print(f"time per MB, {what}: {min(xs):.2f}-{max(xs):.2f} ms, spread {100 * spread:.1f}% "
              f"(flat within {100 * LINEAR_WITHIN:.0f}%: {'yes' if spread <= LINEAR_WITHIN else 'no'})")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=float, default=340, help="least size of the built trace (MB)")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each step (the best is kept)")
    ap.add_argument("--trace", help="time this trace file instead of building one")
    ap.add_argument("--cpus", help="pin every step to these CPUs (taskset -c), md5sum to the first")
    ap.add_argument("--scaling", action="store_true", help="time per MB at 1x, 4x, 16x --scale-base-mb")
    ap.add_argument("--scale-base-mb", type=float, default=15, help="the 1x trace of --scaling (MB)")
    ap.add_argument("--distinct-ids", action="store_true",
                    help="--scaling: each copy's frame ids shifted (a longer run, not the same compiles again)")
    ap.add_argument("--jobs1", action="store_true", help="--scaling: summary --jobs 1 (one core: no split at any size)")
    args = ap.parse_args(argv)
    repeat = max(1, args.repeat)
    py = sys.executable
    one = args.cpus.split(",")[0].split("-")[0] if args.cpus else None
    if shutil.which("md5sum") is None:
        print("bench: md5sum not found")
        return 0
    warm_bytecode()
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui-bench-"))
    log = lambda msg: print(msg, flush=True)  # noqa: E731
    try:
        print(f"parse path: {parse_path(py)}; CPUs {args.cpus or 'all'} of {os.cpu_count()}; "
              f"load average {os.getloadavg()[0]:.2f} before", flush=True)  # fmt: skip
        if args.scaling:
            scaling(py, source_files("auto"), args.scale_base_mb, repeat, tmp, args.cpus, one, log,
                    args.distinct_ids, args.jobs1)  # fmt: skip
        else:
            if args.trace:
                big = Path(args.trace).resolve()
                size = big.stat().st_size
            else:
                big = tmp / "dedicated_log_torch_trace_bench.log"
                size = build_trace(big, source_files("auto"), int(args.size_mb * MB))
            print(f"trace: {size / MB:.1f} MB; {repeat} runs each\n", flush=True)
            rows = measure(steps(py, big, args.cpus, one), repeat, REPO, log)
            print()
            table(rows, size)
        print(f"load average {os.getloadavg()[0]:.2f} after")
    except SystemExit as e:  # a report, never a failure
        if e.code not in (None, 0):
            print(e.code, file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
