"""The `pt2tui summary --json` document, schema "pt2tui.summary/1" (README documents it)."""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from ..model import Run
from ..model.counts import counts
from .ledger import ledger, ledger_dict
from .ranks import divergence_dict, divergences
from .shapes import shapes_dict
from .triage import classify, triage_dict
from .verdict import verdict_dict

SCHEMA = "pt2tui.summary/1"


_NAME = attrgetter("name")


def artifact_base_names(c) -> list[str]:
    return list(dict.fromkeys(map(_NAME, c.artifacts)))


def first_signature(triages) -> dict[str, Any]:
    """The first triage signature seen (what the logs show first, not the verdict):
    ``{category, summary, evidence, next}`` (+ ``kind``, ``files``, ``kernel``)."""
    d = triage_dict(triages)
    d.pop("all", None)
    return d


def summary_dict(run: Run, path: str | None = None) -> dict[str, Any]:
    """The --json document; ``path`` (what the user named) goes into the verdict's commands."""
    triages = classify(run)
    compiles = []
    for c in run.compiles:
        cid = c.id
        compiles.append(
            {
                "id": str(cid),
                "kind": cid.group or "frame",
                "rank": c.rank,
                "process": c.process,
                "frame_id": cid.frame_id,
                "frame_compile_id": cid.frame_compile_id,
                "attempt": cid.attempt,
                "compiled_autograd_id": cid.compiled_autograd_id,
                "status": c.status,
                "co_name": c.co_name,
                "co_filename": c.co_filename,
                "co_firstlineno": c.co_firstlineno,
                "artifacts": artifact_base_names(c),
                "graph_breaks": len(c.graph_breaks),
                "recompile_reasons": list(c.recompile_reasons),
                "restart_reasons": list(c.restart_reasons),
                "fail_type": c.fail_type,
                "fail_reason": c.fail_reason,
                "duration_s": c.duration_s,
                "cache": [
                    {"cache": e.cache, "result": e.result, "reason": e.reason} for e in c.cache
                ],
            }
        )
    status_counts: dict[str, int] = {}
    for c in run.compiles:
        status_counts[c.status] = status_counts.get(c.status, 0) + 1
    n = counts(run)
    return {
        "schema": SCHEMA,
        "sources": [{"path": s.path, "kind": s.kind} for s in run.sources],
        "torch_version": run.torch_version,
        "ranks": list(run.ranks),
        "counts": {
            # one word for one thing (core/model/counts.py): compiles of frames (and outside
            # them), the attempts Dynamo made of them (the restarts of a graph break), frames
            "compiles": n.compiles,
            "attempts": n.attempts,
            "frames": n.frames,
            "graph_breaks": sum(g.count for g in run.graph_breaks),
            "distinct_graph_breaks": len(run.graph_breaks),
            "recompiles": len(run.recompiles),
            "failures": len(run.failures),
            "records": run.record_count,
            "status": status_counts,
        },
        "processes": [
            {
                "id": p.id, "rank": p.rank, "pid": p.pid, "file": p.file,
                "first_time": p.first_time, "last_time": p.last_time, "attempt": p.attempt,
                "compiles": p.compiles,
            }
            for p in run.processes
        ],  # fmt: skip
        "compiles": compiles,
        "graph_breaks": [
            {
                "reason": g.reason,
                "gb_type": g.gb_type,
                "gb_id": g.gb_id,
                "user_frame": g.user_frame.where if g.user_frame else None,
                "count": g.count,
                "compile_ids": [str(c) for c in g.compile_ids],
                "ranks": list(g.ranks),
            }
            for g in run.graph_breaks
        ],
        "failures": [
            {
                "compile_id": None if f.compile_id is None else str(f.compile_id),
                "rank": f.rank,
                "process": f.process,
                "type": f.type,
                "reason": f.reason,
                "source": f.source,
                "where": f"{f.where.filename}:{f.where.line}" if f.where is not None else None,
                "stack": [f"{fr.filename}:{fr.line} in {fr.name}" for fr in f.stack],
            }
            for f in run.failures
        ],
        "divergences": [divergence_dict(d) for d in divergences(run)],
        # one answer, the verdict (every finding in verdict.findings); the first signature seen
        # in the logs, whatever its weight, kept under its own name
        "verdict": verdict_dict(run, triages, path),
        "first_signature": first_signature(triages),
        "ledger": ledger_dict(ledger(run)),  # where compile time went (analysis/ledger.py)
        "shapes": shapes_dict(run),  # dynamic shapes (analysis/shapes.py)
        "unknown_kinds": dict(run.unknown_kinds),
        "problems": [{"where": p.where, "what": p.what} for p in run.problems],
    }
