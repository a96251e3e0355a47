"""`pt2tui testcase RUN` (a failing unit test from the lineage's best repro) and `pt2tui verify
RUN` (after a fix: the program and its unit test again, compared with the original run).

testcase exits 0 when the test was written and fails now (or was not run / was skipped), 1 when
it passes (it does not capture the bug) or could not run, 2 when no test could be written.
verify exits 0 when the failure is gone and the test passes, 1 when not, 2 on trouble.
"""

from __future__ import annotations

import argparse
import sys

__all__ = ["add_parser"]


def _out(text: str = "", err: bool = False) -> None:
    stream = sys.stderr if err else sys.stdout
    try:
        stream.write(text + "\n")
        stream.flush()
    except (BrokenPipeError, ValueError):
        pass


def _testcase(args: argparse.Namespace) -> int:
    from ..core.reruns.testcase import CHECK_WORDS
    from ..runner.process import forward_interrupts
    from ..runner.testcase import TestcaseError, prepare_testcase

    try:
        tc = prepare_testcase(args.run_dir, out=args.out, python=args.python,
                              category=args.category, max_compiles=args.max_compiles,
                              runs_dir=args.runs_dir)  # fmt: skip
    except TestcaseError as e:
        _out(f"pt2tui testcase: {e}", err=True)
        return 2
    s = tc.spec
    _out(f"pt2tui: testcase dir {tc.run_dir}")
    _out(f"pt2tui: failure ({s.category}): {s.failure}")
    _out(f"pt2tui: repro: {tc.source.describe()}")
    _out(f"pt2tui: test {tc.test_file}  ({s.klass}.{s.method})")
    words = CHECK_WORDS[s.check].replace("N graphs", f"{s.max_compiles} graphs")
    _out(f"pt2tui: asserts: {words}")
    if s.check == "accuracy":
        _out(f"pt2tui: tolerance: rtol={s.rtol} atol={s.atol}"
             + (f" from {s.tol_where}" if s.tol_where else " (assert_close's defaults)"))  # fmt: skip
    _out(f"pt2tui: put it in {s.suggested}: {s.why}")
    for n in tc.notes:
        _out(f"pt2tui: note: {n}")
    if args.no_run:
        _out(f"pt2tui: not run (--no-run): {tc.test_run.python} {tc.test_file}")
        _out(f"pt2tui: test file {tc.test_file}")
        return 0
    _out(f"pt2tui: running {tc.test_run.python} {tc.test_file}  (output in {tc.run_dir / 'output.log'})")
    with forward_interrupts(lambda user=True: tc.test_run.live.child.interrupt(user)
                            if tc.test_run.live.child else None,
                            lambda m: _out(f"\npt2tui: cancelling: {m}", err=True), "the test"):  # fmt: skip
        out = tc.run()
    res = out.result
    t = res.get("test") or {}
    if t.get("first_error"):
        _out(f"pt2tui: the test raised: {t['first_error']}")
    _out(f"pt2tui: result: {res.get('summary')}")
    if res.get("warning"):
        _out(f"pt2tui: WARNING: {res['warning']}", err=True)
    if res.get("hint"):
        _out(f"pt2tui: hint: {res['hint']}", err=True)
    _out(f"pt2tui: test file {tc.test_file}")
    return 0 if res.get("captures_bug") or t.get("outcome") == "skipped" else 1


def add_parser(sub) -> None:  # argparse's _SubParsersAction
    t = sub.add_parser(
        "testcase",
        help="write a failing PyTorch-style unit test from the run's best repro, and run it",
        description="Writes test_<failure>.py (torch.testing._internal.common_utils TestCase) from "
        "the lineage's minified repro.py, else the failing graph's fx_graph_runnable.py, else the "
        "program; into a new run dir beside the run (parent in run.json), then runs it: it must fail.",
    )
    t.add_argument("run_dir", help="a run dir made by `pt2tui run` (or one of its reruns)")
    t.add_argument("--out", help="write the test file here (a file or a dir) instead; never overwritten")
    t.add_argument("--python", help="interpreter that runs the test (another torch build)")
    t.add_argument("--category", help="triage category to test for (default: the first one)")
    t.add_argument("--max-compiles", type=int, help="recompiles: the most graphs allowed (default 2 per frame)")
    t.add_argument("--no-run", action="store_true", help="write the test, do not run it")
    t.add_argument("--runs-dir", help="where the new run dir goes (default: beside the run)")
    t.set_defaults(func=_testcase)
