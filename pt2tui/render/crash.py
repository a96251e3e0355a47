"""Where a process crashed (faulthandler's block, read into Failure.where / Failure.stack): the
lines the Failures view and ``pt2tui summary`` show, each frame a source location (``e`` /
Enter open it)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from ..core.model import Failure, Run
from .doc import DocBuilder
from .safe import safe_line


@dataclass(frozen=True, slots=True)
class SourceTarget:
    """A source line to open in the editor (Enter on a crash or one of its frames)."""

    path: str
    line: int


def is_crash(f: Failure) -> bool:
    return f.where is not None or bool(f.stack)


def crash_target(f: Failure) -> SourceTarget | None:
    """Where Enter on a crash's row goes: its innermost user frame."""
    w = f.where
    return SourceTarget(w.filename, w.line) if w is not None else None


def crash_where(f: Failure) -> str:
    w = f.where
    return f"{w.filename}:{w.line} in {w.name}" if w is not None else "?"


def add_crash_lines(b: DocBuilder, f: Failure) -> None:
    """"crashed at file:line in f" and the crashed thread's stack, innermost last."""
    w = f.where
    if w is not None:
        tgt = SourceTarget(w.filename, w.line)
        b.line("  crashed at  ", (f"{w.filename}:{w.line}", "bold"), (f" in {w.name}", ""),
               ref=(w.filename, w.line), target=tgt)  # fmt: skip
    if f.stack:
        b.heading("Python stack of the crashed thread (most recent call last; e / Enter opens a frame)")
        for fr in f.stack:
            mark = "▶ " if fr == w else "  "
            b.line(mark, (f"{fr.filename}:{fr.line}", "bold" if fr == w else ""), f" in {fr.name}",
                   ref=(fr.filename, fr.line), target=SourceTarget(fr.filename, fr.line))  # fmt: skip


def crashes_text(run: Run) -> Text | None:
    """For ``pt2tui summary``: where each crash happened and the innermost frames."""
    crashes = [f for f in run.failures if is_crash(f)]
    if not crashes:
        return None
    t = Text()
    for f in crashes:
        rank = f" rank {f.rank}" if f.rank is not None else ""
        t.append(f"Crashed{rank}: {f.type}", style="bold red")
        t.append(" at ")
        t.append_text(safe_line(crash_where(f), "bold"))
        t.append("\n")
        for fr in reversed(f.stack[-6:]):
            t.append_text(safe_line(f"    {fr.filename}:{fr.line} in {fr.name}", "dim"))
            t.append("\n")
        if len(f.stack) > 6:
            t.append(f"    ... {len(f.stack) - 6} outer frames\n", style="dim")
    t.rstrip()
    return t
