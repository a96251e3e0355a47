"""The kernel-level recipes: down to one Triton (or C++) kernel.

``triton-trace`` reruns the program as it is with pt2tui's startup hook starting tritonparse's
structured trace before anything compiles (``"triton_trace"`` in ``PT2TUI_COMPILE_OVERRIDES``;
runner/hook/_pt2tui_triton_trace.py): every Triton compile (IR stages, metadata, source, compile
id) and the first launches of each kernel (grid, argument shapes / dtypes / strides) go to the
rerun's ``triton_trace/``. Private ``TRITON_CACHE_DIR`` and ``TORCHINDUCTOR_CACHE_DIR`` (every
kernel compiles, its IR files kept in ``triton_cache/`` even without tritonparse), compiles in
the program's own process (``TORCHINDUCTOR_COMPILE_THREADS=1``: the trace sees them), and
provenance tracking (kernels <-> FX nodes <-> user lines).

``kernel-repro`` (kind KERNEL) runs a standalone repro of one kernel of the parent
(runner/kernel_repro.py writes it into the rerun's ``kernel_repro/``): the kernel alone on the
launch's arguments, checked against the eager ops of its FX nodes and timed. Its exit code is
the outcome: 0 the kernel matches eager, 1 it does not.

Pure data (recipes.py appends these to ``RECIPES``).
"""

from __future__ import annotations

from .recipe import PROGRAM, RUN_DIR, Recipe
from .recipes_settings import _hook

__all__ = ["BLOBS_ENV", "KERNEL", "KERNEL_RECIPES", "LAUNCHES_ENV", "TRACE_DIR", "DEFAULT_LAUNCHES"]

KERNEL = "kernel"  # python kernel_repro/kernel_repro.py in the new run dir
TRACE_DIR = "triton_trace"
DEFAULT_LAUNCHES = 16  # launches traced per kernel
LAUNCHES_ENV = "PT2TUI_TRITON_LAUNCHES"  # --launches N: launches traced per kernel (0: all)
BLOBS_ENV = "PT2TUI_TRITON_BLOBS"  # --tensor-blobs: tritonparse saves the tensors (16 MB each at most)

_GUIDE = "tritonparse (structured_logging.init); Triton's cache dir (TRITON_CACHE_DIR)"

KERNEL_RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "triton-trace",
        "Trace the Triton kernels (IR stages, launches)",
        "the trouble is inside a kernel: a wrong result narrowed to one kernel, a kernel that "
        "dominates, a Triton compile error, register spills, launches whose shapes change",
        "Reruns the program as it is with tritonparse's structured trace started before it runs "
        "(pt2tui's startup hook; the program is not edited): every Triton compile with its IR "
        "stages (source, TTIR, TTGIR, LLIR, PTX), metadata (warps, stages, shared memory) and "
        f"compile id, and the first {DEFAULT_LAUNCHES} launches of each compiled kernel, then its 2^k-th (grid, argument "
        "shapes, dtypes, strides), into the rerun's triton_trace/; tensor blobs are not saved. "
        "tritonparse is optional (pip install tritonparse): without it, the private "
        "TRITON_CACHE_DIR (triton_cache/) still keeps each kernel's IR files and metadata. "
        "Fresh caches (every kernel compiles), compiles in the program's process "
        "(TORCHINDUCTOR_COMPILE_THREADS=1), provenance tracking on. The Kernels view (k) shows "
        "the result.",
        PROGRAM,
        env=(
            _hook("triton-trace", triton_trace={"dir": f"{RUN_DIR}/{TRACE_DIR}",
                                                "launches": DEFAULT_LAUNCHES, "blobs": False}),
            ("TRITON_CACHE_DIR", f"{RUN_DIR}/triton_cache"),
            ("TORCHINDUCTOR_CACHE_DIR", f"{RUN_DIR}/inductor_cache"),
            ("TORCHINDUCTOR_COMPILE_THREADS", "1"),
            ("INDUCTOR_PROVENANCE", "1"),
        ),  # fmt: skip
        guide=_GUIDE,
    ),
    Recipe(
        "kernel-repro",
        "Run one kernel alone (repro, accuracy, time)",
        "is this kernel wrong, or slow? (the kernel a minifier or a profile points at)",
        "Writes a standalone repro of one kernel of the parent into the rerun's kernel_repro/ "
        "(the compile's output code, its post-grad graph, kernel_repro.py) and runs it: the "
        "compiled graph runs once on its example inputs to capture the kernel's launch (argument "
        "shapes, strides, dtypes, constants, Triton's stream), then the kernel runs ALONE on "
        "copies of those arguments (a Triton kernel through Inductor's autotuner wrapper, a C++ "
        "kernel through its binding), its outputs compared with the eager aten ops of its FX "
        "nodes (the dtype's tolerance), and it is timed. Passes (exit 0) when the kernel matches "
        "eager, fails (exit 1) when it does not. `--kernel NAME` (or '[0/1] NAME') picks the "
        "kernel; default: the first reduction / persistent Triton kernel, else the first kernel. "
        "With a triton-trace parent it also runs the kernel at each traced launch shape; "
        "`--launch N`: at exactly the kernel's N-th traced launch (as the Kernels view numbers "
        "them: its shapes, strides, dtypes, constants, saved tensors).",
        KERNEL,
        debug_dir=False,
        guide="torch._inductor output code (get_args, call); CachingAutotuner.run(stream=...)",
    ),
)
