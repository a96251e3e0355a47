"""The ``slow_after_compile`` kinds: what the profiled calls show, each in ms per call.

slower_than_eager (a problem: the compiled calls take longer than the eager run's),
graph_breaks_in_step, launch_bound, cudagraphs_skipped, recompiles_in_steady_state,
guard_overhead, dominant_kernel, straggler_rank and exposed_communication (costs). A kind is
kept when it costs at least ``MIN_SHARE`` of a call (or ``MIN_MS``), most ms first.
"""

from __future__ import annotations

from ...model import Run
from ...model.profile import PerfFinding, ProfileReport, RankProfile

MIN_SHARE = 0.05
MIN_MS = 0.05
CATEGORY = "slow_after_compile"
KINDS = ("slower_than_eager", "graph_breaks_in_step", "launch_bound", "cudagraphs_skipped",
         "recompiles_in_steady_state", "guard_overhead", "dominant_kernel", "straggler_rank",
         "exposed_communication")  # fmt: skip


def per_call_ms(p: RankProfile) -> float | None:
    """A call's time: calls.json's wall time when there, else the trace's call windows."""
    w = p.wall_per_call_s
    if w is not None:
        return w * 1e3
    us = p.per_call_us
    return us / 1e3 if us is not None else None


def _steady(p: RankProfile):
    return [c for c in p.calls if c.compile_us == 0] or list(p.calls)


def findings(rep: ProfileReport, baseline: list[RankProfile], run: Run | None) -> list[PerfFinding]:
    out: list[PerfFinding] = []
    eager_ms = _eager_ms(baseline)
    for p in rep.ranks:
        if not p.calls:
            continue
        out.extend(_of_rank(p, eager_ms, run))
    out.extend(_across_ranks(rep))
    out.sort(key=lambda f: (f.severity != "problem", -f.ms_per_call))
    return out


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
    who = (f"rank {p.rank} " if p.rank is not None else "") + (f"({p.variant}) " if p.variant != "trace" else "")
    who = f"{who.strip()}: " if who else ""
    mine = per_call_ms(p)
    if eager_ms is not None and mine is not None and mine > eager_ms * 1.02:
        out.append(PerfFinding("slower_than_eager", "problem", mine - eager_ms,
                               f"{who}a compiled call takes {mine:.2f} ms, the eager one {eager_ms:.2f} ms",
                               None, p.rank, None))  # the eager profile is here already  # fmt: skip
    gaps = [g for c in calls for g in c.gaps]
    resumed = sum(max(0, len(c.regions) - 1) for c in calls) / n
    if resumed:
        gap_ms = sum(g.us for g in gaps) / n / 1e3 + sum(c.guards_us for c in calls) / n / 1e3 * (resumed / (resumed + 1))
        brk = next((g for g in gaps if g.break_line), None)
        where = brk.break_line if brk else None
        why = f" ({brk.break_reason} at {brk.break_line})" if brk and brk.break_reason else ""
        if _keep(gap_ms, call_ms):
            out.append(PerfFinding("graph_breaks_in_step", "cost", gap_ms,
                                   f"{who}{resumed:g} graph break(s) per call{why}: {gap_ms:.2f} ms per call "
                                   "outside the compiled graphs", where, p.rank, "profile-fullgraph"))  # fmt: skip
    gpu_calls = [c for c in calls if c.gpu_busy_us is not None]
    if gpu_calls:
        idle = sum(c.gpu_idle_us or 0.0 for c in gpu_calls) / len(gpu_calls) / 1e3
        busy = sum(c.gpu_busy_us or 0.0 for c in gpu_calls) / len(gpu_calls) / 1e3
        replays = sum(c.cudagraph_replays for c in calls)
        if idle > busy and _keep(idle, call_ms):
            if replays == 0 and (p.variant in ("cudagraphs", "reduce-overhead") or _skipped_line(run)):
                out.append(PerfFinding("cudagraphs_skipped", "cost", idle,
                                       f"{who}CUDA graphs were asked for and not replayed"
                                       f"{': ' + _skipped_line(run) if _skipped_line(run) else ''}; "
                                       f"the GPU idles {idle:.2f} ms per call", None, p.rank, None))  # fmt: skip
            else:
                out.append(PerfFinding("launch_bound", "cost", idle,
                                       f"{who}the GPU idles {idle:.2f} ms per call between kernels "
                                       f"(busy {busy:.2f} ms): launch bound", None, p.rank,
                                       None if replays else "profile-reduce-overhead"))  # fmt: skip
    rec = [c for c in p.calls if c.compile_us > 0]
    if rec and len(rec) < len(p.calls):
        ms = sum(c.compile_us for c in rec) / len(p.calls) / 1e3
        regions = sorted({r for c in rec for r in c.regions})
        out.append(PerfFinding("recompiles_in_steady_state", "cost", ms,
                               f"{who}{len(rec)} of {len(p.calls)} profiled calls compiled "
                               f"({', '.join(regions)}): {ms:.2f} ms per call on average",
                               f"[{regions[0]}]" if regions else None, p.rank, "verbose-recompiles"))  # fmt: skip
    guards = sum(c.guards_us for c in calls) / n / 1e3
    if _keep(guards, call_ms) and guards >= 0.1 * call_ms:
        out.append(PerfFinding("guard_overhead", "cost", guards,
                               f"{who}guards (TorchDynamo Cache Lookup) take {guards:.2f} ms of a "
                               f"{call_ms:.2f} ms call", None, p.rank, None))  # fmt: skip
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
        ms = top.total_us / max(1, len(p.calls)) / 1e3
        where = top.user_line or top.compile_id
        return [PerfFinding("dominant_kernel", "cost", ms,
                            f"{who}{top.name} takes {100 * top.total_us / total:.0f}% of kernel time "
                            f"({ms:.2f} ms per call){' in ' + top.compile_id if top.compile_id else ''}",
                            where, p.rank, "profile-max-autotune")]  # fmt: skip
    return []


def _skipped_line(run: Run | None) -> str | None:
    if run is None:
        return None
    for m in run.logs:
        text = m.text or ""
        if "skipping cudagraphs" in text:
            return text.strip().splitlines()[0][:200]
    return None


def _across_ranks(rep: ProfileReport) -> list[PerfFinding]:
    out = []
    ranked = [p for p in rep.ranks if p.rank is not None and p.calls]
    if rep.straggler is not None and len(ranked) >= 2:
        slow = next((p for p in ranked if p.rank == rep.straggler), None)
        fast = [p for p in ranked if p.rank != rep.straggler]
        if slow is not None and fast:
            waited = max(p.comm_wait_us for p in fast) / max(1, len(slow.calls)) / 1e3
            if waited >= MIN_MS:
                out.append(PerfFinding("straggler_rank", "cost", waited,
                                       f"rank {slow.rank} is the slowest: the others waited up to "
                                       f"{waited:.2f} ms per call in collectives for it; its trace shows "
                                       f"{rep.straggler_cause}", None, slow.rank, None))  # fmt: skip
    for p in rep.ranks:
        g = p.gpu
        if g is None or not g.comm_us or g.overlap is None or not p.calls:
            continue
        exposed = g.comm_us * (1.0 - g.overlap) / len(p.calls) / 1e3
        call_ms = (p.per_call_us or 0.0) / 1e3
        if _keep(exposed, call_ms):
            who = f"rank {p.rank}: " if p.rank is not None else ""
            out.append(PerfFinding("exposed_communication", "cost", exposed,
                                   f"{who}{exposed:.2f} ms per call of communication not hidden behind "
                                   f"compute (overlap {100 * g.overlap:.0f}%)", None, p.rank, None))  # fmt: skip
    return out
