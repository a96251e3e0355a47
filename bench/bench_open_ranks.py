"""`pt2tui open` of a run of many ranks (issue 49): progress at once, the first screen as soon as
the model is complete, keys answered while it is read.

    .venv/bin/python bench/bench_open_ranks.py [--ranks 128] [--rank-mb 44] [--presses-every 0.1]
        [--repeat 3] [--base OTHER_CHECKOUT]

Builds a dir of ``--ranks`` rank files of ``--rank-mb`` MB each (bench_ranks.make_dir: a real
rank trace repeated, frame ids shifted, a pid per rank), then, in a child process each:

* headless: ``pt2tui summary DIR --json`` as a whole process (every core);
* TUI: ``PT2App(DIR)`` under Textual's Pilot (120x40) with ``open``'s default ``--jobs`` (every
  core): when the first snapshot was shown (progress), when the model was complete (the
  indexer's final snapshot taken) and when that final screen had been painted; while the run is
  read, a key (down/up in the tree) every ``--presses-every`` seconds and the time from each key
  to the next repaint of the screen.

``--repeat N`` runs the TUI N times on the same dir and pools their keys; ``--base DIR`` (a
checkout of another version, its native module built and its modules compiled: ``python3 -m
compileall``, or with PYTHONDONTWRITEBYTECODE each late import compiles on the UI thread)
alternates its runs with this one's: an A/B in one run, on one host. Each run also says its
times since the bench's start, the TUI's imports included. A report, not a test: the exit
status is 0. Goals printed: progress on screen <= 1 s after the start; the final screen <= 0.5 s after the model is complete; keys answered in <= 100 ms
(95th percentile) while the run is read.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

T_START = time.perf_counter()  # (a child's figures "since the start" count from here: its imports too)

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_ranks import cores, make_dir, run_summary  # noqa: E402
from bench_tui import RepaintClock  # noqa: E402

GOAL_PROGRESS_S = 1.0
GOAL_FINAL_S = 0.5
GOAL_KEY_MS = 100.0


async def tui_figures(path: str, every: float) -> dict:
    from pt2tui.sources import parallel
    from pt2tui.tui.app import PT2App
    from pt2tui.tui.parts.indexer import Indexer

    parallel.TUI_JOBS = parallel.default_jobs()  # what `pt2tui open` sets by default
    marks: dict[str, float] = {}
    finish = Indexer._finish

    def timed_finish(self, f, gen):
        f.finish()
        marks.setdefault("model_complete", time.perf_counter())
        return finish(self, f, gen)

    Indexer._finish = timed_finish  # type: ignore[method-assign]
    apply = PT2App.apply_run

    def timed_apply(self, run, progress, *, final=False):
        out = apply(self, run, progress, final=final)
        marks.setdefault("first_shown", time.perf_counter())
        if SAMPLER is not None:
            SAMPLER.active = not final  # (stalls while the run is read)
        if final:
            marks.setdefault("final_applied", time.perf_counter())
        return out

    PT2App.apply_run = timed_apply  # type: ignore[method-assign]
    t0 = time.perf_counter()
    app = PT2App(path)
    keys: list[float] = []
    taken: list[float] = []  # key -> the tree's cursor moved (the key handled)
    async with app.run_test(size=(120, 40)) as pilot:
        clock = RepaintClock(app)
        stalls: list[float] = []
        big_stalls: list[tuple[float, float]] = []

        async def ticker() -> None:  # how late the UI's event loop wakes: a key waits as long
            while not app.loaded:
                t = time.perf_counter()
                await asyncio.sleep(0.01)
                stalls.append(time.perf_counter() - t - 0.01)
                if stalls[-1] > 0.05:
                    big_stalls.append((t - t0, stalls[-1]))

        tick = asyncio.create_task(ticker())
        i = 0
        start = time.perf_counter()
        while not app.loaded:
            due = start + (i + 1) * every  # keys at fixed times: a busy UI delays the key too
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            i += 1
            if app.loaded or "first_shown" not in marks:
                continue
            tree = app.tree
            if not tree.has_focus:
                tree.focus()
            before = tree.cursor_line
            key = "down" if (i // 5) % 2 == 0 else "up"  # (Pilot's press waits for an idle app)
            if before <= 0 or before >= tree.last_line:  # (at an end the cursor would not move, and
                # the key would count as unhandled until the run is read)
                key = "down" if before <= 0 else "up"
            if tree.last_line <= 0:
                continue  # (one line: no key moves it)
            app.simulate_key(key)
            while tree.cursor_line == before and not app.loaded and time.perf_counter() - due < 30:
                await asyncio.sleep(0.001)
            moved = time.perf_counter()
            taken.append(moved - due)
            while not [t for t in clock.times if t >= moved] and not app.loaded and time.perf_counter() - due < 30:
                await asyncio.sleep(0.001)
            shown = [t for t in clock.times if t >= moved]
            if shown:
                keys.append(shown[0] - due)
        await tick
        loaded = time.perf_counter()
        await pilot.pause(0.1)
        done = marks.get("model_complete", loaded)
        shown = [t for t in clock.times if t >= marks.get("final_applied", loaded)]
        out = {
            "progress_s": marks.get("first_shown", loaded) - t0,
            "model_s": done - t0,
            "final_s": (shown[0] if shown else loaded) - done,
            "loaded_s": loaded - t0,
            "imports_s": t0 - T_START,
            "keys_ms": [k * 1000 for k in keys],
            "taken_ms": [k * 1000 for k in taken],
            "stall_ms": max(stalls, default=0.0) * 1000,
            "stalls": big_stalls,
            "compiles": len(app.run_model.compiles),
            "processes": len(app.run_model.processes),
        }
    return out


SAMPLER = None  # --stacks


def child(path: str, every: float, stacks: bool = False) -> None:
    global SAMPLER
    sampler = SAMPLER = _StallStacks() if stacks else None
    out = asyncio.run(_with(sampler, tui_figures(path, every)))
    if sampler is not None:
        out["stacks"] = sampler.report()
    out["rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print("BENCH-JSON " + json.dumps(out))


async def _with(sampler, coro):
    if sampler is None:
        return await coro
    beat = asyncio.create_task(sampler.heartbeat())
    try:
        return await coro
    finally:
        sampler.stop = True
        await beat


class _StallStacks:
    """``--stacks``: while the UI's event loop has not run for 50 ms, every 10 ms, each other
    thread's stack and the UI thread's (innermost 14 frames), counted: where the UI stalls."""

    def __init__(self) -> None:
        import collections
        import threading

        self.stop = False
        self.active = False
        self.beat = time.perf_counter()
        self.samples: collections.Counter = collections.Counter()
        self._ui = threading.main_thread().ident
        threading.Thread(target=self._watch, daemon=True).start()

    async def heartbeat(self) -> None:
        while not self.stop:
            self.beat = time.perf_counter()
            await asyncio.sleep(0.005)

    def _watch(self) -> None:
        import threading
        import traceback

        while not self.stop:
            time.sleep(0.01)
            if not self.active or time.perf_counter() - self.beat <= 0.05:
                continue
            for tid, frame in sys._current_frames().items():
                if tid == threading.get_ident():
                    continue
                st = traceback.extract_stack(frame)[-10:]
                top = " < ".join(f"{x.filename.rsplit('/', 1)[-1]}:{x.lineno}:{x.name}" for x in reversed(st))
                self.samples[("UI" if tid == self._ui else "other", top)] += 1

    def report(self) -> list:
        return [[n, who, top] for (who, top), n in self.samples.most_common(25)]


def run_child(path: str, every: float, stacks: bool = False, repo: Path = REPO) -> dict:
    """One TUI run in a fresh process, of the checkout at ``repo`` (its own copy of this bench)."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(x for x in (str(repo), os.environ.get("PYTHONPATH")) if x))
    p = subprocess.run([sys.executable, str(repo / "bench" / "bench_open_ranks.py"), "--child", path,
                        "--presses-every", str(every)] + (["--stacks"] if stacks else []),
                       capture_output=True, text=True, env=env)  # fmt: skip
    for line in p.stdout.splitlines():
        if line.startswith("BENCH-JSON "):
            return json.loads(line[len("BENCH-JSON ") :])
    raise RuntimeError(f"TUI child failed ({p.returncode}):\n{p.stdout[-2000:]}\n{p.stderr[-4000:]}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ranks", type=int, default=128)
    ap.add_argument("--rank-mb", type=float, default=44.0)
    ap.add_argument("--sample", default=str(REPO / "sample_traces" / "cpu" / "collectives_diverge"))
    ap.add_argument("--presses-every", type=float, default=0.25)
    ap.add_argument("--stacks", action="store_true", help="where the UI stalls: stacks sampled during stalls")
    ap.add_argument("--repeat", type=int, default=1, help="TUI runs on the same dir (each a fresh process)")
    ap.add_argument("--base", help="a checkout of another version: its TUI runs alternate with this one's")
    ap.add_argument("--child", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        child(args.child, args.presses_every, args.stacks)
        return 0
    src = sorted((Path(args.sample) / "trace").glob("*rank_0*.log"))[0].read_bytes()
    with tempfile.TemporaryDirectory(prefix="pt2tui-open-ranks-") as tmp:
        d = Path(tmp) / "run"
        size = make_dir(d / "trace", src, args.ranks, 1, int(args.rank_mb * 1e6))
        old = time.time() - 3600  # a finished run (files written just now would be followed)
        for p in (d / "trace").iterdir():
            os.utime(p, (old, old))
        print(f"{args.ranks} ranks x {size / args.ranks / 1e6:.0f} MB = {size / 1e6:.0f} MB; {cores()} cores", flush=True)
        wall, rss, _ = run_summary(d, cores())
        print(f"headless `summary --json`: {wall:.2f} s ({size / 1e6 / wall:.0f} MB/s), peak RSS {rss / 1e6:.0f} MB", flush=True)
        variants = [("this", REPO)] + ([("base", Path(args.base).resolve())] if args.base else [])
        runs: dict[str, list[dict]] = {name: [] for name, _ in variants}
        for i in range(args.repeat):  # (alternated: drift hits both alike)
            for name, repo in variants if i % 2 == 0 else variants[::-1]:
                runs[name].append(run_child(str(d), args.presses_every, args.stacks, repo))
    for name, _ in variants:
        _report(name if args.base else "", runs[name])
    return 0


def _p95(xs: list[float]) -> float:
    xs = sorted(xs)
    return xs[max(0, -(-95 * len(xs) // 100) - 1)] if xs else float("nan")


def _report(name: str, results: list[dict]) -> None:
    head = f"[{name}] " if name else ""
    for r in results:
        keys = sorted(r["keys_ms"])
        p95 = _p95(keys)
        print(f"{head}TUI: {r['processes']} processes, {r['compiles']} compiles, peak RSS {r['rss_mb']:.0f} MB")
        print(f"  progress on screen {r['progress_s']:.2f} s after the start (goal <= {GOAL_PROGRESS_S:g} s: "
              f"{'met' if r['progress_s'] <= GOAL_PROGRESS_S else 'NOT met'})")
        if "imports_s" in r:  # (a base's older bench does not say)
            print(f"  since the bench's start (imports {r['imports_s']:.2f} s): progress "
                  f"{r['imports_s'] + r['progress_s']:.2f} s, model complete {r['imports_s'] + r['model_s']:.2f} s")
        print(f"  model complete at {r['model_s']:.2f} s; its screen {r['final_s'] * 1000:.0f} ms later "
              f"(goal <= {GOAL_FINAL_S * 1000:.0f} ms: {'met' if r['final_s'] <= GOAL_FINAL_S else 'NOT met'}); "
              f"loaded {r['loaded_s']:.2f} s")
        if keys:
            print(f"  {len(keys)} keys while reading: to the next repaint median {statistics.median(keys):.0f} ms, "
                  f"p95 {p95:.0f} ms, max {keys[-1]:.0f} ms (goal p95 <= {GOAL_KEY_MS:.0f} ms: "
                  f"{'met' if p95 <= GOAL_KEY_MS else 'NOT met'})")
        else:
            print("  no key timed (the run was read before the first snapshot was shown)")
        if r["taken_ms"]:
            tk = sorted(r["taken_ms"])
            print(f"  (the key handled: median {statistics.median(tk):.0f} ms, p95 {_p95(tk):.0f} ms)")
        print(f"  the UI's longest stall while reading: {r['stall_ms']:.0f} ms "
              f"({len(r['stalls'])} over 50 ms" + (": " + ", ".join(f"{d * 1000:.0f} ms at {t:.2f} s" for t, d in r["stalls"])
                                                    if r["stalls"] else "") + ")")
        for n, who, top in r.get("stacks", []):
            print(f"  {n:4d} {who:5} {top}")
    if len(results) > 1:  # every run's keys together: a p95 of more than ten keys
        keys = sorted(k for r in results for k in r["keys_ms"]) or [float("nan")]
        finals = sorted(r["final_s"] * 1000 for r in results)
        print(f"{head}{len(results)} runs: {len(keys)} keys, median {statistics.median(keys):.0f} ms, "
              f"p95 {_p95(keys):.0f} ms, max {keys[-1]:.0f} ms; final screen {', '.join(f'{x:.0f}' for x in finals)} ms "
              f"after the model")


if __name__ == "__main__":
    sys.exit(main())
