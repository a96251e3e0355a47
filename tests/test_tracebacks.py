"""The one traceback reader (core/tracebacks.py), on tracebacks Python itself printed."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from pt2tui.core.parse.tracebacks import (
    TB_START,
    ends_message,
    exception_of,
    last_frame_summary,
    lines_at,
    read_chain,
)

CHAINED = textwrap.dedent(
    """
    def inner():
        raise KeyError("k")

    def outer():
        try:
            inner()
        except KeyError as e:
            raise RuntimeError("outer failed\\nsecond line of the message") from e

    outer()
    """
)


def _stderr_of(src: str, tmp_path) -> str:
    prog = tmp_path / "prog.py"
    prog.write_text(src)
    r = subprocess.run([sys.executable, str(prog)], capture_output=True, text=True, timeout=60)
    assert r.returncode != 0
    return r.stderr


def _read(text: str):
    lines = text.split("\n")
    n = len(lines)
    start = next(i for i, ln in enumerate(lines) if TB_START.match(ln))
    return lines, read_chain(
        n, lines_at(lines), start,
        lambda i, t: not ends_message(t, lines[i + 1] if i + 1 < n else None),
    )  # fmt: skip


def test_a_chained_traceback_is_read_as_one_chain(tmp_path):
    lines, (chain, end) = _read(_stderr_of(CHAINED, tmp_path))
    assert [e.type for e in chain] == ["KeyError", "RuntimeError"]
    first, last = chain
    assert first.message == ("'k'",)
    assert last.message == ("outer failed", "second line of the message")
    assert [f.func for f in last.frames] == ["<module>", "outer"]
    assert last.frames[-1].code == 'raise RuntimeError("outer failed\\nsecond line of the message") from e'
    assert lines[last.frames[-1].index].lstrip().startswith('File "')
    assert lines[first.exc_index].startswith("KeyError")
    assert all(not ln.strip() for ln in lines[end:])  # read to the end of the output
    assert exception_of("\n".join(lines)) == (
        "RuntimeError",
        "outer failed\nsecond line of the message",
    )


def test_a_bare_assertion_says_where_it_was_raised(tmp_path):
    text = _stderr_of("def f(x):\n    assert x > 1\n\nf(0)\n", tmp_path)
    _, (chain, _) = _read(text)
    (e,) = chain
    assert e.type == "AssertionError" and e.message == ("",)
    summary = last_frame_summary(e.frames)
    assert summary.startswith("assert x > 1  (") and summary.endswith(":2 in f)")


def test_a_cut_off_traceback_has_no_exception(tmp_path):
    text = _stderr_of(CHAINED, tmp_path)
    cut = text[: text.index("KeyError")]  # the output stops inside the first traceback
    lines, (chain, end) = _read(cut)
    (e,) = chain
    assert e.type is None and e.exc_index is None and e.frames
    assert end == e.end


def test_exception_of_without_a_traceback_header():
    assert exception_of("BackendCompilerFailed: backend='inductor' raised:\nboom\n") == (
        "BackendCompilerFailed",
        "backend='inductor' raised:\nboom",
    )
    assert exception_of("nothing here\nlast words") == ("", "last words")


def test_set_torchdynamo_hints_are_left_out(tmp_path):
    text = _stderr_of(CHAINED, tmp_path).rstrip() + "\n\nSet TORCHDYNAMO_VERBOSE=1 for more\n"
    assert exception_of(text)[1] == "outer failed\nsecond line of the message"
