"""Many ranks: collectives by kind and size, how long each rank waited in them for the
others, the slowest rank (the straggler) and the cause its trace shows."""

from __future__ import annotations

import re
from collections import defaultdict

from ...model.profile import Collective, Ev, RankProfile
from .index import TraceIndex

_NCCL_KIND = re.compile(r"^nccl(?:Dev)?Kernel_([A-Za-z]+)")
_DTYPE_BYTES = {"Float": 4, "float": 4, "Half": 2, "BFloat16": 2, "Double": 8, "Int": 4, "Long": 8,
                "Char": 1, "Byte": 1, "Bool": 1, "Float8_e4m3fn": 1, "Float8_e5m2": 1}  # fmt: skip


def comm_kernels(ix: TraceIndex) -> list[Ev]:
    """The communication kernels (GPU events named nccl*), in start order."""
    comm = [n.startswith("nccl") for n in ix.col.names]
    ncol = ix.col.name
    return [ix.ev(i) for i in ix.gpu if comm[ncol[i]]]


def kind_of(e: Ev) -> str:
    a = e.args or {}
    name = a.get("Collective name")
    if isinstance(name, str) and name:
        return name.lower().replace("_", "")
    m = _NCCL_KIND.match(e.name)
    return m.group(1).lower() if m else e.name


def _bytes(e: Ev) -> int | None:
    a = e.args or {}
    n = a.get("In msg nelems")
    dt = a.get("dtype")
    if isinstance(n, int) and isinstance(dt, str) and dt in _DTYPE_BYTES:
        return n * _DTYPE_BYTES[dt]
    return None


def collectives(comm: list[Ev]) -> list[Collective]:
    """``comm``: a trace's comm_kernels."""
    acc: dict[str, list] = defaultdict(lambda: [0, 0.0, None, None])
    for e in comm:
        a = acc[kind_of(e)]
        a[0] += 1
        a[1] += e.dur
        b = _bytes(e)
        if b is not None:
            a[2] = (a[2] or 0) + b
        dt = (e.args or {}).get("dtype")
        a[3] = dt if isinstance(dt, str) else a[3]
    return sorted((Collective(k, n, us, b, dt) for k, (n, us, b, dt) in acc.items()), key=lambda c: -c.total_us)


def comm_waits(per_rank: dict[int | None, list[Ev]]) -> tuple[dict[int | None, float], str | None]:
    """Per rank (its comm_kernels): the time in collectives beyond the fastest rank's time for
    the same ones (the i-th collective of a kind matched across ranks). A line when the ranks'
    collectives differ."""
    seqs = {r: defaultdict(list) for r in per_rank}
    for r, evs in per_rank.items():
        for e in evs:
            seqs[r][kind_of(e)].append(e.dur)
    waits = {r: 0.0 for r in per_rank}
    problem = None
    kinds = set().union(*(s.keys() for s in seqs.values())) if seqs else set()
    for k in sorted(kinds):  # one order: the same sums every run
        lens = {r: len(s.get(k, ())) for r, s in seqs.items()}
        n = min(lens.values())
        if len(set(lens.values())) > 1:
            problem = (f"the ranks' traces hold different collectives ({k}: "
                       + ", ".join(f"rank {r}: {c}" for r, c in sorted(lens.items(), key=lambda x: str(x[0])))
                       + "): they may cover different steps; matched the first "
                       f"{n}")  # fmt: skip
        for i in range(n):
            durs = {r: s[k][i] for r, s in seqs.items()}
            low = min(durs.values())
            for r, d in durs.items():
                waits[r] += d - low
    return waits, problem


def straggler(ranks: list[RankProfile]) -> tuple[int | None, str | None]:
    """The slowest rank: the one the others waited for (least waiting in collectives), else the
    longest calls; and what its trace shows beside the others'."""
    rs = [r for r in ranks if r.rank is not None]
    if len(rs) < 2:
        return None, None
    if any(r.comm_wait_us for r in rs):
        slow = min(rs, key=lambda r: r.comm_wait_us)
    else:
        slow = max(rs, key=lambda r: r.per_call_us or 0.0)
    others = [r for r in rs if r is not slow]
    return slow.rank, _explained(_cause(slow, others), max(r.comm_wait_us for r in others))


HOST_SIDE = "measure the host side next (the rank's CPU time per step, `cuda-sync`)"


def _explained(cause: tuple[float, str] | None, waited_us: float) -> str:
    """The cause with the share of the wait it explains; under half: the trace does not show
    the cause (what it does show, and what to measure next)."""
    if cause is None:
        return f"nothing in its trace beside the others' explains it; {HOST_SIDE}"
    us, text = cause
    if waited_us <= 0:
        return text
    share = us / waited_us
    if share >= 0.5:
        return f"{text}: {min(share, 1.0):.0%} of the {waited_us / 1e3:.1f} ms waited"
    return f"no cause: {text} explains {share:.0%} of the {waited_us / 1e3:.1f} ms waited; {HOST_SIDE}"


def _sum(r: RankProfile, field: str) -> float:
    return sum(getattr(c, field) for c in r.calls)


def _cause(slow: RankProfile, others: list[RankProfile]) -> tuple[float, str] | None:
    """What the slowest rank's trace shows beside the others', each in the unit it is said in:
    per call for what its calls hold (eager time), over the profiled calls for a recompile and
    the kernels (which run between the calls too)."""

    def best_other(field: str) -> float:
        return max(_sum(o, field) / max(1, len(o.calls)) for o in others)

    n = max(1, len(slow.calls))
    causes: list[tuple[float, str]] = []
    comp = _sum(slow, "compile_us") - max(_sum(o, "compile_us") for o in others)
    if comp > 0 and slow.recompiles:
        k = sum(1 for c in slow.calls if c.compile_us > 0)
        causes.append((comp, f"a recompile in the window ({comp / 1e3:.1f} ms compiling, in {k} of its "
                             f"{len(slow.calls)} profiled calls)"))  # fmt: skip
    eager = _sum(slow, "eager_us") / n - best_other("eager_us")
    if eager > 0:
        causes.append((eager * n, f"more eager time ({eager / 1e3:.2f} ms more per call than the others, "
                                  "outside the compiled graphs)"))  # fmt: skip
    other_k: dict[str, float] = defaultdict(float)
    for o in others:
        for k in o.kernels:
            other_k[k.name] = max(other_k[k.name], k.total_us)
    longer = [(k.total_us - other_k.get(k.name, 0.0), k.name) for k in slow.kernels if k.kind != "communication"]
    if longer:
        d, name = max(longer)
        if d > 0:
            causes.append((d, f"a longer kernel: {name} ({d / 1e3:.1f} ms more over the profiled trace)"))
    if not causes:
        return None
    causes.sort(reverse=True)
    return causes[0]
