"""The ``slow_after_compile`` kinds: what the profiled calls show, each in ms per call.

slower_than_eager (a problem: the compiled calls take longer than the eager run's),
graph_breaks_in_step, launch_bound, cudagraphs_skipped, recompiles_in_steady_state,
guard_overhead, dominant_kernel, straggler_rank and exposed_communication (costs). A kind is
kept when it costs at least ``MIN_SHARE`` of a call (or ``MIN_MS``), most ms first.

The waits and communication of many ranks are per step (``per``): a step is one profiled call's
start to the next's, which holds what runs between the calls (a DDP backward's all-reduces, the
optimizer); a wait that is the straggler's is not exposed communication too.
"""

from __future__ import annotations

from dataclasses import replace

from ...model import Run
from ...model.profile import PerfFinding, ProfileReport, RankProfile
from ..cudagraph_skips import skips

MIN_SHARE = 0.05
MIN_MS = 0.05
CATEGORY = "slow_after_compile"
KINDS = ("slower_than_eager", "graph_breaks_in_step", "launch_bound", "cudagraphs_skipped",
         "recompiles_in_steady_state", "guard_overhead", "dominant_kernel", "straggler_rank",
         "exposed_communication")  # fmt: skip
PER_STEP = ("straggler_rank", "exposed_communication")


def per_call_ms(p: RankProfile) -> float | None:
    """A call's time: the timed window's median call (no profiler), else calls.json's profiled
    wall time, else the trace's call windows."""
    if p.timing is not None:
        return p.timing.call.median
    w = p.wall_per_call_s
    if w is not None:
        return w * 1e3
    us = p.per_call_us
    return us / 1e3 if us is not None else None


def _steady(p: RankProfile):
    return [c for c in p.calls if c.compile_us == 0] or list(p.calls)


def findings(rep: ProfileReport, baseline: list[RankProfile], run: Run | None) -> list[PerfFinding]:
    """What the compiled profiles show; an eager profile (compiled nothing) is the baseline and
    is never judged as compiled."""
    out: list[PerfFinding] = []
    eager_ms = _eager_ms(baseline) if rep.comparison is None else None
    for p in rep.ranks:
        if not p.calls or _eager(p):
            continue
        out.extend(_of_rank(p, eager_ms, run))
    out.extend(_slower(rep))
    if any(not _eager(p) for p in rep.ranks):
        out.extend(_across_ranks(rep))
    out = [_with_cause(f, out, _split(rep, f.rank)) for f in out]
    out.sort(key=lambda f: (f.severity != "problem", -f.ms_per_call))
    return out


def _eager(p: RankProfile) -> bool:
    return p.variant == "eager" or (p.timing is not None and p.timing.mode == "eager")


def _slower(rep: ProfileReport) -> list[PerfFinding]:
    """slower_than_eager from the timed windows, beyond the noise only: per rank (the same rank
    against the same rank), and for the job (the slowest rank's figure on each side)."""
    cmp = rep.comparison
    if cmp is None or cmp.outcome != "slower" or not any(not _eager(p) for p in rep.ranks):
        return []
    who = "" if cmp.rank is None and not cmp.ranks else "the job (its slowest rank): " if cmp.ranks else ""
    rank = cmp.rank
    if cmp.ranks:  # the rank whose figure is the job's
        rank = next((c.rank for c in cmp.ranks if c.compiled is cmp.compiled), None)
    return [PerfFinding("slower_than_eager", "problem", cmp.slower_ms, f"{who}{cmp.words()}", None, rank, None,
                        per=cmp.per)]  # fmt: skip


# what can make a compiled call slower than the eager one, in the order a PT2 engineer looks
_CAUSES = ("cudagraphs_skipped", "launch_bound", "graph_breaks_in_step", "recompiles_in_steady_state",
           "guard_overhead")  # fmt: skip


HOST_SIDE = "measure the host side next (CPU time per step, `cuda-sync`)"


def _split(rep: ProfileReport, rank: int | None) -> tuple[float, float] | None:
    """(the forward's part, the rest of the step's part) of a step's difference, ms: a training
    run's alternating window has both sides' calls and steps."""
    p = next((p for p in rep.ranks if p.rank == rank and p.timing is not None and p.eager_timing is not None), None)
    if p is None:
        return None
    c, e = p.timing, p.eager_timing
    if c.per != "step" or e.per != "step" or c.rest_ms is None or e.rest_ms is None:
        return None
    return c.call.median * c.calls_per_step - e.call.median * e.calls_per_step, c.rest_ms - e.rest_ms


def _with_cause(f: PerfFinding, found: list[PerfFinding], split: tuple[float, float] | None = None) -> PerfFinding:
    """slower_than_eager, with the finding of its rank that explains the largest share of the
    difference: named with that share, its place and next step taken as its own when it is at
    least half (the fix for a launch-bound call skipped by CUDA graphs is not a faster kernel);
    under half, the trace does not show the cause, and the line says what to measure next."""
    if f.kind != "slower_than_eager" or f.ms_per_call <= 0:
        return f
    where = ""
    if split is not None:  # the calls' causes can explain the forward's part at most
        fwd, rest = split
        where = (f"; of the {f.ms_per_call:.2f} ms, the forward {fwd:.2f} ms and the rest of the step "
                 f"{rest:.2f} ms (backward, optimizer, all-reduces)")  # fmt: skip
        f = replace(f, line=f.line + where)
    cands = [g for g in found if (g.rank == f.rank or f.rank is None) and g.kind in _CAUSES]
    if not cands:
        return replace(f, line=f"{f.line}; the trace shows no cause; {HOST_SIDE}")
    c = max(cands, key=lambda g: (g.ms_per_call, -_CAUSES.index(g.kind)))
    share = c.ms_per_call / f.ms_per_call
    if split is not None:
        share = min(c.ms_per_call, max(0.0, split[0])) / f.ms_per_call
    if share < 0.5 and split is not None:
        return replace(f, line=f"{f.line}; the trace does not show the cause ({c.kind}, {c.ms_per_call:.2f} ms "
                               f"per call, is inside the forward: {share:.0%} of the difference at most); "
                               f"{HOST_SIDE}")  # fmt: skip
    if share < 0.5:
        return replace(f, line=f"{f.line}; the trace does not show the cause ({c.kind} explains {share:.0%}: "
                               f"{c.ms_per_call:.2f} ms per call); {HOST_SIDE}")  # fmt: skip
    part = "all" if share >= 1 else f"{share:.0%}"
    return replace(f, line=f"{f.line}; {c.kind} explains {part} of it ({c.ms_per_call:.2f} ms per call)",
                   where=c.where or f.where, next_step=c.next_step, cause=c.kind)  # fmt: skip


def scale(p: RankProfile, profiled_call_ms: float) -> float:
    """timed call / profiled call: the factor that scales the profiled breakdown's ms to the
    call timed with no profiler running (1 without a timed window)."""
    t = p.timing
    if t is None or t.source != "timed" or profiled_call_ms <= 0:
        return 1.0
    return t.call.median / profiled_call_ms


def _scaled(k: float) -> str:
    return "" if k == 1.0 else " (profiled shares, scaled to the timed call)"


def _eager_ms(baseline: list[RankProfile]) -> float | None:
    vals = [m for p in baseline if (m := per_call_ms(p) if p.calls else _wall_only(p)) is not None]
    return sum(vals) / len(vals) if vals else None


def _wall_only(p: RankProfile) -> float | None:
    w = p.wall_per_call_s
    return w * 1e3 if w is not None else None


def _keep(ms: float, call_ms: float) -> bool:
    return ms >= MIN_MS and ms >= MIN_SHARE * call_ms


def _of_rank(p: RankProfile, eager_ms: float | None, run: Run | None) -> list[PerfFinding]:
    out = []
    calls = _steady(p)
    n = len(calls)
    call_ms = sum(c.total_us for c in calls) / n / 1e3
    # the breakdown's shares of a profiled call, scaled to the timed call (no profiler running)
    k = scale(p, call_ms)
    call_ms *= k
    who = (f"rank {p.rank} " if p.rank is not None else "") + (f"({p.variant}) " if p.variant != "trace" else "")
    who = f"{who.strip()}: " if who else ""
    mine = per_call_ms(p)
    if eager_ms is not None and mine is not None and mine > eager_ms * 1.02:  # no timed windows (old files)
        out.append(PerfFinding("slower_than_eager", "problem", mine - eager_ms,
                               f"{who}a compiled call takes {mine:.2f} ms, the eager one {eager_ms:.2f} ms "
                               "(profiled calls: no timed window)", None, p.rank, None))  # fmt: skip
    gaps = [g for c in calls for g in c.gaps]
    runs = sum(max(c.region_runs, len(c.regions)) for c in calls) / n  # regions the trace shows per call
    if runs > 1:
        resumed = runs - 1
        gap_ms = k * (sum(g.us for g in gaps) / n / 1e3 + sum(c.guards_us for c in calls) / n / 1e3 * (resumed / runs))
        brk = next((g for g in gaps if g.break_line), None)
        where = brk.break_line if brk else None
        why = f" ({brk.break_reason} at {brk.break_line})" if brk and brk.break_reason else ""
        if _keep(gap_ms, call_ms):
            out.append(PerfFinding("graph_breaks_in_step", "cost", gap_ms,
                                   f"{who}{runs:g} compiled regions per call, graph breaks between them{why}: "
                                   f"{gap_ms:.2f} ms of a {call_ms:.2f} ms call on average outside the compiled "
                                   f"graphs{_scaled(k)}", where, p.rank, "profile-fullgraph"))  # fmt: skip
    gpu_calls = [c for c in calls if c.gpu_busy_us is not None]
    if gpu_calls:
        idle = k * sum(c.gpu_idle_us or 0.0 for c in gpu_calls) / len(gpu_calls) / 1e3
        busy = k * sum(c.gpu_busy_us or 0.0 for c in gpu_calls) / len(gpu_calls) / 1e3
        replays = sum(c.cudagraph_replays for c in calls)
        if idle > busy and _keep(idle, call_ms):
            if replays == 0 and (p.variant in ("cudagraphs", "reduce-overhead") or _skipped(run)):
                sk = _skipped(run)
                out.append(PerfFinding("cudagraphs_skipped", "cost", idle,
                                       f"{who}CUDA graphs were asked for and not replayed"
                                       f"{': ' + _skipped_line(run) if sk else ''}; "
                                       f"the GPU idles {idle:.2f} ms per call (calls take {call_ms:.2f} ms on average)"
                                       + (f"; {sk[2]}" if sk else ""),
                                       sk[1] if sk else None, p.rank, None))  # fmt: skip
            else:
                out.append(PerfFinding("launch_bound", "cost", idle,
                                       f"{who}the GPU idles {idle:.2f} ms per call between kernels (busy "
                                       f"{busy:.2f} ms; calls take {call_ms:.2f} ms on average): launch bound"
                                       f"{_scaled(k)}",
                                       None, p.rank,
                                       None if replays else "profile-reduce-overhead"))  # fmt: skip
    rec = [c for c in p.calls if c.compile_us > 0]
    if rec and len(rec) < len(p.calls):
        ms = sum(c.compile_us for c in rec) / len(p.calls) / 1e3
        regions = sorted({r for c in rec for r in c.regions})
        out.append(PerfFinding("recompiles_in_steady_state", "cost", ms,
                               f"{who}{len(rec)} of {len(p.calls)} profiled calls compiled "
                               f"({', '.join(regions)}): {ms:.2f} ms per call on average",
                               f"[{regions[0]}]" if regions else None, p.rank, "verbose-recompiles"))  # fmt: skip
    guards = k * sum(c.guards_us for c in calls) / n / 1e3
    if _keep(guards, call_ms) and guards >= 0.1 * call_ms:
        out.append(PerfFinding("guard_overhead", "cost", guards,
                               f"{who}guards (TorchDynamo Cache Lookup) take {guards:.2f} ms of a "
                               f"{call_ms:.2f} ms call{_scaled(k)}", None, p.rank, None))  # fmt: skip
    out.extend(_dominant(p, n, who))
    return out


def _dominant(p: RankProfile, n: int, who: str) -> list[PerfFinding]:
    ks = [k for k in p.kernels if k.kind == "compute"]
    if not ks:
        return []
    dev = "gpu" if any(k.device == "gpu" for k in ks) else "cpu"
    ks = [k for k in ks if k.device == dev]
    total = sum(k.total_us for k in ks)
    top = ks[0]
    if total and top.total_us >= 0.5 * total and len(ks) > 1:
        n_, unit = kernel_unit(p)
        ms = top.total_us / n_ / 1e3
        where = top.user_line or top.compile_id
        return [PerfFinding("dominant_kernel", "cost", ms,
                            f"{who}{top.name} takes {100 * top.total_us / total:.0f}% of kernel time "
                            f"({ms:.2f} ms per {unit}){' in ' + top.compile_id if top.compile_id else ''}",
                            where, p.rank, "profile-max-autotune", per=unit)]  # fmt: skip
    return []


def _skipped(run: Run | None) -> tuple[str, str | None, str] | None:
    """Inductor's "skipping cudagraphs due to ..." (its reason), the user's line it names
    (``Found from``: the frame that mutated an input, ran on the CPU ...) and the change there
    that makes CUDA graphs apply (core/analysis/cudagraph_skips.py), from the run's log."""
    if run is None:
        return None
    sk = skips(run)
    if not sk:
        return None
    where = f"{sk[0].file}:{sk[0].line}" if sk[0].file is not None else None
    return sk[0].reason, where, sk[0].fix()


def _skipped_line(run: Run | None) -> str | None:
    sk = _skipped(run)
    if sk is None:
        return None
    reason, where, _ = sk
    return reason + (f" ({where.rsplit('/', 1)[-1]})" if where else "")


def steps_of(p: RankProfile) -> tuple[int, float | None]:
    """The steps a profile's collectives cover and the mean step in ms. A step is one call and
    what runs until the next (a DDP backward's all-reduces, the optimizer). The profile recipe
    marks each call and stops torch.profiler at the end of its last (calls.json's wall times
    joined): its collectives fall in the n-1 steps from one call's start to the next (and that
    last call). A trace made otherwise (no calls.json; a program's own schedule, calls that are
    one layer each): n steps, the mean one the trace's GPU timeline over its calls."""
    n = len(p.calls)
    if n == 0:
        return 0, None
    if n >= 2 and any(c.wall_s is not None for c in p.calls):
        starts = sorted(c.start_us for c in p.calls)
        return n - 1, (starts[-1] - starts[0]) / (n - 1) / 1e3
    if p.gpu is not None and p.gpu.kernel_time_us:
        return n, p.gpu.kernel_time_us / n / 1e3
    return n, None


def kernel_unit(p: RankProfile) -> tuple[int, str]:
    """What the kernel table's totals are divided by: the steps for training (the trace holds
    the backward and its all-reduces between the calls), the calls otherwise."""
    if p.timing is not None and p.timing.per == "step":
        steps, _ = steps_of(p)
        if steps:
            return steps, "step"
    return max(1, len(p.calls)), "call"


def per(kind: str) -> str:
    """What a finding's ms are per: "step" for the waits and communication of many ranks (they
    happen between calls too: backward, optimizer), else "call"."""
    return "step" if kind in PER_STEP else "call"


def _wait_per_step(p: RankProfile) -> float:
    steps, _ = steps_of(p)
    return p.comm_wait_us / max(1, steps) / 1e3


def _step_words(p: RankProfile) -> str:
    steps, step_ms = steps_of(p)
    out = f"{steps} profiled step{'s' if steps != 1 else ''}"
    if step_ms is not None:
        recipe = any(c.wall_s is not None for c in p.calls)
        how = "one call's start to the next" if recipe else "the trace's GPU timeline over its calls"
        out += f" of {step_ms:.2f} ms on average, {how}"
    call = per_call_ms(p)
    return out + (f"; its calls take {call:.2f} ms (median)" if call is not None else "")


def _mean_call_ms(p: RankProfile) -> float | None:
    return sum(c.total_us for c in p.calls) / len(p.calls) / 1e3 if p.calls else None


def _outside(slow: RankProfile, fast: RankProfile, waited: float) -> str:
    """How much of the mean wait per step the slow rank's calls explain (their mean, beside the
    waiting rank's, in the trace's windows): the rest is outside them."""
    a, b = _mean_call_ms(slow), _mean_call_ms(fast)
    if a is None or b is None:
        return ""
    longer = max(0.0, a - b)
    if longer >= 0.5 * waited:
        return f"; rank {slow.rank}'s calls take {longer:.2f} ms longer on average"
    return (f"; rank {slow.rank}'s calls take only {longer:.2f} ms longer on average: most of the wait "
            "is outside the profiled calls (backward, optimizer)")


def _across_ranks(rep: ProfileReport) -> list[PerfFinding]:
    out = []
    ranked = [p for p in rep.ranks if p.rank is not None and p.calls]
    if rep.straggler is not None and len(ranked) >= 2:
        slow = next((p for p in ranked if p.rank == rep.straggler), None)
        fast = [p for p in ranked if p.rank != rep.straggler]
        if slow is not None and fast:
            w = max(fast, key=lambda p: p.comm_wait_us)
            waited = _wait_per_step(w)
            no_cause = (rep.straggler_cause or "").startswith("no cause")  # it says the share itself
            if waited >= MIN_MS:
                out.append(PerfFinding("straggler_rank", "cost", waited,
                                       f"rank {slow.rank} is the slowest: rank {w.rank} waited {waited:.2f} ms "
                                       f"per step in collectives for it ({w.comm_wait_us / 1e3:.2f} ms over "
                                       f"{_step_words(w)}){'' if no_cause else _outside(slow, w, waited)}; its trace shows "
                                       f"{rep.straggler_cause}",
                                       None, slow.rank, None))  # fmt: skip
    for p in rep.ranks:
        g = p.gpu
        if g is None or not g.comm_us or g.overlap is None or not p.calls:
            continue
        steps, _ = steps_of(p)
        wait = _wait_per_step(p) if p.rank is not None else 0.0
        comm = g.comm_us / max(1, steps) / 1e3
        own = max(0.0, comm - wait)  # the waits are the straggler's (straggler_rank), not counted again
        exposed = own * (1.0 - g.overlap)
        _, step_ms = steps_of(p)
        if _keep(exposed, step_ms or (p.per_call_us or 0.0) / 1e3):
            who = f"rank {p.rank}: " if p.rank is not None else ""
            less = f", less the {wait:.2f} ms it waited for a slower rank" if wait >= MIN_MS else ""
            out.append(PerfFinding("exposed_communication", "cost", exposed,
                                   f"{who}{exposed:.2f} ms per step of communication not hidden behind "
                                   f"compute (overlap {100 * g.overlap:.0f}% of {comm:.2f} ms of collectives "
                                   f"per step{less})", None, p.rank, None))  # fmt: skip
    return out
