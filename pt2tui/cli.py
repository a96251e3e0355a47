"""The `pt2tui` command: open, summary (run and rerun come with later issues)."""

from __future__ import annotations

import argparse
import sys

from . import __version__


def _summary(args: argparse.Namespace) -> int:
    import json

    from .core.summary import summary_dict
    from .sources.load import SourceError, load_run

    try:
        run = load_run(args.path, verify=not args.no_verify)
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    if args.json:
        sys.stdout.write(json.dumps(summary_dict(run), indent=2, default=str) + "\n")
        return 0
    from rich.console import Console

    from .render.summary import render_summary

    Console(highlight=False).print(render_summary(run))
    return 0


def _open(args: argparse.Namespace) -> int:
    from .sources.discover import SourceError, discover

    try:
        discover(args.path)
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    try:
        from .tui.app import run_app
    except ImportError:  # the TUI is not built yet in this checkout: show the summary
        args.json = False
        args.no_verify = False
        return _summary(args)
    return run_app(args.path)


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
    s.set_defaults(func=_summary)
    o = sub.add_parser("open", help="explore a run in the TUI")
    o.add_argument("path")
    o.set_defaults(func=_open)
    return p


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
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
