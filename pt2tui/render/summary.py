"""Rich renderables for a Run: the human `pt2tui summary` output, reused by the TUI."""

from __future__ import annotations

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core.analysis.ranks import divergences
from ..core.analysis.shapes import shapes_report
from ..core.analysis.verdict import verdict_dict
from ..core.model import Run
from ..core.model.counts import counts
from ..core.parse.native import is_native, parser_word
from ..runner.reroot import reroot_text
from .crash import crashes_text
from .safe import safe_text
from .status import STATUS_STYLE
from .verdict import render_verdict


def run_header(run: Run) -> Text:
    t = Text()
    src = ", ".join(sorted({s.kind for s in run.sources})) or "nothing"
    t.append("pt2tui ", style="bold")
    t.append(f"torch {run.torch_version or '?'}  ")
    if len(run.ranks) > 1 or (run.ranks and run.ranks[0] is not None):
        t.append(f"ranks {len(run.ranks)}  ")
    n = counts(run)  # one word for one thing (core/model/counts.py)
    t.append(f"compiles {n.compiles}" + (f" ({n.attempts} attempts)  " if n.attempts != n.compiles else "  "))
    nb = sum(g.count for g in run.graph_breaks)
    t.append(f"breaks {nb}", style="yellow" if nb else "")
    t.append(f" ({len(run.graph_breaks)} distinct)  " if nb else "  ")
    t.append(f"recompiles {len(run.recompiles)}  ", style="magenta" if run.recompiles else "")
    t.append(f"failures {len(run.failures)}", style="bold red" if run.failures else "")
    if run.problems:
        t.append(f"  problems {len(run.problems)}", style="red")
    t.append(f"   [{src}]", style="dim")
    if not is_native():
        t.append(f"  parser {parser_word()}", style="yellow")
    return t


def compiles_table(run: Run) -> Table:
    multi_rank = len(run.ranks) > 1
    multi_proc = bool(run.multi_process_ranks)  # a rank with several processes
    tab = Table(title="Compiles", expand=False, show_lines=False, title_justify="left")
    if multi_rank:
        tab.add_column("rank", justify="right")
    if multi_proc:
        tab.add_column("process", justify="right")
    tab.add_column("id")
    tab.add_column("status")
    tab.add_column("function")
    tab.add_column("where", overflow="fold")
    tab.add_column("breaks", justify="right")
    tab.add_column("time", justify="right")
    tab.add_column("note", overflow="fold")
    for c in run.compiles:
        where = ""
        if c.co_filename:
            where = f"{_short(c.co_filename)}:{c.co_firstlineno or '?'}"
        note = Text()
        if c.fail_type:
            note.append(safe_text(f"{c.fail_type}: {_first(c.fail_reason, 70)}", style="red"))
        elif c.restart_reasons and (c.status == "restarted" or not run.recompile_reasons_of(c)):
            note.append(safe_text("restart: " + _first(c.restart_reasons[0], 60), style="yellow"))
        elif reasons := run.recompile_reasons_of(c):  # a restarted recompile's last attempt too
            note.append(safe_text("recompile: " + _first(reasons[0], 60), style="magenta"))
        row = [
            Text(str(c.id), style="bold"),
            Text(c.status, style=STATUS_STYLE.get(c.status, "")),
            safe_text(c.co_name or ""),
            safe_text(where),
            str(len(c.graph_breaks) or ""),
            f"{c.duration_s:.2f}s" if c.duration_s is not None else "",
            note,
        ]
        if multi_proc:
            row.insert(0, process_name(run, c.process))
        if multi_rank:
            row.insert(0, "" if c.rank is None else str(c.rank))
        tab.add_row(*row)
    return tab


def process_name(run: Run, pid: str | None) -> str:
    """``pid 1234`` (``#2 pid 1234`` for a rank's later processes: restarts)."""
    p = run.process(pid)
    if p is None:
        return ""
    return f"#{p.index + 1} pid {p.id}" if p.index else f"pid {p.id}"


def processes_table(run: Run) -> Table:
    tab = Table(title=f"Processes ({len(run.processes)})", title_justify="left")
    tab.add_column("rank", justify="right")
    tab.add_column("pid", justify="right")
    tab.add_column("attempt", justify="right")
    tab.add_column("from")
    tab.add_column("to")
    tab.add_column("compiles", justify="right")
    tab.add_column("file", overflow="fold")
    for p in run.processes:
        tab.add_row(
            "" if p.rank is None else str(p.rank), p.id,
            "" if p.attempt is None else str(p.attempt),
            (p.first_time or "")[5:], (p.last_time or "")[5:], str(p.compiles),
            safe_text(_short(p.file or "")),
        )  # fmt: skip
    return tab


def ranks_section(run: Run, divs: list | None = None, roots: tuple = ()) -> RenderableType | None:
    """"Ranks": one line per divergence (what differs, which ranks on which side, the first
    difference); None when the ranks agree. ``roots``: a run from another host's re-roots
    (runner/portable.py paths_here): its recorded paths named where they are here."""
    divs = divergences(run) if divs is None else divs
    if not divs:
        return None
    lines = [Text("Ranks", style="bold")]
    for d in divs:
        t = Text("  ≠ ", style="bold red")
        if d.attempt is not None:
            t.append(f"attempt {d.attempt}: ", style="dim")
        t.append_text(safe_text(d.detail, style="bold"))
        if d.first_difference:
            t.append("  first: ", style="dim")
            t.append_text(safe_text(reroot_text(d.first_difference, roots) if roots else d.first_difference))
        lines.append(t)
    return Group(*lines)


def graph_breaks_table(run: Run) -> Table:
    tab = Table(title="Graph breaks (distinct)", title_justify="left")
    tab.add_column("count", justify="right")
    tab.add_column("type")
    tab.add_column("GB id")
    tab.add_column("user frame", overflow="fold")
    tab.add_column("compiles", overflow="fold")
    for g in run.graph_breaks:
        tab.add_row(
            str(g.count),
            safe_text(_first(g.gb_type or g.reason)),
            g.gb_id or "",
            safe_text(_short(g.user_frame.where) if g.user_frame else "?"),
            " ".join(str(c) for c in g.compile_ids[:8]) + (" ..." if len(g.compile_ids) > 8 else ""),
        )
    return tab


def failures_table(run: Run) -> Table:
    tab = Table(title="Failures", title_justify="left")
    tab.add_column("compile")
    tab.add_column("type", style="red")
    tab.add_column("reason", overflow="fold")
    tab.add_column("from", style="dim")
    for f in run.failures:
        tab.add_row(
            "" if f.compile_id is None else str(f.compile_id),
            safe_text(f.type),
            safe_text(_first(f.reason, 300)),
            f.source,
        )
    return tab


def problems_table(run: Run, limit: int = 50) -> Table:
    tab = Table(title=f"Input problems ({len(run.problems)})", title_justify="left")
    tab.add_column("where", overflow="fold")
    tab.add_column("what", overflow="fold", style="red")
    for p in run.problems[:limit]:
        tab.add_row(safe_text(p.where), safe_text(p.what))
    if len(run.problems) > limit:
        tab.add_row("...", f"{len(run.problems) - limit} more")
    return tab


def render_summary(
    run: Run, path: str | None = None, verdict: dict | None = None, extra: RenderableType | None = None
) -> RenderableType:
    """The text summary; it ends with the verdict block (``path``: what the user named, for
    the rerun commands; ``verdict``: verdict_dict(run) when already made; ``extra``: a section
    before the verdict, such as the Perf section of a profiled run)."""
    parts: list[RenderableType] = [run_header(run)]
    if run.multi_process_ranks:
        parts.append(processes_table(run))
    if run.compiles:
        parts.append(compiles_table(run))
    from ..runner.portable import shown_roots, verdict_here  # a run from another host: paths here

    roots = shown_roots(run, path) if len(run.ranks) > 1 else ()
    ranks = ranks_section(run, roots=roots)
    if ranks is not None:
        parts.append(ranks)
    if run.graph_breaks:
        parts.append(graph_breaks_table(run))
    if run.failures:
        parts.append(failures_table(run))
        crashed = crashes_text(run)
        if crashed is not None:
            parts.append(crashed)
    shapes = shapes_report(run)
    if shapes:
        from .shapes import shapes_section  # dynamic shapes (render/shapes.py)

        parts.append(shapes_section(shapes))
    if run.unknown_kinds:
        parts.append(
            Text(
                "unknown record kinds (kept): "
                + ", ".join(f"{k} x{v}" for k, v in sorted(run.unknown_kinds.items())),
                style="dim",
            )
        )
    if run.problems:
        parts.append(problems_table(run))
    from .views.ledger import ledger_table  # where compile time went (core/analysis/ledger.py)

    led = ledger_table(run)
    if led is not None:
        parts.append(led)
    if extra is not None:
        parts.append(extra)
    if verdict is None:  # THE verdict (sources/profile.py): its profile weighed in where it has one
        from ..sources.profile import run_verdict

        verdict = run_verdict(path, run) if path else verdict_dict(run, path=path)
    parts.append(render_verdict(verdict_here(verdict, run, path)))
    return Group(*parts)


def _first(s: str | None, n: int = 120) -> str:
    if not s:
        return ""
    line = s.strip().split("\n", 1)[0]
    return line if len(line) <= n else line[: n - 1] + "…"


def _short(path: str) -> str:
    """site-packages/torch/x.py -> torch/x.py; other paths -> their last two parts."""
    i = path.find("site-packages/")
    if i >= 0:
        return path[i + len("site-packages/") :]
    parts = path.rsplit("/", 2)
    return "/".join(parts[-2:]) if len(parts) > 2 else path
