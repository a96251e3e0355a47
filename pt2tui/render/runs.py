"""The runs of a dir of run dirs (``pt2tui_runs/``) as `pt2tui summary DIR` prints them: the
runs list `pt2tui open DIR` shows (newest first), each with THE verdict in the words every
view uses (core/analysis/verdict.py verdict_brief) and what tells it apart."""

from __future__ import annotations

import re
from typing import Any

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..runner.runs_list import RunEntry, start_slice, start_words, took_words
from .safe import safe_text

__all__ = ["render_runs"]


def render_runs(path: str, runs: list[RunEntry], facts: dict[str, dict[str, Any]]) -> RenderableType:
    """``facts``: run dir -> ``{"verdict": brief, "compiles": n}`` (or ``{"error": why}``).
    Two lines a run (readable at 80 columns): its name, start, how long it took, exit and
    compiles; then its verdict (and for a rerun, what it reran)."""
    part = start_slice(runs)
    t = Table(box=None, pad_edge=False, show_edge=False, header_style="bold", show_header=True)
    t.add_column("run", overflow="fold", ratio=1)
    for col in ("start", "took", "exit", "compiles"):
        t.add_column(col, no_wrap=True, justify="right" if col == "compiles" else "left")
    lines: list[RenderableType] = [Text(f"{len(runs)} runs in {path} (newest first)", style="bold"), t]
    for e in runs:
        f = facts.get(e.path) or {}
        verdict = str(f.get("verdict") or f"cannot read: {f.get('error', '?')}")
        n = f.get("compiles")
        name = Text(short_name(e.name), style="bold")
        under = Text("  ")
        under.append_text(safe_text(verdict, style="green" if verdict.startswith("healthy") else "bold red"))
        t.add_row(name, start_words(e.start, part), took_words(e.seconds), e.exit,
                  "?" if n is None else str(n))  # fmt: skip
        t.add_row(under, "", "", "", "")
    lines.append(Text(f"one run: pt2tui summary RUN_DIR   in the TUI: pt2tui open {path}", style="dim"))
    return Group(*lines)


def short_name(name: str) -> str:
    """A run dir's name without its start time (the start column has it)."""
    return re.sub(r"^\d{8}-\d{6}-", "", name)
