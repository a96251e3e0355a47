"""Compressed inputs read as they are (gzip, xz, zstd; cut short) and the streamed Kineto
reader, on the CPU profiles of sample_traces/cpu-perf (real torch.profiler runs)."""

from __future__ import annotations

import gzip
import io
import json
import lzma
import os
import shutil
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.parse.kineto import ReadInfo, iter_events
from pt2tui.sources.discover import SourceError, discover
from pt2tui.sources.load import load_run

REPO = Path(__file__).resolve().parents[1]
PERF = REPO / "sample_traces" / "cpu-perf"
BREAK = PERF / "graph_break"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


def _plain_run(tmp_path: Path) -> Path:
    """graph_break with its TORCH_TRACE unpacked (the reference for the compressed reads)."""
    d = tmp_path / "plain"
    shutil.copytree(BREAK, d)
    for g in (d / "trace").glob("*.gz"):
        g.with_suffix("").write_bytes(gzip.decompress(g.read_bytes()))
        g.unlink()
    return d


def _facts(run) -> dict:
    s = summary_dict(run, "x")
    return {k: s[k] for k in ("compiles", "graph_breaks")}


def _recompress(tmp_path: Path, name: str, pack) -> Path:
    d = tmp_path / name
    shutil.copytree(BREAK, d)
    for g in (d / "trace").glob("*.gz"):
        data = gzip.decompress(g.read_bytes())
        g.unlink()
        pack(d / "trace" / g.with_suffix("").name, data)
    return d


def test_gzip_trace_reads_as_the_plain_one(tmp_path):
    plain = load_run(str(_plain_run(tmp_path)))
    packed = load_run(str(BREAK))
    assert plain.compiles and _facts(packed) == _facts(plain)
    assert not packed.problems
    assert list((tmp_path / "cache").rglob("*.log")), "the plain copy goes to the cache"
    assert sorted(p.name for p in (BREAK / "trace").iterdir())[0].endswith(".gz"), "never written"


def test_xz_and_zstd_traces_read_as_the_plain_one(tmp_path):
    want = _facts(load_run(str(_plain_run(tmp_path))))
    xz = _recompress(tmp_path, "xz", lambda p, b: Path(str(p) + ".xz").write_bytes(lzma.compress(b)))
    assert _facts(load_run(str(xz))) == want
    zstandard = pytest.importorskip("zstandard")
    zs = _recompress(tmp_path, "zst", lambda p, b: Path(str(p) + ".zst").write_bytes(
        zstandard.ZstdCompressor().compress(b)))
    assert _facts(load_run(str(zs))) == want


def test_a_single_compressed_trace_file_opens(tmp_path):
    g = next((BREAK / "trace").glob("*.gz"))
    run = load_run(str(g))
    assert len(run.compiles) == 3 and not run.problems


def test_gzip_cut_short_keeps_what_was_read(tmp_path):
    d = _recompress(tmp_path, "cut", lambda p, b: Path(str(p) + ".gz").write_bytes(
        gzip.compress(b)[: len(gzip.compress(b)) * 2 // 3]))
    run = load_run(str(d))
    assert run.compiles, "the compiles before the cut are kept"
    lines = [p.what for p in run.problems]
    assert any("cut short" in w for w in lines), lines


def test_zstd_without_zstandard_says_what_to_install(tmp_path, monkeypatch):
    zstandard = pytest.importorskip("zstandard")
    d = _recompress(tmp_path, "zst", lambda p, b: Path(str(p) + ".zst").write_bytes(
        zstandard.ZstdCompressor().compress(b)))
    monkeypatch.setitem(sys.modules, "zstandard", None)
    f = next((d / "trace").glob("*.zst"))
    with pytest.raises(SourceError, match="pip install zstandard"):
        discover(str(f))
    run = load_run(str(d))  # the run dir still opens: profile, output.log; the line says why
    assert any("pip install zstandard" in p.what for p in run.problems)


# -- the Kineto reader ------------------------------------------------------------------------

def _events(data: bytes) -> tuple[list[dict], ReadInfo]:
    info = ReadInfo()
    return list(iter_events(io.BytesIO(data), info)), info


@pytest.mark.parametrize("name", ["graph_break", "clean", "eager", "recompile_in_window"])
def test_kineto_events_are_json_load_s(name):
    raw = (PERF / name / "profile" / "trace.json.gz").read_bytes()
    want = json.loads(gzip.decompress(raw))
    evs, info = _events(raw)
    assert evs == want["traceEvents"]
    assert info.meta == {k: v for k, v in want.items() if k != "traceEvents"}
    assert info.cut is None and info.not_trace is None and info.compression == "gzip"
    plain, info2 = _events(gzip.decompress(raw))  # the same from the plain bytes, and from xz
    assert plain == evs and info2.compression is None
    assert _events(lzma.compress(gzip.decompress(raw)))[0] == evs


def test_kineto_cut_short_keeps_a_prefix():
    raw = (BREAK / "profile" / "trace.json.gz").read_bytes()
    full = json.loads(gzip.decompress(raw))["traceEvents"]
    for data in (raw[: len(raw) // 2], gzip.decompress(raw)[: len(gzip.decompress(raw)) // 2]):
        evs, info = _events(data)
        assert 0 < len(evs) < len(full) and evs == full[: len(evs)]
        assert info.cut and "cut short" in info.cut


def test_kineto_not_a_trace():
    tr = gzip.decompress(next((BREAK / "trace").glob("*.gz")).read_bytes())
    for data in (tr, b"", b'{"a": 1}', b"[1, 2]"):
        evs, info = _events(data)
        assert evs == [] and (info.not_trace or info.bad_events), data[:20]


def test_discover_finds_profiles():
    d = discover(str(BREAK))
    assert [Path(p).name for p in d.profiles] == ["trace.json.gz"]
    d = discover(str(BREAK / "profile" / "trace.json.gz"))
    assert d.profiles and not d.traces


def test_zstd_cut_short_says_so_for_traces_and_profiles(tmp_path):
    """zstandard's own reader returns nothing for a frame cut short: pt2tui says cut short."""
    zstandard = pytest.importorskip("zstandard")
    raw = gzip.decompress((BREAK / "profile" / "trace.json.gz").read_bytes())
    z = zstandard.ZstdCompressor().compress(raw)
    evs, info = _events(z[: len(z) // 2])
    assert evs == [] and info.cut and "cut short" in info.cut and info.not_trace is None
    evs, info = _events(z)
    assert len(evs) == len(json.loads(raw)["traceEvents"]) and info.cut is None
    d = _recompress(tmp_path, "zcut", lambda p, b: Path(str(p) + ".zst").write_bytes(
        zstandard.ZstdCompressor().compress(b)[: len(zstandard.ZstdCompressor().compress(b)) * 2 // 3]))
    run = load_run(str(d))
    assert any("cut short" in p.what for p in run.problems), [p.what for p in run.problems]


def test_the_plain_copy_is_as_old_as_the_compressed_file(tmp_path, monkeypatch):
    """A follow finishes after a quiet period since the files' last growth: the unpacked copy of
    an old compressed trace must not look written just now (it made every first open of a
    compressed sample wait, 'finishing after 3s')."""
    from pt2tui.sources.plain import plain_copy

    monkeypatch.setenv("PT2TUI_CACHE_DIR", str(tmp_path / "cache"))
    src = tmp_path / "t.log.gz"
    src.write_bytes(gzip.compress(b"hello\n"))
    os.utime(src, (1_000_000_000, 1_000_000_000))
    copy = plain_copy(str(src))
    assert os.path.getmtime(copy.path) == os.path.getmtime(src)
