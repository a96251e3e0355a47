"""Recipes that prove a triage verdict: the cache, the compiler, CUDA graphs, dynamic shapes.

Program reruns like those of recipes.py (which appends these to ``RECIPES``). Backends and
Inductor options are switched with torch's own per-graph overrides
(``TORCH_COMPILE_OVERRIDE_BACKENDS`` / ``TORCH_COMPILE_OVERRIDE_INDUCTOR_CONFIGS``, graph ids
``>=0`` = every graph), so the program needs no change.
"""

from __future__ import annotations

from .recipe import PROGRAM, RUN_DIR, Recipe
from .recipes_settings import _hook

__all__ = ["FRESH_CACHE_ENV", "SYSTEM_CXX", "TRIAGE_RECIPES"]

_ENV_GUIDE = "pytorch#180841, #173679, #91005: corrupt / shared / noexec compile caches"
FRESH_CACHE_ENV = (
    ("TORCHINDUCTOR_CACHE_DIR", f"{RUN_DIR}/inductor_cache"),
    ("TRITON_CACHE_DIR", f"{RUN_DIR}/triton_cache"),
    ("TMPDIR", f"{RUN_DIR}/tmp"),
)

SYSTEM_CXX = "{system_cxx}"  # the host's own C++ compiler, found when the rerun is planned

TRIAGE_RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "fresh-cache",
        "With fresh compile caches",
        "is it the machine? a corrupt cache entry, a full or noexec /tmp",
        "Reruns the program with TORCHINDUCTOR_CACHE_DIR, TRITON_CACHE_DIR and TMPDIR set to new "
        "dirs inside the new run dir: nothing is read from the caches the parent used. If it "
        "passes where the parent failed, the cache (or its filesystem) was the cause; the "
        "compare then prints the command that removes the poisoned entries (pt2tui deletes "
        "nothing outside its own dirs).",
        PROGRAM,
        env=FRESH_CACHE_ENV,
        guide=_ENV_GUIDE,
    ),
    Recipe(
        "fresh-cache-disabled",
        "Fresh caches, caching disabled",
        "the same, and no cache is read or written at all",
        "As fresh-cache, plus TORCHINDUCTOR_FORCE_DISABLE_CACHES=1: every graph, kernel and "
        "autotuning result is compiled anew (slower). Passing here but not with fresh-cache "
        "points at the caches' own logic, not at a stale entry.",
        PROGRAM,
        env=FRESH_CACHE_ENV + (("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1"),),
        guide=_ENV_GUIDE,
    ),
    Recipe(
        "system-cxx",
        "With the system C++ compiler",
        "is it the C++ toolchain? an AOTInductor package that crashes as it loads, C++ kernels "
        "that do not build or load",
        "Reruns the program with CXX set to the host's own compiler (/usr/bin/g++, else "
        "/usr/bin/c++ or clang++: the one that goes with the libstdc++ the process loads) instead "
        "of the parent's, and TORCHINDUCTOR_FORCE_DISABLE_CACHES=1 so nothing built by the old "
        "compiler is reused. A compiler of its own (a CXX under /opt, a conda or devtoolset g++) "
        "may link its newer libstdc++ into the AOTInductor wrapper.so statically: the wrapper's "
        "std::locale then disagrees with the process's, and it crashes (SIGSEGV in std::regex) "
        "while aoti_load_package constructs it. If this rerun passes, the toolchain was the "
        "cause: set CXX (Inductor reads it) for that program.",
        PROGRAM,
        env=(("CXX", SYSTEM_CXX), ("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1")),
        guide="torch._inductor.config.cpp.cxx (CXX); cpp_builder.get_cpp_compiler",
    ),
    Recipe(
        "aot-eager",
        "Backend aot_eager (no Inductor, no C++)",
        "are the captured graphs fine? (no working compiler, or to rule Inductor out)",
        "Reruns the program with TORCH_COMPILE_OVERRIDE_BACKENDS='>=0:aot_eager': Dynamo and "
        "AOTAutograd run as usual, but no Inductor code is generated or compiled (no C++ "
        "compiler needed). If it passes where the parent failed, the graphs are fine and the "
        "problem is in Inductor or the toolchain.",
        PROGRAM,
        env=(("TORCH_COMPILE_OVERRIDE_BACKENDS", ">=0:aot_eager"),),
        guide="torch._dynamo.config.debug_backend_override",
    ),
    Recipe(
        "no-cudagraphs",
        "Without CUDA graphs",
        "mode=\"reduce-overhead\" problems: overwritten outputs, skips, memory",
        "Reruns the program with CUDA graphs off whatever its torch.compile calls ask: pt2tui's "
        "startup hook turns mode='reduce-overhead' into 'default' (max-autotune into "
        "max-autotune-no-cudagraphs) and options triton.cudagraphs=False, and "
        "TORCH_COMPILE_OVERRIDE_INDUCTOR_CONFIGS='>=0:triton.cudagraphs=False' covers the rest. "
        "Every graph is compiled by Inductor as before. If it passes where the parent failed, "
        "CUDA graphs were the cause.",
        PROGRAM,
        env=(
            ("TORCH_COMPILE_OVERRIDE_INDUCTOR_CONFIGS", ">=0:triton.cudagraphs=False"),
            _hook("no-cudagraphs", compile={"no_cudagraphs": True}),
        ),
        guide="torch._dynamo.config.debug_inductor_config_override; CUDAGraph Trees",
    ),
    Recipe(
        "aoti-check-inputs",
        "AOTInductor input checks",
        "an AOTInductor package that crashes (or misbehaves) when it runs",
        "Reruns the program with AOTI_RUNTIME_CHECK_INPUTS=1: the package's C++ wrapper checks "
        "every input's shape, stride, dtype and device against what it was compiled for and "
        "raises ('unmatched dim value at 0, expected: 4, but got: 5') instead of reading memory "
        "it does not own.",
        PROGRAM,
        env=(("AOTI_RUNTIME_CHECK_INPUTS", "1"),),
        guide="torch._inductor codegen/cpp_wrapper_cpu.py (AOTI_RUNTIME_CHECK_INPUTS)",
    ),
    Recipe(
        "verbose-dynamic",
        "Dynamic-shapes debug logs",
        "specialized dims, constraint violations, data-dependent guards",
        "Reruns the program with TORCH_LOGS adding +dynamic (debug level): every symbol created, "
        "each specialization and guard with the user line that made it.",
        PROGRAM,
        logs=("+dynamic",),
        guide="torch.compiler_dynamic_shapes: debugging; TORCH_LOGS=+dynamic",
    ),
)
