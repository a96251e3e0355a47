"""Two native passes of issue 49 checked against independent code:

- ``md5_many`` (_native/md5_many.h): the md5s of many payloads at once, in the lanes of a vector
  register, against hashlib on each payload's text, on every vector path this CPU has (AVX-512VL,
  AVX2, one message at a time; ``PT2TUI_MD5_LANES`` picks, in a child process), and None
  wherever ``md5_payload`` says None;
- ``prescan_lines`` (_native/prescan.h): the state at a segment's start read in one pass,
  several pieces at once on threads, against the pure-Python prescan on the real traces, with
  windows small enough that lines cross them and lines longer than a window.
"""

from __future__ import annotations

import hashlib
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO, sample_traces

from pt2tui.core.parse import native, payloads, segment

needs_native = pytest.mark.skipif(native._mod is None, reason="native scanner not built")


def _payload(text: bytes) -> bytes:
    """A payload as TORCH_TRACE writes it: each line of ``text`` after a TAB."""
    return b"".join(b"\t" + line + b"\n" for line in text.split(b"\n"))


def _texts() -> list[bytes]:
    rnd = random.Random(49)
    sizes = [*range(0, 200), 447, 448, 503, 504, 511, 512, 513, 4095, 4096, 8191, 8192]
    sizes += [rnd.randint(0, 200_000) for _ in range(40)]
    out = []
    for n in sizes:  # lines of every length: empty ones, short ones, and some over 64 bytes
        words = []
        while sum(map(len, words)) < n:
            k = rnd.choice((0, 1, 7, 40, 63, 64, 65, 130, 300))
            words.append(bytes(rnd.choice(b"abcdefgh {}()[]") for _ in range(k)) + b"\n")
        out.append(b"".join(words)[:n])
    return out


_CHILD = """
import hashlib, json, random, sys
from pt2tui.core.parse import _scan
texts = [bytes.fromhex(h) for h in json.load(sys.stdin)]
pay = lambda t: b"".join(b"\\t" + l + b"\\n" for l in t.split(b"\\n"))
spans = [(pay(t), 0, len(pay(t))) for t in texts]
order = list(range(len(spans)))
random.Random(1).shuffle(order)
got = _scan.md5_many([spans[i] for i in order])
back = [None] * len(spans)
for i, h in zip(order, got):
    back[i] = h
print(json.dumps([_scan.md5_lanes(), back == [hashlib.md5(t).hexdigest() for t in texts]]))
"""


@needs_native
@pytest.mark.parametrize("lanes", ["", "avx2", "0"], ids=["best", "avx2", "one-at-a-time"])
def test_md5_many_is_hashlib_on_every_vector_path(lanes: str) -> None:
    """Each payload's md5 as hashlib gives it for the payload's text, however many at once and in
    whatever order (lanes take new messages as theirs end), on each path this CPU runs."""
    import json

    env = {**os.environ, "PT2TUI_MD5_LANES": lanes} if lanes else dict(os.environ)
    env.pop("PT2TUI_MD5_LANES", None) if not lanes else None
    texts = _texts()
    out = subprocess.run(
        [sys.executable, "-c", _CHILD], input=json.dumps([t.hex() for t in texts]), env=env,
        capture_output=True, text=True, timeout=120, check=True,
    )  # fmt: skip
    which, same = json.loads(out.stdout)
    assert same, f"md5_many differs from hashlib on the {which or 'one-at-a-time'} path"
    if lanes == "0":
        assert which == ""
    elif lanes == "avx2":
        assert which in ("avx2", "")  # (a CPU without AVX2: one at a time)


@needs_native
def test_md5_many_says_none_where_md5_payload_does() -> None:
    """Not a payload md5_payload hashes ("\\r" anywhere, a line without its TAB, no final
    newline, an empty or reversed span): None, in its place among good ones, long or short."""
    good = _payload(b"x" * 300 + b"\n" + b"y" * 70)
    long = b"a" * 5000
    bad = [
        (b"\tab\r\n", 0, 5),
        (_payload(long[:2000] + b"\r" + long[2000:]), 0, len(_payload(long)) + 1),  # "\r" deep inside
        (_payload(long) + b"zz\n", 0, len(_payload(long)) + 3),  # a last line without its TAB
        (_payload(long)[:-1], 0, len(_payload(long)) - 1),  # no final newline
        (b"\tab\n", 4, 4),
        (b"\tab\n", 3, 1),
        (b"\tab\n", 0, 99),
    ]
    spans = []
    for b in bad:
        spans += [(good, 0, len(good)), b]
    got = native.md5_many(spans)
    want = [native.md5_payload(*s) if 0 <= s[1] < s[2] <= len(s[0]) else None for s in spans]
    assert got == want
    assert got[0::2] == [hashlib.md5(b"x" * 300 + b"\n" + b"y" * 70).hexdigest()] * len(bad)
    assert all(h is None for h in got[1::2])


@needs_native
def test_md5_batch_of_real_payloads_is_span_md5() -> None:
    """The large payloads of a real trace, damaged ones among them: Md5Batch (md5_many) gives
    what span_md5 gives one at a time, with the helper thread and without."""
    trace = sorted((REPO / "sample_traces" / "cpu" / "breaks_and_recompiles" / "trace").glob("*.log"))
    if not trace:
        pytest.skip("sample trace missing")
    data = bytearray(trace[0].read_bytes() * 2)
    found = [m for m in re.finditer(rb"\n((?:\t[^\n]*\n)+)", bytes(data)) if m.end(1) - m.start(1) >= 1000]
    assert len(found) >= 8
    for m in found[::3]:  # a changed byte: its md5 differs from has_payload's, not from span_md5's
        data[m.start(1) + 50] = ord("Z")
    data = bytes(data)
    spans = [(data, m.start(1), m.end(1), data.count(b"\n", m.start(1), m.end(1))) for m in found]
    want = [payloads.span_md5(*s) for s in spans]
    for early in (False, True):
        assert payloads.Md5Batch(spans, early).result() == want


# -- prescan ---------------------------------------------------------------------------------------
def _points(path: Path, n: int) -> list[int]:
    size = path.stat().st_size
    return sorted({segment.record_boundary(str(path), size * k // n, size) for k in range(1, n)} - {size})


TRACES = [p for p in sample_traces() if p.stat().st_size > 50_000][::3]


@needs_native
@pytest.mark.parametrize("trace", TRACES, ids=lambda p: "/".join(p.parts[-3:]))
def test_prescan_native_is_pure_python(trace: Path, monkeypatch) -> None:
    """The state at each segment start: the same line numbers and str tables as the pure-Python
    prescan, on one thread and several, with windows of 4 KB (lines cross them; lines longer
    than a window are read on their own); the ranks native alone reads agree between the two."""
    points = _points(trace, 7)
    with native.pure_python():
        pure = segment.prescan_points(str(trace), points)
    one = segment.prescan_points(str(trace), points)
    monkeypatch.setattr(segment, "PRESCAN_CHUNK", 4096)
    monkeypatch.setattr(segment, "PRESCAN_PIECE_MIN", 8192)
    many = segment.prescan_points(str(trace), points, threads=3)
    for p in points:
        assert one[p][:2] == pure[p][:2] == many[p][:2], p
        assert one[p][2] == many[p][2]


@needs_native
def test_prescan_of_a_line_longer_than_the_window(tmp_path: Path, monkeypatch) -> None:
    """A str record and another record longer than the window: the str entry kept, the other
    read past; the line numbers and ranks after them as the pure-Python prescan and the parser
    have them."""
    src = next(p for p in sample_traces() if b'{"str"' in p.read_bytes())
    data = src.read_bytes()
    first_str = re.search(rb'(?m)^[^\t\n][^\n]*\] \{"str": \["([^"\\]*)", (\d+)\]\}\n', data)
    assert first_str is not None
    head = data[: first_str.start()]
    long_name = "p" * 20_000
    line = first_str.group(0).replace(first_str.group(1), long_name.encode())
    rec = re.search(rb'(?m)^[^\t\n][^\n]*\] \{"dynamo_start"[^\n]*\n', data)
    assert rec is not None
    bulky = rec.group(0)[:-2] + b', "pad": "' + b"q" * 30_000 + b'"}\n'
    path = tmp_path / "long_lines.log"
    path.write_bytes(head + line + bulky + data[first_str.end() :])
    end = path.stat().st_size
    points = [len(head) + len(line), len(head) + len(line) + len(bulky), end]
    with native.pure_python():
        pure = segment.prescan_points(str(path), points)
    monkeypatch.setattr(segment, "PRESCAN_CHUNK", 4096)
    got = segment.prescan_points(str(path), points, threads=2)
    for p in points:
        assert got[p][:2] == pure[p][:2]
    assert got[end][1][int(first_str.group(2))] == long_name
    assert got[end][0] == data.count(b"\n") + 1 + 1  # (one more line: the bulky record)


@needs_native
def test_small_payload_checks_hashed_together_find_every_mismatch(tmp_path: Path) -> None:
    """The scanner hashes the small payloads of a chunk together (lite chromium events and built
    records alike): every damaged one is reported, in the same place, as the pure-Python parser
    reports it; the intact ones are not."""
    from pt2tui.core.parse.trace import TraceParser

    src = next(p for p in sample_traces() if p.parents[1].name == "breaks_and_recompiles")
    data = bytearray(src.read_bytes())
    small = [m for m in re.finditer(rb"\n((?:\t[^\n]*\n)+)", bytes(data)) if 40 < len(m.group(1)) < 8192]
    kinds = set()
    for m in small[::4]:
        head = bytes(data[data.rfind(b"\n", 0, m.start()) + 1 : m.start()])
        kinds.add(re.search(rb'\] \{"(\w+)"', head).group(1))
        i = m.start(1) + 20
        while data[i] in b"\t\n\r":
            i += 1
        data[i] = ord("Z") if data[i] != ord("Z") else ord("Y")
    assert {b"chromium_event", b"artifact"} <= kinds
    path = tmp_path / "damaged.log"
    path.write_bytes(bytes(data))

    def read(chunk: int, lite: bool) -> list[str]:
        p = TraceParser(str(path), verify=True, lite=lite)
        whole = bytes(data)
        for i in range(0, len(whole), chunk):
            p.feed(whole[i : i + chunk])
        p.close()
        return [f"{x.where} {x.what}" for x in p.problems]

    for lite in (True, False):  # (lite: chromium events in runs, checked with the run)
        native_problems = read(1 << 20, lite)
        with native.pure_python():
            pure_problems = read(1 << 20, lite)
        assert native_problems == pure_problems
        assert sum("md5 mismatch" in x for x in native_problems) == len(small[::4])
        assert read(4096, lite) == native_problems
