"""`pt2tui open PATH`: explore a run in the TUI (a dir of runs: the runs list)."""

from __future__ import annotations

import argparse
import os
import sys

from .jobs import add_jobs_option, jobs_of


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    o = sub.add_parser("open", help="explore a run in the TUI")
    o.add_argument("path")
    fo = o.add_mutually_exclusive_group()
    fo.add_argument("-f", "--follow", action="store_const", const="follow",
                    help="keep following until you quit, like tail -f (and wait for a path that does not exist yet)")
    fo.add_argument("--no-follow", dest="follow", action="store_const", const="no-follow",
                    help="read what is there and stop")  # fmt: skip
    add_jobs_option(o)
    o.set_defaults(func=main)


def stdin_is_terminal() -> bool:
    """The TUI reads keys from stdin: closed (``<&-``), /dev/null or a pipe will not do."""
    try:
        return sys.stdin is not None and not sys.stdin.closed and os.isatty(sys.stdin.fileno())
    except (OSError, ValueError, AttributeError):
        return False


def main(args: argparse.Namespace) -> int:
    from ..sources.discover import SourceError, discover
    from ..sources.follow_policy import can_wait

    mode = args.follow or "auto"
    try:
        discover(args.path)
    except SourceError as e:
        if not can_wait(args.path, mode):  # nothing yet: an empty dir or file waits for the run
            print(f"pt2tui: {e}", file=sys.stderr)
            return 2
    if not sys.stdout.isatty():  # a pipe, a file, CI: escape codes would go into it
        print(f"pt2tui open: not a terminal (stdout is a pipe or a file): the TUI needs one; "
              f"`pt2tui summary {args.path}` prints the run as text", file=sys.stderr)  # fmt: skip
        return 2
    if not stdin_is_terminal():  # keys cannot be read: the run as text
        print("pt2tui open: stdin is not a terminal (closed, a pipe or a file): the TUI needs one; "
              "printing the summary instead", file=sys.stderr)  # fmt: skip
        return _summary_instead(args, mode)
    from ..sources.discover import is_runs_dir

    if is_runs_dir(args.path):  # a dir of run dirs (pt2tui_runs/): the runs list
        from ..tui.screens.runs_list import run_runs_list

        return _ended(run_runs_list(args.path))
    try:
        from ..tui.app import run_app
    except ImportError as e:  # e.g. textual not installed on a bare GPU host: still useful
        print(f"pt2tui: the TUI cannot start ({e}); printing the summary instead", file=sys.stderr)
        return _summary_instead(args, mode)
    from ..sources import parallel

    parallel.TUI_JOBS = jobs_of(args)  # the TUI's indexer reads trace files with it
    return _ended(run_app(args.path, follow=mode))


def _ended(rc: int) -> int:
    """The TUI has returned (its reruns stopped, their results written, the terminal back):
    the process may end at once (cli/exit.py)."""
    from .exit import quick_exit

    quick_exit()
    return rc


def _summary_instead(args: argparse.Namespace, mode: str) -> int:
    from ..sources.discover import is_runs_dir

    if is_runs_dir(args.path):
        print(f"pt2tui: {args.path} is a dir of runs: `pt2tui summary RUN_DIR` prints one", file=sys.stderr)
        return 2
    args.json = False
    args.no_verify = False
    args.follow = mode != "no-follow"  # followed headless, as summary --follow
    from .summary import main as summary_main

    return summary_main(args)
