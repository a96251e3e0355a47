"""The verdict banner under the status line: the run's one verdict (category, why, the saving,
the suggested rerun ``x``), ``reading…`` while the run or its profile is still being read."""

from __future__ import annotations

import re
from typing import Any

from rich.text import Text
from textual.widgets import Static

from ...core.analysis.triage import SUMMARIES, Triage
from ...core.analysis.verdict import HEALTHY, is_healthy, verdict_brief
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


def verdict_recipe(verdict: dict[str, Any] | None) -> str | None:
    """The recipe of the verdict's first command (what ``x`` runs), None when it offers none."""
    cmds = (verdict or {}).get("commands") or []
    return str(cmds[0]["recipe"]) if cmds and isinstance(cmds[0], dict) and cmds[0].get("recipe") else None


def _costs_words(v: dict[str, Any]) -> str:
    """``only costs 7.7 s`` / ``as expected``: why a healthy verdict is healthy, in a few words
    (nothing failed; the whole of it, ``why``, follows on the line)."""
    if not v.get("findings"):
        return "nothing wrong found"
    rest = verdict_brief({**v, "provisional": False})[len(HEALTHY):].removeprefix(", ")
    return f"only {rest}" if rest.startswith("costs") else rest


def _verdict_line(t: Text, v: dict[str, Any], keys: dict[str, str], can_rerun: bool) -> None:
    """The verdict (core/analysis/verdict.py, with the profile: sources/profile.py run_verdict):
    its category; healthy: why in a few words, its step (``x``), then the saving before what
    gets it (the line may be cut at the right); else its first command's recipe (``x``), its
    summary and the other categories."""
    cat = str(v.get("category"))
    t.append(f" {cat} ", style=CATEGORY_STYLE.get(cat, "bold white on red"))
    recipe = verdict_recipe(v) if can_rerun else None
    if cat == HEALTHY:
        t.append(f"  {_costs_words(v)}", style="bold")
        if recipe:  # the step first: the line may be cut at the right
            t.append(f"  {keys.get('rerun_suggested', 'x')}", style="bold cyan")
            t.append(f" {recipe}", style="bold")
        best = str(v.get("improvement") or "")
        if best:
            m = _SAVES.match(best)
            what, saving = (m.group(1), m.group(2)) if m else (best, "")
            t.append("  could save" + (" " if saving else ": "), style="dim")
            if saving:
                t.append(saving, style="bold")
                t.append(": ", style="dim")
            t.append_text(safe_line(what, "bold"))
        why = str(v.get("why") or "")
        if "only costs" in why:  # which findings cost what (expected ones: the summary says)
            t.append("  ")
            t.append_text(safe_line(why.removeprefix("nothing failed; ").removeprefix("only costs: "), "dim"))
        if v.get("findings") and v.get("summary"):  # what happened
            t.append("  ")
            t.append_text(safe_line(str(v["summary"]), ""))
        return
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

    def show_verdict(self, verdict: dict[str, Any] | None, *, reading: bool, can_rerun: bool,
                     keys: dict[str, str], jobs: list[RerunJob]) -> None:  # fmt: skip
        """``verdict``: the run's one verdict (sources/profile.py run_verdict, the one `summary`
        and `check` give); ``reading``: the run (or its profile) is still being read, so the
        verdict is provisional and the line says so first."""
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        if reading:
            t.append(" reading… ", style="bold black on cyan")
            t.append(" " if verdict is not None else "  the verdict comes when the run is read",
                     style="dim")  # fmt: skip
        if verdict is not None:
            _verdict_line(t, verdict, keys, can_rerun)
        for job in jobs[-2:]:
            if job.state in ("running", "finishing"):
                t.append(f"  ↻ {job.recipe.name} {job.state}", style="bold cyan")
        if can_rerun and (verdict is not None or jobs):
            t.append(f"  {keys.get('recipes', 'R')}", style="bold cyan")
            t.append(" recipes", style="dim")
        shown = bool(t.plain.strip())
        self.set_class(shown, "-shown")
        self.update(t)
