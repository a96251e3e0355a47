"""``pt2tui testcase RUN``: a PyTorch-style unit test from the best repro of the run's lineage,
written into a new run dir beside the run (``parent`` in its run.json, like a rerun) and run
there at once: it must FAIL now.

    tc = prepare_testcase("pt2tui_runs/20261122-050406-prog")   # chooses, writes the file
    print(tc.test_file, tc.spec.suggested)
    out = tc.run()              # runs it (python test_x.py) in its own run dir; out.result

The choice and the text are pure (core/reruns/testcase*.py); here: the files (repro.py of a
minify-launcher rerun, fx_graph_runnable.py in torch_compile_debug/, the program of run.json),
the run dir, the child process.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from ..core.analysis.triage import classify
from ..core.model import Run
from ..core.parse.payloads import read_text
from ..core.reruns.recipes import RecipeError, is_python, program_of
from ..core.reruns.testcase import (
    FX_RUNNABLE,
    PROGRAM,
    REPRO,
    ReproSource,
    TestcaseError,
    check_for,
    class_name,
    find_tolerance,
    method_name_for,
    needs_cuda,
    parse_graph_repro,
    suggest_test_file,
)
from ..core.reruns.testcase_templates import TestSpec, render_graph_test, render_program_test
from ..core.reruns.unittest_lines import unittest_outcome
from ..sources.discover import read_run_json
from ..sources.load import SourceError, load_run
from .lineage import find_root, lineage
from .live import LiveRun
from .portable import ProgramNotHere, default_runs_dir, locate_here
from .process import LineCallback
from .rundir import run_name, write_run_json

__all__ = ["TestRun", "Testcase", "TestcaseError", "TestcaseOutcome", "best_repro", "prepare_testcase"]

_TORCH_DIRS = ("/site-packages/torch/", "/dist-packages/torch/", "/torch/_dynamo/", "/torch/nn/")


@dataclass
class TestcaseOutcome:
    __test__ = False
    run_dir: Path
    test_file: Path
    result: dict
    info: dict
    run: Run | None = None


@dataclass
class Testcase:
    """A written test (``test_file``) and its run dir, not run yet."""

    __test__ = False
    test_run: TestRun
    test_file: Path
    spec: TestSpec
    source: ReproSource
    notes: list[str] = field(default_factory=list)

    @property
    def run_dir(self) -> Path:
        return self.test_run.run_dir

    @property
    def info(self) -> dict:
        return self.test_run.info

    def run(self) -> TestcaseOutcome:
        res, run = self.test_run.run()
        info = self.test_run.info
        info["result"] = _result(res, self)
        write_run_json(self.run_dir, info)
        return TestcaseOutcome(self.run_dir, self.test_file, info["result"], info, run)


def _load(path: str) -> Run:
    try:
        return load_run(path, verify=False)
    except SourceError:
        info = read_run_json(os.path.join(path, "run.json"))
        return Run(info=info) if info else Run()


def _pick_triage(run: Run, category: str | None):
    # (compile_cost: time to save, nothing a test case could show)
    triages = [t for t in classify(run) if t.category not in ("interrupted", "healthy", "compile_cost")]
    if category:
        t = next((t for t in triages if t.category == category), None)
        return category, list(t.evidence) if t else []
    if not triages:
        check_for("healthy")  # raises TestcaseError
    return triages[0].category, list(triages[0].evidence)


def _user_frame(run: Run) -> str | None:
    failing = {str(f.compile_id) for f in run.failures if f.compile_id is not None}
    ordered = sorted(run.compiles, key=lambda c: str(c.id) not in failing)
    for c in ordered:
        fn = (c.co_filename or "").replace("\\", "/")
        if c.co_name and fn and not any(d in fn for d in _TORCH_DIRS):
            return c.co_name
    return None


def _failing_compile_ids(run: Run, evidence) -> list[str]:
    ids = [str(f.compile_id) for f in run.failures if f.compile_id is not None]
    for e in evidence:
        if e.where.startswith("compile ["):
            ids.append(e.where.split()[1])
    return ids


def _fx_runnable(run: Run, evidence) -> tuple[str, str, str] | None:
    """(path, text, note) of the failing graph's fx_graph_runnable.py: the torch_compile_debug/
    file, else the trace's copy. With no failing compile known: the only graph there is."""
    with_fx = [c for c in run.compiles if any(a.name == "fx_graph_runnable" for a in c.artifacts)]
    ids = _failing_compile_ids(run, evidence)
    pick = next((c for i in ids for c in with_fx if str(c.id) == i), None)
    note = f"the failing graph, compile {pick.id}" if pick is not None else ""
    if pick is None:
        if len(with_fx) != 1:
            return None  # several graphs and none known to fail: the minifier must find it
        pick = with_fx[0]
        note = f"the only graph the run compiled, compile {pick.id}"
    arts = [a for a in pick.artifacts if a.name == "fx_graph_runnable"]
    arts.sort(key=lambda a: a.ref.kind != "file")  # the debug dir's file first
    for a in arts:
        try:
            text = read_text(a.ref)
        except OSError:
            continue
        path = a.ref.path if a.ref.kind == "file" else f"{a.ref.path} (compile {pick.id})"
        return path, text, note
    return None


def _lineage_repro(run_dir: str) -> tuple[str, str, str] | None:
    """(path, text, run dir) of the newest repro.py of the lineage, finished minifiers first."""
    tree = lineage(run_dir)
    found = []
    for n in tree.walk():
        p = Path(n.path) / "repro.py"
        if not p.is_file():
            continue
        res = n.info.get("result") if isinstance(n.info.get("result"), dict) else {}
        done = bool((res.get("minifier") or {}).get("done")) if isinstance(res.get("minifier"), dict) else False
        made_here = str(n.info.get("recipe") or "").startswith("minify-launcher")
        found.append(((done, made_here, str(n.info.get("start_time") or "")), n.path, p))
    if not found:
        return None
    found.sort(key=lambda t: t[0], reverse=True)
    _key, rd, p = found[0]
    return str(p), p.read_text(encoding="utf-8", errors="replace"), rd


def _kernel_repro(run_dir: str) -> ReproSource | None:
    """The lineage's newest failing kernel-repro (one kernel alone that differs from eager):
    its kernel_repro.py run as the program (exit 1 now, 0 once the kernel is fixed)."""
    found = []
    for n in lineage(run_dir).walk():
        p = Path(n.path) / "kernel_repro" / "kernel_repro.py"
        if n.info.get("recipe") == "kernel-repro" and n.info.get("exit_code") == 1 and p.is_file():
            found.append((str(n.info.get("start_time") or ""), n, p))
    if not found:
        return None
    _t, n, p = max(found, key=lambda t: t[0])
    kernel = (n.info.get("kernel_repro") or {}).get("kernel", "?")
    return ReproSource(PROGRAM, str(p), n.path, cwd=str(p.parent),
                       note=f"the lineage's kernel repro: {kernel} alone differs from eager")  # fmt: skip


def _program_source(run_dir: str, info: dict) -> ReproSource:
    try:  # recorded elsewhere: the program and its cwd as found here (portable.py)
        info, _notes = locate_here(Path(run_dir), info)
    except ProgramNotHere as e:
        raise TestcaseError(str(e)) from None
    try:
        argv, cwd = program_of(info)
    except RecipeError as e:
        raise TestcaseError(f"{run_dir}: {e}") from None
    if not is_python(argv[0]) or len(argv) < 2:
        raise TestcaseError(
            f"the program ({' '.join(argv[:3])} ...) is not `python script.py` or `python -m "
            "module`: a unit test cannot run it in-process; minify it first (pt2tui rerun RUN "
            "minify-aot) so that a repro.py exists"
        )
    if argv[1] == "-m" and len(argv) > 2:
        return ReproSource(PROGRAM, argv[2], run_dir, module=True, args=tuple(argv[3:]), cwd=cwd)
    if not argv[1].endswith(".py"):
        raise TestcaseError(f"cannot tell the script in {argv!r}")
    return ReproSource(PROGRAM, argv[1], run_dir, args=tuple(argv[2:]), cwd=cwd)


def best_repro(run_dir: str, run: Run, check: str, evidence) -> ReproSource:
    """The minified repro.py of the lineage, else the failing graph's fx_graph_runnable.py, else
    the program (always the program for graph breaks and recompiles: they are Dynamo's, not a
    graph's)."""
    info = run.info if isinstance(run.info, dict) else {}
    root_info = read_run_json(os.path.join(find_root(run_dir), "run.json")) or info
    if check not in ("fullgraph", "recompiles"):
        rep = _lineage_repro(run_dir)
        if rep is not None:
            path, text, rd = rep
            return ReproSource(REPRO, path, rd, text=text, note="the lineage's minified repro.py")
        kr = _kernel_repro(run_dir) if check == "accuracy" else None
        if kr is not None:
            return kr
        fx = _fx_runnable(run, evidence)
        if fx is not None:
            path, text, note = fx
            return ReproSource(FX_RUNNABLE, path, run_dir, text=text, note=note)
    return _program_source(run_dir, info if info.get("argv") else root_info)


def _interpreter(python: str | None, info: dict) -> str:
    if python:
        return python
    argv = info.get("program_argv") or info.get("argv") or []
    if argv and isinstance(argv[0], str) and is_python(argv[0]) and os.path.exists(argv[0]):
        return argv[0]
    return sys.executable


def prepare_testcase(
    run_dir: str | os.PathLike[str],
    *,
    out: str | None = None,
    python: str | None = None,
    category: str | None = None,
    max_compiles: int | None = None,
    runs_dir: str | os.PathLike[str] | None = None,
    on_line: LineCallback | None = None,
) -> Testcase:
    """Choose the repro, write the test (into a new run dir beside the run, or ``out``)."""
    src_dir = Path(run_dir).resolve()
    if not (src_dir / "run.json").is_file():
        raise TestcaseError(f"{run_dir}: no run.json here (a run dir of `pt2tui run` is needed)")
    run = _load(str(src_dir))
    info = run.info if isinstance(run.info, dict) else {}
    cat, evidence = _pick_triage(run, category)
    check = check_for(cat)
    source = best_repro(str(src_dir), run, check, evidence)
    ev_text = "\n".join(e.text for e in evidence)
    graph = parse_graph_repro(source.text) if source.kind != PROGRAM else None
    if graph is not None and not graph.has_repro_class:
        raise TestcaseError(f"{source.path}: no `class Repro` / `load_args` in it: not a torch repro")
    prog_path, prog_text = _program_text(source, info)
    cuda = graph.needs_cuda if graph is not None else needs_cuda(prog_text)
    suggested, why = suggest_test_file(cat, ev_text + "\n" + (source.text or ""), cuda=cuda,
                                       backend=graph.backend if graph else "inductor")  # fmt: skip
    rtol = atol = None
    tol_where = ""
    if check == "accuracy":
        srcs = [(source.path, source.text)] if source.text else []
        srcs += [(e.where, e.text) for e in evidence]
        if prog_text:
            srcs.append((prog_path, prog_text))
        rtol, atol, tol_where = find_tolerance(srcs)
    frames = {c.frame_id for c in run.compiles if getattr(c, "frame_id", None) is not None}
    notes = []
    if source.kind == PROGRAM:
        notes.append("no minified repro.py and no fx_graph_runnable.py of a failing graph in "
                     "this lineage: the test runs the user's whole program, it is NOT minimal "
                     "(pt2tui rerun RUN minify-aot, then minify-launcher, for a small one)")  # fmt: skip
    elif source.kind == FX_RUNNABLE:
        notes.append(f"from fx_graph_runnable.py ({source.note}): the whole graph, not minimized")
    if cuda:
        notes.append("the repro needs CUDA: the test is skipped (unittest.skipIf(not TEST_CUDA)) "
                     "on a host without a GPU; run it on a GPU host")  # fmt: skip
    if graph is not None and _key_config(graph.config_lines):
        notes.append("the repro's torch config settings are kept at the top (the failure may "
                     "depend on them: " + "; ".join(_key_config(graph.config_lines)) + ")")  # fmt: skip
    failure = f"{evidence[0].where}: {evidence[0].text.splitlines()[0][:160]}" if evidence else cat
    spec = TestSpec(
        check=check,
        category=cat,
        method=method_name_for(cat, [e.text for e in evidence], _user_frame(run)),
        klass=class_name(suggested),
        failure=failure,
        run_dir=str(src_dir),
        torch_version=str(run.torch_version or info.get("torch_version") or ""),
        suggested=suggested,
        why=why,
        rtol=rtol,
        atol=atol,
        tol_where=tol_where,
        max_compiles=max_compiles or 2 * max(1, len(frames)),
        compiles_seen=len(run.compiles),
        notes=tuple(notes),
    )
    text = (
        render_program_test(spec, source, cuda)
        if graph is None
        else render_graph_test(spec, source, graph)
    )
    py = _interpreter(python, info)
    live_info = _run_info(src_dir, info, py, spec, source)
    if runs_dir is None:  # beside the run, unless that is a checkout's tracked dir (a sample)
        runs_dir, where = default_runs_dir(src_dir)
        notes = notes + ([where] if where else [])
    runs = str(runs_dir)
    name = f"{run_name(list(live_info['program_argv']) or ['run'])}-testcase"
    tr = TestRun(runs, name, py, live_info, on_line)
    fname = f"{spec.method}.py"
    target = Path(out) if out else tr.run_dir / fname
    if out and target.is_dir():
        target = target / fname
    try:
        with open(target, "x", encoding="utf-8") as f:
            f.write(text)
    except (FileExistsError, OSError) as e:
        why = (f"{target} exists: not overwritten (choose another --out)"
               if isinstance(e, FileExistsError) else f"cannot write {target}: {e.strerror or e}")  # fmt: skip
        tr.info.update(status="not written", error=why)
        tr.save()
        raise TestcaseError(why) from None
    target = target.resolve()
    tr.set_test(target)
    tr.info["testcase"]["file"] = str(target)
    tr.info["status"] = "written"
    tr.save()
    return Testcase(tr, target, spec, source, notes)


def _run_info(src_dir: Path, info: dict, py: str, spec: TestSpec, source: ReproSource) -> dict:
    try:
        prog, prog_cwd = program_of(info)
    except RecipeError:
        prog, prog_cwd = [], ""
    return {
        "parent": str(src_dir),
        "recipe": "testcase",
        "program_argv": prog,
        "program_cwd": prog_cwd,
        "python": py,
        "testcase": {
            "file": None,
            "method": spec.method,
            "class": spec.klass,
            "check": spec.check,
            "category": spec.category,
            "failure": spec.failure,
            "suggested": spec.suggested,
            "why": spec.why,
            "repro": {"kind": source.kind, "path": source.path, "run_dir": source.run_dir,
                      "minimal": source.minimal, "note": source.note},  # fmt: skip
            "tolerance": {"rtol": spec.rtol, "atol": spec.atol, "from": spec.tol_where},
            "max_compiles": spec.max_compiles if spec.check == "recompiles" else None,
            "notes": list(spec.notes),
        },
    }


class TestRun:
    """``python TEST_FILE`` in a run dir of its own (TORCH_TRACE into it; no debug dir): the
    run dir exists once this is made, the test file may be written into it before ``run``."""

    __test__ = False

    def __init__(self, runs_dir: str, name: str, python: str, info: dict,
                 on_line: LineCallback | None = None) -> None:  # fmt: skip
        self.lines: list[str] = []
        self.on_line = on_line
        self.python = python
        # CI=... in the environment makes torch's run_tests() want xmlrunner (a CI-only
        # dependency): the test is run as a developer runs it, with CI unset
        self.live = LiveRun([python], runs_dir=runs_dir, name=name, debug_dir=False,
                            info=info, on_line=self._sink, extra_env={"CI": ""})  # fmt: skip
        self.run_dir = self.live.prepare().resolve()
        self.set_test(self.run_dir / "test.py")

    def _sink(self, stream: str, line: bytes) -> None:
        self.lines.append(line.decode("utf-8", errors="replace"))
        if self.on_line is not None:
            self.on_line(stream, line)

    @property
    def info(self) -> dict:
        return self.live.info

    def set_test(self, test_file: Path) -> None:
        argv = [self.python, str(test_file), "-v"]  # -v: unittest names skip reasons
        child = self.live.child
        assert child is not None
        self.live.argv = child.argv = argv
        self.live.cwd = child.cwd = str(self.run_dir)
        self.live.info.update(argv=argv, cwd=str(self.run_dir))

    def save(self) -> None:
        write_run_json(self.run_dir, self.live.info)

    def run(self) -> tuple[dict, Run | None]:
        """Run it; (the test's outcome, the run). run.json records how it ended."""
        try:
            self.live.launch()
        except OSError as e:
            return {"outcome": "error", "summary": f"cannot start {self.python}: {e.strerror or e}"}, None
        run = self.live.finish()
        return unittest_outcome(self.lines, self.info.get("exit_code"), self.info.get("signal")), run


def _result(res: dict, tc: Testcase) -> dict:
    out = {"test": res, "file": str(tc.test_file), "method": tc.spec.method,
           "suggested": tc.spec.suggested}  # fmt: skip
    o = res.get("outcome")
    out["captures_bug"] = o in ("failed", "crashed")
    if o in ("failed", "crashed"):
        out["summary"] = f"the test FAILS now, as it must: it captures the bug ({res.get('summary')})"
    elif o == "passed":
        out["summary"] = "WARNING: the test PASSES now: it does not capture the bug"
        out["warning"] = ("the test passes on this build: it does not reproduce the failure "
                          "(another torch? random inputs? a flaky failure?)")  # fmt: skip
    elif o == "skipped":
        out["summary"] = (f"the test was SKIPPED here ({res.get('skip_reason')}): it could not be "
                          "checked to fail on this host")  # fmt: skip
    else:
        out["summary"] = f"the test could not run: {res.get('summary')}"
        if res.get("missing"):
            out["hint"] = ("torch's test harness (torch.testing._internal.common_utils) needs "
                           "expecttest and numpy: pip install expecttest numpy")  # fmt: skip
    return out



def _program_text(source: ReproSource, info: dict) -> tuple[str, str]:
    """(path, text) of the user's script (the tolerance of its own check, whether it uses CUDA)."""
    path = source.path if source.kind == PROGRAM and not source.module else ""
    if not path:
        try:
            argv, _cwd = program_of(info)
        except RecipeError:
            return "", ""
        path = next((a for a in argv[1:2] if a.endswith(".py")), "")
    try:
        return path, Path(path).read_text(encoding="utf-8", errors="replace") if path else ""
    except OSError:
        return path, ""


def _key_config(lines: tuple[str, ...]) -> list[str]:
    """The Inductor / Dynamo settings of a repro (its functorch lines are torch's boilerplate)."""
    key = [x for x in lines if x.startswith(("torch._inductor.", "torch._dynamo."))]
    key.sort(key=lambda x: "TESTING_ONLY" not in x)  # an injected bug first
    return (key or list(lines))[:3]
