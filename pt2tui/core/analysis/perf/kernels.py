"""The kernel table: GPU kernels (by name, HTA's kinds) and CPU kernels (Inductor's C++
kernels ``graph_N_cpp_fused_*`` with enable_kernel_profile, and the ops a compiled graph calls
directly), each placed in the compiled region and FX graph it ran in, then joined to the run's
compile, its output code's kernel and the user's line (kernel provenance)."""

from __future__ import annotations

import bisect

from ...model import Compile, Run
from ...model.profile import Kernel
from ...parse import native
from ...parse.jsonload import loads
from ...parse.payloads import read_text
from ..provenance import provenance
from .calls import graph_key, region_id, top_rows
from .gpu import kernel_kind
from .index import CPP_KERNEL, K_GRAPH, K_REGION, KCPP_KERNEL, TraceIndex

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
        out.append(top_rows(ts, dur, [j for j in range(lo, hi) if j != g and tid[j] == main and stream[j] == -1]))
    return out


def _kernel_groups(name, stream, dur, rows: list[int], regions: list[int], graphs: list[int]) -> list:
    """kernel_groups of _native/rows.h, in Python: the rows grouped by (name index, on a GPU,
    the name index of the region / graph row beside each, -1: none), first-come order:
    [((name, gpu, region name, graph name), [count, us])]."""
    acc: dict[tuple, list] = {}
    for i, r, g in zip(rows, regions, graphs, strict=True):
        key = (name[i], stream[i] != -1, name[r] if r >= 0 else -1, name[g] if g >= 0 else -1)
        a = acc.get(key)
        if a is None:
            acc[key] = [1, 0.0 + dur[i]]
        else:
            a[0] += 1
            a[1] += dur[i]
    return list(acc.items())


def kernel_table(ix: TraceIndex) -> list[Kernel]:
    ts, dur, names, ncol, corr = ix.ts, ix.dur, ix.col.names, ix.col.name, ix.col.corr
    cats, ccol, stream, tid = ix.col.cats, ix.col.cat, ix.col.stream, ix.col.tid
    launch_ts = {corr[i]: ts[i] for i in ix.launch}
    gpu_cat = [c in _GPU_CATS for c in cats]
    gpu_rows = [i for i in ix.gpu if gpu_cat[ccol[i]]]
    cpp_rows = ix.on_main[KCPP_KERNEL]
    rows = sorted(gpu_rows + cpp_rows) if cpp_rows else gpu_rows
    nan = float("nan")  # (a GPU kernel with no launch in the trace: placed nowhere)
    times = [launch_ts.get(corr[i], nan) if stream[i] != -1 else ts[i] for i in rows]
    graph_rows = ix.on_main[K_GRAPH]
    # ops a compiled graph calls directly (extern kernels: aten::addmm ...), on CPU; on a GPU
    # trace their CPU time is the launch of GPU kernels already counted above
    if graph_rows and ix.main is not None and not gpu_rows:
        is_aten = [nm.startswith("aten::") for nm in names]
        within = native.tops_within or _tops_within
        ops = [i for tops in within(ts, dur, tid, stream, graph_rows, ix.main) for i in tops if is_aten[ncol[i]]]
        rows = rows + ops
        times.extend(ts[i] for i in ops)
    inner = native.innermost or _innermost
    in_region = inner(ts, dur, ix.on_main[K_REGION], times)
    in_graph = inner(ts, dur, graph_rows, times)
    groups = (native.kernel_groups or _kernel_groups)(ncol, stream, dur, rows, in_region, in_graph)
    rid = {n: region_id(names[n]) for n in {k[2] for k, _ in groups if k[2] >= 0}}
    gkey = {n: graph_key(names[n]) for n in {k[3] for k, _ in groups if k[3] >= 0}}
    rid[-1] = gkey[-1] = None
    acc: dict[tuple, list] = {}
    for (n, gpu, rn, gn), (cnt, us) in groups:
        key = (names[n], "gpu" if gpu else "cpu", rid[rn], gkey[gn])
        a = acc.get(key)
        if a is None:
            acc[key] = [cnt, us]
        else:  # two names of one region id (or graph key)
            a[0] += cnt
            a[1] += us
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
                    key = loads(read_text(a.ref)).get("key")  # too deep: TooDeep, a ValueError
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
        m = CPP_KERNEL.match(k.name)
        kp = provs[cid].kernel(m.group(1) if m else k.name)  # type: ignore[attr-defined]
        line = None
        if kp is not None and kp.user_frames:
            f = kp.user_frames[-1]
            line = f"{f.filename}:{f.line}"
        out.append(Kernel(k.name, k.device, k.kind, k.count, k.total_us, k.region, k.graph, cid, line,
                          kp.post_grad_nodes if kp is not None else ()))  # fmt: skip
    return out
