"""Where compile time went: phase bars and a tree of chromium spans (Compile time view)."""

from __future__ import annotations

from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Label, Tree
from textual.widgets.tree import TreeNode

from ...core.analysis.timing import Span, ranked_events, span_trees
from ...core.model import Run
from ...render.doc import message_doc
from ...render.views.time import group_label, sorted_spans, span_groups, span_label, time_doc
from ..widgets.textview import TextView
from .table import Jump, post_to


class SpanTree(Tree[Any]):
    """Chromium spans by compile, biggest first; children are added when a node opens."""

    DEFAULT_CSS = "SpanTree { scrollbar-size-vertical: 1; }"
    BINDINGS = [
        Binding("k", "cursor_up", "Up", show=False),
        Binding("j", "cursor_down", "Down", show=False),
    ]

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__("spans", id=id)
        self.show_root = False
        self.guide_depth = 2
        self.auto_expand = True

    def fill(self, run: Run, roots: list[Span]) -> None:
        self.clear()
        groups = span_groups(run, roots)
        biggest = max((g.total_us for g in groups), default=0.0)
        for gi, g in enumerate(groups):
            data = ("group", g.compile.key if g.compile else None, list(g.spans), biggest)
            node = self.root.add(group_label(g), data=data, allow_expand=bool(g.spans))
            if gi == 0:  # the biggest compile opened along its biggest spans
                self._open_path(node, depth=10)

    def _populate(self, node: TreeNode[Any]) -> None:
        data = node.data
        if not data or node.children:
            return
        spans: list[Span] = data[2]
        biggest = data[3]
        for sp in sorted_spans(spans):
            node.add(span_label(sp, biggest), data=("span", sp, sp.children, biggest),
                     allow_expand=bool(sp.children))  # fmt: skip

    def _open_path(self, node: TreeNode[Any], depth: int) -> None:
        self._populate(node)
        node.expand()
        if depth > 0 and node.children:
            first = node.children[0]
            if first.allow_expand:
                self._open_path(first, depth - 1)

    @on(Tree.NodeExpanded)
    def _expanded(self, event: Tree.NodeExpanded) -> None:
        event.stop()
        self._populate(event.node)


class TimeView(Vertical):
    """Where compile time went: phase bars (run and per compile) and the chromium span tree."""

    DEFAULT_CSS = """
    TimeView { height: 1fr; }
    TimeView > TextView { height: 45%; min-height: 5; }
    TimeView > Label { height: 1; width: 1fr; background: $panel; color: $text-muted; padding: 0 1; }
    TimeView > SpanTree { height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.run: Run | None = None
        self._shown_run: Run | None = None
        self._spans_for: tuple | None = None
        self.n_events: int | None = None

    def compose(self) -> ComposeResult:
        yield TextView(
            message_doc("Compile time: open this view once the run is indexed."), id="time-phases"
        )
        yield Label(
            "Chromium spans: total, self (time not in a child); biggest first", id="time-label"
        )
        yield SpanTree(id="time-spans")

    @property
    def view(self) -> TextView:
        return self.query_one("#time-phases", TextView)

    @property
    def spans(self) -> SpanTree:
        return self.query_one(SpanTree)

    def update_run(self, run: Run) -> None:
        self.run = run
        if self.display and self.is_visible_view():
            self.refresh_view()

    def is_visible_view(self) -> bool:
        return getattr(self.app, "view", None) == self.id

    @staticmethod
    def _events_key(run: Run) -> tuple:
        ev = run.chromium_events
        return (len(ev), ev[-1] if ev else None)

    def refresh_view(self) -> None:
        """Show the phases of the current run; (re)read the chromium spans in a worker when
        the run's events changed (not on every snapshot of a run that is followed)."""
        run = self.run
        if run is None:
            return
        key = self._events_key(run)
        if run is not self._shown_run:
            self._shown_run = run
            self.view.show(
                time_doc(run, n_events=self.n_events if self._spans_for == key else None)
            )
        if self._spans_for != key and getattr(self.app, "loaded", True):
            self._spans_for = key
            self.run_worker(lambda: self._read_spans(run), thread=True, exclusive=True,
                            group="time-spans", exit_on_error=False)  # fmt: skip

    def _read_spans(self, run: Run) -> None:
        events = ranked_events(run)
        roots = span_trees(events)
        post_to(self, self._apply_spans, run, roots, len(events))

    def _apply_spans(self, run: Run, roots: list[Span], n: int) -> None:
        if self.run is None or self._events_key(run) != self._events_key(self.run):
            return
        self.n_events = n
        self.view.show(time_doc(self.run, n_events=n))
        self.spans.fill(self.run, roots)

    @on(TextView.Activated)
    def _activated(self, event: TextView.Activated) -> None:
        event.stop()
        self.post_message(Jump(event.target))

    def current_view(self) -> TextView:
        return self.view

    def focus_main(self) -> None:
        self.refresh_view()
        self.view.focus()
