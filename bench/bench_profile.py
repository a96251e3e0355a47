#!/usr/bin/env python3
"""A big profiler trace read and broken down: the goal is 500 MB in <= 5 s on the 2-core
machine, RSS <= 500 MB (issue 40).

    PYTHONPATH=. python3 bench/bench_profile.py [--mb 500] [--gzip] [--sample DIR]

Builds a trace of ``--mb`` MB from a real one (sample_traces/cpu-perf/graph_break by default;
a GPU sample's profile/ when given): its profiled calls repeated, each copy shifted in time,
ids and correlations renumbered, written as Kineto writes it (one event per line). Then times,
in a child process each (so RSS is that step's):

- ``orjson``: the reference, measured in the same run: orjson.loads of the whole file (what a
  reader that holds the whole trace in memory costs at best);
- ``scan``: core/parse/kineto.iter_events over the file (the events decoded, nothing kept);
- ``columns``: core/parse/kineto_columns.read_columns (the kept events as columns: the native
  ColumnBuilder where built), with the child's peak RSS; ``columns-pure`` (``--pure``) the same
  on the pure-Python path;
- ``report``: sources/profile.read_traces + core/analysis/perf build_report (what
  `pt2tui summary` adds for a profiled run), with the child's peak RSS and the read / analysis
  split; ``report-pure`` (``--pure``) the same on the pure-Python path.

Prints MB/s and the seconds a 500 MB trace would take at that rate.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def build(sample: str, mb: int, out: str, compress: bool) -> int:
    src = os.path.join(sample, "profile", "trace.json.gz")
    if not os.path.exists(src):
        src = next(os.path.join(sample, "profile", f) for f in sorted(os.listdir(os.path.join(sample, "profile")))
                   if f.endswith(".json.gz"))  # fmt: skip
    d = json.loads(gzip.decompress(open(src, "rb").read()))
    evs = d.pop("traceEvents")
    span = max(e.get("ts", 0) + e.get("dur", 0) for e in evs) - min(e.get("ts", 0) for e in evs if "ts" in e)
    head = json.dumps(d)[:-1] + ', "traceEvents": [\n'
    opener = gzip.open if compress else open
    written = 0
    with opener(out, "wt") as f:
        f.write(head)
        k = 0
        first = True
        while written < mb << 20:
            for e in evs:
                e2 = dict(e)
                if "ts" in e2:
                    e2["ts"] = e["ts"] + k * span * 1.01
                a = e2.get("args")
                if isinstance(a, dict) and "correlation" in a:
                    e2["args"] = dict(a, correlation=a["correlation"] + k * 1_000_000)
                line = ("" if first else ",\n") + json.dumps(e2)
                first = False
                f.write(line)
                written += len(line)
            k += 1
        f.write("\n]}\n")
    return written


def child(kind: str, path: str) -> None:
    sys.path.insert(0, REPO)
    t = time.perf_counter()
    if kind == "orjson":  # the reference in the same run: the whole file decoded at once
        import gzip as _gz

        import orjson

        opener = _gz.open if path.endswith(".gz") else open
        with opener(path, "rb") as f:
            n = len(orjson.loads(f.read())["traceEvents"])
    elif kind in ("columns", "columns-pure"):
        from pt2tui.core.parse import native
        from pt2tui.core.parse.kineto_columns import read_columns

        native.use_native(kind == "columns")
        with open(path, "rb") as f:
            n = len(read_columns(f))
    elif kind == "scan":
        from pt2tui.core.parse.kineto import iter_events

        with open(path, "rb") as f:
            n = sum(1 for _ in iter_events(f))
    else:
        from pt2tui.core.analysis.perf.report import build_report
        from pt2tui.core.parse import native
        from pt2tui.sources.profile import read_traces

        native.use_native(kind == "report")  # report-pure: the pure-Python path end to end
        traces = read_traces([path])
        read_s = time.perf_counter() - t
        rep = build_report(traces)
        n = sum(len(p.calls) for p in rep.ranks)
    dt = time.perf_counter() - t
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    out = {"n": n, "s": dt, "rss_mb": rss}
    if kind.startswith("report"):
        out["read_s"] = read_s
    print(json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=int, default=500)
    ap.add_argument("--gzip", action="store_true")
    ap.add_argument("--sample", default=os.path.join(REPO, "sample_traces", "cpu-perf", "graph_break"))
    ap.add_argument("--steps", default="orjson,scan,columns,report", help="comma-separated steps to time")
    ap.add_argument("--pure", action="store_true", help="also time columns and report on the pure-Python path")
    ap.add_argument("--keep", help="build the trace here (kept, reused when it exists)")
    ap.add_argument("--child", nargs=2, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        child(*a.child)
        return
    steps = a.steps.split(",") + (["columns-pure", "report-pure"] if a.pure else [])
    with tempfile.TemporaryDirectory() as tmp:
        path = a.keep or os.path.join(tmp, "trace.json" + (".gz" if a.gzip else ""))
        if a.keep and os.path.exists(path):
            size = os.path.getsize(path)  # a plain trace reused (the size of its JSON)
        else:
            size = build(a.sample, a.mb, path, a.gzip)
        print(f"trace: {size / 1e6:.0f} MB of JSON{' (gzip: %.0f MB)' % (os.path.getsize(path) / 1e6) if a.gzip else ''}")
        ref = None
        for kind in steps:
            p = subprocess.run([sys.executable, __file__, "--child", kind, path], capture_output=True, text=True)
            if p.returncode:
                print(kind, "failed:", p.stderr[-2000:])
                continue
            r = json.loads(p.stdout)
            rate = size / 1e6 / r["s"]
            ref = r["s"] if kind == "orjson" else ref
            vs = f"  {r['s'] / ref:4.2f}x orjson.loads" if ref and kind != "orjson" else ""
            what = "calls" if kind.startswith("report") else "rows" if kind.startswith("columns") else "events"
            split = f"  (read {r['read_s']:.2f} s + analysis {r['s'] - r['read_s']:.2f} s)" if "read_s" in r else ""
            print(f"{kind:12s} {r['s']:6.2f} s  {rate:6.1f} MB/s  -> 500 MB in {500 / rate:5.1f} s  "
                  f"peak RSS {r['rss_mb']:.0f} MB  ({r['n']} {what}){vs}{split}")

if __name__ == "__main__":
    main()
