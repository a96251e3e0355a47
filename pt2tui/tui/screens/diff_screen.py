"""The diff screen: what changed between two runs (``D`` in the runs list), or between two
compiles (``M`` then ``D`` in the tree: tui/parts/compile_diff.py).

Both runs are loaded and diffed in a thread; the text of ``pt2tui diff`` is shown in a line
view (``/`` searches it). ``]`` / ``[`` go to the next / previous changed compile, ``l`` adds
line diffs of the changed graphs and output code, ``escape`` goes back.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import Footer, Static

from ...render.doc import message_doc
from ..widgets.textview import TextView


class DiffScreen(Screen):
    BINDINGS: ClassVar = [
        Binding("escape", "close", "back"),
        Binding("q", "close", "back", show=False),
        Binding("]", "change(1)", "next change"),
        Binding("[", "change(-1)", "prev change"),
        Binding("l", "toggle_lines", "line diffs"),
    ]
    DEFAULT_CSS = """
    DiffScreen #diff-title { height: 1; background: $boost; padding: 0 1; }
    DiffScreen TextView { height: 1fr; }
    """

    def __init__(self, a: str, b: str, *, ranks: tuple[int, int] | None = None,
                 compiles: tuple[Any, Any] | None = None) -> None:  # fmt: skip
        super().__init__()
        self.a, self.b, self.ranks = a, b, ranks
        self.compiles = compiles  # two compile_diff.Mark: compile vs compile, runs already read
        self.lines = False
        self.result: Any = None  # the RunsDiff once made
        self.error: str | None = None
        self.ready = False
        self._runs: tuple[Any, Any] | None = None

    def compose(self) -> ComposeResult:
        yield Static(f"diff  A: {self.a}  B: {self.b}  (loading...)", id="diff-title", markup=False)
        yield TextView(message_doc("loading both runs..."), id="diff-view")
        yield Footer(compact=True)

    def on_mount(self) -> None:
        self.query_one(TextView).focus()
        self._start()

    def _start(self) -> None:
        self.ready = False
        self.run_worker(self._work, thread=True, group="diff", exclusive=True)

    def _work(self) -> None:
        from ...core.analysis.diff import diff_runs
        from ...render.diff import diff_doc
        from ...sources.load import SourceError, load_run

        try:
            if self.compiles is not None:
                from ...core.analysis.diff import diff_two_compiles

                ma, mb = self.compiles
                d = diff_two_compiles(ma.run, ma.compile, mb.run, mb.compile, lines=self.lines)
                self.app.call_from_thread(self._show, d, diff_doc(d, self.a, self.b))
                return
            if self._runs is None:
                ra = load_run(self.a, verify=False)
                rb = ra if self.b == self.a and self.ranks else load_run(self.b, verify=False)
                self._runs = (ra, rb)
            d = diff_runs(*self._runs, ranks=self.ranks, lines=self.lines)
            doc = diff_doc(d, self.a, self.b)
            if not self.ranks and self.a != self.b:  # both profiled: the Perf part, as `pt2tui diff`
                doc = _with_perf(doc, self.a, self.b, *self._runs)
                doc = _with_kernels(doc, self.a, self.b, *self._runs)  # both with a kernel level
        except (SourceError, OSError) as e:
            self.app.call_from_thread(self._failed, str(e))
            return
        self.app.call_from_thread(self._show, d, doc)

    def _failed(self, why: str) -> None:
        self.error = why
        self.ready = True
        self.query_one(TextView).show(message_doc(f"cannot diff: {why}"))
        self.query_one("#diff-title", Static).update(f"diff  A: {self.a}  B: {self.b}  (failed)")

    def _show(self, d: Any, doc: Any) -> None:
        from ...render.diff import verdict_line

        self.result = d
        self.query_one(TextView).show(doc, keep_position=self.lines)
        extra = "  [line diffs]" if self.lines else ""
        self.query_one("#diff-title", Static).update(f"{verdict_line(d)}{extra}  A: {self.a}  B: {self.b}")
        self.ready = True

    def action_close(self) -> None:
        self.dismiss(None)

    def action_toggle_lines(self) -> None:
        if not self.ready:
            return
        self.lines = not self.lines
        self._start()

    def action_change(self, step: int) -> None:
        view = self.query_one(TextView)
        heads = sorted(view.doc.targets)
        if not heads:
            return
        changed = [i for i in heads if "CHANGED" in view.doc.lines[i].plain] or heads
        cur = view.cursor
        after = [i for i in changed if (i > cur if step > 0 else i < cur)]
        if after:
            view.move_cursor(after[0] if step > 0 else after[-1], center=False)
            view.scroll_to_cursor()



def _with_perf(doc: Any, a: str, b: str, run_a: Any, run_b: Any) -> Any:
    """``doc`` with `pt2tui diff`'s Perf lines at its end when both runs are profiled."""
    from dataclasses import replace

    from ...render.perf import perf_diff_lines
    from ...render.safe import safe_text
    from ...sources.profile import diff_reports

    perf = diff_reports(a, b, run_a, run_b)
    if perf is None:
        return doc
    extra = perf_diff_lines(perf)
    raw = None if doc.raw is None else doc.raw + "\n" + "\n".join(extra)
    return replace(doc, lines=list(doc.lines) + [safe_text(ln) for ln in extra], raw=raw)


def _with_kernels(doc: Any, a: str, b: str, run_a: Any, run_b: Any) -> Any:
    """``doc`` with `pt2tui diff`'s Kernels lines at its end when both runs have a kernel level."""
    import os
    from dataclasses import replace

    from ...core.analysis.kernel_diff import diff_kernels, kernel_diff_lines
    from ...render.safe import safe_text
    from ...sources.kernels import load_level, read_stage

    la = load_level(a, run_a, with_profile=False) if os.path.exists(a) else None
    lb = load_level(b, run_b, with_profile=False) if os.path.exists(b) else None
    if la is None or lb is None:
        return doc
    extra = kernel_diff_lines(diff_kernels(la, lb, read_stage))
    if not extra:
        return doc
    raw = None if doc.raw is None else doc.raw + "\n" + "\n".join(extra)
    return replace(doc, lines=list(doc.lines) + [safe_text(ln) for ln in extra], raw=raw)


__all__ = ["DiffScreen"]
