"""The text of the unit test ``pt2tui testcase`` writes (PyTorch's own test style). Pure.

Two shapes: a *graph* test (the Repro module of a repro.py / fx_graph_runnable.py, its inputs
from ``load_args`` through torch's ``InputReader``) and a *program* test (the user's whole
program run in-process with ``runpy``, ``torch.compile`` wrapped to force ``fullgraph=True`` or
to count compiles with ``CompileCounterWithBackend``). Both use
``torch.testing._internal.common_utils`` (``TestCase``, ``run_tests``) and one test method.
"""

from __future__ import annotations

import textwrap
from dataclasses import dataclass

from .testcase import CHECK_WORDS, GraphRepro, ReproSource

__all__ = ["TestSpec", "render_graph_test", "render_program_test"]


@dataclass(frozen=True)
class TestSpec:
    """What the test asserts and the words around it."""

    __test__ = False  # not a pytest class

    check: str  # no_raise | accuracy | no_nan | fullgraph | recompiles
    category: str
    method: str  # test_...
    klass: str  # TestCase subclass name
    failure: str  # one line: what failed, with where
    run_dir: str
    torch_version: str
    suggested: str
    why: str
    rtol: float | None = None
    atol: float | None = None
    tol_where: str = ""
    max_compiles: int = 2
    compiles_seen: int = 0
    notes: tuple[str, ...] = ()


def _q(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')


def _header(spec: TestSpec, src: ReproSource) -> str:
    lines = [
        f"pt2tui testcase: a regression test for {spec.category} ({spec.method}).",
        "",
        f"Failure:   {spec.failure}",
        f"Run:       {spec.run_dir}" + (f"  (torch {spec.torch_version})" if spec.torch_version else ""),
        f"Repro:     {src.describe()}",
        f"Asserts:   {CHECK_WORDS[spec.check]}".replace("N graphs", f"{spec.max_compiles} graphs"),
        f"Put it in: {spec.suggested}",
        f"           ({spec.why})",
        "",
        "It must FAIL while the bug is there and pass once it is fixed:",
        "    python <this file>   (or: pytest <this file>)",
    ]
    for n in spec.notes:
        lines += [""] + textwrap.wrap("NOTE: " + n, 96, subsequent_indent="      ")
    return '"""' + _q("\n".join(lines)) + '\n"""\n'


def _skip_cuda(needs: bool) -> str:
    if not needs:
        return ""
    return (
        '    @unittest.skipIf(not TEST_CUDA, "the repro runs on CUDA (its inputs are CUDA tensors): '
        'needs a GPU")\n'
    )


def _tol_args(spec: TestSpec) -> str:
    if spec.rtol is None and spec.atol is None:
        return ""
    return f", rtol={spec.rtol!r}, atol={spec.atol!r}"


_GRAPH_CHECKS = {
    "no_raise": """\
        with torch.no_grad():
            compiled = torch.compile(mod, backend=BACKEND)
            compiled(*args)  # raised in the recorded run: {failure}
""",
    "fullgraph": """\
        with torch.no_grad():
            torch.compile(mod, backend=BACKEND, fullgraph=True)(*args)
""",
    "accuracy": """\
        with torch.no_grad():
            expected = mod(*_clone(args))
            actual = torch.compile(mod, backend=BACKEND)(*_clone(args))
        # {tol_note}
        torch.testing.assert_close(actual, expected{tol})
""",
    "no_nan": """\
        with torch.no_grad():
            expected = mod(*_clone(args))
            actual = torch.compile(mod, backend=BACKEND)(*_clone(args))
        for i, (a, e) in enumerate(zip(_tensors(actual), _tensors(expected))):
            if not a.is_floating_point():
                continue
            bad = int((~torch.isfinite(a)).sum())
            eager_bad = int((~torch.isfinite(e)).sum())
            self.assertEqual(
                bad, 0,
                msg=f"output {{i}}: {{bad}} NaN/Inf values from the compiled graph "
                f"(eager: {{eager_bad}}{{'; eager has them too' if eager_bad else ''}})",
            )
""",
}
_GRAPH_CHECKS["recompiles"] = _GRAPH_CHECKS["no_raise"]


def render_graph_test(spec: TestSpec, src: ReproSource, repro: GraphRepro) -> str:
    tol_note = (
        f"tolerance from {spec.tol_where}"
        if spec.tol_where
        else "no tolerance was recorded: assert_close's defaults for the dtype"
    )
    check = _GRAPH_CHECKS[spec.check].format(
        failure=spec.failure.replace("{", "{{").replace("}", "}}")[:150],
        tol=_tol_args(spec),
        tol_note=tol_note,
    )
    return (
        _header(spec, src)
        + "# ---- the repro, as torch wrote it (minus the recording run's TORCH_TRACE / debug-dir "
        "settings) ----\n"
        + repro.body
        + textwrap.dedent(
            f"""
            # ---- the test ----
            import unittest

            from torch._dynamo.debug_utils import InputReader
            from torch.testing._internal.common_utils import TEST_CUDA, TestCase, run_tests

            BACKEND = {repro.backend!r}
            # a graph cached by another build (or before the repro's config) must not hide the bug
            torch._inductor.config.force_disable_caches = True


            def _inputs():
                torch.manual_seed(0)
                reader = InputReader()  # no save_dir: seeded random data of the recorded shapes
                load_args(reader)
                return reader.args


            def _clone(args):
                return [a.clone() if isinstance(a, torch.Tensor) else a for a in args]


            def _tensors(out):
                if isinstance(out, torch.Tensor):
                    return [out]
                return [t for t in out if isinstance(t, torch.Tensor)]


            class {spec.klass}(TestCase):
                def setUp(self):
                    super().setUp()
                    torch._dynamo.reset()

            """
        )
        + _skip_cuda(repro.needs_cuda)
        + f"    def {spec.method}(self):\n"
        + "        mod = Repro()\n"
        + "        args = _inputs()\n"
        + check
        + '\n\nif __name__ == "__main__":\n    run_tests()\n'
    )


_PROGRAM_CHECKS = {
    "no_raise": """\
        code = _run_program()
        self.assertEqual(code, 0, msg=f"the program exited with {{code}}")
""",
    "accuracy": """\
        # the program's own check stands in for assert_close (minify it for a graph-level test)
        code = _run_program()
        self.assertEqual(code, 0, msg=f"the program's accuracy check failed: exit {{code}}")
""",
    "no_nan": """\
        code = _run_program()
        self.assertEqual(code, 0, msg=f"the program exited with {{code}}")
""",
    "fullgraph": """\
        # a graph break raises torch._dynamo.exc.Unsupported under fullgraph=True
        code = _run_program(fullgraph=True)
        self.assertEqual(code, 0, msg=f"the program exited with {{code}}")
""",
    "recompiles": """\
        cnt = _Counter()
        _run_program(counter=cnt)
        self.assertLessEqual(
            cnt.frame_count,
            MAX_COMPILES,
            msg=f"the program compiled {{cnt.frame_count}} graphs (at most {{MAX_COMPILES}} expected; "
            f"torch._dynamo.utils.counters['stats']: {{dict(counters['stats'])}})",
        )
""",
}

_PROGRAM_HELPERS = '''
import os
import runpy
import sys
import unittest
from unittest import mock

import torch
import torch._dynamo
import torch._inductor.config
from torch._dynamo.testing import CompileCounterWithBackend
from torch._dynamo.utils import counters
from torch.testing._internal.common_utils import TEST_CUDA, TestCase, run_tests

PROGRAM = {program!r}
IS_MODULE = {module!r}  # PROGRAM is a module name (python -m)
ARGS = {args!r}
CWD = {cwd!r}
MAX_COMPILES = {max_compiles!r}  # {max_note}
{cache_line}

class _Counter:
    """torch._dynamo.testing.CompileCounterWithBackend for each backend the program names."""

    def __init__(self):
        self.by_backend = {{}}

    def wrap(self, backend):
        return self.by_backend.setdefault(backend, CompileCounterWithBackend(backend))

    @property
    def frame_count(self):
        return sum(c.frame_count for c in self.by_backend.values())


def _run_program(*, fullgraph=False, counter=None):
    """Run the program in this process as `python PROGRAM ARGS` in CWD would; its exit code.
    torch.compile is wrapped: fullgraph=True forced, or the backend counted."""
    real_compile = torch.compile

    def compile_(model=None, **kwargs):
        if fullgraph:
            kwargs["fullgraph"] = True
        backend = kwargs.get("backend", "inductor")
        if counter is not None and isinstance(backend, str) and not kwargs.get("mode") and not kwargs.get("options"):
            kwargs["backend"] = counter.wrap(backend)
        return real_compile(model, **kwargs)

    saved = (sys.argv[:], sys.path[:], os.getcwd())
    sys.argv = [PROGRAM, *ARGS]
    if not IS_MODULE:
        sys.path.insert(0, os.path.dirname(os.path.abspath(PROGRAM)))
    os.chdir(CWD)
    try:
        with mock.patch.object(torch, "compile", compile_):
            if IS_MODULE:
                runpy.run_module(PROGRAM, run_name="__main__", alter_sys=True)
            else:
                runpy.run_path(PROGRAM, run_name="__main__")
    except SystemExit as e:
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
    finally:
        sys.argv, sys.path[:] = saved[0], saved[1]
        os.chdir(saved[2])
    return 0


class {klass}(TestCase):
    def setUp(self):
        super().setUp()
        torch._dynamo.reset()
        counters.clear()

'''


def render_program_test(spec: TestSpec, src: ReproSource, cuda: bool) -> str:
    if spec.compiles_seen:
        max_note = (
            f"two per frame (a static compile, then one automatic-dynamic recompile); the "
            f"recorded run compiled {spec.compiles_seen}"
        )
    else:
        max_note = "two per frame: a static compile, then one automatic-dynamic recompile"
    return (
        _header(spec, src)
        + _PROGRAM_HELPERS.format(
            program=src.path,
            module=src.module,
            args=list(src.args),
            cwd=src.cwd,
            max_compiles=spec.max_compiles,
            max_note=max_note,
            klass=spec.klass,
            cache_line=""
            if spec.check == "recompiles"  # counted on cache hits too: keep them (faster)
            else "# a graph cached by another build must not hide the bug\n"
            "torch._inductor.config.force_disable_caches = True\n",
        )
        + _skip_cuda(cuda)
        + f"    def {spec.method}(self):\n"
        + _PROGRAM_CHECKS[spec.check].format()
        + '\n\nif __name__ == "__main__":\n    run_tests()\n'
    )
