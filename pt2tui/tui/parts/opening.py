"""Showing another run in the same app: a rerun's run dir (``o`` on its screen), or back to the run
it reran (``open_parent``). The app is reset as for a new start, and indexing starts again."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import Any

from ...core.model import Run
from ...sources.discover import read_run_json
from .indexer import find_run_json


def open_path(app: Any, path: str, *, after_load: Callable[[], Any] | None = None) -> None:
    """Show another run (a rerun's run dir) in the explorer, instead of this one."""
    while len(app.screen_stack) > 1:
        app.pop_screen()
    app.stop_following()
    app.path = path
    app.run_model = Run()
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
    app.reruns.reset()
    app._after_load = after_load
    app.action_view("explorer")
    app.start_indexing()
    app._update_chrome()
    app.reruns.update_banner()
    app.say(f"opened {path}")


def open_parent(app: Any) -> None:
    """Back from a rerun's run dir to the run it reran."""
    from ...runner.lineage import resolve_parent  # a moved lineage too (run.json's relative)

    rj = find_run_json(app.path)
    info = read_run_json(rj) if rj else {}
    parent = resolve_parent(os.path.dirname(rj), info) if rj and info else None
    if parent is None:
        named = info.get("parent") if info else None
        app.say(f"its parent {named} is not here" if named else
                "this run is no rerun: its run.json names no parent", "warning")  # fmt: skip
        return
    app.open_path(parent)  # over this run (tui/parts/run_stack.py): q comes back
