"""``pt2tui check RUN [budgets] [--baseline RUN_OR_JSON]``: budgets for CI.

One line per budget broken; with no budget given, a problem verdict breaks (``--allow
CATEGORY`` accepts one). Exit 0 when all hold, 1 when one breaks, 2 when a run (or the
baseline) cannot be read. The budgets and the baseline's rules: core/analysis/check.py.
"""

from __future__ import annotations

import argparse
import os
import sys

from .exit import quick_exit
from .jobs import add_jobs_option, jobs_of


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    c = sub.add_parser(
        "check",
        help="budgets for CI: recompiles, graph breaks, compile time, failures (exit 0/1/2)",
        description="pt2tui check RUN [--max-recompiles N] [--max-graph-breaks N] "
        "[--max-compile-s S] [--no-failures] [--allow CATEGORY] [--baseline RUN_OR_JSON]. One "
        "line per budget broken; with no budget, a problem verdict breaks (--allow CATEGORY "
        "accepts one). Exit 0: all hold, 1: one breaks, 2: a run cannot be read.",
    )
    c.add_argument("path", help="run dir, TORCH_TRACE file or dir, torch_compile_debug dir, TORCH_LOGS log")
    c.add_argument("--max-recompiles", type=int, metavar="N")
    c.add_argument("--max-graph-breaks", type=int, metavar="N")
    c.add_argument("--max-compile-s", type=float, metavar="S", help="total compile time, seconds")
    c.add_argument("--no-failures", action="store_true", help="any failure (or a problem verdict) breaks")
    c.add_argument("--allow", action="append", default=[], metavar="CATEGORY",
                   help="accept a problem verdict of this category (repeatable); with no budget "
                   "given, any other problem verdict breaks")  # fmt: skip
    c.add_argument("--baseline", metavar="RUN_OR_JSON",
                   help="an earlier run, or its `pt2tui summary --json`: new graph breaks, new "
                   "recompiles and compile time up by more than --compile-threshold break")  # fmt: skip
    c.add_argument("--compile-threshold", type=float, default=20.0, metavar="PCT",
                   help="with --baseline: the compile time may grow this much (default 20%%)")  # fmt: skip
    c.add_argument("--no-verify", action="store_true", help="skip the md5 check of payloads")
    add_jobs_option(c)
    c.set_defaults(func=main)


def _baseline(path: str, verify: bool, jobs: int = 1):
    from ..core.analysis.check import facts_of_run, facts_of_summary
    from ..core.parse.jsonload import loads
    from ..sources.load import load_run

    if os.path.isfile(path) and path.endswith(".json"):
        with open(path, "rb") as f:
            return facts_of_summary(loads(f.read()))  # nested too deeply: TooDeep, a ValueError
    return facts_of_run(load_run(path, verify=verify, jobs=jobs))


def main(args: argparse.Namespace) -> int:
    from ..sources.load import gc_paused

    with gc_paused():  # (it prints what it built and ends: as summary, cli/summary.py)
        return _main(args)


def _main(args: argparse.Namespace) -> int:
    from ..core.analysis.check import Budgets, broken, facts_of_run
    from ..core.analysis.triage.weigh import seconds
    from ..sources.load import SourceError, load_run
    from ..sources.profile import run_verdict

    try:
        run = load_run(args.path, verify=not args.no_verify, jobs=jobs_of(args))
    except SourceError as e:
        print(f"pt2tui check: {e}", file=sys.stderr)
        return 2
    # the verdict `summary` gives: a profile's findings weighed in (slower than eager: a problem)
    facts = facts_of_run(run, run_verdict(args.path, run))
    base = None
    if args.baseline:
        try:
            base = _baseline(args.baseline, not args.no_verify, jobs_of(args))
        except (SourceError, OSError, ValueError) as e:
            print(f"pt2tui check: the baseline {args.baseline}: {e}", file=sys.stderr)
            return 2
    quick_exit()
    budgets = Budgets(args.max_recompiles, args.max_graph_breaks, args.max_compile_s,
                      args.no_failures, args.compile_threshold, frozenset(args.allow))  # fmt: skip
    lines = broken(facts, budgets, base)
    for ln in lines:
        print(ln)
    if not lines:
        t = seconds(facts.compile_s) if facts.compile_s is not None else "not recorded"
        print(f"ok: recompiles {facts.recompiles}, graph breaks {facts.graph_breaks}, "
              f"compile time {t}, failures {facts.failures}, verdict {facts.verdict}")  # fmt: skip
    return 1 if lines else 0
