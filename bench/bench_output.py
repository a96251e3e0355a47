"""Chatty programs (bench/RESULTS.md, "Output in bounded memory"): seconds and peak RSS of

* `pt2tui run --no-tui` of a program that prints N MB of short lines (and one of a long line),
  against the program alone (its output to /dev/null): the ratio is what pt2tui adds;
* `pt2tui summary` of a TORCH_LOGS text log of N MB (two records, chatter between), against
  reading the file in 1 MB chunks and counting its lines in Python;
* `pt2tui summary` of a trace whose ``str`` record is one line of N MB, default jobs and
  `--jobs 1`.

    python bench/bench_output.py [--mb 100] [--mb 200]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PT2TUI = [sys.executable, "-m", "pt2tui"]
ENV = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
SAMPLE = REPO / "sample_traces" / "cpu" / "fullgraph_break" / "trace"

PROG = """
    import sys
    line = "x" * 70 + " step loss 0.25\\n"
    chunk = line * 1000
    if {long}:
        sys.stdout.write("y" * ({mb} * 1_000_000) + "\\n")
    else:
        for _ in range({mb} * 1_000_000 // len(chunk)):
            sys.stdout.write(chunk)
"""


def _wait4(cmd: list[str], cwd: Path) -> tuple[float, float]:
    """(seconds, peak RSS MB) of a whole process; its output to /dev/null."""
    t = time.monotonic()
    p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV, cwd=cwd)
    _, status, ru = os.wait4(p.pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, cmd
    return time.monotonic() - t, ru.ru_maxrss / 1024


def bench_run(tmp: Path, mb: int, long: bool) -> None:
    prog = tmp / f"chatty_{mb}_{int(long)}.py"
    prog.write_text(textwrap.dedent(PROG.format(mb=mb, long=long)))
    alone, _ = _wait4([sys.executable, str(prog)], tmp)
    s, rss = _wait4([*PT2TUI, "run", "--no-tui", "--runs-dir", str(tmp / "runs"), str(prog)], tmp)
    what = f"one line of {mb} MB" if long else f"{mb} MB of lines"
    print(f"run --no-tui, {what}: program alone {alone:.2f} s, pt2tui {s:.2f} s ({s / alone:.1f}x), "
          f"peak RSS {rss:.0f} MB")  # fmt: skip


def bench_summary_log(tmp: Path, mb: int) -> None:
    log = tmp / f"big_{mb}.log"
    rec = b"V1122 04:08:44.414000 1234 torch/_dynamo/convert_frame.py:12] [0/%d] torchdynamo start compiling\n"
    chatter = b"".join(b"epoch 1 step %06d loss=0.2351 lr=3.0e-4 tok/s=12345\n" % i for i in range(10_000))
    with open(log, "wb") as f:
        f.write(rec % 0)
        for _ in range(mb * 1_000_000 // len(chatter)):
            f.write(chatter)
        f.write(rec % 1)
    t = time.monotonic()
    n = 0
    with open(log, "rb") as f:
        while chunk := f.read(1 << 20):
            n += chunk.count(b"\n")
    base = time.monotonic() - t
    s, rss = _wait4([*PT2TUI, "summary", str(log)], tmp)
    print(f"summary of a {mb} MB TORCH_LOGS text: reading it {base:.2f} s, pt2tui {s:.2f} s "
          f"({s / base:.1f}x), peak RSS {rss:.0f} MB")  # fmt: skip


def bench_str_line(tmp: Path, mb: int) -> None:
    head = next(SAMPLE.glob("*.log")).read_bytes()
    path = tmp / f"dedicated_log_torch_trace_long_{mb}.log"
    with open(path, "wb") as f:
        f.write(head + b'V1124 04:36:26.298000 6602 torch/_logging/structured.py:28] {"str": ["')
        for _ in range(mb):
            f.write(b"a" * 1_000_000)
        f.write(b'", 7]}\n' + head)
    d, drss = _wait4([*PT2TUI, "summary", str(path)], tmp)
    one, orss = _wait4([*PT2TUI, "summary", "--jobs", "1", str(path)], tmp)
    print(f"summary of a trace with a {mb} MB str line: default jobs {d:.2f} s ({drss:.0f} MB), "
          f"--jobs 1 {one:.2f} s ({orss:.0f} MB), {d / one:.2f}x")  # fmt: skip


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=int, action="append")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory(prefix="pt2tui-bench-output-") as d:
        tmp = Path(d)
        for mb in args.mb or [100]:
            bench_run(tmp, mb, long=False)
            bench_run(tmp, mb, long=True)
            bench_summary_log(tmp, mb)
            bench_str_line(tmp, mb)


if __name__ == "__main__":
    main()
