"""`pt2tui verify RUN_DIR`: after a fix, rerun the original program and its unit test."""

from __future__ import annotations

import argparse

from .testcase import _out

__all__ = ["add_parser"]


def _verify(args: argparse.Namespace) -> int:
    from ..core.analysis.verify_compare import verify_lines
    from ..runner.process import forward_interrupts
    from ..runner.verify import VerifyError, prepare_verify

    try:
        v = prepare_verify(args.run_dir, python=args.python, test=args.test, runs_dir=args.runs_dir)
    except VerifyError as e:
        _out(f"pt2tui verify: {e}", err=True)
        return 2
    _out(f"pt2tui: verify dir {v.run_dir}")
    _out(f"pt2tui: original {v.original}")
    _out(f"pt2tui: program {' '.join(v.argv)}")
    for note in v.notes:
        _out(f"pt2tui: note: {note}")
    if v.test is not None:
        _out(f"pt2tui: unit test {v.test.info['argv'][1]}  (run in {v.test.run_dir})")
    else:
        _out("pt2tui: note: no unit test in this lineage (pt2tui testcase RUN writes one)")
    try:
        with forward_interrupts(lambda user=True: v.live.child.interrupt(user) if v.live.child else None,
                                lambda m: _out(f"\npt2tui: cancelling: {m}", err=True), "verify"):  # fmt: skip
            out = v.run()
    except OSError as e:
        _out(f"pt2tui verify: cannot start {v.argv[0]}: {e.strerror or e}", err=True)
        return 127
    _out("before (original run) / after (this run):")
    full = dict(out.result)
    for line in verify_lines(full):
        _out(f"  {line}")
    _out(f"pt2tui: verify dir {out.run_dir}")
    fixed = out.result.get("failure_gone") and (out.result.get("test") or {}).get("after") in (None, "passed")
    return 0 if fixed else 1


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    v = sub.add_parser(
        "verify",
        help="after a fix: rerun the original program and its unit test, compare with the original",
    )
    v.add_argument("run_dir", help="the original run (or any run of its lineage)")
    v.add_argument("--python", help="interpreter for the program and the test (the fixed build)")
    v.add_argument("--test", help="the unit test to run (default: the lineage's newest testcase)")
    v.add_argument("--runs-dir", help="where the new run dirs go (default: beside the original)")
    v.set_defaults(func=_verify)
