"""core/parse/kineto_columns.py: the columns hold exactly the events HTA reads (complete events
with a category other than "Trace" and a duration), sorted by start, on every real profiler
trace in the samples (checked against the whole file loaded with json and filtered here);
the native ColumnBuilder (_native/columns.h) gives the pure-Python path's columns and ReadInfo
on every sample, any chunking, cut-short files and odd or malformed events."""

from __future__ import annotations

import glob
import gzip
import io
import os
from array import array

import pytest
from fuzz_corpus import exact

from pt2tui.core.model.profile_read import read_profile
from pt2tui.core.parse import kineto, kineto_columns, native
from pt2tui.core.parse.kineto import ReadInfo, sniff_profile
from pt2tui.core.parse.kineto_columns import Columns, read_columns

HERE = os.path.dirname(os.path.abspath(__file__))
TRACES = sorted(glob.glob(os.path.join(HERE, "..", "sample_traces", "*", "*", "profile", "*.json.gz")))


def _kept(path: str) -> list[tuple]:
    """The events the analysis reads, from the whole file loaded at once (the reference)."""
    import json

    evs = json.loads(gzip.decompress(open(path, "rb").read()))["traceEvents"]
    out = []
    for order, e in enumerate(evs):
        if e.get("ph") != "X" or e.get("cat") in (None, "Trace") or e.get("dur") is None:
            continue
        a = e.get("args") if isinstance(e.get("args"), dict) else {}
        comm = {k: a[k] for k in kineto_columns.COMM_ARGS if k in a} if kineto_columns.is_comm(e["name"]) else {}
        corr = a.get("correlation", -1)
        out.append(((float(e["ts"]), order), (float(e["dur"]), e["name"], str(e["cat"]), e.get("tid"),
                    int(a["stream"]) if "stream" in a else -1, corr if type(corr) is int else -1, comm or None)))  # fmt: skip
    return [(k[0], *v) for k, v in sorted(out)]


@pytest.mark.parametrize("path", TRACES, ids=lambda p: "/".join(p.split(os.sep)[-4:-2]))
def test_columns_are_the_kept_events(path: str) -> None:
    info = ReadInfo()
    with open(path, "rb") as f:
        col = read_columns(f, info)
    want = _kept(path)
    assert len(col) == len(want) > 0
    for i, row in enumerate(want):
        assert col.row(i) == row, i
    with open(path, "rb") as f:  # and what ProfileTrace holds
        assert read_profile(f, path).columns.row(len(want) - 1) == want[-1]


def test_cut_and_not_a_trace() -> None:
    path = TRACES[0]
    raw = open(path, "rb").read()
    info = ReadInfo()
    col = read_columns(io.BytesIO(raw[: len(raw) // 2]), info)
    assert info.cut and len(col) > 0
    info = ReadInfo()
    assert len(read_columns(io.BytesIO(b'{"a": 1}'), info)) == 0 and info.not_trace


# -- the native ColumnBuilder (_native/columns.h) against the pure-Python path -----------------

needs_native = pytest.mark.skipif(native.column_builder is None, reason="native module not built")
CORPUS = os.path.join(HERE, "..", "..", "shared", "corpus")


def _corpus_profiles() -> list[str]:
    """Kineto traces in ../shared/corpus, if any."""
    out = []
    for p in sorted(glob.glob(os.path.join(CORPUS, "**", "*.json*"), recursive=True)):
        if p.endswith((".json", ".json.gz")):
            with open(p, "rb") as f:
                head = f.read(1 << 16)
            if p.endswith(".gz"):
                head = gzip.GzipFile(fileobj=io.BytesIO(open(p, "rb").read())).read(1 << 16)
            if sniff_profile(head):
                out.append(p)
    return out


def _dump(col: Columns) -> tuple:
    return (col.names, col.cats, col.tids, col.ts.tolist(), col.dur.tolist(), col.name.tolist(),
            col.cat.tolist(), col.tid.tolist(), col.stream.tolist(), col.corr.tolist(), col.args)  # fmt: skip


def _read(data: bytes, on: bool) -> tuple:
    was = native.use_native(on)
    try:
        info = ReadInfo()
        col = read_columns(io.BytesIO(data), info)
    finally:
        native.use_native(was)
    return _dump(col), (info.meta, info.cut, info.events, info.bad_events, info.not_trace)


FIELDS = "names cats tids ts dur name cat tid stream corr args".split()


def _same(data: bytes) -> tuple:
    """The native columns and ReadInfo, checked equal to the pure-Python path's."""
    nat, ninfo = _read(data, True)
    pure, pinfo = _read(data, False)
    assert (w := exact(ninfo, pinfo)) is None, w  # types too: 2**70 == 1.18e21 would pass ==
    for f, a, b in zip(FIELDS, nat, pure, strict=True):
        if f in ("ts", "dur"):  # bit for bit (-0.0 == 0.0, nan != nan)
            assert array("d", a).tobytes() == array("d", b).tobytes(), f
        else:
            assert (w := exact(a, b)) is None, f"{f}{w}"
    return nat, ninfo


def _handed(data: bytes, monkeypatch: pytest.MonkeyPatch) -> int:
    """How many events the native builder left to Python's filter."""
    n = [0]
    real = kineto_columns._kept

    def kept(e: dict):
        n[0] += 1
        return real(e)

    with monkeypatch.context() as m:
        m.setattr(kineto_columns, "_kept", kept)
        _read(data, True)
    return n[0]


@needs_native
@pytest.mark.parametrize("path", TRACES + _corpus_profiles(), ids=lambda p: "/".join(p.split(os.sep)[-4:-1]))
def test_native_columns_are_the_pure_ones(path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    data = open(path, "rb").read()
    col, info = _same(data)
    assert len(col[3]) > 0 and info[1] is None and info[4] is None
    assert _handed(data, monkeypatch) == 0, "the native builder left events of a real trace to Python"


@needs_native
@pytest.mark.parametrize("chunk", [1, 7, 100, 4096])
def test_native_columns_any_chunking(chunk: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Events cut by the end of the text read (every byte boundary with chunk=1)."""
    path = TRACES[0]
    data = gzip.decompress(open(path, "rb").read())
    whole = _same(data)
    monkeypatch.setattr(kineto, "CHUNK", chunk)
    col, info = _same(data)
    assert len(col[3]) > 100
    # a top-level number that the chunk's end cuts is read whole (baseTimeNanoseconds ...)
    assert (col, info) == whole


@needs_native
def test_native_columns_cut_short() -> None:
    raw = open(TRACES[0], "rb").read()
    plain = gzip.decompress(raw)
    cuts = 0
    for frac in (0.1, 0.33, 0.5, 0.77, 0.999):
        for data in (raw[: int(len(raw) * frac)], plain[: int(len(plain) * frac)]):
            col, info = _same(data)
            cuts += bool(info[1])
    assert cuts >= 9  # the last gzip cut may fall after the JSON closed
    col, info = _same(plain[:-3])  # the array and the object closed no more
    assert info[1] and len(col[3]) > 0


def _trace(*events: str, tail: str = '], "schemaVersion": 1}') -> bytes:
    return ('{"deviceProperties": [], "traceEvents": [\n' + ",\n".join(events) + tail).encode()


GOOD = '{"ph": "X", "cat": "cpu_op", "name": "aten::mm", "pid": 1, "tid": 2, "ts": 10.5, "dur": 3, "args": {"correlation": 7}}'


def _ev(**kw: str) -> str:
    """GOOD with fields replaced by raw JSON text (None: the field left out)."""
    fields = {"ph": '"X"', "cat": '"cpu_op"', "name": '"aten::mm"', "pid": "1", "tid": "2", "ts": "10.5",
              "dur": "3", "args": '{"correlation": 7}'}  # fmt: skip
    fields.update(kw)
    return "{" + ", ".join(f'"{k}": {v}' for k, v in fields.items() if v is not None) + "}"


# each is valid JSON: kept or not, decided alike on both paths
ODD = [
    _ev(name=r'"a\"b\u00e9\n\/"'), _ev(name=r'"\u006eccl:all_reduce"', args='{"Group size": 2}'),
    _ev(name='"ünïcode 名前 \U0001f600"'), _ev(cat='"cät"'), _ev(name='"\\ud800 lone"'),
    _ev(cat="5"), _ev(cat="true"), _ev(cat="[1, 2]"), _ev(cat='{"a": 1}'), _ev(cat="1.5"), _ev(cat="null"),
    _ev(cat=None), _ev(cat='"Trace"'), _ev(cat=r'"Tr\u0061ce"'), _ev(cat=r'"c\tat"'), _ev(cat='""'),
    _ev(ph=r'"\u0058"'), _ev(ph="1"), _ev(ph=None), _ev(ph='"M"'), _ev(ph='"XX"'), _ev(ph="null"),
    _ev(ts="true"), _ev(ts='"10"'), _ev(ts="null"), _ev(ts=None), _ev(ts="1e999"), _ev(ts="-1e999"),
    _ev(ts="NaN"), _ev(ts="Infinity"), _ev(ts="-Infinity"), _ev(ts="-0"), _ev(ts="-0.0"), _ev(ts="0"),
    _ev(ts="10000000000000000000"), _ev(ts="123456789012345678"), _ev(ts="9007199254740993"),
    _ev(ts="9999999999999999999"), _ev(dur="-9223372036854775808"), _ev(ts="-999999999999999999"),
    _ev(ts="9007199254740993.0"), _ev(ts="1.7976931348623157e308"), _ev(ts="5e-324"), _ev(ts="1e22"),
    _ev(ts="1e23"), _ev(ts="123.456e-5"), _ev(ts="0.1000000000000000055511151231257827"),
    _ev(ts="4929556889005.874"), _ev(ts="4929556890245.7056"), _ev(ts="1E+2"), _ev(ts="0.000001234"),
    _ev(dur='"3"'), _ev(dur="null"), _ev(dur="true"), _ev(dur=None), _ev(dur="1e999"), _ev(dur="[1]"),
    _ev(dur="-2.5"), _ev(name="5"), _ev(name="null"), _ev(name=None), _ev(name='""'),
    _ev(tid="1.5"), _ev(tid="true"), _ev(tid="[1]"), _ev(tid='{"a": 1}'), _ev(tid='"str"'),
    _ev(tid=r'"esc\u0041"'), _ev(tid='"escA"'), _ev(tid="null"), _ev(tid=None), _ev(tid="-0"), _ev(tid="0"),
    _ev(tid='"0"'), _ev(tid="18446744073709551615"), _ev(tid="1234567890123456789"),
    _ev(args="[]"), _ev(args='"x"'), _ev(args="null"), _ev(args="{}"), _ev(args=None),
    _ev(args='{"a": {"b": [1, {"c": "\\u1234 \\" }"}]}, "stream": 3, "correlation": -5}'),
    _ev(args='{"stream": "7"}'), _ev(args='{"stream": " 7 "}'), _ev(args='{"stream": "x"}'),
    _ev(args='{"stream": 7.9}'), _ev(args='{"stream": 1e999}'), _ev(args='{"stream": NaN}'),
    _ev(args='{"stream": true}'), _ev(args='{"stream": false}'), _ev(args='{"stream": null}'),
    _ev(args='{"stream": [1]}'), _ev(args='{"stream": {}}'), _ev(args='{"stream": 1, "stream": 2}'),
    _ev(args='{"stream": 2147483647}'), _ev(args='{"stream": 2147483648}'), _ev(args='{"stream": -2147483648}'),
    _ev(args='{"stream": -2147483649}'), _ev(args='{"stream": 123456789012345678901234}'),
    _ev(args='{"correlation": 5.5}'), _ev(args='{"correlation": "5"}'), _ev(args='{"correlation": true}'),
    _ev(args='{"correlation": null}'), _ev(args='{"correlation": 9223372036854775807}'),
    _ev(args='{"correlation": 9223372036854775808}'), _ev(args='{"correlation": -9223372036854775808}'),
    _ev(args='{"correlation": 123456789012345678901234}'), _ev(args='{"correlation": 1, "correlation": 2}'),
    _ev(args=r'{"str\u0065am": 4}'), _ev(args='{"Stream": 4}'),
    _ev(name='"nccl:all_reduce"', args='{"Collective name": "allreduce", "In msg nelems": 1024, "x": [1], '
        '"dtype": "Float", "Group size": 2, "Process Group Ranks": [0, 1], "stream": 7, "correlation": 9}'),
    _ev(name='"record_param_comms"', args='{"other": 1}'), _ev(name='"record_param_comms"', args="{}"),
    _ev(name='"c10d::allreduce_"', args='{"Process Group Name": "0", "Out msg size": 1.5e3}'),
    _ev(name='"ncclDevKernel_AllReduce"', args='{"Collective name": "a\\u00e9", "dtype": "x", "dtype": "y"}'),
    _ev(name='"nccl"', args='{"Group size": {"nested": [1, {"deep": null}]}}'), _ev(name='"nccl"', args="[]"),
    '{"args": {"Collective name": "ag", "stream": 3}, "name": "nccl:all_gather", "ph": "X", "cat": "kernel", '
    '"ts": 5, "dur": 1, "tid": 9}',  # args before name
    '{"ph": "M", "ph": "X", "cat": "c", "name": "dup", "ts": 1, "dur": 1}',
    '{"ph": "X", "cat": "c", "name": "dup2", "ts": 1, "ts": 2, "dur": 1}',
    '{"ph": "X", "cat": "c", "name": "dupother", "pid": 1, "pid": 2, "ts": 1, "dur": 1}',
    '{"ph": "X", "c\\u0061t": "c", "name": "esckey", "ts": 1, "dur": 1}',
    '{"ph": "X", "cat": "c", "name": "deep", "ts": 1, "dur": 1, "x": ' + "[" * 70 + "]" * 70 + "}",
    '{"ph": "X", "cat": "c", "name": "deepargs", "ts": 1, "dur": 1, "args": {"x": ' + "[" * 70 + "]" * 70 + "}}",
    '{"ph": "X", "cat": "c", "name": "esc skipped", "ts": 1, "dur": 1, "x": "\\ud83d\\ude00 \\/ \\b\\f\\r"}',
    '{}', '5', '"str"', '[1, {"ph": "X"}]', 'null', 'true',
    '{\t"ph"\r\n:\t"X" ,"cat":"ws","name":"ws","ts":\n1\n,"dur" :2 }',
]  # fmt: skip

# not JSON: the read stops there (a cut), alike on both paths
BAD = [
    _ev(pid=r'"\q"'), _ev(pid='"\\u12"'), _ev(pid='"\\u12G4"'), _ev(pid='"a\x01b"'), _ev(pid="01"),
    _ev(pid="1."), _ev(pid="-"), _ev(pid="tru"), _ev(pid="nul"), _ev(pid="+1"), _ev(pid=".5"),
    _ev(name=r'"\x"'), _ev(args='{"stream": 1,}'), _ev(args='{"stream" 1}'), '{"ph": "X",}', '{"ph"}',
    _ev(pid="1e"), _ev(pid="[1,]"), '{"ph": "X" "cat": "c"}', _ev(pid="NaNx"),
]  # fmt: skip


@needs_native
@pytest.mark.parametrize("i", range(len(ODD)))
def test_native_columns_odd_events(i: int) -> None:
    _same(_trace(GOOD, ODD[i], GOOD))


@needs_native
@pytest.mark.parametrize("chunk", [1, 13, 1 << 20])
def test_native_columns_all_odd_events_together(chunk: int, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(kineto, "CHUNK", chunk)
    col, info = _same(_trace(*(GOOD, *ODD, GOOD) * 2))
    assert len(col[3]) > 50 and info[3] > 0  # kept events and items that are not objects
    assert any(col[10].values())  # communication arguments kept


@needs_native
@pytest.mark.parametrize("i", range(len(BAD)))
def test_native_columns_bad_json(i: int) -> None:
    col, info = _same(_trace(GOOD, GOOD, BAD[i], GOOD))
    assert info[1] and len(col[3]) == 2


@needs_native
def test_native_columns_nan_starts_sort_as_python() -> None:
    evs = [_ev(ts=t, name=f'"e{k}"') for k, t in enumerate(["5", "NaN", "3", "NaN", "1", "5", "Infinity", "2"])]
    col, _ = _same(_trace(*evs))
    assert len(col[3]) == 8


@needs_native
def test_native_columns_other_forms() -> None:
    """The bare-array form, no traceEvents, an empty file, not JSON, nothing kept."""
    _same(b"[" + GOOD.encode() + b", " + GOOD.encode() + b"]")
    assert _same(b'{"schemaVersion": 1}')[0][3] == []
    assert _same(b"")[1][4]
    assert _same(b"hello")[1][4]
    assert _same(_trace(_ev(ph='"M"')))[0][3] == []
    _same(_trace())
    _same(_trace(GOOD, tail=""))
    _same(_trace(GOOD, tail="]"))


@needs_native
def test_native_columns_many_rows_sorted() -> None:
    """Runs of every length merged: rows by (ts, file order), ties included."""
    import random

    rnd = random.Random(5)
    ts = [rnd.choice([rnd.randint(0, 50), rnd.random() * 50]) for _ in range(3000)]
    ts[1000:1500] = sorted(ts[1000:1500])
    ts[2000:2600] = sorted(ts[2000:2600], reverse=True)
    col, _ = _same(_trace(*(_ev(ts=repr(t), name=f'"n{i % 37}"', tid=str(i % 5)) for i, t in enumerate(ts))))
    assert col[3] == sorted(col[3]) and len(col[3]) == 3000


def test_use_native_switches_the_column_builder() -> None:
    if native.native_available():  # built with the rest of the native module
        assert native.column_builder is not None
    was = native.column_builder
    with native.pure_python():
        assert native.column_builder is None
    assert native.column_builder is was


@needs_native
def test_native_columns_event_too_long(monkeypatch: pytest.MonkeyPatch) -> None:
    """An event that never ends is read no further than the Python path reads one (MAX_VALUE)."""
    monkeypatch.setattr(kineto, "CHUNK", 64)
    monkeypatch.setattr(kineto, "MAX_VALUE", 1000)
    col, info = _same(_trace(GOOD, '{"a": [' + "1, " * 3000, GOOD))
    assert len(col[3]) == 1 and info[1].startswith("not JSON at character")


@needs_native
@pytest.mark.parametrize("seed", range(4))
def test_native_columns_mutated_traces(seed: int) -> None:
    """Bytes inserted, deleted and changed in a real GPU trace (DDP: streams, communication
    arguments): both paths keep the same events and say the same of the rest. (Integers past 64
    bits are left out: orjson, which the pure path's batches use, reads them as floats.)"""
    import random

    ddp = [p for p in TRACES if "perf_ddp" in p] or TRACES
    base = gzip.decompress(open(ddp[0], "rb").read())[:30000]
    rnd = random.Random(seed)
    tokens = [b'"', b"\\", b"{", b"}", b"[", b"]", b",", b":", b"1e999", b"NaN", b"-", b"\\u00e9", "é".encode(),
              b"\x00", b"\xff", b" ", b"null", b"true", b"0", b".5", b"X", b'"X"', b"nccl", b"\\u0058"]  # fmt: skip
    for _ in range(25):
        d = bytearray(base)
        for _ in range(rnd.randint(1, 8)):
            p = rnd.randrange(len(d))
            op = rnd.random()
            if op < 0.4:
                d[p:p] = rnd.choice(tokens)
            elif op < 0.7:
                del d[p : p + rnd.randint(1, 20)]
            else:
                d[p] = rnd.randrange(256)
        _same(bytes(d))
