"""A rerun next to its parent: exit, triage, compiles, breaks, failures side by side. Pure."""

from __future__ import annotations

import shlex
from typing import Any

from ..model import Run
from ..model.counts import counts
from ..reruns.recipes import RecipeError, get_recipe
from .triage import Triage, classify

__all__ = ["cleanup_command", "compare", "compare_lines"]


def _exit(run: Run) -> dict[str, Any]:
    info = run.info if isinstance(run.info, dict) else {}
    return {"exit_code": info.get("exit_code"), "signal": info.get("signal")}


def _exit_text(e: dict[str, Any]) -> str:
    if e.get("signal"):
        return f"killed by {e['signal']}"
    if e.get("exit_code") is None:
        return "unknown"
    return f"exit {e['exit_code']}"


_FRESH_CACHE = ("fresh-cache", "fresh-cache-disabled")


def cleanup_command(t: Triage) -> str | None:
    """The shell command that removes exactly the cache entries an environment triage names
    (the user runs it: pt2tui deletes nothing outside its own dirs)."""
    if t.category != "environment" or not t.files:
        return None
    return "rm -f -- " + " ".join(shlex.quote(f) for f in t.files)


def _side(run: Run, triages: tuple[Triage, ...] | None = None) -> dict[str, Any]:
    triages = classify(run) if triages is None else triages
    status: dict[str, int] = {}
    for c in run.compiles:
        status[c.status] = status.get(c.status, 0) + 1
    info = run.info if isinstance(run.info, dict) else {}
    return {
        "torch": run.torch_version or info.get("torch_version"),
        "python": (info.get("argv") or [None])[0] if info.get("argv") else None,
        "exit": _exit(run),
        "triage": triages[0].category if triages else "healthy",
        "triage_all": [t.category for t in triages],
        "compiles": counts(run).compiles,  # core/model/counts.py
        "compile_status": status,
        "graph_breaks": sum(g.count for g in run.graph_breaks),
        "distinct_graph_breaks": len(run.graph_breaks),
        "recompiles": len(run.recompiles),
        "failures": [
            {"type": f.type, "reason": (f.reason or "").split("\n", 1)[0][:200], "source": f.source}
            for f in run.failures
        ],
    }


def _recipe_kind(name: Any) -> str | None:
    if not name:
        return None
    try:
        return get_recipe(str(name)).kind
    except RecipeError:
        return None


def compare(parent: Run, child: Run) -> dict[str, Any]:
    """``{"parent": {...}, "child": {...}, "changed": [keys that differ], "verdict": str}``."""
    pt = classify(parent)
    p, c = _side(parent, pt), _side(child)
    changed = [
        k
        for k in ("exit", "triage", "compiles", "graph_breaks", "recompiles", "failures")
        if (
            p[k] != c[k]
            if k != "failures"
            else [f["type"] for f in p[k]] != [f["type"] for f in c[k]]
        )
    ]
    pe, ce = p["exit"].get("exit_code"), c["exit"].get("exit_code")
    info = child.info if isinstance(child.info, dict) else {}
    kind = _recipe_kind(info.get("recipe"))
    if kind not in (None, "program"):
        verdict = (
            f"the rerun ran a different command ({info.get('recipe')}): its exit code and compiles "
            "are the tool's, not the program's"
        )
    elif pe not in (None, 0) and ce == 0 and info.get("recipe") in _FRESH_CACHE:
        verdict = (
            "the cache was the cause: the rerun with fresh caches passed where the parent failed"
        )
    elif pe not in (None, 0) and ce == 0:
        verdict = "the rerun passed where the parent failed"
    elif pe == 0 and ce not in (None, 0):
        verdict = "the rerun failed where the parent passed"
    elif p["triage"] != c["triage"]:
        verdict = f"triage changed: {p['triage']} -> {c['triage']}"
    else:
        verdict = "same outcome as the parent"
    out = {"parent": p, "child": c, "changed": changed, "verdict": verdict}
    if isinstance(info.get("settings"), list):  # what the recipe changed (rerun_extra.py)
        out["settings"] = [str(s) for s in info["settings"]]
    env = next((t for t in pt if t.category == "environment"), None)
    if verdict.startswith("the cache was the cause") and env is not None:
        out["cache"] = [e.text for e in env.evidence if "cache dir in effect" in e.text]
        fix = cleanup_command(env)
        if fix:
            out["fix"] = fix
    return out


def compare_lines(cmp: dict[str, Any]) -> list[str]:
    """The comparison as aligned text lines (headless output)."""
    p, c = cmp["parent"], cmp["child"]
    rows = [
        ("torch", str(p.get("torch") or "?"), str(c.get("torch") or "?")),
        ("exit", _exit_text(p["exit"]), _exit_text(c["exit"])),
        ("triage", ", ".join(p["triage_all"]) or "healthy", ", ".join(c["triage_all"]) or "healthy"),
        ("compiles", str(p["compiles"]), str(c["compiles"])),
        ("graph breaks", str(p["graph_breaks"]), str(c["graph_breaks"])),
        ("recompiles", str(p["recompiles"]), str(c["recompiles"])),
        (
            "failures",
            "; ".join(f["type"] for f in p["failures"]) or "none",
            "; ".join(f["type"] for f in c["failures"]) or "none",
        ),
    ]
    w0 = max(len(r[0]) for r in rows)
    w1 = max(max(len(r[1]) for r in rows), len("parent"))
    out = [f"{'':{w0}}  {'parent':{w1}}  rerun"]
    for name, a, b in rows:
        mark = " " if a == b else "*"
        out.append(f"{name:{w0}}  {a:{w1}}  {b}  {mark}".rstrip())
    for s in cmp.get("settings") or ():
        out.append(f"rerun changed: {s}")
    out.append(f"verdict: {cmp['verdict']}")
    for line in cmp.get("cache", []):
        out.append(f"  {line}")
    if cmp.get("fix"):
        out.append(f"remove the poisoned entries (pt2tui deletes nothing there): {cmp['fix']}")
    return out
