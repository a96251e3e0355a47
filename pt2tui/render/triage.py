"""The triage section of the text summary: each category found, its kind and verdict, the
evidence lines and the reruns that would prove it."""

from __future__ import annotations

from rich.text import Text

from ..core.analysis.triage import classify
from ..core.model import Run
from .safe import safe_text

_EVIDENCE = 4


def triage_text(run: Run) -> Text | None:
    triages = classify(run)
    if not triages:
        return None
    t = Text()
    t.append("Triage", style="bold")
    for tr in triages:
        t.append("\n")
        t.append(f" {tr.category}", style="bold red" if tr.stopped else "bold yellow")
        if tr.kind:
            t.append(f" ({tr.kind})", style="bold")
        t.append("  ")
        t.append_text(safe_text(tr.summary))
        for e in tr.evidence[:_EVIDENCE]:
            t.append(f"\n   {e.where}: ", style="dim")
            t.append_text(safe_text(e.text[:200]))
        if tr.next:
            t.append("\n   next: ", style="dim")
            t.append(", ".join(tr.next), style="cyan")
    return t
