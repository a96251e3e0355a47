"""Compile time a run spends that it need not: category ``compile_cost`` (never a problem).

* ``cache_bypass``: compiles whose FX graph / AOTAutograd cache was bypassed (torch says why:
  ``Unsupported post grad custom pass`` ...): they are compiled again in every run; their cost
  is their compile time.
* ``autotune``: autotuning (max-autotune's benchmarks), its cost torch's own timer
  (``compile_time_autotune_time_us``), when it adds up to a second or more.

A cache miss on a cold cache is what a cache does: not a finding.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...model import Compile, Run
from ..evidence import Evidence

__all__ = ["CATEGORY", "SUMMARY", "autotune_seconds", "bypassed", "findings"]

CATEGORY = "compile_cost"
SUMMARY = "compile time that can be saved: caches bypassed, autotuning"
AUTOTUNE_MIN_S = 1.0


def bypassed(run: Run) -> list[Compile]:
    return [c for c in run.compiles if any(e.result == "bypass" for e in c.cache)]


def autotune_seconds(c: Compile) -> float:
    v = (c.metrics or {}).get("compile_time_autotune_time_us")
    return v / 1e6 if isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0 else 0.0


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
    tuned = [c for c in run.compiles if autotune_seconds(c) > 0]
    if sum(autotune_seconds(c) for c in tuned) >= AUTOTUNE_MIN_S:
        ev = [Evidence(f"compile {c.id} compilation_metrics", f"autotuning took {autotune_seconds(c):.1f} s")
              for c in sorted(tuned, key=lambda c: -autotune_seconds(c))[:4]]  # fmt: skip
        out.append(make_finding(CATEGORY, late, False, ev, kind="autotune"))
    return out
