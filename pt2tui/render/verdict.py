r"""The verdict block that ends the text summary (core/analysis/verdict.py makes the dict).

    Verdict: recompilation
    frames were recompiled (guard failures; limits can be hit)
    Evidence:
      compile [0/8] compilation_metrics
        Unsupported: Dynamo recompile limit exceeded
    Next:
      # Why it recompiles
      pt2tui rerun sample_traces/cpu/recompile_limit verbose-recompiles

Commands are made for copy and paste at any width, in a pipe too: a command that does not fit
is broken between shell words with `` \\`` continuations (never inside a word), a word longer
than the line is printed whole, and ``#`` comment lines are cut, never wrapped (a wrapped
comment would paste as a command).
"""

from __future__ import annotations

import shlex
from collections.abc import Iterable

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.segment import Segment
from rich.style import Style
from rich.text import Text

from .safe import safe_text

__all__ = ["ShellCommand", "render_verdict", "shell_lines"]

_CONT = "    "  # indent of continuation lines
_TEXT_MAX = 240


def shell_lines(command: str, width: int) -> list[str]:
    r"""``command`` in lines of at most ``width`` columns, broken between shell words with
    `` \\`` continuations; a word longer than a line stays whole on its own line."""
    if len(command) <= width:
        return [command]
    try:
        words = [shlex.quote(w) for w in shlex.split(command)]
    except ValueError:
        return [command]
    lines: list[str] = []
    cur = ""
    for w in words:
        lead = _CONT if lines else ""
        if not cur:
            cur = lead + w
        elif len(cur) + 1 + len(w) + 2 <= width:  # room for " \" after it
            cur += " " + w
        else:
            lines.append(cur + " \\")
            cur = _CONT + w
    lines.append(cur)
    return lines


class ShellCommand:
    r"""A shell command printed for copy and paste (see the module docstring), ``indent``
    columns in. Lines carry no trailing spaces (a space after a `` \`` breaks it)."""

    def __init__(self, command: str, indent: int = 0, style: str = "bold") -> None:
        self.command = command
        self.indent = indent
        self.style = Style.parse(style)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        pad = " " * self.indent
        for line in shell_lines(self.command, max(20, options.max_width - self.indent)):
            if pad:
                yield Segment(pad)
            yield Segment(line, self.style)
            yield Segment.line()


def _comment(text: str, indent: int = 2) -> Text:
    return Text(" " * indent + "# " + text, style="dim", no_wrap=True, overflow="ellipsis")


def render_verdict(v: dict) -> RenderableType:
    """The block for a verdict dict (core/analysis/verdict.py)."""
    parts: list[RenderableType] = []
    head = Text("Verdict: ", style="bold")
    cat = str(v.get("category") or "healthy")
    style = {"healthy": "bold green", "interrupted": "yellow"}.get(cat, "bold red")
    head.append(cat, style=style)
    parts.append(head)
    parts.append(safe_text(str(v.get("summary") or "")))
    if v.get("note"):
        parts.append(safe_text(str(v["note"])))
    if v.get("improvement"):
        label = "Could save: " if cat == "healthy" else "Fix: "
        parts.append(safe_text(label + str(v["improvement"])))
        ic = v.get("improvement_command")
        if isinstance(ic, dict) and ic.get("command"):  # the rerun that tries it
            parts.append(_comment(f"try it: {ic.get('title', '')} ({ic.get('recipe', '')})", indent=2))
            parts.append(ShellCommand(str(ic["command"]), indent=2))
    ev = v.get("evidence") or []
    if ev:
        parts.append(Text("Evidence:", style="bold"))
        for e in ev:
            where = safe_text(str(e.get("where", "")), style="cyan")
            parts.append(Padding(where, (0, 0, 0, 2), expand=False))
            text = str(e.get("text", ""))
            if len(text) > _TEXT_MAX:
                text = text[: _TEXT_MAX - 1] + "…"
            parts.append(Padding(safe_text(text), (0, 0, 0, 4), expand=False))
        if v.get("paths_note"):  # a run from another host (runner/portable.py verdict_here)
            parts.append(Padding(safe_text(f"({v['paths_note']})", style="dim"), (0, 0, 0, 2), expand=False))
    cmds = v.get("commands") or []
    if cmds:
        parts.append(Text("Next:", style="bold"))
        for c in cmds:
            recipe = c.get("recipe")
            parts.append(_comment(f"{c.get('title', '')}" + (f" ({recipe})" if recipe else "")))
            if c.get("note"):
                parts.append(_comment(str(c["note"])))
            parts.append(ShellCommand(str(c.get("command", "")), indent=2))
    also = v.get("also") or []
    if also:
        weights: dict = {}
        for f in v.get("findings") or []:
            weights.setdefault(f.get("category"), f)  # the first of a category is its worst
        words = [_weighed(a, weights.get(a)) for a in _unique(also)]
        label = "Found" if cat == "healthy" else "Also found"
        parts.append(Text(f"{label}: " + ", ".join(words), style="dim"))
    return Group(*parts)


def _weighed(category: str, f: dict | None) -> str:
    """``graph_break (cost, 60 ms)``: a finding with its severity and cost, when not a problem."""
    if not f or f.get("severity") in (None, "problem"):
        return category
    ms = f.get("ms_per_call")
    if isinstance(ms, (int, float)):  # a profiled run's finding: per call (or step), not a total
        return f"{category} ({f['severity']}, {ms:.1f} ms/{f.get('per') or 'call'})"
    cost = f.get("cost_s")
    if isinstance(cost, (int, float)):
        c = f"{cost:.1f} s" if cost >= 0.1 else f"{cost * 1000:.0f} ms"
        return f"{category} ({f['severity']}, {c})"
    return f"{category} ({f['severity']})"


def _unique(items: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(items))
