"""`pt2tui bundle RUN_DIR`: an archive + markdown ready for a PyTorch GitHub issue."""

from __future__ import annotations

import argparse
import sys


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    bd = sub.add_parser("bundle", help="write an archive + markdown ready for a PyTorch GitHub issue")
    bd.add_argument("run_dir")
    bd.add_argument("-o", "--out", help="output dir (default: beside the run dir)")
    bd.add_argument("--max-mb", type=float, default=200.0, help="cap on trace bytes included")
    bd.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    from ..runner.bundle import BundleWriteError, write_bundle
    from ..sources.load import SourceError

    try:
        tar, md = write_bundle(args.run_dir, args.out, args.max_mb)
    except (SourceError, BundleWriteError) as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    print(f"pt2tui: wrote {tar}\npt2tui: wrote {md}")
    return 0
