"""Lines of a text log in bounded memory and at the speed of the bytes: what the log parsers
(logtext.py, outputlog.py) are fed through.

A program may print any amount: 100 MB of ``step 1 loss 0.25``, one line of 100 MB. Every
line is kept as it is until a file has given ``KEEP_ALL`` lines; from then on the file is
*folded*: a line is kept when it may matter (a TORCH_LOGS prefix, a word of an error, a
warning, a NaN, a traceback, a repro ...; ``KEEP_AFTER`` lines after one too, the tail of a
traceback) and ``KEEP_BEFORE`` lines before it; the rest is counted and stands as one
``Elided`` item (first line, count, bytes), so a view says where in the file they are. Kept
lines of the middle have a budget (``MIDDLE_BYTES``); past it only the last lines are kept.
The last ``KEEP_BEFORE`` lines of a file are always kept (its end says how it ended).

Blocks of lines with none of the words are counted and skipped whole (no Python per line).
A line longer than ``MAX_LINE`` keeps its head and says how many bytes were left out; the
bytes of a line are never grown by concatenation (no quadratic cost on one long line).
"""

from __future__ import annotations

import re
from collections import deque
from dataclasses import dataclass

KEEP_ALL = 20_000  # lines of a file kept whole before it is folded
KEEP_BEFORE = 200  # lines before a kept line (and at the end of the file)
KEEP_AFTER = 40  # lines after a line that may matter (the rest of a traceback)
MIDDLE_BYTES = 16 << 20  # kept bytes of a folded file's middle
MAX_LINE = 64 << 10  # a line's bytes kept (its head)
BLOCK = 1 << 20

# words of lines that may matter, searched in a lowered block (each one a pass over it: few)
WORDS = (
    b"error", b"exception", b"traceback", b"warn", b"fail", b"nan", b"assert", b"memory",
    b"kill", b"fault", b"abort", b"minif", b"repro", b"skipping", b"interrupt", b"accura",
    b"mismatch", b"pt2tui", b"nccl", b"timed out",
)  # fmt: skip
# a TORCH_LOGS prefix after a newline (or output.log's tag); the first line is matched apart
_PREFIXED = (re.compile(rb"\n(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d"),
             re.compile(rb"\|(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d"))  # fmt: skip
_PREFIXED_AT = re.compile(rb"(?:\[rank\d+\]:)?[VIWEC]\d{4} \d\d:\d\d:\d\d")


def may_matter(line: bytes) -> bool:
    low = line.lower()
    if any(w in low for w in WORDS) or _PREFIXED_AT.match(line) is not None:
        return True
    return any(rx.search(line) is not None for rx in _PREFIXED)


_DIGITS = bytes.maketrans(b"123456789", b"000000000")


def block_may_matter(block: bytes) -> bool:
    """``may_matter`` for a block of lines; its distinct lines (digits aside: a training loop's
    lines differ in their numbers) are searched when they are few."""
    lines = block.translate(_DIGITS).split(b"\n")
    uniq = set(lines)
    if len(uniq) * 4 < len(lines):
        block = b"\n".join(uniq)
    return may_matter(b"\n" + block)


@dataclass(frozen=True, slots=True)
class Elided:
    """``count`` lines from line ``first`` (1-based), ``nbytes`` bytes, not kept."""

    first: int
    count: int
    nbytes: int


class LineFold:
    """Feed bytes; get ``(lineno, line)`` (no newline) and ``Elided`` items, in file order."""

    def __init__(self, keep_all: int = KEEP_ALL) -> None:
        self.keep_all = keep_all
        self.lineno = 0  # lines given out or elided so far
        self._part: list[bytes] = []  # the line not ended yet, in pieces (its head only)
        self._part_len = 0
        self._part_cut = 0  # bytes of it left out
        self._ring: deque[tuple[int, bytes]] = deque()
        self._after = 0  # lines still kept after one that may matter
        self._middle = 0  # kept bytes since the file was folded
        self._elided: list[int] = []  # [first, count, nbytes] of the gap in progress
        self.elided_lines = 0

    @property
    def folded(self) -> bool:
        return self.lineno >= self.keep_all

    def feed(self, data: bytes, eof: bool = False) -> list:
        out: list = []
        pos, n = 0, len(data)
        while pos < n:
            nl = data.find(b"\n", pos)
            if nl < 0:
                self._hold(data[pos:])
                break
            if self._part_len or self._part_cut:
                self._hold(data[pos:nl])
                self._line(self._take_part(), out)
                pos = nl + 1
                continue
            if self.folded and not self._after and n - pos > 4096:
                pos = self._block(data, pos, out)
                continue
            self._line(data[pos:nl], out)
            pos = nl + 1
        if eof:
            if self._part_len or self._part_cut:
                self._line(self._take_part(), out)
            self._flush_ring(out)
        return out

    # -- internals ---------------------------------------------------------------------------
    def _hold(self, piece: bytes) -> None:
        room = MAX_LINE - self._part_len
        if room > 0:
            self._part.append(piece[:room])
            self._part_len += min(len(piece), room)
        self._part_cut += max(0, len(piece) - max(room, 0))

    def _take_part(self) -> bytes:
        line = b"".join(self._part)
        if self._part_cut:
            line += b" [pt2tui: %d more bytes of this line not kept]" % self._part_cut
        self._part, self._part_len, self._part_cut = [], 0, 0
        return line

    def _line(self, line: bytes, out: list) -> None:
        self.lineno += 1
        if len(line) > MAX_LINE:
            line = line[:MAX_LINE] + b" [pt2tui: %d more bytes of this line not kept]" % (len(line) - MAX_LINE)
        if self.lineno <= self.keep_all:
            out.append((self.lineno, line))
            return
        if self._middle < MIDDLE_BYTES and (self._after or may_matter(line)):
            if may_matter(line):
                self._after = KEEP_AFTER
            else:
                self._after -= 1
            self._flush_ring(out)
            self._middle += len(line)
            out.append((self.lineno, line))
            return
        self._ring.append((self.lineno, line))
        if len(self._ring) > KEEP_BEFORE:
            k, old = self._ring.popleft()
            self._elide(k, 1, len(old) + 1)

    def _block(self, data: bytes, pos: int, out: list) -> int:
        """A block of whole lines from ``pos``: skipped whole where no line in it may matter."""
        end = data.rfind(b"\n", pos, min(len(data), pos + BLOCK))
        if end < 0:
            end = data.find(b"\n", pos)
        block = data[pos:end]  # its lines, without the last newline
        if self._middle < MIDDLE_BYTES and block_may_matter(block):
            for ln in block.split(b"\n"):
                self._line(ln, out)
            return end + 1
        count = block.count(b"\n") + 1
        first = self.lineno + 1
        if count <= KEEP_BEFORE:
            for i, ln in enumerate(block.split(b"\n")):
                self._ring.append((first + i, ln[:MAX_LINE]))
        else:
            parts = block.rsplit(b"\n", KEEP_BEFORE)
            if self._ring:  # the ring's lines come before: they go first
                self._elide(self._ring[0][0], len(self._ring), sum(len(old) + 1 for _, old in self._ring))
                self._ring.clear()
            head = count - KEEP_BEFORE
            self._elide(first, head, len(parts[0]) + 1)
            for i, ln in enumerate(parts[1:]):
                self._ring.append((first + head + i, ln[:MAX_LINE]))
        self.lineno += count
        while len(self._ring) > KEEP_BEFORE:
            k, old = self._ring.popleft()
            self._elide(k, 1, len(old) + 1)
        return end + 1

    def _elide(self, first: int, count: int, nbytes: int) -> None:
        """Lines not kept; always right after those elided before (the ring keeps file order,
        and every kept line flushes the gap first)."""
        self.elided_lines += count
        e = self._elided
        if e:
            e[1] += count
            e[2] += nbytes
        else:
            self._elided = [first, count, nbytes]

    def _flush_ring(self, out: list) -> None:
        if self._elided:
            out.append(Elided(*self._elided))
            self._elided = []
        while self._ring:
            out.append(self._ring.popleft())
