"""``pt2tui run`` with a screen: the program runs while the explorer shows its compiles.

``run_live_app(argv, args)`` prepares the run dir (``LiveRun.prepare``), opens the app at once
and launches the program from a thread worker, which then follows the run dir: it waits on
the Follower (watchfiles, else a short poll), reads what is new, and offers a snapshot to the
UI (the UI applies only the newest; the tree and views keep their selection and scroll). The
program's output streams into a pane below (bounded, virtualized). The status line says
running / exited (code) / killed (SIGSEGV), the elapsed time (ticking), and the counts.

When the program ends, ``LiveRun.finish()`` (same worker) records how it ended and reads the
rest; the app stays open. The TUI's exit code is the program's (128 + signal when killed).
ctrl+c sends SIGINT to the program's process group, again SIGTERM, again SIGKILL. Quitting
while it runs asks first; yes stops it (escalating, with a grace period), then exits.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from pathlib import Path
from typing import Any, ClassVar

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Static

from ..render.labels import counts_words, fit_words
from ..render.status import BREAK_STYLE, FAIL_STYLE, RECOMPILE_STYLE
from ..runner.live import LiveRun
from .app import PT2App
from .keys import LIVE_KEYS, app_bindings
from .parts.indexer import FOLLOW_GAP_S, RunUpdate
from .reruns import exit_words, fmt_seconds, signal_note
from .widgets.search import SearchBar
from .widgets.stream import OutputSink, StreamView

OUTPUT_MODES = ("split", "big", "hidden")


class OutputReady(Message):
    """Program output waits in the sink."""


class LiveChanged(Message):
    """The program started, ended, or could not start."""


class OutputPane(Vertical):
    """The program's stdout and stderr, as they come (stderr in a warmer colour)."""

    DEFAULT_CSS = """
    OutputPane { height: 30%; min-height: 4; border-top: solid $panel-lighten-2; }
    OutputPane.-big { height: 75%; }
    OutputPane.-hidden { display: none; }
    OutputPane > #output-head { height: 1; background: $panel-darken-1; color: $text-muted; }
    OutputPane > StreamView { height: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield Static(id="output-head")
        yield StreamView(name="program-output", id="output-view")

    @property
    def view(self) -> StreamView:
        return self.query_one(StreamView)

    def set_head(self, text: Text) -> None:
        self.query_one("#output-head", Static).update(text)


class LiveApp(PT2App):
    """The explorer on a run dir that is being written by a program it launched."""

    BINDINGS: ClassVar = PT2App.BINDINGS + app_bindings(LIVE_KEYS)
    HELP_EXTRA_KEYS = LIVE_KEYS

    def __init__(self, argv: list[str], *, keymap_path: Any = None, **run_options: Any) -> None:
        """``run_options``: LiveRun's (runs_dir, name, logs, debug_dir, cwd, extra_env)."""
        self.sink = OutputSink(self._output_waiting)
        self.live = LiveRun(argv, on_line=self.sink, **run_options)
        run_dir = self.live.prepare()
        super().__init__(str(run_dir), keymap_path=keymap_path)
        self.run_dir = run_dir.resolve()
        self.program_state = "starting"  # running, finishing, ended, failed
        self.exit_info: dict = {}
        self.launch_error: str | None = None
        self.live_done = threading.Event()
        self._live_started = False
        self._output_mode = "split"
        self._apply_cost = 0.0

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        for widget in super().compose():
            if isinstance(widget, SearchBar):
                yield OutputPane(id="process")
            yield widget

    def on_mount(self) -> None:
        for note in self.live.notes:
            self.say(note, "warning", timeout=8)
        self.set_interval(0.5, self._tick)

    def _output_waiting(self) -> None:
        self.post_message(OutputReady())

    def on_output_ready(self, message: OutputReady) -> None:
        try:
            pane = self.main_query("#process", OutputPane)
        except Exception:
            return
        pane.view.append_lines(self.sink.drain())
        self._update_output_head(pane)

    def _update_output_head(self, pane: OutputPane | None = None) -> None:
        pane = pane or self.main_query("#process", OutputPane)
        view = pane.view
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        t.append(" output ", style="bold")
        t.append(f"{self.sink.total:,} lines", style="")
        if view.dropped:
            t.append(f" (first {view.dropped:,} let go)", style="dim")
        t.append("  stdin is /dev/null", style="dim")
        t.append("  o", style="bold cyan")
        t.append(" bigger/hide", style="dim")
        if not view.at_end:
            t.append("  end: follow the tail", style="dim")
        pane.set_head(t)

    def action_toggle_output(self) -> None:
        pane = self.main_query("#process", OutputPane)
        i = OUTPUT_MODES.index(self._output_mode)
        self._output_mode = OUTPUT_MODES[(i + 1) % len(OUTPUT_MODES)]
        pane.set_class(self._output_mode == "big", "-big")
        pane.set_class(self._output_mode == "hidden", "-hidden")
        if self._output_mode == "hidden" and pane.view.has_focus:
            self.tree.focus()
        elif self._output_mode == "big":
            pane.view.focus()

    # -- the program ------------------------------------------------------------------------
    @property
    def running(self) -> bool:
        return self.program_state in ("starting", "running")

    def showing_live(self) -> bool:
        return Path(self.path).resolve() == self.run_dir

    def start_indexing(self) -> None:
        if self._live_started or not self.showing_live():
            super().start_indexing()  # a rerun's dir, or this run again once it ended
            return
        self._live_started = True
        self.indexer.reset()
        self.loaded = True  # nothing to index up front: records come as the program writes them
        self.run_worker(self._live_thread, thread=True, group="live", exit_on_error=False)

    def _live_thread(self) -> None:
        live = self.live
        f = live.follower
        assert f is not None
        try:
            live.launch()
        except OSError as e:
            self.launch_error = f"cannot start {live.argv[0]}: {e.strerror or e}"
            self.exit_info = {"exit_code": 127, "signal": None, "status": "could not start"}
            self.program_state = "failed"
            self.post_message(LiveChanged())
            f.finish()
            self.indexer.offer(RunUpdate(f.snapshot(), 1, 1, True))
            self.live_done.set()
            return
        self.program_state = "running"
        self.post_message(LiveChanged())
        last = 0.0
        cost = 0.0
        dirty = False
        failed = False
        while live.running:
            gap = max(FOLLOW_GAP_S, 5 * cost, 2 * self._apply_cost)
            timeout = 0.2 if not dirty else max(0.0, min(0.2, last + gap - time.monotonic()))
            if timeout > 0:
                f.wait(timeout)
            try:
                if f.poll():
                    dirty = True
                now = time.monotonic()
                if dirty and now - last >= gap:
                    t0 = time.monotonic()
                    run = f.snapshot()
                    cost = time.monotonic() - t0
                    last = time.monotonic()
                    dirty = False
                    self.indexer.offer(RunUpdate(run, 1, 1, False, following=True))
            except Exception as e:  # the program keeps running: say it once, keep its output
                if not failed:
                    failed = True
                    self.post_message_error(f"reading the run failed: {e!r}")
                time.sleep(0.5)
        self.program_state = "finishing"
        self.post_message(LiveChanged())
        try:
            run = live.finish()
        except Exception as e:  # keep the app usable; say what went wrong
            self.post_message_error(f"reading the end of the run failed: {e!r}")
            run = f.snapshot()
        self.exit_info = dict(live.info)
        self.program_state = "ended"
        self.indexer.offer(RunUpdate(run, 1, 1, True))
        self.post_message(LiveChanged())
        self.live_done.set()

    def post_message_error(self, text: str) -> None:
        try:
            self.call_from_thread(self.say, text, "error", 10)
        except RuntimeError:
            pass

    def apply_run(self, run: Any, progress: float, *, final: bool = False) -> None:
        t0 = time.monotonic()
        super().apply_run(run, progress, final=final)
        self._apply_cost = time.monotonic() - t0

    def on_live_changed(self, message: LiveChanged) -> None:
        if self.program_state == "ended":
            words = exit_words(self.exit_info)
            bad = bool(self.exit_info.get("signal")) or self.exit_info.get("exit_code") not in (
                0,
                None,
            )
            self.say(f"the program {words} after {fmt_seconds(self.live.elapsed())}; "
                     "the run stays open for exploring", "error" if bad else "information", timeout=8)  # fmt: skip
        elif self.program_state == "failed":
            self.say(self.launch_error or "the program could not start", "error", timeout=15)
        self.refresh_bindings()
        self._update_chrome()
        self.update_banner()

    def _tick(self) -> None:
        if self.running and self.showing_live():
            self._update_chrome()

    # -- status line ------------------------------------------------------------------------
    def _update_chrome(self) -> None:
        super()._update_chrome()
        if self.showing_live():
            status = fit_words(self.live_status(), self.size.width - 2)
            self.main_query("#run-status", Static).update(status, layout=False)  # (one row)

    def live_status(self) -> Text:
        run = self.run_model
        st = self.program_state
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        if st == "starting":
            t.append(" starting ", style="bold black on cyan")
        elif st == "running":
            t.append(" ● running ", style="bold black on green")
        elif st == "finishing":
            t.append(" ended: reading the rest ", style="bold black on cyan")
        elif st == "failed":
            t.append(" could not start ", style="bold white on red")
        else:
            words = exit_words(self.exit_info)
            bad = bool(self.exit_info.get("signal")) or self.exit_info.get("exit_code") != 0
            t.append(f" {words} ", style="bold white on red" if bad else "bold black on green")
        t.append(f" {fmt_seconds(self.live.elapsed())}", style="bold")
        t.append_text(counts_words(run))
        nb = sum(g.count for g in run.graph_breaks)
        t.append(f"  breaks {nb}", style=BREAK_STYLE if nb else "")
        nr = len(run.recompiles)
        t.append(f"  recompiles {nr}", style=RECOMPILE_STYLE if nr else "")
        nf = len(run.failures)
        t.append(f"  failures {nf}", style=FAIL_STYLE if nf else "")
        if self.live.log_error():  # "output.log incomplete: disk full at ..."
            t.append(f"  {self.live.log_error()}", style=FAIL_STYLE)
        t.append(f"  {self.run_dir.name}", style="dim")
        return t

    # -- keys -------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "interrupt":
            from .reruns import RerunScreen

            return self.running and not isinstance(self.screen, RerunScreen)
        return super().check_action(action, parameters)

    def action_interrupt(self) -> None:
        child = self.live.child
        sent = child.interrupt() if child is not None else None
        self.say(signal_note(sent, "the program"), "warning", timeout=6)

    def rerun_refusal(self) -> str | None:
        if self.showing_live() and self.running:
            return "the program is still running: reruns start once it has ended"
        return super().rerun_refusal()

    def running_processes(self) -> list:
        """The program too while it runs, and once it has ended while its end is being recorded
        ("finishing": run.json's end, the last records): quitting then waits for that (a SIGHUP
        that came as the program died, its own SIGTERM, ended pt2tui before run.json's end)."""
        procs = super().running_processes()
        child = self.live.child
        if child is not None and (self.running or self.program_state == "finishing"):
            procs.insert(0, ("the program", child.interrupt, lambda: child.proc is not None and child.poll() is None,
                             self.live_done))  # fmt: skip
        return procs

    def exit_code(self) -> int:
        if self.program_state == "failed":
            return 127
        code = self.exit_info.get("exit_code")
        return int(code) if isinstance(code, int) else 1

    def kill_leftovers(self, grace: float = 3.0) -> None:
        """After the app: nothing it started may outlive it (the app crashed, or was killed)."""
        child = self.live.child
        procs = (
            [(lambda: child.interrupt(user=False), lambda: child.proc is not None and child.poll() is None)]
            if child is not None
            else []
        )
        for job in self.jobs:
            if job.rr is not None and job.rr.running:
                procs.append((job.cancel, lambda job=job: job.rr is not None and job.rr.running))
        for interrupt, running in procs:
            for _ in range(3):
                if not running():
                    break
                interrupt()
                end = time.monotonic() + grace
                while running() and time.monotonic() < end:
                    time.sleep(0.05)
        if child is not None and child.proc is not None:
            child.cleanup(grace=1.0)
        if self._live_started:
            self.live_done.wait(10)


def run_live_app(argv: list[str], args: argparse.Namespace) -> int:
    """Entry point of ``pt2tui run`` on a terminal."""
    try:
        app = LiveApp(
            argv,
            runs_dir=args.runs_dir,
            name=args.name,
            logs=args.logs,
            debug_dir=not args.no_debug_dir,
        )
    except OSError as e:
        print(f"pt2tui run: cannot make the run dir: {e.strerror or e}", file=sys.stderr)
        return 2
    try:
        app.run()
    finally:
        app.kill_leftovers()
    code = app.exit_code()
    how = exit_words(app.exit_info) if app.exit_info else "not started"
    print(f"pt2tui: program {how}; run dir {app.run_dir}", flush=True)
    return code


__all__ = ["LiveApp", "OutputPane", "run_live_app"]
