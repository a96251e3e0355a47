"""The triage banner under the status line (category, suggested rerun, summary)."""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text
from textual.widgets import Static

from ...core.analysis.triage import SUMMARIES, Triage
from ...core.analysis.verdict import HEALTHY, is_healthy
from ...render.safe import safe_line
from .job import RerunJob

_SAVES = re.compile(r"^(.*?),?\s+would save (~?[\d.]+\s*\w+)\s*$")  # weigh.py's improvement

CATEGORY_STYLE = {
    "graph_break": "bold black on magenta",
    "recompilation": "bold black on yellow",
    "healthy": "bold black on green",
}


def first_is_healthy(triages: tuple[Triage, ...]) -> bool:
    """Only costs and expected findings (core/analysis/verdict.py ``is_healthy``)."""
    return is_healthy(triages) and triages[0].category not in ("interrupted", "stopped")


def verdict_takes(triages: tuple[Triage, ...] | None, verdict: dict[str, Any] | None) -> bool:
    """The run's verdict (with its profile) says another category than its triages' first: a
    profile's finding took it; the banner and ``x`` follow the verdict then."""
    if verdict is None or triages is None:
        return False
    own = None if not triages else HEALTHY if first_is_healthy(triages) else triages[0].category
    return verdict.get("category") not in (own, None, HEALTHY)


def verdict_recipe(verdict: dict[str, Any]) -> str | None:
    cmds = verdict.get("commands") or []
    return str(cmds[0]["recipe"]) if cmds and isinstance(cmds[0], dict) and cmds[0].get("recipe") else None


def _verdict_line(t: Text, v: dict[str, Any], keys: dict[str, str]) -> None:
    """The verdict's category, its first command's recipe, its summary and the other categories."""
    cat = str(v.get("category"))
    t.append(f" {cat} ", style=CATEGORY_STYLE.get(cat, "bold white on red"))
    recipe = verdict_recipe(v)
    if recipe:
        t.append(f"  {keys.get('rerun_suggested', 'x')}", style="bold cyan")
        t.append(f" {recipe}", style="bold")
    t.append("  ")
    t.append_text(safe_line(str(v.get("summary") or SUMMARIES.get(cat, "")), ""))
    also = [str(a) for a in v.get("also") or []]
    if also:
        t.append(f"  (+{', '.join(also)})", style="dim")


class TriageBanner(Static):
    """One line: category, the suggested rerun (x), the summary; hidden when nothing to say."""

    DEFAULT_CSS = """
    TriageBanner { height: 1; background: $panel-darken-2; padding: 0 1; display: none;
                   text-wrap: nowrap; text-overflow: ellipsis; }
    TriageBanner.-shown { display: block; }
    """

    def show_triage(self, triages: tuple[Triage, ...] | None, *, can_rerun: bool,
                    keys: dict[str, str], jobs: list[RerunJob],
                    verdict: dict[str, Any] | None = None) -> None:  # fmt: skip
        """``verdict``: the run's verdict with its profile (sources/profile.py run_verdict), the
        one `summary` and `check` give; where it differs from the triages' (a profile's finding
        took it), the banner says it."""
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        if verdict_takes(triages, verdict):
            _verdict_line(t, verdict or {}, keys)
        elif triages and first_is_healthy(triages):
            t.append(" healthy ", style=CATEGORY_STYLE["healthy"])
            notes = [x.note for x in triages if x.note]
            best = next((x.improvement for x in triages if x.improvement), "")
            if best:  # the saving, then what gets it: the line may be cut at the right
                m = _SAVES.match(best)
                what, saving = (m.group(1), m.group(2)) if m else (best, "")
                t.append("  could save" + (" " if saving else ": "), style="dim")
                if saving:
                    t.append(saving, style="bold")
                    t.append(": ", style="dim")
                t.append_text(safe_line(what, "bold"))
            t.append("  ")
            t.append_text(safe_line("; ".join(notes) or "nothing failed", ""))
        elif triages:
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
            t.append(" ok ", style=CATEGORY_STYLE["healthy"])
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
