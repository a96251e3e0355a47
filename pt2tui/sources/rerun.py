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
import glob
import os
import re
import shlex
import shutil
import sys
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..core.analysis.compare import compare
from ..core.analysis.triage import classify, triage_dict
from ..core.model import Run
from ..core.parse.log_paths import extract_minifier_paths
from ..core.reruns.progress import (
    ProgressEvent,
    ProgressState,
    RerunProgressParser,
    parse_bisection_result,
)
from ..core.reruns.recipes import (
    BISECT,
    LAUNCHER,
    PROGRAM,
    REPRO,
    RecipeError,
    RerunPlan,
    build_plan,
    get_recipe,
    retarget_launcher,
)
from .discover import read_run_json
from .live import LiveRun
from .load import SourceError, load_run
from .process import LineCallback
from .rundir import run_name, write_run_json

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


def _load(path: str) -> Run | None:
    """The run under ``path``; a run with only its run.json when nothing else is readable."""
    try:
        return load_run(path, verify=False)
    except SourceError:
        info = read_run_json(os.path.join(path, "run.json"))
        return Run(info=info) if info else None


def _launcher_ok(p: str) -> bool:
    norm = p.replace("\\", "/")
    return norm.endswith("minifier_launcher.py") and "/isolate/" not in norm and os.path.isfile(p)


def find_launcher(run_dir: str | os.PathLike[str], run: Run | None = None) -> str | None:
    """The minifier_launcher.py a run wrote: the one its run.json result names, else
    ``torch_compile_debug/*/minifier/minifier_launcher.py`` (newest), else the path its
    ``Writing minified repro to:`` lines name, else the launcher copy a ``minify-launcher`` run
    made in its dir. None when there is none."""
    d = Path(run_dir)
    info = read_run_json(str(d / "run.json"))
    res = info.get("result") if isinstance(info.get("result"), dict) else {}
    recorded = res.get("launcher")
    if (
        isinstance(recorded, str)
        and _launcher_ok(recorded)
        and get_recipe_kind(info.get("recipe")) == PROGRAM
    ):
        return recorded
    hits = [
        h
        for h in glob.glob(
            str(d / "torch_compile_debug" / "*" / "minifier" / "minifier_launcher.py")
        )
        if _launcher_ok(h)
    ]
    if hits:
        return max(hits, key=lambda h: os.path.getmtime(h))
    if run is None:
        run = _load(str(d))
    if run is not None:  # the program may have put its debug dir elsewhere: its log says where
        found = [p for p in extract_minifier_paths(run.logs) if _launcher_ok(p)]
        if found:
            return found[-1]
    copy = d / "minifier_launcher.py"
    if copy.is_file():
        return str(copy)
    return None


def get_recipe_kind(name: Any) -> str | None:
    try:
        return get_recipe(str(name)).kind if name else None
    except RecipeError:
        return None


def find_repro(run_dir: str | os.PathLike[str]) -> str | None:
    """The minified repro.py a ``minify-launcher`` run wrote in its dir."""
    p = Path(run_dir) / "repro.py"
    return str(p) if p.is_file() else None


def read_repro_text(path_or_run_dir: str | os.PathLike[str]) -> str | None:
    p = Path(path_or_run_dir)
    if p.is_dir():
        p = p / "repro.py"
    try:
        return p.read_text(encoding="utf-8", errors="backslashreplace")
    except OSError:
        return None


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
            self._parent_run = _load(self.plan.parent)
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

    def launch(self) -> Path:
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
        result = _result(self, run, state)
        cmp = compare(self.parent_run, run) if self.parent_run is not None else None
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
) -> Rerun:
    """Make the rerun's run dir and run.json; nothing runs yet (``launch()`` starts it).

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
    except RecipeError as e:
        raise RerunError(str(e)) from None
    rr = Rerun(plan, parent_run, on_line=on_line, on_progress=on_progress)
    live = LiveRun(
        list(plan.argv),
        runs_dir=str(runs_dir) if runs_dir is not None else str(parent.parent),
        name=f"{run_name(list(plan.program_argv))}-{recipe}",
        logs=plan.logs,
        debug_dir=plan.debug_dir,
        cwd=plan.cwd,
        extra_env=dict(plan.env),
        info=plan.run_json(),
        on_line=rr._line,
    )
    run_dir = live.prepare().resolve()
    rr.plan = plan.resolved(str(run_dir))
    rr.live = live
    rr.run_dir = run_dir
    try:
        _apply_plan(live, rr.plan, run_dir)
    except RerunError as e:
        live.info.update(status="could not start", error=str(e))
        write_run_json(run_dir, live.info)
        raise
    return rr


def start_rerun(
    parent_dir: str | os.PathLike[str],
    recipe: str,
    runs_dir: str | os.PathLike[str] | None = None,
    *,
    on_line: LineCallback | None = None,
    on_progress: ProgressCallback | None = None,
    python: str | None = None,
) -> Rerun:
    """``prepare_rerun`` + ``launch``: the rerun is running when this returns."""
    rr = prepare_rerun(
        parent_dir, recipe, runs_dir, on_line=on_line, on_progress=on_progress, python=python
    )
    rr.launch()
    return rr


def _apply_plan(live: LiveRun, plan: RerunPlan, run_dir: Path) -> None:
    """Put the resolved ``{run_dir}`` values into the prepared child and run.json; copy the
    launcher / repro.py into the new run dir."""
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
        if plan.launcher:
            new = _own_save_dir(new, run_dir)
        Path(plan.launcher_copy).write_text(new, encoding="utf-8")
    live.argv = list(plan.argv)
    child.argv = list(plan.argv)
    child.cwd = plan.cwd
    live.cwd = plan.cwd
    for k, v in plan.env.items():
        child.env[k] = v
        live.info.setdefault("env", {})[k] = v
    live.info.update(plan.run_json())
    live.info["argv"] = list(plan.argv)
    live.info["cwd"] = plan.cwd
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


# ---------------------------------------------------------------------------------------------
# results


def _result(rr: Rerun, run: Run, st: ProgressState) -> dict[str, Any]:
    info = rr.live.info
    plan = rr.plan
    kind = get_recipe(plan.recipe).kind
    res: dict[str, Any] = {
        "recipe": plan.recipe,
        "exit_code": info.get("exit_code"),
        "signal": info.get("signal"),
        "seconds": info.get("seconds"),
        "cancelled": rr.cancelled,
    }
    td = triage_dict(classify(run))
    res["triage"] = {"category": td["category"], "evidence": td["evidence"][:4], "next": td["next"]}
    if "kernel" in td:
        res["triage"]["kernel"] = td["kernel"]
    name = plan.recipe
    if kind == PROGRAM and name.startswith("minify-"):
        launcher = find_launcher(rr.run_dir, run)
        res["launcher"] = launcher
        if launcher:
            res["summary"] = f"minifier launcher written: {launcher}"
            res["next"] = ["minify-launcher-no-isolate", "minify-launcher"]
        else:
            res["summary"] = (
                "no minifier launcher was written: the failure did not happen under "
                f"{' '.join(f'{k}={v}' for k, v in plan.env.items())} (try another minify recipe, or bisect)"
            )
        if st.accuracy_failed:
            res["accuracy_failed"] = st.accuracy_failed
    elif kind == LAUNCHER:
        repro = rr.run_dir / "repro.py"
        res["launcher"] = plan.launcher
        res["launcher_copy"] = plan.launcher_copy
        res["repro"] = str(repro) if repro.is_file() else None
        res["minifier"] = {
            "start_nodes": st.start_nodes,
            "nodes": st.nodes,
            "inputs": st.inputs,
            "strategies": st.strategies,
            "successes": st.successes,
            "queries": st.queries,
            "done": st.minifier_done,
            "error": st.minifier_error,
        }
        res["checkpoints"] = sorted(
            glob.glob(
                str(rr.run_dir / "torch_compile_debug" / "*" / "minifier" / "checkpoints" / "*.py")
            )
        )
        if res["repro"] and st.minifier_done:
            res["summary"] = f"minified from {st.start_nodes} to {st.nodes} nodes: {res['repro']}"
            res["next"] = ["run-repro"]
        elif res["repro"]:
            res["summary"] = (
                f"partial repro ({st.nodes} nodes; the minifier did not finish): {res['repro']}"
            )
            res["next"] = ["run-repro"]
        elif st.minifier_error:
            res["summary"] = f"the minifier stopped: {st.minifier_error}"
        else:
            res["summary"] = "the minifier wrote no repro.py"
    elif kind == REPRO:
        res["repro"] = plan.repro
        res["repro_copy"] = plan.launcher_copy
        code = info.get("exit_code")
        res["reproduced"] = bool(code) or bool(info.get("signal"))
        res["summary"] = (
            "repro.py still fails: it reproduces the problem"
            if res["reproduced"]
            else "repro.py passed: it does not reproduce"
        )
    elif kind == BISECT:
        cache = plan.env.get("TORCHINDUCTOR_CACHE_DIR")
        res["cache_dir"] = cache
        res["cache_dir_removed"] = bool(cache) and not os.path.exists(cache)
        result = st.bisect_result
        if result is None and not st.no_issue:
            result = _bisect_result_from_logs(run)
        res["bisect"] = result
        res["no_issue"] = st.no_issue
        res["subsystems"] = [{"name": n, "fixed": f} for n, f in st.subsystems]
        res["systems_tried"] = list(st.systems_tried)
        if result:
            res["summary"] = (
                f"backend {result.get('backend')}"
                + (f", subsystem {result.get('subsystem')}" if result.get("subsystem") else "")
                + (
                    f", application #{result.get('bisect_number')}"
                    if result.get("bisect_number") is not None
                    else ""
                )
                + (f" ({result.get('debug_info')})" if result.get("debug_info") else "")
            )
            if result.get("backend") == "eager":
                res["warning"] = (
                    "the bisector blames the eager backend: the program probably ignores "
                    "TORCH_COMPILE_BACKEND, or fails without torch.compile too (try the eager recipe)"
                )
        elif st.no_issue:
            res["summary"] = "no issue found: the program passed with every backend"
        else:
            res["summary"] = "the bisector did not finish"
    if name == "nan-asserts":
        km = _nan_kernel(run)
        res["nan_assert"] = km
        if km:
            res["summary"] = (
                f"NaN/Inf assert fired at {km['path']}:{km['line']}"
                + (f" -> kernel {km['kernel']}" if km.get("kernel") else "")
                + (f" in {km['artifact']}" if km.get("artifact") else "")
            )
        else:
            res["summary"] = "no NaN/Inf assert fired" + (
                "" if info.get("exit_code") == 0 else " (the program failed otherwise: see triage)"
            )
    elif name == "eager":
        parent_code = (rr.parent_run.info or {}).get("exit_code") if rr.parent_run else None
        res["eager_passes"] = info.get("exit_code") == 0 and not info.get("signal")
        res["parent_exit_code"] = parent_code
        if res["eager_passes"]:
            res["summary"] = "passes without torch.compile" + (
                f" (the parent failed with exit {parent_code}: the problem comes from compilation)"
                if parent_code not in (None, 0)
                else ""
            )
        else:
            res["summary"] = "fails without torch.compile too: not (only) a compile problem"
    elif kind == PROGRAM and "summary" not in res:
        res["summary"] = f"triage: {td['category']}"
    if rr.cancelled:
        res["summary"] = "cancelled; " + res.get("summary", "")
    return res


def _nan_kernel(run: Run) -> dict | None:
    for t in classify(run):
        if t.category == "nan" and t.kernel is not None:
            return t.kernel.as_dict()
    for t in classify(run):
        if t.category == "nan" and t.stopped:
            ev = t.evidence[0] if t.evidence else None
            return {
                "path": None,
                "line": None,
                "code": ev.text if ev else None,
                "kernel": None,
                "artifact": None,
            }
    return None


def _bisect_result_from_logs(run: Run) -> dict | None:
    for m in reversed(run.logs):
        if "Bisection complete:" in m.text:
            r = parse_bisection_result(m.text)
            if r is not None:
                return r
    return None
