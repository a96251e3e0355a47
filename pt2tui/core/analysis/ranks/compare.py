"""Where ranks diverge: the compiles, caches, collectives, tensor metadata, runtimes and graph
execution order of each rank, side by side; and collectives the output code calls otherwise
than its schedule says.

Like tlparse --all-ranks-html (the oracle: it warns of diverging compile ids, cache patterns,
collective sequences, tensor metadata and execution order), as data the views can walk: each
Divergence names what differs, which ranks are on which side, and the first difference.

A rank restarted by torchrun has a process per attempt: ranks are compared attempt by attempt
(the n-th process of each rank with the n-th of the others).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...model import Compile, Run
from . import artifacts as RA
from . import sequence as SQ
from .sequence import Side as _Side
from .sequence import exec_orders as _exec_orders
from .sequence import execution_orders, final_by_id, issued_by_rank  # noqa: F401
from .sequence import sides_of as _sides

WHATS = ("compile_ids", "cache", "collectives", "tensor_meta", "runtime", "execution_order",
         "graph_breaks", "recompiles", "status", "failures")  # fmt: skip
LABELS = {w: w.replace("_", " ") for w in WHATS}
LABELS.update(compile_ids="compile ids", tensor_meta="tensor metadata", execution_order="execution order")
_SINGULAR = {"cache", "status", "tensor_meta", "runtime", "execution_order"}
RUNTIME_DELTA = 0.10  # a graph whose slowest rank takes this much longer than its fastest ...
RUNTIME_MIN_MS = 1.0  # ... and at least this many ms


@dataclass(frozen=True, slots=True)
class Divergence:
    """Where ranks differ on one aspect, and the groups of ranks that agree."""

    what: str  # one of WHATS
    detail: str  # one line
    groups: tuple[tuple[tuple[int | None, ...], str], ...]  # ((ranks...), their value)
    first_difference: str | None = None
    attempt: int | None = None  # the restart attempt compared, when ranks have several
    targets: tuple[Any, ...] = ()  # Compile.key of the first difference, per side

    @property
    def label(self) -> str:
        return LABELS.get(self.what, self.what)


def divergence_dict(d: Divergence) -> dict[str, Any]:
    out: dict[str, Any] = {
        "what": d.what,
        "detail": d.detail,
        "groups": [{"ranks": list(rs), "value": v} for rs, v in d.groups],
        "first_difference": d.first_difference,
    }
    if d.attempt is not None:
        out["attempt"] = d.attempt
    return out


def _group(values: dict[int, str]) -> tuple[tuple[tuple[int | None, ...], str], ...]:
    by: dict[str, list[int | None]] = {}
    for r, v in values.items():
        by.setdefault(v, []).append(r)
    return tuple((tuple(rs), v) for v, rs in sorted(by.items(), key=lambda x: (x[1][0], x[0])))


def _ranks_text(rs: tuple[int | None, ...] | list) -> str:
    return ("rank " if len(rs) == 1 else "ranks ") + ",".join(str(r) for r in rs)


_CACHE: list[Any] = [None, None]


def divergences(run: Run) -> list[Divergence]:
    """Every divergence between ranks, and every collectives-parity finding (any rank count)."""
    if _CACHE[0] is run:
        return list(_CACHE[1])
    out: list[Divergence] = []
    for attempt, sides in _sides(run):
        out.extend(_compare(sides, attempt))
    out.extend(parity_findings(run))
    order = {w: i for i, w in enumerate(WHATS)}
    out.sort(key=lambda d: (d.attempt or 0, order.get(d.what, 99)))
    _CACHE[0], _CACHE[1] = run, tuple(out)
    return out


def _compare(sides: dict[int, _Side], attempt: int | None) -> list[Divergence]:
    out: list[Divergence] = []
    for what, check in CHECKS:
        d = check(sides)
        if d is not None:
            detail, groups, first, targets = d
            out.append(Divergence(what, detail, groups, first, attempt, targets))
    return out


Result = tuple[str, tuple, str | None, tuple] | None


def _differs(what: str, vals: dict[int, str], first: str | None = None, targets: tuple = ()) -> Result:
    if len(set(vals.values())) <= 1:
        return None
    groups = _group(vals)
    verb = "differs" if what in _SINGULAR else "differ"
    detail = f"{LABELS[what]} {verb}: " + " vs ".join(_ranks_text(rs) for rs, _ in groups)
    return detail, groups, first, targets


def _first_apart(seqs: dict[int, list[Any]]) -> int | None:
    """The first index where the ranks' sequences differ."""
    n = max(len(s) for s in seqs.values())
    for i in range(n):
        if len({repr(s[i]) if i < len(s) else None for s in seqs.values()}) > 1:
            return i
    return None


def _sides_at(seqs: dict[int, list[Any]], i: int, fmt: Callable[[Any], str]) -> str:
    vals = {r: (fmt(s[i]) if i < len(s) else "(nothing)") for r, s in seqs.items()}
    return "; ".join(f"{_ranks_text(rs)}: {v}" for rs, v in _group(vals))


# -- the checks: each returns (detail, groups, first difference, targets) or None ---------------
def _compile_ids(sides: dict[int, _Side]) -> Result:
    ids = {r: {str(c.id) for c in s.compiles} for r, s in sides.items()}
    vals = {r: " ".join(sorted(v)) or "(none)" for r, v in ids.items()}
    every = set.union(*ids.values())
    first = None
    for cid in sorted(every, key=lambda x: [int(t) if t.isdigit() else 0 for t in x.strip("[]!").replace("_", "/").split("/")]):
        have = tuple(r for r in sides if cid in ids[r])
        if len(have) != len(sides):
            first = f"{cid} only on {_ranks_text(have)}"
            break
    return _differs("compile_ids", vals, first)


def _cache(sides: dict[int, _Side]) -> Result:
    seqs = {r: [(str(c.id), e.result) for c in s.compiles for e in c.cache] for r, s in sides.items()}
    vals = {r: " ".join(res for _, res in seq) or "(none)" for r, seq in seqs.items()}
    results = {r: [res for _, res in seq] for r, seq in seqs.items()}
    i = _first_apart(results)
    first = None if i is None else f"cache event {i + 1}: " + _sides_at(seqs, i, lambda x: f"{x[0]} {x[1]}")
    return _differs("cache", vals, first)


def _collectives(sides: dict[int, _Side]) -> Result:
    """The ranks' collective sequences as tlparse compares them: each rank's graphs' schedules,
    waits left out, flattened in execution order (else compile order, each rank's own graphs),
    the ops torch names; the first difference with each rank's collective there (kind, size,
    graph, user line). What the verdict weighs is sequence.parting (divergence.py)."""
    got = SQ.collectives_of(sides, stand_ins=False)
    how, seqs, _ = got
    if not any(seqs.values()):
        return None
    p = SQ.parting_of(got, by_op=True)
    if p is None:
        return None
    vals = {r: " ".join(RA.short_op(x.op) for x in seq) or "(none)" for r, seq in seqs.items()}
    first = p.line().split(": ", 1)[1]
    first = f"collective {p.position}: {first}"
    targets = tuple(x.compile.key for _, x in p.at if x is not None)
    groups = _group(vals)
    detail = f"collective sequences differ ({how}): " + " vs ".join(_ranks_text(rs) for rs, _ in groups)
    return detail, groups, first, targets


def _tensor_meta(sides: dict[int, _Side]) -> Result:
    metas = {r: {str(c.id): m for c in s.compiles if (m := RA.runtime_meta(c))} for r, s in sides.items()}
    if not any(metas.values()):
        return None
    prints = {r: {cid: RA.fingerprint(m) for cid, m in per.items()} for r, per in metas.items()}
    vals = {r: str(abs(hash(tuple(sorted(p.items()))))) for r, p in prints.items()}
    if len(set(vals.values())) <= 1:
        return None
    groups = _group(vals)
    first = None
    targets: tuple = ()
    ref_rank = groups[0][0][0]
    for cid in sorted(set().union(*prints.values())):
        for r in sides:
            if prints[r].get(cid) != prints[ref_rank].get(cid):
                a, b = metas[ref_rank].get(cid), metas[r].get(cid)
                if a is None or b is None:
                    first = f"{cid} has tensor metadata on rank {ref_rank if a else r} only"
                else:
                    first = f"{cid} rank {ref_rank} vs rank {r}: {RA.meta_difference(a, b)}"
                targets = tuple(c.key for x in (ref_rank, r) for c in sides[x].compiles if str(c.id) == cid)
                break
        if first:
            break
    # the groups' values: which graphs' metadata set them apart
    named = {}
    for rs, _ in groups:
        per = prints[rs[0]]
        named[rs] = f"{len(per)} graph(s) with tensor metadata"
    detail = "tensor metadata differs: " + " vs ".join(_ranks_text(rs) for rs, _ in groups)
    return detail, tuple((rs, named[rs]) for rs, _ in groups), first, targets


def _runtime(sides: dict[int, _Side]) -> Result:
    est = {r: {str(c.id): ms for c in s.compiles if (ms := RA.estimated_ms(RA.runtime_meta(c))) is not None}
           for r, s in sides.items()}  # fmt: skip
    if sum(1 for e in est.values() if e) < 2 or len({len(e) for e in est.values()}) > 1:
        return None  # graphs missing on some rank: the compile ids say so
    worst = None
    for cid in sorted(set().union(*est.values())):
        per = {r: e[cid] for r, e in est.items() if cid in e}
        lo, hi = min(per.values()), max(per.values())
        delta = hi - lo
        if delta >= RUNTIME_MIN_MS and delta >= RUNTIME_DELTA * hi and (worst is None or delta > worst[1]):
            fast = min(per, key=per.get)  # type: ignore[arg-type]
            slow = max(per, key=per.get)  # type: ignore[arg-type]
            worst = (cid, delta, fast, lo, slow, hi)
    if worst is None:
        return None
    cid, delta, fast, lo, slow, hi = worst
    vals = {r: f"{cid} {e.get(cid, 0):.3f} ms" for r, e in est.items()}
    first = f"{cid}: {delta:.3f} ms between the fastest (rank {fast}, {lo:.3f} ms) and the slowest (rank {slow}, {hi:.3f} ms)"
    groups = _group(vals)
    return f"estimated runtime differs by {delta:.3f} ms on graph {cid}", groups, first, ()


def _execution_order(sides: dict[int, _Side]) -> Result:
    orders = _exec_orders(sides)
    if orders is None:
        return None
    vals = {r: " ".join(f"[{x}]" for x in o) for r, o in orders.items()}
    i = _first_apart(orders)
    first = None if i is None else f"graph {i + 1} run: " + _sides_at(orders, i, lambda x: f"[{x}]")
    return _differs("execution_order", vals, first)


_COMMON: list[Any] = [None, None]  # the sides last asked and their common part (4 checks ask)


def _common(sides: dict[int, _Side]) -> dict[int, _Side]:
    """The sides with only the compile ids every rank has: what differs in compiles that some
    ranks lack is the compile ids' divergence, said once."""
    if _COMMON[0] is sides:
        return _COMMON[1]
    ids = set.intersection(*({str(c.id) for c in s.compiles} for s in sides.values()))
    out = {r: _Side(r, [c for c in s.compiles if str(c.id) in ids], s.artifacts) for r, s in sides.items()}
    _COMMON[0], _COMMON[1] = sides, out
    return out


def _graph_breaks(sides: dict[int, _Side]) -> Result:
    sides = _common(sides)
    def sig(cs: list[Compile]) -> list[str]:
        return sorted({f"{g.gb_type or g.reason[:60]} @ {g.user_frame.where if g.user_frame else '?'}"
                       for c in cs for g in c.graph_breaks})  # fmt: skip
    sigs = {r: sig(s.compiles) for r, s in sides.items()}
    vals = {r: "; ".join(v) or "(none)" for r, v in sigs.items()}
    every = sorted(set().union(*map(set, sigs.values())))
    first = next((f"{g} only on {_ranks_text(tuple(r for r in sides if g in sigs[r]))}"
                  for g in every if any(g not in sigs[r] for r in sides)), None)  # fmt: skip
    return _differs("graph_breaks", vals, first)


def _recompiles(sides: dict[int, _Side]) -> Result:
    sides = _common(sides)
    seqs = {r: [str(c.id) for c in s.compiles if c.recompile_reasons] for r, s in sides.items()}
    vals = {r: " ".join(v) or "(none)" for r, v in seqs.items()}
    i = _first_apart(seqs)
    first = None
    if i is not None:
        first = "recompile " + str(i + 1) + ": " + _sides_at(seqs, i, str)
    return _differs("recompiles", vals, first)


def _status(sides: dict[int, _Side]) -> Result:
    sides = _common(sides)
    seqs = {r: [f"{c.id}:{c.status}" for c in s.compiles if c.status != "ok"] for r, s in sides.items()}
    vals = {r: " ".join(v) or "all ok" for r, v in seqs.items()}
    every = sorted(set().union(*map(set, seqs.values())))
    first = next((f"{x} only on {_ranks_text(tuple(r for r in sides if x in seqs[r]))}"
                  for x in every if any(x not in seqs[r] for r in sides)), None)  # fmt: skip
    return _differs("status", vals, first)


def _failures(sides: dict[int, _Side]) -> Result:
    sides = _common(sides)
    seqs = {r: sorted({f"{c.id} {c.fail_type}" for c in s.compiles if c.fail_type}) for r, s in sides.items()}
    vals = {r: "; ".join(v) or "(none)" for r, v in seqs.items()}
    every = sorted(set().union(*map(set, seqs.values())))
    first = next((f"{x} only on {_ranks_text(tuple(r for r in sides if x in seqs[r]))}"
                  for x in every if any(x not in seqs[r] for r in sides)), None)  # fmt: skip
    return _differs("failures", vals, first)


CHECKS: list[tuple[str, Callable[[dict[int, _Side]], Result]]] = [
    ("compile_ids", _compile_ids),
    ("cache", _cache),
    ("collectives", _collectives),
    ("tensor_meta", _tensor_meta),
    ("runtime", _runtime),
    ("execution_order", _execution_order),
    ("graph_breaks", _graph_breaks),
    ("recompiles", _recompiles),
    ("status", _status),
    ("failures", _failures),
]


def parity_findings(run: Run) -> list[Divergence]:
    """Graphs whose output code calls other collectives than their schedule, or collectives it
    never waits for (tlparse's collectives_parity.json): on any number of ranks."""
    out = []
    for c in run.compiles:
        p = RA.parity(c)
        if p is None or not (p.offset or p.missing_waits):
            continue
        where = f"{c.id}" + ("" if c.rank is None else f" on rank {c.rank}")
        out.append(Divergence(
            "collectives", f"collectives parity: {where}: {p.describe()}",
            (((c.rank,), p.describe()),), f"{where}: {p.describe()}", None, (c.key,),
        ))  # fmt: skip
    return out
