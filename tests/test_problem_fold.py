"""Problem lists are bounded like everything else read from input: past MAX_LIKE problems of one
kind the rest are one counted line ("N more like this, not listed (first at X, last at Y)"),
folded as they come (the parser's feed, the builder) so memory stays bounded, and folded exactly
however the file is cut (`--jobs N`: the same bytes for any N)."""

from __future__ import annotations

import json
import random
import re
import tracemalloc

from conftest import SAMPLES

from pt2tui.cli import main
from pt2tui.core.parse import problem_fold, trace
from pt2tui.core.parse.problem_fold import MAX_LIKE, Folded, ProblemFold, kind_of, unfolded
from pt2tui.core.parse.types import Problem
from pt2tui.sources import claims, parallel
from pt2tui.sources.load import load_run

SRC = SAMPLES / "restart_once" / "trace" / "dedicated_log_torch_trace_rank_0_5db3ptsp.log"
NAME = "dedicated_log_torch_trace_rank_0_x.log"


def _fold(items) -> list:
    out: list = []
    ProblemFold().extend(out, items)
    return out


def _shown(items) -> list[tuple[str, str]]:
    return [(p.where, p.what) for p in unfolded(items)]


def test_kinds_are_the_templates_first_words():
    assert kind_of("not a TORCH_TRACE record (no glog prefix): ' '") == "not a"
    assert kind_of("compile [3/12] starts again in this process") == "compile [#/#]"
    assert kind_of("compile [!0/1_2] starts again") == "compile [!#/#_#]"
    assert kind_of("payload md5 mismatch in x: has_payload 9f") == "payload md5"
    assert kind_of("corrupt JSON envelope (unexpected character: line 1 column 9 (char 8))") == "corrupt JSON"


def test_folding_in_pieces_is_folding_at_once():
    """Any cut of a list, each piece folded apart, the pieces added in order: the same list."""
    r = random.Random(7)
    whats = ["not a TORCH_TRACE record: 'x'", "corrupt JSON envelope (e)", "payload md5 mismatch in x",
             "compile [0/0] starts again"]  # fmt: skip
    for _ in range(40):
        n = r.randrange(0, 5 * MAX_LIKE)
        seq = [Problem(f"f:{i}", r.choice(whats[: r.randrange(1, 5)])) for i in range(n)]
        whole = _fold(seq)
        cuts = sorted(r.sample(range(n + 1), min(n + 1, r.randrange(1, 8))))
        pieces = [seq[a:b] for a, b in zip([0, *cuts], [*cuts, n], strict=True)]
        # pieces folded apart, folded again in nested groups (segments of feeds, merged files)
        mid = [_fold(p) for p in pieces]
        k = r.randrange(len(mid) + 1)
        again = _fold([*_fold([x for p in mid[:k] for x in p]), *_fold([x for p in mid[k:] for x in p])])
        assert _shown(again) == _shown(whole)
        kinds = {kind_of(p.what) for p in seq}
        assert len(whole) <= len(kinds) * (MAX_LIKE + 1)
        assert sum(p.n if type(p) is Folded else 1 for p in whole) == n


def _segments(monkeypatch):
    monkeypatch.setattr(parallel, "PARALLEL_MIN_BYTES", 0)
    monkeypatch.setattr(parallel, "SPLIT_MIN_BYTES", 40_000)
    monkeypatch.setattr(parallel, "STATS", {"merged": 0, "reindexed": 0})
    front = claims.Claims.front  # this process takes the first segment only: the workers the rest
    monkeypatch.setattr(claims.Claims, "front", lambda self: None if self._ends[0] else front(self))
    return parallel.STATS


def _flooded() -> bytes:
    """Three copies of a real trace (its compile ids again: the builder's "starts again"), runs
    of blank-looking lines between records in every part of it (the parser's "not a TORCH_TRACE
    record"), a few records' JSON damaged ("corrupt JSON envelope") and a few payloads (md5)."""
    data = bytearray(SRC.read_bytes() * 3)
    r = random.Random(3)
    heads = [m.start() for m in re.finditer(rb"\n[VIWEC]\d{4} ", data)]
    for h in r.sample(heads, 12):
        j = data.find(b"] {", h, h + 300)
        if j > 0:
            data[j + 3 + r.randrange(1, 20)] ^= 1 << r.randrange(7)
    tabs = [m.start() for m in re.finditer(rb"\n\t[^\n]{40}", data)]
    for t in r.sample(tabs, 12):  # payloads damaged: their md5 ("payload md5 mismatch")
        data[t + 20] ^= 1
    for h in sorted(r.sample(heads, 30), reverse=True):  # 30 runs of 40 lines: 1,200 problems
        data[h + 1 : h + 1] = b" \n" * 40
    return bytes(data)


def _jobs_1_to_4(path, capsys) -> str:
    outs = []
    for jobs in (1, 2, 3, 4):
        assert main(["summary", str(path), "--json", "--jobs", str(jobs)]) == 0
        outs.append(capsys.readouterr().out)
    for jobs, out in zip((2, 3, 4), outs[1:], strict=True):
        assert out == outs[0], f"--jobs {jobs} differs from --jobs 1"
    return outs[0]


def test_every_kind_folded_the_same_for_jobs_1_to_4(parse_path, tmp_path, monkeypatch, capsys):
    """A bound of 1: the parser's kinds and the builder's ("starts again") fold across segments."""
    stats = _segments(monkeypatch)
    monkeypatch.setattr(problem_fold, "MAX_LIKE", 1)  # (the workers are forked: theirs too)
    monkeypatch.setattr(trace, "BATCH_MD5_MIN", 1000)  # larger payloads: hashed after the feed
    path = tmp_path / NAME
    path.write_bytes(_flooded())
    out = _jobs_1_to_4(path, capsys)
    assert stats["merged"] + stats["reindexed"] >= 3, "segments in other processes"
    whats = [p["what"] for p in json.loads(out)["problems"]]
    folded = {kind_of(w.split("): ", 1)[1]) for w in whats if "more like this" in w}
    assert folded == {"not a", "compile [#/#]", "corrupt JSON", "payload lines", "payload md5"}
    for k in folded:
        assert sum(kind_of(w) == k for w in whats) == 1


def test_a_flood_of_problems_is_bounded_and_the_same_for_jobs_1_to_4(tmp_path, monkeypatch, capsys):
    stats = _segments(monkeypatch)
    path = tmp_path / NAME
    path.write_bytes(_flooded())
    outs = [_jobs_1_to_4(path, capsys)]
    assert stats["merged"] + stats["reindexed"] >= 3, "segments in other processes"
    run = load_run(str(path), verify=False)
    blank = [p for p in run.problems if kind_of(p.what) == "not a" or p.what.endswith("(no glog prefix): ' '")]
    listed = [p for p in blank if p.what.startswith("not a")]
    (more,) = [p for p in blank if "more like this" in p.what]
    assert len(listed) == MAX_LIKE and run.problems.index(more) > run.problems.index(listed[-1])
    assert more.what.startswith(f"{30 * 40 - MAX_LIKE:,} more like this, not listed (first at {more.where}, ")
    line = [int(p.where.rsplit(":", 1)[1]) for p in listed]
    assert line == sorted(line) and int(more.where.rsplit(":", 1)[1]) > line[-1]  # the first 100 listed
    assert "starts again" in outs[0] and "corrupt JSON envelope" in outs[0]


def test_a_file_of_blank_looking_lines_is_read_in_bounded_memory(parse_path, tmp_path):
    """50,000 lines of " " among real records: one problem line each, before; now 101 kept and
    well under a MB held at once (16 MB before). Both paths (parse_path)."""
    data = SRC.read_bytes()
    cut = data.index(b"\nV", len(data) // 2) + 1
    path = tmp_path / NAME
    path.write_bytes(data[:cut] + b" \n" * 50_000 + data[cut:])
    tracemalloc.start()
    try:
        run = load_run(str(path), verify=False)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    blank = [p for p in run.problems if "no glog prefix" in p.what]
    assert len(blank) == MAX_LIKE + 1 and blank[-1].what.startswith(f"{50_000 - MAX_LIKE:,} more like this")
    assert peak < 4 << 20, f"{peak / 2**20:.1f} MB"  # (0.3 MB; 16 MB when every problem was kept)
