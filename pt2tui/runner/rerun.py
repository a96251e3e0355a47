"""One-key reruns: a recipe (core/recipes.py) applied to a finished run, as a NEW run dir.

    rr = prepare_rerun("pt2tui_runs/20261122-050406-prog", "nan-asserts",
                       on_progress=lambda ev, st: ...)
    print(rr.shell_command())      # the exact command, cwd and env, before anything runs
    rr.launch()
    ...                            # rr.progress (a ProgressState), rr.cancel()
    out = rr.finish()              # waits; out.result is also in the new run.json["result"]

Each rerun gets its own run dir (``<runs_dir>/<stamp>-<program>-<recipe>/``) whose run.json
links it to its parent (``parent``, ``recipe``, ``program_argv`` ...). Program recipes run in
the parent's working directory (so the program finds its files) with TORCH_COMPILE_DEBUG_DIR
in the new run dir (a minifier_launcher.py lands there); launcher / repro recipes run with the
new run dir as working directory on a copy of the launcher / repro.py (repro.py, checkpoints/,
isolate/ land there; the copy's TORCH_TRACE and save_dir point there too). Nothing of the parent
is written to.

UI-agnostic: ``on_line(stream, bytes)`` and ``on_progress(event, state)`` are called from the
output reader threads.
"""

from __future__ import annotations

import ast
import os
import re
import shlex
import shutil
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..core.analysis.compare import compare
from ..core.model import Run
from ..core.reruns.progress import ProgressEvent, ProgressState, RerunProgressParser
from ..core.reruns.recipes import (
    LAUNCHER,
    REPRO,
    RecipeError,
    RerunPlan,
    build_plan,
    get_recipe,
    retarget_launcher,
)
from ..core.reruns.recipes_kernel import KERNEL
from ..sources.discover import read_run_json
from .interpreter import with_python
from .kernel_repro import KERNEL_ENV, LAUNCH_ENV, kernel_plan, write_planned
from .live import LiveRun
from .portable import ProgramNotHere, default_runs_dir, locate_here
from .process import LineCallback
from .recipe_io import apply_extras, plan_extras
from .rerun_files import find_launcher, find_repro, load_rerun_run, read_repro_text
from .rerun_result import rerun_result
from .rundir import lineage_name, run_name, write_run_json

__all__ = [
    "Rerun",
    "RerunError",
    "RerunOutcome",
    "find_launcher",
    "find_repro",
    "prepare_rerun",
    "read_repro_text",
    "start_rerun",
]

ProgressCallback = Callable[[ProgressEvent, ProgressState], None]

# torch writes the TORCH_* variables of the run that made a launcher / repro.py into it
_TRACE_LINE = re.compile(r"^os\.environ\['TORCH_TRACE'\] = .*$", re.M)
# run_repro(..., save_dir='...'): where a launcher reads its inputs (and isolated queries write)
_SAVE_DIR_ARG = re.compile(r"""\bsave_dir=('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")""")


class RerunError(Exception):
    """The rerun cannot be done (no run.json, unknown recipe, no launcher ...)."""

    code = 2
    needs_python = False  # only an interpreter with torch is missing (--python asks for one)


@dataclass
class RerunOutcome:
    run_dir: Path
    run: Run  # the rerun, loaded
    parent_run: Run | None
    result: dict[str, Any]  # also in run.json["result"]
    compare: dict[str, Any] | None  # also in run.json["compare"]
    progress: ProgressState
    info: dict[str, Any] = field(default_factory=dict)  # the final run.json


class Rerun:
    """A prepared (then running, then finished) rerun. Made by ``prepare_rerun``."""

    def __init__(
        self,
        plan: RerunPlan,
        parent_run: Run | None,
        *,
        on_line: LineCallback | None = None,
        on_progress: ProgressCallback | None = None,
    ) -> None:
        self.plan = plan
        self._unresolved = plan  # the plan before its {run_dir} is known (create)
        self._parent_run = parent_run
        self.on_line = on_line
        self.on_progress = on_progress
        self.parser = RerunProgressParser()
        self._lock = threading.Lock()
        self.cancelled = False
        self.outcome: RerunOutcome | None = None
        self.live: LiveRun
        self.run_dir: Path

    @property
    def parent_run(self) -> Run | None:
        """The parent, loaded on first use (a big parent is not read before the rerun starts)."""
        if self._parent_run is None:
            self._parent_run = load_rerun_run(self.plan.parent)
        return self._parent_run

    # -- what will run --------------------------------------------------------------------
    @property
    def recipe(self) -> str:
        return self.plan.recipe

    @property
    def argv(self) -> list[str]:
        return list(self.plan.argv)

    @property
    def cwd(self) -> str:
        return self.plan.cwd

    @property
    def env(self) -> dict[str, str]:
        """Every variable pt2tui sets for the child (TORCH_TRACE, TORCH_LOGS ..., the recipe's)."""
        return dict(self.live.info.get("env") or {})

    @property
    def recipe_env(self) -> dict[str, str]:
        return dict(self.plan.env)

    @property
    def notes(self) -> list[str]:
        return list(self.plan.notes) + list(self.live.notes)

    def shell_command(self) -> str:
        """``cd CWD && VAR=... cmd args`` (the recipe's variables first)."""
        env = self.env
        keys = list(self.plan.env) + [k for k in env if k not in self.plan.env]
        assigns = " ".join(f"{k}={shlex.quote(env[k])}" for k in keys if k in env)
        return f"cd {shlex.quote(self.cwd)} && {assigns} {shlex.join(self.argv)}"

    # -- running --------------------------------------------------------------------------
    def _line(self, stream: str, line: bytes) -> None:
        with self._lock:
            events = self.parser.feed(line)
            state = self.parser.state
        if self.on_progress is not None:
            for ev in events:
                try:
                    self.on_progress(ev, state)
                except Exception:
                    pass
        if self.on_line is not None:
            self.on_line(stream, line)

    def create(self, create: bool = True) -> Path:
        """Make the run dir (the planned one when still free) and put the plan in it;
        ``create=False``: only plan it. Raises RerunError / RunDirError."""
        want = getattr(self, "run_dir", None) if self.planned else None
        run_dir = self.live.prepare(create=create, want=want)
        run_dir = Path(os.path.realpath(run_dir))
        self.plan = self._unresolved.resolved(str(run_dir))
        self.run_dir = run_dir
        try:
            _apply_plan(self.live, self.plan, run_dir, write=create)
        except RerunError as e:
            if create:
                self.live.info.update(status="could not start", error=str(e))
                write_run_json(run_dir, self.live.info)
            raise
        return run_dir

    @property
    def planned(self) -> bool:
        """Only planned: its run dir is not made yet (nothing written)."""
        return not self.live.created

    def launch(self) -> Path:
        if self.planned:
            self.create()
        return self.live.launch()

    @property
    def running(self) -> bool:
        return self.live.running

    @property
    def progress(self) -> ProgressState:
        with self._lock:
            return self.parser.state

    def elapsed(self) -> float:
        return self.live.elapsed()

    def snapshot(self) -> Run:
        """The rerun's Run so far (its trace, output.log, debug dir as they are written)."""
        assert self.live.follower is not None
        self.live.follower.poll()
        return self.live.follower.snapshot()

    def cancel(self, user: bool = True) -> str | None:
        """Interrupt the rerun's process group; each call escalates SIGINT -> SIGTERM -> SIGKILL.
        Returns the signal sent (None when nothing runs)."""
        if self.live.child is None:
            return None
        sent = self.live.child.interrupt(user)
        if sent:
            self.cancelled = True
        return sent

    def finish(self) -> RerunOutcome:
        """Wait for the rerun, read what it wrote, record the result in its run.json."""
        run = self.live.finish()
        info = self.live.info
        state = self.progress
        result = rerun_result(self, run, state)
        cmp = compare(self.parent_run, run) if self.parent_run is not None else None
        if cmp is not None and self.cancelled:  # cancelled is cancelled everywhere
            cmp["verdict"] = "cancelled: the rerun was stopped before it ended (nothing to compare)"
        info["result"] = result
        if cmp is not None:
            info["compare"] = cmp
        write_run_json(self.run_dir, info)
        self.outcome = RerunOutcome(self.run_dir, run, self.parent_run, result, cmp, state, info)
        return self.outcome


def prepare_rerun(
    parent_dir: str | os.PathLike[str],
    recipe: str,
    runs_dir: str | os.PathLike[str] | None = None,
    *,
    on_line: LineCallback | None = None,
    on_progress: ProgressCallback | None = None,
    python: str | None = None,
    extra_env: dict[str, str] | None = None,
    create: bool = True,
) -> Rerun:
    """Make the rerun's run dir and run.json; nothing runs yet (``launch()`` starts it).
    ``create=False``: the run dir is only planned (its path, the command and environment, all
    shown for confirmation); ``launch()`` makes it (nothing is written before).

    ``extra_env``: variables added to the recipe's (the profile recipes' warm-up and calls).
    Raises RerunError: parent without run.json, unknown recipe, no launcher / repro.py ...
    """
    parent = Path(parent_dir).resolve()
    rj = parent / "run.json"
    if not rj.is_file():
        raise RerunError(
            f"{parent_dir}: no run.json here (reruns need a run dir made by `pt2tui run`)"
        )
    info = read_run_json(str(rj))
    if not info:
        raise RerunError(f"{rj}: cannot read it as JSON")
    try:
        r = get_recipe(recipe)
    except RecipeError as e:
        raise RerunError(str(e)) from None
    info = with_python(info, python) if python else info  # --python (runner/interpreter.py)
    try:  # a run dir recorded elsewhere: its program, cwd and interpreter as found here
        info, here_notes = locate_here(parent, info, python,
                                       need_program=r.kind not in (LAUNCHER, REPRO, KERNEL))  # fmt: skip
    except ProgramNotHere as e:
        err = RerunError(str(e))
        err.needs_python = e.needs_python
        raise err from None
    parent_run = None
    launcher = repro = None
    if r.kind == LAUNCHER:
        launcher = find_launcher(parent)
    elif r.kind == REPRO:
        repro = find_repro(parent)
    try:
        plan = build_plan(
            recipe,
            str(parent),
            info,
            python=python or sys.executable,
            launcher=launcher,
            repro=repro,
        )
        plan = plan_extras(plan, r, str(parent), info)  # values a recipe takes from its parent
        if r.kind == KERNEL:  # the kernel the repro is of (--kernel, else the default one)
            plan = kernel_plan(plan, str(parent), (extra_env or {}).get(KERNEL_ENV), (extra_env or {}).get(LAUNCH_ENV))
        if extra_env:
            plan = replace(plan, env={**plan.env, **extra_env})
    except RecipeError as e:
        raise RerunError(str(e)) from None
    if runs_dir is None:  # beside the parent, unless that is a checkout's tracked dir (a sample)
        runs_dir, where_note = default_runs_dir(parent)
        here_notes += [where_note] if where_note else []
    if here_notes:
        plan = replace(plan, notes=tuple(here_notes) + plan.notes)
    rr = Rerun(plan, parent_run, on_line=on_line, on_progress=on_progress)
    rr.live = LiveRun(
        list(plan.argv),
        runs_dir=str(runs_dir),
        name=f"{lineage_name(parent, info) or run_name(list(plan.program_argv))}-{recipe}",
        logs=plan.logs,
        debug_dir=plan.debug_dir,
        cwd=plan.cwd,
        extra_env=dict(plan.env),
        info=plan.run_json(),
        on_line=rr._line,
    )
    rr.create(create)
    return rr


def start_rerun(
    parent_dir: str | os.PathLike[str],
    recipe: str,
    runs_dir: str | os.PathLike[str] | None = None,
    *,
    on_line: LineCallback | None = None,
    on_progress: ProgressCallback | None = None,
    python: str | None = None,
    extra_env: dict[str, str] | None = None,
) -> Rerun:
    """``prepare_rerun`` + ``launch``: the rerun is running when this returns."""
    rr = prepare_rerun(parent_dir, recipe, runs_dir, on_line=on_line, on_progress=on_progress,
                       python=python, extra_env=extra_env)  # fmt: skip
    rr.launch()
    return rr


def _apply_plan(live: LiveRun, plan: RerunPlan, run_dir: Path, write: bool = True) -> None:
    """Put the resolved ``{run_dir}`` values into the prepared child and run.json; copy the
    launcher / repro.py into the new run dir. ``write=False``: a planned run dir (nothing is
    written; the launcher is only read)."""
    child = live.child
    assert child is not None
    if plan.launcher_copy:
        src = plan.launcher or plan.repro
        assert src is not None
        try:
            text = Path(src).read_text(encoding="utf-8")
        except OSError as e:
            raise RerunError(f"cannot read {src}: {e.strerror or e}") from None
        new, _found = retarget_launcher(text, str(run_dir))
        trace = child.env.get("TORCH_TRACE")
        if trace:  # else the copy (and its isolated queries) log into the parent's trace/
            new = _TRACE_LINE.sub(lambda _m: f"os.environ['TORCH_TRACE'] = {trace!r}", new, count=1)
        if plan.launcher and write:
            new = _own_save_dir(new, run_dir)
        if write:
            Path(plan.launcher_copy).write_text(new, encoding="utf-8")
    if write and plan.info.get("kernel_repro"):
        write_planned(plan, run_dir)
    live.argv = list(plan.argv)
    child.argv = list(plan.argv)
    child.cwd = plan.cwd
    live.cwd = plan.cwd
    for k, v in plan.env.items():
        child.env[k] = v
        live.info.setdefault("env", {})[k] = v
    apply_extras(child.env, live.info, plan)  # the startup hook on PYTHONPATH; settings
    live.info.update(plan.run_json())
    live.info["argv"] = list(plan.argv)
    live.info["cwd"] = plan.cwd
    if write:
        write_run_json(run_dir, live.info)


def _own_save_dir(text: str, run_dir: Path) -> str:
    """The launcher's ``save_dir=`` moved to ``<run_dir>/minifier_inputs``, its stored input
    storages hard-linked (else copied) there: the isolated minifier writes each query's inputs
    into that dir, which is the parent's otherwise. Storages are never rewritten (by hash)."""
    m = _SAVE_DIR_ARG.search(text)
    if m is None:
        return text
    try:
        old = Path(ast.literal_eval(m.group(1))) / "storages"
    except (ValueError, SyntaxError, TypeError):
        return text
    new = run_dir / "minifier_inputs"
    if old.is_dir():
        (new / "storages").mkdir(parents=True, exist_ok=True)
        for f in old.iterdir():
            dst = new / "storages" / f.name
            if f.is_file() and not dst.exists():
                try:
                    os.link(f, dst)
                except OSError:
                    shutil.copyfile(f, dst)
    return _SAVE_DIR_ARG.sub(lambda _m: f"save_dir={str(new)!r}", text)
