"""The rerun screen: live progress / result, the output, repro.py."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.notifications import Notification, Notify
from textual.screen import Screen
from textual.widgets import Footer, Static, TabbedContent, TabPane

from ...core.analysis.compare import compare_lines
from ...core.reruns.progress import ProgressState
from ...core.reruns.recipes import BISECT, LAUNCHER, PROGRAM, REPRO
from ...core.reruns.recipes_settings import LADDER
from ...render.doc import Doc, DocBuilder, message_doc, plain_doc
from ...render.safe import sanitize
from ..widgets.stream import StreamView
from ..widgets.textview import TextView
from .common import NEXT_SIGNAL, exit_words, fmt_seconds, outcome_badge, signal_note
from .job import RerunJob


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
    if kind == LADDER and job.rr is not None:  # the rungs so far (the driver's ladder.json)
        from ...runner.ladder_file import ladder_table, read_ladder

        lad = read_ladder(job.rr.run_dir)
        b.heading("Backend ladder")
        for ln in ladder_table((lad or {}).get("rungs") or []):
            b.line(f"  {ln}")
        if lad and lad.get("result"):
            b.line(("  " + lad["result"], "bold"))
    if st.last:
        b.heading("Latest")
        b.line(("  " + st.last[:300], "dim"))


def _result_lines(b: DocBuilder, job: RerunJob) -> None:
    from ...render.rerun_result import findings_lines, result_lines

    out = job.outcome
    assert out is not None
    res = out.result
    b.line(("Result  ", "bold"), (res.get("summary", "") or "", "bold"))
    outcome = res.get("outcome")  # the program's, never a driver's exit code
    style = {"passes": "bold green", "fails": "bold red", "cancelled": "bold yellow"}.get(outcome or "", "bold")
    b.line(("  ", ""), (exit_words(out.info), style), f" after {res.get('seconds')} s",
           ("   (cancelled)" if outcome == "cancelled" or res.get("cancelled") else "", "yellow"),
           (f"   the program {outcome}" if outcome in ("passes", "fails") else "", style))  # fmt: skip
    k = job.kernel()
    if k is not None:
        b.line(("  kernel: ", "bold"), (f"{k.get('kernel') or '?'}", "bold cyan"),
               f" in {k.get('artifact')} line {k.get('kernel_line') or k.get('artifact_line')}",
               ("   enter / K: open it in the Code tab", "dim"), target=("kernel", job.index))  # fmt: skip
    if job.repro_path():
        b.line(("  repro.py: ", "bold"), job.repro_path() or "",
               ("   tab 3 shows it, y copies it", "dim"))  # fmt: skip
    for ln in result_lines(res, out.info)[2:]:
        if ln.startswith("  outcome: "):
            continue  # said above
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
    found = findings_lines(res)  # a verbose recipe ends with what its extra output showed
    if found:
        b.heading("What it showed, and the next step")
        for ln in found:
            b.line(("  " + ln, "bold" if ln.startswith("next step") else ""))
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
        Binding("ctrl+c", "cancel", "Stop the rerun", show=True, priority=True, id="rerun.cancel"),
        Binding("ctrl+c", "ended", "", show=False, priority=True),  # once it ended: no quit toast
        Binding("escape,q", "close", "Back", show=True, id="rerun.back"),
        Binding("b", "close", "Back", show=True, id="rerun.hide"),
        Binding("o", "open_run", "Open run dir", show=True, id="rerun.open"),
        Binding("K", "kernel", "Kernel", show=False, id="rerun.kernel"),
        Binding("y", "copy", "Copy", show=True, id="rerun.copy"),
        Binding("1", "show_tab('rr-progress')", "Progress", show=False),
        Binding("2", "show_tab('rr-output')", "Output", show=False),
        Binding("3", "show_tab('rr-repro')", "repro.py", show=False),
        # ] / [ as everywhere (the same binding ids: a keys.toml remap applies here too)
        Binding("right_square_bracket", "cycle_tab(1)", "Next tab", show=False, id="next_tab"),
        Binding("left_square_bracket", "cycle_tab(-1)", "Previous tab", show=False, id="prev_tab"),
    ]
    TABS = ("rr-progress", "rr-output", "rr-repro")

    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job
        self._repro_shown: str | None = None
        self._signal_toast: Notification | None = None  # "sent SIGINT ...": gone when it ends

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
        if action == "ended":
            return not self.job.running
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
            res = job.outcome.result if job.outcome is not None else {}
            words, style = outcome_badge(res, job.info())
            t.append(f" {words} ", style=style)
        elif job.state == "failed":
            t.append(" failed ", style="bold white on red")
        else:
            t.append(f" ● {job.state} ", style="bold black on cyan")
        t.append(f" {fmt_seconds(job.elapsed())}")
        if not job.running and self._signal_toast is not None:
            self._drop_signal_toast()  # the rerun ended: "press again to send ..." is stale
        if job.running:  # what ctrl+c will do
            nxt = NEXT_SIGNAL.get(job.sent[-1]) if job.sent else "SIGINT"
            if nxt:
                t.append(f"  ctrl+c: {nxt}", style="bold yellow")
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
            from ...runner.rerun import read_repro_text

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
        self._drop_signal_toast()
        note = Notification(sanitize(signal_note(sent, "the rerun")), "", "warning", 6, markup=False)
        self._signal_toast = note
        self.app.post_message(Notify(note))
        self.refresh_job()

    def _drop_signal_toast(self) -> None:
        note, self._signal_toast = self._signal_toast, None
        if note is not None:
            try:  # (Textual's own way to take one toast back)
                self.app._unnotify(note)
            except (KeyError, AttributeError):
                pass  # timed out already

    def action_cycle_tab(self, delta: int) -> None:
        tabs = self.query_one(TabbedContent)
        i = self.TABS.index(tabs.active) if tabs.active in self.TABS else 0
        tabs.active = self.TABS[(i + delta) % len(self.TABS)]

    def action_ended(self) -> None:
        self.app.say(f"the rerun {self.job.recipe.name} has ended: nothing to stop "  # type: ignore[attr-defined]
                     "(escape / q / b: back, ctrl+q: quit pt2tui)")  # fmt: skip

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
