"""Triage banner and one-key reruns, for the explorer (``pt2tui open``) and ``pt2tui run``.

The banner under the status line says what triage (core/triage.py) found: the category, the
suggested next recipe (``x`` runs it) and a one-line summary. ``m`` asks which minifier
flavour, ``A`` reruns with NaN/Inf asserts, ``R`` lists every recipe. Each rerun shows the
exact command and environment first (``RerunConfirm``), then a ``RerunScreen``: live progress
(rerun_progress), the output, cancel (ctrl+c / escape escalate SIGINT -> SIGTERM -> SIGKILL),
and once it ended the result and a comparison with the parent. The result is kept for the
session (``R`` lists earlier reruns first); ``o`` opens the rerun's run dir in the explorer,
``K`` jumps to the kernel a NaN/device assert was mapped to.

Reruns need a parent run dir with a run.json (made by ``pt2tui run``); without one the keys
say so and do nothing else.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import Footer, Label, OptionList, Static, TabbedContent, TabPane
from textual.widgets.option_list import Option

from ..core.compare import compare_lines
from ..core.model import Run
from ..core.recipes import BISECT, LAUNCHER, PROGRAM, RECIPES, REPRO, Recipe, get_recipe
from ..core.rerun_progress import ProgressState
from ..core.triage import SUMMARIES, Triage, classify
from ..render.doc import Doc, DocBuilder, message_doc, plain_doc
from ..render.safe import safe_line
from ..sources.discover import read_run_json
from .help import key_text
from .indexer import find_run_json, run_json_state
from .keys import APP_KEYS
from .stream import OutputSink, StreamView
from .textview import TextView

if TYPE_CHECKING:
    from ..sources.rerun import Rerun, RerunOutcome

MINIFY_FLAVOURS = (
    "minify-aot",
    "minify-aot-accuracy",
    "minify-dynamo",
    "minify-launcher-no-isolate",
    "minify-launcher",
    "run-repro",
)
TRIAGE_EVERY_S = 2.0  # while a run is being written
GRACE_S = 2.0  # between the signals when quitting stops a process
NEXT_SIGNAL = {"SIGINT": "SIGTERM", "SIGTERM": "SIGKILL"}
CATEGORY_STYLE = {
    "graph_break": "bold black on magenta",
    "recompilation": "bold black on yellow",
    "none": "bold black on green",
}


def fmt_seconds(s: float | None) -> str:
    if s is None:
        return "?"
    if s < 60:
        return f"{s:.1f}s"
    m, sec = divmod(int(s), 60)
    if m < 60:
        return f"{m}m{sec:02d}s"
    h, m = divmod(m, 60)
    return f"{h}h{m:02d}m"


def exit_words(info: dict) -> str:
    """``exited (0)``, ``killed (SIGSEGV)``, ``could not start``."""
    if info.get("signal"):
        return f"killed ({info['signal']})"
    code = info.get("exit_code")
    if code is None:
        return str(info.get("status") or "?")
    return f"exited ({code})"


def signal_note(sent: str | None, what: str) -> str:
    if not sent:
        return f"{what} is not running"
    nxt = NEXT_SIGNAL.get(sent)
    more = f"; press again to send {nxt}" if nxt else ""
    return f"sent {sent} to {what}{more}"


# -----------------------------------------------------------------------------------------------
# the banner


class TriageBanner(Static):
    """One line: category, the suggested rerun (x), the summary; hidden when nothing to say."""

    DEFAULT_CSS = """
    TriageBanner { height: 1; background: $panel-darken-2; padding: 0 1; display: none; }
    TriageBanner.-shown { display: block; }
    """

    def show_triage(self, triages: tuple[Triage, ...] | None, *, can_rerun: bool,
                    keys: dict[str, str], jobs: list[RerunJob]) -> None:  # fmt: skip
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        if triages:
            first = triages[0]
            style = CATEGORY_STYLE.get(first.category, "bold white on red")
            t.append(f" {first.category} ", style=style)
            if first.next:
                t.append(f"  {keys.get('rerun_suggested', 'x')}", style="bold cyan")
                t.append(f" {first.next[0]}", style="bold")
            t.append("  ")
            t.append_text(safe_line(first.summary or SUMMARIES.get(first.category, ""), ""))
            if len(triages) > 1:
                t.append(f"  (+{', '.join(x.category for x in triages[1:])})", style="dim")
        elif triages is not None and can_rerun:
            t.append(" ok ", style=CATEGORY_STYLE["none"])
            t.append("  nothing wrong found", style="dim")
        for job in jobs[-2:]:
            if job.state in ("running", "finishing"):
                t.append(f"  ↻ {job.recipe.name} {job.state}", style="bold cyan")
        if can_rerun and (triages is not None or jobs):
            t.append(f"  {keys.get('recipes', 'R')}", style="bold cyan")
            t.append(" recipes", style="dim")
        shown = bool(t.plain.strip())
        self.set_class(shown, "-shown")
        self.update(t)


# -----------------------------------------------------------------------------------------------
# menus and the confirm dialog

MENU_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 90%; max-width: 110; height: auto; max-height: 90%; border: round $primary;
    background: $surface; padding: 0 1;
}}
{name} OptionList {{ height: auto; max-height: 18; border: none; padding: 0;
    text-wrap: nowrap; text-overflow: ellipsis; }}
{name} .about {{ color: $text-muted; height: auto; max-height: 6; }}
{name} .hint {{ color: $text-muted; }}
"""


class RecipeMenu(ModalScreen[str | None]):
    """Choose a recipe (or an earlier rerun, ``job:N``). Enter chooses, Escape closes."""

    DEFAULT_CSS = MENU_CSS.format(name="RecipeMenu")
    BINDINGS = [Binding("escape", "cancel", "Close", show=True)]

    def __init__(self, title: str, recipes: list[Recipe], *, default: str | None = None,
                 unavailable: dict[str, str] | None = None,
                 jobs: list[RerunJob] | None = None) -> None:  # fmt: skip
        super().__init__()
        self.title_text = title
        self.recipes = recipes
        self.default = default
        self.unavailable = unavailable or {}
        self.jobs = jobs or []

    def compose(self) -> ComposeResult:
        options: list[Option | None] = []
        for job in reversed(self.jobs):
            t = Text(no_wrap=True, overflow="ellipsis")
            t.append("↻ ", style="bold cyan")
            t.append(job.recipe.name, style="bold")
            t.append(f"  {job.state_words()}", style="dim")
            options.append(Option(t, id=f"job:{job.index}"))
        if self.jobs:
            options.append(None)
        w = max(len(r.name) for r in self.recipes)
        for r in self.recipes:
            t = Text(no_wrap=True, overflow="ellipsis")
            t.append(f"{r.name:<{w}}  ", style="bold")
            t.append(r.title)
            why = self.unavailable.get(r.name)
            if why:
                t.append(f"  ({why})", style="dim italic")
            else:
                t.append(f"  — {r.purpose}", style="dim")
            options.append(Option(t, id=r.name))
        with Vertical():
            yield Label(safe_line(self.title_text, "bold"))
            yield OptionList(*options, id="recipe-list")
            yield Static("", classes="about", id="recipe-about")
            yield Label(Text("enter: show the command first   escape: close", style="dim"),
                        classes="hint")  # fmt: skip

    def on_mount(self) -> None:
        ol = self.query_one(OptionList)
        ol.focus()
        if self.default is not None:
            try:
                ol.highlighted = ol.get_option_index(self.default)
            except Exception:
                pass
        elif ol.option_count:
            ol.highlighted = 0

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        oid = event.option.id or ""
        about = self.query_one("#recipe-about", Static)
        if oid.startswith("job:"):
            about.update(Text("Show this rerun's progress / result again.", style="italic"))
            return
        try:
            r = get_recipe(oid)
        except Exception:
            return
        t = safe_line(r.description, "")
        t.no_wrap = False
        about.update(t)

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


def confirm_doc(job: RerunJob) -> Doc:
    rr = job.rr
    assert rr is not None
    r = job.recipe
    b = DocBuilder(name="rerun command", key=("confirm", job.index))
    b.line((f"{r.name}", "bold"), "  ", (r.title, "bold"))
    b.text_block(r.description, "italic", indent="")
    b.heading("Command (runs in the cwd below)")
    b.line((rr.shell_command(), "green"))
    b.heading("Working directory")
    b.line(rr.cwd)
    b.heading("Environment (what pt2tui sets; the rest is yours)")
    env = rr.env
    for k in list(rr.recipe_env) + [k for k in env if k not in rr.recipe_env]:
        if k in env:
            who = "recipe" if k in rr.recipe_env else "pt2tui"
            b.line((f"{k}={env[k]}", "bold" if who == "recipe" else ""), (f"   ({who})", "dim"))
    b.heading("New run dir")
    b.line(str(rr.run_dir))
    for note in rr.notes:
        b.line(("note: ", "yellow"), note)
    return b.build(wrap=True)


class RerunConfirm(ModalScreen[bool]):
    """The exact command and environment of a prepared rerun: Enter starts it, Escape not."""

    DEFAULT_CSS = """
    RerunConfirm { align: center middle; }
    RerunConfirm > Vertical {
        width: 96%; max-width: 120; height: 90%; border: round $primary;
        background: $surface; padding: 0 1;
    }
    RerunConfirm TextView { height: 1fr; }
    RerunConfirm .hint { color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "answer(True)", "Start", show=True, priority=True),
        Binding("escape,n", "answer(False)", "Cancel", show=True),
    ]

    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(f"Start this rerun? ({self.job.recipe.name})", "bold"))
            yield TextView(confirm_doc(self.job), id="confirm-view")
            yield Label(Text("enter: start   escape: cancel (the prepared run dir is removed)",
                             style="dim"), classes="hint")  # fmt: skip

    def on_mount(self) -> None:
        self.query_one(TextView).focus()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class QuitConfirm(ModalScreen[bool]):
    """Quitting while something runs: stop it and quit, or keep running."""

    DEFAULT_CSS = """
    QuitConfirm { align: center middle; }
    QuitConfirm > Vertical {
        width: 80%; max-width: 90; height: auto; border: round $warning;
        background: $surface; padding: 0 1;
    }
    QuitConfirm .hint { color: $text-muted; }
    """
    BINDINGS = [
        Binding("y,enter", "answer(True)", "Stop it and quit", show=True, priority=True),
        Binding("n,escape,k", "answer(False)", "Keep running", show=True),
    ]

    def __init__(self, what: str) -> None:
        super().__init__()
        self.what = what

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(f"{self.what} is still running: stop it and quit?", "bold"))
            yield Label(Text("y / enter: stop it (SIGINT, then SIGTERM, then SIGKILL) and quit"
                             "    n / escape: keep running", style="dim"), classes="hint")  # fmt: skip

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


# -----------------------------------------------------------------------------------------------
# a rerun and its screen


class RerunChanged(Message):
    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job


class RerunOutput(Message):
    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job


class RerunJob:
    """One rerun of this session: prepared, confirmed, running, finished (kept)."""

    _count = 0

    def __init__(self, app: Any, parent: str, recipe: str) -> None:
        RerunJob._count += 1
        self.index = RerunJob._count
        self.app = app
        self.parent = parent
        self.recipe = get_recipe(recipe)
        self.sink = OutputSink(lambda: app.post_message(RerunOutput(self)))
        self.rr: Rerun | None = None
        self.state = "preparing"  # confirm, running, finishing, done, failed, discarded
        self.error: str | None = None
        self.outcome: RerunOutcome | None = None
        self.screen: RerunScreen | None = None
        self.compiles = 0
        self.breaks = 0
        self.sent: list[str] = []
        self.done = threading.Event()
        self._posted = False
        self._lock = threading.Lock()

    @property
    def running(self) -> bool:
        return self.state in ("running", "finishing")

    @property
    def progress(self) -> ProgressState:
        return self.rr.progress if self.rr is not None else ProgressState()

    def on_progress(self, ev: Any, state: ProgressState) -> None:
        """From the output reader threads: tell the UI once per batch."""
        with self._lock:
            if self._posted:
                return
            self._posted = True
        self.app.post_message(RerunChanged(self))

    def changed_seen(self) -> None:
        with self._lock:
            self._posted = False

    def elapsed(self) -> float:
        return self.rr.elapsed() if self.rr is not None else 0.0

    def info(self) -> dict:
        if self.outcome is not None:
            return self.outcome.info
        return dict(self.rr.live.info) if self.rr is not None else {}

    def state_words(self) -> str:
        if self.state == "done":
            res = self.outcome.result if self.outcome else {}
            return f"{exit_words(self.info())} · {res.get('summary', '')}"
        if self.state == "failed":
            return f"failed: {self.error}"
        return self.state

    def cancel(self) -> str | None:
        if self.rr is None or not self.running:
            return None
        sent = self.rr.cancel()
        if sent:
            self.sent.append(sent)
        return sent

    def kernel(self) -> dict | None:
        """The kernel a NaN / device assert was mapped to, from the result."""
        if self.outcome is None:
            return None
        res = self.outcome.result
        k = res.get("nan_assert") or (res.get("triage") or {}).get("kernel")
        return k if isinstance(k, dict) and k.get("artifact") else None

    def repro_path(self) -> str | None:
        if self.outcome is None:
            return None
        p = self.outcome.result.get("repro")
        return p if isinstance(p, str) and os.path.isfile(p) else None

    # -- runs in a thread worker -----------------------------------------------------------
    def run(self) -> None:
        rr = self.rr
        assert rr is not None
        try:
            rr.launch()
        except OSError as e:
            self.error = f"cannot start {rr.argv[0]}: {e.strerror or e}"
            self.state = "failed"
            self.done.set()
            self.app.post_message(RerunChanged(self))
            return
        self.state = "running"
        self.app.post_message(RerunChanged(self))
        last = 0.0
        while rr.running:
            time.sleep(0.1)
            if time.monotonic() - last >= 1.0:
                last = time.monotonic()
                try:
                    run = rr.snapshot()
                    self.compiles = len(run.compiles)
                    self.breaks = sum(g.count for g in run.graph_breaks)
                except Exception:
                    pass
                self.app.post_message(RerunChanged(self))
        self.state = "finishing"
        self.app.post_message(RerunChanged(self))
        try:
            self.outcome = rr.finish()
            self.compiles = len(self.outcome.run.compiles)
            self.breaks = sum(g.count for g in self.outcome.run.graph_breaks)
            self.state = "done"
        except Exception as e:  # keep the screen usable: say what went wrong
            self.error = f"reading the rerun failed: {e!r}"
            self.state = "failed"
        self.done.set()
        self.app.post_message(RerunChanged(self))


def progress_doc(job: RerunJob) -> Doc:
    """What the rerun is doing (while it runs), or its result (once it ended)."""
    r = job.recipe
    b = DocBuilder(name=f"rerun {r.name}", key=("rerun-progress", job.index))
    if job.state == "done" and job.outcome is not None:
        _result_lines(b, job)
    elif job.state == "failed":
        b.line(("the rerun failed: ", "bold red"), job.error or "?")
    else:
        st = job.progress
        b.line((f"{r.name}", "bold"), "  ", r.title, ("  " + job.state, "bold cyan"),
               f"  {fmt_seconds(job.elapsed())}")  # fmt: skip
        if job.sent:
            b.line(("signals sent: ", "yellow"), ", ".join(job.sent))
        _progress_lines(b, job, st)
    b.heading("Command")
    if job.rr is not None:
        b.line((job.rr.shell_command(), "green"))
        b.line(("run dir: ", "dim"), str(job.rr.run_dir))
    return b.build(wrap=True)


def _progress_lines(b: DocBuilder, job: RerunJob, st: ProgressState) -> None:
    kind = job.recipe.kind
    if kind == LAUNCHER or st.tool == "minifier":
        b.heading("Minifier")
        if st.start_nodes is None:
            b.line(("  waiting for the minifier's first line …", "dim"))
        else:
            b.line(f"  started with {st.start_nodes} nodes; now ",
                   (f"{st.nodes} nodes", "bold"), f", {st.inputs} inputs")  # fmt: skip
            b.line(f"  granularity {st.granularity}, strategy {st.strategy or '-'}")
            b.line("  steps: ", (f"{st.successes} SUCCESS", "green"), ", ",
                   (f"{st.fails} FAIL", "red"), f" of {st.strategies} strategies")  # fmt: skip
        if st.queries is not None:
            b.line(f"  queries: {st.queries}")
        if st.checkpoints:
            b.line(f"  checkpoint: {st.checkpoints[-1]}")
        if st.minifier_done:
            b.line(("  done", "bold green"), f": {st.repro_path or 'repro.py'}")
        if st.minifier_error:
            b.line(("  stopped: ", "bold red"), st.minifier_error)
    if kind == BISECT or st.tool == "bisector":
        b.heading("Bisector")
        b.line("  system: ", (st.system or "-", "bold"),
               f"   tried: {', '.join(st.systems_tried) or '-'}")  # fmt: skip
        if st.issue_system:
            b.line("  the issue is in: ", (st.issue_system, "bold"))
        b.line("  subsystem: ", (st.subsystem or "-", "bold"))
        for name, fixed in st.subsystems:
            b.line(f"    {name}: ", ("disabling it fixed the issue", "green") if fixed
                   else ("not it", "dim"))  # fmt: skip
        if st.upper_bound is not None:
            b.line(f"  upper bound: {st.upper_bound}")
        if st.bisect_range is not None:
            lo, hi = st.bisect_range
            b.line(f"  range: [{lo}, {hi}]")
        if st.bisect_result:
            b.line(("  result: ", "bold"), str(st.bisect_result))
        elif st.no_issue:
            b.line(("  no issue found", "bold"))
    if kind in (PROGRAM, REPRO) and st.tool != "bisector":
        b.heading("Program")
        b.line(f"  compiles {job.compiles}   graph breaks {job.breaks}   "
               f"output lines {job.sink.total}")  # fmt: skip
        if st.launchers:
            b.line("  minifier launcher written: ", (st.launchers[-1], "bold"))
        if st.accuracy_failed:
            b.line(("  accuracy failed ", "yellow"), f"x{st.accuracy_failed}")
    if st.last:
        b.heading("Latest")
        b.line(("  " + st.last[:300], "dim"))


def _result_lines(b: DocBuilder, job: RerunJob) -> None:
    from ..rerun_cli import result_lines

    out = job.outcome
    assert out is not None
    res = out.result
    b.line(("Result  ", "bold"), (res.get("summary", "") or "", "bold"))
    b.line(("  ", ""), (exit_words(out.info), "bold red" if res.get("signal") or
                        res.get("exit_code") not in (0, None) else "bold green"),
           f" after {res.get('seconds')} s", ("   (cancelled)" if res.get("cancelled") else "", "yellow"))  # fmt: skip
    k = job.kernel()
    if k is not None:
        b.line(("  kernel: ", "bold"), (f"{k.get('kernel') or '?'}", "bold cyan"),
               f" in {k.get('artifact')} line {k.get('kernel_line') or k.get('artifact_line')}",
               ("   enter / K: open it in the Code tab", "dim"), target=("kernel", job.index))  # fmt: skip
    if job.repro_path():
        b.line(("  repro.py: ", "bold"), job.repro_path() or "",
               ("   tab 3 shows it, y copies it", "dim"))  # fmt: skip
    for ln in result_lines(res, out.info)[2:]:
        if ln.startswith("  repro.py forward():"):
            break
        b.line(ln)
    if out.compare is not None:
        b.heading("Compare with the parent")
        for ln in compare_lines(out.compare):
            if ln.startswith("verdict: "):
                b.line(("  verdict: ", "bold"), (ln[len("verdict: ") :], "bold"))
            elif ln.rstrip().endswith("*"):
                b.line(("  " + ln, "yellow"))
            else:
                b.line("  " + ln)
    b.line(("  o: open this rerun's run dir in the explorer", "dim"))


class RerunScreen(Screen[None]):
    """One rerun: progress / result, its output, repro.py."""

    DEFAULT_CSS = """
    RerunScreen { layout: vertical; }
    RerunScreen #rr-status { height: 1; background: $panel; padding: 0 1; }
    RerunScreen TabbedContent { height: 1fr; }
    RerunScreen TabPane { padding: 0; height: 1fr; }
    RerunScreen TextView { height: 1fr; }
    """
    BINDINGS = [
        Binding("ctrl+c", "cancel", "Cancel", show=True, priority=True, id="rerun.cancel"),
        Binding("escape", "escape", "Cancel / back", show=True, id="rerun.back"),
        Binding("b", "close", "Back", show=True, id="rerun.hide"),
        Binding("o", "open_run", "Open run dir", show=True, id="rerun.open"),
        Binding("K", "kernel", "Kernel", show=False, id="rerun.kernel"),
        Binding("y", "copy", "Copy", show=True, id="rerun.copy"),
        Binding("1", "show_tab('rr-progress')", "Progress", show=False),
        Binding("2", "show_tab('rr-output')", "Output", show=False),
        Binding("3", "show_tab('rr-repro')", "repro.py", show=False),
        Binding("q", "app.quit", "Quit", show=False),
    ]

    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job
        self._repro_shown: str | None = None

    def compose(self) -> ComposeResult:
        yield Static(id="rr-status")
        with TabbedContent(id="rr-tabs", initial="rr-progress"):
            with TabPane("Progress", id="rr-progress"):
                yield TextView(progress_doc(self.job), id="rr-progress-view")
            with TabPane("Output", id="rr-output"):
                yield StreamView(name=f"rerun-{self.job.recipe.name}-output", id="rr-output-view")
            with TabPane("repro.py", id="rr-repro"):
                yield TextView(message_doc("no repro.py (a minify-launcher rerun writes one)"),
                               id="rr-repro-view")  # fmt: skip
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one("#rr-progress-view", TextView).focus()
        self.set_interval(0.5, self._tick)
        self.refresh_job()

    def _tick(self) -> None:
        if self.job.running:
            self.refresh_job()

    def on_screen_resume(self) -> None:
        """Shown again (R lists it): catch up with what came while it was hidden."""
        self.drain_output()
        self.refresh_job()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel":
            return self.job.running
        if action in ("open_run",):
            return self.job.rr is not None and self.job.state in ("done", "failed")
        if action == "kernel":
            return self.job.kernel() is not None
        return True

    def refresh_job(self) -> None:
        job = self.job
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        t.append(f" rerun {job.recipe.name} ", style="bold reverse")
        if job.state == "done":
            info = job.info()
            bad = bool(info.get("signal")) or info.get("exit_code") not in (0, None)
            t.append(
                f" {exit_words(info)} ", style="bold white on red" if bad else "bold black on green"
            )
        elif job.state == "failed":
            t.append(" failed ", style="bold white on red")
        else:
            t.append(f" ● {job.state} ", style="bold black on cyan")
        t.append(f" {fmt_seconds(job.elapsed())}")
        t.append(
            f"  compiles {job.compiles}  breaks {job.breaks}  lines {job.sink.total}", style="dim"
        )
        if job.rr is not None:
            t.append(f"  {job.rr.run_dir.name}", style="dim")
        self.query_one("#rr-status", Static).update(t)
        view = self.query_one("#rr-progress-view", TextView)
        view.show(progress_doc(job))
        repro = job.repro_path()
        if repro and repro != self._repro_shown:
            self._repro_shown = repro
            from ..sources.rerun import read_repro_text

            text = read_repro_text(repro) or ""
            self.query_one("#rr-repro-view", TextView).show(
                plain_doc(
                    text, name="repro.py", lang="python", key=("repro", repro), highlight=True
                )
            )
        self.refresh_bindings()

    def drain_output(self) -> None:
        self.query_one("#rr-output-view", StreamView).append_lines(self.job.sink.drain())

    # -- actions ----------------------------------------------------------------------------
    def action_cancel(self) -> None:
        sent = self.job.cancel()
        self.app.say(signal_note(sent, "the rerun"), "warning", timeout=6)  # type: ignore[attr-defined]
        self.refresh_job()

    def action_escape(self) -> None:
        if self.job.running:
            self.action_cancel()
        else:
            self.action_close()

    def action_close(self) -> None:
        self.app.pop_screen()

    def action_open_run(self) -> None:
        if self.job.rr is not None:
            self.app.open_path(str(self.job.rr.run_dir))  # type: ignore[attr-defined]

    def action_kernel(self) -> None:
        k = self.job.kernel()
        if k is None or self.job.rr is None:
            self.app.say("no kernel was mapped in this rerun", "warning")  # type: ignore[attr-defined]
            return
        app: Any = self.app
        app.open_path(str(self.job.rr.run_dir), after_load=lambda: app.jump_to_kernel(k))

    def action_show_tab(self, tab: str) -> None:
        self.query_one(TabbedContent).active = tab

    def action_copy(self) -> None:
        tabs = self.query_one(TabbedContent)
        view: TextView | None = None
        focused = self.focused
        if isinstance(focused, TextView):
            view = focused
        elif tabs.active == "rr-repro":
            view = self.query_one("#rr-repro-view", TextView)
        if view is None or view.doc.message:
            repro = self.job.repro_path()
            if repro:
                view = self.query_one("#rr-repro-view", TextView)
            elif view is None:
                view = self.query_one("#rr-progress-view", TextView)
        if view.doc.message:
            self.app.say("nothing to copy here", "warning")  # type: ignore[attr-defined]
            return
        text = view.selected_text() or view.doc.text
        self.app.copy_to_clipboard(text)
        self.app.say(f"copied {view.doc.name or 'text'}: {text.count(chr(10)) + 1} lines (OSC 52)")  # type: ignore[attr-defined]

    @on(TextView.Activated, "#rr-progress-view")
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        if isinstance(event.target, tuple) and event.target[0] == "kernel":
            self.action_kernel()


# -----------------------------------------------------------------------------------------------
# the App side


class RerunsMixin:
    """For the App: the triage banner, the rerun keys, kept reruns, opening another run."""

    path: str
    run_model: Run

    if TYPE_CHECKING:  # provided by the App

        def say(self, message: str, severity: str = "information", timeout: float = 4) -> None: ...
        def main_query(self, selector: Any, expect_type: Any = None) -> Any: ...
        def run_worker(self, *a: Any, **kw: Any) -> Any: ...
        def push_screen(self, *a: Any, **kw: Any) -> Any: ...
        def call_from_thread(self, *a: Any, **kw: Any) -> Any: ...

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.jobs: list[RerunJob] = []
        self.triages: tuple[Triage, ...] | None = None
        self._triaged_run: Run | None = None
        self._triage_at = 0.0
        self._triage_busy = False
        self._after_load: Callable[[], Any] | None = None
        self._quitting = False
        super().__init__(*args, **kwargs)

    def on_mount(self) -> None:
        app: Any = self
        if not app.is_headless:  # a closed SSH session, or a kill: stop what runs first
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGHUP, signal.SIGTERM):
                try:
                    loop.add_signal_handler(sig, self._terminated, sig)
                except (NotImplementedError, RuntimeError, ValueError):
                    pass

    def _terminated(self, sig: int) -> None:
        """SIGHUP / SIGTERM: stop the program and reruns (escalating), then exit. After a
        SIGHUP the terminal is gone: Textual cannot restore it (its writer thread dies and
        its exit blocks), so the process ends with os._exit once the results are written."""
        app: Any = self
        self._hard_exit = sig == signal.SIGHUP
        code = 128 + sig
        if not self.running_processes():
            if self._hard_exit:
                os._exit(code)
            app.exit(return_code=code)
        elif not self._quitting:
            self.stop_and_quit()
        if not self._hard_exit:  # a watchdog, should restoring the terminal block
            watchdog = threading.Timer(GRACE_S * 3 + 30, os._exit, (code,))
            watchdog.daemon = True
            watchdog.start()

    # -- triage -----------------------------------------------------------------------------
    def run_applied(self, run: Run, final: bool) -> None:
        """Called by the App after each snapshot was shown."""
        if final and self._after_load is not None:
            cb, self._after_load = self._after_load, None
            app: Any = self
            app.call_after_refresh(cb)
        if run is self._triaged_run:
            return
        now = time.monotonic()
        if not final and (self._triage_busy or now - self._triage_at < TRIAGE_EVERY_S):
            return
        self._triaged_run = run
        self._triage_at = now
        self._triage_busy = True
        path = self.path
        self.run_worker(lambda: self._triage_thread(run, path), thread=True, group="triage",
                        exit_on_error=False)  # fmt: skip

    def _triage_thread(self, run: Run, path: str) -> None:
        try:
            triages: tuple[Triage, ...] = classify(run)
        except Exception:
            triages = ()
        try:
            self.call_from_thread(self._triaged, triages, path)
        except RuntimeError:
            pass

    def _triaged(self, triages: tuple[Triage, ...], path: str) -> None:
        self._triage_busy = False
        if path != self.path:
            return
        self.triages = triages
        self.update_banner()

    def update_banner(self) -> None:
        try:
            banner = self.main_query("#triage", TriageBanner)
        except Exception:
            return
        keys = {bid: key_text(self, bid, k) for bid, k, *_ in APP_KEYS
                if bid in ("rerun_suggested", "recipes")}  # fmt: skip
        banner.show_triage(self.triages, can_rerun=self.rerun_parent() is not None,
                           keys=keys, jobs=self.jobs)  # fmt: skip

    # -- the parent ---------------------------------------------------------------------------
    def rerun_parent(self) -> str | None:
        """The run dir reruns start from: the opened path's, when it has a run.json."""
        rj = find_run_json(self.path)
        return os.path.dirname(rj) if rj else None

    def rerun_refusal(self) -> str | None:
        """Why no rerun can start now (None: it can)."""
        parent = self.rerun_parent()
        if parent is None:
            return (f"reruns need a run dir made by `pt2tui run` (with a run.json): "
                    f"{self.path} has none")  # fmt: skip
        if run_json_state(os.path.join(parent, "run.json")) == "running":
            return "the run is still going: reruns start once it has ended"
        running = [j for j in self.jobs if j.running or j.state in ("preparing", "confirm")]
        if running:
            return f"a rerun ({running[0].recipe.name}) is already going: R shows it"
        return None

    # -- the keys -----------------------------------------------------------------------------
    def _no_parent(self) -> bool:
        """Say why there is nothing to rerun here (no run.json); True then."""
        if self.rerun_parent() is not None:
            return False
        self.say(self.rerun_refusal() or "", "warning", timeout=6)
        return True

    def action_rerun_suggested(self) -> None:
        if self._no_parent():
            return
        if self.triages is None:
            self.say("triage is not ready yet", "warning")
            return
        nxt = next((t.next[0] for t in self.triages if t.next), None)
        if nxt is None:
            self.say("triage suggests no rerun here: R lists every recipe")
            return
        self.start_recipe(nxt)

    def action_minify(self) -> None:
        if self._no_parent():
            return
        suggested = [r for t in (self.triages or ()) for r in t.next if r in MINIFY_FLAVOURS]
        default = suggested[0] if suggested else "minify-aot"
        recipes = [get_recipe(n) for n in MINIFY_FLAVOURS]
        menu = RecipeMenu(
            "Minifier: which flavour?", recipes, default=default, unavailable=self._unavailable()
        )
        self.push_screen(menu, self._chosen)

    def action_nan_rerun(self) -> None:
        self.start_recipe("nan-asserts")

    def action_recipes(self) -> None:
        if not self.jobs and self._no_parent():
            return
        default = next((t.next[0] for t in (self.triages or ()) if t.next), None)
        menu = RecipeMenu("Rerun recipes (and this session's reruns)", list(RECIPES),
                          default=default, unavailable=self._unavailable(), jobs=self.jobs)  # fmt: skip
        self.push_screen(menu, self._chosen)

    def _unavailable(self) -> dict[str, str]:
        from ..sources.rerun import find_launcher, find_repro

        parent = self.rerun_parent()
        if parent is None:
            return {}
        out: dict[str, str] = {}
        try:
            launcher = find_launcher(parent, self.run_model)
        except Exception:
            launcher = None
        if launcher is None:
            for n in ("minify-launcher", "minify-launcher-no-isolate"):
                out[n] = "needs a minifier_launcher.py: run a minify-* recipe first"
        if find_repro(parent) is None:
            out["run-repro"] = "needs a repro.py: run minify-launcher first"
        return out

    def _chosen(self, choice: str | None) -> None:
        if not choice:
            return
        if choice.startswith("job:"):
            idx = int(choice[4:])
            job = next((j for j in self.jobs if j.index == idx), None)
            if job is not None:
                self.show_job(job)
            return
        self.start_recipe(choice)

    def start_recipe(self, name: str) -> None:
        """Prepare the rerun (its run dir), show the command, start it when confirmed."""
        why = self.rerun_refusal()
        if why:
            self.say(why, "warning", timeout=6)
            return
        parent = self.rerun_parent()
        assert parent is not None
        job = RerunJob(self, parent, name)
        self.jobs.append(job)
        self.update_banner()
        self.run_worker(lambda: self._prepare_thread(job), thread=True, group="rerun",
                        exit_on_error=False)  # fmt: skip

    def _prepare_thread(self, job: RerunJob) -> None:
        from ..sources.rerun import RerunError, prepare_rerun

        try:
            job.rr = prepare_rerun(job.parent, job.recipe.name, on_line=job.sink,
                                   on_progress=job.on_progress)  # fmt: skip
        except RerunError as e:
            job.state = "failed"
            job.error = str(e)
        except Exception as e:
            job.state = "failed"
            job.error = f"cannot prepare the rerun: {e!r}"
        try:
            self.call_from_thread(self._prepared, job)
        except RuntimeError:
            pass

    def _prepared(self, job: RerunJob) -> None:
        if job.state == "failed":
            self.jobs.remove(job)
            self.say(f"{job.recipe.name}: {job.error}", "error", timeout=10)
            self.update_banner()
            return
        job.state = "confirm"

        def answered(yes: bool | None) -> None:
            if yes:
                self.launch_job(job)
            else:
                self.discard_job(job)

        self.push_screen(RerunConfirm(job), answered)

    def discard_job(self, job: RerunJob) -> None:
        job.state = "discarded"
        if job in self.jobs:
            self.jobs.remove(job)
        if job.rr is not None:  # made a moment ago by prepare_rerun; nothing ran in it
            shutil.rmtree(job.rr.run_dir, ignore_errors=True)
        self.say(f"{job.recipe.name}: not started")
        self.update_banner()

    def launch_job(self, job: RerunJob) -> None:
        job.state = "running"
        self.show_job(job)
        self.run_worker(job.run, thread=True, group="rerun", exit_on_error=False)
        self.update_banner()

    def show_job(self, job: RerunJob) -> None:
        app: Any = self
        if job.screen is None:
            job.screen = RerunScreen(job)
            app.install_screen(job.screen, name=f"rerun-{job.index}")
        if app.screen is not job.screen:
            while len(app.screen_stack) > 1:
                app.pop_screen()
            app.push_screen(f"rerun-{job.index}")

    def on_rerun_changed(self, message: RerunChanged) -> None:
        job = message.job
        job.changed_seen()
        if job.screen is not None and job.screen.is_mounted:
            job.screen.drain_output()
            job.screen.refresh_job()
        if job.state in ("done", "failed"):
            words = job.state_words()
            self.say(
                f"rerun {job.recipe.name}: {words}",
                "error" if job.state == "failed" else "information",
                timeout=8,
            )
            self.update_banner()
        elif job.state in ("running", "finishing"):
            self.update_banner()

    def on_rerun_output(self, message: RerunOutput) -> None:
        job = message.job
        if job.screen is not None and job.screen.is_mounted:
            job.screen.drain_output()

    # -- opening another run ----------------------------------------------------------------------
    def open_path(self, path: str, *, after_load: Callable[[], Any] | None = None) -> None:
        """Show another run (a rerun's run dir) in the explorer, instead of this one."""
        app: Any = self
        while len(app.screen_stack) > 1:
            app.pop_screen()
        app.stop_following()
        self.path = path
        self.run_model = Run()
        app._compiles = {}
        app._selected_once = False
        app.loaded = False
        app.progress = 0.0
        app.load_error = None
        app.first_compile_at = None
        app.following = False
        tree = app.tree
        tree._reset()
        tree.run = None
        self.triages = None
        self._triaged_run = None
        self._after_load = after_load
        app.action_view("explorer")
        app.start_indexing()
        app._update_chrome()
        self.update_banner()
        self.say(f"opened {path}")

    def action_open_parent(self) -> None:
        """Back from a rerun's run dir to the run it reran."""
        rj = find_run_json(self.path)
        parent = read_run_json(rj).get("parent") if rj else None
        if not isinstance(parent, str) or not os.path.isdir(parent):
            self.say("this run is no rerun: its run.json names no parent", "warning")
            return
        self.open_path(parent)

    def jump_to_kernel(self, k: dict) -> bool:
        """Open the output code at the kernel a NaN / device assert was mapped to."""
        app: Any = self
        art_name = k.get("artifact")
        cid = k.get("compile_id")
        compiles = self.run_model.compiles
        c = next(
            (
                c
                for c in compiles
                if str(c.id) == cid and (k.get("rank") is None or c.rank == k.get("rank"))
            ),
            None,
        )
        if c is None:
            c = next((c for c in compiles if any(a.name == art_name for a in c.artifacts)), None)
        if c is None:
            self.say(f"the kernel's compile {cid} is not in this run", "warning")
            return False
        art = next((a for a in c.artifacts if a.name == art_name), None)
        app.jump_to(c.key, "code")
        pane = app.detail.pane("code")
        line = k.get("kernel_line") or k.get("artifact_line") or 1
        if art is not None:
            pane.select_artifact(art, int(line) - 1, k.get("kernel") or None)
        pane.view.focus()
        return True

    # -- quitting ---------------------------------------------------------------------------------
    def running_processes(
        self,
    ) -> list[tuple[str, Callable[[], str | None], Callable[[], bool], threading.Event]]:
        """(what, send the next signal, is it running, set once its results are written)."""
        return [(f"the rerun {j.recipe.name}", j.cancel, lambda j=j: j.rr is not None and j.rr.running, j.done)
                for j in self.jobs if j.running]  # fmt: skip

    def exit_code(self) -> int:
        return 0

    async def action_quit(self) -> None:
        app: Any = self
        if self._quitting:
            return
        procs = self.running_processes()
        if not procs:
            app.exit(return_code=self.exit_code())
            return
        if isinstance(app.screen, QuitConfirm):
            return
        what = procs[0][0][0].upper() + procs[0][0][1:]

        def answered(yes: bool | None) -> None:
            if yes:
                self.stop_and_quit()

        app.push_screen(QuitConfirm(what), answered)

    def stop_and_quit(self) -> None:
        """Interrupt what runs (escalating, with a grace period), wait for its results, exit."""
        self._quitting = True
        self.say("stopping: SIGINT, then SIGTERM, then SIGKILL …", "warning", timeout=10)
        procs = self.running_processes()
        self.run_worker(lambda: self._stop_thread(procs), thread=True, group="quit",
                        exit_on_error=False)  # fmt: skip

    def _stop_thread(self, procs: list) -> None:
        for _what, interrupt, running, _done in procs:
            for _ in range(3):
                if not running():
                    break
                interrupt()
                end = time.monotonic() + GRACE_S
                while running() and time.monotonic() < end:
                    time.sleep(0.05)
        for _what, _interrupt, _running, done in procs:
            done.wait(15)
        if getattr(self, "_hard_exit", False):
            os._exit(self.exit_code())
        try:
            self.call_from_thread(lambda: self.exit(return_code=self.exit_code()))  # type: ignore[attr-defined]
        except RuntimeError:
            pass
