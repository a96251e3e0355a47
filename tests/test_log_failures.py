"""Failures and paths read from log text (core/parse/log_failures.py, log_paths.py)."""

from __future__ import annotations

from test_logtext import P1, cid, parse_bytes  # noqa: E402

from pt2tui.core.model import LogMessage
from pt2tui.core.parse.log_failures import extract_failures
from pt2tui.core.parse.log_paths import extract_debug_trace_dirs, extract_minifier_paths


def _lines(*lines: str) -> list[LogMessage]:
    return parse_bytes(("\n".join(lines) + "\n").encode())


def test_chained_traceback_is_one_failure() -> None:
    msgs = _lines(
        "Traceback (most recent call last):",
        '  File "a.py", line 1, in f',
        "    x()",
        "KeyError: 'k'",
        "",
        "The above exception was the direct cause of the following exception:",
        "",
        "Traceback (most recent call last):",
        '  File "b.py", line 2, in g',
        "    f()",
        "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:",
        "KeyError: 'k'",
        "",
        'Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace (please do this especially if you\'re reporting a bug to PyTorch). For even more developer context, set TORCH_LOGS="+dynamo"',
        "",
    )
    (f,) = extract_failures(msgs)
    assert f.type == "torch._dynamo.exc.BackendCompilerFailed"
    assert f.reason == "backend='inductor' raised:\nKeyError: 'k'"
    assert f.traceback is not None
    assert f.traceback.count("Traceback (most recent call last):") == 2
    assert "The above exception was the direct cause" in f.traceback


def test_interleaved_rank_tracebacks() -> None:
    msgs = _lines(
        "[rank0]: Traceback (most recent call last):",
        "[rank1]: Traceback (most recent call last):",
        '[rank0]:   File "a.py", line 1, in f',
        '[rank1]:   File "b.py", line 2, in g',
        "[rank1]:     g()",
        "[rank0]:     f()",
        "[rank0]: RuntimeError: zero",
        "[rank1]: ValueError: one",
    )
    got = sorted((f.rank, f.type, f.reason) for f in extract_failures(msgs))
    assert got == [(0, "RuntimeError", "zero"), (1, "ValueError", "one")]


def test_error_log_message_with_traceback_has_compile_id() -> None:
    pre = "E1122 04:16:17.408000 1578 torch/_dynamo/convert_frame.py:1000] [2/0]"
    msgs = _lines(
        f"{pre} WON'T CONVERT forward x.py line 3",
        f"{pre} Traceback (most recent call last):",
        f'{pre}   File "x.py", line 3, in forward',
        f"{pre}     y()",
        f"{pre} torch._dynamo.exc.Unsupported: call_function",
    )
    (f,) = extract_failures(msgs)
    assert f.compile_id == cid("[2/0]") and f.type == "torch._dynamo.exc.Unsupported"
    assert f.reason == "call_function"


def test_standalone_torch_error_lines() -> None:
    msgs = _lines(
        "some output",
        "torch._inductor.exc.CppCompileError: C++ compile error",
        "",
        "Command:",
        "g++ x.cpp -o x.so",
        "",
        "",
        "RuntimeError: CUDA error: device-side assert triggered",
        "CUDA kernel errors might be asynchronously reported at some other API call.",
        "",
        "",
        "/k.cu:10: block: [0,0,0], thread: [1,0,0] Assertion `index out of bounds: 0 <= tmp4 < 8` failed.",
        "/k.cu:10: block: [0,0,0], thread: [2,0,0] Assertion `index out of bounds: 0 <= tmp4 < 8` failed.",
    )
    fs = extract_failures(msgs)
    assert [f.type for f in fs] == [
        "torch._inductor.exc.CppCompileError",
        "RuntimeError",
        "CUDA device-side assertion",
    ]
    assert fs[0].reason == "C++ compile error\n\nCommand:\ng++ x.cpp -o x.so"
    assert fs[1].reason.startswith("CUDA error: device-side assert triggered\nCUDA kernel")
    assert fs[2].reason.endswith("(and 1 more)")


def test_truncated_traceback() -> None:
    msgs = _lines("Traceback (most recent call last):", '  File "a.py", line 1, in f')
    (f,) = extract_failures(msgs)
    assert f.type == "Traceback" and f.traceback is not None and "a.py" in f.traceback


def test_traceback_then_more_output() -> None:
    msgs = _lines(
        "Traceback (most recent call last):",
        '  File "a.py", line 1, in f',
        "ZeroDivisionError: division by zero",
        "/x/y.py:3: UserWarning: something",
        "Traceback (most recent call last):",
        '  File "b.py", line 1, in f',
        "AssertionError",
    )
    fs = extract_failures(msgs)
    assert [(f.type, f.reason) for f in fs] == [
        ("ZeroDivisionError", "division by zero"),
        ("AssertionError", "(b.py:1 in f)"),
    ]


def test_minifier_path_forms() -> None:
    w = "W1122 04:15:48.680000 1477 torch/_dynamo/debug_utils.py:338] [0/0]"
    msgs = _lines(
        f"{w} Writing minified repro to:",
        f"{w} /a/minifier/minifier_launcher.py",
        "torch._dynamo.exc.BackendCompilerFailed: backend='inductor' raised:",
        "Minifier script written to /b/minifier_launcher.py. Run this script to find the smallest traced graph which reproduces this error.",
        ">>  W1122 04:22:58.844000 2992 torch/_dynamo/debug_utils.py:338] Writing minified repro to:",
        ">>  W1122 04:22:58.844000 2992 torch/_dynamo/debug_utils.py:338] /c/minifier_launcher.py",
        "W1122 04:23:07.794000 2938 torch/_dynamo/repro/after_aot.py:804] Writing checkpoint with 11 nodes to /d/checkpoints/11.py",
        "W1122 04:23:07.823000 2938 torch/_dynamo/repro/after_aot.py:815] Copying repro file for convenience to /e/repro.py",
    )
    assert extract_minifier_paths(msgs) == [
        "/a/minifier/minifier_launcher.py",
        "/b/minifier_launcher.py",
        "/c/minifier_launcher.py",
        "/d/checkpoints/11.py",
        "/e/repro.py",
    ]


def test_debug_trace_dirs_need_compile_id() -> None:
    msgs = _lines(
        "W1122 04:11:59.824000 429 torch/_inductor/debug.py:520] model__0_forward_1 debug trace: /x/model__0_forward_1.0",
        f"{P1} model__1_forward_2 debug trace: C:\\t\\model__1_forward_2.3\\",
    )
    assert extract_debug_trace_dirs(msgs) == {"model__1_forward_2.3": cid("[0/0]")}
