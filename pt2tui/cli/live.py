"""`pt2tui run --no-tui`: stream the program's output, then print the summary."""

from __future__ import annotations

import argparse
import sys
import threading

from ..core.analysis.interrupted import user_interrupt
from ..runner.live import LiveRun
from ..runner.process import forward_interrupts


def run_headless(argv: list[str], args: argparse.Namespace) -> int:
    out_lock = threading.Lock()

    def on_chunk(stream: str, data: bytes) -> None:  # the bytes as they came: no line work
        dest = sys.stdout.buffer if stream == "stdout" else sys.stderr.buffer
        with out_lock:
            try:
                dest.write(data)
                dest.flush()
            except (OSError, ValueError):  # a closed pipe, a terminal gone (SIGHUP): still drained
                pass

    live = LiveRun(
        argv,
        runs_dir=args.runs_dir,
        name=args.name,
        logs=args.logs,
        debug_dir=not args.no_debug_dir,
        on_chunk=on_chunk,
    )
    try:
        run_dir = live.prepare()
    except OSError as e:  # RunDirError: nothing half-made is left
        print(f"pt2tui run: cannot make the run dir: {e.strerror or e}", file=sys.stderr)
        return 2
    print(f"pt2tui: run dir {run_dir}", flush=True)
    for note in live.notes:
        print(f"pt2tui: {note}", file=sys.stderr, flush=True)
    def send(user: bool = False) -> str | None:  # the program may not be started yet
        return live.child.interrupt(user=user) if live.child is not None else None

    # Ctrl-C goes to the program from the moment it starts: a handler installed after the
    # launch would miss a signal sent as soon as the program printed something.
    with forward_interrupts(
        send, lambda m: print(f"\npt2tui: {m}", file=sys.stderr, flush=True), "the program"
    ):
        try:
            live.launch()
        except OSError as e:
            print(f"pt2tui run: cannot start {argv[0]}: {e.strerror or e}", file=sys.stderr)
            return 127
        run = live.finish()
    ex = live.info
    from rich.console import Console

    from ..render.summary import render_summary
    from .out import print_rich

    how = f"killed by {ex['signal']}" if ex.get("signal") else f"exit code {ex.get('exit_code')}"
    if user_interrupt(ex):
        how = f"interrupted ({how})"
    if ex.get("stopped_by"):
        how = f"stopped from outside by {ex['stopped_by']} ({how})"
    try:  # the terminal may be gone (SIGHUP): the run is recorded whatever happens here
        console = Console(highlight=False)
        console.rule("pt2tui summary")
        print_rich(render_summary(run, str(run_dir)), console)
        if ex.get("output_log"):
            print(f"pt2tui: {ex['output_log']}", flush=True)
        print(f"pt2tui: program {how}; run dir {run_dir}", flush=True)  # whole: never wrapped
    except OSError:
        pass
    code = ex.get("exit_code")
    return int(code) if isinstance(code, int) else 1
