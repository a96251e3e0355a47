"""Where ranks diverge: compile ids, graph breaks, recompiles, cache behaviour, failures.

Like tlparse --all-ranks-html, as data the views can walk: each Divergence names what differs
and which ranks are on which side.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Run


@dataclass(frozen=True, slots=True)
class Divergence:
    what: str  # "compile ids" | "graph breaks" | "recompiles" | "cache" | "failures" | "status"
    detail: str  # one line
    groups: tuple[tuple[tuple[int | None, ...], str], ...]  # ((ranks...), their value)


def _group(values: dict[int | None, str]) -> tuple[tuple[tuple[int | None, ...], str], ...]:
    by: dict[str, list[int | None]] = {}
    for r, v in values.items():
        by.setdefault(v, []).append(r)
    return tuple((tuple(rs), v) for v, rs in sorted(by.items(), key=lambda x: x[1]))


def divergences(run: Run) -> list[Divergence]:
    ranks = [r for r in run.ranks if r is not None]
    if len(ranks) < 2:
        return []
    out: list[Divergence] = []

    def per_rank(fn) -> dict[int | None, str]:
        return {r: fn([c for c in run.compiles if c.rank == r]) for r in ranks}

    checks = [
        ("compile ids", lambda cs: " ".join(str(c.id) for c in cs) or "(none)"),
        ("status", lambda cs: " ".join(f"{c.id}:{c.status}" for c in cs if c.status != "ok") or "all ok"),
        ("graph breaks", lambda cs: "; ".join(sorted({f"{g.gb_type or g.reason[:60]} @ {g.user_frame.where if g.user_frame else '?'}" for c in cs for g in c.graph_breaks})) or "(none)"),
        ("recompiles", lambda cs: " ".join(str(c.id) for c in cs if c.recompile_reasons) or "(none)"),
        ("cache", lambda cs: " ".join(f"{c.id}:{e.cache}={e.result}" for c in cs for e in c.cache) or "(none)"),
    ]  # fmt: skip
    for what, fn in checks:
        vals = per_rank(fn)
        if len(set(vals.values())) > 1:
            groups = _group(vals)
            detail = " vs ".join(f"ranks {','.join(map(str, rs))}" for rs, _ in groups)
            out.append(Divergence(what, f"{what} differ: {detail}", groups))
    fails = {r: " ".join(sorted({f.type for f in run.failures if f.rank == r})) or "(none)" for r in ranks}
    if len(set(fails.values())) > 1:
        out.append(Divergence("failures", "failures differ between ranks", _group(fails)))
    return out
