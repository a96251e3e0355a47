"""How the explorer keeps up with a big run: TUI indexing next to headless, refresh costs, first
compile on screen, keypress-to-repaint, peak RSS.

    .venv/bin/python bench/bench_tui.py [--compiles 300 --compiles 2000 --compiles 10000]
                                        [--sample breaks_and_recompiles] [--presses 100] [--tmux]

For each ``--compiles N`` (default: 300, 2,000 and 10,000) a trace with N DISTINCT compiles is
built in a temp dir by concatenating copies of a real sample trace
(``sample_traces/cpu/SAMPLE/trace/*.log``) with the frame ids of each copy shifted past the
previous copy's (``"frame_id": N`` in the glog envelopes; payloads are untouched, so their md5
stay valid). Then, each in its own process (so peak RSS is the run's own):

* headless: ``load_run(PATH)`` + ``summary_dict`` as JSON (what ``pt2tui summary --json`` does),
  in process, after imports;
* TUI: ``PT2App(PATH)`` under Textual's Pilot (120x40): first compile in the tree, indexing
  done (``app.loaded``), the snapshots taken and their cost (``Follower.snapshot``), each
  refresh's cost on the UI thread (``apply_run``), then keypress -> repaint: from sending a key
  until the screen's compositor finished a refresh (first and last repaint before things settle)
  for down/up in the tree, switching tabs and paging through output code.

The table prints the figures, the ratios and each goal of issue #14 (part 1) met or not:
TUI indexing within 1.2x of headless; first compile on screen <= 1 s; keypress -> repaint
<= 50 ms (median of the first repaint after the key, at the largest size); refreshes cost what
changed (what refreshes cost per compile shown, at the largest size within 3x that at the
smallest: a refresh shows what was added since the last, and they come less often on a bigger
run, so one refresh costs more; and all the
refreshes together a small share of indexing); peak RSS linear in the trace (RSS / trace size
printed per size). The TUI's fixed cost (starting, composing and painting the app: TUI minus
headless on one copy of the sample) is printed, and the ratio without it. ``--tmux`` also times a real ``pt2tui open`` process in tmux (80x24). It is
a report, not a test: the exit status is always 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import re
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

GOAL_RATIO = 1.2
GOAL_FIRST_S = 1.0
GOAL_KEY_MS = 50.0
GOAL_REFRESH_GROWTH = 3.0

_ENVELOPE_FRAME = re.compile(rb'"frame_id": (\d+)')


# -- the trace -----------------------------------------------------------------------------------
def sample_file(sample: str) -> Path:
    d = REPO / "sample_traces" / "cpu" / sample / "trace"
    if not d.exists():
        d = REPO.parent / "shared" / "corpus" / "gpu-h100" / sample / "trace"
    return sorted(d.glob("*.log"))[0]


def make_distinct_trace(sample: str, compiles: int, out: Path) -> tuple[Path, int]:
    """A trace with at least ``compiles`` distinct compiles: copies of the sample, each copy's
    frame ids shifted past the last copy's. Returns (dir, compiles in it)."""
    data = sample_file(sample).read_bytes()
    # the sample split at each envelope frame id: pieces[0] id0 pieces[1] id1 ... pieces[n]
    pieces: list[bytes] = []
    ids: list[int] = []
    pos = 0
    for line_start in _line_starts(data):
        if data[line_start : line_start + 1] not in (b"V", b"I", b"W", b"E"):
            continue  # payload lines (tab-indented) stay as they are
        end = data.find(b"\n", line_start)
        m = _ENVELOPE_FRAME.search(data, line_start, end if end >= 0 else len(data))
        if m is None:
            continue
        pieces.append(data[pos : m.start(1)])
        ids.append(int(m.group(1)))
        pos = m.end(1)
    pieces.append(data[pos:])
    frames = max(ids) + 1 if ids else 1
    from pt2tui.sources.load import load_run

    per_copy = max(1, len(load_run(str(sample_file(sample).parent)).compiles))
    copies = -(-compiles // per_copy)
    d = out / f"trace_{compiles}"
    d.mkdir(parents=True, exist_ok=True)
    with open(d / "dedicated_log_torch_trace_bench.log", "wb") as f:
        for k in range(copies):
            shift = k * frames
            parts = [pieces[0]]
            for i, fid in enumerate(ids):
                parts.append(str(fid + shift).encode())
                parts.append(pieces[i + 1])
            f.write(b"".join(parts))
    return d, copies * per_copy


def _line_starts(data: bytes):
    yield 0
    i = data.find(b"\n")
    while i >= 0 and i + 1 < len(data):
        yield i + 1
        i = data.find(b"\n", i + 1)


# -- children: one process per measurement -------------------------------------------------------
def child_headless(path: str) -> dict:
    from pt2tui.core.analysis.summary import summary_dict
    from pt2tui.sources.load import load_run

    t0 = time.monotonic()
    run = load_run(path, jobs=_jobs() or 1)
    text = json.dumps(summary_dict(run, path), indent=2, default=str)
    return {"s": time.monotonic() - t0, "compiles": len(run.compiles), "json_len": len(text)}


def _jobs() -> int | None:
    """--jobs N: both sides index with N processes (as `pt2tui open` and `summary` do by
    default, with N the cores); unset: one core each."""
    j = os.environ.get("PT2TUI_BENCH_JOBS")
    return int(j) if j else None


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))] if xs else float("nan")


def med(xs: list[float]) -> float:
    return statistics.median(xs) if xs else float("nan")


class RepaintClock:
    """Records when the screen's compositor finished each refresh (a repaint of the screen)."""

    def __init__(self, app) -> None:
        self.times: list[float] = []
        screen = app.screen
        orig = screen._compositor_refresh

        def wrapped() -> None:
            orig()
            self.times.append(time.perf_counter())

        screen._compositor_refresh = wrapped  # type: ignore[method-assign]

    def since(self, t0: float) -> list[float]:
        return [t - t0 for t in self.times if t >= t0]


async def settle(app, pilot, clock: RepaintClock, quiet: float = 0.06) -> None:
    """Until workers are done and no repaint happened for ``quiet`` seconds."""
    while True:
        while app.busy:
            await pilot.pause(0.002)
        n = len(clock.times)
        await pilot.pause(quiet)
        if len(clock.times) == n and not app.busy:
            return


async def timed_keys(
    app, pilot, clock: RepaintClock, keys: list[str]
) -> tuple[list[float], list[float]]:
    """Per key: (time to the first repaint, time to the last repaint before things settle)."""
    first, last = [], []
    for key in keys:
        t0 = time.perf_counter()
        await pilot.press(key)
        await settle(app, pilot, clock)
        rep = clock.since(t0)
        if rep:
            first.append(rep[0])
            last.append(rep[-1])
    return first, last


def _timed(cls: type, name: str, into: list[float]) -> None:
    """Wrap ``cls.name`` so each call's time is appended to ``into``."""
    orig = getattr(cls, name)

    def timed(self, *a, **k):
        t = time.perf_counter()
        try:
            return orig(self, *a, **k)
        finally:
            into.append(time.perf_counter() - t)

    setattr(cls, name, timed)


async def tui_figures(path: str, presses: int, size: tuple[int, int] = (120, 40)) -> dict:
    from pt2tui.sources import parallel
    from pt2tui.sources.follower import Follower
    from pt2tui.tui.app import PT2App

    parallel.TUI_JOBS = _jobs()  # (what `pt2tui open --jobs N` sets)
    from pt2tui.tui.widgets.tree import CompileTree

    snaps: list[float] = []
    applies: list[float] = []
    _timed(Follower, "snapshot", snaps)
    _timed(PT2App, "apply_run", applies)

    from pt2tui.tui.parts.indexer import Indexer

    started: list[float] = []
    orig_start = Indexer.start

    def timed_start(self, *a, **k):
        started.append(time.monotonic())
        return orig_start(self, *a, **k)

    Indexer.start = timed_start  # type: ignore[method-assign]
    t0 = time.monotonic()
    app = PT2App(path)
    out: dict = {}
    async with app.run_test(size=size) as pilot:
        while app.first_compile_at is None:
            await asyncio.sleep(0.005)
        out["first_compile_s"] = app.first_compile_at - t0
        while not app.loaded:
            await asyncio.sleep(0.02)
        out["s"] = time.monotonic() - t0
        out["startup_s"] = started[0] - t0 if started else 0.0
        out["compiles"] = len(app.run_model.compiles)
        out["snapshots"] = list(snaps)
        out["applies"] = list(applies)
        if presses:
            clock = RepaintClock(app)
            app.query_one(CompileTree).focus()
            await settle(app, pilot, clock)
            # down/up in the tree: the tree repaints, then the detail pane follows
            keys = ["down" if (i // 9) % 2 == 0 else "up" for i in range(presses)]
            out["tree_first"], out["tree_last"] = await timed_keys(app, pilot, clock, keys)
            # switching tabs: the payload is read in a worker and shown (plain, then highlighted)
            tabs = ["2", "3", "4", "6", "1"]
            keys = [tabs[i % len(tabs)] for i in range(max(10, presses // 4))]
            out["tab_first"], out["tab_last"] = await timed_keys(app, pilot, clock, keys)
            # switching views (the run-wide tables are built when shown) and back
            keys = ["b", "c"] * max(3, presses // 20)
            out["view_first"], out["view_last"] = await timed_keys(app, pilot, clock, keys)
            # paging through output code of the first compile
            app.jump_to(app.run_model.compiles[0].key, "code")
            await settle(app, pilot, clock)
            app.detail.current_view().focus()
            keys = ["pagedown" if (i // 10) % 2 == 0 else "pageup" for i in range(presses)]
            out["page_first"], _ = await timed_keys(app, pilot, clock, keys)
    return out


def child_main(kind: str, path: str, presses: int) -> None:
    if kind == "headless":
        out = child_headless(path)
    else:
        out = asyncio.run(tui_figures(path, presses))
    out["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("BENCH-JSON " + json.dumps(out))


def run_child(kind: str, path: str, presses: int = 0) -> dict:
    env = dict(os.environ, PYTHONPATH=str(REPO))
    cmd = [sys.executable, __file__, "--child", kind, path, "--presses", str(presses)]
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    for line in p.stdout.splitlines():
        if line.startswith("BENCH-JSON "):
            return json.loads(line[len("BENCH-JSON ") :])
    raise RuntimeError(
        f"{kind} child failed ({p.returncode}):\n{p.stdout[-2000:]}\n{p.stderr[-4000:]}"
    )


# -- tmux: a real process ------------------------------------------------------------------------
def tmux_first_compile(path: str, timeout: float = 600.0) -> tuple[float | None, float | None]:
    """(seconds to the first compile id on screen, seconds to indexing done) in real tmux."""
    exe = Path(sys.executable).parent / "pt2tui"
    if shutil.which("tmux") is None or not exe.exists():
        return None, None
    sock = f"pt2tui-bench-{uuid.uuid4().hex[:8]}"

    def tmux(*a: str) -> str:
        return subprocess.run(["tmux", "-L", sock, *a], capture_output=True, text=True).stdout

    tmux("-f", "/dev/null", "new-session", "-d", "-x", "80", "-y", "24", "-s", "b", "bash", "--norc", "--noprofile")  # fmt: skip
    try:
        time.sleep(0.3)
        t0 = time.monotonic()
        tmux("send-keys", "-t", "b", f"{shlex.quote(str(exe))} open {shlex.quote(path)}", "Enter")
        first = done = None
        while time.monotonic() - t0 < timeout:
            screen = tmux("capture-pane", "-p", "-t", "b")
            if first is None and "[0/0]" in screen:
                first = time.monotonic() - t0
            if first is not None and "compiles" in screen and "indexing" not in screen:
                done = time.monotonic() - t0
                break
            time.sleep(0.01)
        tmux("send-keys", "-t", "b", "q")
        time.sleep(0.3)
        return first, done
    finally:
        tmux("kill-server")


# -- the report ----------------------------------------------------------------------------------
def ok(flag: bool) -> str:
    return "met" if flag else "NOT MET"


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--compiles", type=int, action="append", help="distinct compiles (repeatable)")
    ap.add_argument("--sample", default="breaks_and_recompiles")
    ap.add_argument("--presses", type=int, default=100, help="keypresses timed (largest size)")
    ap.add_argument("--tmux", action="store_true", help="also time a real `pt2tui open` in tmux")
    ap.add_argument("--jobs", type=int, help="both sides index with N processes (default: one core each)")
    ap.add_argument("--child", nargs=2, metavar=("KIND", "PATH"), help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.jobs:
        os.environ["PT2TUI_BENCH_JOBS"] = str(args.jobs)
    if args.child:
        child_main(args.child[0], args.child[1], args.presses)
        return 0
    sizes = sorted(args.compiles or [300, 2000, 10000])
    print(f"cpu: {os.cpu_count()} cores, python {sys.version.split()[0]}; sample {args.sample}; "
          f"{'--jobs ' + str(args.jobs) + ' on both sides' if args.jobs else 'one core each'}")  # fmt: skip
    rows = []
    with tempfile.TemporaryDirectory(prefix="pt2tui-bench-") as tmp:
        # what the TUI costs whatever the run: one copy of the sample, TUI - headless
        d, n1 = make_distinct_trace(args.sample, 1, Path(tmp))
        fixed = min(
            run_child("tui", str(d))["s"] - run_child("headless", str(d))["s"] for _ in range(2)
        )
        print(
            f"fixed cost of the TUI (start, first paint; {n1} compiles, TUI - headless): {fixed:.2f} s"
        )
        for n in sizes:
            t = time.monotonic()
            d, real_n = make_distinct_trace(args.sample, n, Path(tmp))
            mb = sum(f.stat().st_size for f in d.iterdir()) / 1e6
            print(
                f"\n{real_n} distinct compiles: {mb:.0f} MB, made in {time.monotonic() - t:.1f} s",
                flush=True,
            )
            h = run_child("headless", str(d))
            print(
                f"  headless: {h['s']:.2f} s ({h['compiles']} compiles), peak RSS {h['rss_mb']:.0f} MB",
                flush=True,
            )
            presses = args.presses if n == sizes[-1] else 0
            u = run_child("tui", str(d), presses)
            # a refresh: a snapshot (indexing thread) and showing it (UI thread; the UI shows
            # the newest snapshot only, so there may be fewer)
            refresh = (
                med(u["snapshots"]) + med(u["applies"]),
                sum(u["snapshots"]) + sum(u["applies"]),
            )
            print(
                f"  TUI: {u['s']:.2f} s ({u['startup_s']:.2f} s of it before indexing starts: the app's start) ({u['compiles']} compiles), first compile {u['first_compile_s']:.2f} s, "
                f"{len(u['snapshots'])} snapshots (sum {sum(u['snapshots']):.2f} s, median "
                f"{med(u['snapshots']) * 1000:.1f} ms, max {max(u['snapshots'] or [0]) * 1000:.1f} ms), "
                f"{len(u['applies'])} refreshes on screen (sum {sum(u['applies']):.2f} s, median "
                f"{med(u['applies']) * 1000:.1f} ms, max {max(u['applies'] or [0]) * 1000:.1f} ms), "
                f"peak RSS {u['rss_mb']:.0f} MB",
                flush=True,
            )
            for k in (
                "tree_first",
                "tree_last",
                "tab_first",
                "tab_last",
                "view_first",
                "view_last",
                "page_first",
            ):
                if u.get(k):
                    ms = [x * 1000 for x in u[k]]
                    print(
                        f"    {k:11s} median {med(ms):6.1f} ms  p95 {pct(ms, 95):6.1f} ms  max {max(ms):6.1f} ms (n={len(ms)})"
                    )
            if args.tmux:
                first, done = tmux_first_compile(str(d))
                print(
                    f"  tmux 80x24 `pt2tui open`: first compile id on screen {first} s, indexing done {done} s"
                )
            rows.append((real_n, mb, h, u, refresh))

    print("\n| compiles | MB | headless s | TUI s | TUI/headless | (TUI - fixed)/headless | "
          "first compile s | refreshes | refresh median ms | refresh share | TUI RSS MB | RSS/trace |")  # fmt: skip
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for n, mb, h, u, refresh in rows:
        share = refresh[1] / u["s"] if u["s"] else 0
        print(
            f"| {n} | {mb:.0f} | {h['s']:.2f} | {u['s']:.2f} | {u['s'] / h['s']:.2f}x | "
            f"{(u['s'] - fixed) / h['s']:.2f}x | "
            f"{u['first_compile_s']:.2f} | {len(u['applies'])} | {refresh[0] * 1000:.1f} | {share:.0%} | "
            f"{u['rss_mb']:.0f} | {u['rss_mb'] / mb:.1%} |"
        )
    print("\ngoals:")
    for n, _mb, h, u, _r in rows:
        r = u["s"] / h["s"]
        r2 = (u["s"] - fixed) / h["s"]
        print(
            f"  {n:>6} compiles: TUI indexing {r:.2f}x headless (<= {GOAL_RATIO}x): {ok(r <= GOAL_RATIO)}"
            f"  (without the TUI's fixed {fixed:.2f} s: {r2:.2f}x: {ok(r2 <= GOAL_RATIO)})"
        )
    for n, _mb, _h, u, _r in rows:
        f = u["first_compile_s"]
        print(
            f"  {n:>6} compiles: first compile on screen {f:.2f} s (<= {GOAL_FIRST_S} s): {ok(f <= GOAL_FIRST_S)}"
        )
    big = rows[-1][3]
    for k, what in (("tree_first", "down/up in the tree"), ("tab_first", "tab switch"),
                    ("view_first", "view switch"), ("page_first", "pgdn/pgup in code")):  # fmt: skip
        if big.get(k):
            m = med(big[k]) * 1000
            print(
                f"  {rows[-1][0]:>6} compiles: keypress -> repaint, {what}: median {m:.1f} ms (<= {GOAL_KEY_MS:.0f} ms): {ok(m <= GOAL_KEY_MS)}"
            )
    if len(rows) > 1:
        # a refresh shows the compiles added since the last one: what refreshes cost per compile
        # shown (snapshots + showing them) stays flat when each costs what changed
        per_c = [r[1] / n * 1000 for n, _mb, _h, _u, r in rows]
        g = per_c[-1] / per_c[0] if per_c[0] else float("inf")
        print("  refresh cost per compile (snapshots + showing them, summed / compiles): "
              + ", ".join(f"{x:.2f} ms" for x in per_c)
              + f"; at {rows[-1][0]} vs {rows[0][0]} compiles {g:.1f}x "
              f"(<= {GOAL_REFRESH_GROWTH}x: costs what changed): {ok(g <= GOAL_REFRESH_GROWTH)}")  # fmt: skip
        per = [u["rss_mb"] / mb for _n, mb, _h, u, _r in rows]
        print("  peak RSS / trace size: " + ", ".join(f"{p:.1%}" for p in per)
              + f" ({ok(per[-1] <= per[0] * 1.5 or per[-1] <= 0.10)}: linear)")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
