"""Where a big trace is cut for ``--jobs`` (core/parse/segment.py): the start of a record that
opens a compile is found from its marker (``_first_start``), where ``_START``'s lookahead at
every newline matches."""

from __future__ import annotations

import random
from pathlib import Path

from conftest import SAMPLES

from pt2tui.core.parse import segment


def _regex(data: bytes) -> int:
    m = segment._START.search(data)
    return -1 if m is None else m.start()


def test_the_same_place_as_the_regex_on_pieces_of_words():
    rng = random.Random(49)
    words = [b"\n", b"\t", b"a", b"] ", b'] {"dynamo_start"', b"x" * 50, b"x" * 260, b"V1124 ", b"\n\t", b"\n\n"]
    for _ in range(20_000):
        data = b"".join(rng.choice(words) for _ in range(rng.randrange(1, 30)))
        assert segment._first_start(data) == _regex(data), data


def test_the_same_place_as_the_regex_in_real_traces():
    files = sorted(p for p in Path(SAMPLES).rglob("*torch_trace*") if p.is_file())[:30]
    assert files
    for f in files:
        data = f.read_bytes()
        for k in range(0, len(data), max(1, len(data) // 40)):
            assert segment._first_start(data[k:]) == _regex(data[k:]), (f.name, k)


def test_read_a_step_at_a_time_the_same_place_as_the_window_at_once(tmp_path, monkeypatch):
    """``record_boundary`` reads the window a step at a time (each step again with the end of
    the one before): the same place as the regex on the window read at once, for steps that cut
    markers and line heads anywhere."""
    rng = random.Random(7)
    words = [b"\n", b"\t", b"a", b"] ", b'] {"dynamo_start"', b"x" * 50, b"x" * 260, b"V1124 ", b"\n\t"]
    blobs = [b"".join(rng.choice(words) for _ in range(rng.randrange(1, 60))) for _ in range(300)]
    blobs += [f.read_bytes() for f in sorted(Path(SAMPLES).rglob("*torch_trace*"))[:6] if f.is_file()]
    path = tmp_path / "t"
    for data in blobs:
        path.write_bytes(data)
        size = len(data)
        for target in sorted({1, size // 3, size // 2, max(1, size - 5)} | {rng.randrange(1, size + 1)}):
            whole = _regex(data[target - 1:target - 1 + segment.PREFER_WITHIN])
            for step in (1, 7, 64, 333, 4096):
                monkeypatch.setattr(segment, "START_STEP", step)
                got = segment.record_boundary(str(path), target, size)
                if whole >= 0:
                    assert got == target + whole, (target, step)
