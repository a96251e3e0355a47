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


def test_a_line_start_after_long_lines(tmp_path):
    """``_line_start_after`` (the prescan's piece cuts): the first line start after ``pos``
    within 1 MB and before ``limit``, whatever the lines' lengths (its reads grow 16 kB, 128 kB,
    1 MB: a metrics line is 30-45 kB)."""
    lines = [b"a" * n + b"\n" for n in (10, 40_000, 200_000, 2_000_000, 5, 70_000)]
    data = b"".join(lines)
    p = tmp_path / "t"
    p.write_bytes(data)
    starts = [0]
    for ln in lines:
        starts.append(starts[-1] + len(ln))
    rng = random.Random(7)
    with open(p, "rb") as f:
        fd = f.fileno()
        for pos in [0, 11, 12, 40_000, 40_011, 240_012, 1_000_000, len(data) - 3] + [
            rng.randrange(len(data)) for _ in range(200)
        ]:
            for limit in (len(data), pos + 1, pos + 50_000, pos + (1 << 20) + 5):
                nxt = next((s for s in starts if s > pos), None)
                want = nxt if nxt is not None and nxt - pos <= 1 << 20 and nxt < limit else None
                assert segment._line_start_after(fd, pos, min(limit, len(data))) == (
                    want if want is None or want < min(limit, len(data)) else None
                ), (pos, limit)
