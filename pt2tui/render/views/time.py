"""Where compile time went: bars of compilation_metrics phases for the run and per compile,
and labels for the tree of chromium spans (total and self time). Pure (no textual)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text

from ...core.analysis.timing import Span, metric_phases, metric_total, run_totals, spans_by_compile
from ...core.model import Compile, Run
from ...core.model.counts import counts, plural
from ...core.model.recompile_set import frame_compile_of
from ..doc import Doc, DocBuilder
from ..safe import safe_line
from ..status import status_style
from .recompiles import fmt_s, phase_bar, phase_lines


def compile_total(c: Compile) -> float:
    """A compile's time: its biggest (outermost) metric phase, else its duration."""
    return metric_total(c) or c.duration_s or 0.0


def time_doc(run: Run, *, n_events: int | None = None) -> Doc:
    """The run's metric phases summed, then every compile's, biggest first."""
    b = DocBuilder(name="compile_time", key=("time",))
    totals = run_totals(run)
    compiles = sorted(
        (c for c in run.compiles if compile_total(c) > 0), key=lambda c: -compile_total(c)
    )
    total = sum(compile_total(c) for c in compiles)
    b.line(("Compile time ", "bold"), (fmt_s(total), "bold cyan"),
           f" in {plural(len({frame_compile_of(c.rank, c.process, c.id) for c in compiles}), 'compile')}"
           f" (of {counts(run).compiles})",
           ("   phases nest: dynamo ⊇ aot autograd ⊇ inductor ⊇ code gen", "dim"))  # fmt: skip
    if not totals and not compiles:
        b.line(("No compilation_metrics in this run (TORCH_TRACE records them).", "italic"))
    if totals:
        b.heading("The run (summed over compiles)")
        phase_lines(b, totals)
    if compiles:
        b.heading("Per compile, biggest first (Enter opens it)")
        biggest = compile_total(compiles[0])
        for c in compiles:
            s = compile_total(c)
            ph = dict(metric_phases(c))
            rest = " · ".join(
                f"{short} {fmt_s(ph[k])}"
                for k, short in (("inductor", "inductor"), ("inductor code gen", "codegen"),
                                 ("triton compile", "triton"))
                if k in ph
            )  # fmt: skip
            rank = f"r{c.rank} " if c.rank is not None else ""
            b.line("  ", (f"{rank}{str(c.id):<9}", status_style(c.status)), (f"{(c.co_name or '?')[:22]:<23}", ""),
                   phase_bar(s, biggest, 20), (f" {fmt_s(s):>9}", "bold"), ("  " + rest if rest else "", "dim"),
                   target=c.key)  # fmt: skip
    b.blank()
    if n_events is None:
        b.line(("Chromium spans: reading …", "dim"))
    elif n_events:
        b.line(
            (
                f"Chromium spans below: {n_events} events (P exports them for Perfetto / chrome://tracing)",
                "dim",
            )
        )
    else:
        b.line(("No chromium events in this run: no span tree (TORCH_TRACE records them).", "dim"))
    return b.build(wrap=False)


def sorted_spans(spans: list[Span]) -> list[Span]:
    return sorted(spans, key=lambda s: -s.dur_us)


def span_label(sp: Span, biggest_us: float) -> Text:
    """``entire_frame_compile  22.58 s  self 11.2 ms`` with a small bar."""
    t = Text(end="", no_wrap=True)
    t.append_text(safe_line(sp.name, "bold" if sp.children else ""))
    t.append(f"  {fmt_s(sp.dur_us / 1e6)}", style="cyan")
    if sp.children:
        t.append(f"  self {fmt_s(sp.self_us / 1e6)}", style="dim")
    if biggest_us > 0 and sp.dur_us / biggest_us >= 0.005:
        t.append(f"  {sp.dur_us / biggest_us:.0%}", style="dim")
    return t


@dataclass(frozen=True)
class SpanGroup:
    """The top-level spans of one compile of one rank (or of no compile)."""

    compile_id: str | None  # "0/0"
    compile: Compile | None
    spans: tuple[Span, ...]
    rank: int | None = None
    show_rank: bool = False  # the run has several ranks: say which

    @property
    def total_us(self) -> float:
        return sum(s.dur_us for s in self.spans)


def span_groups(run: Run, roots: list[Span]) -> list[SpanGroup]:
    """Top-level spans grouped by rank and compile, biggest group first."""
    by = spans_by_compile(roots)
    several = len({r for r, _ in by} | set(run.ranks)) > 1
    out = []
    for (rank, cid), spans in by.items():
        c = run.compile(cid, rank) if cid else None
        if c is None and cid and not several:
            c = run.compile(cid)
        out.append(SpanGroup(cid, c, tuple(sorted_spans(spans)), rank, several))
    return sorted(out, key=lambda g: -g.total_us)


def group_label(g: SpanGroup) -> Text:
    t = Text(end="", no_wrap=True)
    if g.show_rank:
        t.append("rank ?  " if g.rank is None else f"rank {g.rank}  ", style="magenta")
    if g.compile is not None:
        t.append(str(g.compile.id), style="bold " + status_style(g.compile.status))
        t.append(" ")
        t.append_text(safe_line(g.compile.co_name or "?", "bold"))
    elif g.compile_id:
        t.append_text(safe_line(f"[{g.compile_id}]", "bold"))
    else:
        t.append("(no compile)", style="bold")
    t.append(f"  {fmt_s(g.total_us / 1e6)}", style="cyan")
    t.append(f"  {len(g.spans)} span{'s' if len(g.spans) != 1 else ''}", style="dim")
    return t
