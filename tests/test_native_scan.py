"""The native scanner (pt2tui/core/_scan.c) and the bulk chromium events it gives builders.

Records: tests/test_trace_fast.py checks both ways of the parser against the reference on every
real trace, random chunkings, mutated and random bytes. Here: that the scanner is built where
pt2tui was installed with a compiler (else every test above checked pure Python only), and that
a Run built from LiteRuns (``TraceParser(lite=True)``, what the follower uses) equals the Run
built record by record, whatever the read size, with and without md5 checks.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from conftest import CORPUS, REPO, corpus_traces, sample_traces

from pt2tui.core.model.builder import RunBuilder, TraceContext
from pt2tui.core.parse import native
from pt2tui.core.parse.records import LiteRun
from pt2tui.core.parse.trace import TraceParser
from pt2tui.sources import follower as follow
from pt2tui.sources.load import load_run

needs_native = pytest.mark.skipif(native._mod is None, reason="native scanner not built")


def test_native_scanner_is_built_unless_asked_not_to() -> None:
    if any(os.environ.get(v, "") not in ("", "0") for v in ("PT2TUI_NO_NATIVE", "PT2TUI_PURE_PARSER")):
        assert not native.native_available()
        assert native.native_reason().endswith(" is set")
    else:
        assert native.native_available(), (
            "pt2tui/core/parse/_scan.c was not built: `pip install -e .` needs a C compiler; "
            f"without it pt2tui parses in pure Python (same records, slower): {native.native_reason()}"
        )
        assert native.native_reason() is None
        assert native.describe() == "native"


def _build(path: Path, *, lite: bool, verify: bool, chunk: int):
    b = RunBuilder()
    p = TraceParser(str(path), verify=verify, lite=lite)
    ctx = TraceContext(str(path), p.strings)
    data = path.read_bytes()
    kinds = set()
    for i in range(0, len(data), chunk):
        recs = p.feed(data[i : i + chunk])
        kinds.update(type(r) for r in recs)
        b.add_trace_records(ctx, recs)
    b.add_trace_records(ctx, p.close())
    b.add_problems(p.problems)
    return b.snapshot(), kinds


TRACES = sample_traces() + corpus_traces()


@needs_native
@pytest.mark.parametrize("trace", TRACES, ids=lambda p: "/".join(p.parts[-3:]))
def test_bulk_chromium_events_build_the_same_run(trace: Path) -> None:
    for verify, chunk in ((False, 1 << 30), (True, 1 << 30), (False, 4099), (True, 65_537)):
        want, _ = _build(trace, lite=False, verify=verify, chunk=chunk)
        got, kinds = _build(trace, lite=True, verify=verify, chunk=chunk)
        assert got == want, (verify, chunk)
        if want.chromium_events:
            assert LiteRun in kinds  # the bulk path was taken


@needs_native
def test_bulk_md5_checks_report_what_record_checks_report(tmp_path: Path) -> None:
    src = max(sample_traces(), key=lambda p: p.stat().st_size)
    data = bytearray(src.read_bytes())
    # corrupt the payload of some chromium events: their md5 checks must fail the same way
    k = 0
    for _ in range(5):
        k = data.index(b'{"chromium_event": {}', k) + 10
        nl = data.index(b"\n\t", k)
        data[nl + 3] ^= 1
    bad = tmp_path / "bad.log"
    bad.write_bytes(bytes(data))
    want, _ = _build(bad, lite=False, verify=True, chunk=1 << 30)
    got, _ = _build(bad, lite=True, verify=True, chunk=1 << 30)
    assert got.problems == want.problems
    assert sum("md5 mismatch in chromium_event" in p.what for p in got.problems) == 5


@pytest.mark.parametrize("name", ["breaks_and_recompiles", "compile_error"])
def test_small_reads_join_debug_dirs_as_one_read_does(monkeypatch, name: str) -> None:
    """A follower that has read only part of the trace must not attach a debug dir that the
    stderr log already names to the run instead of its compile (it waits for the compile)."""
    path = REPO / "sample_traces" / "cpu" / name
    whole = load_run(str(path))
    monkeypatch.setattr(follow, "READ_STEP", 64 << 10)
    bit_by_bit = load_run(str(path))
    assert bit_by_bit == whole
    assert [a.name for a in bit_by_bit.run_artifacts] == [a.name for a in whole.run_artifacts]
    assert not any(a.kind == "debug_dir" for a in whole.run_artifacts)


@pytest.mark.skipif(not (CORPUS / "gpu-h100").is_dir(), reason="no ../shared/corpus")
def test_pure_python_and_native_load_the_gpu_corpus_alike() -> None:
    for d in sorted((CORPUS / "gpu-h100").iterdir()):
        if not d.is_dir():
            continue
        with native.pure_python():
            want = load_run(str(d), verify=False)
        assert load_run(str(d), verify=False) == want, d.name


RUN_DIRS = sorted({p.parents[1] for p in sample_traces()})


@needs_native
@pytest.mark.parametrize("run_dir", RUN_DIRS, ids=lambda p: p.name)
def test_summary_json_same_both_ways(run_dir: Path, capsys) -> None:
    """`summary --json` of every sample, byte for byte, read natively and in pure Python (the
    records the native module builds, its bulk events, its md5 checks and prescan)."""
    from pt2tui.cli import main

    outs = []
    for on in (True, False):
        was = native.use_native(on)
        try:
            assert main(["summary", str(run_dir), "--json"]) == 0
        finally:
            native.use_native(was)
        outs.append(capsys.readouterr().out)
    assert outs[0] == outs[1]


def test_use_native_switches_every_native_function() -> None:
    from pt2tui.core.parse import payloads, segment, trace

    with native.pure_python():
        assert not native.native_available()
        assert native.native_reason()
        assert native.describe().startswith("pure Python: ")
        data = (REPO / "sample_traces" / "cpu" / "restart_once").glob("trace/*.log")
        path = str(next(data))
        p = trace.TraceParser(path, verify=True)
        recs = list(trace.iter_trace_file(path, parser=p))
        assert recs and not p.problems
        assert payloads.span_md5(b"\tab\n", 0, 4) == payloads.md5_hex(b"ab")
        assert segment.prescan(path, 100)[0] >= 1


# -- profiler traces (kineto.py): the events the native module decodes ---------------------------
PROFILES = sorted(REPO.glob("sample_traces/**/profile/*.json*"))


def _events(path: Path | None = None, data: bytes | None = None) -> tuple:
    import io

    from pt2tui.core.parse import kineto

    info = kineto.ReadInfo()
    f = open(path, "rb") if path is not None else io.BytesIO(data)  # noqa: SIM115
    with f:
        evs = list(kineto.iter_events(f, info))
    return evs, info.meta, info.cut, info.not_trace, info.events, info.bad_events


def _both(**kw) -> None:
    got = _events(**kw)
    with native.pure_python():
        want = _events(**kw)
    assert got == want
    assert [list(e) for e in got[0]] == [list(e) for e in want[0]]  # key order too


@needs_native
@pytest.mark.parametrize("path", PROFILES, ids=lambda p: "/".join(p.parts[-4:]))
def test_profiler_events_same_both_ways(path: Path) -> None:
    _both(path=path)


@needs_native
def test_profiler_events_json_leaves_to_python_and_cut_files() -> None:
    """What the tokenizer leaves to json (non-ASCII text, NaN, big ints, duplicate keys, lone
    surrogates, bad escapes), and a file cut at every byte of its events: the same events."""
    evs = [
        b'{"name": "k\\u00e9rnel", "ph": "X", "ts": 1.5e3, "dur": -0, "args": {"a": [1, 2.25, null]}}',
        '{"name": "caf\u00e9", "ts": 2}'.encode(),
        b'{"name": "n", "ts": NaN}',
        b'{"name": "big", "id": 123456789012345678901234567890}',
        b'{"name": "dup", "ts": 1, "ts": 2}',
        b'{"name": "\\ud83d\\ude00 pair", "ts": 3}',
        b'{"name": "lone \\udc00", "ts": 4}',
        b'{"name": "tab\\tand \\"quotes\\" \\/ \\\\", "ts": 5, "f": true, "g": false}',
        b'[1, 2]',
        b'{"name": "last", "ts": 6e-7}',
    ]
    doc = b'{"schemaVersion": 1, "traceEvents": [' + b", ".join(evs) + b'], "traceName": "t"}'
    _both(data=doc)
    for cut in range(30, len(doc), 7):
        _both(data=doc[:cut])
