"""How much ``pt2tui diff`` of two big traces costs next to indexing one.

    .venv/bin/python bench/bench_diff.py [--size-mb 340] [--repeat 1] [--json]

Builds two traces of at least ``--size-mb`` MB the way bench/bench_index.py builds its one
(real sample traces concatenated over and over): A from the files in order, B from them in
reverse order (so the two differ, compile by compile), then times as whole processes:

- ``pt2tui summary A --json --no-verify``: indexing one;
- ``pt2tui diff A B --json --no-verify``: both loaded (one model per side), aligned, every
  matched compile's graphs, guards and output code diffed.

The goal of the issue: the diff costs at most 2.5x the index of one. A report, exit 0.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_index import MB, REPO, build_trace, run_once, source_files  # noqa: E402

GOAL = 2.5


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=float, default=340.0)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--source", default="auto", choices=("auto", "samples", "corpus"))
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    files = source_files(a.source)
    py = sys.executable
    with tempfile.TemporaryDirectory(prefix="pt2tui-bench-diff-") as tmp:
        ta, tb = Path(tmp) / "a.log", Path(tmp) / "b.log"
        size = int(a.size_mb * MB)
        na = build_trace(ta, files, size)
        nb = build_trace(tb, list(reversed(files)), size)
        cases = {
            "index one": [py, "-m", "pt2tui", "summary", str(ta), "--json", "--no-verify"],
            "diff two": [py, "-m", "pt2tui", "diff", str(ta), str(tb), "--json", "--no-verify"],
        }
        rows: dict[str, list[tuple[float, int]]] = {k: [] for k in cases}
        for _ in range(a.repeat):
            for name, cmd in cases.items():
                wall, rss, rc, tail = run_once(cmd, REPO)
                if rc not in (0, 1):
                    print(f"{name}: exit {rc}: {tail}", file=sys.stderr)
                rows[name].append((wall, rss))
    best = {k: min(w for w, _ in v) for k, v in rows.items()}
    ratio = best["diff two"] / best["index one"]
    out = {
        "trace_mb": [round(na / MB, 1), round(nb / MB, 1)],
        "runs": {k: {"best_s": round(best[k], 2), "median_s": round(statistics.median(w for w, _ in v), 2),
                     "peak_rss_mb": round(max(r for _, r in v) / MB, 1)} for k, v in rows.items()},  # fmt: skip
        "ratio": round(ratio, 2),
        "goal": GOAL,
        "ok": ratio <= GOAL,
    }
    if a.json:
        print(json.dumps(out, indent=2))
    else:
        print(f"traces: A {out['trace_mb'][0]} MB, B {out['trace_mb'][1]} MB")
        for k, v in out["runs"].items():
            print(f"  {k:10}  best {v['best_s']:7.2f} s  median {v['median_s']:7.2f} s  peak RSS {v['peak_rss_mb']:7.1f} MB")
        print(f"diff / index = {ratio:.2f}x (goal <= {GOAL}x): {'ok' if out['ok'] else 'MISSED'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
