"""The summary's Perf section: where a profiled run's time goes, per call and per rank, the
kernels ranked, and the ``slow_after_compile`` findings in ms per call. Text and bars shared
with the TUI's Perf view (tui/views/perf.py)."""

from __future__ import annotations

import re

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..core.analysis.perf.findings import per, per_call_ms, steps_of
from ..core.analysis.perf.report import vs_eager
from ..core.model.profile import CallBreakdown, ProfileReport, RankProfile
from .safe import safe_text

BAR = 24
# (field, label, style, char) of a call's bar
CALL_PARTS = (("compiled_us", "compiled", "green", "█"), ("eager_us", "eager gap", "yellow", "▓"),
              ("guards_us", "guards", "magenta", "▒"), ("compile_us", "compiling", "red", "░"),
              ("sync_us", "GPU wait", "blue", ":"), ("overhead_us", "profiler", "dim", "·"))  # fmt: skip
GPU_IDLE = ("GPU idle", "red dim", "╌")  # the right-hand bar: one glyph for one thing


def bar(parts: list[tuple[float, str, str]], total: float, width: int = BAR, pad: bool = False) -> Text:
    """One bar split into (value, style, char) segments, ``total`` filling ``width`` (``pad``:
    spaces to ``width``, so what follows lines up)."""
    t = Text()
    if total <= 0:
        return Text(" " * width) if pad else t
    used = 0
    for i, (v, style, ch) in enumerate(parts):
        n = round(width * v / total) if i < len(parts) - 1 else max(0, round(width * sum(p[0] for p in parts) / total) - used)
        n = max(0, min(n, width - used))
        t.append(ch * n, style=style)
        used += n
    if pad and used < width:
        t.append(" " * (width - used))
    return t


def call_bar(c: CallBreakdown, scale: float, width: int = BAR) -> Text:
    parts = [(getattr(c, f), style, ch) for f, _, style, ch in CALL_PARTS]
    return bar(parts, scale, width)


def _ms(us: float | None) -> str:
    return "-" if us is None else f"{us / 1e3:.2f}"


_COLS = (("compiled", "compiled_us"), ("eager", "eager_us"), ("guards", "guards_us"),
         ("compiling", "compile_us"), ("GPU wait", "sync_us"), ("GPU idle", "gpu_idle_us"))  # fmt: skip


CALLS_SHOWN = 24  # a trace of more calls shows the first, the slowest and the last of them


def shown_calls(calls: tuple[CallBreakdown, ...] | list[CallBreakdown],
                limit: int = CALLS_SHOWN) -> list[CallBreakdown | int]:  # fmt: skip
    """The calls a table or view lists, in call order: all of them up to ``limit``; else the
    first 4, the last 2 and the slowest of the rest (the recompiles and stalls are there), an
    int (how many calls are left out) where some are."""
    if len(calls) <= limit:
        return list(calls)
    keep = set(range(4)) | {len(calls) - 2, len(calls) - 1}
    slowest = sorted(range(len(calls)), key=lambda i: (-calls[i].total_us, i))
    for i in slowest:
        if len(keep) >= limit:
            break
        keep.add(i)
    out: list[CallBreakdown | int] = []
    prev = -1
    for i in sorted(keep):
        if i > prev + 1:
            out.append(i - prev - 1)
        out.append(calls[i])
        prev = i
    return out


def calls_line(calls: tuple[CallBreakdown, ...] | list[CallBreakdown]) -> str | None:
    """Many calls in one line: how many, the median, the 90th percentile and the slowest."""
    if len(calls) <= CALLS_SHOWN:
        return None
    ms = sorted(c.total_us / 1e3 for c in calls)
    slow = max(calls, key=lambda c: c.total_us)
    return (f"{len(calls):,} calls: median {ms[len(ms) // 2]:.2f} ms, 90th percentile "
            f"{ms[min(len(ms) - 1, len(ms) * 9 // 10)]:.2f} ms, slowest {slow.total_us / 1e3:.2f} ms "
            f"(call {slow.index}); listed: the first, the slowest and the last")


def calls_table(p: RankProfile) -> Table:
    """One row per call (the columns that are not empty in every call) and its bar; of many
    calls, the first, the slowest and the last (shown_calls)."""
    tab = Table(title=_title(p), title_justify="left", expand=False, caption=calls_line(p.calls),
                caption_justify="left")  # fmt: skip
    cols = [(n, f) for n, f in _COLS if any(getattr(c, f) for c in p.calls)]
    for col in ("call", "ms", *(n for n, _ in cols)):
        tab.add_column(col, justify="right")
    tab.add_column("", no_wrap=True)
    scale = max((c.total_us for c in p.calls), default=0.0)
    for c in shown_calls(p.calls):
        if isinstance(c, int):
            tab.add_row("…", "", *("" for _ in cols), Text(f"{c:,} call{'s' if c != 1 else ''}", style="dim"))
            continue
        tab.add_row(str(c.index), _ms(c.total_us), *(_ms(getattr(c, f)) for _, f in cols), call_bar(c, scale))
    return tab


def _title(p: RankProfile) -> str:
    who = f"rank {p.rank} " if p.rank is not None else ""
    t = timing_words(p)
    if t:
        return f"Perf {who}({p.variant}): {t}"
    ms = per_call_ms(p)
    per = f": {ms:.2f} ms per call" if ms is not None else ""
    return f"Perf {who}({p.variant}){per}"


def timing_words(p: RankProfile) -> str | None:
    """The timed window's figure of a profile, and what the profiler cost: the calls tables
    below are the profiled window's (their ms as traced, the profiler running)."""
    t = p.timing
    if t is None:
        return None
    how = "timed, no profiler" if t.source == "timed" else "profiled calls, no timed window"
    out = f"{t.figure.words()} per {t.per} ({how})"
    if t.per == "step":
        out += f"; the calls {t.call.median:.2f} ms, the rest of the step {t.rest_ms or 0.0:.2f} ms"
        if t.calls_per_step > 1:
            out += f" ({t.calls_per_step:g} calls per optimizer step)"
    if t.overhead is not None:
        out += f"; profiled calls {t.profiled_ms:.2f} ms (the profiler's overhead {t.overhead:.2f}x)"
    return out


def gaps_text(p: RankProfile) -> Text | None:
    acc: dict[str, list] = {}
    for c in p.calls:
        for g in c.gaps:
            a = acc.setdefault(g.region, [0.0, g])
            a[0] += g.us
    if not acc:
        return None
    n = len(p.calls)
    t = Text("eager gaps (per call): ")
    for i, (rid, (us, g)) in enumerate(sorted(acc.items(), key=lambda kv: -kv[1][0])):
        t.append(("; " if i else "") + f"[{rid}] {us / n / 1e3:.2f} ms")
        if g.break_line:  # where first: the reason is long
            t.append(f" at {_base(g.break_line)}", style="cyan")
        if g.break_reason:
            t.append_text(safe_text(f" ({clip(g.break_reason, 60)})", style="yellow"))
    return t


def clip(text: str, n: int) -> str:
    """``text`` cut to at most ``n`` characters at a word, with … when cut."""
    if len(text) <= n:
        return text
    return text[: n - 1].rsplit(" ", 1)[0].rstrip(" ,.:;") + "…"


def kernels_table(p: RankProfile, limit: int = 10) -> Table | None:
    if not p.kernels:
        return None
    tab = Table(title="Kernels", title_justify="left")
    for col in ("ms", "n", "kernel", "where"):
        tab.add_column(col, justify="right" if col in ("ms", "n") else "left", overflow="fold")
    tab.add_column("", no_wrap=True)
    top = p.kernels[0].total_us or 1.0
    for k in p.kernels[:limit]:
        where = " ".join(x for x in (k.compile_id or k.region, _base(k.user_line)) if x)
        name = kernel_label(k.name) + ("" if k.kind == "compute" else f" ({k.kind})")
        tab.add_row(_ms(k.total_us), str(k.count), safe_text(name[:90]), where,
                    Text("█" * max(1, round(12 * k.total_us / top)), style="blue"))  # fmt: skip
    return tab


def _base(line: str | None) -> str | None:
    return line.rsplit("/", 1)[-1] if line else None


_NOISE = re.compile(r"\(anonymous namespace\)::|\b(?:at::native|at|c10|std|cuda|cub|cutlass)::")


def kernel_label(name: str) -> str:
    """A CUDA kernel's C++ signature as a name that fits a row and tells kernels apart:
    ``multi_tensor_apply_kernel<TensorListMetadata<2>, UnaryOpFunctor<float, 2, 1, 1>, ...>``
    (no ``void``, no argument list, no at::native / anonymous namespaces). Others unchanged."""
    if "::" not in name:
        return name
    s = name.removeprefix("void ")
    depth = 0
    for i, ch in enumerate(s):  # the argument list: the first "(" outside the template
        if ch == "<":
            depth += 1
        elif ch == ">":
            depth -= 1
        elif ch == "(" and depth == 0 and i and not s[i - 1 : i + 20].startswith(":(anonymous"):
            s = s[:i]
            break
    return _NOISE.sub("", s).strip() or name


def gpu_text(p: RankProfile) -> Text | None:
    g = p.gpu
    if g is None:
        return None
    t = Text("GPU (HTA temporal breakdown): ")
    t.append(f"compute {g.pct(g.compute_us):.1f}%  ", style="green")
    t.append(f"non-compute {g.pct(g.non_compute_us):.1f}%  ", style="cyan")
    t.append(f"idle {g.pct(g.idle_us):.1f}%", style="red")
    t.append(f"  of {g.kernel_time_us / 1e3:.2f} ms")
    if g.overlap is not None:
        t.append(f"; comm-comp overlap {100 * g.overlap:.1f}%")
    return t


def ranks_table(rep: ProfileReport) -> Table | None:
    ranked = [p for p in rep.ranks if p.rank is not None]
    if len(ranked) < 2:
        return None
    tab = Table(title="Ranks (ms over the profiled trace: GPU compute / communication / waiting in "
                "collectives; and the wait per step, one call's start to the next)", title_justify="left")  # fmt: skip
    for col in ("rank", "ms/call", "compute", "comm", "waited", "/step"):
        tab.add_column(col, justify="right")
    tab.add_column("", no_wrap=True)
    for p in ranked:
        g = p.gpu
        parts = [(g.compute_us if g else 0.0, "green", "█"), (max(0.0, (g.comm_us if g else 0.0) - p.comm_wait_us), "cyan", "▓"),
                 (p.comm_wait_us, "red", "░")]  # fmt: skip
        ms = per_call_ms(p)
        tab.add_row(f"{p.rank}{' slowest' if p.rank == rep.straggler else ''}", "-" if ms is None else f"{ms:.2f}",
                    _ms(g.compute_us if g else None), _ms(g.comm_us if g else None), _ms(p.comm_wait_us),
                    _ms(p.comm_wait_us / steps) if (steps := steps_of(p)[0]) else "-",
                    bar(parts, max(sum(x[0] for x in parts), 1e-9), 14))  # fmt: skip
    return tab


def collectives_text(rep: ProfileReport) -> Text | None:
    ranked = [p for p in rep.ranks if p.rank is not None and p.collectives]
    if not ranked:
        return None
    t = Text("collectives: ")
    for p in ranked:
        t.append(f"rank {p.rank}: ")
        t.append(", ".join(f"{c.kind} x{c.count} {c.total_us / 1e3:.1f} ms" + (f" {c.bytes / 1e6:.1f} MB" if c.bytes else "")
                           for c in p.collectives[:3]))  # fmt: skip
        t.append("; ")
    return t


def findings_text(rep: ProfileReport) -> Text | None:
    if not rep.findings:
        return None
    from ..core.analysis.perf.report import findings_title

    t = Text(f"{findings_title(rep)}:\n", style="bold")
    for f in rep.findings:
        style = "bold red" if f.severity == "problem" else "yellow"
        t.append(f"  {f.kind}", style=style)
        t.append(f"  {f.ms_per_call:.2f} ms/{per(f.kind)}  ")
        t.append_text(safe_text(f.line))
        if f.next_step:
            t.append(f"  (next: {f.next_step})", style="dim")
        t.append("\n")
    return t


def render_perf(rep: ProfileReport | None) -> RenderableType | None:
    if rep is None:
        return None
    parts: list[RenderableType] = []
    for p in rep.ranks:
        if p.calls:
            parts.append(calls_table(p))
        else:
            parts.append(Text(_title(p) + ": no compiled calls to break down", style="bold"))
        for x in (gaps_text(p), gpu_text(p), kernels_table(p)):
            if x is not None:
                parts.append(x)
    for x in (ranks_table(rep), collectives_text(rep)):
        if x is not None:
            parts.append(x)
    line = eager_line(rep)
    if line:
        parts.append(Text(line, style="bold"))
    if rep.straggler is not None:
        parts.append(Text(f"slowest rank: {rep.straggler}: {rep.straggler_cause}", style="bold"))
    ft = findings_text(rep)
    if ft is not None:
        parts.append(ft)
    for line in rep.problems:
        parts.append(safe_text(f"problem: {line}", style="red"))
    return Group(*parts)


def eager_line(rep: ProfileReport) -> str | None:
    """``vs eager: compiled 1.69 ms (p10-p90 ...) vs eager 2.51 ms (...) per call: compiled is
    1.49x faster than eager``: did compiling pay off (the timed windows; per rank after the job)."""
    cmp = rep.comparison
    if cmp is not None:
        ranks = "; ".join(f"rank {c.rank}: {c.compiled.median:.2f} vs {c.eager.median:.2f} ms"
                          + ("" if c.outcome != "same" else " (no measurable difference)") for c in cmp.ranks)  # fmt: skip
        return f"vs eager: {cmp.words()}" + (f" [{ranks}]" if ranks else "")
    rows = vs_eager(rep)
    if not rows or rep.eager_ms is None:
        return None
    parts = []
    for p, ms, r in rows:
        who = " ".join(x for x in (f"rank {p.rank}" if p.rank is not None else "",
                                   p.variant if p.variant != "trace" else "") if x)  # fmt: skip
        verdict = f"{r:.2f}x faster" if r >= 1 else f"{1 / r:.2f}x slower"
        parts.append(f"{who + ' ' if who else ''}{ms:.2f} ms, {verdict}")
    return f"vs eager ({rep.eager_ms:.2f} ms per call): " + "; ".join(parts)


_PART_NAMES = {"compiled_ms": "compiled", "eager_ms": "eager gap", "guards_ms": "guards",
               "compile_ms": "compiling", "sync_ms": "GPU wait", "overhead_ms": "profiler"}  # fmt: skip


def _pair(x: float | None, y: float | None) -> str:
    return f"{'-' if x is None else f'{x:.3f}'} -> {'-' if y is None else f'{y:.3f}'}"


def perf_diff_lines(d: dict) -> list[str]:
    """`pt2tui diff`'s Perf part: before -> after per call, each line by one statistic it names."""
    a, b = d["ms_per_call"]
    out = ["", "Perf (ms per call, A -> B):"]
    stat = d.get("ms_per_call_stat") or "median"
    if d.get("comparison"):
        out.append(f"  {d['comparison']['text']}")
    if a is None or b is None:
        out.append("  one side has no profiled calls to compare")
    else:
        sp = d.get("speedup")  # A's ms / B's ms: above 1, B is faster
        sp = (f"  (B {sp:.2f}x faster)" if sp >= 1 else f"  (B {1 / sp:.2f}x slower)") if sp else ""
        out.append(f"  call, {stat}: {a:.3f} -> {b:.3f} ms ({b - a:+.3f}){sp}")
    wa, wb = d.get("window_ms") or (None, None)
    if wa is not None or wb is not None:
        out.append(f"  call window, {d.get('parts_stat') or 'mean'}: {_pair(wa, wb)} ms, of which:")
    for name, (x, y) in d["parts"].items():
        if not x and not y:
            continue
        out.append(f"    {_PART_NAMES.get(name, name.removesuffix('_ms').replace('_', ' '))}: {_pair(x, y)}")
    ia, ib = d.get("gpu_idle_ms") or (None, None)
    if ia or ib:
        out.append(f"  GPU idle between a call's kernels (mean): {_pair(ia, ib)}")
    if d["kernels"]:
        out.append("  kernels that changed most (the trace's kernel time over its calls):")
        for k in d["kernels"]:
            x, y = k["ms_per_call"]
            out.append(f"    {kernel_label(k['name'])[:70]}: {x:.3f} -> {y:.3f} ms")
    if d["findings_gone"]:
        out.append("  gone: " + ", ".join(d["findings_gone"]))
    if d["findings_new"]:
        out.append("  new: " + ", ".join(d["findings_new"]))
    for p in d["problems"]:
        out.append(f"  problem: {p}")
    return out
