"""The `pt2tui` command: the parser and the dispatch. One module per command (COMMANDS), each
with ``add_parser(sub)`` that sets ``func``; a command's imports happen when it runs."""

from __future__ import annotations

import argparse
import importlib
import sys

from .. import __version__
from .exit import as_process, end

# in `pt2tui --help` order; each is pt2tui/cli/<name>.py
COMMANDS = ("summary", "run", "rerun", "bundle", "perfetto", "diff", "check", "testcase", "verify", "open")


class _Version(argparse.Action):
    """`--version`: pt2tui's version and the parser path (native scanner or pure Python)."""

    def __call__(self, parser, namespace, values, option_string=None):  # noqa: ARG002
        from ..core.parse.native import parser_note

        print(f"pt2tui {__version__}\nparser: {parser_note()}")
        parser.exit()


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole parser, or (``only``: the command named) one with that command alone: a
    command's parser module may import what only it needs (`rerun`'s recipes)."""
    p = argparse.ArgumentParser(
        prog="pt2tui", description="Triage torch.compile (PT2) runs in the terminal."
    )
    p.add_argument("--version", action=_Version, nargs=0, help="show the version and the parser path, and exit")
    sub = p.add_subparsers(dest="cmd", metavar="COMMAND")
    for name in COMMANDS if only is None else (only,):
        importlib.import_module(f"{__name__}.{name}").add_parser(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        as_process()
    rc = _main(argv)
    if argv is None:  # the process itself (tests pass argv): cli/exit.py
        end(rc)
    return rc


def _subparser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return action.choices[name]
    raise KeyError(name)  # pragma: no cover


def _main(argv: list[str] | None) -> int:
    words = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser(words[0] if words and words[0] in COMMANDS else None)
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
