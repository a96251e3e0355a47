"""The ``pt2tui diff --json`` object (schema ``pt2tui.diff/1``)."""

from __future__ import annotations

from typing import Any

from ...model import Compile
from . import RunsDiff
from .compiles import CodeChange, CompileDiff, GraphChange
from .fxgraph import Node

SCHEMA = "pt2tui.diff/1"


def ratio(a: float | None, b: float | None) -> float | None:
    if not a or b is None:
        return None
    return round(b / a, 3)


def _node(n: Node) -> dict[str, Any]:
    d = {"name": n.name, "target": n.target}
    if n.scope:
        d["scope"] = n.scope
    return d


def graph_dict(g: GraphChange) -> dict[str, Any]:
    d: dict[str, Any] = {"kind": g.kind, "label": g.label, "present": g.present, "identical": g.identical}
    if g.diff is not None and not g.diff.identical:
        gd = g.diff
        d.update(
            nodes=[gd.nodes_a, gd.nodes_b],
            ops={t: [x, y] for t, x, y in gd.ops},
            added=[_node(n) for n in gd.added],
            removed=[_node(n) for n in gd.removed],
            retargeted=[{"a": _node(x), "b": _node(y)} for x, y in gd.retargeted],
            placeholders=[{"name": n, "a": x, "b": y} for n, x, y in gd.placeholders],
        )
    if g.lines:
        d["lines"] = list(g.lines)
    return d


def code_dict(c: CodeChange) -> dict[str, Any]:
    d: dict[str, Any] = {"label": c.label, "present": c.present, "identical": c.identical}
    if c.diff is not None and not c.diff.identical:
        cd = c.diff
        d.update(
            kernels=[cd.kernels_a, cd.kernels_b],
            added=list(cd.added),
            removed=list(cd.removed),
            changed=list(cd.changed),
            wrapper_changed=cd.wrapper_changed,
        )
    if c.lines:
        d["lines"] = list(c.lines)
    return d


def _brk(b) -> dict[str, Any]:
    return {"gb_type": b.gb_type, "user_line": b.where}


def compile_dict(c: CompileDiff) -> dict[str, Any]:
    return {
        "a": str(c.a.id),
        "b": str(c.b.id),
        "rank": [c.a.rank, c.b.rank],
        "frame": c.frame,
        "matched_by": c.how,
        "changed": c.changed,
        "status": list(c.status),
        "graph_breaks": {"new": [_brk(b) for b in c.breaks_new], "gone": [_brk(b) for b in c.breaks_gone]},
        "recompile_reasons": {"added": list(c.recompiles_added), "removed": list(c.recompiles_removed)},
        "guards": {"added": list(c.guards_added), "removed": list(c.guards_removed)},
        "cache": {"a": list(c.cache[0]), "b": list(c.cache[1])},
        "time_s": {k: {"a": x, "b": y, "ratio": ratio(x, y)} for k, x, y in c.times},
        "failure": {"a": c.failure[0], "b": c.failure[1]},
        "verdict": {"a": c.verdict[0], "b": c.verdict[1]},
        "graphs": [graph_dict(g) for g in c.graphs],
        "output_code": [code_dict(x) for x in c.code],
    }


def _lone(c: Compile, frame: str) -> dict[str, Any]:
    return {"id": str(c.id), "rank": c.rank, "frame": frame, "status": c.status}


def diff_dict(d: RunsDiff, a_path: str = "", b_path: str = "") -> dict[str, Any]:
    return {
        "schema": SCHEMA,
        "a": a_path,
        "b": b_path,
        "ranks": list(d.ranks) if d.ranks else None,
        "identical": d.identical,
        "run": {
            "changed": d.run.changed,
            **{k: {"a": x, "b": y} for k, x, y in d.run.rows},
            "env": {k: {"a": x, "b": y} for k, x, y in d.run.env},
            "counts": {k: {"a": x, "b": y} for k, x, y in d.run.counts},
        },
        "compiles": [compile_dict(c) for c in d.compiles],
        "only_a": [_lone(c, f) for c, f in d.only_a],
        "only_b": [_lone(c, f) for c, f in d.only_b],
    }
