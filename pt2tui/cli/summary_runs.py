"""`pt2tui summary DIR_OF_RUNS [--json]`: a dir of run dirs (``pt2tui_runs/``) answers with its
runs list, as `pt2tui open` lists them, each run with THE verdict (sources/profile.py
run_verdict), never the runs read as one."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from .jsonout import dumps as dumps_json

SCHEMA = "pt2tui.runs/1"


def runs_facts(path: str) -> tuple[list, dict[str, dict[str, Any]]]:
    """(the runs newest first, run dir -> {verdict (brief), compiles, verdict_dict} or {error})."""
    from ..core.analysis.verdict import verdict_brief
    from ..runner.runs_list import list_runs, run_verdict_of

    runs = list_runs(path)
    facts: dict[str, dict[str, Any]] = {}
    for e in runs:
        try:
            v, n = run_verdict_of(e.path)
            facts[e.path] = {"verdict": verdict_brief(v), "compiles": n, "verdict_dict": v}
        except Exception as ex:  # noqa: BLE001 - a broken run dir says why, the rest still show
            facts[e.path] = {"error": f"{type(ex).__name__}: {ex}"}
    return runs, facts


def summary_runs(args: argparse.Namespace) -> int:
    runs, facts = runs_facts(args.path)
    if getattr(args, "json", False):
        out = {"schema": SCHEMA, "path": args.path, "runs": [
            {"path": e.path, "name": e.name, "start": e.start or None, "seconds": e.seconds,
             "exit": e.exit, "recipe": e.recipe, "parent": e.parent,
             "compiles": facts[e.path].get("compiles"), "verdict_brief": facts[e.path].get("verdict"),
             "verdict": facts[e.path].get("verdict_dict"), "error": facts[e.path].get("error")}
            for e in runs]}  # fmt: skip
        sys.stdout.write(dumps_json(out) + "\n")
        return 0
    from ..render.runs import render_runs
    from .out import print_rich

    print_rich(render_runs(args.path, runs, facts))
    return 0
