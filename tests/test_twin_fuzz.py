"""The native and the pure-Python paths give the same results, types and orders included
(``fuzz_corpus.exact``: ``==`` would take 2**70 for 1.18e21 and 1 for 1.0), over the seeded
corpus of mutated real traces and profiler traces (tests/fuzz_corpus.py): the summary of a
TORCH_TRACE file (what the lite path reads: processes' times, problems ...) and a profiler
trace's columns and what the read said of it."""

from __future__ import annotations

import io

import pytest
from fuzz_corpus import exact, profile_cases, trace_cases

from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.parse import native
from pt2tui.core.parse.kineto import ReadInfo
from pt2tui.core.parse.kineto_columns import read_columns
from pt2tui.sources.load import load_run

pytestmark = [
    pytest.mark.usefixtures("private_cache"),
    pytest.mark.skipif(native.scan is None, reason="the native module is not built: no twin to compare"),
]


def _both(f, data):
    was = native.use_native(True)
    try:
        a = f(data)
        native.use_native(False)
        b = f(data)
    finally:
        native.use_native(was)
    return a, b


def _profile(data: bytes):
    info = ReadInfo()
    col = read_columns(io.BytesIO(data), info)
    return col, [info.meta, info.cut, info.not_trace, info.events, info.bad_events]


@pytest.mark.parametrize("part", range(3))
def test_profiler_traces_twins_exact(part):
    cases = profile_cases(300)[part::3]
    for name, data in cases:
        a, b = _both(_profile, data)
        assert (w := exact(a, b)) is None, f"{name}: {w}"


@pytest.mark.parametrize("part", range(3))
def test_torch_traces_twins_exact(part, tmp_path):
    path = tmp_path / "dedicated_log_torch_trace_x.log"

    def summary(data: bytes) -> dict:
        path.write_bytes(data)
        return summary_dict(load_run(str(path)), "x")

    for name, data in trace_cases(240)[part::3]:
        a, b = _both(summary, data)
        assert (w := exact(a, b)) is None, f"{name}: {w}"


def test_the_corpus_holds_what_it_is_for():
    """The cases that found the differences are in it: integers past 64 bits, a trace that ends
    in a record cut without its newline, an empty first name, nesting past the bound."""
    profiles = b"".join(d for _, d in profile_cases(300))
    assert b"18446744073709551616" in profiles and b'"name": ""' in profiles
    assert b"[" * 1100 in profiles
    traces = [d for _, d in trace_cases(240)]
    assert sum(not d.endswith(b"\n") for d in traces) > 40


def test_exact_tells_types_apart():
    assert exact({"a": [2**70]}, {"a": [float(2**70)]}) is not None
    assert exact([1], [True]) is not None and exact({"a": 1, "b": 2}, {"b": 2, "a": 1}) is not None
    assert exact([float("nan"), -0.0], [float("nan"), -0.0]) is None and exact(0.0, -0.0) is not None
