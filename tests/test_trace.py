"""TORCH_TRACE parser robustness: chunking, corruption, truncation, md5, encodings."""

from __future__ import annotations

import hashlib
import random
from pathlib import Path

from conftest import corpus_traces, sample_traces
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pt2tui.core.parse.payloads import read_text, unpack_payload, verify
from pt2tui.core.parse.records import Record
from pt2tui.core.parse.trace import TraceParser, iter_trace_file
from pt2tui.sources.load import load_run

FIX = Path(__file__).parent / "fixtures"


def _real_trace() -> Path:
    for p in sample_traces() + corpus_traces():
        if p.stat().st_size > 100_000:
            return p
    raise AssertionError("no real trace found (record sample_traces first)")


REAL = _real_trace()
REAL_BYTES = REAL.read_bytes()


def _parse_whole(data: bytes, name: str = "t") -> tuple[list[Record], TraceParser]:
    p = TraceParser(name, verify=True)
    out = p.feed(data, eof=True)
    return out, p


def _parse_chunks(data: bytes, sizes: list[int], name: str = "t") -> tuple[list[Record], TraceParser]:
    p = TraceParser(name, verify=True)
    out: list[Record] = []
    i = 0
    k = 0
    while i < len(data):
        n = sizes[k % len(sizes)] if sizes else len(data)
        out += p.feed(data[i : i + n])
        i += n
        k += 1
    out += p.close()
    return out, p


WHOLE, WHOLE_P = _parse_whole(REAL_BYTES, "t")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.integers(min_value=1, max_value=200_000), min_size=1, max_size=30))
def test_random_chunking_gives_identical_records(sizes: list[int]) -> None:
    got, p = _parse_chunks(REAL_BYTES, sizes)
    assert got == WHOLE
    assert p.problems == WHOLE_P.problems
    assert p.strings == WHOLE_P.strings


def test_byte_by_byte_small_prefix() -> None:
    cut = REAL_BYTES[:30_000]
    a, pa = _parse_whole(cut)
    b, pb = _parse_chunks(cut, [1, 2, 3, 7])
    assert a == b and pa.problems == pb.problems


def test_real_trace_is_clean_and_payloads_verify() -> None:
    assert WHOLE and not WHOLE_P.problems
    with_payload = [r for r in WHOLE if r.payload]
    assert with_payload
    for r in with_payload[:200]:
        raw = REAL_BYTES[r.payload[0] : r.payload[1]]
        assert hashlib.md5(unpack_payload(raw)).hexdigest() == r.md5


def test_str_records_intern_filenames() -> None:
    assert WHOLE_P.strings
    assert any(r.kind == "dynamo_start" for r in WHOLE)


def test_half_written_record_waits_for_more_bytes() -> None:
    # Feed up to the middle of a payload: the record is not emitted until its end is seen.
    rec = next(r for r in WHOLE if r.payload and r.payload[1] - r.payload[0] > 100)
    mid = (rec.payload[0] + rec.payload[1]) // 2
    p = TraceParser("t", verify=True)
    first = p.feed(REAL_BYTES[:mid])
    assert rec not in first and all(r.index < rec.index for r in first)
    rest = p.feed(REAL_BYTES[mid:]) + p.close()
    assert first + rest == WHOLE
    # and a half-written header line waits too
    p2 = TraceParser("t")
    hdr_mid = rec.offset + 20
    got = p2.feed(REAL_BYTES[:hdr_mid])
    assert all(r.offset < rec.offset for r in got)
    assert not p2.problems


def test_cut_mid_payload_reports_truncation_and_keeps_the_rest(tmp_path: Path) -> None:
    rec = next(r for r in reversed(WHOLE) if r.payload and r.payload[1] - r.payload[0] > 100)
    cut = REAL_BYTES[: (rec.payload[0] + rec.payload[1]) // 2]
    f = tmp_path / "cut.log"
    f.write_bytes(cut)
    run = load_run(str(f))
    assert any("truncated record" in p.what for p in run.problems)
    got, _ = _parse_whole(cut)
    assert [r.offset for r in got[:-1]] == [r.offset for r in WHOLE[: len(got) - 1]]
    assert got[-1].offset == rec.offset


def test_md5_mismatch_is_flagged_not_fatal(tmp_path: Path) -> None:
    rec = next(r for r in WHOLE if r.payload and r.payload[1] - r.payload[0] > 50)
    data = bytearray(REAL_BYTES)
    i = rec.payload[0] + 5
    data[i] = ord("Z") if data[i] != ord("Z") else ord("Y")
    got, p = _parse_whole(bytes(data))
    assert len(got) == len(WHOLE)
    assert [x for x in p.problems if "md5 mismatch" in x.what and f"t:{rec.line}" == x.where]


def test_corrupt_json_line_is_reported_rest_kept(corpus: Path) -> None:
    f = corpus / "tlparse-inputs" / "simple_corrupted_json.log"
    recs = list(iter_trace_file(str(f)))
    p = TraceParser(str(f), verify=True)
    list(iter_trace_file(str(f), parser=p))
    assert recs
    run = load_run(str(f))
    assert run.compiles
    assert run.problems


def test_malformed_fixture(tmp_path: Path) -> None:
    data = (FIX / "malformed.log").read_bytes()
    got, p = _parse_whole(data, "m")
    kinds = [r.kind for r in got]
    assert "dynamo_start" in kinds and "some_future_event" in kinds
    whats = " | ".join(x.what for x in p.problems)
    assert "no glog prefix" in whats
    assert "corrupt JSON" in whats
    assert "no record header" in whats
    run = load_run(str(FIX / "malformed.log"))
    assert run.unknown_kinds == {"some_future_event": 1}
    assert run.unknown_records[0].kind == "some_future_event"


def test_non_utf8_bytes_are_shown_not_fatal(tmp_path: Path) -> None:
    payload = b"def forward(self):\n    x = '\xff\xfe bad bytes'\n"
    md5 = hashlib.md5(payload).hexdigest()
    body = b"".join(b"\t" + ln + b"\n" for ln in payload.split(b"\n"))
    data = (
        b'V1122 04:11:56.461000 429 torch/_dynamo/convert_frame.py:276] {"dynamo_output_graph": {}, '
        b'"frame_id": 0, "frame_compile_id": 0, "attempt": 0, "has_payload": "' + md5.encode() + b'"}\n' + body
    )
    f = tmp_path / "bin.log"
    f.write_bytes(data)
    run = load_run(str(f))
    assert not run.problems
    art = run.compiles[0].artifact("dynamo_output_graph")
    assert art is not None
    text = read_text(art.ref)
    assert "\\xff\\xfe bad bytes" in text
    assert verify(art.ref) is True


@settings(max_examples=60, deadline=None)
@given(st.binary(max_size=4000), st.lists(st.integers(1, 500), min_size=1, max_size=10))
def test_random_bytes_never_raise(data: bytes, sizes: list[int]) -> None:
    _parse_chunks(data, sizes)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 2**32), st.integers(1, 40))
def test_mutated_real_bytes_never_raise(seed: int, nmut: int) -> None:
    rng = random.Random(seed)
    start = rng.randrange(0, max(1, len(REAL_BYTES) - 20_000))
    data = bytearray(REAL_BYTES[start : start + 20_000])
    for _ in range(nmut):
        op = rng.random()
        i = rng.randrange(len(data))
        if op < 0.4:
            data[i] = rng.randrange(256)
        elif op < 0.7:
            del data[i : i + rng.randrange(1, 50)]
        else:
            data[i:i] = rng.choice([b"\n", b"\t", b"{", b"]", b"\r\n", b"\x00", b"\n\t"])
    got, p = _parse_chunks(bytes(data), [rng.randrange(1, 3000)])
    whole, pw = _parse_whole(bytes(data))
    assert got == whole
