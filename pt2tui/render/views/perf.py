"""The Perf view's document: where a profiled run's time goes after compile (issue 40).

One bar per call split into compiled / eager gap / guards / compiling (and the GPU idle time of
the kernels it launched), one bar per rank (compute / communication / waiting in collectives),
the kernels as a ranked bar chart, then the findings in ms per call. Lines that name a compile
jump there (Enter); lines with a user line open it (e). Pure: no textual.
"""

from __future__ import annotations

import textwrap
from typing import Any

from rich.text import Text

from ...core.analysis.perf.findings import kernel_unit, per, per_call_ms, steps_of
from ...core.analysis.perf.report import findings_title
from ...core.model import Run
from ...core.model.profile import PerfFinding, ProfileReport, RankProfile
from ..doc import Doc, DocBuilder, message_doc
from ..perf import (
    CALL_PARTS,
    GPU_IDLE,
    bar,
    calls_line,
    clip,
    eager_line,
    kernel_label,
    shown_calls,
    timing_words,
)

__all__ = ["perf_doc", "NO_PROFILE"]

NO_PROFILE = (
    "No profiler trace in this run. `pt2tui rerun RUN profile` profiles the calls after "
    "warm-up (trace.json.gz, per-call wall times); `pt2tui open trace.json.gz` reads any "
    "torch.profiler trace, gzip / xz / zstd as it is."
)
W = 32
TEXT_WIDTH = 76  # the findings' text, wrapped: read whole on an 80-column terminal, no `w` needed
CODE = "perf-kernel"  # a kernel line's target: (CODE, compile key, kernel): Enter opens that
# compile's output code at the kernel's definition


def _compile_key(run: Run | None, rid: str | None, rank: int | None):
    """The explorer key of the compile whose region is ``rid`` ("0/0") on ``rank``."""
    if run is None or not rid or "/" not in rid:
        return None
    f, _, n = rid.partition("/")
    best = None
    for c in run.compiles:
        if str(c.id.frame_id) == f and str(c.id.frame_compile_id) == n and (rank is None or c.rank == rank):
            if best is None or c.id.attempt > best.id.attempt:
                best = c
    return best.key if best is not None else None


def _ref(line: str | None) -> tuple[str, int] | None:
    if not line or ":" not in line:
        return None
    path, _, n = line.rpartition(":")
    return (path, int(n)) if n.isdigit() else None


def _wrapped(b: DocBuilder, text: str, style: str = "", indent: str = "    ", **kw: Any) -> None:
    """``text`` as lines of at most TEXT_WIDTH columns (the bars and tables around it are not
    wrapped: a line of them cut at the edge still reads; a finding cut does not)."""
    for ln in textwrap.wrap(text, TEXT_WIDTH, initial_indent=indent, subsequent_indent=indent,
                            break_long_words=True, break_on_hyphens=False) or [indent]:  # fmt: skip
        b.line((ln, style), **kw)


def _finding(b: DocBuilder, f: PerfFinding, head: str = "") -> None:
    """A finding: its kind and ms (per call or step) on one line, what it says wrapped below."""
    ref = _ref(f.where) if f.where and not f.where.startswith("[") else None
    b.line("  ", (head, "bold"), (f.kind, "bold red" if f.severity == "problem" else "yellow"),
           f"  {f.ms_per_call:.2f} ms/{f.per or per(f.kind)}", ref=ref)  # fmt: skip
    _wrapped(b, f.line, ref=ref)
    if f.next_step:
        b.line(("    next: ", "dim"), (f.next_step, "dim"), ref=ref)


def _legend(b: DocBuilder) -> None:
    """What each glyph of the call bars means, on two lines (whole at 80 columns): each part
    of a call its own glyph, the GPU's idle time (the right-hand bar) another."""
    parts = [(ch, style, label) for _, label, style, ch in CALL_PARTS] + [(GPU_IDLE[2], GPU_IDLE[1], GPU_IDLE[0])]
    for half in (parts[:4], parts[4:]):
        t = Text("  ")
        for ch, style, label in half:
            t.append(ch * 2, style=style)
            t.append(f" {label}  ")
        b.line(t)


def _calls(b: DocBuilder, p: RankProfile, run: Run | None) -> None:
    who = f"rank {p.rank} " if p.rank is not None else ""
    ms = per_call_ms(p)
    b.heading(f"Calls {who}({p.variant})" + (f": {ms:.2f} ms per call" if ms is not None else ""))
    tw = timing_words(p)
    if tw:
        _wrapped(b, tw, "bold", indent="  ")
        if p.calls:
            b.line(("  the calls below: the profiled window, as traced (the profiler running)", "dim"))
    if not p.calls:
        b.line(("  no compiled calls to break down", "italic"))
        return
    scale = max(c.total_us for c in p.calls)
    many = calls_line(p.calls)
    if many:
        _wrapped(b, many, "dim", indent="  ")
    shown = shown_calls(p.calls)
    ids = max((len(" ".join(c.regions)) for c in shown if not isinstance(c, int)), default=0)
    idle = any(c.gpu_idle_us for c in shown if not isinstance(c, int))
    w = call_bar_width(ids, idle)
    for c in shown:
        if isinstance(c, int):
            b.line((f"    … {c:,} call{'s' if c != 1 else ''}", "dim"))
            continue
        t = Text(f"  {c.index:>3} {c.total_us / 1e3:8.2f} ms ")
        t.append(f"{' '.join(c.regions):<{ids}} ", style="dim")  # the compile ids: whole, before the bars
        t.append_text(bar([(getattr(c, f), st, ch) for f, _, st, ch in CALL_PARTS], scale, w, pad=True))
        if c.gpu_idle_us:
            t.append(" ")
            t.append_text(bar([(c.gpu_idle_us, GPU_IDLE[1], GPU_IDLE[2])], scale, w // 2, pad=True))
        if c.compile_us:
            t.append(f"  compiled here ({c.compile_us / 1e3:.1f} ms)", style="bold red")
        b.line(t, target=_compile_key(run, c.regions[0] if c.regions else None, p.rank))
    gaps: dict[str, list] = {}
    for c in p.calls:
        for g in c.gaps:
            a = gaps.setdefault(g.region, [0.0, g])
            a[0] += g.us
    if gaps:
        b.line(("  eager gaps per call (outside the graphs of a region):", "bold"))
        for rid, (us, g) in sorted(gaps.items(), key=lambda kv: -kv[1][0]):
            why = f"  after {clip(g.break_reason, 70)}" if g.break_reason else ""
            at = f"  {g.break_line.rsplit('/', 1)[-1]}" if g.break_line else ""
            ops = ", ".join(n for n, _ in g.ops[:3])
            b.line(f"    [{rid}] {us / len(p.calls) / 1e3:.3f} ms", (at, "cyan"), (why, "yellow"),
                   (f"  {ops}" if ops else "", "dim"), ref=_ref(g.break_line),
                   target=_compile_key(run, rid, p.rank))  # fmt: skip


def call_bar_width(ids: int, idle: bool) -> int:
    """A call bar's width: W, narrowed so that the row (index, ms, its compile ids ``ids``
    columns wide, the bar, and the GPU idle bar half as wide when ``idle``) fits TEXT_WIDTH:
    the ids are never cut, the bars give way (at least 8 columns)."""
    room = TEXT_WIDTH - 18 - ids - 1  # "  idx ########.## ms " and the space after the ids
    fit = (room - 1) * 2 // 3 if idle else room
    return max(8, min(W, fit))


def _kernels(b: DocBuilder, p: RankProfile, run: Run | None, limit: int = 12) -> None:
    if not p.kernels:
        return
    b.heading("Kernels (ranked)" + (f", rank {p.rank}" if p.rank is not None else ""))
    top = p.kernels[0].total_us or 1.0
    n, unit = kernel_unit(p)
    shown = p.kernels[:limit]
    ids = max((len(k.compile_id or k.region or "") for k in shown), default=0)
    for k in shown:
        t = Text("  ")
        if ids:  # the compile id first, whole (a long kernel name is what the edge cuts)
            t.append(f"{k.compile_id or k.region or '':<{ids}} ", style="dim")
        t.append_text(bar([(k.total_us, "blue", "█")], top, 20 if ids <= 8 else 12, pad=True))
        t.append(f" {k.total_us / n / 1e3:8.3f} ms/{unit} ")
        t.append(kernel_label(k.name)[:70], style="bold" if k.kind == "compute" else "cyan")
        if k.user_line:
            t.append(f"  {k.user_line.rsplit('/', 1)[-1]}", style="dim")
        key = _compile_key(run, k.region, p.rank)
        b.line(t, ref=_ref(k.user_line), target=(CODE, key, k.name) if key is not None else None)


def _gpu(b: DocBuilder, p: RankProfile) -> None:
    g = p.gpu
    if g is None:
        return
    t = Text("  GPU ")
    t.append_text(bar([(g.compute_us, "green", "█"), (g.non_compute_us, "cyan", "▓"), (g.idle_us, "red", "░")],
                      g.kernel_time_us, W))  # fmt: skip
    t.append(f"  compute {g.pct(g.compute_us):.1f}%  non-compute {g.pct(g.non_compute_us):.1f}%  "
             f"idle {g.pct(g.idle_us):.1f}%")  # fmt: skip
    if g.overlap is not None:
        t.append(f"  comm-comp overlap {100 * g.overlap:.1f}%")
    b.line(t)


def _ranks(b: DocBuilder, rep: ProfileReport) -> None:
    ranked = [p for p in rep.ranks if p.rank is not None and p.gpu is not None]
    if len(ranked) < 2:
        return
    b.heading("Ranks (compute / communication / waiting in collectives)")
    scale = max(p.gpu.kernel_time_us for p in ranked if p.gpu)  # type: ignore[union-attr]
    for p in ranked:
        g = p.gpu
        assert g is not None
        t = Text(f"  rank {p.rank:<3}")
        t.append_text(bar([(g.compute_us, "green", "█"), (max(0.0, g.comm_us - p.comm_wait_us), "cyan", "▓"),
                           (p.comm_wait_us, "red", "░")], scale, W, pad=True))  # fmt: skip
        steps = steps_of(p)[0]
        t.append(f"  waited {p.comm_wait_us / 1e3:.2f} ms" + (f", {p.comm_wait_us / steps / 1e3:.2f}/step" if steps else ""))
        if p.rank == rep.straggler:
            t.append("  slowest", style="bold red")
        b.line(t)
    if rep.straggler is not None:
        _wrapped(b, f"rank {rep.straggler} is the slowest: {rep.straggler_cause}", "bold", indent="  ")


def perf_doc(rep: ProfileReport | None, run: Run | None = None) -> Doc:
    if rep is None:
        return message_doc(NO_PROFILE, key=("perf",))
    b = DocBuilder(name="perf", key=("perf",))
    b.line(("Perf ", "bold"), ("where the time goes after compile", "dim"))
    line = eager_line(rep)
    if line:
        _wrapped(b, line, "bold", indent="  ")
    if rep.findings:  # the answer first (did compiling pay off, which rank is slow): the worst
        _finding(b, rep.findings[0], head="worst: ")
    _legend(b)
    for p in rep.ranks:
        _calls(b, p, run)
        _gpu(b, p)
    _ranks(b, rep)
    for p in rep.ranks:
        _kernels(b, p, run)
    if rep.findings:
        b.heading(findings_title(rep))
        for f in rep.findings:
            _finding(b, f)
    if rep.problems:
        b.heading("Problems")
        for line in rep.problems:
            _wrapped(b, line, "red", indent="  ")
    return b.build(wrap=False)
