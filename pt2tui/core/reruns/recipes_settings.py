"""Recipes that change how ``torch.compile`` is called, without editing the program.

They run the parent's program again with pt2tui's startup hook (``runner/hook/sitecustomize.py``
on PYTHONPATH; sources/rerun_hook.py puts it there) and one variable, ``PT2TUI_COMPILE_OVERRIDES``
(JSON), that says what to override on every ``torch.compile`` call (backend, mode, fullgraph,
dynamic) and which ``torch._dynamo.config`` / ``torch._inductor.config`` values to set. The hook
reports each override on stderr (``pt2tui-hook: {...}``; core/reruns/hook_lines.py reads them)
and says when it matched no ``torch.compile`` call.

``backend-ladder`` is a rerun of its own kind (LADDER): a driver (``python -m
pt2tui.runner.ladder``) runs the four ``backend-*`` rungs one after another, each its own run
dir, and ends with ``first failing backend: <name>`` or ``no backend fails``.

Pure data (recipes.py appends these to ``RECIPES``).
"""

from __future__ import annotations

import json
from typing import Any

from ..parse.jsonload import loads
from .recipe import PROGRAM, Recipe

__all__ = [
    "HOOK_ENV",
    "LADDER",
    "LADDER_BACKENDS",
    "LADDER_MEANING",
    "LADDER_MODULE",
    "SETTINGS_RECIPES",
    "hook_overrides",
    "settings_of",
]

HOOK_ENV = "PT2TUI_COMPILE_OVERRIDES"
LADDER = "ladder"  # a driver runs one rerun per backend
LADDER_MODULE = "pt2tui.runner.ladder"
LADDER_BACKENDS = ("eager", "aot_eager", "aot_eager_decomp_partition", "inductor")

# the first backend that fails: which layer is at fault, and what to run next
LADDER_MEANING: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "eager": (
        "Dynamo",
        "fails with backend=eager: Dynamo's capture (or the program itself: try the eager recipe)",
        ("minify-dynamo", "eager", "verbose-dynamo"),
    ),
    "aot_eager": (
        "AOTAutograd",
        "passes with eager, fails with aot_eager: AOTAutograd (functionalization, the joint graph)",
        ("minify-aot", "minify-dynamo"),
    ),
    "aot_eager_decomp_partition": (
        "AOTAutograd",
        "passes with aot_eager, fails with aot_eager_decomp_partition: Inductor's decompositions "
        "or the partitioner (still no Inductor code)",
        ("minify-aot", "bisect"),
    ),
    "inductor": (
        "Inductor",
        "passes with every backend but inductor: Inductor's lowering, fusion or generated code",
        ("minify-aot", "bisect", "single-thread"),
    ),
}


def _hook(name: str, **spec: Any) -> tuple[str, str]:
    return (HOOK_ENV, json.dumps({"recipe": name, **spec}, sort_keys=True))


def hook_overrides(env: dict[str, str]) -> dict[str, Any] | None:
    """The hook's overrides of a recipe's (or a run.json's) environment; None without."""
    raw = env.get(HOOK_ENV)
    if not raw:
        return None
    try:
        spec = loads(raw)  # a run.json's: nested too deeply, a ValueError
    except ValueError:
        return None
    return spec if isinstance(spec, dict) else None


def _py(v: Any) -> str:
    return repr(v) if not isinstance(v, bool) else str(v)


def settings_of(env: dict[str, str]) -> list[str]:
    """What a recipe's environment changes, one readable line each (run.json ``settings``)."""
    out = [f"{k}={v}" for k, v in env.items() if k not in (HOOK_ENV, "PT2TUI_PROFILE_DIR")]
    spec = hook_overrides(env)
    if spec is None:
        return out
    prof = spec.get("profile")
    if isinstance(prof, dict):
        out.append("torch.compile returns the callable itself (eager), every call timed"
                   if prof.get("eager") else "every call of what torch.compile returns timed")
        out.append("torch.profiler over a steady window of calls (into the run dir's profile/)")
    comp = spec.get("compile") or {}
    if comp.get("backend_env"):
        out.append(f"torch.compile(backend=${comp['backend_env']}) when it is set")
    args = [f"{k}={_py(comp[k])}" for k in ("backend", "mode", "fullgraph", "dynamic") if k in comp]
    if args:
        out.append(f"torch.compile({', '.join(args)})")
    if comp.get("no_cudagraphs"):
        out.append("torch.compile: mode reduce-overhead -> default, max-autotune -> "
                   "max-autotune-no-cudagraphs, options triton.cudagraphs=False")  # fmt: skip
    if comp.get("no_autotune"):
        out.append("torch.compile: mode max-autotune* -> default, autotuning options off")
    for which, mod in (("dynamo", "torch._dynamo.config"), ("inductor", "torch._inductor.config")):
        for k, v in (spec.get(which) or {}).items():
            out.append(f"{mod}.{k} = {_py(v)}")
    if "seed" in spec:
        out.append(f"seeds: torch.manual_seed({spec['seed']}), random.seed({spec['seed']}) at import")
    if spec.get("deterministic_algorithms"):
        out.append("torch.use_deterministic_algorithms(True, warn_only=True)")
    if spec.get("line_buffered_stdout"):
        out.append("C stdout line-buffered (printf output kept in order, not lost on a crash)")
    return out


_GUIDE = "torch.compiler_troubleshooting"
_HOOK_NOTE = (
    " The program is not edited: pt2tui's startup hook overrides every torch.compile call "
    "(decorator, direct call, nn.Module.compile) and says which on stderr (pt2tui-hook: ...)."
)


def _rung(backend: str) -> Recipe:
    layer, _meaning, _next = LADDER_MEANING[backend]
    return Recipe(
        f"backend-{backend}",
        f"Backend {backend}",
        f"one rung of the backend ladder: does it fail with backend={backend!r}?",
        f"Reruns the program with torch.compile(backend={backend!r}) (mode and options dropped "
        f"when they are Inductor's). Failing here and not on the rung before points at "
        f"{layer}.{_HOOK_NOTE}",
        PROGRAM,
        env=(_hook(f"backend-{backend}", compile={"backend": backend}),),
        guide=f"{_GUIDE}: 'backend=eager / aot_eager / inductor'",
    )


_DEBUG_SYNC = {"triton.debug_sync_kernel": True, "triton.debug_sync_graph": True}
_DETERMINISTIC_INDUCTOR = {
    "deterministic": True,
    "fallback_random": True,
    "max_autotune": False,
    "max_autotune_gemm": False,
    "max_autotune_pointwise": False,
    "coordinate_descent_tuning": False,
}

SETTINGS_RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "backend-ladder",
        "Backend ladder: eager, aot_eager, decomp+partition, inductor",
        "which layer fails: Dynamo, AOTAutograd or Inductor?",
        "Runs the program four times, with torch.compile(backend=) eager, aot_eager, "
        "aot_eager_decomp_partition, inductor (each rung its own run dir, a table as they "
        "finish), and stops at the first that fails: `first failing backend: <name>` (eager -> "
        "Dynamo, aot_* -> AOTAutograd, inductor -> Inductor) with the next step, or `no backend "
        "fails`." + _HOOK_NOTE,
        LADDER,
        debug_dir=False,
        guide=f"{_GUIDE}: 'Diagnosing which component fails' (the backend ladder)",
    ),
    *(_rung(b) for b in LADDER_BACKENDS),
    Recipe(
        "fullgraph",
        "fullgraph=True: the first graph break raises",
        "graph breaks: where is the first one, with its whole stack?",
        "Reruns the program with torch.compile(fullgraph=True): the first graph break is an "
        "error (torch._dynamo.exc.Unsupported) with the user stack that led to it, instead of "
        "a silent split." + _HOOK_NOTE,
        PROGRAM,
        env=(_hook("fullgraph", compile={"fullgraph": True}),),
        guide=f"{_GUIDE}: graph breaks / fullgraph=True",
    ),
    Recipe(
        "no-suppress",
        "suppress_errors=False: fallbacks made loud",
        "does Dynamo silently fall back to eager somewhere?",
        "Reruns the program with torch._dynamo.config.suppress_errors = False: a compile error "
        "that was swallowed (the frame ran eagerly) raises instead." + _HOOK_NOTE,
        PROGRAM,
        env=(_hook("no-suppress", dynamo={"suppress_errors": False}),),
        guide=f"{_GUIDE}: suppress_errors",
    ),
    Recipe(
        "ddp-no-optimizer",
        "DDPOptimizer off (optimize_ddp=False)",
        "what does DDPOptimizer cost: the graphs it splits at DDP's bucket boundaries are never "
        "cached (fakify_first_call); without it, are they, and how long does it compile?",
        "Reruns the program with torch._dynamo.config.optimize_ddp = False: Dynamo compiles "
        "DDP's module as one graph instead of a graph per bucket, and AOTAutograd may cache it. "
        "Compare its compile time and its steps with this run's: DDPOptimizer's split lets "
        "the backward's all-reduces overlap compute, which this rerun gives up." + _HOOK_NOTE,
        PROGRAM,
        env=(_hook("ddp-no-optimizer", dynamo={"optimize_ddp": False}),),
        guide="torch._dynamo.config.optimize_ddp (DDPOptimizer, torch/_dynamo/backends/distributed.py)",
    ),
    Recipe(
        "recompile-limit",
        "Recompile limit as an error",
        "recompiles until the limit, then silent eager: which guard failed at the limit?",
        "Reruns the program with torch._dynamo.config.fail_on_recompile_limit_hit = True (and "
        "suppress_errors = False, which it needs): hitting recompile_limit raises "
        "FailOnRecompileLimitHit naming the guard that failed, instead of running the frame "
        "eagerly from then on. recompile-limit-64 also raises the limit." + _HOOK_NOTE,
        PROGRAM,
        env=(
            _hook(
                "recompile-limit",
                dynamo={"fail_on_recompile_limit_hit": True, "suppress_errors": False},
            ),
        ),
        logs=("recompiles_verbose",),
        guide=f"{_GUIDE}: recompilations / recompile_limit",
    ),
    Recipe(
        "recompile-limit-64",
        "Recompile limit 64, as an error",
        "does it settle with more room (a limit set too low), or recompile forever?",
        "As recompile-limit, with torch._dynamo.config.recompile_limit = 64 and "
        "accumulated_recompile_limit = 512: a program that stops recompiling below 64 only "
        "needed a higher limit." + _HOOK_NOTE,
        PROGRAM,
        env=(
            _hook(
                "recompile-limit-64",
                dynamo={
                    "fail_on_recompile_limit_hit": True,
                    "suppress_errors": False,
                    "recompile_limit": 64,
                    "accumulated_recompile_limit": 512,
                },
            ),
        ),
        logs=("recompiles_verbose",),
        guide=f"{_GUIDE}: recompilations / recompile_limit",
    ),
    Recipe(
        "dynamic",
        "dynamic=True",
        "recompiles on changing shapes: do they go away with dynamic shapes from the start?",
        "Reruns the program with torch.compile(dynamic=True): sizes are symbolic from the first "
        "compile. Fewer recompiles here means they came from shape specialization." + _HOOK_NOTE,
        PROGRAM,
        env=(_hook("dynamic", compile={"dynamic": True}),),
        guide="torch.compiler_dynamic_shapes",
    ),
    Recipe(
        "single-thread",
        "Single-threaded compile, full internal stacks",
        "an internal error whose stack is cut (compile workers, C++ frames hidden)",
        "Reruns the program with TORCHINDUCTOR_COMPILE_THREADS=1 (kernels compiled in process: "
        "their errors raise where they happen), TORCH_SHOW_CPP_STACKTRACES=1 and "
        "TORCHDYNAMO_VERBOSE=1 (Dynamo's own stack on its errors).",
        PROGRAM,
        env=(
            ("TORCHINDUCTOR_COMPILE_THREADS", "1"),
            ("TORCH_SHOW_CPP_STACKTRACES", "1"),
            ("TORCHDYNAMO_VERBOSE", "1"),
        ),
        guide=f"{_GUIDE}: TORCHDYNAMO_VERBOSE / compile_threads",
    ),
    Recipe(
        "debug-sync",
        "Synchronize after every kernel and graph",
        "illegal memory accesses, errors reported at the wrong kernel (GPU)",
        "Reruns the program with torch._inductor.config.triton.debug_sync_kernel and "
        "debug_sync_graph = True: a synchronize after each generated kernel and around each "
        "compiled graph, so a CUDA error is raised by the kernel that caused it. Slow; no "
        "effect on CPU." + _HOOK_NOTE,
        PROGRAM,
        env=(_hook("debug-sync", inductor=_DEBUG_SYNC),),
        guide="torch._inductor.config.triton.debug_sync_kernel",
    ),
    Recipe(
        "deterministic",
        "Deterministic: seeds fixed, autotuning off",
        "flaky results or failures: the same run, every time",
        "Reruns the program with seeds fixed at import (torch.manual_seed(0), random.seed(0), "
        "PYTHONHASHSEED=0), torch.use_deterministic_algorithms(True, warn_only=True), "
        "CUBLAS_WORKSPACE_CONFIG=:4096:8, and Inductor deterministic (TORCHINDUCTOR_DETERMINISTIC"
        "=1, fallback_random, no max-autotune / coordinate descent tuning: mode max-autotune* "
        "-> default)." + _HOOK_NOTE,
        PROGRAM,
        env=(
            ("PYTHONHASHSEED", "0"),
            ("CUBLAS_WORKSPACE_CONFIG", ":4096:8"),
            ("TORCHINDUCTOR_DETERMINISTIC", "1"),
            _hook(
                "deterministic",
                compile={"no_autotune": True},
                inductor=_DETERMINISTIC_INDUCTOR,
                seed=0,
                deterministic_algorithms=True,
            ),
        ),
        guide="torch.use_deterministic_algorithms; torch._inductor.config.deterministic",
    ),
)
