"""How fast the explorer feels: first compile on screen, and keypress-to-repaint latency.

    .venv/bin/python bench/bench_tui.py [--mb 200] [--sample breaks_and_recompiles] [--presses 200] [--no-tmux]

A big trace is made by repeating one sample trace's bytes (compile ids then repeat, which is
fine for timing: the records are parsed and indexed all the same) in a temp dir.

Figures:
* first compile visible (Pilot, in process): PT2App created -> first compile in the tree;
* first compile visible (tmux, real process): ``pt2tui open`` started -> ``[0/0]`` captured
  on the 80x24 pane (includes Python start and imports);
* indexing done: the whole trace indexed (status line no longer says "indexing");
* keypress -> repaint (Pilot): from sending a key until the screen's compositor finished a
  refresh (hooked), first and last repaint before things settle: for down/up in the tree
  (the tree repaints, then the detail pane follows), for switching tabs (the payload is read
  in a worker and shown plain, then highlighted) and for paging through output code.
"""

from __future__ import annotations

import argparse
import asyncio
import os
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

from pt2tui.tui.app import PT2App  # noqa: E402
from pt2tui.tui.tree import CompileTree  # noqa: E402


def make_big_trace(sample: str, mb: int, out: Path) -> Path:
    src_dir = REPO / "sample_traces" / "cpu" / sample / "trace"
    if not src_dir.exists():
        src_dir = REPO.parent / "shared" / "corpus" / "gpu-h100" / sample / "trace"
    src = sorted(src_dir.glob("*"))[0]
    data = src.read_bytes()
    d = out / "trace"
    d.mkdir(parents=True, exist_ok=True)
    target = mb << 20
    with open(d / "big_trace.log", "wb") as f:
        written = 0
        while written < target:
            f.write(data)
            written += len(data)
    return d


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(p / 100 * len(xs)))]


def fmt_ms(xs: list[float]) -> str:
    ms = [x * 1000 for x in xs]
    return f"median {statistics.median(ms):6.1f} ms  p95 {pct(ms, 95):6.1f} ms  max {max(ms):6.1f} ms  (n={len(ms)})"


class RepaintClock:
    """Records when the screen's compositor finished each refresh (a repaint of the screen)."""

    def __init__(self, app: PT2App) -> None:
        self.times: list[float] = []
        screen = app.screen
        orig = screen._compositor_refresh

        def wrapped() -> None:
            orig()
            self.times.append(time.perf_counter())

        screen._compositor_refresh = wrapped  # type: ignore[method-assign]

    def since(self, t0: float) -> list[float]:
        return [t - t0 for t in self.times if t >= t0]


async def settle(app: PT2App, pilot, quiet: float = 0.06) -> None:
    """Until workers are done and no repaint happened for ``quiet`` seconds."""
    while True:
        while app.busy:
            await pilot.pause(0.002)
        n = len(app._bench_clock.times)  # type: ignore[attr-defined]
        await pilot.pause(quiet)
        if len(app._bench_clock.times) == n and not app.busy:  # type: ignore[attr-defined]
            return


async def timed_keys(app: PT2App, pilot, keys: list[str]) -> tuple[list[float], list[float]]:
    """Per key: (time to the first repaint, time to the last repaint before things settle)."""
    first, last = [], []
    clock: RepaintClock = app._bench_clock  # type: ignore[attr-defined]
    for key in keys:
        t0 = time.perf_counter()
        await pilot.press(key)
        await settle(app, pilot)
        rep = clock.since(t0)
        if rep:
            first.append(rep[0])
            last.append(rep[-1])
    return first, last


async def pilot_figures(path: str, presses: int, size: tuple[int, int]) -> dict[str, object]:
    t0 = time.monotonic()
    app = PT2App(path)
    out: dict[str, object] = {}
    async with app.run_test(size=size) as pilot:
        while app.first_compile_at is None:
            await asyncio.sleep(0.005)
        out["first_compile_s"] = app.first_compile_at - t0
        while not app.loaded:
            await asyncio.sleep(0.02)
        out["indexed_s"] = time.monotonic() - t0
        out["compiles"] = len(app.run_model.compiles)
        out["artifacts"] = sum(len(c.artifacts) for c in app.run_model.compiles)
        app._bench_clock = RepaintClock(app)  # type: ignore[attr-defined]
        app.query_one(CompileTree).focus()
        await settle(app, pilot)

        # down/up in the tree: the tree repaints, then the detail pane follows
        keys = ["down" if (i // 9) % 2 == 0 else "up" for i in range(presses)]
        out["tree_first"], out["tree_last"] = await timed_keys(app, pilot, keys)

        # switching tabs: the payload is read in a worker and shown (plain, then highlighted)
        tabs = ["2", "3", "4", "6", "1"]
        keys = [tabs[i % len(tabs)] for i in range(max(10, presses // 4))]
        out["tab_first"], out["tab_last"] = await timed_keys(app, pilot, keys)

        # paging through output code (of the first compile: the tree moves may have left a
        # frame selected, which has no code)
        app.jump_to(app.run_model.compiles[0].key, "code")
        await settle(app, pilot)
        app.detail.current_view().focus()
        keys = ["pagedown" if (i // 10) % 2 == 0 else "pageup" for i in range(presses)]
        out["page_first"], _ = await timed_keys(app, pilot, keys)
    return out


def tmux_first_compile(path: str, timeout: float = 120.0) -> tuple[float | None, float | None]:
    """(seconds to the first compile id on screen, seconds to indexing done) in real tmux."""
    exe = REPO / ".venv" / "bin" / "pt2tui"
    if shutil.which("tmux") is None or not exe.exists():
        return None, None
    sock = f"pt2tui-bench-{uuid.uuid4().hex[:8]}"

    def tmux(*a: str) -> str:
        return subprocess.run(["tmux", "-L", sock, *a], capture_output=True, text=True).stdout

    tmux(
        "-f",
        "/dev/null",
        "new-session",
        "-d",
        "-x",
        "80",
        "-y",
        "24",
        "-s",
        "b",
        "bash",
        "--norc",
        "--noprofile",
    )
    try:
        time.sleep(0.3)
        cmd = f"{shlex.quote(str(exe))} open {shlex.quote(path)}"
        t0 = time.monotonic()
        tmux("send-keys", "-t", "b", cmd, "Enter")
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


def main() -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--mb", type=int, default=200, help="size of the big trace (MiB)")
    ap.add_argument("--sample", default="breaks_and_recompiles")
    ap.add_argument("--presses", type=int, default=200)
    ap.add_argument("--no-tmux", action="store_true")
    args = ap.parse_args()

    with tempfile.TemporaryDirectory(prefix="pt2tui-bench-") as tmp:
        t = time.monotonic()
        path = str(make_big_trace(args.sample, args.mb, Path(tmp)))
        size = sum(f.stat().st_size for f in Path(path).iterdir())
        print(
            f"big trace: {size / (1 << 20):.0f} MiB ({args.sample} repeated), made in {time.monotonic() - t:.1f} s"
        )
        print(f"cpu: {os.cpu_count()} cores, python {sys.version.split()[0]}")

        if not args.no_tmux:
            first, done = tmux_first_compile(path)
            if first is None:
                print("tmux: not available, skipped")
            else:
                print(
                    f"tmux 80x24, `pt2tui open` start -> first compile id on screen: {first:6.2f} s"
                )
                if done is not None:
                    print(
                        f"tmux 80x24, `pt2tui open` start -> indexing done:           {done:6.2f} s"
                    )

        for label, p, presses in (("big trace", path, args.presses),
                                  ("sample", str(REPO / "sample_traces" / "cpu" / args.sample), args.presses)):  # fmt: skip
            if not Path(p).exists():
                continue
            fig = asyncio.run(pilot_figures(p, presses, (120, 40)))
            print(f"\n[{label}] {fig['compiles']} compiles, {fig['artifacts']} artifacts")
            print(f"  Pilot: PT2App() -> first compile in tree: {fig['first_compile_s']:6.2f} s")
            print(f"  Pilot: PT2App() -> indexing done:         {fig['indexed_s']:6.2f} s")
            print("  keypress -> repaint (first repaint / last repaint before the screen settles):")
            print(f"    down/up in tree, tree:    {fmt_ms(fig['tree_first'])}")  # type: ignore[arg-type]
            print(f"    down/up in tree, detail:  {fmt_ms(fig['tree_last'])}")  # type: ignore[arg-type]
            print(f"    tab switch, first paint:  {fmt_ms(fig['tab_first'])}")  # type: ignore[arg-type]
            print(f"    tab switch, text shown:   {fmt_ms(fig['tab_last'])}")  # type: ignore[arg-type]
            print(f"    pgdn/pgup in code:        {fmt_ms(fig['page_first'])}")  # type: ignore[arg-type]
    return 0


if __name__ == "__main__":
    sys.exit(main())
