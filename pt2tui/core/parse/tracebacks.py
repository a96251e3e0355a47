"""Python tracebacks in text, read one way for every place pt2tui meets them.

The log's failure extractor (logtext), triage (triage_scan) and the trace's ``dynamo_error``
payloads (handlers) all read tracebacks with :func:`read_chain`. Callers differ only in how
a line is unwrapped (a ``[rankN]:`` or ``>>`` lead, a log prefix) and in when an exception
message ends; they pass those in.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .memo import TextMemo

TB_START = re.compile(r"^(?P<lead>[ \t>|+]*)Traceback \(most recent call last\):\s*$")
FRAME = re.compile(r'^\s*File "(?P<file>.*)", line (?P<line>\d+), in (?P<func>.*)$')
# "Type: message" or a bare "Type" (dotted names allowed)
EXC_LINE = re.compile(r"^(?P<type>[A-Za-z_][\w.]*)(?::(?: (?P<msg>.*))?)?$")
CHAIN_MARKERS = (
    "The above exception was the direct cause of the following exception:",
    "During handling of the above exception, another exception occurred:",
)


@dataclass(frozen=True, slots=True)
class Frame:
    """One frame of a Python traceback as printed."""

    file: str
    line: int
    func: str
    code: str  # the source line Python printed under it ("" when none)
    index: int  # of its `File "..."` line in the input


@dataclass(frozen=True, slots=True)
class Exc:
    """One exception of a (possibly chained) traceback. Indices are into the input lines."""

    start: int  # its "Traceback (most recent call last):" line
    frames: tuple[Frame, ...]
    exc_index: int | None  # its exception line; None when the output stops before one
    type: str | None
    message: tuple[str, ...]  # the text after "Type: ", then continuation lines
    end: int  # the first line after its message


# the line at index i, unwrapped (None: not part of this output)
TextAt = Callable[[int], "str | None"]
# whether line i (unwrapped text t) still belongs to the message being read
Continues = Callable[[int, str], bool]


def read_chain(
    n: int, text_at: TextAt, start: int, continues: Continues, max_message: int = 200
) -> tuple[list[Exc], int]:
    """Read the traceback whose header is line ``start`` and the tracebacks chained to it
    ("The above exception was the direct cause ..."). Returns (exceptions, next index)."""
    out: list[Exc] = []
    i = start
    while True:
        first = i
        i += 1
        frames: list[Frame] = []
        while i < n:
            t = text_at(i)
            if not t or not t[0].isspace():
                break
            fm = FRAME.match(t)
            if fm is not None:
                frames.append(Frame(fm["file"], int(fm["line"]), fm["func"], "", i))
            elif frames and not frames[-1].code and set(t.strip()) - set("^~ "):
                f = frames[-1]
                frames[-1] = Frame(f.file, f.line, f.func, t.strip(), f.index)
            i += 1
        t = text_at(i) if i < n else None
        em = EXC_LINE.match(t.rstrip()) if t and t.strip() else None
        if em is None:
            out.append(Exc(first, tuple(frames), None, None, (), i))
            return out, i
        exc_index = i
        message = [em["msg"] or ""]
        i += 1
        while i < n and len(message) < max_message:
            t = text_at(i)
            if t is None or not continues(i, t):
                break
            message.append(t)
            i += 1
        out.append(Exc(first, tuple(frames), exc_index, em["type"], tuple(message), i))
        k = _skip_blank(n, text_at, i)
        if k < n and (text_at(k) or "").strip() in CHAIN_MARKERS:
            k = _skip_blank(n, text_at, k + 1)
            if k < n and TB_START.match(text_at(k) or ""):
                i = k
                continue
        return out, i


def _skip_blank(n: int, text_at: TextAt, i: int) -> int:
    while i < n and (text_at(i) or "").strip() == "":
        i += 1
    return i


def lines_at(lines: Sequence[str]) -> TextAt:
    return lambda i: lines[i]


def ends_message(t: str, next_text: str | None) -> bool:
    """The common end of an exception message: another traceback, a chain marker, an
    "Exception ignored" line, or a blank line followed by the end, a blank line, a chain
    marker or a traceback."""
    s = t.strip()
    if TB_START.match(t) or s in CHAIN_MARKERS or s.startswith("Exception ignored"):
        return True
    if s:
        return False
    if next_text is None or not next_text.strip():
        return True
    return next_text.strip() in CHAIN_MARKERS or TB_START.match(next_text) is not None


def last_frame_summary(frames: Sequence[Frame]) -> str:
    """``assert not buf0.isnan().any().item()  (/tmp/x.py:113 in call)`` for the last frame."""
    if not frames:
        return ""
    f = frames[-1]
    where = f"({f.file}:{f.line} in {f.func})"
    return f"{f.code}  {where}" if f.code else where


# exception_of's last answers: the same error text comes again and again (every rank, every
# recompile that fails alike), and reading a long one costs ~1 ms. A dynamo_error's text is
# often over 64 kB (the error, then the whole traceback with its frames' code): 8 texts of
# 3-106 kB made the bench trace's 96 failures, each read again at 0.3 ms
_SEEN: TextMemo[tuple[str, str]] = TextMemo(64, 8 << 20)


def exception_of(text: str) -> tuple[str, str]:
    """(type, message) of the exception a traceback text ends with; ("", last line) when
    there is none. Text before the first traceback header (torch prints the error first
    in dynamo_error payloads) is not looked at when a traceback follows."""
    return _SEEN.get(text, _exception_of)


def _exception_of(text: str) -> tuple[str, str]:
    lines = text.split("\n")
    n = len(lines)
    text_at = lines_at(lines)
    found: Exc | None = None
    i = 0
    while i < n:
        if TB_START.match(lines[i]):
            # the message runs on to the end of the text, or to a traceback chained to it
            chain, i = read_chain(n, text_at, i, _not_a_new_traceback, max_message=n)
            if chain[-1].type is not None:
                found = chain[-1]
            continue
        i += 1
    if found is not None and found.type is not None:
        rest = [x for x in found.message[1:] if x.strip() and not x.startswith("Set TORCHDYNAMO")]
        return found.type, "\n".join([found.message[0], *rest]).strip()
    return _bare_exception(lines)


def _not_a_new_traceback(i: int, t: str) -> bool:
    return not TB_START.match(t) and t.strip() not in CHAIN_MARKERS


_BARE_EXC = re.compile(r"^([A-Za-z_][\w.]*(?:Error|Exception|Failed|Interrupt|Exit)\w*)(?::\s?(.*))?$")


def _bare_exception(lines: list[str]) -> tuple[str, str]:
    """An exception line with no traceback header (an error printed on its own)."""
    for i, ln in enumerate(lines):
        if not ln.strip() or ln.startswith((" ", "\t")):
            continue
        m = _BARE_EXC.match(ln.strip())
        if m:
            rest = [x for x in lines[i + 1 :] if x.strip() and not x.startswith("Set TORCHDYNAMO")]
            return m.group(1), "\n".join([m.group(2) or ""] + rest).strip()
    last = next((ln.strip() for ln in reversed(lines) if ln.strip()), "")
    return "", last
