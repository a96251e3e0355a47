"""The profile recipes: is the compiled program faster, and where does the time of a call go?

Program reruns through pt2tui's startup hook (recipes_settings.py's ``PT2TUI_COMPILE_OVERRIDES``
with a ``"profile"`` key; the hook's ``_pt2tui_profile.py`` does the work in the program's
process, the program is not edited): every call of what ``torch.compile`` returned is timed;
after the calls that compiled and N more (warm-up, default 3), T calls (default 30, or 2 s) are
timed with no profiler running (synchronized on GPU): the figures (ms per call, per step for
training, "vs eager", the verdict) come from this timed window; then K calls (default 10) run
under torch.profiler: the breakdown, as shares of a call scaled to the timed call. The rerun's ``profile/`` dir gets ``trace.json.gz`` (``trace_rank<N>.json.gz``
per rank under torchrun), ``calls.json`` (every call's seconds and phase), ``key_averages.txt``
and ``key_averages.json``.

``profile-eager`` times and profiles the same calls with torch.compile returning the callable
itself; the settings profiles (``profile-reduce-overhead``, ``profile-max-autotune``,
``profile-static``, ``profile-fullgraph``) are ``profile`` with one torch.compile setting
changed: run on a ``profile`` rerun (or beside one), their result says the median ms per call
before -> after.

Pure data (recipes.py appends these to ``RECIPES``).
"""

from __future__ import annotations

from .recipe import PROGRAM, RUN_DIR, Recipe
from .recipes_settings import _hook

__all__ = [
    "CALLS_ENV",
    "DEFAULT_CALLS",
    "DEFAULT_TIMED",
    "DEFAULT_TIMED_S",
    "DEFAULT_WARMUP",
    "PROFILE_DIR",
    "PROFILE_DIR_ENV",
    "PROFILE_RECIPES",
    "TIMED_ENV",
    "TIMED_S_ENV",
    "WARMUP_ENV",
    "is_profile",
    "profile_dir_of",
]

PROFILE_DIR_ENV = "PT2TUI_PROFILE_DIR"
WARMUP_ENV = "PT2TUI_PROFILE_WARMUP"
CALLS_ENV = "PT2TUI_PROFILE_CALLS"
TIMED_ENV = "PT2TUI_PROFILE_TIMED"
TIMED_S_ENV = "PT2TUI_PROFILE_TIMED_S"
DEFAULT_WARMUP = 3
DEFAULT_CALLS = 10
DEFAULT_TIMED = 30
DEFAULT_TIMED_S = 2.0
PROFILE_DIR = "profile"  # inside the rerun's run dir

# each torch.compile setting a run-time finding may name: (suffix, compile override, what it is)
_SETTINGS: tuple[tuple[str, dict, str, str], ...] = (
    ("reduce-overhead", {"mode": "reduce-overhead"}, 'mode="reduce-overhead"',
     "launch-bound calls: is each call faster with CUDA graphs?"),
    ("max-autotune", {"mode": "max-autotune"}, 'mode="max-autotune"',
     "one kernel takes the time: is it faster autotuned?"),
    ("static", {"dynamic": False}, "dynamic=False",
     "dynamic shapes in the step: is it faster with static shapes?"),
    ("fullgraph", {"fullgraph": True}, "fullgraph=True",
     "graph breaks in the step: does one graph fit, and is it faster?"),
)  # fmt: skip

_NOTE = (
    " The program is not edited: pt2tui's startup hook wraps what each torch.compile call returns "
    "(decorator, direct call, nn.Module.compile). Warm-up: the calls that compiled, then "
    f"{DEFAULT_WARMUP} more (--profile-warmup; on GPU also 2 s of calls, PT2TUI_PROFILE_WARMUP_S); then "
    "the timed window, no profiler running: compiled and eager calls in alternating blocks of one "
    "process (torch.compiler.set_stance('force_eager') for the eager ones; --profile-timed calls a "
    f"side, default {DEFAULT_TIMED}-{2 * DEFAULT_TIMED} or {DEFAULT_TIMED_S:g} s a side; synchronized on GPU): ms per call, "
    "per step when the calls are part of training, vs eager (judged on the block pairs) and the "
    "verdict come from these; then "
    f"{DEFAULT_CALLS} calls under torch.profiler "
    "(--profile-calls), CPU and CUDA activities, C++ kernels named "
    "(torch._inductor.config.cpp.enable_kernel_profile). Written into the rerun's profile/: "
    "trace.json.gz (trace_rank<N>.json.gz under torchrun), calls.json (every call's seconds and "
    "phase), key_averages.txt and .json. A program with fewer calls is profiled from its last "
    "compile to exit, and the result says so."
)
_GUIDE = "torch.profiler; torch.compiler_faq: 'why am I not seeing speedups'"
_KERNEL_PROFILE = {"cpp.enable_kernel_profile": True}


def _profile_env(name: str, *, eager: bool = False, compile: dict | None = None) -> tuple:
    spec: dict = {"profile": {"eager": eager}, "inductor": dict(_KERNEL_PROFILE)}
    if compile:
        spec["compile"] = compile
    return (_hook(name, **spec), (PROFILE_DIR_ENV, f"{RUN_DIR}/{PROFILE_DIR}"))


def _setting(suffix: str, override: dict, what: str, when: str) -> Recipe:
    name = f"profile-{suffix}"
    return Recipe(
        name,
        f"Profile with {what}",
        when,
        f"As profile, with torch.compile({', '.join(f'{k}={v!r}' for k, v in override.items())}) "
        "on every call. Run it on a profile rerun (or a run that has one): the result gives the "
        "median ms per call before -> after." + _NOTE,
        PROGRAM,
        env=_profile_env(name, compile=override),
        debug_dir=False,
        guide=_GUIDE,
    )


PROFILE_RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "profile",
        "Profile the compiled calls",
        "is it faster after compile? where does a call's time go (compiled regions, eager gaps, "
        "guards, kernels)?",
        "Reruns the program as it is, timing every call of each compiled function or module and "
        "profiling a steady window of calls." + _NOTE,
        PROGRAM,
        env=_profile_env("profile"),
        debug_dir=False,
        guide=_GUIDE,
    ),
    Recipe(
        "profile-eager",
        "Profile the same calls without compiling",
        "is the compiled program faster than eager? (before -> after per call)",
        "Reruns the program with torch.compile returning the function or module itself (nothing "
        "compiled), timing and profiling the same calls as profile. Run it on a profile rerun (or "
        "beside one): the result gives the median ms per call, compiled -> eager." + _NOTE,
        PROGRAM,
        env=_profile_env("profile-eager", eager=True),
        debug_dir=False,
        guide=_GUIDE,
    ),
    *(_setting(*s) for s in _SETTINGS),
)

PROFILE_NAMES = frozenset(r.name for r in PROFILE_RECIPES)


def is_profile(name: str | None) -> bool:
    return name in PROFILE_NAMES


def profile_dir_of(run_dir: str) -> str:
    return f"{run_dir.rstrip('/')}/{PROFILE_DIR}"
