"""Hostile or unlucky input, each a clear line and the rest kept: compression bombs (every
decompressor streamed in bounded memory, its plain output bounded), JSON nested past the bound
(no recursion the input decides), a compressed empty file, blank lines. Real inputs where there
are any (a sample's TORCH_TRACE, a CPU profiler trace); the bombs are made here (small)."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import tracemalloc
from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.cli import main
from pt2tui.core.parse import compressed, jsonload, native
from pt2tui.core.parse.compressed import Cut, chunks, open_stream, plain_limit
from pt2tui.core.parse.kineto import ReadInfo
from pt2tui.core.parse.kineto_columns import read_columns
from pt2tui.sources.discover import sniff

REPO = Path(__file__).resolve().parents[1]
PROFILE = REPO / "sample_traces" / "cpu-perf" / "clean" / "profile" / "trace.json.gz"
TRACE = SAMPLES / "data_dependent_fullgraph" / "trace" / "dedicated_log_torch_trace_5b465gij.log"
MB = 1 << 20

pytestmark = pytest.mark.usefixtures("private_cache")


def _bomb(kind: str, n: int, head: bytes = b"", byte: bytes = b"\n", tail: bytes = b"") -> bytes:
    """``head``, ``n`` bytes of ``byte``, ``tail``, compressed a MB at a time (this process never
    holds the plain bytes: a test's peak memory is what later tests' children inherit)."""
    if kind == "zstd":
        c = pytest.importorskip("zstandard").ZstdCompressor(level=3).compressobj()
        feed, end = c.compress, c.flush
    elif kind == "xz":
        c = lzma.LZMACompressor(preset=1)
        feed, end = c.compress, c.flush
    else:
        buf = io.BytesIO()
        g = gzip.GzipFile(fileobj=buf, mode="wb", compresslevel=9, mtime=0)
        feed, end = g.write, lambda: (g.close(), b"")[1]
    parts = [feed(head) or b""]
    block = byte * MB
    for _ in range(n // MB):
        parts.append(feed(block) or b"")
    parts.append(feed(tail) or b"")
    parts.append(end())
    return buf.getvalue() if kind == "gzip" else b"".join(parts)


@pytest.mark.parametrize("kind", ["zstd", "gzip", "xz"])
def test_a_bomb_is_read_in_bounded_memory_and_stops_at_its_bound(kind, monkeypatch):
    monkeypatch.setattr(compressed, "RATIO_FLOOR", 8 * MB)
    plain = 256 * MB if kind == "zstd" else 64 * MB  # (gzip's ratio is ~1000 at most)
    raw = _bomb(kind, plain)
    assert len(raw) * compressed.RATIO_MAX < plain or kind == "gzip"
    limit = plain_limit(len(raw))
    cuts: list[Cut] = []
    tracemalloc.start()
    try:
        got = sum(len(c) for c in chunks(open_stream(io.BytesIO(raw), kind), 1 * MB, cuts, limit))
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 40 * MB, f"{peak / MB:.0f} MB held for {got / MB:.0f} MB read"
    if got < plain:
        assert got == limit and "compression bomb" in cuts[0].why
    else:  # (gzip: 64 MB at its ~1000x is under the bound)
        assert not cuts


def test_an_xz_file_asking_for_more_memory_than_the_bound_is_a_line(monkeypatch):
    monkeypatch.setattr(compressed, "XZ_MEMLIMIT", 256 << 10)
    raw = lzma.compress(TRACE.read_bytes(), preset=1)  # its dictionary: 1 MB (-9's: 64 MB)
    cuts: list[Cut] = []
    assert not list(chunks(open_stream(io.BytesIO(raw), "xz"), MB, cuts))
    assert "more memory" in cuts[0].why


def test_a_zstd_bomb_trace_is_a_cut_line_and_the_part_read(tmp_path, capsys, monkeypatch):
    """A TORCH_TRACE log whose zstd stream goes on with 512 MB of newlines: summary reads the
    records before them, says where it stopped, and the cache copy is bounded."""
    monkeypatch.setattr(compressed, "RATIO_FLOOR", 16 * MB)
    raw = _bomb("zstd", 512 * MB, head=TRACE.read_bytes())
    d = tmp_path / "run"
    d.mkdir()
    (d / (TRACE.name + ".zst")).write_bytes(raw)
    assert main(["summary", str(d), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["counts"]["compiles"] >= 1
    assert any("compression bomb" in p["what"] for p in out["problems"])
    copies = list((tmp_path / "cache").rglob(TRACE.name))
    assert copies and all(p.stat().st_size <= max(16 * MB, 1000 * len(raw)) for p in copies)


def test_a_profiler_trace_bomb_of_spaces_is_cut(monkeypatch):
    monkeypatch.setattr(compressed, "RATIO_FLOOR", 4 * MB)
    raw = _bomb("zstd", 128 * MB, head=b'{"traceEvents": [', byte=b" ", tail=b"]}")
    f = io.BytesIO(raw)
    info = ReadInfo()
    col = read_columns(f, info)  # (BytesIO has no fileno: no size, no ratio bound)
    assert len(col) == 0
    path_info = ReadInfo()
    import tempfile

    with tempfile.NamedTemporaryFile(suffix=".json.zst") as t:
        t.write(raw)
        t.flush()
        with open(t.name, "rb") as g:
            read_columns(g, path_info)
    assert path_info.cut and "compression bomb" in path_info.cut


def _deep_profile(depth: int) -> bytes:
    ev = json.loads(gzip.decompress(PROFILE.read_bytes()))
    ev["traceEvents"][5].setdefault("args", {})["deep"] = "@"
    text = json.dumps(ev)
    return text.replace('"@"', "[" * depth + "]" * depth).encode()


@pytest.mark.parametrize("pure", [False, True])
def test_a_profiler_trace_nested_3000_deep_is_a_problem_line(pure, tmp_path, capsys, monkeypatch):
    if pure:
        monkeypatch.setattr(native, "json_objects", None)
        monkeypatch.setattr(native, "column_builder", None)
    p = tmp_path / "trace.json"
    p.write_bytes(_deep_profile(3000))
    assert main(["summary", str(p), "--json"]) == 0
    assert "nested deeper than 1024" in capsys.readouterr().out


def test_json_depth_bound_is_the_same_whatever_the_stack():
    at, past = "[" * 1024 + "]" * 1024, "[" * 1025 + "]" * 1025
    assert jsonload.raw_decode(at, 0)[1] == len(at) and jsonload.loads(at)

    def deep(n: int):
        return deep(n - 1) if n else jsonload.raw_decode(at, 0)

    import sys

    assert deep(sys.getrecursionlimit() - 60)[1] == len(at)  # near the stack's end: the same
    for f in (jsonload.loads, lambda t: jsonload.raw_decode(t, 0)):
        with pytest.raises(jsonload.TooDeep):
            f(past)


def test_the_iterative_decoder_is_json(tmp_path):
    for text in ['{"a": [1, 2.5, -0, -0.0, 1e400, NaN, -Infinity, true, null, "\\u00e9"], "a": 3}',
                 "[1,]", '{"a" 1}', "18446744073709551616", '"\\ud800"', "[" * 40 + "]" * 40,
                 '{"k": {"k": [{}]}} tail', "-", "1.", "[1 2]"]:  # fmt: skip
        try:
            want = ("ok", repr(json.JSONDecoder().raw_decode(text, 0)))
        except json.JSONDecodeError as e:
            want = ("err", e.msg, e.pos)
        try:
            got = ("ok", repr(jsonload.decode_iter(text, 0)))
        except json.JSONDecodeError as e:
            got = ("err", e.msg, e.pos)
        assert got == want, text


def test_a_compressed_empty_file_is_an_empty_file(tmp_path, capsys):
    for name, raw in (("a.log.gz", gzip.compress(b"")), ("b.log.xz", lzma.compress(b""))):
        p = tmp_path / name
        p.write_bytes(raw)
        assert sniff(str(p)) is None  # as an empty plain file: nothing in it, not "damaged"
        empty = tmp_path / name.split(".")[0]
        empty.write_bytes(b"")
        assert main(["summary", str(p)]) == main(["summary", str(empty)])
        assert "damaged" not in capsys.readouterr().err


def test_blank_lines_read_the_same_on_both_paths(tmp_path, capsys):
    """Runs of blank lines ("\\n", "\\r\\n"; not "\\r\\r\\n") skipped at once on the pure path."""
    data = TRACE.read_bytes()
    cut = data.index(b"\nV", len(data) // 2) + 1
    p = tmp_path / TRACE.name
    p.write_bytes(data[:cut] + b"\n" * 300_000 + b"\r\n\n\r\r\n\r\n" + data[cut:])
    outs = []
    for pure in (False, True):
        with native.pure_python() if pure else _nothing():
            assert main(["summary", str(p), "--json"]) == 0
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1] and "not a TORCH_TRACE record" in outs[0]  # (the "\r\r" line)


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *a):
        return False


def test_a_first_kept_event_named_empty_reads_the_same_both_ways():
    """The interning table's first name "" (the native one has no bytes yet: `make sanitize`
    runs this under UBSan)."""
    text = gzip.decompress(PROFILE.read_bytes()).decode()
    i = text.index('"ph": "X"')
    start = text.rindex("{", 0, i)
    j = text.index('"name": "', start)
    k = text.index('"', j + 9)
    data = (text[: j + 9] + text[k:]).encode()
    got = []
    for pure in (False, True):
        with native.pure_python() if pure else _nothing():
            info = ReadInfo()
            col = read_columns(io.BytesIO(data), info)
            got.append((col.names, col.name.tobytes(), col.ts.tobytes(), info.events))
    assert got[0] == got[1] and "" in got[0][0]


@pytest.mark.parametrize("value", ["18446744073709551616", "-9223372036854775809", "1" * 30])
def test_integers_past_64_bits_are_ints_on_both_paths(value):
    """A cat, a tid and an arg past 64 bits, twice: one category, the same tids (an int on both
    paths: orjson would read a float, and 2**64 twice as two categories)."""
    ev = json.loads(gzip.decompress(PROFILE.read_bytes()))
    xs = [e for e in ev["traceEvents"] if e.get("ph") == "X"][:2]
    for e in xs:
        e["cat"] = e["tid"] = e.setdefault("args", {})["Ev Idx"] = "@"
    data = json.dumps(ev).replace('"@"', value).encode()
    got = []
    for pure in (False, True):
        with native.pure_python() if pure else _nothing():
            info = ReadInfo()
            col = read_columns(io.BytesIO(data), info)
            got.append((col.cats, col.tids, col.cat.tobytes(), col.tid.tobytes()))
    assert got[0] == got[1] and [type(t) for t in got[0][1]] == [type(t) for t in got[1][1]]
    assert got[0][0].count(str(int(value))) == 1 and int(value) in got[0][1]


def test_run_json_and_calls_json_nested_past_the_bound_are_read_as_bad(tmp_path):
    from pt2tui.core.model.profile_read import calls_mode, parse_calls
    from pt2tui.sources.discover import read_run_json

    deep = "[" * 3000 + "]" * 3000
    (tmp_path / "run.json").write_text('{"a": ' + deep + "}")
    assert read_run_json(str(tmp_path / "run.json")) == {}
    assert calls_mode(deep) is None
    calls, why = parse_calls(deep)
    assert calls == () and "nested deeper" in why
