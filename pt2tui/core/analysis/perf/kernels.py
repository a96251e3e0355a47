"""The kernel table: GPU kernels (by name, HTA's kinds) and CPU kernels (Inductor's C++
kernels ``graph_N_cpp_fused_*`` with enable_kernel_profile, and the ops a compiled graph calls
directly), each placed in the compiled region and FX graph it ran in, then joined to the run's
compile, its output code's kernel and the user's line (kernel provenance)."""

from __future__ import annotations

import bisect
import json
import re
from collections import defaultdict

from ...model import Compile, Run
from ...model.profile import Ev, Kernel
from ...parse.payloads import read_text
from ..provenance import provenance
from .calls import GRAPH, REGION, graph_key, main_thread, region_id
from .gpu import kernel_kind

_CPP = re.compile(r"^graph_\d+_(cpp_\w+)$")
_GPU_CATS = ("kernel", "gpu_memcpy", "gpu_memset")


class _Spans:
    """Which event of a sorted list contains time t (the innermost: latest start)."""

    def __init__(self, evs: list[Ev]) -> None:
        self.evs = sorted(evs, key=lambda e: e.ts)
        self.starts = [e.ts for e in self.evs]

    def at(self, t: float) -> Ev | None:
        i = bisect.bisect_right(self.starts, t) - 1
        for j in range(i, max(-1, i - 16), -1):
            e = self.evs[j]
            if e.ts <= t < e.ts + e.dur:
                return e
        return None


def kernel_table(events: tuple[Ev, ...]) -> list[Kernel]:
    tid = main_thread(events)
    cpu_main = [e for e in events if e.stream == -1 and e.tid == tid] if tid is not None else []
    regions = _Spans([e for e in cpu_main if e.name.startswith(REGION)])
    graphs = _Spans([e for e in cpu_main if e.name.startswith(GRAPH)])
    launch_ts = {e.corr: e.ts for e in events if e.stream == -1 and e.corr >= 0}
    acc: dict[tuple, list] = defaultdict(lambda: [0, 0.0])

    def place(t: float | None) -> tuple[str | None, str | None]:
        if t is None:
            return None, None
        r = regions.at(t)
        g = graphs.at(t)
        return (region_id(r.name) if r else None), (graph_key(g.name) if g else None)

    for e in events:
        if e.stream != -1:
            if e.cat not in _GPU_CATS:
                continue
            key = (e.name, "gpu", *place(launch_ts.get(e.corr)))
        elif e.tid == tid and _CPP.match(e.name):
            key = (e.name, "cpu", *place(e.ts))
        else:
            continue
        a = acc[key]
        a[0] += 1
        a[1] += e.dur
    # ops a compiled graph calls directly (extern kernels: aten::addmm ...), on CPU; on a GPU
    # trace their CPU time is the launch of GPU kernels already counted above
    if any(k[1] == "gpu" for k in acc):
        cpu_main = []
    cpu_main.sort(key=lambda e: (e.ts, -e.dur))
    starts = [e.ts for e in cpu_main]
    for g in graphs.evs:
        end = g.ts + g.dur
        lo = bisect.bisect_left(starts, g.ts)
        hi = bisect.bisect_left(starts, end, lo)
        top_end = g.ts
        for e in cpu_main[lo:hi]:
            if e is g or e.ts < top_end:
                continue
            top_end = e.ts + e.dur
            if e.name.startswith("aten::"):
                r, k = place(e.ts)
                a = acc[(e.name, "cpu", r, k)]
                a[0] += 1
                a[1] += e.dur
    out = [
        Kernel(name, dev, kernel_kind(name) if dev == "gpu" else "compute", n, us, region, graph)
        for (name, dev, region, graph), (n, us) in acc.items()
    ]
    out.sort(key=lambda k: -k.total_us)
    return out


def _compile_of_region(run: Run, rid: str | None) -> Compile | None:
    if not rid or "/" not in rid:
        return None
    f, _, n = rid.partition("/")
    try:
        fi, ni = int(f), int(n)
    except ValueError:
        return None
    best = None
    for c in run.compiles:
        if c.id.frame_id == fi and c.id.frame_compile_id == ni and c.id.compiled_autograd_id is None:
            if best is None or c.id.attempt > best.id.attempt:
                best = c
    return best


def _graph_keys(run: Run) -> dict[str, Compile]:
    out: dict[str, Compile] = {}
    for c in run.compiles:
        for a in c.artifacts:
            if a.name.startswith("fx_graph_cache_"):
                try:
                    key = json.loads(read_text(a.ref)).get("key")
                except (OSError, ValueError, AttributeError):
                    continue
                if isinstance(key, str):
                    out.setdefault(key, c)
    return out


def join_kernels(kernels: list[Kernel], run: Run | None) -> list[Kernel]:
    """Each kernel with its compile ("[0/0]"), user line and FX nodes where the run says."""
    if run is None or not run.compiles:
        return kernels
    by_key = _graph_keys(run)
    provs: dict[str, object] = {}
    out = []
    for k in kernels:
        c = by_key.get(k.graph or "") or _compile_of_region(run, k.region)
        if c is None:
            out.append(k)
            continue
        cid = str(c.id)
        if cid not in provs:
            provs[cid] = provenance(c)
        m = _CPP.match(k.name)
        kp = provs[cid].kernel(m.group(1) if m else k.name)  # type: ignore[attr-defined]
        line = None
        if kp is not None and kp.user_frames:
            f = kp.user_frames[-1]
            line = f"{f.filename}:{f.line}"
        out.append(Kernel(k.name, k.device, k.kind, k.count, k.total_us, k.region, k.graph, cid, line,
                          kp.post_grad_nodes if kp is not None else ()))  # fmt: skip
    return out
