"""``pt2tui verify``: the original run next to its rerun after a fix, and the unit test before and
after. Failure gone or not, graph breaks, recompiles, kernels and timings before/after."""

from __future__ import annotations

from typing import Any

from ..model import Run
from ..parse.payloads import read_text
from .compare import compare
from .diff.outcode import kernels
from .triage import classify

__all__ = ["kernel_names", "verify_compare", "verify_lines"]


def kernel_names(run: Run) -> set[str]:
    """Kernels defined in the run's output code (Inductor's counters kept: cpp_fused_relu_0)."""
    names: set[str] = set()
    for c in run.compiles:
        for a in c.artifacts:
            if a.category != "output_code" or a.kind == "debug_dir":
                continue
            try:
                names.update(kernels(read_text(a.ref)))
            except (OSError, ValueError):
                continue
    return names


def _timing(run: Run) -> dict[str, float | None]:
    info = run.info if isinstance(run.info, dict) else {}
    compile_s = sum(c.duration_s or 0.0 for c in run.compiles)
    return {"wall_s": info.get("seconds"), "compile_s": round(compile_s, 3)}


def _limit_hit(run: Run) -> bool:
    return any(
        "recompile limit" in (f.reason or "").lower() or "cache_size_limit" in (f.reason or "")
        for f in run.failures
    )


def _problem(run: Run) -> str:
    ts = [t.category for t in classify(run) if t.category not in ("interrupted",)]
    return ts[0] if ts else "healthy"


def verify_compare(
    original: Run, after: Run, test_before: dict | None, test_after: dict | None
) -> dict[str, Any]:
    """``{before, after, failure_gone, test: {before, after}, verdict, compare}``."""
    cmp = compare(original, after)
    p, c = cmp["parent"], cmp["child"]
    was = _problem(original)
    now_all = set(c["triage_all"])
    failure_gone = was != "healthy" and was not in now_all
    if was == "recompilation" and not failure_gone:
        # a recompile or two is normal (automatic dynamic shapes): the storm is what went away
        failure_gone = c["recompiles"] < p["recompiles"] and not _limit_hit(after)
    kb, ka = kernel_names(original), kernel_names(after)
    before = {
        "problem": was,
        "exit": p["exit"],
        "graph_breaks": p["graph_breaks"],
        "recompiles": p["recompiles"],
        "compiles": p["compiles"],
        "kernels": len(kb),
        "torch": p.get("torch"),
        **_timing(original),
    }
    after_d = {
        "problem": c["triage"],
        "exit": c["exit"],
        "graph_breaks": c["graph_breaks"],
        "recompiles": c["recompiles"],
        "compiles": c["compiles"],
        "kernels": len(ka),
        "torch": c.get("torch"),
        **_timing(after),
    }
    tb = (test_before or {}).get("outcome")
    ta = (test_after or {}).get("outcome")
    if was == "recompilation" and failure_gone:
        was = f"the recompile storm ({p['recompiles']} -> {c['recompiles']} recompiles)"
    if failure_gone and ta == "passed":
        verdict = f"FIXED: {was} is gone and the unit test passes"
    elif failure_gone and ta is None:
        verdict = f"{was} is gone (no unit test to run)"
    elif failure_gone:
        verdict = f"{was} is gone from the program, but the unit test {ta or 'did not run'}"
    elif ta == "passed":
        verdict = f"NOT FIXED: the unit test passes but the program still shows {was}"
    else:
        verdict = f"NOT FIXED: the program still shows {was}" + (
            f"; the unit test {'still fails' if ta in ('failed', 'crashed') else ta}" if ta else ""
        )
    return {
        "before": before,
        "after": after_d,
        "failure_gone": failure_gone,
        "kernels": {"added": sorted(ka - kb)[:20], "removed": sorted(kb - ka)[:20]},
        "test": {"before": tb, "after": ta,
                 "after_summary": (test_after or {}).get("summary")},  # fmt: skip
        "verdict": verdict,
        "compare": cmp,
    }


def _exit(e: dict) -> str:
    if e.get("signal"):
        return f"killed ({e['signal']})"
    return "?" if e.get("exit_code") is None else f"exit {e['exit_code']}"


def _s(v: Any) -> str:
    if v is None:
        return "?"
    if isinstance(v, float):
        return f"{v:.2f}s"
    return str(v)


def verify_lines(v: dict[str, Any]) -> list[str]:
    """The before/after table as text (headless output, the TUI's lineage screen)."""
    b, a = v["before"], v["after"]
    t = v["test"]
    rows = [
        ("torch", _s(b.get("torch")), _s(a.get("torch"))),
        ("problem", b["problem"], a["problem"]),
        ("exit", _exit(b["exit"]), _exit(a["exit"])),
        ("unit test", t.get("before") or "-", t.get("after") or "-"),
        ("graph breaks", _s(b["graph_breaks"]), _s(a["graph_breaks"])),
        ("recompiles", _s(b["recompiles"]), _s(a["recompiles"])),
        ("compiles", _s(b["compiles"]), _s(a["compiles"])),
        ("kernels", _s(b["kernels"]), _s(a["kernels"])),
        ("compile time", _s(b["compile_s"]), _s(a["compile_s"])),
        ("wall time", _s(b["wall_s"]), _s(a["wall_s"])),
    ]
    w0 = max(len(r[0]) for r in rows)
    w1 = max(max(len(r[1]) for r in rows), len("before"))
    out = [f"{'':{w0}}  {'before':{w1}}  after"]
    for name, x, y in rows:
        out.append(f"{name:{w0}}  {x:{w1}}  {y}  {' ' if x == y else '*'}".rstrip())
    k = v.get("kernels") or {}
    if k.get("added") or k.get("removed"):
        out.append(f"kernels: +{len(k.get('added') or [])} -{len(k.get('removed') or [])}"
                   + "".join(f"\n  + {n}" for n in (k.get("added") or [])[:5])
                   + "".join(f"\n  - {n}" for n in (k.get("removed") or [])[:5]))  # fmt: skip
    out.append(f"verdict: {v['verdict']}")
    return out
