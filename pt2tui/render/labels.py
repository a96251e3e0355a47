"""One-line labels: the compile tree's ranks, frames and compiles, and the run status line."""

from __future__ import annotations

import os
from collections.abc import Sequence

from rich.text import Text

from ..core.model import Compile, Process, Run
from ..core.parse.native import is_native, parser_word
from .safe import safe_line
from .status import BREAK_STYLE, FAIL_STYLE, RECOMPILE_STYLE, status_glyph, status_style


def short_path(path: str | None, parts: int = 1) -> str:
    if not path:
        return "?"
    bits = path.replace("\\", "/").split("/")
    return "/".join(bits[-parts:])


def compile_markers(c: Compile) -> Text:
    """Small counts after a compile: graph breaks, recompile, failure."""
    t = Text(end="")
    if c.graph_breaks:
        t.append(f" gb{len(c.graph_breaks)}", style=BREAK_STYLE)
    if c.recompile_reasons:
        t.append(" ⟳", style=RECOMPILE_STYLE)
    if c.fail_type:
        t.append(" ✗", style=FAIL_STYLE)
    return t


def compile_label(c: Compile) -> Text:
    style = status_style(c.status)
    t = Text(end="", no_wrap=True)
    t.append(f"{status_glyph(c.status)} ", style=style)
    t.append(str(c.id), style=style)
    t.append(" ")
    t.append_text(safe_line(c.co_name or "?", "" if c.status != "empty" else "dim"))
    t.append_text(compile_markers(c))
    return t


def frame_label(frame_id: object, compiles: Sequence[Compile]) -> Text:
    """``frame 0 forward scenarios.py:25 ·3`` with the frame's totals."""
    first = compiles[0]
    t = Text(end="", no_wrap=True)
    group = first.id.group
    name = GROUP_TITLES.get(group, str(group)) if group else f"frame {frame_id}"
    worst = _worst(compiles)
    t.append(name, style="bold " + status_style(worst) if worst else "bold")
    t.append(" ")
    fn = next((c.co_name for c in compiles if c.co_name), None)
    t.append_text(safe_line(fn or "?"))
    line = next((c.co_firstlineno for c in compiles if c.co_firstlineno), None)
    where = short_path(first.co_filename) + (f":{line}" if line else "")
    t.append_text(safe_line(f" {where}", "dim"))
    nb = sum(len(c.graph_breaks) for c in compiles)
    nr = sum(1 for c in compiles if c.recompile_reasons)
    nf = sum(1 for c in compiles if c.fail_type)
    t.append(f" ·{len(compiles)}", style="dim")
    if nb:
        t.append(f" gb{nb}", style=BREAK_STYLE)
    if nr:
        t.append(f" ⟳{nr}", style=RECOMPILE_STYLE)
    if nf:
        t.append(f" ✗{nf}", style=FAIL_STYLE)
    return t


def process_label(p: Process | None, compiles: Sequence[Compile]) -> Text:
    """``process pid 1234 · 04:08:44 · attempt 1 ·3`` (one node per process of a rank that
    has several)."""
    t = Text(end="", no_wrap=True)
    t.append(f"process pid {p.id}" if p is not None else "process ?", style="bold")
    if p is not None and p.first_time:
        t.append(f" {p.first_time[5:13]}", style="dim")
    if p is not None and p.attempt is not None:
        t.append(f" attempt {p.attempt}", style="cyan")
    t.append(f" ·{len(compiles)}", style="dim")
    nf = sum(1 for c in compiles if c.fail_type)
    if nf:
        t.append(f" ✗{nf}", style=FAIL_STYLE)
    return t


def rank_label(rank: int | None, compiles: Sequence[Compile]) -> Text:
    t = Text(end="", no_wrap=True)
    t.append("rank ?" if rank is None else f"rank {rank}", style="bold")
    t.append(f" ·{len(compiles)}", style="dim")
    nf = sum(1 for c in compiles if c.fail_type)
    if nf:
        t.append(f" ✗{nf}", style=FAIL_STYLE)
    return t


_SEVERITY = ["failed", "metrics_missing", "running", "restarted", "empty", "ok_after_restart", "ok"]
# the tree's node for the compiles outside any frame, by CompileId.group
GROUP_TITLES = {"export": "torch.export", "aoti": "AOTInductor", "inductor": "Inductor (no frame)"}


def _worst(compiles: Sequence[Compile]) -> str | None:
    have = {c.status for c in compiles}
    for s in _SEVERITY:
        if s in have:
            return s if s in ("failed",) else None
    return None


def source_name(path: str) -> str:
    """What the status line calls the opened path: its last two components."""
    p = os.path.normpath(path)
    base = os.path.basename(p)
    parent = os.path.basename(os.path.dirname(p))
    return f"{parent}/{base}" if parent and base in ("trace", "torch_compile_debug") else base


def run_status(
    run: Run, source: str, progress: float | None = None, error: str | None = None
) -> Text:
    """The one-line run status above the tree."""
    t = Text(end="", no_wrap=True, overflow="ellipsis")
    t.append_text(safe_line(source, "bold"))
    if error:
        t.append("  ")
        t.append_text(safe_line(error, "bold red"))
    elif progress is not None and progress < 1.0:
        t.append(f"  indexing {progress * 100:.0f}%", style="bold cyan")
    if not is_native():  # the C scanner not built: half the speed (core/parse/native.py)
        t.append(f"  {parser_word()} parser", style="yellow")
    if len(run.ranks) > 1:
        t.append(f"  ranks {len(run.ranks)}")
    t.append_text(counts_words(run))
    nm = sum(1 for c in run.compiles if c.status == "metrics_missing")
    if nm:  # the last attempt wrote no compilation_metrics: it crashed
        t.append(f" ({nm} no metrics)", style=status_style("metrics_missing"))
    nb = sum(g.count for g in run.graph_breaks)
    t.append(f"  breaks {nb}", style=BREAK_STYLE if nb else "")
    nr = len(run.recompiles)
    t.append(f"  recompiles {nr}", style=RECOMPILE_STYLE if nr else "")
    nf = len(run.failures)
    t.append(f"  failures {nf}", style=FAIL_STYLE if nf else "")
    if run.problems:
        t.append(f"  problems {len(run.problems)}", style="bold yellow")
    t.append(f"  torch {run.torch_version or '?'}", style="dim")
    return t


def counts_words(run: Run) -> Text:
    """``  compiles 8 (10 attempts)``: the run's counts in the words every view uses
    (core/model/counts.py); the attempts only when a graph break restarted some."""
    from ..core.model.counts import counts

    n = counts(run)
    t = Text(end="")
    t.append(f"  compiles {n.compiles}")
    if n.attempts != n.compiles:
        t.append(f" ({n.attempts} attempts)", style="dim")
    return t


def fit_words(t: Text, width: int) -> Text:
    """``t`` cut to ``width`` cells at the last gap between its parts (two spaces, or before a
    part's parenthesis) before the edge, with ``…``: never inside a word or a number."""
    if width <= 0 or t.cell_len <= width:
        return t
    plain = t.plain
    cut = max(plain.rfind("  ", 0, max(0, width - 2)), plain.rfind(" (", 0, max(0, width - 2)))
    if cut <= 0:
        return t  # one long part: the widget's own ellipsis
    out = t[:cut]
    out.append(" …", style="dim")
    return out
