"""Rerun recipes: the PyTorch debugging guides' "run it again with ..." steps, as data.

Every recipe has a stable name (kept in the rerun's run.json), a title, what it is for, the
environment it sets, and how its command line is built from the parent run's run.json:

* program reruns (``minify-aot``, ``nan-asserts``, ``eager`` ...) run the parent's program
  again, in the parent's working directory, with the recipe's variables;
* ``minify-launcher[-no-isolate]`` runs ``python minifier_launcher.py minify [--no-isolate]`` on
  the launcher a ``minify-*`` run wrote, in the new run dir (repro.py, checkpoints/ and isolate/
  land there);
* ``run-repro`` runs the ``repro.py`` a ``minify-launcher`` run wrote, in the new run dir;
* ``bisect`` runs ``python -m torch._inductor.compiler_bisector run <program>``, always with
  a private ``TORCHINDUCTOR_CACHE_DIR`` inside the new run dir.

``{run_dir}`` in argv, cwd or env stands for the new run directory (known once it is made).
Pure: no process, no file access (runner/rerun.py finds launchers and runs things).
"""

from __future__ import annotations

import os
import posixpath
import re
from dataclasses import dataclass, field, replace

from .recipe import (
    BISECT,
    BISECTOR_MODULE,
    DEFAULT_LOGS,
    LAUNCHER,
    PROGRAM,
    REPRO,
    RUN_DIR,
    Recipe,
    RecipeError,
)
from .recipes_triage import TRIAGE_RECIPES

__all__ = [
    "BISECT",
    "BISECTOR_MODULE",
    "LAUNCHER",
    "PROGRAM",
    "REPRO",
    "RUN_DIR",
    "DEFAULT_LOGS",
    "Recipe",
    "RecipeError",
    "RerunPlan",
    "RECIPES",
    "build_plan",
    "get_recipe",
    "program_of",
    "recipe_names",
]

_MINIFIER_GUIDE = "torch.compiler_troubleshooting: 'Minifying' (after AOT / after Dynamo)"

RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "minify-aot",
        "Minifier after AOTAutograd (compile errors)",
        "a backend compiler failure (BackendCompilerFailed, InductorError, CppCompileError)",
        "Reruns the program with TORCHDYNAMO_REPRO_AFTER=aot TORCHDYNAMO_REPRO_LEVEL=2: when "
        "Inductor fails on a graph, torch writes minifier_launcher.py (the failing graph and its "
        "inputs) under the new run dir's torch_compile_debug/. Then use minify-launcher.",
        PROGRAM,
        env=(("TORCHDYNAMO_REPRO_AFTER", "aot"), ("TORCHDYNAMO_REPRO_LEVEL", "2")),
        guide=_MINIFIER_GUIDE,
    ),
    Recipe(
        "minify-aot-accuracy",
        "Minifier after AOTAutograd (accuracy)",
        "compiled results differ from eager (accuracy failures)",
        "Reruns the program with TORCHDYNAMO_REPRO_AFTER=aot TORCHDYNAMO_REPRO_LEVEL=4: each "
        "graph is compared with eager (fp64 reference); on a mismatch torch logs 'Accuracy "
        "failed', writes minifier_launcher.py and raises AccuracyError. Then use minify-launcher.",
        PROGRAM,
        env=(("TORCHDYNAMO_REPRO_AFTER", "aot"), ("TORCHDYNAMO_REPRO_LEVEL", "4")),
        guide=_MINIFIER_GUIDE,
    ),
    Recipe(
        "minify-dynamo",
        "Minifier after Dynamo (any backend)",
        "a failure of the backend as a whole (also runtime errors of the compiled graph), or a non-Inductor backend",
        "Reruns the program with TORCHDYNAMO_REPRO_AFTER=dynamo TORCHDYNAMO_REPRO_LEVEL=2: the "
        "Dynamo graph is compiled and run under a check; on failure torch writes "
        "minifier_launcher.py. Then use minify-launcher.",
        PROGRAM,
        env=(("TORCHDYNAMO_REPRO_AFTER", "dynamo"), ("TORCHDYNAMO_REPRO_LEVEL", "2")),
        guide=_MINIFIER_GUIDE,
    ),
    Recipe(
        "minify-launcher",
        "Run the minifier (isolated)",
        "shrink the failing graph a minify-* run captured to a small repro.py",
        "Runs `python minifier_launcher.py minify` in the new run dir on a copy of the launcher "
        "the parent wrote (its TORCH_COMPILE_DEBUG_DIR line pointed at the new run dir). Each "
        "query runs in a subprocess (isolate/): safe for crashes, slow (minutes). Progress: "
        "strategies, node counts, checkpoints; result: repro.py.",
        LAUNCHER,
        launcher_args=("minify",),
        debug_dir=False,
        guide=_MINIFIER_GUIDE,
    ),
    Recipe(
        "minify-launcher-no-isolate",
        "Run the minifier (in process)",
        "the same, much faster, when the failure is a Python exception (not a segfault)",
        "Runs `python minifier_launcher.py minify --no-isolate` in the new run dir: queries run "
        "in one process. Result: repro.py in the new run dir.",
        LAUNCHER,
        launcher_args=("minify", "--no-isolate"),
        debug_dir=False,
        guide=_MINIFIER_GUIDE,
    ),
    Recipe(
        "run-repro",
        "Run the minified repro.py",
        "check that the minified repro still fails (and share it)",
        "Runs a copy of the repro.py a minify-launcher run wrote (its TORCH_COMPILE_DEBUG_DIR line "
        "pointed at the new run dir) with the new run dir as working directory. A non-zero exit "
        "means the repro still reproduces the failure.",
        REPRO,
        debug_dir=False,
        guide=_MINIFIER_GUIDE,
    ),
    Recipe(
        "nan-asserts",
        "NaN/Inf asserts in generated code",
        "NaNs or Infs in the compiled program's outputs",
        "Reruns the program with TORCHINDUCTOR_NAN_ASSERTS=1: Inductor's generated code asserts "
        "after each kernel (GPU) or on the graph outputs (CPU) that no NaN/Inf came out. The "
        "AssertionError's generated file:line is mapped to the kernel in the output code. "
        "TORCH_LOGS adds output_code.",
        PROGRAM,
        env=(("TORCHINDUCTOR_NAN_ASSERTS", "1"),),
        logs=("output_code",),
        guide="torch.compiler_troubleshooting / Inductor config nan_asserts",
    ),
    Recipe(
        "cuda-sync",
        "Synchronous CUDA, no caching allocator",
        "CUDA errors (illegal memory access, device-side asserts) reported at the wrong place",
        "Reruns the program with CUDA_LAUNCH_BLOCKING=1 PYTORCH_NO_CUDA_MEMORY_CACHING=1: kernel "
        "errors surface at the launch that caused them, out-of-bounds accesses are not hidden by "
        "the caching allocator. Slow.",
        PROGRAM,
        env=(("CUDA_LAUNCH_BLOCKING", "1"), ("PYTORCH_NO_CUDA_MEMORY_CACHING", "1")),
        guide="CUDA semantics / debugging CUDA errors",
    ),
    Recipe(
        "eager",
        "Without torch.compile",
        "is it torch.compile at all? (the program's own bug, or a compile problem)",
        "Reruns the program with TORCH_COMPILE_DISABLE=1 (torch.compile becomes a no-op). If it "
        "passes where the parent failed, the failure comes from compilation.",
        PROGRAM,
        env=(("TORCH_COMPILE_DISABLE", "1"),),
        guide="torch.compiler_troubleshooting: 'is it a compile problem?'",
    ),
    Recipe(
        "bisect",
        "Compiler bisector",
        "find the backend, then the subsystem (pass, lowering ...) that causes a failure",
        "Runs `python -m torch._inductor.compiler_bisector run <program>`: the program is run "
        "repeatedly; exit code 0 = good, non-zero = bad. It tries backends eager, aot_eager, "
        "aot_eager_decomp_partition, inductor, then disables subsystems and bisects the one that "
        "fixes it, ending with BisectionResult(backend, subsystem, bisect_number, debug_info). "
        "The bisector passes the backend under test in TORCH_COMPILE_BACKEND; the program "
        "need not read it: pt2tui's startup hook gives every torch.compile call of the program "
        "that backend (PT2TUI_COMPILE_OVERRIDES). It deletes the Inductor cache dir it uses and its "
        "state steers every compile on the host that shares that dir, so pt2tui always gives it "
        "a private TORCHINDUCTOR_CACHE_DIR=<new run dir>/inductor_cache.",
        BISECT,
        env=(
            ("TORCHINDUCTOR_CACHE_DIR", f"{RUN_DIR}/inductor_cache"),
            ("PT2TUI_COMPILE_OVERRIDES",
             '{"compile": {"backend_env": "TORCH_COMPILE_BACKEND"}, "recipe": "bisect"}'),
        ),  # fmt: skip
        debug_dir=False,
        guide="torch._inductor.compiler_bisector (CompilerBisector)",
    ),
    Recipe(
        "verbose-recompiles",
        "Why it recompiles",
        "recompilations, recompile_limit / cache_size_limit hits",
        "Reruns the program with TORCH_LOGS adding recompiles_verbose,guards: every guard failure "
        "behind each recompile, and the guards of each compile.",
        PROGRAM,
        logs=("recompiles_verbose", "guards"),
        guide="torch.compiler_troubleshooting: recompilations",
    ),
    Recipe(
        "verbose-dynamo",
        "Dynamo debug logs",
        "graph breaks and Dynamo errors: where in the user code, and Dynamo's own stack",
        "Reruns the program with TORCHDYNAMO_VERBOSE=1 and TORCH_LOGS adding +dynamo (debug "
        "level): internal stack traces and every traced bytecode.",
        PROGRAM,
        env=(("TORCHDYNAMO_VERBOSE", "1"),),
        logs=("+dynamo",),
        guide="torch.compiler_troubleshooting: TORCH_LOGS / TORCHDYNAMO_VERBOSE",
    ),
    Recipe(
        "again",
        "The same run again",
        "a run that was interrupted (or flaky): run it again unchanged",
        "Reruns the program as it was: the same command, working directory and TORCH_LOGS, "
        "nothing added.",
        PROGRAM,
        guide="",
    ),
) + TRIAGE_RECIPES  # fresh-cache, aot-eager, no-cudagraphs, verbose-dynamic ...

# compile settings through pt2tui's startup hook, the AOTInductor workflow and the profiles
# (first come wins)
from .recipes_aoti import AOTI_RECIPES  # noqa: E402
from .recipes_kernel import KERNEL, KERNEL_RECIPES  # noqa: E402
from .recipes_profile import PROFILE_RECIPES  # noqa: E402
from .recipes_settings import LADDER, LADDER_MODULE, SETTINGS_RECIPES  # noqa: E402

RECIPES = RECIPES + tuple(
    r
    for r in SETTINGS_RECIPES + AOTI_RECIPES + PROFILE_RECIPES + KERNEL_RECIPES
    if r.name not in {x.name for x in RECIPES}
)
_BY_NAME = {r.name: r for r in RECIPES}


def recipe_names() -> tuple[str, ...]:
    return tuple(r.name for r in RECIPES)


def get_recipe(name: str) -> Recipe:
    try:
        return _BY_NAME[name]
    except KeyError:
        raise RecipeError(
            f"unknown recipe {name!r}; recipes: {', '.join(recipe_names())}"
        ) from None


@dataclass(frozen=True)
class RerunPlan:
    """Everything needed to start one rerun. ``{run_dir}`` placeholders until ``resolved``."""

    recipe: str
    parent: str
    argv: tuple[str, ...]
    cwd: str
    env: dict[str, str]  # what the recipe sets (on top of pt2tui's TORCH_TRACE etc.)
    logs: str  # TORCH_LOGS for the rerun (replaces the defaults; the user's own is kept)
    debug_dir: bool
    program_argv: tuple[str, ...]  # the program, as later reruns of this rerun will run it
    program_cwd: str
    base_logs: str  # the parent's TORCH_LOGS choice, before the recipe's additions
    launcher: str | None = None  # the launcher the parent wrote (copied into the new run dir)
    launcher_copy: str | None = None  # where the copy of the launcher / repro.py goes
    repro: str | None = None
    notes: tuple[str, ...] = ()
    info: dict = field(default_factory=dict)  # extra run.json keys

    def resolved(self, run_dir: str) -> RerunPlan:
        def s(x: str) -> str:
            return x.replace(RUN_DIR, run_dir)

        return replace(
            self,
            argv=tuple(s(a) for a in self.argv),
            cwd=s(self.cwd),
            env={k: s(v) for k, v in self.env.items()},
            launcher_copy=s(self.launcher_copy) if self.launcher_copy else None,
            notes=tuple(s(n) for n in self.notes),
        )

    def run_json(self) -> dict:
        """The keys a rerun adds to its run.json."""
        d = {
            "parent": self.parent,
            "recipe": self.recipe,
            "recipe_env": dict(self.env),
            "program_argv": list(self.program_argv),
            "program_cwd": self.program_cwd,
            "base_logs": self.base_logs,
        }
        if self.launcher:
            d["launcher"] = self.launcher
        if self.launcher_copy:
            d["repro_copy" if self.repro else "launcher_copy"] = self.launcher_copy
        if self.repro:
            d["repro"] = self.repro
        if self.notes:
            d["notes"] = list(self.notes)
        d.update(self.info)
        return d


_PYTHON = re.compile(r"^python(?:\d+(?:\.\d+)*)?(?:\.exe)?$")


def is_python(arg: str) -> bool:
    return bool(_PYTHON.match(os.path.basename(arg)))


def _abs(path: str, cwd: str) -> str:
    if not path or os.path.isabs(path) or not cwd:
        return path
    return posixpath.normpath(posixpath.join(cwd, path))


def absolutize_argv(argv: list[str], cwd: str) -> list[str]:
    """Relative script paths (``*.py``, or a relative executable like ``./run.sh``) made absolute
    against ``cwd``; everything else as it was."""
    out: list[str] = []
    for i, a in enumerate(argv):
        if a.startswith("-") or os.path.isabs(a):
            out.append(a)
        elif a.endswith(".py") or (i == 0 and "/" in a):
            out.append(_abs(a, cwd))
        else:
            out.append(a)
    return out


def program_of(parent_info: dict) -> tuple[list[str], str]:
    """(program argv, program cwd) of a run: a rerun's recorded program, or its own argv."""
    argv = parent_info.get("program_argv") or parent_info.get("argv")
    cwd = parent_info.get("program_cwd") or parent_info.get("cwd") or ""
    if not isinstance(argv, list) or not argv or not all(isinstance(a, str) for a in argv):
        raise RecipeError("the parent's run.json has no argv: cannot rerun its program")
    if parent_info.get("recipe") and not parent_info.get("program_argv"):
        kind = _BY_NAME.get(str(parent_info.get("recipe")))
        if kind is not None and kind.kind != PROGRAM:
            raise RecipeError(
                f"the parent is a {parent_info['recipe']} rerun without program_argv in run.json"
            )
    return absolutize_argv(list(argv), str(cwd)), str(cwd)


def base_logs_of(parent_info: dict) -> str:
    """The parent's TORCH_LOGS choice (a rerun's recorded base, or its TORCH_LOGS)."""
    base = parent_info.get("base_logs")
    if not base:
        env = parent_info.get("env") if isinstance(parent_info.get("env"), dict) else {}
        base = env.get("TORCH_LOGS") if parent_info.get("recipe") is None else None
    return str(base) if base else DEFAULT_LOGS


def merge_logs(base: str, extra: tuple[str, ...]) -> str:
    parts = [p.strip() for p in base.split(",") if p.strip()] + list(extra)
    seen: dict[str, None] = {}
    for p in parts:
        seen.setdefault(p, None)
    return ",".join(seen)


def build_plan(
    name: str,
    parent_dir: str,
    parent_info: dict,
    *,
    python: str,
    launcher: str | None = None,
    repro: str | None = None,
) -> RerunPlan:
    """The plan for recipe ``name`` on the parent run (``parent_info`` is its run.json).

    ``python`` is the interpreter used when the parent's argv does not start with one;
    ``launcher`` / ``repro`` are the files the caller found for launcher / repro recipes.
    Raises RecipeError when the recipe does not apply.
    """
    recipe = get_recipe(name)
    prog, prog_cwd = program_of(parent_info)
    py = prog[0] if is_python(prog[0]) else python
    base = base_logs_of(parent_info)
    logs = merge_logs(base, recipe.logs)
    env = {k: v for k, v in recipe.env}
    notes: list[str] = []
    common = dict(
        recipe=name,
        parent=parent_dir,
        env=env,
        logs=logs,
        debug_dir=recipe.debug_dir,
        program_argv=tuple(prog),
        program_cwd=prog_cwd,
        base_logs=base,
    )
    if recipe.kind == PROGRAM:
        return RerunPlan(argv=tuple(prog), cwd=prog_cwd, notes=tuple(notes), **common)
    if recipe.kind == BISECT:
        notes.append(
            "the bisector sets TORCH_COMPILE_BACKEND for each run; pt2tui's startup hook applies "
            "it to every torch.compile call of the program (Python programs started by the "
            "command, whatever they pass as backend)"
        )
        argv = (py, "-m", BISECTOR_MODULE, "run", *prog)
        return RerunPlan(argv=argv, cwd=prog_cwd, notes=tuple(notes), **common)
    if recipe.kind == LAUNCHER:
        if not launcher:
            raise RecipeError(
                f"no minifier_launcher.py found for {parent_dir}: run "
                f"`pt2tui rerun {parent_dir} minify-aot` (or minify-aot-accuracy / minify-dynamo) "
                "first; it writes one when the failure reproduces"
            )
        copy = f"{RUN_DIR}/minifier_launcher.py"
        notes.append(
            f"launcher {launcher} copied to {copy} with its TORCH_COMPILE_DEBUG_DIR pointed at the "
            "new run dir (checkpoints land there)"
        )
        argv = (py, copy, *recipe.launcher_args)
        return RerunPlan(
            argv=argv,
            cwd=RUN_DIR,
            launcher=launcher,
            launcher_copy=copy,
            notes=tuple(notes),
            **common,
        )
    if recipe.kind == REPRO:
        if not repro:
            raise RecipeError(
                f"no repro.py found in {parent_dir}: run `pt2tui rerun {parent_dir} "
                "minify-launcher-no-isolate` (or minify-launcher) on a run that wrote a launcher first"
            )
        copy = f"{RUN_DIR}/repro.py"
        notes.append(
            f"repro {repro} copied to {copy} with its TORCH_COMPILE_DEBUG_DIR pointed at the new run dir"
        )
        return RerunPlan(
            argv=(py, copy),
            cwd=RUN_DIR,
            repro=repro,
            launcher_copy=copy,
            notes=tuple(notes),
            **common,
        )
    if recipe.kind == KERNEL:  # the repro runner/kernel_repro.py writes into the new run dir
        argv = (py, f"{RUN_DIR}/kernel_repro/kernel_repro.py")
        return RerunPlan(argv=argv, cwd=RUN_DIR, notes=tuple(notes), **common)
    if recipe.kind == LADDER:  # a driver runs one rerun per backend (runner/ladder.py)
        argv = (python, "-m", LADDER_MODULE, parent_dir, "--into", RUN_DIR)
        return RerunPlan(argv=argv, cwd=prog_cwd, notes=tuple(notes), **common)
    raise RecipeError(f"recipe {name!r} has an unknown kind {recipe.kind!r}")  # pragma: no cover


# -- the launcher copy ---------------------------------------------------------------------

_DEBUG_DIR_LINE = re.compile(r"^os\.environ\['TORCH_COMPILE_DEBUG_DIR'\] = .*$", re.M)


def retarget_launcher(text: str, run_dir: str) -> tuple[str, bool]:
    """The launcher's (or a minified repro.py's) text with its ``os.environ['TORCH_COMPILE_DEBUG_DIR'] = ...`` line pointed
    at ``run_dir`` (torch writes the parent's dir there; checkpoints would land in it).
    Returns (text, whether the line was found)."""
    line = f"os.environ['TORCH_COMPILE_DEBUG_DIR'] = {run_dir!r}"
    new, n = _DEBUG_DIR_LINE.subn(lambda _m: line, text, count=1)
    if n:
        return new, True
    # older launchers: set it before anything else runs
    return f"import os\n{line}\n{text}", False
