"""``pt2tui diff A [B]``: what changed between two runs (or two ranks of one run), or between
two compiles: ``pt2tui diff 'RUN:[0/0]' 'RUN:[0/1]'`` (core/analysis/diff/pick.py).

Exit status as diff(1) has it: 0 when nothing differs (the text ends with "identical"),
1 when something does, 2 on trouble (a path that cannot be read, a rank that is not there).
"""

from __future__ import annotations

import argparse
import os
import sys

from .exit import quick_exit
from .jobs import add_jobs_option, jobs_of
from .jsonout import dumps as dumps_json


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    d = sub.add_parser(
        "diff",
        help="what changed between two runs, compile by compile and graph by graph",
        description="pt2tui diff A B  |  pt2tui diff RUN --ranks 0,1  |  pt2tui diff 'RUN:[0/0]' "
        "'RUN:[0/1]' (two compiles, of one run or two). A and B: anything `pt2tui open` takes. "
        "Exit 0: identical, 1: differs, 2: trouble.",
    )
    d.add_argument("a", help="run dir, TORCH_TRACE file or dir, torch_compile_debug dir, TORCH_LOGS log; "
                   "PATH:[0/1] for one compile of it")
    d.add_argument("b", nargs="?", help="the other one (leave out with --ranks to compare two ranks of A)")
    d.add_argument("--ranks", help="R1,R2: rank R1 of A against rank R2 of B (of A when B is left out)")
    d.add_argument("--json", action="store_true", help='print one JSON object (schema "pt2tui.diff/1")')
    d.add_argument("--lines", action="store_true", help="also line diffs of changed graphs and output code")
    d.add_argument("--no-verify", action="store_true", help="skip the md5 check of payloads")
    d.add_argument("--kernel", metavar="NAME", help="one Triton kernel: its metadata, launches and IR "
                   "stages line by line (runs with a triton-trace or a Triton cache)")
    add_jobs_option(d)
    d.set_defaults(func=main)


def _ranks(text: str | None) -> tuple[int, int] | None:
    if text is None:
        return None
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or not all(p.lstrip("-").isdigit() for p in parts):
        raise ValueError(f"--ranks wants two ranks such as 0,1 (got {text!r})")
    return int(parts[0]), int(parts[1])


def main(args: argparse.Namespace) -> int:
    from ..sources.load import gc_paused

    with gc_paused():  # (it prints what it built and ends: as summary, cli/summary.py)
        return _main(args)


def _main(args: argparse.Namespace) -> int:
    from ..core.analysis.diff import diff_runs
    from ..core.analysis.diff.jsonable import diff_dict
    from ..render.diff import diff_lines
    from ..render.safe import sanitize
    from ..sources.load import SourceError, load_run

    try:
        ranks = _ranks(args.ranks)
    except ValueError as e:
        print(f"pt2tui diff: {e}", file=sys.stderr)
        return 2
    from ..core.analysis.diff.pick import split_compile_spec

    picks = [split_compile_spec(p) if p and not os.path.exists(p) else None for p in (args.a, args.b)]
    if any(picks):
        return _compiles(args, picks, ranks)
    if args.b is None and ranks is None:
        print("pt2tui diff: give two paths (pt2tui diff A B), or one with --ranks R1,R2", file=sys.stderr)
        return 2
    try:
        jobs = jobs_of(args)  # (every core by default, as summary: 1.9 to 1.2 s for two 369 MB runs here)
        run_a = load_run(args.a, verify=not args.no_verify, jobs=jobs)
        run_b = run_a if args.b is None else load_run(args.b, verify=not args.no_verify, jobs=jobs)
    except SourceError as e:
        print(f"pt2tui diff: {e}", file=sys.stderr)
        return 2
    if ranks is not None:
        for run, r, path in ((run_a, ranks[0], args.a), (run_b, ranks[1], args.b or args.a)):
            if r not in run.ranks:
                seen = ", ".join(str(x) for x in run.ranks if x is not None) or "none"
                print(f"pt2tui diff: {path} has no rank {r} (ranks: {seen})", file=sys.stderr)
                return 2
    d = diff_runs(run_a, run_b, ranks=ranks, lines=args.lines)
    perf = _perf(args, run_a, run_b) if ranks is None and args.b is not None else None
    kd = _kernels(args, (args.a, run_a, None), (args.b, run_b, None)) if ranks is None and args.b else None
    quick_exit()
    b_name = args.b or args.a
    if args.json:
        out = diff_dict(d, args.a, b_name)
        if perf is not None:
            out["profile"] = perf
        if kd is not None:
            out["kernels"] = kd
        sys.stdout.write(dumps_json(out) + "\n")
    else:
        lines = diff_lines(d, args.a, b_name)
        if perf is not None:
            from ..render.perf import perf_diff_lines

            lines = list(lines) + perf_diff_lines(perf)
        if kd is not None:
            from ..core.analysis.kernel_diff import kernel_diff_lines

            lines = list(lines) + kernel_diff_lines(kd)
        sys.stdout.write("\n".join(sanitize(ln) for ln in lines) + "\n")
    return 0 if d.identical and (kd is None or kd["identical"]) else 1


def _kernels(args: argparse.Namespace, a: tuple, b: tuple) -> dict | None:
    """Both sides with a kernel level (triton_trace/, triton_cache/): their kernels compared."""
    from ..core.analysis.kernel_diff import diff_kernels
    from ..sources.kernels import load_level, read_stage

    (pa, ra, ca), (pb, rb, cb) = a, b
    la = load_level(pa, ra, with_profile=False) if os.path.exists(pa) else None
    lb = load_level(pb, rb, with_profile=False) if os.path.exists(pb) else None
    if la is None or lb is None:
        return None
    return diff_kernels(la, lb, read_stage, only=getattr(args, "kernel", None), cid_a=ca, cid_b=cb,
                        lines=args.lines)  # fmt: skip


def _perf(args: argparse.Namespace, run_a, run_b) -> dict | None:
    """Both sides profiled (profiler traces there): their per-call times compared."""
    from ..sources.profile import diff_reports

    return diff_reports(args.a, args.b, run_a, run_b)


def _compiles(args: argparse.Namespace, picks: list, ranks: tuple[int, int] | None) -> int:
    """``pt2tui diff 'RUN:[0/0]' 'RUN:[0/1]'``: one compile against another."""
    from ..core.analysis.diff import diff_two_compiles
    from ..core.analysis.diff.jsonable import diff_dict
    from ..core.analysis.diff.pick import compile_named
    from ..render.diff import diff_lines
    from ..render.safe import sanitize
    from ..sources.load import SourceError, load_run

    if args.b is None or not all(picks):
        print("pt2tui diff: name a compile on both sides: pt2tui diff 'RUN:[0/0]' 'RUN:[0/1]'",
              file=sys.stderr)  # fmt: skip
        return 2
    runs: dict[str, object] = {}
    chosen = []
    for i, (path, cid) in enumerate(picks):
        try:
            run = runs.get(path) or load_run(path, verify=not args.no_verify, jobs=jobs_of(args))
        except SourceError as e:
            print(f"pt2tui diff: {e}", file=sys.stderr)
            return 2
        runs[path] = run
        c = compile_named(run, cid, ranks[i] if ranks else None)
        if c is None:
            ids = list(dict.fromkeys(str(x.id) for x in run.compiles))
            shown = ", ".join(ids[:12]) + (", ..." if len(ids) > 12 else "")
            rank = f" on rank {ranks[i]}" if ranks else ""
            print(f"pt2tui diff: {path} has no compile {cid}{rank} (compiles: {shown or 'none'})",
                  file=sys.stderr)  # fmt: skip
            return 2
        chosen.append((run, c))
    (ra, a), (rb, b) = chosen
    d = diff_two_compiles(ra, a, rb, b, lines=args.lines)
    (pa, _), (pb, _) = picks
    kd = _kernels(args, (pa, ra, str(a.id)), (pb, rb, str(b.id)))
    quick_exit()
    if args.json:
        out = diff_dict(d, args.a, args.b)
        if kd is not None:
            out["kernels"] = kd
        sys.stdout.write(dumps_json(out) + "\n")
    else:
        lines = list(diff_lines(d, args.a, args.b))
        if kd is not None:
            from ..core.analysis.kernel_diff import kernel_diff_lines

            lines += kernel_diff_lines(kd)
        sys.stdout.write("\n".join(sanitize(ln) for ln in lines) + "\n")
    return 0 if d.identical and (kd is None or kd["identical"]) else 1
