"""`pt2tui perfetto PATH -o OUT.json`: the run's chromium events for Perfetto."""

from __future__ import annotations

import argparse
import sys


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    pf = sub.add_parser("perfetto", help="export the run's chromium events as a Perfetto JSON")
    pf.add_argument("path")
    pf.add_argument("-o", "--out", required=True, help="output .json file (not overwritten)")
    pf.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
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
