"""`pt2tui summary PATH [--json] [--follow] [--jobs N]`: the model of a run, printed."""

from __future__ import annotations

import argparse
import sys

from .exit import quick_exit
from .jobs import add_jobs_option, jobs_of


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    s = sub.add_parser("summary", help="print what a run holds (headless; --json for CI)")
    s.add_argument("path", help="TORCH_TRACE file or dir, torch_compile_debug dir, TORCH_LOGS log, run dir, "
                   "or a dir of run dirs (the runs, each with its verdict)")  # fmt: skip
    s.add_argument("--json", action="store_true", help='print one JSON object (schema "pt2tui.summary/1")')
    s.add_argument("--no-verify", action="store_true", help="skip the md5 check of payloads")
    add_jobs_option(s)
    s.add_argument("-f", "--follow", action="store_true",
                   help="a run still being written: one line per new compile, graph break, recompile and "
                   "failure as they come, then the summary when its writer exits (or on ctrl+c)")  # fmt: skip
    s.add_argument("--quiet-after", type=float, default=None, metavar="S",
                   help="with --follow: finish this many seconds after the last writer ended, when no "
                   "new writer or file came meanwhile (default 3)")  # fmt: skip
    s.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    if getattr(args, "follow", False):  # cli/follow.py: new compiles as they come, then this
        from .follow import summary_follow

        return summary_follow(args)

    from ..sources.discover import is_runs_dir

    if is_runs_dir(args.path):  # a dir of run dirs: the runs list, each with its verdict
        from .summary_runs import summary_runs

        return summary_runs(args)
    from ..sources.load import gc_paused

    # It prints what it built and ends: no cyclic collection would free anything (a full one
    # walks the whole model, 0.1 s for a 350 MB trace); collected as before once it returns.
    with gc_paused():
        return _summary(args)


def _imports(args: argparse.Namespace) -> None:
    """The modules ``_summary`` prints a loaded run with (in sys.modules after: free to import
    again). 40-70 ms, where this process would otherwise wait for the first results."""
    from ..core.analysis import recipe_fit, summary  # noqa: F401
    from ..core.analysis.triage import categories
    from ..sources import kernels  # noqa: F401

    categories.warm()

    if args.json:
        from . import jsonout  # noqa: F401
    else:
        from ..core.analysis import verdict  # noqa: F401
        from ..render import summary as render  # noqa: F401
        from . import out  # noqa: F401


def _summary(args: argparse.Namespace) -> int:
    from ..sources.load import SourceError, load_run

    try:  # (what it prints with is imported while the workers read, if this process waits)
        run = load_run(args.path, verify=not args.no_verify, jobs=jobs_of(args), meanwhile=lambda: _imports(args))
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    report = None
    if any(s.kind == "profile" for s in run.sources):  # profiler traces there: Perf / "profile"
        # (sources/profile.py's modules, 10 ms to import, only then)
        from ..sources.profile import load_report

        report = load_report(args.path, run)
    from ..sources.kernels import load_level

    kernels = load_level(args.path, run, report=report)  # triton_trace/, triton_cache/: "kernels"
    quick_exit()
    if args.json:
        from ..core.analysis.summary import summary_dict

        d = summary_dict(run, args.path)
        if kernels is not None:
            from ..core.analysis.kernel_level import kernel_summary

            d["kernels"] = kernel_summary(kernels)
        if report is not None:
            from ..core.analysis.perf.summary import profile_dict
            from ..sources.profile import run_verdict

            d["profile"] = profile_dict(report)
            d["verdict"] = run_verdict(args.path, run, report)
        from .jsonout import dumps as dumps_json

        sys.stdout.write(dumps_json(d) + "\n")
        return 0
    from ..core.analysis.verdict import verdict_dict
    from ..render.summary import render_summary
    from ..render.views.kernels import render_kernels
    from .out import print_rich

    if report is None:
        verdict = verdict_dict(run, path=args.path)
        print_rich(render_summary(run, args.path, verdict=verdict, extra=render_kernels(kernels)))
        return 0
    from ..render.perf import render_perf
    from ..sources.profile import run_verdict

    verdict = run_verdict(args.path, run, report)
    extra = render_perf(report)
    if kernels is not None:
        from rich.console import Group

        extra = Group(*(x for x in (extra, render_kernels(kernels)) if x is not None))
    print_rich(render_summary(run, args.path, verdict=verdict, extra=extra))
    return 0
