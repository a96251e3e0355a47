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


def _verdict_parts(parts: list[Text], v: dict[str, Any], keys: dict[str, str], can_rerun: bool) -> None:
    """The verdict (core/analysis/verdict.py, with the profile: sources/profile.py run_verdict),
    as parts the banner lays out whole (``_lay_out``): its category; healthy: why in a few
    words, its step (``x``), then the saving before what gets it; else its first command's
    recipe (``x``), its summary and the other categories."""
    cat = str(v.get("category"))
    head = Text(f" {cat} ", style=CATEGORY_STYLE.get(cat, "bold white on red"))
    parts.append(head)
    recipe = verdict_recipe(v) if can_rerun else None
    if cat == HEALTHY:
        head.append(f"  {_costs_words(v)}", style="bold")
        if recipe:  # the step first: what follows may go to the next line or be left out
            parts.append(Text.assemble((keys.get("rerun_suggested", "x"), "bold cyan"), (f" {recipe}", "bold")))
        best = str(v.get("improvement") or "")
        if best:
            m = _SAVES.match(best)
            what, saving = (m.group(1), m.group(2)) if m else (best, "")
            part = Must("could save" + (" " if saving else ": "), style="dim")  # before the costs
            if saving:
                part.append(saving, style="bold")
                part.append(": ", style="dim")
            part.append_text(safe_line(what, "bold"))
            parts.append(part)
        why = str(v.get("why") or "")
        if "only costs" in why:  # which findings cost what (expected ones: the summary says)
            parts.append(safe_line(why.removeprefix("nothing failed; ").removeprefix("only costs: "), "dim"))
        if v.get("findings") and v.get("summary"):  # what happened
            parts.append(safe_line(str(v["summary"]), ""))
        return
    if recipe:
        parts.append(Text.assemble((keys.get("rerun_suggested", "x"), "bold cyan"), (f" {recipe}", "bold")))
    parts.append(Must.assemble(safe_line(str(v.get("summary") or SUMMARIES.get(cat, "")), "")))
    also = [str(a) for a in v.get("also") or []]
    if also:
        parts.append(Text(f"(+{', '.join(also)})", style="dim"))


_SEP = "  "


class Must(Text):
    """A part the banner never leaves out (a problem's summary): when the lines run out inside
    it, it is cut after its last whole word, with ``…``."""


def _words(part: Text) -> list[Text]:
    """``part`` cut at its spaces (each word keeps its style)."""
    plain = part.plain
    cuts = [i for i, ch in enumerate(plain) if ch == " "]
    pieces = part.divide(sorted({c for c in cuts} | {c + 1 for c in cuts}))
    return [w for w in pieces if w.plain.strip()]


def _flow(lines: list[Text], part: Text, width: int, max_lines: int, must: bool) -> bool:
    """``part`` (wider than a line) word by word from the end of the last line on; False (the
    lines untouched) when it does not fit and is not a ``Must``."""
    work = [ln.copy() for ln in lines] or [Text()]
    first = True
    for w in _words(part):
        sep = (_SEP if first else " ") if work[-1].cell_len else ""
        if work[-1].cell_len + len(sep) + w.cell_len > width:
            if len(work) >= max_lines:
                if not must:
                    return False
                while work[-1].cell_len + 1 > width and work[-1].plain.strip():
                    work[-1] = work[-1][: work[-1].plain.rstrip().rfind(" ")]
                work[-1].rstrip()
                work[-1].append("…")
                break
            work.append(Text())
            sep = ""
        if w.cell_len > width:  # one word wider than the line (a path): folded
            w = w[: width - work[-1].cell_len - len(sep)]
        work[-1].append(sep)
        work[-1].append_text(w)
        first = False
    lines[:] = work
    return True


_CLAUSE = re.compile(r" \(|; |: |, ")


def _clauses(part: Text) -> list[Text]:
    """``part`` cut before each of its clauses (`` (``, ``; ``, ``: ``, ``, ``), longest first:
    where a sentence that does not fit may end without being cut inside a clause."""
    plain = part.plain
    depth, open_at = 0, []
    for ch in plain:  # never inside parentheses
        depth += (ch in "([") - (ch in ")]")
        open_at.append(depth)
    cuts = [m.start() for m in _CLAUSE.finditer(plain) if m.start() > 0 and open_at[m.start()] <= 0]
    return [part[:c] for c in reversed(cuts) if c >= 24]  # a head that says something


def _lay_out(parts: list[Text], width: int, max_lines: int) -> Text:
    """The parts on at most ``max_lines`` lines of ``width`` cells, never one cut inside a word:
    each goes whole on the line it fits on, else starts the next; one wider than a line flows
    word by word from where the last one ended; a part with no room left is left out (the ones
    after it still go where they fit), except a ``Must``: its longest head of whole clauses
    that fits, else cut after a whole word with ``…``.
    The first part always shows."""
    width = max(width, 8)
    max_lines = max(max_lines, 1)
    lines: list[Text] = []
    for i, part in enumerate(parts):
        n = part.cell_len
        if lines and lines[-1].cell_len + len(_SEP) + n <= width:
            lines[-1].append(_SEP)
            lines[-1].append_text(part)
        elif n <= width and (len(lines) < max_lines or not lines):
            lines.append(Text.assemble(part))
        elif n > width or (isinstance(part, Must) and lines):
            must = isinstance(part, Must) or i == 0
            if not _flow(lines, part, width, max_lines, False) and must:
                for head in _clauses(part):  # the longest whole clause(s) that fit, else words
                    if _flow(lines, head, width, max_lines, False):
                        break
                else:
                    _flow(lines, part, width, max_lines, True)
    out = Text(no_wrap=True, overflow="crop", end="")
    for k, line in enumerate(lines):
        if k:
            out.append("\n")
        out.append_text(line)
    return out


def _musts_whole(parts: list[Text], out: Text) -> bool:
    """Whether every ``Must`` of ``parts`` shows whole in ``out`` (its words, in order)."""
    shown = " ".join(out.plain.split())
    return all(" ".join(p.plain.split()) in shown for p in parts if isinstance(p, Must))


class TriageBanner(Static):
    """The verdict on two lines (three on a tall screen, or where a problem's summary or the
    saving would be cut short on two): category, the suggested rerun
    (x), the summary, laid out by parts, never cut inside one; hidden when nothing to say."""

    DEFAULT_CSS = """
    TriageBanner { height: auto; max-height: 3; background: $panel-darken-2; padding: 0 1;
                   display: none; text-wrap: nowrap; text-overflow: clip; }
    TriageBanner.-shown { display: block; }
    """

    _parts: list[Text] = []
    _rows = -1  # the rows it showed last (another count: the screen is laid out again)

    def show_verdict(self, verdict: dict[str, Any] | None, *, reading: bool, can_rerun: bool,
                     keys: dict[str, str], jobs: list[RerunJob]) -> None:  # fmt: skip
        """``verdict``: the run's one verdict (sources/profile.py run_verdict, the one `summary`
        and `check` give); ``reading``: the run (or its profile) is still being read, so the
        verdict is provisional and the line says so first."""
        parts: list[Text] = []
        if reading:
            part = Text(" reading… ", style="bold black on cyan")
            if verdict is None:
                part.append("  the verdict comes when the run is read", style="dim")
            parts.append(part)
        if verdict is not None:
            _verdict_parts(parts, verdict, keys, can_rerun)
            if reading:  # the badge and the category on one part: never apart
                parts[0:2] = [Text.assemble(parts[0], " ", parts[1])]
        for job in jobs[-2:]:
            if job.state in ("running", "finishing"):
                parts.append(Text(f"↻ {job.recipe.name} {job.state}", style="bold cyan"))
        if can_rerun and (verdict is not None or jobs):
            parts.append(Text.assemble((keys.get("recipes", "R"), "bold cyan"), (" recipes", "dim")))
        self._parts = parts
        self.set_class(any(p.plain.strip() for p in parts), "-shown")
        self._render_parts()

    def _render_parts(self) -> None:
        width = (self.content_size.width or max(self.app.size.width - 2, 20)) if self.is_attached else 78
        tall = self.app.size.height >= 32
        out = _lay_out(self._parts, width, 3 if tall else 2)
        if not tall and self.app.size.height >= 24 and not _musts_whole(self._parts, out):
            out = _lay_out(self._parts, width, 3)  # a third line rather than a summary cut short
        rows = out.plain.count("\n") + 1
        self.update(out, layout=rows != self._rows)  # (as many rows: repainted, not laid out)
        self._rows = rows

    def on_resize(self) -> None:
        if self._parts:
            self._render_parts()
