"""Compile time a run spends that it need not: category ``compile_cost`` (never a problem).

* ``cache_bypass``: compiles whose FX graph / AOTAutograd cache was bypassed (torch says why:
  ``Unsupported post grad custom pass`` ...): they are compiled again in every run; their cost
  is their compile time.
* ``ddp_optimizer``: the graphs DDPOptimizer (``torch._dynamo.config.optimize_ddp``, default
  "ddp_optimizer") splits at DDP's bucket boundaries are compiled with ``fakify_first_call``,
  which AOTAutograd's cache refuses ("Won't cache a graph with fakify_first_call enabled"):
  torch's design, not something the program can make cacheable. What it costs is said as the
  cost of DDPOptimizer (its compile time in every run); the rerun that measures the other way
  is ``ddp-no-optimizer`` (optimize_ddp=False), never a saving promised unmeasured.
* ``autotune``: autotuning (max-autotune's benchmarks), its cost torch's own timer
  (``compile_time_autotune_time_us``), when it adds up to a second or more.

A cache miss on a cold cache is what a cache does: not a finding.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...model import Compile, Run
from ..evidence import Evidence

__all__ = ["CATEGORY", "SUMMARY", "autotune_seconds", "bypassed", "ddp_before_after", "ddp_optimizer", "ddp_split", "findings"]

CATEGORY = "compile_cost"
SUMMARY = "compile time that can be saved: caches bypassed, autotuning"
AUTOTUNE_MIN_S = 1.0


_DDP_OPTIMIZER = "fakify_first_call"  # the bypass reason of DDPOptimizer's split graphs


def ddp_split(c: Compile) -> bool:
    """A graph DDPOptimizer split and compiled with fakify_first_call (its caches bypassed)."""
    return any(e.result == "bypass" and _DDP_OPTIMIZER in (e.reason or "") for e in c.cache)


def bypassed(run: Run) -> list[Compile]:
    """Compiles whose caches were bypassed for a reason the program can act on."""
    return [c for c in run.compiles if any(e.result == "bypass" for e in c.cache) and not ddp_split(c)]


def ddp_optimizer(run: Run) -> list[Compile]:
    return [c for c in run.compiles if ddp_split(c)]


def autotune_seconds(c: Compile) -> float:
    v = (c.metrics or {}).get("compile_time_autotune_time_us")
    return v / 1e6 if isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 else 0.0


def ddp_before_after(before: Run, after: Run) -> dict[str, Any]:
    """A ddp-no-optimizer rerun (``after``) against its parent (``before``), measured: the
    compiles DDPOptimizer's split left uncached and their time, the run's compile time, on each
    side; ``text`` says it in one line. Whether a later run then hits the cache is that run's."""
    from ..ledger import compile_seconds

    def side(run: Run) -> dict[str, Any]:
        ddp = ddp_optimizer(run)
        un = [t for c in ddp if (t := compile_seconds(c)) is not None]
        times = [t for c in run.compiles if (t := compile_seconds(c)) is not None]
        return {"uncached_compiles": len(ddp), "uncached_s": round(sum(un), 3), "compile_s": round(sum(times), 3)}

    b, a = side(before), side(after)
    if not b["uncached_compiles"]:
        text = "the parent had no DDPOptimizer graphs left uncached: nothing to compare"
    else:
        gone = "none uncached" if not a["uncached_compiles"] else f"{a['uncached_compiles']} still uncached"
        text = (f"DDPOptimizer off: {gone} (before: {b['uncached_compiles']} compiles, {b['uncached_s']:.1f} s "
                f"never cached); compile time {b['compile_s']:.1f} s -> {a['compile_s']:.1f} s in this cold run "
                "(a later run reads the cache); the backward's all-reduces no longer overlap compute: compare "
                "the steps too")  # fmt: skip
    return {"before": b, "after": a, "text": text}


def findings(run: Run, make_finding: Callable[..., Any]) -> list[Any]:
    out = []
    late = (1 << 30, 1)  # after the program's own lines: nothing here stopped it
    by = bypassed(run)
    if by:
        ev = []
        for c in by[:4]:
            e = next(e for e in c.cache if e.result == "bypass")
            ev.append(Evidence(f"compile {c.id} compilation_metrics",
                               f"{e.cache} cache bypassed: {e.reason or 'no reason given'}"))  # fmt: skip
        out.append(make_finding(CATEGORY, late, False, ev, kind="cache_bypass"))
    ddp = ddp_optimizer(run)
    if ddp:
        e = next(e for e in ddp[0].cache if e.result == "bypass")
        ev = [Evidence(f"compile {ddp[0].id} compilation_metrics",
                       f"{e.cache} cache bypassed: {e.reason} ({len(ddp)} graph{'s' if len(ddp) > 1 else ''} "
                       "DDPOptimizer split at DDP's bucket boundaries)")]  # fmt: skip
        out.append(make_finding(CATEGORY, late, False, ev, kind="ddp_optimizer"))
    tuned = [c for c in run.compiles if autotune_seconds(c) > 0]
    if sum(autotune_seconds(c) for c in tuned) >= AUTOTUNE_MIN_S:
        ev = [Evidence(f"compile {c.id} compilation_metrics", f"autotuning took {autotune_seconds(c):.1f} s")
              for c in sorted(tuned, key=lambda c: -autotune_seconds(c))[:4]]  # fmt: skip
        out.append(make_finding(CATEGORY, late, False, ev, kind="autotune"))
    return out
