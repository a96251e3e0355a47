"""From a repro to a PyTorch-style unit test: which repro, which assertion, which test file. Pure.

The PyTorch debugging guide's step after "minimize" is "add a failing unit test before reading
any compiler code". This module decides what that test is; ``testcase_templates.py`` writes it
and ``runner/testcase.py`` finds the files, writes the test into a new run dir and runs it.

* the repro, best first: a minified ``repro.py`` (a ``minify-launcher`` rerun), else the
  ``fx_graph_runnable.py`` of the failing graph (``torch_compile_debug/``), else the user's
  program itself (not minimal: the test runs the whole program);
* the assertion, by triage category (``check_for``): the graph compiles without raising
  (backend failures and anything that raised), compiled == eager under ``assert_close`` at the
  recorded tolerance (accuracy), no NaN/Inf out of compiled code (nan), ``fullgraph=True``
  passes (graph breaks), the program compiles at most N graphs, counted with
  ``torch._dynamo.testing.CompileCounterWithBackend`` (recompiles);
* the test file in PyTorch's tree it belongs in (``suggest_test_file``), and why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = [
    "CHECKS",
    "GraphRepro",
    "ReproSource",
    "TestcaseError",
    "check_for",
    "find_tolerance",
    "needs_cuda",
    "parse_graph_repro",
    "suggest_test_file",
    "method_name_for",
]

REPRO = "repro"  # a minified repro.py
FX_RUNNABLE = "fx_graph_runnable"  # torch_compile_debug/.../fx_graph_runnable.py
PROGRAM = "program"  # the user's program, run whole

# triage category -> the assertion of the test (anything else: "no_raise")
CHECKS = {
    "graph_break": "fullgraph",
    "recompilation": "recompiles",
    "recompilation_limit": "recompiles",
    "accuracy": "accuracy",
    "nan": "no_nan",
}
NO_TEST = ("healthy", "none", "interrupted")  # nothing failed: there is no behaviour to pin down

CHECK_WORDS = {
    "no_raise": "compiling and running the graph does not raise",
    "accuracy": "compiled == eager (torch.testing.assert_close)",
    "no_nan": "no NaN/Inf comes out of the compiled code",
    "fullgraph": "the program runs with fullgraph=True (no graph break)",
    "recompiles": "the program compiles at most N graphs (CompileCounterWithBackend)",
}


class TestcaseError(Exception):
    """No test can be written (nothing failed, a program that is not Python ...)."""

    __test__ = False  # not a pytest class


@dataclass(frozen=True)
class ReproSource:
    kind: str  # REPRO | FX_RUNNABLE | PROGRAM
    path: str  # the file (for PROGRAM: the script, or the module name after -m)
    run_dir: str  # the run of the lineage that holds it
    text: str = ""  # the file's text (graph repros)
    module: bool = False  # PROGRAM given as `python -m module`
    args: tuple[str, ...] = ()  # PROGRAM: its arguments
    cwd: str = ""  # PROGRAM: its working directory
    note: str = ""  # how it was chosen

    @property
    def minimal(self) -> bool:
        return self.kind == REPRO

    def describe(self) -> str:
        if self.kind == REPRO:
            return f"minified repro.py {self.path}"
        if self.kind == FX_RUNNABLE:
            return f"fx_graph_runnable.py of the failing graph {self.path} (not minimized)"
        return f"the user's program {self.path} (NOT minimal: the test runs the whole program)"


def check_for(category: str) -> str:
    if category in NO_TEST:
        raise TestcaseError(
            f"triage found {category!r}: nothing failed in this run, so there is no behaviour "
            "for a test to pin down (use --category to force one)"
        )
    return CHECKS.get(category, "no_raise")


# ---------------------------------------------------------------------------------------------
# graph repros (repro.py, fx_graph_runnable.py): torch writes both with the same layout


_ENV_DROP = re.compile(
    r"^os\.environ\['(TORCH_TRACE|TORCH_COMPILE_DEBUG|TORCH_COMPILE_DEBUG_DIR|TORCH_LOGS|"
    r"TORCHINDUCTOR_CACHE_DIR|TRITON_CACHE_DIR|TORCHDYNAMO_REPRO_AFTER|TORCHDYNAMO_REPRO_LEVEL)'\]"
)
_ENV_POP = re.compile(r"^os\.environ\.pop\('TORCHDYNAMO_REPRO_(AFTER|LEVEL)'")
# debug-only settings the recording run had: they only write more files
_CONFIG_DROP = re.compile(r"^torch\._inductor\.config\.trace\.")
_CONFIG_LINE = re.compile(r"^torch\.(_inductor|_dynamo|_functorch|fx\.experimental\._)\w*\.?[\w.]*config\.[\w.]+ = ")
_MAIN = re.compile(r"^if __name__ == ['\"]__main__['\"]:", re.M)
_BACKEND = re.compile(r"\bbackend=(['\"])([\w.-]+)\1")
_CUDA = re.compile(r"device\(type='cuda'|device='cuda|\.cuda\(\)|['\"]cuda(:\d+)?['\"]")
_TRITON = re.compile(r"\btriton\b|@triton\.jit|tl\.")


@dataclass(frozen=True)
class GraphRepro:
    """A repro.py / fx_graph_runnable.py taken apart for the test."""

    body: str  # imports, config lines, class Repro, load_args (no TORCH_TRACE lines, no main)
    config_lines: tuple[str, ...]  # the torch.*.config settings it needs (also in body)
    backend: str  # what compiles it: "inductor" unless the repro says otherwise
    needs_cuda: bool
    has_repro_class: bool


def needs_cuda(text: str) -> bool:
    return bool(_CUDA.search(text))


def parse_graph_repro(text: str) -> GraphRepro:
    """Take a torch-written repro apart: everything before its ``if __name__ == '__main__':``
    without the variables of the recording run (TORCH_TRACE, debug dirs, the minifier's own)
    and without ``mod = Repro()``; the backend its ``run_repro(..., backend=...)`` names."""
    m = _MAIN.search(text)
    head, main = (text[: m.start()], text[m.start() :]) if m else (text, "")
    out: list[str] = []
    config: list[str] = []
    skip_block = False
    for line in head.splitlines():
        if skip_block:
            if line.startswith((" ", "\t")) or not line.strip():
                continue
            skip_block = False
        if line.startswith('if "__compile_source__" in globals():'):
            skip_block = True  # linecache shim for exec'd sources: not needed in a file
            continue
        if _ENV_DROP.match(line) or _ENV_POP.match(line) or _CONFIG_DROP.match(line):
            continue
        if line.strip() == "mod = Repro()":
            continue
        if _CONFIG_LINE.match(line):
            config.append(line)
        out.append(line)
    body = re.sub(r"\n{3,}", "\n\n", "\n".join(out)).strip() + "\n"
    bm = _BACKEND.search(main)
    return GraphRepro(
        body=body,
        config_lines=tuple(config),
        backend=bm.group(2) if bm else "inductor",
        needs_cuda=needs_cuda(head),
        has_repro_class="class Repro(" in head and "def load_args(" in head,
    )


# ---------------------------------------------------------------------------------------------
# tolerance, names, where the test goes

_TOL_CALL = re.compile(r"(allclose|assert_close|assertEqual|isclose|same)\(([^\n]*)")
_KW = re.compile(r"\b(rtol|atol|tol)\s*=\s*([0-9.]+(?:e-?\d+)?)")
_REPRO_TOL = re.compile(r"^torch\._dynamo\.config\.repro_tolerance = ([0-9.]+(?:e-?\d+)?)", re.M)


def find_tolerance(sources: list[tuple[str, str]]) -> tuple[float | None, float | None, str]:
    """(rtol, atol, where) of the comparison that failed: the repro's
    ``torch._dynamo.config.repro_tolerance``, else the first ``allclose`` / ``assert_close`` /
    ``assertEqual`` call with ``rtol=`` / ``atol=`` in the given (where, text) sources.
    (None, None, "") when nothing is recorded: assert_close's defaults for the dtype."""
    for where, text in sources:
        m = _REPRO_TOL.search(text)
        if m:
            tol = float(m.group(1))
            return tol, tol, f"{where}: torch._dynamo.config.repro_tolerance"
    for where, text in sources:
        for i, line in enumerate(text.splitlines(), 1):
            c = _TOL_CALL.search(line)
            if not c:
                continue
            kws = dict(_KW.findall(c.group(2)))
            if not kws:
                continue
            tol = float(kws["tol"]) if "tol" in kws else None
            rtol = float(kws["rtol"]) if "rtol" in kws else tol
            atol = float(kws["atol"]) if "atol" in kws else tol
            if rtol is None and atol is None:
                continue
            # assert_close wants both or neither: the missing one as torch.allclose's default
            return (
                rtol if rtol is not None else 1e-5,
                atol if atol is not None else 1e-8,
                f"{where}:{i}: {line.strip()[:120]}",
            )
    return None, None, ""


def _snake(name: str) -> str:
    s = re.sub(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", "_", name)
    return re.sub(r"[^a-z0-9]+", "_", s.lower()).strip("_")


_ERROR_NAME = re.compile(r"\b([A-Z][A-Za-z]*(?:Error|Exception|Failed|Unsupported))\b")
_PLAIN_ERRORS = {"InductorError", "BackendCompilerFailed", "RuntimeError", "Exception"}


def method_name_for(category: str, evidence: list[str], frame: str | None = None) -> str:
    """``test_<what failed>[_<user frame>]``: the innermost error type the evidence names
    (``InductorError: CppCompileError: ...`` -> ``cpp_compile_error``), else the category."""
    what = ""
    if category not in CHECKS:
        for text in evidence:
            names = _ERROR_NAME.findall(text)
            specific = [n for n in names if n not in _PLAIN_ERRORS]
            if specific or names:
                what = _snake((specific or names)[-1])
                break
    if not what:
        what = {
            "recompilation": "recompiles",
            "recompilation_limit": "recompile_limit",
            "graph_break": "graph_break",
            "accuracy": "accuracy",
            "nan": "no_nan",
        }.get(category, _snake(category))
    if category == "recompilation" and any("recompile limit" in e.lower() for e in evidence):
        what = "recompile_limit"
    name = f"test_{what}"
    if frame and frame.isidentifier() and not frame.startswith("<"):
        name += f"_{_snake(frame)}"
    return name[:80]


# (category or condition, file, why)
_AREAS = {
    "graph_break": (
        "test/dynamo/test_repros.py",
        "a graph break in a user program is a Dynamo tracing problem; test_repros.py holds "
        "regression tests distilled from user repros (fullgraph=True pins the break)",
    ),
    "internal_dynamo_error": (
        "test/dynamo/test_repros.py",
        "Dynamo itself raised: test_repros.py holds Dynamo regression tests from user repros",
    ),
    "recompilation": (
        "test/dynamo/test_recompiles.py",
        "recompiles are guard behaviour: test_recompiles.py counts compiles with CompileCounter",
    ),
    "dynamic_shapes": (
        "test/dynamo/test_repros.py",
        "a dynamic-shapes problem found by a user program (test/dynamo/test_dynamic_shapes.py "
        "re-runs the Dynamo suites with dynamic shapes on)",
    ),
    "export_aoti": (
        "test/export/test_export.py",
        "torch.export behaviour is tested in test/export/test_export.py "
        "(AOTInductor packaging: test/inductor/test_aot_inductor.py)",
    ),
    "cudagraphs": (
        "test/inductor/test_cudagraph_trees.py",
        "CUDA graph trees (mode='reduce-overhead') have their own suite",
    ),
    "distributed": (
        "test/distributed/test_dynamo_distributed.py",
        "torch.compile with DDP/FSDP and collectives is tested there (multi-process)",
    ),
}
_INDUCTOR = (
    "test/inductor/test_torchinductor.py",
    "the failure is in Inductor (lowering or codegen of the graph's ops); test_torchinductor.py "
    "holds per-op regression tests that run on CPU and GPU",
)
_CPP = (
    "test/inductor/test_cpu_repro.py",
    "the failure is in Inductor's C++ (CPU) code generation: test_cpu_repro.py holds CPU-backend "
    "regression tests (an op lowering problem on every device goes in "
    "test/inductor/test_torchinductor.py)",
)
_CUDA_REPRO = (
    "test/inductor/test_cuda_repro.py",
    "the failure is in Triton code generated for CUDA: test_cuda_repro.py holds GPU-only "
    "Inductor regression tests",
)


def suggest_test_file(
    category: str, evidence_text: str, *, cuda: bool, backend: str = "inductor"
) -> tuple[str, str]:
    """(path in the PyTorch repo, why). Never test/dynamo/test_misc.py: PyTorch asks that the
    catch-all not grow; a test goes where the code it exercises is tested."""
    low = evidence_text.lower()
    if category in ("recompilation", "recompilation_limit"):
        return _AREAS["recompilation"]
    if "torch.export" in low or "torch._export" in low or category == "export_aoti":
        return _AREAS["export_aoti"]
    if category in _AREAS:
        return _AREAS[category]
    if backend not in ("inductor", "") and category in ("backend_compiler_failed", "accuracy"):
        if backend.startswith("aot"):
            return (
                "test/functorch/test_aotdispatch.py",
                f"the {backend} backend fails too: the problem is in AOTAutograd, tested there",
            )
        return _AREAS["internal_dynamo_error"]
    if "cppcompileerror" in low or "c++ compile error" in low or ".cpp:" in low:
        return _CPP
    if cuda and ("triton" in low or category == "triton_kernel" or "cuda" in low):
        return _CUDA_REPRO
    return _INDUCTOR


def class_name(suggested: str) -> str:
    """A TestCase name in the style of the suggested file (``test_cpu_repro.py`` ->
    ``CPUReproTests``-like names vary; one stable name is easiest to paste)."""
    stem = suggested.rsplit("/", 1)[-1].removesuffix(".py").removeprefix("test_")
    return "Test" + "".join(p.capitalize() for p in stem.split("_")) + "Regression"
