"""`pt2tui diff` of two profiled runs: per call (ms) before -> after, split into compiled /
eager gap / guards / compiling / GPU idle, the kernels that changed most, the findings that
came and went. Timings always differ: this part never makes two runs "differ" on its own."""

from __future__ import annotations

from collections import defaultdict

from ...model.profile import ProfileReport, RankProfile
from .findings import per_call_ms

PARTS = ("compiled_us", "eager_us", "guards_us", "compile_us", "gpu_idle_us")


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


def perf_diff(a: ProfileReport, b: ProfileReport, kernels: int = 8) -> dict:
    pa, pb = _main(a), _main(b)
    ms = [per_call_ms(p) for p in pa], [per_call_ms(p) for p in pb]
    avg = [round(sum(x for x in v if x is not None) / len([x for x in v if x is not None]), 4)
           if any(x is not None for x in v) else None for v in ms]  # fmt: skip
    parts = {f.removesuffix("_us") + "_ms": [_per_call(pa, f), _per_call(pb, f)] for f in PARTS}
    ka, kb = _kernels(pa), _kernels(pb)
    changes = sorted(((n, round(ka.get(n, 0.0), 4), round(kb.get(n, 0.0), 4)) for n in set(ka) | set(kb)),
                     key=lambda t: -abs(t[2] - t[1]))[:kernels]  # fmt: skip
    fa = {f.kind for f in a.findings}
    fb = {f.kind for f in b.findings}
    change = None if None in avg else round(avg[1] - avg[0], 4)  # type: ignore[operator]
    return {
        "variant": [pa[0].variant if pa else None, pb[0].variant if pb else None],
        "ms_per_call": avg, "change_ms_per_call": change,
        "speedup": round(avg[0] / avg[1], 3) if None not in avg and avg[1] else None,  # type: ignore[operator]
        "parts": parts,
        "kernels": [{"name": n, "ms_per_call": [x, y]} for n, x, y in changes],
        "findings_gone": sorted(fa - fb), "findings_new": sorted(fb - fa),
        "problems": list(a.problems) + list(b.problems),
    }  # fmt: skip
