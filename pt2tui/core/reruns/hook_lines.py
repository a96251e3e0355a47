"""What pt2tui's startup hook (runner/hook/sitecustomize.py) reported: one ``pt2tui-hook: {json}``
line on stderr per event. Pure.

Events: ``start`` (recipe, overrides), ``config`` (name, old, new[, reapplied]), ``compile`` (at
file:line, target, changed {arg: [old, new]}, kept), ``seed``, ``exit`` (compile_calls[,
message "the override matched nothing: ..."]), ``user_sitecustomize_error`` (path, error),
``config_error`` / ``hook_error`` / ``bad_overrides`` (error).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..parse.jsonload import loads

__all__ = ["HOOK_PREFIX", "MATCHED_NOTHING", "hook_event", "hook_report"]

HOOK_PREFIX = "pt2tui-hook: "
MATCHED_NOTHING = "the override matched nothing"


def hook_event(line: str) -> dict[str, Any] | None:
    """The event of one output line (prefixes such as a rank tag allowed), or None."""
    i = line.find(HOOK_PREFIX)
    if i < 0:
        return None
    try:
        ev = loads(line[i + len(HOOK_PREFIX) :])  # a program prints it: too deep, a ValueError
    except ValueError:
        return None
    return ev if isinstance(ev, dict) and isinstance(ev.get("event"), str) else None


def _fmt(v: Any) -> str:
    return repr(v) if isinstance(v, str) else json.dumps(v)


def hook_report(lines: Iterable[str]) -> dict[str, Any] | None:
    """What the hook did over a whole run (every process): None when it never spoke.

    ``{"active", "compile_calls", "calls": [{at, target, changed}], "configs": [{name, old,
    new}], "errors": [str], "user_sitecustomize_errors": [{path, error}], "matched": bool,
    "summary": [readable lines]}``; ``matched`` is False when the hook overrode compile
    settings but no process saw a torch.compile call (the override matched nothing).
    """
    events = [ev for ev in map(hook_event, lines) if ev is not None]
    if not events:
        return None
    calls: list[dict[str, Any]] = []
    configs: dict[str, dict[str, Any]] = {}
    errors: list[str] = []
    user_errors: list[dict[str, Any]] = []
    exits: list[dict[str, Any]] = []
    seeds: set[Any] = set()
    for ev in events:
        kind = ev["event"]
        if kind == "compile":
            calls.append({k: ev.get(k) for k in ("at", "target", "changed", "kept")})
        elif kind == "config":
            configs.setdefault(str(ev.get("name")), {k: ev.get(k) for k in ("name", "old", "new")})
        elif kind == "exit":
            exits.append(ev)
        elif kind == "seed":
            seeds.add(ev.get("seed"))
        elif kind == "user_sitecustomize_error":
            user_errors.append({"path": ev.get("path"), "error": ev.get("error")})
        elif kind.endswith("error") or kind == "bad_overrides":
            errors.append(f"{kind}: {ev.get('name') or ''} {ev.get('error')}".replace("  ", " "))
    n = sum(int(e.get("compile_calls") or 0) for e in exits) or len(calls)
    matched = n > 0 or not exits
    summary: list[str] = []
    for c in calls:
        ch = c.get("changed") or {}
        what = ", ".join(f"{k} {_fmt(a)} -> {_fmt(b)}" for k, (a, b) in ch.items()) or "already so"
        summary.append(f"torch.compile at {c.get('at')} ({c.get('target')}): {what}")
    for c in configs.values():
        if c["old"] == c["new"]:
            summary.append(f"config {c['name']} = {_fmt(c['new'])} (already so)")
        else:
            summary.append(f"config {c['name']}: {_fmt(c['old'])} -> {_fmt(c['new'])}")
    for s in sorted(seeds, key=str):
        summary.append(f"seeds fixed: {s}")
    if not matched:
        why = next((e.get("message") for e in exits if e.get("message")), MATCHED_NOTHING)
        summary.append(str(why))
    for u in user_errors:
        summary.append(f"your sitecustomize failed ({u['path']}): {u['error']}; the program ran")
    summary += errors
    return {
        "active": True,
        "compile_calls": n,
        "calls": calls,
        "configs": list(configs.values()),
        "errors": errors,
        "user_sitecustomize_errors": user_errors,
        "matched": matched,
        "summary": summary,
    }
