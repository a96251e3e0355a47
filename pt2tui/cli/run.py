"""`pt2tui run [options] script.py [args...]` / `pt2tui run -- CMD`: a program under pt2tui."""

from __future__ import annotations

import argparse
import sys


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    r = sub.add_parser(
        "run",
        allow_abbrev=False,
        help="run a program with TORCH_TRACE/TORCH_LOGS/TORCH_COMPILE_DEBUG into a new run dir and watch it",
        description="pt2tui run [options] script.py [args...]  |  pt2tui run [options] -- CMD [args...]. "
        "The program's stdin is not the TUI's keyboard: it reads from /dev/null.",
    )
    r.add_argument("--python", help="interpreter for script.py (default: the one running pt2tui)")
    r.add_argument("--runs-dir", default="pt2tui_runs", help="where run dirs go (default ./pt2tui_runs)")
    r.add_argument("--name", help="name part of the run dir (default: from the script)")
    r.add_argument("--logs", help="TORCH_LOGS: '+a,+b' adds to graph_breaks,recompiles,guards; 'a,b' replaces them")
    r.add_argument("--no-debug-dir", action="store_true", help="do not set TORCH_COMPILE_DEBUG")
    r.add_argument("--no-tui", action="store_true", help="no screen: stream output, then print the summary")
    r.add_argument("program", nargs="*", help="script.py [args] or -- CMD [args]: every word from the "
                   "script (or after --) is the program's, whatever it looks like (cli/run_args.py)")
    r.set_defaults(func=main)


def _program_argv(args: argparse.Namespace) -> list[str] | None:
    prog = list(args.program)
    if prog and prog[0] == "--":
        return prog[1:] or None
    if not prog:
        return None
    return [args.python or sys.executable] + prog


def main(args: argparse.Namespace) -> int:
    argv = _program_argv(args)
    if not argv:
        print("pt2tui run: give a script (pt2tui run train.py ARGS) or a command after -- "
              "(pt2tui run -- torchrun ...)", file=sys.stderr)
        return 2
    from .open import stdin_is_terminal

    if not args.no_tui and sys.stdout.isatty() and not stdin_is_terminal():
        print("pt2tui run: stdin is not a terminal (closed, a pipe or a file): the TUI needs one; "
              "running as with --no-tui", file=sys.stderr, flush=True)  # fmt: skip
    if args.no_tui or not sys.stdout.isatty() or not stdin_is_terminal():
        from .live import run_headless

        return run_headless(argv, args)
    from ..tui.live import run_live_app

    return run_live_app(argv, args)
