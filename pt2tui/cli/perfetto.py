"""`pt2tui perfetto PATH -o OUT.json`: the run's chromium events for Perfetto."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    pf = sub.add_parser("perfetto", help="export the run's chromium events as a Perfetto JSON")
    pf.add_argument("path")
    pf.add_argument("-o", "--out", required=True, help="output .json file (not overwritten)")
    pf.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    from ..core.analysis.timing import read_events
    from ..core.parse.jsonload import dumps
    from ..sources.load import SourceError, load_run

    try:
        run = load_run(args.path)
    except SourceError as e:
        print(f"pt2tui: {e}", file=sys.stderr)
        return 2
    out = os.path.abspath(os.path.expanduser(args.out))
    if os.path.lexists(out):
        print(f"pt2tui: {args.out} exists: not overwritten", file=sys.stderr)
        return 2
    # written under a temporary name, event by event, linked into place when whole: a failure
    # leaves no file (an empty one would be refused by the next run)
    n = skipped = 0
    tmp = None
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{os.path.basename(out)}.", suffix=".part", dir=os.path.dirname(out))
        mask = os.umask(0)
        os.umask(mask)
        os.fchmod(fd, 0o666 & ~mask)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write('{"traceEvents": [')
            for ev in read_events(run):
                text = dumps(ev)
                if text is None:
                    skipped += 1
                    continue
                f.write((",\n" if n else "\n") + text)
                n += 1
            f.write('\n], "displayTimeUnit": "ms"}\n')
        os.link(tmp, out)
    except FileExistsError:
        print(f"pt2tui: {args.out} exists: not overwritten", file=sys.stderr)
        return 2
    except OSError as e:
        print(f"pt2tui: cannot write {args.out}: {e.strerror or e}; nothing was left", file=sys.stderr)
        return 2
    finally:
        if tmp is not None:
            try:
                os.unlink(tmp)
            except OSError:
                pass
    bad = len(run.chromium_events) - n - skipped
    note = f"; {skipped + bad} unreadable or nested too deeply, left out" if skipped + bad > 0 else ""
    print(f"pt2tui: wrote {args.out} ({n} events{note})")
    return 0
