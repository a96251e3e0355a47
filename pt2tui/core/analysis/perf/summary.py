"""``profile`` in `summary --json`: the ProfileReport as plain JSON values (ms, rounded)."""

from __future__ import annotations

from ...model.profile import CallBreakdown, GpuBreakdown, ProfileReport, RankProfile
from .findings import CATEGORY, kernel_unit, per, per_call_ms, steps_of

SCHEMA = "pt2tui.profile/1"


def _ms(us: float | None) -> float | None:
    return None if us is None else round(us / 1e3, 4)


def call_dict(c: CallBreakdown) -> dict:
    return {
        "call": c.index, "total_ms": _ms(c.total_us), "compiled_ms": _ms(c.compiled_us),
        "eager_ms": _ms(c.eager_us), "guards_ms": _ms(c.guards_us), "compile_ms": _ms(c.compile_us),
        "sync_ms": _ms(c.sync_us), "profiler_ms": _ms(c.overhead_us),
        "gpu_busy_ms": _ms(c.gpu_busy_us), "gpu_idle_ms": _ms(c.gpu_idle_us),
        "cudagraph_replays": c.cudagraph_replays, "regions": list(c.regions), "wall_s": c.wall_s,
        "eager_gaps": [{"region": g.region, "ms": _ms(g.us), "ops": [[n, _ms(u)] for n, u in g.ops],
                        "graph_break": g.break_reason, "user_line": g.break_line} for g in c.gaps],
    }  # fmt: skip


def gpu_dict(g: GpuBreakdown | None) -> dict | None:
    if g is None:
        return None
    return {
        "idle_us": round(g.idle_us, 3), "compute_us": round(g.compute_us, 3),
        "non_compute_us": round(g.non_compute_us, 3), "kernel_time_us": round(g.kernel_time_us, 3),
        "idle_pct": round(g.pct(g.idle_us), 2), "compute_pct": round(g.pct(g.compute_us), 2),
        "non_compute_pct": round(g.pct(g.non_compute_us), 2), "comm_us": round(g.comm_us, 3),
        "comm_comp_overlap": None if g.overlap is None else round(g.overlap, 4),
    }  # fmt: skip


def rank_dict(p: RankProfile, kernels: int = 20) -> dict:
    steps, step_ms = steps_of(p)
    return {
        "rank": p.rank, "variant": p.variant, "path": p.path, "ms_per_call": _r(per_call_ms(p)),
        "timing": p.timing.as_dict() if p.timing is not None else None,
        "kernels_per": kernel_unit(p)[1],
        "calls": [call_dict(c) for c in p.calls], "gpu": gpu_dict(p.gpu),
        "kernels": [{"name": k.name, "device": k.device, "kind": k.kind, "count": k.count,
                     "total_ms": _ms(k.total_us), "region": k.region, "compile": k.compile_id,
                     "user_line": k.user_line} for k in p.kernels[:kernels]],
        "collectives": [{"kind": c.kind, "count": c.count, "total_ms": _ms(c.total_us), "bytes": c.bytes,
                         "dtype": c.dtype} for c in p.collectives],
        "comm_wait_ms": _ms(p.comm_wait_us), "steps": steps, "step_ms": _r(step_ms),
        "comm_wait_ms_per_step": _ms(p.comm_wait_us / steps) if steps else None,
        "recompiles_in_window": p.recompiles, "cut": p.cut,
        "problems": list(p.problems),
    }  # fmt: skip


def _r(v: float | None) -> float | None:
    return None if v is None else round(v, 4)


def profile_dict(rep: ProfileReport | None) -> dict | None:
    if rep is None:
        return None
    return {
        "schema": SCHEMA,
        "ranks": [rank_dict(p) for p in rep.ranks],
        "eager_ms_per_call": _r(rep.eager_ms),
        "vs_eager": rep.comparison.as_dict() if rep.comparison is not None else None,
        "straggler": {"rank": rep.straggler, "cause": rep.straggler_cause} if rep.straggler is not None else None,
        "findings": [{"category": CATEGORY, "kind": f.kind, "severity": f.severity,
                      "ms_per_call": round(f.ms_per_call, 4), "per": f.per or per(f.kind), "note": f.line, "where": f.where,
                      "rank": f.rank, "next": f.next_step} for f in rep.findings],
        "problems": list(rep.problems),
    }  # fmt: skip
