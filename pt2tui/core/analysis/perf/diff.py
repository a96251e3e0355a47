"""`pt2tui diff` of two profiled runs: per call (ms) before -> after, split into compiled /
eager gap / guards / compiling / GPU wait / profiler, the GPU idle between a call's kernels,
the kernels that changed most, the findings that came and went. Timings always differ: this
part never makes two runs "differ" on its own.

One statistic per line, the same on both sides, and named: the call (the step, when both are
training) is the median of the timed window (no profiler; the slowest rank's) when both runs
have one, else the median of the profiled calls' wall times (calls.json), else the median of
the trace's call windows; the parts are means over the trace's call windows, and they add up
to the mean window (``window_ms``) they are shown under. A compiled run and an eager one get
the comparison `summary` and the rerun's result give (timing.py), word for word.
"""

from __future__ import annotations

from collections import defaultdict

from ...model.profile import ProfileReport, RankProfile
from .report import is_eager
from .timing import compare

PARTS = ("compiled_us", "eager_us", "guards_us", "compile_us", "sync_us", "overhead_us")
TIMED = "median of the timed window (no profiler), the slowest rank's"
WALL = "median wall time, calls.json"
WINDOW = "median call window in the trace"
MEAN = "mean of the trace's call windows"


def _main(rep: ProfileReport) -> list[RankProfile]:
    """The profiles compared: every rank of the first variant with calls (else the first)."""
    with_calls = [p for p in rep.ranks if p.calls]
    pool = with_calls or list(rep.ranks)
    if not pool:
        return []
    v = pool[0].variant
    return [p for p in pool if p.variant == v]


def _per_call(ps: list[RankProfile], field: str) -> float | None:
    vals = [getattr(c, field) for p in ps for c in p.calls if getattr(c, field) is not None]
    n = sum(len(p.calls) for p in ps)
    return round(sum(vals) / n / 1e3, 4) if vals and n else None


def _kernels(ps: list[RankProfile]) -> dict[str, float]:
    out: dict[str, float] = defaultdict(float)
    n = max(1, sum(len(p.calls) for p in ps))
    for p in ps:
        for k in p.kernels:
            out[k.name] += k.total_us / n / 1e3
    return out


def _avg(vals: list[float | None]) -> float | None:
    xs = [x for x in vals if x is not None]
    return round(sum(xs) / len(xs), 4) if xs else None


def _call_ms(pa: list[RankProfile], pb: list[RankProfile]) -> tuple[list[float | None], str]:
    """Both sides' ms per call by one statistic: the wall times' median when every profile of
    both sides has them, else the trace windows' median."""
    both = pa + pb
    if pa and pb and all(p.timing is not None and p.timing.source == "timed" for p in both):
        step = all(p.timing.per == "step" for p in both)
        return ([round(max((p.timing.figure if step else p.timing.call).median for p in ps), 4) for ps in (pa, pb)],
                TIMED + (", per step" if step else ""))  # fmt: skip
    if both and all(p.wall_per_call_s is not None for p in both):
        return [_avg([p.wall_per_call_s * 1e3 for p in ps]) for ps in (pa, pb)], WALL  # type: ignore[operator]
    return [_avg([None if (u := p.per_call_us) is None else u / 1e3 for p in ps]) for ps in (pa, pb)], WINDOW


def perf_diff(a: ProfileReport, b: ProfileReport, kernels: int = 8) -> dict:
    pa, pb = _main(a), _main(b)
    avg, stat = _call_ms(pa, pb)
    parts = {f.removesuffix("_us") + "_ms": [_per_call(pa, f), _per_call(pb, f)] for f in PARTS}
    ka, kb = _kernels(pa), _kernels(pb)
    changes = sorted(((n, round(ka.get(n, 0.0), 4), round(kb.get(n, 0.0), 4)) for n in set(ka) | set(kb)),
                     key=lambda t: -abs(t[2] - t[1]))[:kernels]  # fmt: skip
    fa = {f.kind for f in a.findings}
    fb = {f.kind for f in b.findings}
    change = None if None in avg else round(avg[1] - avg[0], 4)  # type: ignore[operator]
    ta, tb = [p.timing for p in pa if p.timing], [p.timing for p in pb if p.timing]
    ea, eb = bool(pa) and all(is_eager(p) for p in pa), bool(pb) and all(is_eager(p) for p in pb)
    if ea and not eb:
        cmp = compare(tb, ta)
    elif eb and not ea:
        cmp = compare(ta, tb)
    else:
        cmp = compare(tb, ta, names=("B", "A"))
    return {
        "comparison": cmp.as_dict() if cmp is not None else None,
        "variant": [pa[0].variant if pa else None, pb[0].variant if pb else None],
        "ms_per_call": avg, "ms_per_call_stat": stat, "change_ms_per_call": change,
        "speedup": round(avg[0] / avg[1], 3) if None not in avg and avg[1] else None,  # type: ignore[operator]
        "window_ms": [_per_call(pa, "total_us"), _per_call(pb, "total_us")], "parts_stat": MEAN,
        "parts": parts, "gpu_idle_ms": [_per_call(pa, "gpu_idle_us"), _per_call(pb, "gpu_idle_us")],
        "kernels": [{"name": n, "ms_per_call": [x, y]} for n, x, y in changes],
        "findings_gone": sorted(fa - fb), "findings_new": sorted(fb - fa),
        "problems": list(a.problems) + list(b.problems),
    }  # fmt: skip
