"""`--jobs N` prints the same bytes for any N (sources/parallel.py's promise), on a damaged
trace whose problems come from both the parser (damaged records) and the builder (a compile id
twice in one file): each feed's problems go among its records in file order, so however the
file is cut into segments the list is in one order."""

from __future__ import annotations

import random
import re

import pytest
from conftest import SAMPLES

from pt2tui.cli import main
from pt2tui.sources import claims, parallel

SRC = SAMPLES / "restart_once" / "trace" / "dedicated_log_torch_trace_rank_0_5db3ptsp.log"


@pytest.fixture
def small_segments(monkeypatch):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "SPLIT_MIN_BYTES", 40_000)
    monkeypatch.setattr(parallel, "STATS", {"merged": 0, "reindexed": 0})
    front = claims.Claims.front  # this process takes the first segment only: the workers the rest
    monkeypatch.setattr(claims.Claims, "front", lambda self: None if self._ends[0] else front(self))
    return parallel.STATS


def _damaged(seed: int) -> bytes:
    """Three copies of a real trace (its compile ids again: the builder's problems), a few
    records' JSON damaged here and there (the parser's)."""
    data = bytearray(SRC.read_bytes() * 3)
    r = random.Random(seed)
    heads = [m.start() for m in re.finditer(rb"\n[VIWEC]\d{4} ", data)]
    for h in r.sample(heads, 25):
        j = data.find(b"] {", h, h + 300)
        if j > 0:
            data[j + 3 + r.randrange(1, 20)] ^= 1 << r.randrange(7)
    return bytes(data)


@pytest.mark.parametrize("seed", [1, 2])
def test_summary_bytes_identical_for_jobs_1_to_4(seed, tmp_path, small_segments, capsys):
    path = tmp_path / "dedicated_log_torch_trace_rank_0_x.log"
    path.write_bytes(_damaged(seed))
    outs = []
    for jobs in (1, 2, 3, 4):
        assert main(["summary", str(path), "--json", "--jobs", str(jobs)]) == 0
        outs.append(capsys.readouterr().out)
    assert small_segments["merged"] + small_segments["reindexed"] >= 3, "segments in other processes"
    assert "starts again" in outs[0] and "corrupt JSON envelope" in outs[0]
    for jobs, out in zip((2, 3, 4), outs[1:], strict=True):
        assert out == outs[0], f"--jobs {jobs} differs from --jobs 1"
