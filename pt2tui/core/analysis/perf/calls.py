"""Per call: where a compiled call's time goes, from the CPU events of the thread that ran it.

torch 2.13 marks a compiled call with ``TorchDynamo Cache Lookup`` (the guards) and
``Torch-Compiled Region: F/N`` (the frame's compiled code; a graph break's resume function
runs as a region nested in its parent's), the graphs inside with ``## Call CompiledFxGraph
<key> ##``, a compile in the window with ``_compile.compile_inner (dynamo_timed)`` and CUDA
graph replays with ``cudaGraphLaunch``.

A call is one top-level region (with the lookups and compiles right before it), or a
``ProfilerStep#N`` when the program steps the profiler. When calls.json says K calls were
profiled and the trace has a multiple of K top-level regions, consecutive regions are grouped
K ways (a step that calls several compiled functions).

Everything here reads a ``TraceIndex`` (index.py): rows of the trace's columns, found once;
per call only the rows that start in its window are visited.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import defaultdict
from operator import itemgetter

from ...model.profile import CallBreakdown, CallTime, EagerGap
from ...parse import native
from .index import (
    COMPILE,
    GRAPH,
    GRAPH_LAUNCH,
    K_ATEN,
    K_COMPILE,
    K_GRAPH,
    K_LOOKUP,
    K_REGION,
    K_SYNC,  # fmt: skip
    LOOKUP,
    REGION,
    TraceIndex,
)
from .intervals import Interval, clip, length, merge

__all__ = ["REGION", "LOOKUP", "GRAPH", "COMPILE", "GRAPH_LAUNCH", "region_id", "graph_key", "windows",
           "breakdowns", "top_rows"]  # fmt: skip


def region_id(name: str) -> str | None:
    return name[len(REGION):].strip() if name.startswith(REGION) else None  # fmt: skip


def graph_key(name: str) -> str | None:
    if not name.startswith(GRAPH):
        return None
    rest = name[len(GRAPH):].strip().strip("#").strip()  # fmt: skip
    return rest.split()[0] if rest else None


def top_rows(ts, dur, rows: list[int]) -> list[int]:
    """Rows not inside another of the list (by start, the longer first at a tie)."""
    out: list[int] = []
    end = float("-inf")
    last = float("-inf")
    for i in rows:  # in start order (the usual case): one pass
        t = ts[i]
        if t <= last:  # a tie (or out of order): sort as (start, longer first)
            return _top_sorted(ts, dur, rows)
        last = t
        if t >= end:
            out.append(i)
        e = t + dur[i]
        if e > end:
            end = e
    return out


def _top_sorted(ts, dur, rows: list[int]) -> list[int]:
    out: list[int] = []
    end = float("-inf")
    for i in sorted(rows, key=lambda j: (ts[j], -dur[j])):
        if ts[i] >= end:
            out.append(i)
        e = ts[i] + dur[i]
        if e > end:
            end = e
    return out


class _Rows:
    """Rows (in start order) and their starts, sliced by start time."""

    __slots__ = ("rows", "starts")

    def __init__(self, ix: TraceIndex, rows: list[int]) -> None:
        ts = ix.ts
        self.rows = rows
        self.starts = [ts[i] for i in rows]

    def between(self, lo: float, hi: float) -> list[int]:
        s = self.starts
        if not s or s[-1] < lo or s[0] >= hi:
            return []
        return self.rows[bisect_left(s, lo) : bisect_left(s, hi)]


def windows(ix: TraceIndex, calls: tuple[CallTime, ...] = ()) -> list[Interval]:
    """The calls' windows on the main thread, in order."""
    if ix.main is None:
        return []
    ts, dur = ix.ts, ix.dur
    steps = ix.cpu_steps()
    if len(steps) >= 2:  # the profiler stepped per call: each step, narrowed to the compiled
        # call in it (lookups, compiles, regions); the stepping code's own time is not the call's
        mk = _Rows(ix, ix.main_sorted(K_REGION, K_LOOKUP, K_COMPILE))
        out = []
        for s in steps:
            inside = mk.between(ts[s], ts[s] + dur[s])
            out.append((ts[inside[0]], max(ts[e] + dur[e] for e in inside)) if inside else (ts[s], ts[s] + dur[s]))
        return out
    tops = top_rows(ts, dur, ix.on_main[K_REGION])
    if not tops:
        return []
    lead = ix.main_sorted(K_LOOKUP, K_COMPILE)
    lead_starts = [ts[i] for i in lead]
    nlead = len(lead_starts)
    wins: list[tuple[float, float]] = []
    prev_end = float("-inf")
    j = 0
    for r in tops:
        start = ts[r]
        end = start + dur[r]
        # the lookups and compiles between the previous region and this one: the first of them
        if j < nlead and lead_starts[j] < prev_end:
            j = bisect_left(lead_starts, prev_end, j)
        if j < nlead and lead_starts[j] < start:
            start = min(start, lead_starts[j])
        wins.append((start, end))
        prev_end = end
    k = sum(1 for c in calls if c.phase == "profiled")
    if k and len(wins) > k and len(wins) % k == 0:
        g = len(wins) // k
        wins = [(wins[i][0], wins[i + g - 1][1]) for i in range(0, len(wins), g)]
    return wins


def breakdowns(ix: TraceIndex, calls: tuple[CallTime, ...] = ()) -> list[CallBreakdown]:
    wins = windows(ix, calls)
    if not wins:
        return []
    ts, dur, names, ncol, corr = ix.ts, ix.dur, ix.col.names, ix.col.name, ix.col.corr
    t0 = ts[0] if len(ts) else 0.0
    cats, ccol = ix.col.cats, ix.col.cat
    is_replay = [n.startswith(GRAPH_LAUNCH) for n in names]
    replays = [i for i in ix.launch if is_replay[ncol[i]]]
    los, his = [w[0] for w in wins], [w[1] for w in wins]
    lengths = native.window_lengths or _window_lengths
    compiled = lengths(ts, dur, sorted(ix.on_main[K_GRAPH] + replays) if replays else ix.on_main[K_GRAPH],
                       los, his, False)  # fmt: skip
    guards = lengths(ts, dur, ix.on_main[K_LOOKUP], los, his, False)
    compiling = lengths(ts, dur, ix.on_main[K_COMPILE], los, his, False)
    syncs = [i for i in ix.on_main[K_SYNC] if cats[ccol[i]] == "cuda_runtime"]
    sync = lengths(ts, dur, syncs, los, his, True)
    prof = lengths(ts, dur, ix.overhead, los, his, True)
    regions = _Rows(ix, ix.on_main[K_REGION])
    replay_rows = _Rows(ix, replays)
    launches = _Rows(ix, ix.launch)
    cover = ix.main_sorted(K_GRAPH, K_REGION, K_LOOKUP, K_COMPILE)
    gaps_of = native.region_gaps or _region_gaps
    region_gap = dict(zip(regions.rows, gaps_of(ts, dur, ncol, regions.rows, cover, ix.on_main[K_ATEN]),
                          strict=True))  # fmt: skip
    gpu_by_corr: dict[int, list[int]] = defaultdict(list)
    for i in ix.gpu:
        c = corr[i]
        if c >= 0:
            gpu_by_corr[c].append(i)
    profiled = [c for c in calls if c.phase == "profiled"]
    walls = [c.seconds for c in profiled] if len(profiled) == len(wins) else None
    rid_of = _RegionIds(names)
    out = []
    for n, (lo, hi) in enumerate(wins):
        regs = regions.between(lo, hi)
        busy = busy_idle = None
        if gpu_by_corr:
            kernels = [k for i in launches.between(lo, hi) for k in gpu_by_corr.get(corr[i], ())]
            if kernels:
                m = merge([(ts[i], ts[i] + dur[i]) for i in kernels])
                busy = length(m)
                busy_idle = (m[-1][1] - m[0][0]) - busy
        total = hi - lo
        out.append(CallBreakdown(
            index=n, start_us=lo - t0, total_us=total, compiled_us=compiled[n],
            eager_us=max(0.0, total - compiled[n] - guards[n] - compiling[n] - sync[n] - prof[n]),
            guards_us=guards[n], sync_us=sync[n], overhead_us=prof[n], compile_us=compiling[n],
            regions=tuple(dict.fromkeys(rid for i in regs if (rid := rid_of[ncol[i]]))),
            gaps=tuple(_gaps(ix, regs, region_gap, rid_of)) if regs else (),
            cudagraph_replays=len(replay_rows.between(lo, hi)), region_runs=len(regs),
            gpu_busy_us=busy, gpu_idle_us=busy_idle, wall_s=walls[n] if walls else None,
        ))  # fmt: skip
    return out


def _window_lengths(ts, dur, rows: list[int], los: list[float], his: list[float], clip: bool) -> list:
    """window_lengths of _native/rows.h, in Python: per window, the merged length of the rows
    that start in it (ends cut at the window's end when ``clip``)."""
    starts = [ts[i] for i in rows]
    out: list = []
    for lo, hi in zip(los, his, strict=True):
        sel = rows[bisect_left(starts, lo) : bisect_left(starts, hi)] if starts else []
        if clip:
            out.append(length(merge([(ts[i], min(ts[i] + dur[i], hi)) for i in sel])))
        else:
            out.append(length(merge([(ts[i], ts[i] + dur[i]) for i in sel])))
    return out


def _region_gaps(ts, dur, name, regions: list[int], cover: list[int], atens: list[int]) -> list[tuple]:
    """region_gaps of _native/rows.h, in Python: per region row, (its time outside the cover rows
    that start inside it, the top-level aten rows that start in that time summed by name index:
    [(name, us)] in the order the names come)."""
    cs = [ts[i] for i in cover]
    at_s = [ts[i] for i in atens]
    out = []
    for r in regions:
        lo, hi = ts[r], ts[r] + dur[r]
        sel = cover[bisect_left(cs, lo) : bisect_left(cs, hi)]
        cov = clip(merge([(ts[i], ts[i] + dur[i]) for i in sel if i != r]), lo, hi)
        gap = (hi - lo) - length(cov)
        if gap <= 0:
            out.append((gap, []))
            continue
        cand: list[int] = []
        at = lo  # the uncovered stretches of [lo, hi): the ops that start there
        for s, e in cov:
            if s > at:
                cand.extend(atens[bisect_left(at_s, at) : bisect_left(at_s, s)])
            at = max(at, e)
        if at < hi:
            cand.extend(atens[bisect_left(at_s, at) : bisect_left(at_s, hi)])
        ops: dict[int, float] = {}
        for i in top_rows(ts, dur, cand) if len(cand) > 1 else cand:
            ops[name[i]] = ops.get(name[i], 0.0) + dur[i]
        out.append((gap, list(ops.items())))
    return out


class _RegionIds(dict):
    """name index -> region_id of the name, computed once per name."""

    def __init__(self, names: list[str]) -> None:
        super().__init__()
        self.names = names

    def __missing__(self, n: int) -> str | None:
        v = self[n] = region_id(self.names[n])
        return v


def _gaps(ix: TraceIndex, regions: list[int], region_gap: dict, rid_of: _RegionIds) -> list[EagerGap]:
    """Each region's time outside its graphs, nested lookups, regions and compiles, with the
    ops that ran there (summed over the region's occurrences in the call), most time first."""
    names, ncol = ix.col.names, ix.col.name
    by_rid: dict[str, list[int]] = {}
    for r in regions:
        by_rid.setdefault(rid_of[ncol[r]] or "?", []).append(r)
    out = []
    for rid, rs in by_rid.items():
        if len(rs) == 1:  # the usual: the region ran once in the call
            gap, found = region_gap[rs[0]]
            ops = [(names[n], us) for n, us in found]
            ops.sort(key=_US, reverse=True)  # (stable: equal times keep their order)
            out.append(EagerGap(rid, 0.0 + gap, tuple(ops[:5])))
            continue
        total = 0.0
        d: dict[str, float] = defaultdict(float)
        for r in rs:
            gap, found = region_gap[r]
            total += gap
            for n, us in found:
                d[names[n]] += us
        out.append(EagerGap(rid, total, tuple(sorted(d.items(), key=_US, reverse=True)[:5])))
    return out


_US = itemgetter(1)
