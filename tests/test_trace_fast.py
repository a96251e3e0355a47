"""The fast TORCH_TRACE parser against the original, simple one, kept here as the oracle.

pt2tui/core/trace.py was rewritten for speed (no copies of fed chunks, cached envelope layouts
and compile ids, Records built slot by slot, big md5s hashed in two threads, TABs dropped
with translate, well-formed records walked by the native scanner of pt2tui/core/_scan.c).
``RefParser`` (tests/trace_oracle.py) is the parser as it was before (verbatim but for names): for any input and any chunking, both must give the same records (every field),
the same problems in the same order, the same intern table and count.
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
import random
import re
from pathlib import Path

import pytest
from conftest import corpus_traces, sample_traces
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from trace_oracle import RefParser, RefRecord, _ref_unpack_payload

from pt2tui.core.model import Problem
from pt2tui.core.parse import native
from pt2tui.core.parse import payloads as P
from pt2tui.core.parse import trace as T
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.payloads import payload_md5, unpack_payload
from pt2tui.core.parse.records import Record, with_rank
from pt2tui.core.parse.schema import ONLY_LISTED, SCHEMA
from pt2tui.core.parse.trace import TraceParser, iter_trace_file

FIX = Path(__file__).parent / "fixtures"

# -- running both ---------------------------------------------------------------------------------
FIELDS = [f.name for f in dataclasses.fields(Record)]


def _fields(recs: list) -> list[tuple]:
    return [tuple(_meta(r) if f == "meta" else getattr(r, f) for f in FIELDS) for r in recs]


def _meta(r) -> object:
    """A record's metadata; the reference's, of the kinds whose records keep only the listed
    fields (schema.ONLY_LISTED), with only those (TraceParser's are already)."""
    if r.kind in ONLY_LISTED and type(r.meta) is dict:
        return {k: v for k, v in r.meta.items() if k in SCHEMA[r.kind]}
    return r.meta


def _feed(parser, data: bytes, sizes: list[int], *, after_eof: bytes = b"x") -> tuple:
    out: list = []
    per_feed_problems = []
    i = k = 0
    while i < len(data):
        n = sizes[k % len(sizes)]
        out += parser.feed(data[i : i + n])
        per_feed_problems.append(len(parser.problems))
        i += n
        k += 1
    out += parser.close()
    per_feed_problems.append(len(parser.problems))
    if after_eof:
        parser.feed(after_eof)  # reports "bytes fed after end of file" at the offset it ended
    return _fields(out), list(parser.problems), dict(parser.strings), parser.count, per_feed_problems


def same_as_reference(data: bytes, sizes: list[int], verify: bool = True) -> None:
    """Both ways of the parser (with the native scanner, when built, and pure Python) give
    what the reference gives."""
    want = _feed(RefParser("t", verify=verify), data, sizes)
    ways = [True, False] if native._mod is not None else [False]
    for on in ways:
        was = native.use_native(on)
        try:
            got = _feed(TraceParser("t", verify=verify), data, sizes)
        finally:
            native.use_native(was)
        how = "native scanner" if on else "pure Python"
        assert got[0] == want[0], f"records differ ({how})"
        assert got[1] == want[1], f"problems differ ({how})"
        assert got[2:] == want[2:], how


def _traces() -> list[Path]:
    return sample_traces() + corpus_traces()


TRACES = _traces()
REAL = max(TRACES, key=lambda p: p.stat().st_size) if TRACES else None
REAL_BYTES = REAL.read_bytes() if REAL else b""
needs_real = pytest.mark.skipif(REAL is None, reason="no real traces (sample_traces, ../shared/corpus)")


@needs_real
@pytest.mark.parametrize("trace", TRACES, ids=lambda p: "/".join(p.parts[-3:]))
def test_every_real_trace_parses_as_the_reference_does(trace: Path) -> None:
    data = trace.read_bytes()
    for verify in (True, False):
        same_as_reference(data, [len(data) + 1], verify)
        same_as_reference(data, [65_536], verify)  # chunk ends fall inside payloads and headers


def _payload_records() -> list[RefRecord]:
    p = RefParser("t")
    return [r for r in p.feed(REAL_BYTES, eof=True) if r.payload and r.payload[1] - r.payload[0] > 64]


@needs_real
def test_chunk_ends_inside_payloads_headers_and_at_every_kind_of_boundary() -> None:
    recs = _payload_records()
    rng = random.Random(7)
    cuts = set()
    for r in rng.sample(recs, min(40, len(recs))):
        s, e = r.payload
        cuts |= {r.offset, r.offset + 1, r.offset + 30, s - 1, s, s + 1, (s + e) // 2, e - 1, e, e + 1}
    cuts = sorted(c for c in cuts if 0 < c < len(REAL_BYTES))
    sizes = [b - a for a, b in zip([0] + cuts, cuts + [len(REAL_BYTES)], strict=True) if b > a]
    same_as_reference(REAL_BYTES, sizes, verify=True)
    same_as_reference(REAL_BYTES, sizes, verify=False)


@needs_real
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(min_value=1, max_value=300_000), min_size=1, max_size=20), st.booleans())
def test_random_chunkings_match_the_reference(sizes: list[int], verify: bool) -> None:
    same_as_reference(REAL_BYTES[:3_000_000], sizes, verify)


@needs_real
@settings(max_examples=80, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 30), st.booleans())
def test_mutated_real_bytes_match_the_reference(seed: int, nmut: int, verify: bool) -> None:
    rng = random.Random(seed)
    start = rng.randrange(0, max(1, len(REAL_BYTES) - 40_000))
    data = bytearray(REAL_BYTES[start : start + rng.randrange(1, 40_000)])
    for _ in range(nmut):
        op = rng.random()
        i = rng.randrange(len(data) + 1)
        if op < 0.35 and i < len(data):
            data[i] = rng.randrange(256)
        elif op < 0.6:
            del data[i : i + rng.randrange(1, 50)]
        else:
            data[i:i] = rng.choice(
                [b"\n", b"\t", b"\r", b"\r\n", b"{", b"]", b"\x00", b"\n\t", b"\n\n", b"\t\t",
                 b'\nV1122 04:11:56.461000 1 a.py:1] {"x": 1, "has_payload": "0"}\n',
                 b'\n[rank3]:W1122 04:11:56.461000 7 a.py:2] {"y": {}, "rank": null}\n']
            )  # fmt: skip
    if not data:
        return
    sizes = [rng.randrange(1, 5000) for _ in range(rng.randrange(1, 5))]
    same_as_reference(bytes(data), sizes, verify)
    same_as_reference(bytes(data), [len(data)], verify)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=3000), st.lists(st.integers(1, 400), min_size=1, max_size=8), st.booleans())
def test_random_bytes_match_the_reference(data: bytes, sizes: list[int], verify: bool) -> None:
    same_as_reference(data, sizes, verify)


_LINE = st.sampled_from(
    [
        b'V1122 04:11:56.461000 429 torch/a.py:12] {"dynamo_start": {"stack": []}, "frame_id": 0, "frame_compile_id": 1, "attempt": 0}',
        b'I1122 04:11:56.461000   429 t o/b.py:3:4] {"artifact": {"name": "x"}, "frame_id": 1.0, "frame_compile_id": true, "has_payload": "%s"}',
        b'[rank1]:V1122 04:11:56.461000 9 c.py:1] {"str": ["/x.py", 3]}',
        b'V1122 04:11:56.461000 9 c.py:1] {"str": ["/x.py", "no"]}',
        b'V1122 04:11:56.461000 9 c.py:1] {"chromium_event": {}, "rank": 2, "compiled_autograd_id": 3, "has_payload": "%s"}',
        b'V1122 04:11:56.461000 9 c.py:1] {"e": 1, "frame_id": [1], "attempt": {}, "has_payload": 5, "extra": 1}',
        b'V1122 04:11:56.461000 9 c.py:1] {"e": 1, "rank": "r", "has_payload": null}',
        b'V1122 04:11:56.461000 9 c.py:1] [1, 2]',
        b'V1122 04:11:56.461000 9 c.py:1] {}',
        b'V1122 04:11:56.461000 9 c.py:1] {"broken": ',
        b"not a header",
        b"",
        b"\r",
        b"\tpayload line",
        b"\tdef f(x):\n\t\treturn x\t# tabs inside",
        b"\t",
    ]
)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.tuples(_LINE, st.sampled_from([b"\n", b"\r\n"])), max_size=25),
    st.lists(st.integers(1, 60), min_size=1, max_size=6),
    st.booleans(),
    st.booleans(),
)
def test_made_up_traces_match_the_reference(lines, sizes, verify, good_md5) -> None:
    """Envelope shapes the real traces lack: odd ranks, ids, md5s, CRLF, tabs inside lines."""
    body = b"".join(text + end for text, end in lines)
    # has_payload placeholders: the md5 of the payload that follows (or a wrong one)
    parts = body.split(b"%s")
    data = parts[0]
    for i, part in enumerate(parts[1:]):
        following = part.split(b"\n", 1)[1] if b"\n" in part else b""
        m = re.match(rb"((?:\t[^\n]*\n)*)", following)
        md5 = payload_md5(m.group(1)) if good_md5 and m else f"{i:032x}"
        data += md5.encode() + part
    same_as_reference(data, sizes, verify)
    same_as_reference(data, [len(data) + 1], verify)


def test_malformed_fixture_matches_the_reference() -> None:
    data = (FIX / "malformed.log").read_bytes()
    for sizes in ([len(data)], [1], [3, 5, 17]):
        same_as_reference(data, sizes, True)


# -- the md5 checks that wait for the end of a feed -----------------------------------------------
def _big_payload_trace(n: int, bad: set[int], size: int = P.BATCH_MD5_MIN + 100) -> bytes:
    out = []
    for i in range(n):
        text = "\n".join(f"line {i} {j} " + "x" * 60 for j in range(size // 70)).encode()
        md5 = hashlib.md5(text).hexdigest() if i not in bad else f"{i:032x}"
        out.append(
            b'V1122 04:11:56.461000 429 a.py:1] {"artifact": {"name": "a%d"}, "frame_id": %d, '
            b'"frame_compile_id": 0, "has_payload": "%s"}\n' % (i, i, md5.encode())
        )
        out.append(b"".join(b"\t" + ln + b"\n" for ln in text.split(b"\n")))
        if i in bad:
            out.append(b"garbage line %d\n" % i)  # a problem of another kind right after it
    return b"".join(out)


def test_big_md5_mismatches_keep_their_place_among_other_problems() -> None:
    bad = {1, 4, 5, 30, 31, 59}
    data = _big_payload_trace(60, bad)
    assert len(data) > P.THREAD_MD5_MIN  # the helper thread takes part
    for sizes in ([len(data)], [200_000], [7_919]):
        same_as_reference(data, sizes, True)
    p = TraceParser("t", verify=True)
    p.feed(data, eof=True)
    whats = [x.what for x in p.problems]
    assert len(whats) == 2 * len(bad)
    assert all(("md5 mismatch" in a) and ("no glog prefix" in b) for a, b in zip(whats[::2], whats[1::2], strict=True))


def test_problems_are_complete_when_each_feed_returns() -> None:
    """What the follower relies on: parser.problems[n:] after a feed is that feed's problems."""
    data = _big_payload_trace(40, {3, 17, 38})
    p = TraceParser("t", verify=True)
    step = 50_000
    for i in range(0, len(data), step):
        p.feed(data[i : i + step])
        assert all(pr.where for pr in p.problems)  # no placeholder left in the list
        assert not p._md5_jobs
    p.close()
    assert sum("md5 mismatch" in x.what for x in p.problems) == 3


@pytest.mark.parametrize("native", [True, False])
@pytest.mark.parametrize("helper", [True, False])
def test_md5_all_matches_hashlib(native, helper, monkeypatch) -> None:
    """md5_all hashes payload spans as torch hashed their text (the TAB lines less their
    TAB, joined by newlines): in C without copies, or in Python where C cannot (a CR, a line
    without its TAB), in this thread and a helper or in this thread alone (--jobs 1)."""
    if not native:
        monkeypatch.setattr(P.native, "md5_payload", None)
    monkeypatch.setattr(P, "MD5_HELPER", helper)
    rng = random.Random(1)
    spans, want = [], []
    for k in range(40):
        text = rng.randbytes(rng.randrange(0, 200_000)).replace(b"\r", b"").replace(b"\n\t", b"\n")
        if k % 7 == 3:
            text += b"\r\nwith a CR line"
        raw = b"".join(b"\t" + ln + b"\n" for ln in text.split(b"\n"))
        pre = b"x" * (k % 3)
        spans.append((pre + raw + b"V1122 next", len(pre), len(pre) + len(raw), raw.count(b"\n")))
        want.append(hashlib.md5(P.unpack_payload(raw)).hexdigest())
    assert P.md5_all(spans) == want
    assert P.md5_all(spans[:1]) == want[:1]
    assert P.md5_all([]) == []


# -- pieces -----------------------------------------------------------------------------------------
def test_records_built_slot_by_slot_equal_constructed_ones() -> None:
    data = (
        b'V1122 04:11:56.461000 429 torch/a.py:12] {"dynamo_start": {"stack": []}, "frame_id": 0, '
        b'"frame_compile_id": 1, "attempt": 2, "rank": 3, "extra": [1]}\n'
    )
    (r,) = TraceParser("t").feed(data, eof=True)
    want = Record(
        index=0, line=1, offset=0, level="V", time="1122 04:11:56.461000", pid=429,
        where="torch/a.py:12", kind="dynamo_start", meta={"stack": []},
        compile_id=CompileId(0, 1, 2, None), rank=3, payload=None, md5=None,
        envelope={"extra": [1]},
    )  # fmt: skip
    assert r == want and hash(r.compile_id) == hash(want.compile_id) and repr(r) == repr(want)
    assert dataclasses.replace(r, rank=None) == dataclasses.replace(want, rank=None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.line = 2  # type: ignore[misc]


def test_compile_id_cache_gives_what_from_envelope_gives() -> None:
    import json  # (orjson is optional: not installed everywhere pt2tui runs)

    envs = [
        {"frame_id": 1, "frame_compile_id": 0},
        {"frame_id": 1.0, "frame_compile_id": False},
        {"frame_id": True, "frame_compile_id": 0.0, "attempt": 0},
        {"frame_id": "1", "frame_compile_id": "x"},
        {"frame_id": [1], "frame_compile_id": {"a": 1}},
        {"compiled_autograd_id": 2},
        {"frame_id": None, "attempt": 3},
    ]
    for env in envs:
        line = b"V1122 04:11:56.461000 1 a.py:1] " + json.dumps({"k": 1, **env}).encode() + b"\n"
        (r,) = TraceParser("t").feed(line, eof=True)
        assert r.compile_id == CompileId.from_envelope({"k": 1, **env}), env


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=200))
def test_unpack_payload_is_unchanged(raw: bytes) -> None:
    assert unpack_payload(raw) == _ref_unpack_payload(raw)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.binary(max_size=30).map(lambda b: b.replace(b"\n", b"")), min_size=1, max_size=8),
       st.booleans(), st.booleans())  # fmt: skip
def test_unpack_span_fast_path_is_unpack_payload(lines: list[bytes], crlf: bool, last_nl: bool) -> None:
    end = b"\r\n" if crlf else b"\n"
    raw = b"".join(b"\t" + ln + end for ln in lines)
    if not last_nl:
        raw = raw[: -len(end)]
    buf = b"xx" + raw + b"yy"
    want = _ref_unpack_payload(raw)
    assert P.unpack_span(buf, 2, 2 + len(raw), buf.count(b"\n", 2, 2 + len(raw))) == want
    assert P.unpack_span(buf, 2, 2 + len(raw)) == want


def test_long_line_fed_a_byte_at_a_time_and_other_inputs() -> None:
    big = b'V1122 04:11:56.461000 1 a.py:1] {"k": "' + b"y" * 20_000 + b'"}\n'
    data = big + b'V1122 04:11:56.461000 1 a.py:1] {"k": 2}'
    same_as_reference(data, [1], True)
    p = TraceParser("t")
    got = p.feed(bytearray(data)) + p.feed(memoryview(b"\n")) + p.close()
    assert [r.meta for r in got] == ["y" * 20_000, 2]


def test_iter_trace_file_matches_the_reference_at_any_chunk(tmp_path: Path) -> None:
    data = REAL_BYTES[:2_000_000] if REAL_BYTES else (FIX / "malformed.log").read_bytes()
    f = tmp_path / "t.log"
    f.write_bytes(data)
    want = _fields(RefParser(str(f), verify=True).feed(data, eof=True))
    for chunk in (4096, 1 << 20, T.CHUNK):
        assert _fields(list(iter_trace_file(str(f), verify=True, chunk=chunk))) == want


def test_problem_type_is_the_models() -> None:
    p = TraceParser("t")
    p.feed(b"junk\n", eof=True)
    assert p.problems == [Problem("t:1", "not a TORCH_TRACE record (no glog prefix): 'junk'")]


def test_with_rank_is_replace() -> None:
    data = (FIX / "malformed.log").read_bytes()
    for r in TraceParser("t").feed(data, eof=True):
        for rank in (None, 0, 5):
            got = with_rank(r, rank)
            assert got == dataclasses.replace(r, rank=rank) and got.rank == rank
            assert _fields([got])[0][:10] == _fields([r])[0][:10]


_HEAD = b'V1122 04:11:56.461000 429 torch/_dynamo/utils.py:1] '
_METRICS_LINES = [
    # what the native scanner skips (config dumps) and keeps (the listed fields), then the rest
    b'{"compilation_metrics": {"co_name": "f", "inductor_config": "{\\"a\\": [1, \\"\\\\u00e9\\"]}", '
    b'"guard_count": 3, "stack_trace": ["Line: 1"], "nested": {"x": [[{}], null, true, -1.5e3]}}, '
    b'"frame_id": 0, "frame_compile_id": 0, "attempt": 1}',
    b'{"bwd_compilation_metrics": {"inductor_compile_time_s": 0.5, "conf": "caf\xc3\xa9 \\t"}, "frame_id": 1, '
    b'"frame_compile_id": 0, "attempt": 0}',
    b'{"aot_autograd_backward_compilation_metrics": {}, "rank": 1}',
    b'{"compilation_metrics": {"skipped": "bad \xff utf-8", "co_name": "g"}, "frame_id": 0, "frame_compile_id": 1}',
    b'{"compilation_metrics": {"skipped": NaN, "co_name": "g"}, "frame_id": 0, "frame_compile_id": 2}',
    b'{"compilation_metrics": {"skipped": "bad \\x escape", "co_name": "g"}, "frame_id": 0, "frame_compile_id": 3}',
    b'{"compilation_metrics": {"skipped": 1, "skipped": 2, "co_name": "g"}, "frame_id": 0, "frame_compile_id": 4}',
    b'{"compilation_metrics": {"co_name": "g", "co_name": "h"}, "frame_id": 0, "frame_compile_id": 5}',
    b'{"compilation_metrics": null, "frame_id": 0, "frame_compile_id": 8}',
    b'{ "compilation_metrics" :\t{ "skipped" : { "deep": [ { } ] } , "guard_count" : 2 } , "frame_id": 0, '
    b'"frame_compile_id": 9 }',
    b'{"compilation_metrics": {"skipped": "\\ud800 lone", "co_name": "g"}, "frame_id": 0, "frame_compile_id": 10}',
    b'{"compilation_metrics": {"skipped": 123456789012345678901234567890, "co_name": "g"}, "frame_id": 0, '
    b'"frame_compile_id": 11}',
    b'{"compilation_metrics": {"skipped": "unterminated, "co_name": "g"}, "frame_id": 0, "frame_compile_id": 12}',
    b'{"compilation_metrics": {"skipped": 1}, "compilation_metrics": {}, "frame_id": 0}',
    b'{"compilation_metrics": {"skipped": 1} "frame_id": 0}',
    b'{"compilation_metrics": {"skipped": [1, 2}, "frame_id": 0}',
    b'{"compilation_metrics": {"co_name": "g"}, }',
    b'{"compilation_metrics": {"skipped": 1, }, "frame_id": 0}',
    b'{"compilation_metrics": {"co_name": "g", "skipped": {"a": 1, }}, "frame_id": 0}',
]


@pytest.mark.parametrize("verify", [True, False])
def test_metrics_keep_only_their_listed_fields_as_the_reference_reads_them(verify: bool) -> None:
    """compilation_metrics records keep only the fields the model reads (schema.ONLY_LISTED):
    the native scanner skips the others without making them, and any record it cannot be sure
    of (not JSON orjson takes, a kept field twice or of a wrong type) is the Python path's."""
    for line in _METRICS_LINES:
        same_as_reference(_HEAD + line + b"\n", [len(line) + 100], verify)
    data = b"".join(_HEAD + line + b"\n" for line in _METRICS_LINES)
    same_as_reference(data, [len(data) + 1], verify)
    same_as_reference(data, [97], verify)
    # a kept field of a wrong type, metadata not an object (the reference checks no types): both
    # ways drop them alike
    wrong = (_HEAD + b'{"compilation_metrics": {"co_name": 5, "skipped": "x", "guard_count": 1}, "frame_id": 0}\n'
             + _HEAD + b'{"compilation_metrics": [1, 2], "frame_id": 1}\n')
    got = []
    for on in [True, False] if native._mod is not None else [False]:
        was = native.use_native(on)
        try:
            got.append(_feed(TraceParser("t", verify=verify), wrong, [len(wrong)]))
        finally:
            native.use_native(was)
    assert all(g == got[0] for g in got)
    assert [r[FIELDS.index("meta")] for r in got[0][0]] == [{"guard_count": 1}, {}]
    assert "compilation_metrics: co_name is an integer" in got[0][1][0].what
    assert "compilation_metrics: its metadata is a list" in got[0][1][1].what
    first = TraceParser("t").feed(_HEAD + _METRICS_LINES[0] + b"\n")
    assert [r.meta for r in first] == [{"co_name": "f", "guard_count": 3}]


_GOOD = [b"a", b"/", b"u", b"n", b"d", b"8", b"0", b"\\u00e9", b"\\ud83d\\ude00", b"\\\\", b'\\"', b"\\n",
         b"\xc3\xa9", b" " * 40, b"x" * 63]
_BAD = [b"\\", b'"', b"\xff", b"\x01", b"\t", b"\\\\\\"]
_SKIPPED_TEXT = st.one_of(st.lists(st.sampled_from(_GOOD), max_size=60),
                          st.lists(st.sampled_from(_GOOD + _BAD), max_size=60)).map(b"".join)


@settings(max_examples=300, deadline=None)
@given(_SKIPPED_TEXT, st.integers(0, 70), st.booleans())
def test_skipped_metrics_strings_are_read_as_the_reference_reads_them(text: bytes, pad: int, verify: bool) -> None:
    """The native scanner finds a skipped string's end 64 bytes at a time (backslash runs across
    the blocks' edges, escapes, control bytes, UTF-8): any text, valid JSON or not, at any
    offset, is read as the reference reads it."""
    line = (_HEAD + b'{"compilation_metrics": {"co_name": "' + b"p" * pad + b'", "inductor_config": "' + text
            + b'", "guard_count": 2}, "frame_id": 0, "frame_compile_id": 0}\n')  # fmt: skip
    same_as_reference(line + line, [len(line) * 2 + 1], verify)


def test_metrics_records_keep_every_field_the_model_reads() -> None:
    """What a metrics record keeps (its schema's fields) is what the model keeps of it."""
    from pt2tui.core.model.handlers.compile_life import MODEL_METRICS

    for kind in ONLY_LISTED:
        assert set(SCHEMA[kind]) == MODEL_METRICS, kind


@pytest.mark.skipif(native._mod is None, reason="the native scanner is not built")
def test_the_sse2_loops_read_as_the_avx2_ones() -> None:
    """With PT2TUI_NO_AVX2 set the scanner's SSE2 loops run (payload ends, skipped strings):
    the same records as the reference's, on the metrics lines and the biggest real trace."""
    import subprocess
    import sys

    code = (
        "import test_trace_fast as t\n"
        "data = b''.join(t._HEAD + line + b'\\n' for line in t._METRICS_LINES)\n"
        "t.same_as_reference(data, [len(data) + 1])\n"
        "t.same_as_reference(data, [97], verify=False)\n"
        "if t.REAL_BYTES:\n"
        "    t.same_as_reference(t.REAL_BYTES, [len(t.REAL_BYTES) + 1])\n"
        "    t.same_as_reference(t.REAL_BYTES, [65_536], verify=False)\n"
    )
    env = dict(os.environ, PT2TUI_NO_AVX2="1")
    env["PYTHONPATH"] = os.pathsep.join([str(Path(__file__).parent), env.get("PYTHONPATH", "")])
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
