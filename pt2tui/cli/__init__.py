"""The `pt2tui` command: open, summary (run and rerun come with later issues)."""

from __future__ import annotations

import argparse
import sys

from .. import __version__
from .exit import end, quick_exit


def _summary(args: argparse.Namespace) -> int:
    import json

    if getattr(args, "follow", False):  # cli/follow.py: new compiles as they come, then this
        from .follow import summary_follow

        return summary_follow(args)

    from ..core.analysis.summary import summary_dict
    from ..sources.load import SourceError, load_run

    try:
        run = load_run(args.path, verify=not args.no_verify, jobs=_jobs(args))
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    quick_exit()
    if args.json:
        sys.stdout.write(json.dumps(summary_dict(run, args.path), indent=2, default=str) + "\n")
        return 0
    from rich.console import Console

    from ..render.summary import render_summary

    Console(highlight=False).print(render_summary(run, args.path), crop=False)
    return 0



def _jobs(args: argparse.Namespace) -> int:
    from ..core.parse import payloads
    from ..sources.parallel import default_jobs

    jobs = getattr(args, "jobs", None)
    jobs = default_jobs() if jobs is None else jobs
    payloads.MD5_HELPER = jobs > 1  # --jobs 1: one core, not even the md5 helper thread
    return jobs


def _add_jobs(p: argparse.ArgumentParser) -> None:
    p.add_argument("--jobs", type=int, metavar="N",
                   help="processes that index trace files (default: every core; 1: in this process)")  # fmt: skip


def _open(args: argparse.Namespace) -> int:
    from ..sources.discover import SourceError, discover
    from ..sources.following import can_wait

    mode = args.follow or "auto"
    try:
        discover(args.path)
    except SourceError as e:
        if not can_wait(args.path, mode):  # nothing yet: an empty dir or file waits for the run
            print(f"pt2tui: {e}", file=sys.stderr)
            return 2
    from ..sources.runs_list import is_runs_dir

    if is_runs_dir(args.path):  # a dir of run dirs (pt2tui_runs/): the runs list
        from ..tui.runs_list import run_runs_list

        return run_runs_list(args.path)
    try:
        from ..tui.app import run_app
    except ImportError as e:  # e.g. textual not installed on a bare GPU host: still useful
        print(f"pt2tui: the TUI cannot start ({e}); printing the summary instead", file=sys.stderr)
        args.json = False
        args.no_verify = False
        args.follow = mode != "no-follow"  # followed headless, as summary --follow
        return _summary(args)
    from ..sources import parallel

    parallel.TUI_JOBS = _jobs(args)  # the TUI's indexer reads trace files with it
    return run_app(args.path, follow=mode)


def _program_argv(args: argparse.Namespace) -> list[str] | None:
    prog = list(args.program)
    if prog and prog[0] == "--":
        return prog[1:] or None
    if not prog:
        return None
    return [args.python or sys.executable] + prog


def _run(args: argparse.Namespace) -> int:
    argv = _program_argv(args)
    if not argv:
        print("pt2tui run: give a script (pt2tui run train.py ARGS) or a command after -- "
              "(pt2tui run -- torchrun ...)", file=sys.stderr)
        return 2
    if args.no_tui or not sys.stdout.isatty():
        from .live import run_headless

        return run_headless(argv, args)
    from ..tui.live import run_live_app

    return run_live_app(argv, args)


def _rerun(args: argparse.Namespace) -> int:
    from .rerun import main as rerun_main

    return rerun_main(args)


def _bundle(args: argparse.Namespace) -> int:
    from ..sources.bundle import write_bundle
    from ..sources.load import SourceError

    try:
        tar, md = write_bundle(args.run_dir, args.out, args.max_mb)
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    print(f"pt2tui: wrote {tar}\npt2tui: wrote {md}")
    return 0


def _perfetto(args: argparse.Namespace) -> int:
    import json

    from ..core.analysis.timing import perfetto_json
    from ..sources.load import SourceError, load_run

    try:
        run = load_run(args.path)
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    try:
        with open(args.out, "x", encoding="utf-8") as f:
            json.dump(perfetto_json(run), f)
    except FileExistsError:
        print(f"pt2tui: {args.out} exists: not overwritten", file=sys.stderr)
        return 2
    print(f"pt2tui: wrote {args.out} ({len(run.chromium_events)} events)")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="pt2tui", description="Triage torch.compile (PT2) runs in the terminal."
    )
    p.add_argument("--version", action="version", version=f"pt2tui {__version__}")
    sub = p.add_subparsers(dest="cmd", metavar="COMMAND")
    s = sub.add_parser("summary", help="print what a run holds (headless; --json for CI)")
    s.add_argument("path", help="TORCH_TRACE file or dir, torch_compile_debug dir, TORCH_LOGS log, or run dir")
    s.add_argument("--json", action="store_true", help='print one JSON object (schema "pt2tui.summary/1")')
    s.add_argument("--no-verify", action="store_true", help="skip the md5 check of payloads")
    _add_jobs(s)
    s.add_argument("-f", "--follow", action="store_true",
                   help="a run still being written: one line per new compile, graph break, recompile and "
                   "failure as they come, then the summary when its writer exits (or on ctrl+c)")  # fmt: skip
    s.set_defaults(func=_summary)
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
                   "script (or after --) is the program's, whatever it looks like")
    r.set_defaults(func=_run)
    rr = sub.add_parser(
        "rerun",
        help="rerun a run the way the PyTorch debugging guides prescribe (minifier, NaN asserts, bisector, ...)",
    )
    rr.add_argument("run_dir", nargs="?", help="a run dir made by `pt2tui run` (or a rerun)")
    rr.add_argument("recipe", nargs="?", help="recipe name; `pt2tui rerun --list` names them")
    rr.add_argument("--list", action="store_true", help="list the recipes and exit")
    rr.add_argument("--no-tui", action="store_true", help="no screen: progress and result as text")
    rr.add_argument("--runs-dir", help="where the new run dir goes (default: beside the parent)")
    rr.add_argument("--python", help="interpreter for the program (another torch: a nightly venv, a source build)")
    rr.set_defaults(func=_rerun)
    bd = sub.add_parser("bundle", help="write an archive + markdown ready for a PyTorch GitHub issue")
    bd.add_argument("run_dir")
    bd.add_argument("-o", "--out", help="output dir (default: beside the run dir)")
    bd.add_argument("--max-mb", type=float, default=200.0, help="cap on trace bytes included")
    bd.set_defaults(func=_bundle)
    pf = sub.add_parser("perfetto", help="export the run's chromium events as a Perfetto JSON")
    pf.add_argument("path")
    pf.add_argument("-o", "--out", required=True, help="output .json file (not overwritten)")
    pf.set_defaults(func=_perfetto)
    from .diff import add_parser as add_diff_parser  # pt2tui diff (cli/diff.py)

    add_diff_parser(sub)
    from .testcase import add_parsers as add_testcase_parsers  # testcase, verify (cli/testcase.py)

    add_testcase_parsers(sub)
    o = sub.add_parser("open", help="explore a run in the TUI")
    o.add_argument("path")
    fo = o.add_mutually_exclusive_group()
    fo.add_argument("-f", "--follow", action="store_const", const="follow",
                    help="keep following until you quit, like tail -f (and wait for a path that does not exist yet)")
    fo.add_argument("--no-follow", dest="follow", action="store_const", const="no-follow",
                    help="read what is there and stop")  # fmt: skip
    _add_jobs(o)
    o.set_defaults(func=_open)
    return p


def _subparser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices[name]
    raise KeyError(name)  # pragma: no cover


def main(argv: list[str] | None = None) -> int:
    rc = _main(argv)
    if argv is None:  # the process itself (tests pass argv): cli/exit.py
        end(rc)
    return rc


def _main(argv: list[str] | None) -> int:
    parser = build_parser()
    words = list(sys.argv[1:] if argv is None else argv)
    program: list[str] | None = None
    if words and words[0] == "run":  # the program's words never reach argparse (cli/run_args.py)
        from .run_args import split_run_argv

        mine, program = split_run_argv(words[1:], _subparser(parser, "run"))
        words = ["run", *mine]
    args = parser.parse_args(words)
    if program is not None:
        args.program = program
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
