"""The triage categories, as data: one ``Category`` entry each.

An entry holds its name, the one-sentence summary, its severity (rank among problems that did
not stop the program; lower is worse), the rerun recipes that fit (core/reruns/recipes.py, best
first) and, where patterns are enough, how to recognise it:

* ``exceptions``: ``Rule``s matched against each exception of a traceback (innermost chain
  member first) and against compilation_metrics ``fail_type`` / ``fail_reason``: the exception's
  class name, a regex searched in its message, a regex searched in its frames' files / functions,
  a regex on its innermost frame's code line;
* ``lines``: ``LineRule``s searched in plain output lines outside tracebacks and in the first
  line of TORCH_LOGS messages;
* ``kinds``: sub-verdicts with their own summary and next steps (``environment``:
  ``cache_corrupt`` ...), named by the rule that matched.

Entries are matched in table order (the first entry with a matching rule wins), so specific
categories come before generic ones (``environment`` before ``backend_compiler_failed``,
``dynamic_shapes`` before ``graph_break``). What patterns cannot say lives in detectors.py.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ...reruns.recipes_aoti import AOTI_NEXT_STEPS
from ..ranks import divergence as rank_triage
from ..ranks import stall as rank_stall
from . import costs

__all__ = ["Category", "Kind", "LineRule", "Rule", "TABLE", "BY_NAME", "match_exception", "match_line",
           "PROBLEM", "COST", "EXPECTED", "WEIGHTS", "CLEAN"]  # fmt: skip

# How much a finding weighs: it fails or will (a hang, wrong results, a limit hit); it works
# and costs time; torch did what it is designed to do. A finding that stopped the program is
# always a problem.
PROBLEM, COST, EXPECTED = "problem", "cost", "expected"
CLEAN = "healthy"  # the verdict of a run with nothing wrong, or only costs and expected findings
WEIGHTS = (PROBLEM, COST, EXPECTED)  # worst first


@dataclass(frozen=True, slots=True)
class Rule:
    """An exception that tells the category: its type, message, frames or code line."""

    types: tuple[str, ...] = ()  # exception class names (last dotted part); () = any
    message: str = ""  # regex searched in the message ("" = any)
    frames: str = ""  # regex searched in "file:func" of any frame ("" = any)
    code: str = ""  # regex searched in the innermost frame's code line ("" = any)
    kind: str = ""  # the category's kind this rule names
    suffix: str = ""  # also matches class names ending with this ("Unsupported")

    def matches(self, t: str, msg: str, frames: tuple[str, ...] = (), code: str = "") -> bool:
        if (self.types or self.suffix) and t not in self.types:
            if not (self.suffix and t.endswith(self.suffix)):
                return False
        if self.message and not re.search(self.message, msg):
            return False
        if self.frames and not any(re.search(self.frames, f) for f in frames):
            return False
        return not self.code or bool(re.search(self.code, code))


@dataclass(frozen=True, slots=True)
class LineRule:
    """An output line that tells the category."""

    pattern: str  # regex searched in one output line
    stopping: bool = False  # the line says the program died here
    kind: str = ""


@dataclass(frozen=True, slots=True)
class Kind:
    """A finer kind within a category (its own summary, next steps, severity or weight)."""

    name: str
    summary: str
    next: tuple[str, ...] | None = None  # None: the category's
    severity: int | None = None  # None: the category's
    weight: str | None = None  # PROBLEM / COST / EXPECTED; None: the category's


@dataclass(frozen=True, slots=True)
class Category:
    """One triage category: what it says, how severe, what to run next, and what finds it."""

    name: str
    summary: str
    severity: int
    next: tuple[str, ...] = ()
    exceptions: tuple[Rule, ...] = ()
    lines: tuple[LineRule, ...] = ()
    kinds: tuple[Kind, ...] = ()
    # uses the minifier / a launcher / repro.py the run wrote (they are put first when present)
    minifiable: bool = False
    weight: str = PROBLEM  # what a finding of it weighs when it did not stop the program

    def kind(self, name: str) -> Kind | None:
        return next((k for k in self.kinds if k.name == name), None)

    def summary_of(self, kind: str) -> str:
        k = self.kind(kind)
        return k.summary if k is not None else self.summary

    def next_of(self, kind: str) -> tuple[str, ...]:
        k = self.kind(kind)
        return k.next if k is not None and k.next is not None else self.next

    def severity_of(self, kind: str) -> int:
        k = self.kind(kind)
        return k.severity if k is not None and k.severity is not None else self.severity

    def weight_of(self, kind: str) -> str:
        k = self.kind(kind)
        return k.weight if k is not None and k.weight is not None else self.weight


_CACHE_PATH = r"(?:torchinductor_|inductor_cache|/triton/|\.triton/|triton_cache|/fxgraph/|/aotautograd/)"
_BACKEND_TYPES = (
    "BackendCompilerFailed",
    "InductorError",
    "CppCompileError",
    "CUDACompileError",
    "LoweringException",
    "CompilationError",
    "MissingOperatorWithDecomp",
    "MissingOperatorWithoutDecomp",
)
_CUDA_ERR = r"CUDA error|illegal memory access"

TABLE: tuple[Category, ...] = (
    Category(
        "environment",
        "the machine, not the program: a corrupt cache, a missing compiler, a full disk ...",
        1,
        ("fresh-cache",),
        exceptions=(
            Rule(types=("ModuleNotFoundError", "ImportError"), message=r"^No module named '?torch'?$",
                 kind="no_torch"),  # fmt: skip
            Rule(message=r"file too short|invalid ELF header", kind="cache_corrupt"),
            Rule(
                message=r"(?:Stale file handle|Device or resource busy|No such file or directory)"
                rf"[^\n]*{_CACHE_PATH}",
                kind="cache_corrupt",
            ),
            Rule(
                types=("UnpicklingError", "EOFError"),
                frames=r"codecache|autotune_cache|caching|triton/runtime/cache",
                kind="cache_corrupt",
            ),
            Rule(message=r"pickle data was truncated|Ran out of input", kind="cache_corrupt",
                 frames=r"codecache|caching"),  # fmt: skip
            Rule(
                message=r"InvalidCxxCompiler|No working C\+\+ compiler|Python\.h: No such file"
                r"|Failed to find C compiler|(?:g\+\+|c\+\+|clang\+\+|gcc|cc): (?:command )?not found",
                kind="no_compiler",
            ),
            Rule(types=("InvalidCxxCompiler",), kind="no_compiler"),
            Rule(message=r"No space left on device|\[Errno 28\]|Disk quota exceeded|\[Errno 122\]",
                 kind="disk_full"),  # fmt: skip
            Rule(message=r"failed to map segment from shared object", kind="noexec_tmp"),
            Rule(
                message=r"std::bad_alloc|Cannot allocate memory|process pool was terminated "
                r"abruptly|BrokenProcessPool|Signals\.SIGKILL",
                kind="oom_compiling",
            ),
        ),
        kinds=(
            Kind("no_torch", "the interpreter that ran the program cannot import torch (another "
                 "venv or conda env than torch's): rerun it with one that can, --python PATH",
                 ("again",)),  # fmt: skip
            Kind("cache_corrupt", "a compile-cache entry is corrupt (a killed run leaves them "
                 "half-written): every run fails on it until it is removed",
                 ("fresh-cache", "fresh-cache-disabled")),  # fmt: skip
            Kind("no_compiler", "no working C++ compiler: Inductor cannot build its CPU kernels",
                 ("aot-eager", "eager")),  # fmt: skip
            Kind("disk_full", "the filesystem holding the cache or TMPDIR is full",
                 ("fresh-cache",)),  # fmt: skip
            Kind("noexec_tmp", "the compiled kernels' directory is mounted noexec: "
                 "their shared objects cannot be loaded", ("fresh-cache",)),  # fmt: skip
            Kind("oom_compiling", "the machine ran out of memory while compiling "
                 "(a compile worker was killed, or an allocation failed)", ("eager",)),  # fmt: skip
        ),
    ),
    Category(
        "out_of_memory",
        "the device ran out of memory",
        1,
        ("eager",),
        exceptions=(
            Rule(types=("OutOfMemoryError",)),
            Rule(message=r"(?:CUDA|HIP|XPU) out of memory|CUDA error: out of memory|out of memory\. Tried to allocate"
                 r"|CUBLAS_STATUS_ALLOC_FAILED|cudaErrorMemoryAllocation"),  # fmt: skip
        ),
        lines=(LineRule(r"(?:CUDA|HIP) out of memory\. Tried to allocate"),),
        kinds=(
            Kind("compile", "the device ran out of memory while compiling"),
            Kind("autotune", "the device ran out of memory while autotuning kernels"),
            Kind("runtime", "the device ran out of memory running the program"),
        ),
    ),
    Category(
        "recompilation",
        "frames were recompiled (guard failures; limits can be hit)",
        8,
        ("verbose-recompiles",),
        exceptions=(
            Rule(types=("RecompileError", "FailOnRecompileLimitHit", "RecompileLimitExceeded"),
                 kind="limit"),  # fmt: skip
            Rule(suffix="Unsupported", kind="limit",
                 message=r"recompile limit exceeded|hit config\.\w*(?:recompile|cache_size)_limit"),  # fmt: skip
        ),
        kinds=(
            Kind("limit", "a frame hit the recompile limit: Dynamo runs it eagerly from then on "
                 "(or raises)", severity=6, weight=PROBLEM),  # fmt: skip
        ),
        weight=COST,  # weigh.py: one automatic-dynamic recompile that settled is EXPECTED
    ),
    Category(
        "dynamic_shapes",
        "a dynamic dim was specialized, or a guard needs a data-dependent value",
        3,
        ("verbose-dynamic",),
        exceptions=(
            Rule(types=("ConstraintViolationError",), kind="constraint_violation"),
            Rule(message=r"Constraints violated|specialized it to be a constant",
                 kind="constraint_violation"),  # fmt: skip
            Rule(types=("GuardOnDataDependentSymNode", "PendingUnbackedSymbolNotFound"),
                 kind="data_dependent"),  # fmt: skip
            Rule(message=r"Could not guard on data-dependent expression|Could not extract "
                 r"specialized integer from data-dependent expression", kind="data_dependent"),  # fmt: skip
        ),
        kinds=(
            Kind("constraint_violation", "a dim marked dynamic was specialized by the code "
                 "(export's Dim / mark_dynamic)"),  # fmt: skip
            Kind("data_dependent", "a guard (branch, size) needs a value known only at run "
                 "time (an unbacked symbol)"),  # fmt: skip
        ),
    ),
    Category(
        "cudagraphs",
        "CUDA graphs (mode=\"reduce-overhead\") were skipped or their outputs misused",
        4,
        ("no-cudagraphs",),
        exceptions=(
            Rule(message=r"tensor output of CUDAGraphs that has been overwritten", kind="overwritten"),
        ),
        lines=(LineRule(r"skipping cudagraphs due to .*", kind="skipped"),),
        kinds=(
            Kind("overwritten", "an output of a CUDA-graphed function was read after a later "
                 "replay overwrote it (clone it, or call "
                 "torch.compiler.cudagraph_mark_step_begin())"),  # fmt: skip
            Kind("skipped", "Inductor skipped CUDA graphs for a graph (it runs without them): "
                 "the fix is at the line it names (cudagraph_skips.py), not CUDA graphs off",
                 (), severity=9, weight=COST),  # fmt: skip
        ),
    ),
    Category(
        "export_aoti",
        "torch.export or AOTInductor failed (export, package compile, load, or inputs)",
        2,
        ("verbose-dynamo", "eager"),
        exceptions=(
            Rule(message=r"unmatched (?:dim|stride|dtype|device)[^\n]*(?:expected|got)"
                 r"|input_handles\[\d+\]", kind="input_mismatch"),  # fmt: skip
            Rule(frames=r"aoti_load_package|AOTICompiledModel|load_package", kind="load"),
            Rule(frames=r"aoti_compile_and_package|aot_compile\b|compile_fx_aot", kind="compile"),
            Rule(types=("UserError",), frames=r"torch/export/", kind="export"),
        ),
        kinds=(
            Kind("input_mismatch", "the inputs do not match what the AOTInductor package was "
                 "compiled for (shape, stride, dtype or device): export with dynamic_shapes for "
                 "the dims that vary, or pass what it was compiled for", ()),  # fmt: skip
            Kind("load_crash", "the AOTInductor package crashed while it was being loaded, before "
                 "it ran anything (in its wrapper.so's constructor): most often the machine's C++ "
                 "toolchain (a CXX whose libstdc++ differs from the process's), not the model",
                 ("system-cxx", "fresh-cache-disabled", "aoti-minify")),  # fmt: skip
            Kind("load", "the program crashed loading or running an AOTInductor package",
                 AOTI_NEXT_STEPS),  # the guide's order: inputs, sync, which kernel, repro  # fmt: skip
            Kind("compile", "AOTInductor failed compiling the exported program",
                 ("verbose-dynamo",)),  # fmt: skip
            Kind("export", "torch.export refused the program (UserError)", ("verbose-dynamo",)),
        ),
    ),
    Category(
        "distributed",
        "a distributed problem: ranks disagree, a collective timed out, or DDP/FSDP split graphs",
        2,
        ("verbose-dynamo",),
        exceptions=(
            Rule(message=r"Watchdog caught collective operation timeout|collective operation "
                 r"timeout|Timeout at NCCL work|timed out in call to wait", kind="timeout"),  # fmt: skip
            Rule(message=r"Detected mismatch between collectives|collective[^\n]*mismatch"
                 r"|mismatch[^\n]*collective", kind="collective_mismatch"),  # fmt: skip
            Rule(types=("DistBackendError", "DistNetworkError", "DistStoreError"), kind="backend"),
        ),
        lines=(
            LineRule(r"Watchdog caught collective operation timeout.*", stopping=True,
                     kind="timeout"),  # fmt: skip
            LineRule(r"DDPOptimizer used bucket cap .*", kind="ddp_split"),
        ),
        kinds=(
            Kind("timeout", "a collective timed out (a rank is stuck, or ranks diverged)", ()),
            Kind("collective_mismatch", "ranks ran different collectives", ()),
            Kind("backend", "the distributed backend (NCCL, Gloo, the store) failed", ()),
            Kind("ddp_split", "DDPOptimizer split the graph at DDP's bucket boundaries",
                 ("verbose-dynamo",), 9, EXPECTED),  # fmt: skip
            Kind("ddp_graph_break", "Dynamo broke the graph inside DDP / FSDP internals",
                 ("verbose-dynamo",), 7, COST),  # fmt: skip
        ),
    ),
    Category(
        "internal_dynamo_error",
        "Dynamo itself raised an internal error",
        3,
        ("verbose-dynamo", "minify-dynamo", "eager"),
        exceptions=(Rule(types=("InternalTorchDynamoError",)),),
        minifiable=True,
    ),
    Category(
        "accuracy",
        "compiled results differ from eager",
        4,
        ("minify-aot-accuracy", "bisect", "eager"),
        exceptions=(Rule(types=("AccuracyError",)),),
        minifiable=True,
    ),
    Category(
        "graph_break",
        "Dynamo broke the graph (or refused to, under fullgraph=True)",
        7,
        ("verbose-dynamo",),
        exceptions=(
            Rule(types=("Unsupported", "UncapturedHigherOrderOpError", "UserError")),
            Rule(suffix="Unsupported"),
        ),
        weight=COST,  # a break the program survived: it runs, in more graphs
    ),
    Category(
        "triton_kernel",
        "a device-side assert fired inside a generated kernel",
        0,
        ("cuda-sync", "bisect", "minify-dynamo", "eager"),
        exceptions=(
            Rule(message=rf"(?s)(?:{_CUDA_ERR}).*device-side assert"),
            Rule(types=("AcceleratorError",), message="device-side assert"),
        ),
        minifiable=True,
    ),
    Category(
        "runtime_crash",
        "the program crashed or the compiled code failed when it ran",
        1,
        ("cuda-sync", "minify-dynamo", "bisect", "eager"),
        exceptions=(Rule(message=_CUDA_ERR), Rule(types=("AcceleratorError",))),
        lines=(
            LineRule(r"CUDA error: .*$|illegal memory access|cudaError\w*|CUBLAS_STATUS_\w+",
                     stopping=True),  # fmt: skip
            LineRule(
                r"^(?:Fatal Python error: .*|.*\(core dumped\).*|(?:Segmentation fault|Aborted|"
                r"Bus error|Illegal instruction|Floating point exception)(?: \(core dumped\))?|"
                r"terminate called after throwing.*)$",
                stopping=True,
            ),
        ),
        minifiable=True,
    ),
    Category(
        "backend_compiler_failed",
        "the backend compiler (Inductor) failed on a graph",
        2,
        ("minify-aot", "bisect", "minify-dynamo", "eager"),
        exceptions=(Rule(types=_BACKEND_TYPES),),
        minifiable=True,
    ),
    Category(
        "nan",
        "NaN/Inf values came out of compiled code",
        5,
        ("nan-asserts", "bisect", "eager"),
        exceptions=(
            Rule(types=("AssertionError",), code=r"assert not \w+\.(?:isnan|isinf)\(\)"),
        ),
    ),
    # no rules: core/analysis/interrupted.py decides it from run.json (pt2tui sent the signal)
    # ranks issue different collectives (core/analysis/ranks/divergence.py detects it)
    Category(rank_triage.CATEGORY, rank_triage.SUMMARY, rank_triage.SEVERITY, rank_triage.NEXT,
             kinds=(Kind(rank_triage.SAME, rank_triage.SAME_SUMMARY, (), 9, COST),
                    Kind(rank_triage.FINISHED, rank_triage.FINISHED_SUMMARY),
                    Kind(rank_triage.FAILED, rank_triage.FAILED_SUMMARY))),  # fmt: skip
    # a compile on some ranks while the others waited (core/analysis/ranks/stall.py detects it;
    # weigh_training.py: a problem when it is a large part of the run)
    Category(rank_stall.CATEGORY, rank_stall.SUMMARY, 5, ("verbose-recompiles",), weight=COST,
             kinds=(Kind(rank_stall.FIRST, rank_stall.FIRST_SUMMARY, ()),)),  # fmt: skip
    Category(
        "interrupted",
        "the run was interrupted by the user (pt2tui sent the signal): nothing failed",
        0,
        ("again",),
        weight=EXPECTED,
    ),
    # compile time that can be saved (core/analysis/triage/costs.py detects it)
    Category(
        costs.CATEGORY,
        costs.SUMMARY,
        9,
        (),
        kinds=(
            Kind("cache_bypass", "the compile caches were bypassed for some graphs: they are "
                 "compiled again in every run (torch says why)"),  # fmt: skip
            Kind("autotune", "autotuning took compile time (max-autotune's benchmarks)"),
            Kind("ddp_optimizer", "DDPOptimizer's graphs (split at DDP's bucket boundaries, "
                 "fakify_first_call) are never cached: compiled again in every run, the cost of "
                 "DDPOptimizer (torch._dynamo.config.optimize_ddp)", ("ddp-no-optimizer",),
                 weight=EXPECTED),  # fmt: skip
        ),
        weight=COST,
    ),
    # no rules: run.json's stopped_by (SIGTERM / SIGHUP to pt2tui) decides it (interrupted.py)
    Category(
        "stopped",
        "stopped from outside (a time limit?): pt2tui got SIGTERM or SIGHUP and stopped the program",
        0,
        ("again",),
    ),
    Category(
        "other",
        "the program failed with an error that is not a torch.compile signature",
        9,
        ("eager", "verbose-dynamo"),
    ),
    # a clean run: the same word everywhere (the verdict, summary --json, check, compare, diff)
    Category(CLEAN, "nothing wrong found", 10),
)

BY_NAME = {c.name: c for c in TABLE}


def warm() -> None:
    """Compile every exception rule's patterns now (re's cache keeps them; ``matches`` searches
    by the pattern's text): for a caller with time to spare before it classifies, as `summary`
    while its workers read (18 patterns, 3-4 ms on a big run's critical path otherwise)."""
    for c in TABLE:
        for r in c.exceptions:
            for pattern in (r.message, r.frames, r.code):
                if pattern:
                    re.compile(pattern)


def match_exception(
    t: str, msg: str, frames: tuple[str, ...] = (), code: str = ""
) -> tuple[str, str] | None:
    """(category, kind) of an exception (class name ``t``, message, "file:func" of its frames,
    innermost code line), or None when no entry knows it."""
    t = t.rsplit(".", 1)[-1]
    for c in TABLE:
        for r in c.exceptions:
            if r.matches(t, msg, frames, code):
                return c.name, r.kind
    return None


MAX_LINE = 4000  # characters of an output line the line rules look at


def match_line(text: str) -> tuple[str, str, bool, re.Match[str]] | None:
    """(category, kind, stopping, match) of one output line, or None. Only the line's head is
    read: a compiler's command line can be 100 kB, and a pattern must stay linear on it."""
    text = text[:MAX_LINE]
    for c in TABLE:
        for r in c.lines:
            m = re.search(r.pattern, text)
            if m is not None:
                return c.name, r.kind, r.stopping, m
    return None
