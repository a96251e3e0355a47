"""The md5s of large payloads hashed on another core while the builder takes the records
(``TraceParser.feed(hold_md5=True)`` + ``settle()``): the same records
and the same problems, in the same places, as hashing them before ``feed`` returns, with the
helper thread or without. A real trace (sample_traces/cpu) with bytes of some of its large
payloads changed, so that their md5s do not match."""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

import pytest

from pt2tui.core.model.builder import RunBuilder
from pt2tui.core.model.context import TraceContext
from pt2tui.core.parse import payloads
from pt2tui.core.parse.payloads import BATCH_MD5_MIN
from pt2tui.core.parse.trace import TraceParser
from pt2tui.core.parse.tracebacks import exception_of

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "sample_traces" / "cpu" / "breaks_and_recompiles" / "trace"
CHUNK = 256 << 10


@cache
def _damaged() -> bytes:
    """Two copies of the sample, one byte changed in every other large payload (and a header
    line cut short: a problem of the parser's own between the md5 ones)."""
    files = sorted(SAMPLE.glob("*.log"))
    if not files:
        pytest.skip("sample trace missing")
    data = bytearray(files[0].read_bytes() * 2)
    big = [m for m in re.finditer(rb"\n(\t[^\n]*\n)+", bytes(data)) if m.end() - m.start() > BATCH_MD5_MIN]
    assert len(big) >= 4
    for m in big[::2]:
        i = m.start() + 200
        while data[i] in b"\t\n\r":
            i += 1
        data[i] = ord("Z") if data[i] != ord("Z") else ord("Y")
    k = data.index(b"\nV", len(data) // 3) + 1
    data[k + 5 : k + 9] = b"xxxx"  # not a glog prefix any more
    return bytes(data)


def _read(path: Path, hold: bool, helper: bool, monkeypatch) -> tuple[list, list, int]:
    monkeypatch.setattr(payloads, "MD5_HELPER", helper)
    monkeypatch.setattr(payloads, "THREAD_MD5_MIN", 0)  # the helper even for one payload a feed
    data = path.read_bytes()
    parser = TraceParser(str(path), verify=True, lite=True)
    b = RunBuilder()
    ctx = TraceContext(str(path), parser.strings)
    for pos in range(0, len(data), CHUNK):
        if hold:  # the records built while a helper hashes, then the problems settled
            n_prob = len(parser.problems)
            ctx.window = (pos, data[pos : pos + CHUNK])
            b.add_trace_records(ctx, parser.feed(ctx.window[1], hold_md5=True))
            ctx.window = None
            parser.settle()
            b.add_problems(parser.problems[n_prob:])
        else:  # the md5s hashed before feed returns
            n_prob = len(parser.problems)
            ctx.window = (pos, data[pos : pos + CHUNK])
            b.add_trace_records(ctx, parser.feed(ctx.window[1]))
            ctx.window = None
            b.add_problems(parser.problems[n_prob:])
    n_prob = len(parser.problems)
    b.add_trace_records(ctx, parser.close())
    b.add_problems(parser.problems[n_prob:])
    keys = sorted(str(k) for k in b.compiles)
    return [(p.where, p.what) for p in b.problems], keys, b.record_count


@pytest.mark.parametrize("helper", [True, False])
def test_held_md5_same_problems_in_place(helper, monkeypatch, tmp_path) -> None:
    path = tmp_path / "t.log"
    path.write_bytes(_damaged())
    held = _read(path, True, helper, monkeypatch)
    plain = _read(path, False, False, monkeypatch)
    assert held == plain
    what = [w for _, w in held[0]]
    assert sum("md5 mismatch" in w for w in what) >= 2
    assert any("no glog prefix" in w for w in what)
    assert not any("could not read" in w for w in what)


def test_a_held_feed_settles_before_the_next(monkeypatch) -> None:
    """feed(hold_md5=True) twice without settle(): the second settles the first first."""
    data = _damaged()
    monkeypatch.setattr(payloads, "THREAD_MD5_MIN", 0)
    a, b = TraceParser("t.log", verify=True), TraceParser("t.log", verify=True)
    for pos in range(0, len(data), CHUNK):
        a.feed(data[pos : pos + CHUNK], hold_md5=True)
        b.feed(data[pos : pos + CHUNK])
    a.close()
    b.close()
    assert [p.what for p in a.problems] == [p.what for p in b.problems]
    assert sum("md5 mismatch" in p.what for p in a.problems) >= 2


def test_exception_of_remembered_the_same() -> None:
    text = "Traceback (most recent call last):\n  File \"x.py\", line 3, in f\n    g()\nValueError: bad\n  more"
    first = exception_of(text)
    assert first == ("ValueError", "bad\n  more")
    assert exception_of(text) == first
    long = text + "\n" * (70 << 10)  # over what is kept: read again each time, the same
    assert exception_of(long) == exception_of(long) == ("ValueError", "bad\n  more")
