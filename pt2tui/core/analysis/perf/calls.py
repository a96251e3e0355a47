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
"""

from __future__ import annotations

import bisect
import re
from collections import defaultdict

from ...model.profile import CallBreakdown, CallTime, EagerGap, Ev
from .intervals import Interval, clip, length, merge

REGION = "Torch-Compiled Region: "
LOOKUP = "TorchDynamo Cache Lookup"
GRAPH = "## Call CompiledFxGraph"
COMPILE = "_compile.compile_inner (dynamo_timed)"
GRAPH_LAUNCH = "cudaGraphLaunch"
_COVER = (GRAPH, REGION, LOOKUP, COMPILE)
_SYNC = re.compile(r"^cuda(?:Device|Stream|Event)Synchronize$")


def region_id(name: str) -> str | None:
    return name[len(REGION):].strip() if name.startswith(REGION) else None  # fmt: skip


def graph_key(name: str) -> str | None:
    if not name.startswith(GRAPH):
        return None
    rest = name[len(GRAPH):].strip().strip("#").strip()  # fmt: skip
    return rest.split()[0] if rest else None


def main_thread(events: tuple[Ev, ...]) -> object | None:
    """The thread of the first compiled call (else of the first ProfilerStep: an eager run)."""
    for e in events:
        if e.stream == -1 and (e.name.startswith(REGION) or e.name == LOOKUP):
            return e.tid
    for e in events:
        if e.stream == -1 and e.name.startswith("ProfilerStep#") and not e.cat.startswith("gpu"):
            return e.tid
    return None


def _top_level(evs: list[Ev]) -> list[Ev]:
    """Events not inside another of the list (sorted by start)."""
    out: list[Ev] = []
    end = float("-inf")
    for e in sorted(evs, key=lambda x: (x.ts, -x.dur)):
        if e.ts >= end:
            out.append(e)
        end = max(end, e.ts + e.dur)
    return out


def windows(events: tuple[Ev, ...], calls: tuple[CallTime, ...] = ()) -> list[Interval]:
    """The calls' windows on the main thread, in order."""
    tid = main_thread(events)
    cpu = [e for e in events if e.stream == -1 and e.tid == tid] if tid is not None else []
    steps = [e for e in events if e.stream == -1 and e.name.startswith("ProfilerStep#") and not e.cat.startswith("gpu")]
    if len(steps) >= 2 and cpu:  # the profiler stepped per call: each step, narrowed to the
        # compiled call in it (lookups, compiles, regions); the stepping code's own time is not the call's
        marks = sorted((e for e in cpu if e.name.startswith(REGION) or e.name in (LOOKUP, COMPILE)), key=lambda x: x.ts)
        out = []
        mk = _Slicer(marks)
        for s in sorted(steps, key=lambda x: x.ts):
            inside = mk.between(s.ts, s.ts + s.dur)
            out.append((inside[0].ts, max(e.ts + e.dur for e in inside)) if inside else (s.ts, s.ts + s.dur))
        return out
    tops = _top_level([e for e in cpu if e.name.startswith(REGION)])
    if not tops:
        return []
    lead = sorted((e for e in cpu if e.name in (LOOKUP, COMPILE)), key=lambda x: x.ts)
    wins: list[list[float]] = []
    prev_end = float("-inf")
    lead_starts = [e.ts for e in lead]
    for r in tops:
        start = r.ts
        j = bisect.bisect_left(lead_starts, prev_end)  # lookups and compiles between the previous
        if j < len(lead) and lead[j].ts < r.ts:  # region and this one: the first of them
            start = min(start, lead[j].ts)
        wins.append([start, r.ts + r.dur])
        prev_end = r.ts + r.dur
    k = sum(1 for c in calls if c.phase == "profiled")
    if k and len(wins) > k and len(wins) % k == 0:
        g = len(wins) // k
        wins = [[wins[i][0], wins[i + g - 1][1]] for i in range(0, len(wins), g)]
    return [(s, e) for s, e in wins]


def breakdowns(events: tuple[Ev, ...], calls: tuple[CallTime, ...] = ()) -> list[CallBreakdown]:
    wins = windows(events, calls)
    if not wins:
        return []
    tid = main_thread(events)
    t0 = events[0].ts if events else 0.0
    cpu = [e for e in events if e.stream == -1 and e.tid == tid]
    launches = [e for e in events if e.stream == -1 and e.corr >= 0]
    gpu_by_corr: dict[int, list[Ev]] = defaultdict(list)
    for e in events:
        if e.stream != -1 and e.corr >= 0:
            gpu_by_corr[e.corr].append(e)
    profiled = [c for c in calls if c.phase == "profiled"]
    out = []
    overhead = [e for e in events if e.cat == "overhead"]
    cut = _Slicer(cpu), _Slicer(overhead), _Slicer(launches)
    for i, (lo, hi) in enumerate(wins):
        inside = cut[0].between(lo, hi) + cut[1].between(lo, hi)
        out.append(_one(i, lo, hi, t0, inside, cut[2].between(lo, hi), gpu_by_corr,
                        profiled[i].seconds if len(profiled) == len(wins) else None))  # fmt: skip
    return out


class _Slicer:
    """The events of a list (sorted by start) that start in [lo, hi), by bisection."""

    def __init__(self, evs: list[Ev]) -> None:
        self.evs = sorted(evs, key=lambda e: e.ts)
        self.starts = [e.ts for e in self.evs]

    def between(self, lo: float, hi: float) -> list[Ev]:
        return self.evs[bisect.bisect_left(self.starts, lo) : bisect.bisect_left(self.starts, hi)]


def _one(i, lo, hi, t0, inside: list[Ev], launches: list[Ev], gpu_by_corr, wall) -> CallBreakdown:
    total = hi - lo
    guards_iv = merge((e.ts, e.ts + e.dur) for e in inside if e.name == LOOKUP)
    compile_iv = merge((e.ts, e.ts + e.dur) for e in inside if e.name == COMPILE)
    replays = [e for e in launches if e.name.startswith(GRAPH_LAUNCH)]
    graph_iv = merge([(e.ts, e.ts + e.dur) for e in inside if e.name.startswith(GRAPH)]
                     + [(e.ts, e.ts + e.dur) for e in replays])  # fmt: skip
    compiled = length(graph_iv)
    guards = length(guards_iv)
    compiling = length(compile_iv)
    sync = length(merge((e.ts, min(e.ts + e.dur, hi)) for e in inside if _SYNC.search(e.name) and e.cat == "cuda_runtime"))
    prof = length(merge((e.ts, min(e.ts + e.dur, hi)) for e in inside if e.cat == "overhead"))
    regions = [e for e in inside if e.name.startswith(REGION)]
    busy = busy_idle = None
    kernels = [k for ev in launches for k in gpu_by_corr.get(ev.corr, ())]
    if kernels:
        m = merge((k.ts, k.ts + k.dur) for k in kernels)
        busy = length(m)
        busy_idle = (m[-1][1] - m[0][0]) - busy
    return CallBreakdown(
        index=i, start_us=lo - t0, total_us=total, compiled_us=compiled,
        eager_us=max(0.0, total - compiled - guards - compiling - sync - prof), guards_us=guards,
        sync_us=sync, overhead_us=prof,
        compile_us=compiling,
        regions=tuple(dict.fromkeys(rid for e in regions if (rid := region_id(e.name)))),
        gaps=tuple(_gaps(regions, inside)), cudagraph_replays=len(replays),
        gpu_busy_us=busy, gpu_idle_us=busy_idle, wall_s=wall,
    )  # fmt: skip


def _gaps(regions: list[Ev], inside: list[Ev]) -> list[EagerGap]:
    """Each region's time outside its graphs, nested lookups, regions and compiles, with the
    ops that ran there (summed over the region's occurrences in the call)."""
    covering = [e for e in inside if e.name.startswith(_COVER)]
    atens = [e for e in inside if e.name.startswith("aten::")]
    acc: dict[str, list] = {}
    for r in regions:
        rid = region_id(r.name) or "?"
        lo, hi = r.ts, r.ts + r.dur
        cov = clip(merge((e.ts, e.ts + e.dur) for e in covering if e is not r and lo <= e.ts < hi), lo, hi)
        gap = (hi - lo) - length(cov)
        a = acc.setdefault(rid, [0.0, defaultdict(float)])
        a[0] += gap
        if gap <= 0:
            continue
        starts = [c[0] for c in cov]
        cand = []
        for e in atens:
            if lo <= e.ts < hi:
                j = bisect.bisect_right(starts, e.ts) - 1
                if j < 0 or e.ts >= cov[j][1]:  # not inside a graph, lookup or nested region
                    cand.append(e)
        for e in _top_level(cand):
            a[1][e.name] += e.dur
    return [
        EagerGap(rid, us, tuple(sorted(ops.items(), key=lambda kv: -kv[1])[:5]))
        for rid, (us, ops) in acc.items()
    ]
