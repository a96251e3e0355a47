"""core/parse/kineto_columns.py: the columns hold exactly the events the per-event reader keeps
(core/model/profile_read.py), in the same order, on every real profiler trace in the samples."""

from __future__ import annotations

import glob
import io
import os

import pytest

from pt2tui.core.model.profile_read import read_profile
from pt2tui.core.parse.kineto import ReadInfo
from pt2tui.core.parse.kineto_columns import read_columns

HERE = os.path.dirname(os.path.abspath(__file__))
TRACES = sorted(glob.glob(os.path.join(HERE, "..", "sample_traces", "*", "*", "profile", "*.json.gz")))


@pytest.mark.parametrize("path", TRACES, ids=lambda p: "/".join(p.split(os.sep)[-4:-2]))
def test_columns_are_the_kept_events(path: str) -> None:
    with open(path, "rb") as f:
        t = read_profile(f, path)
    info = ReadInfo()
    with open(path, "rb") as f:
        col = read_columns(f, info)
    assert len(col) == len(t.events) > 0
    for i, e in enumerate(t.events):
        assert col.row(i) == (e.ts, e.dur, e.name, e.cat, e.tid, e.stream, e.corr, e.args), i


def test_cut_and_not_a_trace() -> None:
    path = TRACES[0]
    raw = open(path, "rb").read()
    info = ReadInfo()
    col = read_columns(io.BytesIO(raw[: len(raw) // 2]), info)
    assert info.cut and len(col) > 0
    info = ReadInfo()
    assert len(read_columns(io.BytesIO(b'{"a": 1}'), info)) == 0 and info.not_trace
