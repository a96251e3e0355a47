"""The builder's shortcuts (issue 49: a worker's Python one record at a time): each gives what
the long way gives. ``summary --json`` of every sample is the same either way (checked when
they were made); these pin each shortcut's edge."""

from __future__ import annotations

import itertools
from pathlib import Path, PurePosixPath

from pt2tui.core.model.builder import RunBuilder
from pt2tui.core.model.context import TraceContext
from pt2tui.core.model.handlers import HANDLERS, compile_life
from pt2tui.core.model.handlers.graphs import path_stem
from pt2tui.core.parse import tracebacks
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.memo import TextMemo
from pt2tui.core.parse.records import Record
from pt2tui.core.parse.types import Frame
from pt2tui.sources.load import load_run


def test_path_stem_is_pathlibs() -> None:
    """The output code's name: ``PurePosixPath(filename).stem``, without making the path."""
    parts = ["", ".", "..", "a", "a.b", ".a", "a.b.c", "..a", "ca.py", ".a.b", "x y.py"]
    n = 0
    for k in range(1, 4):
        for combo in itertools.product(parts, repeat=k):
            p = "/".join(combo)
            for q in (p, "/" + p, p + "/", "//" + p):
                assert path_stem(q) == PurePosixPath(q).stem, q
                n += 1
    assert n > 5000
    # a name that ends with a dot keeps it (as Python 3.10-3.13 have it; later ones differ)
    assert path_stem("/tmp/x/a.") == "a." and path_stem("a..") == "a.."
    assert path_stem("/tmp/torchinductor_u/ab/cabcdef.py") == "cabcdef"


def test_text_memo_bounds() -> None:
    calls: list[str] = []

    def parse(t: str) -> tuple[str]:
        calls.append(t)
        return (t.upper(),)

    m: TextMemo[tuple[str]] = TextMemo(3, 100)
    a = m.get("x" * 40, parse)
    assert m.get("x" * 40, parse) is a and len(calls) == 1  # an equal text: parsed once
    m.get("y" * 40, parse)
    m.get("z" * 40, parse)  # over 100 characters: emptied, then kept
    assert list(m.answers) == ["z" * 40] and m.chars == 40
    big = "w" * 101
    assert m.get(big, parse) == ("W" * 101,) and big not in m.answers  # over the bound: not kept
    few: TextMemo[tuple[str]] = TextMemo(3, 100)
    for t in "abc":
        few.get(t, parse)
    assert len(few.answers) == 3
    few.get("d", parse)  # (the fourth text: emptied first)
    assert list(few.answers) == ["d"] and few.chars == 1


def test_exception_of_a_long_text_once() -> None:
    """A dynamo_error's text is often over 64 kB; the same one is read once."""
    frames = "".join(f'  File "/x/m{i}.py", line {i}, in f{i}\n    y = g{i}(x)\n' for i in range(2000))
    text = f"Traceback (most recent call last):\n{frames}RuntimeError: boom\n"
    assert len(text) > 64 << 10
    tracebacks._SEEN.answers.clear()
    first = tracebacks.exception_of(text)
    assert first == ("RuntimeError", "boom") == tracebacks._exception_of(text)
    assert tracebacks.exception_of("".join([text[:10], text[10:]])) is first  # (an equal text)


def test_slim_metrics_copy_is_the_loops() -> None:
    keep = sorted(compile_life.MODEL_METRICS)[:10]
    meta = {k: i for i, k in enumerate(keep)}
    got = compile_life.slim_metrics(meta)
    assert got == meta and got is not meta and list(got) == list(meta)
    long = {"fail_type": "E", "fail_reason": "r" * (compile_life.LONG_REASON + 5)}
    cut = compile_life.slim_metrics(long)
    assert cut["fail_reason"].startswith("r" * 100) and cut["fail_reason"].endswith("(5 more characters in the compilation_metrics record)")
    assert compile_life.slim_metrics({"fail_type": "E", "config_dump": "{}"}) == {"fail_type": "E"}


def _start(stack: list, index: int) -> Record:
    return Record(index, index + 1, index * 100, "V", "1128 10:00:00.000000", 7, "x.py:1", "dynamo_start",
                  {"stack": stack}, CompileId(0, index), None)  # fmt: skip


def test_dynamo_start_frames_shared_by_key() -> None:
    b = RunBuilder()
    ctx = TraceContext("t.log", {3: "/u/train.py"})
    stacks = [
        [{"filename": 3, "line": 12, "name": "f", "loc": "y = g(x)"}, {"filename": "/u/m.py", "line": 5, "name": "g"}],
        [{"filename": "/u/train.py", "line": "12", "name": "f", "loc": "y = g(x)"}],  # the line as a str
        [{"filename": 3, "line": 12.0, "name": "f", "loc": "y = g(x)"}],  # a float: not a key
        [{"filename": 3, "line": 12, "name": "f", "loc": "y = g(x)"}, {"filename": "/u/m.py", "line": 5, "name": "g"}],
    ]
    b.add_trace_records(ctx, [_start(s, i) for i, s in enumerate(stacks)])
    accs = list(b.compiles.values())
    f = Frame("/u/train.py", 12, "f", "y = g(x)")
    assert [a.stack for a in accs] == [(f, Frame("/u/m.py", 5, "g", None)), (f,), (f,), accs[0].stack]
    assert all(a.stack[0] is accs[0].stack[0] for a in accs)  # one object for one frame
    assert accs[3].stack[1] is accs[0].stack[1]
    assert all(type(v) in (str, int, type(None)) for k in b.frame_keys for v in k)
    assert set(b.frames) == {f, Frame("/u/m.py", 5, "g", None)}  # (the merge reads these)


def test_str_records_are_counted_only(samples: Path) -> None:
    assert HANDLERS["str"].__name__ == "count_only"
    run = load_run(str(samples / "breaks_and_recompiles"))
    assert run.kind_counts.get("str", 0) > 0


def test_many_frames_stay_bounded(monkeypatch) -> None:
    monkeypatch.setattr(compile_life, "FRAME_KEYS_MAX", 4)
    b = RunBuilder()
    ctx = TraceContext("t.log", {})
    stack = [{"filename": f"/u/m{i}.py", "line": i, "name": "g"} for i in range(10)]
    b.add_trace_records(ctx, [_start(stack, 0), _start(stack, 1)])
    assert len(b.frame_keys) == 4 and len(b.frames) == 10
    a, c = b.compiles.values()
    assert a.stack == c.stack and all(x is y for x, y in zip(a.stack, c.stack, strict=True))
