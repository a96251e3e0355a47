"""Budgets for CI (`pt2tui check`): what a run is allowed, and what broke.

A run's ``Facts`` (its recompiles, graph breaks, compile time, failures, verdict) come from the
run itself or from a `summary --json` document (a baseline kept from an earlier run). Each
budget broken is one line; with a baseline, the graph breaks and recompiles it did not have
and compile time up by more than a threshold are broken budgets too. With no budget and no
baseline, the verdict is the budget: a problem verdict breaks it, unless ``--allow``ed.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..model import Run
from ..model.recompile_set import summary_recompiles
from .ledger import ledger, reason_head
from .triage.categories import PROBLEM
from .triage.weigh import seconds

__all__ = ["Budgets", "Facts", "broken", "facts_of_run", "facts_of_summary"]

_NOT_FAILED = ("none", "healthy", "interrupted")  # verdicts of a run where nothing failed


@dataclass(frozen=True, slots=True)
class Budgets:
    max_recompiles: int | None = None
    max_graph_breaks: int | None = None
    max_compile_s: float | None = None
    no_failures: bool = False
    compile_threshold_pct: float = 20.0  # with a baseline: compile time up by more than this
    allow: frozenset[str] = frozenset()  # problem verdicts accepted (--allow CATEGORY)

    @property
    def none_given(self) -> bool:
        """No budget at all: then the verdict is the budget (a problem verdict breaks it)."""
        return (self.max_recompiles is None and self.max_graph_breaks is None
                and self.max_compile_s is None and not self.no_failures)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Facts:
    recompiles: int
    graph_breaks: int
    compile_s: float | None  # None: the run records no compile time
    failures: int
    verdict: str
    severity: str | None = None  # the verdict's: "problem" / "cost" / "expected"
    break_keys: frozenset[str] = field(default_factory=frozenset)  # "gb_type @ file:line"
    recompile_keys: frozenset[str] = field(default_factory=frozenset)  # "frame: reason"


def _file_line(where: str | None) -> str:
    return where.replace("\\", "/").rsplit("/", 1)[-1] if where else "?"


def _break_key(gb_type: str | None, reason: str | None, where: str | None) -> str:
    what = gb_type or (reason or "").strip().split("\n", 1)[0][:80]
    return f"{what} @ {_file_line(where)}"


def _recompile_key(co_name: str | None, reason: str) -> str:
    return f"{co_name or '?'}: {reason_head(reason)}"


def facts_of_run(run: Run, verdict: dict[str, Any] | None = None) -> Facts:
    """``verdict``: the run's verdict when the caller weighed more in (a profile's findings,
    as `summary` does); else verdict_dict(run)."""
    from .verdict import verdict_dict

    led = ledger(run)
    recs = run.recompiles  # one per recompile, whatever its attempts
    v = verdict if verdict is not None else verdict_dict(run)
    return Facts(
        recompiles=len(recs),
        graph_breaks=sum(g.count for g in run.graph_breaks),
        compile_s=led.total_s if led.timed else None,
        failures=len(run.failures),
        verdict=str(v["category"]),
        severity=v.get("severity"),
        break_keys=frozenset(
            _break_key(g.gb_type, g.reason, g.user_frame.where if g.user_frame else None)
            for g in run.graph_breaks
        ),
        recompile_keys=frozenset(
            _recompile_key(c.co_name, c.recompile_reasons[0] if c.recompile_reasons else "recompiled")
            for c in recs
        ),
    )


def facts_of_summary(doc: dict[str, Any]) -> Facts:
    """Facts of a `summary --json` document; ValueError when it is not one."""
    if not isinstance(doc, dict) or not str(doc.get("schema", "")).startswith("pt2tui.summary/"):
        raise ValueError("not a `pt2tui summary --json` document (no pt2tui.summary schema)")
    compiles = [c for c in doc.get("compiles") or [] if isinstance(c, dict)]
    recs = summary_recompiles(compiles)  # the rule Run.recompiles follows
    led = doc.get("ledger") if isinstance(doc.get("ledger"), dict) else None
    if led is not None and led.get("timed"):
        compile_s = float(led.get("total_s") or 0.0)
    else:
        times = [c["duration_s"] for c in compiles if isinstance(c.get("duration_s"), (int, float))]
        compile_s = float(sum(times)) if times else None
    gbs = [g for g in doc.get("graph_breaks") or [] if isinstance(g, dict)]
    counts = doc.get("counts") if isinstance(doc.get("counts"), dict) else {}
    verdict = doc.get("verdict") if isinstance(doc.get("verdict"), dict) else {}
    return Facts(
        recompiles=len(recs),
        graph_breaks=int(counts.get("graph_breaks") or sum(int(g.get("count") or 1) for g in gbs)),
        compile_s=compile_s,
        failures=int(counts.get("failures") or 0),
        verdict=str(verdict.get("category") or "healthy"),
        severity=verdict.get("severity") if isinstance(verdict.get("severity"), str) else None,
        break_keys=frozenset(_break_key(g.get("gb_type"), g.get("reason"), g.get("user_frame")) for g in gbs),
        recompile_keys=frozenset(
            _recompile_key(c.get("co_name"), str(c["recompile_reasons"][0] if c["recompile_reasons"] else "recompiled"))
            for c in recs
        ),
    )


def broken(f: Facts, b: Budgets, base: Facts | None = None) -> list[str]:
    """One line per budget broken (none: all hold)."""
    out: list[str] = []
    if b.max_recompiles is not None and f.recompiles > b.max_recompiles:
        out.append(f"recompiles: {f.recompiles} > {b.max_recompiles} (--max-recompiles)")
    if b.max_graph_breaks is not None and f.graph_breaks > b.max_graph_breaks:
        out.append(f"graph breaks: {f.graph_breaks} > {b.max_graph_breaks} (--max-graph-breaks)")
    if b.max_compile_s is not None:
        if f.compile_s is None:
            out.append("compile time: not recorded in this run (--max-compile-s)")
        elif f.compile_s > b.max_compile_s:
            out.append(f"compile time: {seconds(f.compile_s)} > {seconds(b.max_compile_s)} (--max-compile-s)")
    if b.none_given and base is None and f.severity == PROBLEM and f.verdict not in _NOT_FAILED:
        if f.verdict in b.allow:
            pass
        else:
            out.append(f"verdict: {f.verdict} (a problem; --allow {f.verdict} accepts it)")
    if b.no_failures and (f.failures or f.verdict not in _NOT_FAILED) and f.verdict not in b.allow:
        what = f"{f.failures} failure{'s' if f.failures != 1 else ''}" if f.failures else "no failure"
        out.append(f"failures: {what}, verdict {f.verdict} (--no-failures)")
    if base is None:
        return out
    for k in sorted(f.break_keys - base.break_keys):
        out.append(f"new graph break: {k} (not in the baseline)")
    for k in sorted(f.recompile_keys - base.recompile_keys):
        out.append(f"new recompile: {k} (not in the baseline)")
    if f.compile_s is not None and base.compile_s:
        up = (f.compile_s - base.compile_s) / base.compile_s * 100
        if up > b.compile_threshold_pct:
            out.append(f"compile time: {seconds(f.compile_s)}, up {up:.0f}% from the baseline's "
                       f"{seconds(base.compile_s)} (more than {b.compile_threshold_pct:g}%)")  # fmt: skip
    return out
