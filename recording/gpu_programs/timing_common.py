"""What the timing programs share: synchronized per-call (per-step) times in alternating blocks
of compiled and eager, written as the oracle pt2tui's figures are tested against.

Each side is timed alone, with no profiler and no pt2tui hook: after warm-up (2 s), ``blocks`` blocks
of ``per_block`` calls, compiled and eager alternating (so a drift of the machine falls on both
sides alike); every call (step) is synchronized on the GPU before its start and after its end.
The figures: median, p10, p90 and IQR of each side, and eager / compiled.
"""

import json
import statistics
import time


def sync(device) -> None:
    import torch

    if device.type == "cuda":
        torch.cuda.synchronize(device)


def quantiles(xs):
    s = sorted(xs)
    if not s:
        return {}

    def q(p):
        i = p * (len(s) - 1)
        lo = int(i)
        hi = min(lo + 1, len(s) - 1)
        return s[lo] + (s[hi] - s[lo]) * (i - lo)

    return {"n": len(s), "median_ms": round(statistics.median(s), 4), "p10_ms": round(q(0.1), 4),
            "p25_ms": round(q(0.25), 4), "p75_ms": round(q(0.75), 4), "p90_ms": round(q(0.9), 4)}


def alternate(sides, device, warmup=5, blocks=6, per_block=20, warm_s=2.0):
    """sides: {"compiled": fn, "eager": fn}, each fn one call (or step). -> {side: [ms, ...]}
    Warm-up: ``warmup`` calls of each side, alternating, until ``warm_s`` seconds have passed."""
    out = {k: [] for k in sides}
    t0 = time.perf_counter()
    while True:
        for fn in sides.values():
            for _ in range(warmup):
                fn()
            sync(device)
        if time.perf_counter() - t0 >= warm_s:
            break
    for _b in range(blocks):
        for name, fn in sides.items():
            for _ in range(per_block):
                sync(device)
                t0 = time.perf_counter()
                fn()
                sync(device)
                out[name].append((time.perf_counter() - t0) * 1e3)
    return out


def write_oracle(path, what, times, **extra):
    data = {"what": what, **extra}
    for k, v in times.items():
        data[k] = quantiles(v)
    c, e = data.get("compiled", {}).get("median_ms"), data.get("eager", {}).get("median_ms")
    if c and e:
        data["eager_over_compiled"] = round(e / c, 4)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f, indent=1)
    print("oracle", json.dumps(data), flush=True)
    return data
