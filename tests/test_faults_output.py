"""Fault injection, chatty programs: output read and written in bounded memory. A program that
prints 100 MB, one line of 32 MB, a TORCH_LOGS text log of 100 MB, a trace whose ``str`` record
is one 100 MB line: peak RSS bounded, every line of output.log there, what matters (a traceback
at the end, the TORCH_LOGS records) still found. Speed is in bench/bench_output.py, not here."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest

from pt2tui.core.parse.linefold import KEEP_BEFORE, Elided, LineFold
from pt2tui.core.parse.logtext import LogTextParser

REPO = Path(__file__).resolve().parents[1]
ENV = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
RSS_MB = 250


# The command runs under a small Python that reports its children's peak RSS: a child forked
# straight from this test process would count this process's own RSS at the fork (Linux keeps
# the pre-exec high-water mark), hundreds of MB once an earlier test in the worker grew it.
_MEASURE = (
    "import resource, subprocess, sys\n"
    "code = subprocess.call(sys.argv[2:])\n"
    "open(sys.argv[1], 'w').write(str(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss))\n"
    "sys.exit(code if code >= 0 else 128 - code)\n"
)


def _wait4(cmd: list[str], cwd: Path) -> tuple[int, float, bytes]:
    """(exit code, peak RSS MB of the command and its children, stdout's last bytes)."""
    rss_file = cwd / f".peak_rss_{os.getpid()}"
    p = subprocess.Popen([sys.executable, "-c", _MEASURE, str(rss_file), *cmd], stdout=subprocess.PIPE,
                         stderr=subprocess.DEVNULL, env=ENV, cwd=cwd, start_new_session=True)  # fmt: skip
    timer = threading.Timer(600, lambda: os.killpg(p.pid, signal.SIGKILL))  # a test never hangs
    timer.start()
    tail = b""
    assert p.stdout is not None
    while chunk := p.stdout.read(1 << 16):
        tail = (tail + chunk)[-20000:]
    code = p.wait()
    timer.cancel()
    try:
        rss_kb = int(rss_file.read_text())
    finally:
        rss_file.unlink(missing_ok=True)
    return code, rss_kb / 1024, tail


def _accounted(items: list, lines: list[bytes], keep_all: int) -> None:
    """Every line once, in order: kept as it was (cut to its head when long) or in an Elided."""
    seen: list[int] = []
    for it in items:
        if isinstance(it, Elided):
            seen += range(it.first, it.first + it.count)
        else:
            k, ln = it
            assert ln[:1000] == lines[k - 1][:1000], k
            seen.append(k)
    assert seen == list(range(1, len(lines) + 1))


@pytest.mark.parametrize("chunk", [7, 4096, 1 << 20])
def test_a_folded_file_accounts_for_every_line_and_keeps_what_matters(chunk) -> None:
    lines = [b"step %d loss 0.%d" % (i, i % 97) for i in range(30_000)]
    lines[12_345] = b"Traceback (most recent call last):"
    lines[12_346] = b'  File "train.py", line 3, in <module>'
    lines[12_347] = b"    boom()"
    lines[12_348] = b"ZeroDivisionError: division by zero"
    lines[20_000] = b"W1122 04:08:44.414000 1234 torch/_dynamo/convert_frame.py:12] [0/1] recompiling"
    data = b"\n".join(lines) + b"\n"
    fold = LineFold(keep_all=1000)
    items: list = []
    for i in range(0, len(data), chunk):
        items += fold.feed(data[i : i + chunk])
    items += fold.feed(b"", eof=True)
    _accounted(items, lines, 1000)
    kept = {it[0] for it in items if not isinstance(it, Elided)}
    assert set(range(1, 1001)) <= kept  # the head whole
    assert set(range(12_346, 12_350)) <= kept and 20_001 in kept  # what matters
    assert set(range(30_001 - KEEP_BEFORE, 30_001)) <= kept  # the end
    assert len(kept) < 3000


def test_a_long_line_is_cut_to_its_head_in_bounded_memory() -> None:
    fold = LineFold(keep_all=10)
    items: list = []
    piece = b"a" * (1 << 20)
    for _ in range(64):  # one line of 64 MB, in 1 MB pieces
        items += fold.feed(piece)
    items += fold.feed(b"\nnext\n", eof=True)
    assert [k for k, _ in items] == [1, 2]
    assert len(items[0][1]) < 70_000 and items[0][1].endswith(b"more bytes of this line not kept]")
    assert items[1][1] == b"next"


def test_a_log_parser_over_a_folded_file_says_where_the_lines_are() -> None:
    p = LogTextParser("big.log")
    data = b"".join(b"line %d of chatter\n" % i for i in range(50_000)) + b"ValueError: at the end\n"
    msgs = p.feed(data, eof=True)
    marks = [m for m in msgs if m.text.startswith("[pt2tui: ")]
    assert marks and "not kept in memory: lines 20,001-" in marks[0].text and "of big.log" in marks[0].text
    assert msgs[-1].text == "ValueError: at the end" and msgs[-1].line == 50_001
    assert len(msgs) < 25_000


CHATTY = """
    import sys
    line = "x" * 70 + " step loss 0.25\\n"
    chunk = line * 1000
    for _ in range({n} // len(chunk)):
        sys.stdout.write(chunk)
    sys.stdout.write("y" * {long} + "\\n")  # one long line
    sys.stdout.flush()
    raise RuntimeError("the end of a chatty program")
"""


def test_a_program_printing_100mb_runs_in_bounded_memory(tmp_path) -> None:
    n, long = 100_000_000, 32 << 20
    (tmp_path / "chatty.py").write_text(textwrap.dedent(CHATTY.format(n=n, long=long)))
    cmd = [sys.executable, "-m", "pt2tui", "run", "--no-tui", "--runs-dir", str(tmp_path / "runs"), "chatty.py"]
    code, rss, tail = _wait4(cmd, tmp_path)
    assert code == 1, tail[-3000:]
    assert rss <= RSS_MB, f"peak RSS {rss:.0f} MB"
    rd = next((tmp_path / "runs").iterdir())
    lines = 0
    with open(rd / "output.log", "rb") as f:
        while chunk := f.read(1 << 22):
            lines += chunk.count(b"\n")
    per_line = len("x" * 70 + " step loss 0.25\n")
    chat = (n // (per_line * 1000)) * 1000
    long_pieces = -(-long // (1 << 20))  # a line over 1 MB held back is written in pieces
    assert chat + 1 <= lines <= chat + long_pieces + 10, lines  # + the traceback's lines
    assert b"RuntimeError: the end of a chatty program" in tail
    s = subprocess.run([sys.executable, "-m", "pt2tui", "summary", "--json", str(rd)], capture_output=True,
                       text=True, timeout=600, env=ENV)  # fmt: skip
    summary = json.loads(s.stdout)
    failures = json.dumps(summary.get("failures"))  # the traceback at the end was kept, and read
    assert "RuntimeError" in failures and "the end of a chatty program" in failures, failures[:2000]


def test_summary_of_a_100mb_torch_logs_text_in_bounded_memory(tmp_path) -> None:
    head = b"V1122 04:08:44.414000 1234 torch/_dynamo/convert_frame.py:12] [0/0] torchdynamo start compiling\n"
    chatter = b"".join(b"epoch 1 step %06d loss=0.2351 lr=3.0e-4 tok/s=12345\n" % i for i in range(10_000))
    log = tmp_path / "big.log"
    with open(log, "wb") as f:
        f.write(head)
        for _ in range(100_000_000 // len(chatter)):
            f.write(chatter)
        f.write(b"V1122 04:09:44.414000 1234 torch/_dynamo/convert_frame.py:12] [0/1] torchdynamo start compiling\n")
    code, rss, tail = _wait4([sys.executable, "-m", "pt2tui", "summary", "--json", str(log)], tmp_path)
    assert code == 0, tail[-2000:]
    assert rss <= RSS_MB, f"peak RSS {rss:.0f} MB"


def test_a_100mb_str_record_line_with_the_default_jobs(tmp_path) -> None:
    sample = sorted((REPO / "sample_traces" / "cpu" / "fullgraph_break" / "trace").glob("*.log"))
    if not sample:
        pytest.skip("samples missing")
    head = sample[0].read_bytes()
    path = tmp_path / "dedicated_log_torch_trace_long.log"
    with open(path, "wb") as f:
        f.write(head)
        f.write(b'V1124 04:36:26.298000 6602 torch/_logging/structured.py:28] {"str": ["')
        for _ in range(100):
            f.write(b"a" * 1_000_000)
        f.write(b'", 7]}\n')
        f.write(head)
    code, rss, tail = _wait4([sys.executable, "-m", "pt2tui", "summary", "--jobs", "2", str(path)], tmp_path)
    assert code == 0, tail[-2000:]
    assert rss <= RSS_MB, f"peak RSS {rss:.0f} MB"
