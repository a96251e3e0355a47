"""``pt2tui verify RUN``: after a fix, the original program and its unit test again.

Two new run dirs beside the original: ``<prog>-verify`` (the program, ``parent`` = the original,
``recipe`` = "verify", the result: the comparison) and ``<prog>-verify-test`` (the unit test of
the lineage's newest ``testcase`` run, ``parent`` = the verify run). The comparison: failure gone
or not, graph breaks, recompiles, kernels and timings before/after, the test before/after.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass
from pathlib import Path

from ..core.analysis.verify_compare import verify_compare
from ..core.model import Run
from ..core.reruns.recipes import RecipeError, base_logs_of, is_python, program_of
from ..sources.discover import read_run_json
from ..sources.load import SourceError, load_run
from .interpreter import with_python
from .lineage import find_root, lineage
from .live import LiveRun
from .portable import ProgramNotHere, default_runs_dir, locate_here
from .process import LineCallback
from .rundir import run_name, write_run_json
from .testcase import TestRun

__all__ = ["Verify", "VerifyError", "VerifyOutcome", "latest_testcase", "prepare_verify"]


class VerifyError(Exception):
    code = 2


@dataclass
class VerifyOutcome:
    run_dir: Path  # the program's rerun
    test_dir: Path | None
    result: dict  # also run.json["result"] of run_dir
    run: Run


def latest_testcase(run_dir: str) -> tuple[str, dict] | None:
    """(run dir, run.json) of the newest testcase run of the lineage whose test file exists."""
    best = None
    for n in lineage(run_dir).walk():
        if n.kind != "testcase":
            continue
        f = (n.info.get("testcase") or {}).get("file")
        if isinstance(f, str) and os.path.isfile(f):
            key = str(n.info.get("start_time") or "")
            if best is None or key >= best[0]:
                best = (key, n.path, n.info)
    return (best[1], best[2]) if best else None


def _load(path: str) -> Run:
    try:
        return load_run(path, verify=False)
    except SourceError:
        return Run(info=read_run_json(os.path.join(path, "run.json")) or {})


class Verify:
    def __init__(self, original: str, info: dict, live: LiveRun, test: TestRun | None,
                 testcase: tuple[str, dict] | None) -> None:  # fmt: skip
        self.original = original
        self.original_info = info
        self.live = live
        self.test = test
        self.testcase = testcase
        assert live.run_dir is not None
        self.run_dir = live.run_dir.resolve()
        self.notes: list[str] = []  # what was re-rooted or replaced (runner/portable.py)

    @property
    def argv(self) -> list[str]:
        return list(self.live.argv)

    def run(self) -> VerifyOutcome:
        self.live.launch()
        after = self.live.finish()
        test_after = None
        if self.test is not None:
            test_after, _ = self.test.run()
            self.test.info["result"] = {"test": test_after, "summary": test_after.get("summary")}
            self.test.save()
        test_before = None
        if self.testcase is not None:
            res = self.testcase[1].get("result") or {}
            test_before = res.get("test") if isinstance(res, dict) else None
        v = verify_compare(_load(self.original), after, test_before, test_after)
        info = self.live.info
        info["result"] = {k: v[k] for k in v if k != "compare"}
        info["result"]["summary"] = v["verdict"]
        info["compare"] = v["compare"]
        write_run_json(self.run_dir, info)
        return VerifyOutcome(self.run_dir, self.test.run_dir if self.test else None, info["result"], after)


def prepare_verify(
    run_dir: str | os.PathLike[str],
    *,
    python: str | None = None,
    test: str | None = None,
    runs_dir: str | os.PathLike[str] | None = None,
    on_line: LineCallback | None = None,
    on_test_line: LineCallback | None = None,
) -> Verify:
    """The two run dirs made, nothing run yet (``Verify.run``)."""
    d = Path(run_dir).resolve()
    if not (d / "run.json").is_file():
        raise VerifyError(f"{run_dir}: no run.json here (a run dir of `pt2tui run` is needed)")
    root = find_root(str(d))
    info = read_run_json(os.path.join(root, "run.json"))
    if python:
        info = with_python(info, python)
    try:  # recorded elsewhere: the program, its cwd and interpreter as found here (portable.py)
        info, notes = locate_here(Path(root), info, python)
    except ProgramNotHere as e:
        raise VerifyError(str(e)) from None
    try:
        prog, cwd = program_of(info)
    except RecipeError as e:
        raise VerifyError(f"{root}: {e}") from None
    if cwd and not os.path.isdir(cwd):
        raise VerifyError(f"the program's working directory {cwd} does not exist (run.json cwd)")
    tc = latest_testcase(str(d))
    test_file = Path(test).resolve() if test else None
    if test_file is None and tc is not None:
        test_file = Path(tc[1]["testcase"]["file"])
    if test_file is not None and not test_file.is_file():
        raise VerifyError(f"{test_file}: no such test file")
    if runs_dir is None:  # beside the original, unless that is a checkout's tracked dir
        runs_dir, where = default_runs_dir(Path(root))
        notes += [where] if where else []
    runs = str(runs_dir)
    name = run_name(prog)
    base = base_logs_of(info)
    extra = {
        "parent": root,
        "recipe": "verify",
        "program_argv": prog,
        "program_cwd": cwd,
        "base_logs": base,
        "testcase_run": tc[0] if tc else None,
        "test_file": str(test_file) if test_file else None,
    }
    live = LiveRun(prog, runs_dir=runs, name=f"{name}-verify", logs=base, cwd=cwd or None,
                   info=extra, on_line=on_line)  # fmt: skip
    vdir = live.prepare().resolve()
    tr = None
    if test_file is not None:
        py = python or (tc[1].get("python") if tc else None) or _program_python(prog)
        tinfo = {"parent": str(vdir), "recipe": "verify-test", "program_argv": prog,
                 "program_cwd": cwd, "python": py, "testcase_run": tc[0] if tc else None,
                 "testcase": {"file": str(test_file)}}  # fmt: skip
        tr = TestRun(runs, f"{name}-verify-test", py, tinfo, on_test_line)
        tr.set_test(test_file)
        tr.save()
        live.info["test_run"] = str(tr.run_dir)
        write_run_json(vdir, live.info)
    out = Verify(root, info, live, tr, tc)
    out.notes = notes
    return out


def _program_python(prog: list[str]) -> str:
    if prog and is_python(prog[0]) and os.path.exists(prog[0]):
        return prog[0]
    return sys.executable
