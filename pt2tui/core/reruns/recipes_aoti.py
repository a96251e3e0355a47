"""The AOTInductor debugging workflow as recipes, and the order triage suggests them in.

The guide's order (torch.compiler_aot_inductor_debugging_guide): sanity (are the inputs what the
package was compiled for?) -> deterministic errors (synchronous CUDA) -> which kernel (names as
they launch, then the tensors around the suspect) -> a minimal repro. What torch 2.13 prints for
each, read by core/reruns/aoti_lines.py:

* ``AOTI_RUNTIME_CHECK_INPUTS=1``: the model checks its inputs against the compiled guards and
  throws ``input_handles[0]: unmatched dim value at 0, expected: 4, but got: 5`` (stderr
  ``Error: ...``, then a RuntimeError with the same text);
* ``AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER=3``: ``[ before_launch: cpp_fused_relu_0 ]`` /
  ``[ after_launch: ... ]`` (C printf on stdout) around every kernel; a kernel launched and never
  finished is the suspect;
* printer ``2`` with ``AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT=<kernels>``: ``[  before_launch -
  <kernel> - <buffer>  ]:`` then the tensor and ``Number of elements`` / ``Dtype`` / ``Mean value``
  / ``Min value`` / ``Max value`` / ``Size`` ... lines;
* printer ``1``: ``aoti_torch_save_tensor_handle: Saved tensor to <cwd>/tmp/aoti_torch<prefix>_<kernel>_<buffer>_<device>.pt``
  (always under the working directory: pt2tui moves the files it names into the rerun dir);
* ``DUMP_AOTI_MINIFIER=1``: on a failure torch logs ``Writing minified repro to:`` and
  ``<TORCH_COMPILE_DEBUG_DIR>/torch_compile_debug/run_*/minifier/minifier_launcher.py``; the
  launcher recipes (minify-launcher, run-repro) take it from there.

The printer is compiled into the package: these reruns must compile it again (a program that
only loads a .pt2 made earlier shows nothing).
"""

from __future__ import annotations

from .recipe import PROGRAM, Recipe
from .recipes_settings import HOOK_ENV

__all__ = ["AOTI_NEXT_STEPS", "AOTI_RECIPES", "KERNEL_FILTER_ENV", "PRINTER_ENV"]

PRINTER_ENV = "AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER"
KERNEL_FILTER_ENV = "AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT"

# triage of an AOTInductor failure: the next steps, in the guide's order (a table it imports)
AOTI_NEXT_STEPS: tuple[str, ...] = (
    "aoti-check-inputs",
    "cuda-sync",
    "aoti-kernel-names",
    "aoti-kernel-values",
    "aoti-save-values",
    "aoti-minify",
)

_GUIDE = "torch.compiler_aot_inductor_debugging_guide"
# printf output of the kernel printer goes through C stdio: line-buffered, it keeps its place
# among the other output and survives a crash (pt2tui's startup hook sets it, nothing else)
_LINE_BUFFERED = (HOOK_ENV, '{"line_buffered_stdout": true, "recipe": "aoti"}')
_RECOMPILE = (
    " The printer is compiled into the package: the program must compile it again "
    "(aoti_compile_and_package), not only load an old .pt2."
)

# aoti-check-inputs (AOTI_RUNTIME_CHECK_INPUTS=1) is in recipes_triage.py; its result
# (the mismatch) is read by runner/recipe_io.py
AOTI_RECIPES: tuple[Recipe, ...] = (
    Recipe(
        "aoti-kernel-names",
        "AOTInductor: kernel names as they launch",
        "AOTInductor: which kernel fails (illegal memory access, a crash, an exception)?",
        f"Reruns the program with {PRINTER_ENV}=3: the compiled wrapper prints [ before_launch: "
        "<kernel> ] and [ after_launch: <kernel> ] around every kernel. The last kernel that "
        "launched and did not finish before the error is the suspect: shown, and K opens it in "
        "the AOTI wrapper / kernel code. Then aoti-kernel-values on it. CUDA launches are made "
        "synchronous (CUDA_LAUNCH_BLOCKING=1): a device-side assert or an illegal memory access "
        "then fails the launch of the kernel that caused it, not a later one." + _RECOMPILE,
        PROGRAM,
        env=((PRINTER_ENV, "3"), ("CUDA_LAUNCH_BLOCKING", "1"), _LINE_BUFFERED),
        guide=f"{_GUIDE}: 'Step 3: pinpoint the kernel' (debug printer level 3)",
    ),
    Recipe(
        "aoti-kernel-values",
        "AOTInductor: tensor stats around the suspect kernel",
        "AOTInductor: what goes into and comes out of the suspect kernel (NaN, garbage, zeros)?",
        f"Reruns the program with {PRINTER_ENV}=2 and {KERNEL_FILTER_ENV}=<kernel> (the suspect "
        "an aoti-kernel-names rerun found, which must be the parent): every tensor argument of "
        "that kernel before and after it runs, as a table (numel, dtype, size, mean, min, max)."
        + _RECOMPILE,
        PROGRAM,
        env=((PRINTER_ENV, "2"), _LINE_BUFFERED),
        guide=f"{_GUIDE}: debug printer level 2 with a kernel filter",
    ),
    Recipe(
        "aoti-save-values",
        "AOTInductor: save every kernel's tensors (.pt)",
        "AOTInductor: keep the intermediate tensors to compare offline (torch.load)",
        f"Reruns the program with {PRINTER_ENV}=1: every kernel's tensor arguments are saved, "
        "before and after it runs, as .pt files. torch writes them under the working directory "
        "(<cwd>/tmp/aoti_torch*.pt); pt2tui moves the files the run names into the rerun dir's "
        "aoti_values/ and lists them." + _RECOMPILE,
        PROGRAM,
        env=((PRINTER_ENV, "1"), _LINE_BUFFERED),
        guide=f"{_GUIDE}: debug printer level 1",
    ),
    Recipe(
        "aoti-minify",
        "AOTInductor minifier",
        "AOTInductor: a compile or runtime failure to shrink to a minimal repro",
        "Reruns the program with DUMP_AOTI_MINIFIER=1: when aoti_compile_and_package fails "
        "(compiling the exported program with its example inputs), torch writes "
        "minifier_launcher.py (and the exported program) under the new run dir's "
        "torch_compile_debug/run_*/minifier/ and logs 'Writing minified repro to:'. Then "
        "minify-launcher(-no-isolate) -> repro.py -> run-repro, as for the other minifiers.",
        PROGRAM,
        env=(("DUMP_AOTI_MINIFIER", "1"),),
        guide=f"{_GUIDE}: 'Step 4: minimal repro' (AOTI minifier)",
    ),
)
