"""How fast pt2tui indexes a big TORCH_TRACE, next to `tlparse -p` on the same file.

Run it with ``make bench`` (``.venv/bin/python bench/bench_index.py``), or::

    .venv/bin/python bench/bench_index.py [--size-mb 320] [--repeat 3] [--json]
                                          [--source auto|samples|corpus] [--trace FILE]

It builds a trace of at least ``--size-mb`` MB in a temporary directory by concatenating real
traces over and over (``sample_traces/cpu/*/trace/*.log`` when they are there and finished, else
``<repo>/../shared/corpus/gpu-h100/*/trace/*.log``; compile ids repeat, as the issue's figures
were taken (tlparse -p is slower on it); ``--shift-ids`` shifts each copy's frame ids so that
its compiles are new ones, as in one long run), then times, each as a whole process (interpreter start-up and imports included):

- ``pt2tui summary BIG --json --no-verify``: the full index (parse + model + summary);
- ``pt2tui summary BIG --json``: the same with every payload's md5 checked (the goals' row);
- the same with ``--jobs 1`` (the others use every core: the file is cut into segments);
- the full index with md5 checks again with the native module turned off
  (``PT2TUI_NO_NATIVE=1``: the pure-Python path pt2tui falls back to where it was installed
  without a C compiler);
- the bare parser, ``iter_trace_file(BIG)``, without and with md5 checks;
- ``tlparse BIG -o OUT --no-browser --overwrite -p``.

Each runs ``--repeat`` times, round-robin; wall time and peak RSS come from ``os.wait4`` (ru_maxrss, as
``/usr/bin/time -v`` reports it). The table gives the best and median wall time, MB/s of the
best, the peak RSS (the largest seen) and as a share of the file, and how many times faster
than tlparse (tlparse's best over the tool's best). The goals of the issue are checked below
it: the full index with md5 checks >= 30x faster than tlparse, >= 500 MB/s, peak RSS <= 20%
of the file (RSS: of the largest process; with --jobs the workers are processes of their own).
``--trace FILE`` times an existing file instead of building one. ``--scaling`` times
``summary --json`` (md5 checked, every core) on traces of 1x, 4x and 16x ``--scale-base-mb``
instead, and prints the time per MB at each size: the cost is linear in the run when those
are within 10 % of each other (also without the fixed cost: start-up, imports, the summary of
a one-file trace). The first line says which path parses (the native module, or pure Python
and why). The temporary directory is removed at the end. It is a report, not a test: the exit
status is always 0.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_traces" / "cpu"
CORPUS = REPO.parent / "shared" / "corpus"
MB = 1_000_000

GOAL_RATIO = 30.0
GOAL_MBPS = 500.0
GOAL_RSS_SHARE = 0.20
GOAL_ROW = "pt2tui summary (md5 verified)"  # on every core (--jobs: the cores here)

PARSER_SNIPPET = """
import sys
from pt2tui.core.parse.trace import TraceParser, iter_trace_file
p = TraceParser(sys.argv[1], verify=sys.argv[2] == "1")
n = 0
for _ in iter_trace_file(sys.argv[1], parser=p):
    n += 1
print(n, len(p.problems))
"""


# -- the big trace ------------------------------------------------------------------------------
def _finished_samples() -> list[Path]:
    """Recorded CPU samples, unless one may still be being written (touched in the last 30 s,
    or not ending with a newline)."""
    files = sorted(Path(p) for p in glob.glob(str(SAMPLES / "*" / "trace" / "*.log")))
    files = [p for p in files if p.is_file() and p.stat().st_size > 0]
    now = time.time()
    for p in files:
        if now - p.stat().st_mtime < 30:
            return []
        with open(p, "rb") as f:
            f.seek(-1, os.SEEK_END)
            if f.read(1) != b"\n":
                return []
    return files


def _corpus() -> list[Path]:
    return sorted(Path(p) for p in glob.glob(str(CORPUS / "gpu-h100" / "*" / "trace" / "*.log")))


def source_files(which: str) -> list[Path]:
    if which in ("auto", "samples"):
        files = _finished_samples()
        if files and sum(p.stat().st_size for p in files) >= 1 << 20:
            return files
        if which == "samples":
            sys.exit("bench: no finished sample traces under sample_traces/cpu")
    files = _corpus()
    if not files:
        sys.exit(f"bench: no traces under {SAMPLES} or {CORPUS}/gpu-h100")
    return files


_FRAME_ID = re.compile(rb'^([^\t\n][^\n]*?"frame_id": )(\d+)', re.M)
FRAME_SHIFT = 10_000


def shift_frame_ids(block: bytes, copy: int) -> bytes:
    """The block with the frame ids of its record headers moved up by ``copy * FRAME_SHIFT``
    (payloads untouched: their md5s hold), so that each copy's compiles are compiles of
    their own, as in one long run."""
    if not copy:
        return block
    add = copy * FRAME_SHIFT
    return _FRAME_ID.sub(lambda m: m.group(1) + str(int(m.group(2)) + add).encode(), block)


def build_trace(dest: Path, files: list[Path], size: int, repeat_ids: bool = True) -> int:
    """Concatenate files (each ends with a newline) until dest holds at least size bytes;
    each copy with its frame ids shifted unless ``repeat_ids``."""
    parts = []
    for p in files:
        data = p.read_bytes()
        if data and not data.endswith(b"\n"):
            data += b"\n"
        parts.append(data)
    block = b"".join(parts)
    written = 0
    copy = 0
    with open(dest, "wb") as f:
        while written < size:
            data = block if repeat_ids else shift_frame_ids(block, copy)
            f.write(data)
            written += len(data)
            copy += 1
    return written


# -- measuring ----------------------------------------------------------------------------------
def _cores() -> int:
    """The cores this process may run on (``taskset`` narrows them)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def warm_bytecode() -> None:
    """Compile pt2tui's modules to bytecode once, as an installed package has them: where
    PYTHONDONTWRITEBYTECODE is set, every timed process would compile them again (0.1 s)."""
    import compileall

    compileall.compile_dir(str(REPO / "pt2tui"), quiet=1)


def run_once(
    argv: list[str], cwd: Path, env: dict[str, str] | None = None
) -> tuple[float, int, int, str, float]:
    """(wall s, peak RSS bytes, exit status, stderr tail, CPU s: user + system) of one process."""
    with tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(
            argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=err, env={**os.environ, **(env or {})}
        )
        _, status, ru = os.wait4(proc.pid, 0)
        wall = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        tail = err.read()[-400:].decode("utf-8", "replace").strip()
    cpu = ru.ru_utime + ru.ru_stime  # (with the forked workers it waited for)
    return wall, ru.ru_maxrss * 1024, proc.returncode, tail, cpu  # ru_maxrss is in KiB on Linux


def tlparse_bin() -> str | None:
    exe = Path(sys.executable).with_name("tlparse")
    return str(exe) if exe.exists() else shutil.which("tlparse")


def measure(cases: list[tuple], repeat: int, cwd: Path, log) -> list[dict]:
    """Run every case (name, argv[, env]) ``repeat`` times, round-robin (load from elsewhere
    hits all alike)."""
    runs: dict[str, list[tuple[float, int, int, str, float]]] = {c[0]: [] for c in cases}
    for i in range(repeat):
        for name, argv, *env in cases:
            runs[name].append(run_once(argv, cwd, *env))
            log(f"  run {i + 1}/{repeat} {name}: {runs[name][-1][0]:.3f} s")
    rows = []
    for name, argv, *_ in cases:
        walls = [w for w, *_ in runs[name]]
        rows.append(
            {
                "tool": name,
                "argv": argv,
                "best_s": min(walls),
                "median_s": statistics.median(walls),
                "walls_s": walls,
                "peak_rss": max(r for _, r, *_ in runs[name]),
                "cpu_s": min(u for *_, u in runs[name]),
                "exit_codes": [c for _, _, c, *_ in runs[name]],
                "errors": [t for _, _, c, t, _ in runs[name] if c != 0 and t][:1],
            }
        )
    return rows


# -- report -------------------------------------------------------------------------------------
def report(rows: list[dict], size: int, tl: dict | None) -> None:
    head = (f"{'tool':34} {'best s':>7} {'med s':>7} {'MB/s':>7} {'CPU s':>6} {'RSS MB':>7} {'RSS %':>6} "
            f"{'x tlparse':>9}")  # fmt: skip
    print(head)
    print("-" * len(head))
    for r in rows:
        ratio = f"{r['ratio']:.1f}" if r.get("ratio") else "-"
        flag = "" if all(c == 0 for c in r["exit_codes"]) else f"  exit {r['exit_codes']}"
        print(
            f"{r['tool']:34} {r['best_s']:7.3f} {r['median_s']:7.3f} {r['mb_s']:7.0f} {r['cpu_s']:6.2f} "
            f"{r['peak_rss'] / MB:7.1f} {100 * r['rss_share']:5.1f}% {ratio:>9}{flag}"
        )
        for e in r["errors"]:
            print("    " + e.replace("\n", "\n    "))
    full = next((r for r in rows if r["tool"] == GOAL_ROW), None)
    if full is None:
        return
    print()
    one = next((r for r in rows if r["tool"].endswith("--jobs 1")), None)
    if one is not None:
        print(f"md5-verified index on every core ({_cores()}) vs --jobs 1: "
              f"{one['best_s'] / full['best_s']:.2f}x")  # fmt: skip
    print(f"goals for the full index with md5 checks, whole process ({full['tool']}):")
    if tl is not None:
        print(f"  {full['ratio']:.1f}x faster than tlparse -p (goal >= {GOAL_RATIO:.0f}x): "
              f"{'met' if full['ratio'] >= GOAL_RATIO else 'NOT met'}")  # fmt: skip
    print(f"  {full['mb_s']:.0f} MB/s (goal >= {GOAL_MBPS:.0f}): "
          f"{'met' if full['mb_s'] >= GOAL_MBPS else 'NOT met'}")  # fmt: skip
    print(f"  peak RSS {100 * full['rss_share']:.1f}% of the file (goal <= {100 * GOAL_RSS_SHARE:.0f}%): "
          f"{'met' if full['rss_share'] <= GOAL_RSS_SHARE else 'NOT met'}")  # fmt: skip


def parse_path(py: str) -> str:
    """Which path parses in the processes timed: 'native', or 'pure Python: why'."""
    code = "from pt2tui.core.parse import native; print(native.describe())"
    out = subprocess.run([py, "-c", code], cwd=REPO, capture_output=True, text=True)
    return out.stdout.strip() or out.stderr.strip()[-200:]


SCALES = (1, 4, 16)
LINEAR_WITHIN = 0.10


def scaling(py: str, files: list[Path], base_mb: float, repeat: int, tmp: Path, log) -> None:
    """``summary --json`` (md5 checked, every core) of 1x, 4x and 16x a trace: seconds per MB
    at each size, whole process and without the fixed cost (a one-file trace's summary)."""
    small = tmp / "one_file.log"
    shutil.copy(files[0], small)
    cases, sizes = [("fixed (one file)", [py, "-m", "pt2tui", "summary", str(small), "--json"])], {}
    block = sum(p.stat().st_size + (not p.read_bytes().endswith(b"\n")) for p in files)
    copies = max(1, round(base_mb * MB / block))  # whole copies: the sizes are exact multiples
    for k in SCALES:
        dest = tmp / f"dedicated_log_torch_trace_x{k}.log"
        sizes[k] = build_trace(dest, files, k * copies * block)
        cases.append((f"x{k}", [py, "-m", "pt2tui", "summary", str(dest), "--json"]))
    rows = {r["tool"]: r for r in measure(cases, repeat, REPO, log)}
    fixed = rows["fixed (one file)"]["best_s"]
    print(f"{'size':6} {'MB':>8} {'best s':>7} {'MB/s':>7} {'ms/MB':>7} {'ms/MB less fixed':>17} "
          f"{'CPU ms/MB':>9} {'RSS %':>6}")  # fmt: skip
    per, net, cpu = [], [], []
    for k in SCALES:
        r, mb = rows[f"x{k}"], sizes[k] / MB
        per.append(1000 * r["best_s"] / mb)
        net.append(1000 * (r["best_s"] - fixed) / mb)
        cpu.append(1000 * (r["cpu_s"] - rows["fixed (one file)"]["cpu_s"]) / mb)
        print(f"{'x' + str(k):6} {mb:8.1f} {r['best_s']:7.3f} {mb / r['best_s']:7.0f} {per[-1]:7.2f} "
              f"{net[-1]:17.2f} {cpu[-1]:9.2f} {100 * r['peak_rss'] / sizes[k]:5.1f}%")  # fmt: skip
    print(f"fixed cost (a one-file summary): {fixed:.3f} s")
    for what, xs in (("whole process", per), ("less the fixed cost", net), ("CPU less the fixed", cpu)):
        spread = max(xs) / min(xs) - 1 if min(xs) > 0 else float("inf")
        print(f"time per MB, {what}: {min(xs):.2f}-{max(xs):.2f} ms, spread {100 * spread:.1f}% "
              f"(goal <= {100 * LINEAR_WITHIN:.0f}%): {'met' if spread <= LINEAR_WITHIN else 'NOT met'}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=float, default=340, help="least size of the built trace (MB)")
    ap.add_argument("--shift-ids", action="store_true",
                    help="shift each copy's frame ids (its compiles new ones, as in a long run)")  # fmt: skip
    ap.add_argument("--repeat", type=int, default=3, help="runs of each tool")
    ap.add_argument("--json", action="store_true", help="print the results as one JSON object")
    ap.add_argument("--source", choices=("auto", "samples", "corpus"), default="auto")
    ap.add_argument("--trace", help="time this trace file instead of building one")
    ap.add_argument("--no-tlparse", action="store_true", help="skip tlparse")
    ap.add_argument("--scaling", action="store_true", help="time per MB at 1x, 4x, 16x --scale-base-mb")
    ap.add_argument("--scale-base-mb", type=float, default=20, help="the 1x trace of --scaling (MB)")
    args = ap.parse_args(argv)
    repeat = max(1, args.repeat)
    py = sys.executable
    warm_bytecode()
    tmp = Path(tempfile.mkdtemp(prefix="pt2tui-bench-"))
    try:
        if not args.json:
            print(f"parse path: {parse_path(py)}", flush=True)
        if args.scaling:
            files = source_files(args.source)
            print(f"load average {os.getloadavg()[0]:.2f} before; {_cores()} CPUs", flush=True)
            scaling(py, files, args.scale_base_mb, repeat, tmp, lambda msg: print(msg, flush=True))
            print(f"load average {os.getloadavg()[0]:.2f} after")
            return 0
        if args.trace:
            big = Path(args.trace).resolve()
            size = big.stat().st_size
            sources = [str(big)]
        else:
            files = source_files(args.source)
            sources = [str(p) for p in files]
            big = tmp / "dedicated_log_torch_trace_bench.log"
            if not args.json:
                print(f"building a {args.size_mb:.0f} MB trace from {len(files)} real traces "
                      f"({sum(p.stat().st_size for p in files) / MB:.1f} MB) ...", flush=True)  # fmt: skip
            size = build_trace(big, files, int(args.size_mb * MB), not args.shift_ids)
        if not args.json:
            print(f"trace: {big} ({size / MB:.1f} MB); {repeat} runs each\n", flush=True)
        cases = [
            ("pt2tui summary --no-verify (full)", [py, "-m", "pt2tui", "summary", str(big), "--json", "--no-verify"]),
            ("pt2tui summary (md5 verified)", [py, "-m", "pt2tui", "summary", str(big), "--json"]),
            ("pt2tui summary md5, --jobs 1", [py, "-m", "pt2tui", "summary", str(big), "--json", "--jobs", "1"]),
            ("summary md5, pure Python", [py, "-m", "pt2tui", "summary", str(big), "--json"],
             {"PT2TUI_NO_NATIVE": "1"}),
            ("parser iter_trace_file", [py, "-c", PARSER_SNIPPET, str(big), "0"]),
            ("parser iter_trace_file, md5", [py, "-c", PARSER_SNIPPET, str(big), "1"]),
        ]  # fmt: skip
        exe = None if args.no_tlparse else tlparse_bin()
        if exe:
            out = tmp / "tlparse_out"
            cases.append(
                ("tlparse -p", [exe, str(big), "-o", str(out), "--no-browser", "--overwrite", "-p"])
            )
        elif not args.no_tlparse and not args.json:
            print("tlparse not found: no comparison\n")
        log = (lambda msg: None) if args.json else (lambda msg: print(msg, flush=True))
        load_before = os.getloadavg()[0]
        rows = measure(cases, repeat, REPO, log)
        load_after = os.getloadavg()[0]
        tl = next((r for r in rows if r["tool"] == "tlparse -p"), None)
        for r in rows:
            r["mb_s"] = size / MB / r["best_s"]
            r["rss_share"] = r["peak_rss"] / size
            r["ratio"] = tl["best_s"] / r["best_s"] if tl else None
        if args.json:
            full = next(r for r in rows if r["tool"] == GOAL_ROW)
            doc = {
                "parse_path": parse_path(py),
                "trace_bytes": size,
                "sources": sources,
                "repeat": repeat,
                "python": sys.version.split()[0],
                "cpus": _cores(),
                "loadavg_before_after": [load_before, load_after],
                "rows": rows,
                "goals": {
                    "ratio": {"goal": GOAL_RATIO, "got": full["ratio"]},
                    "mb_s": {"goal": GOAL_MBPS, "got": full["mb_s"]},
                    "rss_share": {"goal": GOAL_RSS_SHARE, "got": full["rss_share"]},
                },
            }
            print(json.dumps(doc, indent=2))
        else:
            print(f"\n{_cores()} CPUs, load average {load_before:.2f} before, {load_after:.2f} after"
                  + ("  (other work was running: timings are noisy)" if load_before > 0.7 else ""))  # fmt: skip
            print()
            report(rows, size, tl)
    except SystemExit as e:  # a report, never a failure
        if e.code not in (None, 0):
            print(e.code, file=sys.stderr)
    except Exception as e:  # noqa: BLE001 - a report, never a failure
        print(f"bench: {type(e).__name__}: {e}", file=sys.stderr)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
