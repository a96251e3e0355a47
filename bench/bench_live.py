"""How soon a record appended to a followed trace shows: in the model, and on the screen.

    .venv/bin/python bench/bench_live.py [--appends 50] [--sample breaks_and_recompiles]

Real records: the sample trace is split into records (a record line and its payload lines);
the run starts with the whole sample, then each append is the first record of compile [0/0]
with its ``frame_id`` renumbered (so it makes a new compile; its payload and md5 are as
recorded). Appends are spaced 80-250 ms apart (random), so they do not line up with any poll.

Figures (goal: <= 250 ms):
* Follower alone: ``Follower(path)`` + ``start_watching()``, a thread looping
  ``wait(0.2)`` / ``poll()`` / ``snapshot()`` as the TUI does: append -> a snapshot that has
  the new compile;
* Pilot (in process): ``PT2App`` following the file (``pt2tui open``): append -> the first
  screen repaint after the app applied the snapshot with the new compile (its status line
  then says ``compiles N``).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from pt2tui.sources.follower import Follower  # noqa: E402
from pt2tui.tui.app import PT2App  # noqa: E402

FRAME_ID = re.compile(rb'"frame_id": \d+')


def records(data: bytes) -> list[bytes]:
    out: list[bytes] = []
    for line in data.splitlines(keepends=True):
        if line.startswith(b"\t") and out:
            out[-1] += line
        else:
            out.append(line)
    return out


def new_compile_record(recs: list[bytes], k: int) -> bytes:
    first = next(
        r for r in recs if b'"dynamo_start"' in r and b'"frame_id": 0, "frame_compile_id": 0' in r
    )
    return FRAME_ID.sub(b'"frame_id": %d' % (1000 + k), first, count=1)


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]


def fmt_ms(xs: list[float]) -> str:
    ms = [x * 1000 for x in xs]
    return (f"median {statistics.median(ms):6.1f} ms  p95 {pct(ms, 95):6.1f} ms  "
            f"max {max(ms):6.1f} ms  (n={len(ms)})")  # fmt: skip


def follower_latency(path: Path, recs: list[bytes], n: int) -> list[float]:
    path.write_bytes(b"".join(recs))
    f = Follower(str(path))
    while f.poll():
        pass
    base = len(f.snapshot().compiles)
    f.start_watching()
    seen: dict[int, float] = {}
    stop = threading.Event()

    def follow() -> None:
        while not stop.is_set():
            f.wait(0.2)
            if f.poll():
                count = len(f.snapshot().compiles)
                now = time.perf_counter()
                for c in range(base + 1, count + 1):
                    seen.setdefault(c, now)

    t = threading.Thread(target=follow, daemon=True)
    t.start()
    out = []
    rng = random.Random(0)
    with open(path, "ab") as fh:
        for k in range(n):
            time.sleep(rng.uniform(0.08, 0.25))
            t0 = time.perf_counter()
            fh.write(new_compile_record(recs, k))
            fh.flush()
            target = base + k + 1
            end = time.monotonic() + 5
            while target not in seen and time.monotonic() < end:
                time.sleep(0.001)
            if target in seen:
                out.append(seen[target] - t0)
    stop.set()
    f.stop_watching()
    t.join(2)
    return out


async def pilot_latency(path: Path, recs: list[bytes], n: int) -> list[float]:
    path.write_bytes(b"".join(recs))
    app = PT2App(str(path.parent))
    applied: dict[int, float] = {}
    repaints: list[float] = []
    orig_apply = app.apply_run

    def apply_run(run, progress, *, final=False):
        orig_apply(run, progress, final=final)
        applied.setdefault(len(run.compiles), time.perf_counter())

    app.apply_run = apply_run  # type: ignore[method-assign]
    out = []
    rng = random.Random(1)
    # this process writes the trace, and holds it open for writing as a torch process does:
    # that is how pt2tui knows it is still being written (sources/writers.py)
    fh = open(path, "ab")  # noqa: SIM115
    async with app.run_test(size=(100, 32)) as pilot:
        screen = app.screen
        orig_refresh = screen._compositor_refresh

        def refresh() -> None:
            orig_refresh()
            repaints.append(time.perf_counter())

        screen._compositor_refresh = refresh  # type: ignore[method-assign]
        with fh:
            k = 0
            end = time.monotonic() + 20
            while not app.following and time.monotonic() < end:  # it grows: pt2tui follows it
                fh.write(new_compile_record(recs, k))
                fh.flush()
                k += 1
                await pilot.pause(0.1)
            if not app.following:
                raise SystemExit("the app did not start following the trace")
            await pilot.pause(0.5)
            base = len(app.run_model.compiles)
            first = k
            for i in range(1, n + 1):
                await asyncio.sleep(rng.uniform(0.08, 0.25))
                t0 = time.perf_counter()
                fh.write(new_compile_record(recs, first + i))
                fh.flush()
                target = base + i
                end = time.monotonic() + 5
                while time.monotonic() < end:
                    if target in applied and any(r >= applied[target] for r in repaints):
                        break
                    await asyncio.sleep(0.001)
                if target in applied:
                    shown = next((r for r in repaints if r >= applied[target]), None)
                    if shown is not None:
                        out.append(shown - t0)
        assert f"compiles {base + n}" in "".join(
            s.text for s in app.screen._compositor.render_strips()[0]
        ), "the status line does not show the last compile"
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)  # fmt: skip
    ap.add_argument("--appends", type=int, default=50)
    ap.add_argument("--sample", default="breaks_and_recompiles")
    args = ap.parse_args()
    src = sorted((REPO / "sample_traces" / "cpu" / args.sample / "trace").glob("*"))[0]
    recs = records(src.read_bytes())
    print(f"sample {args.sample}: {len(recs)} records; {args.appends} appends of one real "
          "record each (a new compile)")  # fmt: skip
    with tempfile.TemporaryDirectory(prefix="pt2tui-bench-live-") as tmp:
        d = Path(tmp) / "a"
        d.mkdir()
        lat = follower_latency(d / "trace.log", recs, args.appends)
        print(f"append -> model (Follower alone):  {fmt_ms(lat)}")
        d = Path(tmp) / "b"
        d.mkdir()
        lat = asyncio.run(pilot_latency(d / "trace.log", recs, args.appends))
        print(f"append -> screen (Pilot, PT2App):  {fmt_ms(lat)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
