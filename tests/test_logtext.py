"""TORCH_LOGS text parser: real stderr from the gpu-h100 corpus, incremental feeding, bad bytes."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pt2tui.core.model import LogMessage
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.log_failures import extract_failures
from pt2tui.core.parse.log_paths import extract_debug_trace_dirs, extract_minifier_paths
from pt2tui.core.parse.logtext import LogTextParser, parse_line_prefix, parse_log_file

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
GPU = CORPUS / "gpu-h100"
STDERRS = sorted(GPU.glob("*/stderr.txt")) if GPU.is_dir() else []

needs_corpus = pytest.mark.skipif(not STDERRS, reason="shared corpus not present")


def cid(text: str) -> CompileId:
    parsed = CompileId.parse(text)
    assert parsed is not None
    return parsed


def line_count(data: bytes) -> int:
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


def parse_bytes(data: bytes, source: str = "x.log") -> list[LogMessage]:
    return LogTextParser(source).feed(data, eof=True)


def parse_chunked(data: bytes, cuts: list[int], source: str = "x.log") -> list[LogMessage]:
    p = LogTextParser(source)
    out: list[LogMessage] = []
    prev = 0
    for c in sorted(set(cuts)):
        out.extend(p.feed(data[prev:c]))
        prev = c
    out.extend(p.feed(data[prev:]))
    out.extend(p.feed(b"", eof=True))
    return out


def assert_accounted(msgs: list[LogMessage], nlines: int) -> None:
    """Messages cover lines 1..nlines exactly once, in order."""
    assert sum(m.nlines for m in msgs) == nlines
    expect = 1
    for m in msgs:
        assert m.line == expect
        assert m.nlines >= 1
        assert m.text.count("\n") == m.nlines - 1
        expect += m.nlines


def by_line(msgs: list[LogMessage], line: int) -> LogMessage:
    return next(m for m in msgs if m.line == line)


# --------------------------------------------------------------------------- corpus


@pytest.fixture(scope="module")
def corpus_msgs() -> dict[str, list[LogMessage]]:
    return {p.parent.name: parse_log_file(p, stream="stderr") for p in STDERRS}


@needs_corpus
@pytest.mark.parametrize("path", STDERRS, ids=lambda p: p.parent.name)
def test_corpus_lines_accounted(path: Path, corpus_msgs: dict[str, list[LogMessage]]) -> None:
    msgs = corpus_msgs[path.parent.name]
    data = path.read_bytes()
    assert_accounted(msgs, line_count(data))
    assert all(m.source == str(path) and m.stream == "stderr" for m in msgs)
    # every line that carries a TORCH_LOGS prefix ended up in a log message, no other line did
    lines = data.decode("utf-8", "backslashreplace").split("\n")
    prefixed = {i + 1 for i, ln in enumerate(lines) if parse_line_prefix(ln) is not None}
    in_logs = {m.line + k for m in msgs if m.level is not None for k in range(m.nlines)}
    assert prefixed == in_logs


@needs_corpus
def test_corpus_breaks_and_recompiles_spot_checks(
    corpus_msgs: dict[str, list[LogMessage]],
) -> None:
    msgs = corpus_msgs["breaks_and_recompiles"]
    first = by_line(msgs, 1)
    assert (first.level, first.text, first.pid) == ("I", "create_env", 429)
    assert first.where == "torch/fx/experimental/symbolic_shapes.py:3945"
    assert first.compile_id == cid("[0/0]") and first.artifact is None

    gb = by_line(msgs, 2)  # 26 lines sharing one prefix
    assert gb.level == "V" and gb.nlines == 26
    assert gb.time == "1122 04:11:56.608000"
    assert gb.where == "torch/_dynamo/symbolic_convert.py:5127"
    assert gb.compile_id == cid("[0/0]") and gb.artifact == "graph_breaks"
    text_lines = gb.text.split("\n")
    assert text_lines[0] == "Graph break in user code at /home/dev/scenarios/scenarios.py:27"
    assert text_lines[1] == "Graph Break Reason: Data-dependent branching"
    assert text_lines[2].startswith("  Explanation: Detected data-dependent branching")
    assert text_lines[5] == ""  # an empty message line ("prefix " + "")

    graph_breaks = [m for m in msgs if m.artifact == "graph_breaks"]
    assert [str(m.compile_id) for m in graph_breaks] == ["[0/0]", "[1/0]", "[0/1]", "[1/1]"]

    trace = by_line(msgs, 251)
    assert trace.level == "W" and trace.where == "torch/_inductor/debug.py:520"
    assert trace.text.startswith("model__0_forward_1 debug trace: /home/dev/runs/")

    recompile = by_line(msgs, 1166)  # recompiles arrive as the recompiles_verbose artifact
    assert (recompile.artifact, recompile.compile_id, recompile.nlines) == (
        "recompiles_verbose",
        cid("[0/1]"),
        4,
    )
    assert recompile.text.split("\n")[3] == (
        "    - 0/0: tensor 'x' size mismatch at index 0. expected 8, actual 16"
    )

    attempt = by_line(msgs, 488)
    assert attempt.compile_id == cid("[1/0_1]") and attempt.compile_id.attempt == 1

    warn = by_line(msgs, 82)  # process output: a python warning
    assert warn.level is None and warn.pid is None and warn.compile_id is None
    assert "UserWarning: TensorFloat32" in warn.text

    output_code = [m for m in msgs if m.artifact == "output_code" and m.nlines > 100]
    assert len(output_code) == 14
    assert all(m.text.split("\n")[1].startswith("# AOT ID: ['") for m in output_code)


@needs_corpus
def test_corpus_compile_error_failure(corpus_msgs: dict[str, list[LogMessage]]) -> None:
    msgs = corpus_msgs["compile_error"]
    tb = by_line(msgs, 206)
    assert tb.level is None and tb.text == "Traceback (most recent call last):"
    failures = extract_failures(msgs)
    assert len(failures) == 1
    f = failures[0]
    # InductorError subclasses torch._dynamo.exc.BackendCompilerFailed
    assert f.type == "torch._inductor.exc.InductorError"
    assert f.source == "log" and f.compile_id is None
    assert f.reason.startswith("RuntimeError: Failed to import /tmp/torchinductor_root/")
    assert "SyntaxError: invalid syntax" in f.reason
    assert "TORCHDYNAMO_VERBOSE" not in f.reason  # the boilerplate hint is dropped
    assert f.traceback is not None
    tb_lines = f.traceback.split("\n")
    assert tb_lines[0] == "Traceback (most recent call last):"
    assert tb_lines[1] == '  File "/home/dev/scenarios/scenarios.py", line 133, in <module>'
    assert any("torch/_inductor/compile_fx.py" in ln for ln in tb_lines)


@needs_corpus
def test_corpus_other_failures(corpus_msgs: dict[str, list[LogMessage]]) -> None:
    # accuracy_error: the mismatch is only printed on stdout; stderr has no failure
    assert extract_failures(corpus_msgs["accuracy_error"]) == []
    assert extract_failures(corpus_msgs["breaks_and_recompiles"]) == []
    assert extract_failures(corpus_msgs["nan_producer"]) == []

    (nan,) = extract_failures(corpus_msgs["rerun_nan_asserts"])
    assert nan.type == "AssertionError"
    assert nan.reason.startswith("assert not buf0.isnan().any().item()")  # bare assert: where
    assert nan.traceback is not None and nan.traceback.endswith("AssertionError")

    acc = extract_failures(corpus_msgs["rerun_minify_accuracy"])
    assert [f.type for f in acc] == ["AssertionError", "AttributeError"]
    # the first comes from an E-level TORCH_LOGS message (log.exception in debug_utils.py)
    assert acc[0].reason == "pickle should not be called with after make_launchers()"
    assert acc[1].reason == "'CompiledFxGraph' object has no attribute 'compiled_fn_runner'"
    assert acc[1].traceback is not None
    assert acc[1].traceback.startswith("Exception ignored in: <function CompiledFxGraph.__del__")

    (mini,) = extract_failures(corpus_msgs["rerun_minify_compile_error"])
    assert mini.type.endswith("InductorError")


@needs_corpus
def test_corpus_debug_trace_dirs(corpus_msgs: dict[str, list[LogMessage]]) -> None:
    dirs = extract_debug_trace_dirs(corpus_msgs["breaks_and_recompiles"])
    assert len(dirs) == 14
    assert dirs["model__0_forward_1.0"] == cid("[0/0]")
    assert dirs["model__1_forward_4.1"] == cid("[1/0_1]")
    assert dirs["model__0_backward_11.5"] == cid("[0/0]")
    assert dirs["model__7_inference_22.13"] == cid("[3/1]")
    assert extract_debug_trace_dirs(corpus_msgs["nan_producer"]) == {
        "model__0_inference_0.0": cid("[0/0]")
    }
    assert extract_debug_trace_dirs(corpus_msgs["rerun_nan_asserts"]) == {}


@needs_corpus
def test_corpus_minifier_paths(corpus_msgs: dict[str, list[LogMessage]]) -> None:
    assert extract_minifier_paths(corpus_msgs["rerun_minify_compile_error"]) == [
        "/home/dev/runs/rerun_minify_compile_error/torch_compile_debug/"
        "run_2026_11_22_04_15_48_678383-pid_1477/minifier/minifier_launcher.py"
    ]
    paths = extract_minifier_paths(corpus_msgs["rerun_minifier_launcher_minify"])
    run = "/home/dev/runs/launcher/torch_compile_debug/run_2026_11_22_04_23_07_794537-pid_2938"
    assert f"{run}/minifier/checkpoints/11.py" in paths
    assert f"{run}/minifier/checkpoints/9.py" in paths
    assert "/home/dev/runs/launcher/repro.py" in paths
    # minifier subprocess output, prefixed with ">>  "
    launchers = [p for p in paths if p.endswith("/minifier/minifier_launcher.py")]
    assert len(launchers) == 4 and all("/isolate/torch_compile_debug/" in p for p in launchers)
    assert len(paths) == len(set(paths)) == 7
    assert extract_minifier_paths(corpus_msgs["compile_error"]) == []


@needs_corpus
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_corpus_random_chunks_same_messages(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(STDERRS), label="file")
    raw = path.read_bytes()
    whole = parse_bytes(raw, str(path))
    cuts = data.draw(st.lists(st.integers(0, len(raw)), max_size=40), label="cuts")
    assert parse_chunked(raw, cuts, str(path)) == whole


# --------------------------------------------------------------------------- fixtures

P0 = "V1122 04:08:44.414000 1234 torch/_dynamo/symbolic_convert.py:512] [0/0] [__graph_breaks]"
P1 = "W1122 04:11:59.824000 429 torch/_inductor/debug.py:520] [0/0]"
R0 = "[rank0]:I1122 04:08:45.000001 77 torch/_dynamo/convert_frame.py:1000] [!1/2/3_1]"

SAMPLE_BAD = b"".join(
    [
        f"{P0} Graph break in user code at x.py:3\r\n".encode(),
        f"{P0} Graph Break Reason: data dependent\r\n".encode(),
        f"{P0} \r\n".encode(),
        b"Traceback (most recent call last):\n",
        b'  File "x.py", line 3, in f\n',
        b"    g()\n",
        b"ValueError: bad \xff value\n",  # invalid UTF-8
        f"{P1} model__0_forward_1 debug trace: /r/run_1-pid_429/model__0_forward_1.0\n".encode(),
        f"{R0} step one\n".encode(),
        f"{R0} step two\n".encode(),
        b"[rank1]: RuntimeError: boom\n",
        f"{P1} no newline at the end".encode(),
    ]
)


def test_sample_messages() -> None:
    msgs = parse_bytes(SAMPLE_BAD)
    assert_accounted(msgs, line_count(SAMPLE_BAD))
    gb = msgs[0]
    assert gb.text == "Graph break in user code at x.py:3\nGraph Break Reason: data dependent\n"
    assert (gb.level, gb.pid, gb.artifact, gb.nlines) == ("V", 1234, "graph_breaks", 3)
    assert gb.where == "torch/_dynamo/symbolic_convert.py:512"
    assert [m.level for m in msgs[1:5]] == [None, None, None, None]
    assert msgs[4].text == "ValueError: bad \\xff value"  # invalid UTF-8 kept, escaped
    assert msgs[5].compile_id == cid("[0/0]") and msgs[5].artifact is None
    ranked = msgs[6]
    assert ranked.rank == 0 and ranked.nlines == 2 and ranked.text == "step one\nstep two"
    assert ranked.compile_id == CompileId(2, 3, 1, 1)
    assert ranked.time == "1122 04:08:45.000001"
    assert msgs[7].level is None and msgs[7].rank == 1
    assert msgs[8].text == "no newline at the end" and msgs[8].line == 12


def test_message_held_until_next_prefix_or_eof() -> None:
    p = LogTextParser("s")
    assert p.feed(f"{P1} hello".encode()) == []  # half-written line
    assert p.feed(b"\n") == []  # complete line, but the message may go on
    peek = p.peek()
    assert peek is not None and peek.text == "hello"
    assert p.feed(f"{P1} world\n".encode()) == []
    out = p.feed(f"{P0} next\n".encode())
    assert [m.text for m in out] == ["hello\nworld"]
    out = p.feed(b"plain output\n")
    assert [(m.text, m.level) for m in out] == [("next", "V"), ("plain output", None)]
    assert p.feed(b"", eof=True) == []
    assert p.lines_consumed == 4


def test_same_prefix_split_by_unprefixed_line() -> None:
    msgs = parse_bytes(f"{P1} a\nplain\n{P1} b\n".encode())
    assert [(m.text, m.line) for m in msgs] == [("a", 1), ("plain", 2), ("b", 3)]


def test_different_prefix_different_message() -> None:
    other_time = P1.replace("04:11:59.824000", "04:11:59.824001")
    msgs = parse_bytes(f"{P1} a\n{other_time} b\n".encode())
    assert [m.text for m in msgs] == ["a", "b"]


def test_crlf_split_between_cr_and_lf() -> None:
    data = f"{P1} a\r\n{P1} b\r\nplain\r\n".encode()
    for cut in range(len(data) + 1):
        msgs = parse_chunked(data, [cut])
        assert [m.text for m in msgs] == ["a\nb", "plain"]


def test_prefix_edge_cases() -> None:
    # trailing space of an empty message line stripped by an editor
    p = parse_line_prefix(P1)
    assert p is not None and p.text == "" and p.compile_id == cid("[0/0]")
    # a bracket that is not a compile id stays in the text
    p = parse_line_prefix("W1122 04:11:59.824000 429 x.py:1] [foo] bar")
    assert p is not None and p.compile_id is None and p.text == "[foo] bar"
    # artifact without compile id
    p = parse_line_prefix("V1122 04:11:59.824000 429 x.py:1] [__recompiles] Recompiling")
    assert p is not None and p.compile_id is None and p.artifact == "recompiles"
    assert p.text == "Recompiling"
    # not torch's format
    assert parse_line_prefix("X1122 04:11:59.824000 429 x.py:1] hi") is None
    assert parse_line_prefix("W1122 04:11:59.824000 429 x.py:1]hi") is None
    assert parse_line_prefix('  File "x.py", line 3, in f') is None


def test_empty_input() -> None:
    assert parse_bytes(b"") == []
    p = LogTextParser("s")
    assert p.feed(b"") == [] and p.feed(b"", eof=True) == []


def test_blank_lines_are_messages() -> None:
    msgs = parse_bytes(b"\n\n")
    assert [(m.text, m.line) for m in msgs] == [("", 1), ("", 2)]


def test_parse_log_file_matches_feed(tmp_path: Path) -> None:
    f = tmp_path / "stderr.txt"
    f.write_bytes(SAMPLE_BAD)
    assert parse_log_file(f) == parse_bytes(SAMPLE_BAD, str(f))


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_sample_random_chunks(data: st.DataObject) -> None:
    cuts = data.draw(st.lists(st.integers(0, len(SAMPLE_BAD)), max_size=30))
    assert parse_chunked(SAMPLE_BAD, cuts) == parse_bytes(SAMPLE_BAD)


_FRAGMENTS = [
    P0.encode(),
    P1.encode(),
    R0.encode(),
    b" ",
    b"\n",
    b"\r\n",
    b"\r",
    b"\xff",
    b"\xc3",
    b"\xe2\x82",
    b"Traceback (most recent call last):\n",
    b'  File "x.py", line 1, in f\n',
    b"RuntimeError: CUDA error: device-side assert triggered\n",
    b"Writing minified repro to:\n",
    b"[rank3]:",
    b"text",
]


@settings(max_examples=200, deadline=None)
@given(
    blob=st.one_of(
        st.binary(max_size=400),
        st.lists(st.sampled_from(_FRAGMENTS), max_size=60).map(b"".join),
    ),
    cuts=st.lists(st.integers(0, 2000), max_size=10),
)
def test_random_bytes_never_raise(blob: bytes, cuts: list[int]) -> None:
    whole = parse_bytes(blob)
    assert_accounted(whole, line_count(blob))
    assert parse_chunked(blob, [c for c in cuts if c <= len(blob)]) == whole
    extract_failures(whole)
    extract_debug_trace_dirs(whole)
    extract_minifier_paths(whole)


# --------------------------------------------------------------------------- failures
