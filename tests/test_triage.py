"""Triage of real runs (CPU samples, H100 captures) and of synthetic edge cases; kernel mapping."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pt2tui.core.analysis.kernel_map import CodeLocation, find_generated_locations, map_location
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.analysis.triage import CATEGORIES, Triage, classify, triage_dict
from pt2tui.core.model import Artifact, Compile, PayloadRef, Run
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.logtext import LogTextParser
from pt2tui.core.reruns.recipes import recipe_names
from pt2tui.sources.load import load_run

_PREFIXES = (
    "minifier failed (exception ignored): ",
    "minifier failed: ",
    "minifier query: ",
    "logged: ",
)


def _check_evidence_is_quoted(root: Path, triages: tuple[Triage, ...]) -> None:
    """Every ``file:line`` evidence quotes what is at that line of that file."""
    for t in triages:
        assert t.category in CATEGORIES
        assert t.evidence, t
        assert set(t.next) <= set(recipe_names()), t.next
        for e in t.evidence:
            m = re.fullmatch(r"(?P<file>[\w.\-]+):(?P<line>\d+)", e.where)
            if m is None:
                assert e.where == "run.json" or e.where.startswith("compile ["), e.where
                continue
            lines = (root / m.group("file")).read_text(errors="replace").split("\n")
            line = lines[int(m.group("line")) - 1]
            if m.group("file") == "output.log":
                line = line.split("|", 1)[1]
            line = re.sub(r"^[VIWEC]\d{4} [\d:.]+ +\d+ \S+\] (?:\[[^\]]+\] )*", "", line).strip()
            text = e.text
            for p in _PREFIXES:
                text = text.removeprefix(p)
            head = text.split(" — ")[0].rstrip("…")
            assert head[:60] in line or line[:60] in head, (e, line)


def _first(run: Run) -> Triage:
    ts = classify(run)
    assert ts, "no triage"
    return ts[0]


# ---------------------------------------------------------------------------------------------
# the project's CPU samples


def test_cpu_compile_error(samples: Path) -> None:
    root = samples / "compile_error"
    run = load_run(str(root))
    ts = classify(run)
    t = ts[0]
    assert t.category == "backend_compiler_failed" and t.stopped
    assert (
        t.evidence[0].text
        == "torch._inductor.exc.InductorError: CppCompileError: C++ compile error"
    )
    assert re.fullmatch(r"stderr\.txt:\d+", t.evidence[0].where)
    # the C++ compiler's own error line is quoted too
    assert any(": error: ‘compile’ was not declared" in e.text for e in t.evidence)
    assert any(e.where == "compile [0/0] compilation_metrics" for e in t.evidence)
    assert t.next[:2] == ("minify-aot", "bisect")
    _check_evidence_is_quoted(root, ts)


def test_cpu_accuracy_error(samples: Path) -> None:
    root = samples / "accuracy_error"
    ts = classify(load_run(str(root)))
    t = ts[0]
    assert t.category == "accuracy" and not t.stopped  # the program checked and exited 1
    assert t.evidence[0].text == "accuracy ok: False"
    assert t.evidence[0].where == "stdout.txt:2"
    assert t.next == ("minify-aot-accuracy", "bisect", "eager")
    _check_evidence_is_quoted(root, ts)


def test_cpu_nan_producer(samples: Path) -> None:
    root = samples / "nan_producer"
    ts = classify(load_run(str(root)))
    assert [t.category for t in ts] == ["nan"]
    assert ts[0].evidence[0].text == "NaNs in output: 4096 of 4096"
    assert ts[0].next[0] == "nan-asserts"
    _check_evidence_is_quoted(root, ts)


def test_cpu_breaks_and_recompiles(samples: Path) -> None:
    root = samples / "breaks_and_recompiles"
    ts = classify(load_run(str(root)))
    # neither stopped the program: both are costs, the costlier first (recompiles: 6.1 s of
    # compile time; graph breaks: 60 ms of restarts)
    assert [(t.category, t.severity) for t in ts] == [("recompilation", "cost"), ("graph_break", "cost")]
    assert ts[0].cost_s > ts[1].cost_s > 0
    rc, gb = ts
    assert gb.evidence[0].text.startswith("Graph break in user code at ")
    assert "Data-dependent branching" in gb.evidence[0].text
    assert gb.next == ("verbose-dynamo",)
    assert rc.evidence[0].text.startswith("Recompiling function forward in ")
    assert "size mismatch at index 0" in rc.evidence[0].text
    assert any("scale == 0.5" in e.text for e in rc.evidence)
    assert rc.next == ("verbose-recompiles",)
    _check_evidence_is_quoted(root, ts)


def test_cpu_runtime_error_maps_to_the_kernel(samples: Path) -> None:
    root = samples / "runtime_error"
    ts = classify(load_run(str(root)))
    t = ts[0]
    assert t.category == "runtime_crash" and t.stopped
    assert t.evidence[0].text == "RuntimeError: unhandled error"
    assert t.kernel is not None and t.kernel.kernel == "cpp_fused_relu_0"
    assert t.kernel.function == "call" and t.kernel.code == "cpp_fused_relu_0(buf1)"
    assert t.kernel.artifact.startswith("inductor_output_code_c")
    assert "cuda-sync" not in t.next  # a CPU run
    _check_evidence_is_quoted(root, ts)


def test_summary_json_carries_the_triage(samples: Path) -> None:
    d = summary_dict(load_run(str(samples / "compile_error")))
    # one answer: the verdict, with every finding; the first signature seen under its own name
    assert "triage" not in d
    assert d["verdict"]["category"] == d["first_signature"]["category"] == "backend_compiler_failed"
    assert d["verdict"]["findings"][0]["stopped"] is True and "all" not in d["first_signature"]
    json.dumps(d)


# ---------------------------------------------------------------------------------------------
# the H100 captures (read-only)

GPU = "gpu-h100"


def _gpu(corpus: Path, name: str) -> tuple[Path, tuple[Triage, ...]]:
    root = corpus / GPU / name
    if not root.exists():
        pytest.skip(f"{root} not present")
    ts = classify(load_run(str(root)))
    _check_evidence_is_quoted(root, ts)
    return root, ts


def test_gpu_compile_error(corpus: Path) -> None:
    _, ts = _gpu(corpus, "compile_error")
    t = ts[0]
    assert t.category == "backend_compiler_failed" and t.stopped
    assert t.evidence[0].text.startswith(
        "torch._inductor.exc.InductorError: RuntimeError: Failed to import"
    )


def test_gpu_accuracy_error(corpus: Path) -> None:
    _, ts = _gpu(corpus, "accuracy_error")
    assert ts[0].category == "accuracy"
    assert ts[0].evidence[0].as_dict() == {"where": "stdout.txt:1", "text": "accuracy ok: False"}


def test_gpu_nan_producer(corpus: Path) -> None:
    _, ts = _gpu(corpus, "nan_producer")
    assert ts[0].category == "nan" and ts[0].evidence[0].text == "nan count: 1000"
    assert ts[0].next[0] == "nan-asserts"


def test_gpu_nan_asserts_maps_the_assert_to_the_triton_kernel(corpus: Path) -> None:
    _, ts = _gpu(corpus, "rerun_nan_asserts")
    t = ts[0]
    assert t.category == "nan" and t.stopped
    assert "assert not buf0.isnan().any().item()" in t.evidence[0].text
    k = t.kernel
    assert k is not None
    assert k.location.line == 113 and k.location.stem.startswith("cbxuno6z")
    assert k.artifact == "inductor_output_code_cbxuno6zfm4l6wry2z4l3rxdwyp7jzc2nbady2pqmm2wdolqgv6a"
    assert k.compile_id == "[0/0]" and k.line == 113
    assert k.function == "call" and k.buffers == ("buf0",)
    assert k.kernel == "triton_poi_fused_exp_log_mul_sub_0" and k.kernel_line
    assert any(
        e.where
        == "compile [0/0] inductor_output_code_cbxuno6zfm4l6wry2z4l3rxdwyp7jzc2nbady2pqmm2wdolqgv6a:113"
        for e in t.evidence
    )
    assert "nan-asserts" not in t.next  # it already ran with them
    d = triage_dict(ts)
    assert d["kernel"]["kernel"] == "triton_poi_fused_exp_log_mul_sub_0"


def test_gpu_breaks_and_recompiles(corpus: Path) -> None:
    _, ts = _gpu(corpus, "breaks_and_recompiles")
    assert sorted(t.category for t in ts) == ["graph_break", "recompilation"]
    assert {t.severity for t in ts} <= {"cost", "expected"}


def test_gpu_minify_accuracy_shows_the_minifier_crash(corpus: Path) -> None:
    """The level-4 minifier crashed inside torch: said plainly, and the next step is not the
    same minifier again."""
    _, ts = _gpu(corpus, "rerun_minify_accuracy")
    t = ts[0]
    assert t.category == "accuracy"
    texts = [e.text for e in t.evidence]
    assert texts[0] == "accuracy ok: False"
    assert any(
        x.startswith("minifier failed: While minifying the program in accuracy minification mode")
        for x in texts
    )
    assert (
        "minifier failed: AssertionError: pickle should not be called with after make_launchers()"
        in texts
    )
    assert any("minifier failed" in x and "compiled_fn_runner" in x for x in texts)
    assert t.next[0] == "bisect" and "minify-aot-accuracy" not in t.next
    assert [x.category for x in ts] == ["accuracy"]  # the minifier's own errors are not "other"


def test_gpu_minify_compile_error_points_at_the_launcher(corpus: Path) -> None:
    _, ts = _gpu(corpus, "rerun_minify_compile_error")
    t = ts[0]
    assert t.category == "backend_compiler_failed"
    assert t.next[:2] == ("minify-launcher-no-isolate", "minify-launcher")


def test_gpu_launcher_run(corpus: Path) -> None:
    _, ts = _gpu(corpus, "rerun_minifier_launcher_minify")
    t = ts[0]
    assert t.category == "backend_compiler_failed" and not t.stopped
    assert t.evidence[0].text.startswith("minifier query: InductorError(")
    assert "run-repro" in t.next  # it wrote a (partial) repro.py


# ---------------------------------------------------------------------------------------------
# synthetic edge cases


def _run(
    stderr: str, info: dict | None = None, stdout: str = "", compiles=(), source="stderr.txt"
) -> Run:
    msgs = LogTextParser(source, stream="stderr").feed(stderr.encode(), eof=True)
    if stdout:
        msgs += LogTextParser("stdout.txt", stream="stdout").feed(stdout.encode(), eof=True)
    return Run(logs=tuple(msgs), info=info or {}, compiles=tuple(compiles))


TB = """Traceback (most recent call last):
  File "/home/u/train.py", line 10, in <module>
    main()
{exc}
"""


def test_nothing_is_healthy() -> None:
    assert classify(Run()) == ()
    d = triage_dict(classify(Run()))
    assert d == {
        "category": "healthy",
        "summary": "nothing wrong found",
        "evidence": [],
        "next": [],
        "all": [],
    }
    assert classify(_run("loss 0.25\nstep 2\n", {"exit_code": 0})) == ()


def test_internal_dynamo_error_and_chained_exceptions() -> None:
    err = TB.format(exc="ValueError: boom") + (
        "\nThe above exception was the direct cause of the following exception:\n\n"
        + TB.format(exc="torch._dynamo.exc.InternalTorchDynamoError: ValueError: boom")
    )
    t = _first(_run(err, {"exit_code": 1}))
    assert t.category == "internal_dynamo_error" and t.stopped
    assert t.evidence[0].text == "torch._dynamo.exc.InternalTorchDynamoError: ValueError: boom"
    assert t.evidence[0].where == "stderr.txt:11"
    assert t.next[0] == "verbose-dynamo"


def test_stopping_error_comes_before_graph_breaks() -> None:
    log = (
        "V1122 04:56:36.383000 9025 torch/_dynamo/symbolic_convert.py:5124] [0/0] [__graph_breaks] "
        "Graph break in user code at /x.py:3\n"
        "V1122 04:56:36.383000 9025 torch/_dynamo/symbolic_convert.py:5124] [0/0] [__graph_breaks] "
        "Graph Break Reason: Data-dependent branching\n"
        + TB.format(
            exc="torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:\nRuntimeError: x"
        )
    )
    ts = classify(_run(log, {"exit_code": 1}))
    assert [t.category for t in ts] == ["backend_compiler_failed", "graph_break"]
    assert ts[0].stopped and not ts[1].stopped


def test_unsupported_under_fullgraph_is_a_graph_break() -> None:
    t = _first(
        _run(
            TB.format(exc="torch._dynamo.exc.Unsupported: Data-dependent branching"),
            {"exit_code": 1},
        )
    )
    assert t.category == "graph_break" and t.stopped


def test_recompile_limit() -> None:
    log = (
        "W1122 04:56:36.383000 9025 torch/_dynamo/convert_frame.py:1995] [0/8] torch._dynamo hit "
        "config.recompile_limit (8)\n"
        "W1122 04:56:36.383000 9025 torch/_dynamo/convert_frame.py:1995] [0/8]    function: 'f' (/x.py:3)\n"
        "W1122 04:56:36.383000 9025 torch/_dynamo/convert_frame.py:1995] [0/8]    last reason: 0/7: L['n'] == 7\n"
    )
    t = _first(_run(log, {"exit_code": 0}))
    assert t.category == "recompilation"
    assert t.evidence[0].text.startswith("torch._dynamo hit config.recompile_limit (8)")
    assert "last reason: 0/7" in t.evidence[0].text
    t = _first(
        _run(
            TB.format(exc="torch._dynamo.exc.RecompileError: Recompiling function f"),
            {"exit_code": 1},
        )
    )
    assert t.category == "recompilation" and t.stopped


def test_cuda_errors_and_device_asserts() -> None:
    log = TB.format(
        exc="torch.AcceleratorError: CUDA error: an illegal memory access was encountered"
    )
    t = _first(_run(log, {"exit_code": 1}))
    assert t.category == "runtime_crash" and t.stopped and "cuda-sync" == t.next[0]
    code = (
        "# kernel path: /tmp/torchinductor_u/ab/cab" + "c" * 49 + ".py\n"
        "# comment\n"
        "triton_poi_fused_index_0 = async_compile.triton('triton_poi_fused_index_0', '''\n"
        "import triton\n"
        "@triton.jit\n"
        "def triton_poi_fused_index_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):\n"
        "    tmp4 = tl.load(in_ptr0)\n"
        '    tl.device_assert((0 <= tmp4) & (tmp4 < 100), "index out of bounds: 0 <= tmp4 < 100")\n'
        "''', device_str='cuda')\n"
    )
    art = Artifact(
        "inductor_output_code_c" + "d" * 51,
        "inductor_output_code",
        "output_code",
        "python",
        CompileId.parse("[0/0]"),
        None,
        PayloadRef(kind="inline", inline=code),
    )
    comp = Compile(id=CompileId.parse("[0/0]"), rank=None, status="ok", artifacts=(art,))
    log = (
        "/tmp/torchinductor_u/ab/cab"
        + "c" * 49
        # line 1 of a kernel file is the empty rest of the async_compile line (as on the H100)
        + ".py:6: unknown: block: [0,0,0], thread: [0,0,0] "
        "Assertion `index out of bounds: 0 <= tmp4 < 100` failed.\n"
    ) + TB.format(exc="RuntimeError: CUDA error: device-side assert triggered")
    ts = classify(_run(log, {"exit_code": 1}, compiles=[comp]))
    t = ts[0]
    assert t.category == "triton_kernel" and t.stopped
    assert "index out of bounds: 0 <= tmp4 < 100" in t.evidence[0].text
    assert t.kernel is not None and t.kernel.kind == "kernel_file"
    assert t.kernel.kernel == "triton_poi_fused_index_0" and t.kernel.kernel_line == 3
    assert "device_assert" in t.kernel.code and t.kernel.function == "triton_poi_fused_index_0"
    assert "cuda-sync" in t.next


def test_crash_signal_from_run_json() -> None:
    t = _first(_run("step 1\n", {"exit_code": 139, "signal": "SIGSEGV"}))
    assert t.category == "runtime_crash" and t.stopped
    assert t.evidence[0].as_dict() == {
        "where": "run.json",
        "text": "the program was killed by SIGSEGV",
    }
    assert classify(_run("", {"exit_code": 130, "signal": "SIGINT"})) == ()


def test_unknown_failure_is_other_and_caught_ones_do_not_stop() -> None:
    t = _first(_run(TB.format(exc="KeyError: 'lr'"), {"exit_code": 1}))
    assert t.category == "other" and t.stopped and t.next[0] == "eager"
    # printed and survived (exit 0): not what stopped the program
    ts = classify(
        _run(
            TB.format(exc="torch._inductor.exc.InductorError: LoweringException: x"),
            {"exit_code": 0},
        )
    )
    assert ts[0].category == "backend_compiler_failed" and not ts[0].stopped


def test_accuracy_and_nan_signatures_in_program_output() -> None:
    assert _first(_run("", stdout="Mismatched elements: 3 / 8 (37.5%)\n")).category == "accuracy"
    assert (
        _first(_run("", stdout="AssertionError: Tensor-likes are not close!\n")).category
        == "accuracy"
    )
    assert _first(_run("", stdout="step 3 loss: nan\n")).category == "nan"
    assert classify(_run("", stdout="nan count: 0\n")) == ()
    # a guard's "size mismatch" is not an accuracy problem
    guard = (
        "V1122 04:57:07.510000 9025 torch/_dynamo/guards.py:5394] [0/1] [__recompiles] "
        "Recompiling function forward in /x.py:82\n"
        "V1122 04:57:07.510000 9025 torch/_dynamo/guards.py:5394] [0/1] [__recompiles]     "
        "- 0/0: tensor 'x' size mismatch at index 0. expected 2, actual 3\n"
    )
    assert [t.category for t in classify(_run(guard, {"exit_code": 0}))] == ["recompilation"]


def test_next_steps_skip_what_the_run_already_is() -> None:
    ts = classify(
        _run("", {"exit_code": 0, "env": {"TORCHINDUCTOR_NAN_ASSERTS": "1"}}, stdout="nans: 5\n")
    )
    assert "nan-asserts" not in ts[0].next
    ts = classify(_run("", {"exit_code": 1, "recipe": "eager"}, stdout="accuracy ok: False\n"))
    assert "eager" not in ts[0].next


# ---------------------------------------------------------------------------------------------
# kernel map helpers


def test_generated_locations_are_found_in_both_spellings() -> None:
    stem = "c" + "x2" * 26
    text = (
        f'  File "/tmp/torchinductor_u/x2/{stem}.py", line 12, in call\n'
        f"/tmp/torchinductor_u/x2/{stem}.py:40: unknown: block"
    )
    locs = find_generated_locations(text)
    assert [(loc.stem, loc.line) for loc in locs] == [(stem, 12), (stem, 40)]
    assert find_generated_locations('File "/home/u/train.py", line 3') == []


def test_map_location_on_disk_fallback(tmp_path: Path) -> None:
    stem = "c" + "q" * 51
    p = tmp_path / f"{stem}.py"
    p.write_text(
        "k0 = async_compile.cpp_pybinding(['float*'], '''x''')\n"
        "def call(args):\n"
        "    buf0 = empty((4,))\n"
        "    extern_kernels.mm(a, b, out=buf0)\n"
        "    assert not buf0.isinf().any().item()\n"
    )
    loc = CodeLocation(str(p), stem, 5)
    assert map_location(Run(), loc, allow_disk=False) is None
    m = map_location(Run(), loc)
    assert m is not None and m.kernel == "extern_kernels.mm" and m.buffers == ("buf0",)
    assert m.artifact == str(p) and m.compile_id is None and m.function == "call"


def test_a_failed_program_is_never_none() -> None:
    t = _first(_run("", {"exit_code": 1}))
    assert t.category == "other" and t.stopped
    assert t.evidence[0].as_dict() == {
        "where": "run.json",
        "text": "the program exited with code 1",
    }
    t = _first(_run("", {"exit_code": 137, "signal": "SIGKILL"}))
    assert t.evidence[0].text == "the program was killed by SIGKILL (out of memory?)"


def test_lookalikes_are_not_problems() -> None:
    out = "no NaNs in 100 steps\nAborted training early: converged\nchecked 3 tensors, no nan values\n"
    assert classify(_run("", {"exit_code": 0}, stdout=out)) == ()
    t = _first(_run("Segmentation fault (core dumped)\n", {"exit_code": 139}))
    assert t.category == "runtime_crash" and t.stopped
    # a C assert outside generated code is a crash, not a kernel assert
    t = _first(_run("a.out: x.c:3: main: Assertion `n > 0` failed.\n", {"exit_code": 134}))
    assert t.category == "runtime_crash"
