"""Run-level differences: torch version, TORCH_* and recipe env, argv, exit, counts, triage."""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any

from ...model import Run
from ..triage import classify
from ..verdict import verdict_dict

_ENV_PREFIXES = ("TORCH", "PYTORCH", "CUDA_", "TRITON")


@dataclass(frozen=True, slots=True)
class RunLevel:
    rows: tuple[tuple[str, str, str], ...]  # (what, a, b): torch, argv, exit, triage, recipe
    env: tuple[tuple[str, str | None, str | None], ...]  # variables that differ (None: unset)
    counts: tuple[tuple[str, int, int], ...]  # every count, equal or not

    @property
    def changed(self) -> bool:
        return any(a != b for _, a, b in self.rows) or bool(self.env) or any(a != b for _, a, b in self.counts)


def _info(run: Run) -> dict[str, Any]:
    return run.info if isinstance(run.info, dict) else {}


def _run_dir(info: dict[str, Any]) -> str | None:
    env = info.get("env") if isinstance(info.get("env"), dict) else {}
    d = env.get("TORCH_COMPILE_DEBUG_DIR")
    if not d and env.get("TORCH_TRACE"):
        d = os.path.dirname(str(env["TORCH_TRACE"]).rstrip("/"))
    return str(d) if d and os.path.isabs(str(d)) else None


def env_of(run: Run) -> dict[str, str]:
    """TORCH_* (and CUDA_ / TRITON) variables the run had, with recipe env; its own run dir
    written as ``<run>`` so that two run dirs compare."""
    info = _info(run)
    out: dict[str, str] = {}
    for key in ("env", "user_env", "recipe_env"):
        val = info.get(key)
        if isinstance(val, dict):
            out.update({str(k): str(v) for k, v in val.items() if str(k).startswith(_ENV_PREFIXES)})
    root = _run_dir(info)
    if root:
        out = {k: v.replace(root, "<run>") for k, v in out.items()}
    return out


def _exit(info: dict[str, Any]) -> str:
    if info.get("signal"):
        return f"killed by {info['signal']}"
    if info.get("exit_code") is None:
        return "unknown"
    return f"exit {info['exit_code']}"


def counts(run: Run) -> dict[str, int]:
    status: dict[str, int] = {}
    for c in run.compiles:
        status[c.status] = status.get(c.status, 0) + 1
    frames = {(c.rank, c.id.compiled_autograd_id, c.id.frame_id) for c in run.compiles}
    out = {
        "compiles": len(run.compiles),
        "frames": len(frames),
        "graph_breaks": sum(g.count for g in run.graph_breaks),
        "distinct_graph_breaks": len(run.graph_breaks),
        "recompiles": len(run.recompiles),
        "failures": len(run.failures),
    }
    out.update({f"status {k}": v for k, v in sorted(status.items())})
    return out


def triage_of(run: Run) -> str:
    """The run's one answer, its verdict, with the other findings: "healthy: recompilation,
    graph_break" (costs and expected ones), "recompilation, graph_break" (a problem first)."""
    ts = classify(run)
    v = verdict_dict(run, ts)
    if v["category"] == "healthy":
        return "healthy" + (": " + ", ".join(t.category for t in ts) if ts else "")
    return ", ".join(dict.fromkeys([v["category"], *(t.category for t in ts)]))


def diff_run_level(a: Run, b: Run) -> RunLevel:
    ia, ib = _info(a), _info(b)
    rows = [
        ("torch", a.torch_version or "?", b.torch_version or "?"),
        ("argv", " ".join(map(str, ia.get("argv") or ())) or "?", " ".join(map(str, ib.get("argv") or ())) or "?"),
        ("exit", _exit(ia), _exit(ib)),
        ("recipe", str(ia.get("recipe") or "-"), str(ib.get("recipe") or "-")),
        ("verdict", triage_of(a), triage_of(b)),
    ]
    ea, eb = env_of(a), env_of(b)
    env = tuple((k, ea.get(k), eb.get(k)) for k in sorted(set(ea) | set(eb)) if ea.get(k) != eb.get(k))
    ca, cb = counts(a), counts(b)
    cnt = tuple((k, ca.get(k, 0), cb.get(k, 0)) for k in list(ca) + [k for k in cb if k not in ca])
    return RunLevel(tuple(rows), env, cnt)
