"""The kernel table: GPU kernels (by name, HTA's kinds) and CPU kernels (Inductor's C++
kernels ``graph_N_cpp_fused_*`` with enable_kernel_profile, and the ops a compiled graph calls
directly), each placed in the compiled region and FX graph it ran in, then joined to the run's
compile, its output code's kernel and the user's line (kernel provenance)."""

from __future__ import annotations

import bisect
import json

from ...model import Compile, Run
from ...model.profile import Kernel
from ...parse import native
from ...parse.payloads import read_text
from ..provenance import provenance
from .calls import _top_rows, graph_key, region_id
from .gpu import kernel_kind
from .index import _CPP, K_CPP, K_GRAPH, K_REGION, TraceIndex

_GPU_CATS = ("kernel", "gpu_memcpy", "gpu_memset")


def _innermost(ts, dur, rows: list[int], times: list[float]) -> list[int]:
    """innermost of _native/rows.h, in Python: for each time (NaN: none), the row of ``rows``
    (start order) that contains it and started last, or -1."""
    res = [-1] * len(times)
    order = sorted((t, k) for k, t in enumerate(times) if t == t)
    stack: list[int] = []
    j, n = 0, len(rows)
    for t, k in order:
        while j < n and ts[rows[j]] <= t:
            stack.append(rows[j])
            j += 1
        while stack and ts[stack[-1]] + dur[stack[-1]] <= t:
            stack.pop()
        res[k] = stack[-1] if stack else -1
    return res


def _tops_within(ts, dur, tid, stream, spans: list[int], main: int) -> list[list[int]]:
    """tops_within of _native/rows.h, in Python: per span row, the main thread's CPU rows other
    than it that start inside it and are not inside another of them."""
    out = []
    for g in spans:
        lo = bisect.bisect_left(ts, ts[g])
        hi = bisect.bisect_left(ts, ts[g] + dur[g], lo, len(ts))
        out.append(_top_rows(ts, dur, [j for j in range(lo, hi) if j != g and tid[j] == main and stream[j] == -1]))
    return out


def kernel_table(ix: TraceIndex) -> list[Kernel]:
    ts, dur, names, ncol, corr = ix.ts, ix.dur, ix.col.names, ix.col.name, ix.col.corr
    cats, ccol, stream, tid = ix.col.cats, ix.col.cat, ix.col.stream, ix.col.tid
    launch_ts = {corr[i]: ts[i] for i in ix.launch}
    gpu_cat = [c in _GPU_CATS for c in cats]
    gpu_rows = [i for i in ix.gpu if gpu_cat[ccol[i]]]
    cpp_rows = ix.on_main[K_CPP]
    found: list[tuple[int, str, float | None]] = []  # (row, device, the time that places it)
    for i in sorted(gpu_rows + cpp_rows) if cpp_rows else gpu_rows:
        if stream[i] != -1:
            found.append((i, "gpu", launch_ts.get(corr[i])))
        else:
            found.append((i, "cpu", ts[i]))
    graph_rows = ix.on_main[K_GRAPH]
    # ops a compiled graph calls directly (extern kernels: aten::addmm ...), on CPU; on a GPU
    # trace their CPU time is the launch of GPU kernels already counted above
    if graph_rows and ix.main is not None and not any(d == "gpu" for _, d, _ in found):
        is_aten = [nm.startswith("aten::") for nm in names]
        within = native.tops_within or _tops_within
        for tops in within(ts, dur, tid, stream, graph_rows, ix.main):
            found.extend((i, "cpu", ts[i]) for i in tops if is_aten[ncol[i]])
    nan = float("nan")
    times = [nan if t is None else t for _, _, t in found]
    inner = native.innermost or _innermost
    in_region = inner(ts, dur, ix.on_main[K_REGION], times)
    in_graph = inner(ts, dur, graph_rows, times)
    rid_n = {n: region_id(names[n]) for n in {ncol[r] for r in set(in_region) if r >= 0}}
    gkey_n = {n: graph_key(names[n]) for n in {ncol[g] for g in set(in_graph) if g >= 0}}
    rid = {r: rid_n[ncol[r]] for r in set(in_region) if r >= 0}
    gkey = {g: gkey_n[ncol[g]] for g in set(in_graph) if g >= 0}
    rid[-1] = gkey[-1] = None
    acc: dict[tuple, list] = {}
    for (i, dev, _), r, g in zip(found, in_region, in_graph, strict=True):
        key = (names[ncol[i]], dev, rid[r], gkey[g])
        a = acc.get(key)
        if a is None:
            acc[key] = [1, dur[i]]
        else:
            a[0] += 1
            a[1] += dur[i]
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
