"""Crashes in process output: faulthandler's "Fatal Python error" block, and the torchrun
(torch.distributed.elastic) summary of a rank killed by a signal.

With ``PYTHONFAULTHANDLER=1`` (``pt2tui run`` and every rerun set it) a process killed by
SIGSEGV, SIGABRT, SIGBUS, SIGFPE or SIGILL writes, before it dies::

    Fatal Python error: Segmentation fault

    Thread 0x00007f151e37e6c0 (most recent call first):
      File ".../concurrent/futures/thread.py", line 81 in _worker
      ...

    Current thread 0x00007f153f049b80 (most recent call first):
      File ".../ctypes/__init__.py", line 519 in string_at
      File "/home/dev/train.py", line 475 in step
      ...

    Extension modules: torch._C, ... (total: 13)

The crashed thread is the ``Current thread`` one (``Stack`` when faulthandler dumps one thread).
It becomes a Failure typed by the signal, whose ``where`` is the innermost user frame (not the
standard library, site-packages or torch) and whose ``stack`` is the crashed thread's frames,
outermost first; the whole block is its traceback.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .types import Failure, Frame

FATAL_RE = re.compile(r"^\s*Fatal Python error: (?P<what>[^:]+?)\s*$")
SIGNALS = {
    "Segmentation fault": "SIGSEGV",
    "Aborted": "SIGABRT",
    "Bus error": "SIGBUS",
    "Floating point exception": "SIGFPE",
    "Illegal instruction": "SIGILL",
}
_THREAD_RE = re.compile(
    r"^\s*(?P<which>Current thread|Thread|Stack)(?: 0x[0-9a-fA-F]+)?(?: \[[^\]]*\])?"
    r" \(most recent call first\):\s*$"
)
_FRAME_RE = re.compile(r'^\s+File "(?P<file>.*)", line (?P<line>\d+) in (?P<func>.*?)\s*$')
_MORE_RE = re.compile(r"^\s+(<no Python frame>|\.\.\.|<truncated>)\s*$")
_END_RE = re.compile(r"^\s*(Extension modules: |Garbage-collecting|Python runtime state: )")
# torchrun's failure summary: "  rank      : 1 (local_rank: 1)", "  exitcode  : -11 (pid: 42)"
ELASTIC_RANK_RE = re.compile(r"^\s*rank\s*: (?P<rank>\d+) \(local_rank: \d+\)\s*$")
ELASTIC_EXIT_RE = re.compile(r"^\s*exitcode\s*: (?P<code>-?\d+) \(pid: (?P<pid>\d+)\)")
_NOT_USER = ("/site-packages/", "/dist-packages/", "/lib/python3", "<frozen ", "/torch/", "<string>")


def is_user_file(filename: str) -> bool:
    return not any(s in filename for s in _NOT_USER) and not filename.startswith("torch/")


def read_fatal_error(
    texts: Sequence[str], start: int, rank: int | None = None
) -> tuple[Failure, int] | None:
    """The faulthandler block whose "Fatal Python error" line is ``texts[start]``: (failure,
    index after the block); None when that line is not one of the signals above."""
    m = FATAL_RE.match(texts[start])
    if m is None or m.group("what") not in SIGNALS:
        return None
    what = m.group("what")
    sig = SIGNALS[what]
    n = len(texts)
    i = start + 1
    crashed: list[Frame] = []  # most recent first, as printed
    current = False
    end = i
    while i < n:
        t = texts[i]
        if _END_RE.match(t):
            end = i + 1
            break
        tm = _THREAD_RE.match(t)
        if tm is not None:
            current = tm.group("which") in ("Current thread", "Stack")
            end = i = i + 1
            continue
        fm = _FRAME_RE.match(t)
        if fm is not None:
            if current:
                crashed.append(Frame(fm.group("file"), int(fm.group("line")), fm.group("func")))
            end = i = i + 1
            continue
        if not t.strip() or _MORE_RE.match(t):
            i += 1
            continue
        break  # the block ended without its "Extension modules" line
    stack = tuple(reversed(crashed))  # outermost first
    where = next((f for f in crashed if is_user_file(f.filename)), crashed[0] if crashed else None)
    if where is not None:
        reason = f"{what} ({sig}) in {where.name} at {where.filename}:{where.line}"
    else:
        reason = f"{what} ({sig}); faulthandler printed no Python frame"
    block = "\n".join(texts[start:end]).rstrip()
    failure = Failure(None, rank, sig, reason, "log", block, where=where, stack=stack)
    return failure, end


def read_elastic_failure(texts: Sequence[str], start: int) -> tuple[int, int, str] | None:
    """(rank, pid, signal) from a torchrun summary entry whose "rank :" line is ``start``,
    when its exitcode says it was killed by a signal."""
    rm = ELASTIC_RANK_RE.match(texts[start])
    if rm is None or start + 1 >= len(texts):
        return None
    em = ELASTIC_EXIT_RE.match(texts[start + 1])
    if em is None or int(em.group("code")) >= 0:
        return None
    import signal

    num = -int(em.group("code"))
    try:
        name = signal.Signals(num).name
    except ValueError:
        name = f"signal {num}"
    return int(rm.group("rank")), int(em.group("pid")), name
