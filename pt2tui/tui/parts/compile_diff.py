"""Compile vs compile in the TUI: ``M`` on a compile of the tree marks it, ``D`` on another (of
this run, or of a run opened since) diffs the two: the diff screen with what ``pt2tui diff
'RUN:[0/0]' 'RUN:[0/1]'`` prints (core/analysis/diff/pick.py)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.model import Compile, Run

__all__ = ["Mark", "diff_with_mark", "mark_compile"]


@dataclass(frozen=True)
class Mark:
    path: str
    run: Run
    compile: Compile

    @property
    def name(self) -> str:
        rank = "" if self.compile.rank is None else f" (rank {self.compile.rank})"
        return f"{self.path}:{self.compile.id}{rank}"


def _under_cursor(tree: Any) -> Compile | None:
    node = tree.cursor_node
    data = node.data if node is not None else None
    return tree.app._selected_compile(data) if data else None


def mark_compile(tree: Any) -> None:
    app = tree.app
    c = _under_cursor(tree)
    if c is None:
        app.say("put the cursor on a compile ([0/1]) to mark it", "warning")
        return
    app.compile_mark = Mark(app.path, app.run_model, c)
    app.say(f"marked {c.id}: D on another compile diffs the two")


def diff_with_mark(tree: Any) -> None:
    app = tree.app
    mark: Mark | None = getattr(app, "compile_mark", None)
    c = _under_cursor(tree)
    if mark is None:
        app.say("mark a compile first (M on it), then D on the other", "warning")
        return
    if c is None:
        app.say("put the cursor on the compile to diff with the marked one", "warning")
        return
    from ..screens.diff_screen import DiffScreen

    other = Mark(app.path, app.run_model, c)
    app.push_screen(DiffScreen(mark.name, other.name, compiles=(mark, other)))
