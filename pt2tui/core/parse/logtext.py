"""Incremental parser for TORCH_LOGS text output (what torch writes to stderr).

torch's ``TorchLogsFormatter`` (torch/_logging/_internal.py) writes every line of a message as::

    {rankprefix}{L}{MMDD HH:MM:SS.ffffff} {pid} {path}:{lineno}]{ [compile id]}{ [__artifact]} {line}

e.g. ``[rank0]:V1122 04:08:44.414000 1234 torch/_dynamo/symbolic_convert.py:512] [0/0]
[__graph_breaks] Graph break in user code at ...``. The prefix is repeated on each line of a
multi-line message, so consecutive lines with the same full prefix form one ``LogMessage``.
Lines without the prefix (tracebacks, prints, warnings) are process output: one ``LogMessage``
per line, with ``level`` None.

Lines are split on b"\\n" before decoding (a "\\n" byte never occurs inside a UTF-8 sequence),
so the result does not depend on how the bytes were chunked. Invalid UTF-8 is kept as
backslash escapes. A trailing "\\r" is dropped ("\\r\\n" files).

Also here: helpers that read failures, debug-trace directories and minifier paths out of the
messages.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from .compile_id import CompileId
from .linefold import Elided, LineFold
from .types import LogMessage

__all__ = [
    "LogTextParser",
    "parse_line_prefix",
    "parse_log_file",
    "LinePrefix",
    "elided_message",
]

# rank, level, time, pid, path, lineno, then optional " [cid]" and " [__artifact]".
_PREFIX_RE = re.compile(
    r"(?:\[rank(?P<rank>\d+)\]:)?"
    r"(?P<level>[VIWEC])"
    r"(?P<time>\d{4} \d\d:\d\d:\d\d\.\d+) +"
    r"(?P<pid>\d+) "
    r"(?P<path>[^\]\n]*?):(?P<lineno>\d+)\]"
)
_CID_RE = re.compile(r" \[(?P<cid>[^\]\s]+)\]")
_ART_RE = re.compile(r" \[__(?P<art>[A-Za-z0-9_.\-]+)\]")
RANK_LINE_RE = re.compile(r"\[rank(\d+)\]:")  # "[rank3]:" that torchrun puts before lines
RANK_PREFIX = re.compile(r"^\[rank\d+\]:\s?")  # the same, with its space, to strip

_CHUNK = 1 << 20


@dataclass(frozen=True, slots=True)
class LinePrefix:
    """The parsed TORCH_LOGS prefix of one line."""

    key: str  # the full prefix text (messages group on it)
    rank: int | None
    level: str
    time: str
    pid: int
    where: str
    compile_id: CompileId | None
    artifact: str | None
    text: str  # the rest of the line, after the prefix and its one separating space


def parse_line_prefix(line: str) -> LinePrefix | None:
    """Split one line into its TORCH_LOGS prefix and text; None when it has no such prefix."""
    m = _PREFIX_RE.match(line)
    if m is None:
        return None
    pos = m.end()
    cid: CompileId | None = None
    cm = _CID_RE.match(line, pos)
    if cm is not None and not cm.group("cid").startswith("__"):
        parsed = CompileId.parse(cm.group("cid"))
        if parsed is not None:
            cid = parsed
            pos = cm.end()
    artifact: str | None = None
    am = _ART_RE.match(line, pos)
    if am is not None:
        artifact = am.group("art")
        pos = am.end()
    key = line[:pos]
    if line.startswith(" ", pos):
        text = line[pos + 1 :]
    elif pos == len(line):
        text = ""  # "prefix " with its trailing space stripped by some tool
    else:
        return None  # e.g. "...py:12]x": not torch's format
    rank = m.group("rank")
    return LinePrefix(
        key=key,
        rank=None if rank is None else int(rank),
        level=m.group("level"),
        time=m.group("time"),
        pid=int(m.group("pid")),
        where=f"{m.group('path')}:{m.group('lineno')}",
        compile_id=cid,
        artifact=artifact,
        text=text,
    )


class LogTextParser:
    """Feed bytes of a TORCH_LOGS text stream; get the messages that are complete.

    A prefixed message is complete when the next line has another prefix (or none), or at
    eof. A half-written last line waits for more bytes unless ``eof`` is set.
    """

    def __init__(self, source: str, stream: str | None = None, *, fold: bool = True) -> None:
        self.source = source
        self.stream = stream
        # lines in bounded memory (linefold.py); a parser fed line by line (outputlog.py) folds
        # the file itself
        self._fold = LineFold() if fold else LineFold(keep_all=1 << 62)
        self._lineno = 0  # lines consumed so far
        self.number = None  # set by outputlog.py: its own line k -> the file's line number[k-1]
        # the message being collected
        self._open: LinePrefix | None = None
        self._open_line = 0
        self._open_texts: list[str] = []

    @property
    def lines_consumed(self) -> int:
        return self._lineno

    def feed(self, data: bytes, eof: bool = False) -> list[LogMessage]:
        out: list[LogMessage] = []
        for item in self._fold.feed(data, eof):
            if type(item) is tuple:
                self._lineno = item[0] - 1
                self._line(item[1], out)
            else:
                self._close(out)
                out.append(elided_message(item, self.source, self.stream))
                self._lineno = item.first + item.count - 1
        if eof:
            self._close(out)
        return out

    def line(self, raw: bytes, out: list[LogMessage]) -> None:
        """One whole line (no newline), the next of this parser's lines."""
        self._line(raw, out)

    def close_message(self, out: list[LogMessage]) -> None:
        """The message being collected is complete (lines were left out after it)."""
        self._close(out)

    def peek(self) -> LogMessage | None:
        """The prefixed message still being collected (not yet complete), if any."""
        return self._message() if self._open is not None else None

    # -- internals --

    def _line(self, raw: bytes, out: list[LogMessage]) -> None:
        if raw.endswith(b"\r"):
            raw = raw[:-1]
        self._lineno += 1
        line = raw.decode("utf-8", errors="backslashreplace")
        prefix = parse_line_prefix(line) if line else None
        if prefix is not None:
            if self._open is not None and self._open.key == prefix.key:
                self._open_texts.append(prefix.text)
                return
            self._close(out)
            self._open = prefix
            self._open_line = self._lineno if self.number is None else self.number[self._lineno - 1]
            self._open_texts = [prefix.text]
            return
        self._close(out)
        rm = RANK_LINE_RE.match(line)
        out.append(
            LogMessage(
                text=line,
                source=self.source,
                line=self._lineno if self.number is None else self.number[self._lineno - 1],
                nlines=1,
                rank=int(rm.group(1)) if rm else None,
                stream=self.stream,
            )
        )

    def _message(self) -> LogMessage:
        p = self._open
        assert p is not None
        return LogMessage(
            text="\n".join(self._open_texts),
            source=self.source,
            line=self._open_line,
            nlines=len(self._open_texts),
            rank=p.rank,
            level=p.level,
            time=p.time,
            pid=p.pid,
            where=p.where,
            compile_id=p.compile_id,
            artifact=p.artifact,
            stream=self.stream,
        )

    def _close(self, out: list[LogMessage]) -> None:
        if self._open is not None:
            out.append(self._message())
            self._open = None
            self._open_texts = []


def elided_message(e: Elided, source: str, stream: str | None) -> LogMessage:
    """Where the lines a folded file left out are (linefold.py), as one line of output."""
    return LogMessage(
        text=f"[pt2tui: {e.count:,} lines ({e.nbytes:,} bytes) of output not kept in memory: "
             f"lines {e.first:,}-{e.first + e.count - 1:,} of {os.path.basename(source)}]",
        source=source, line=e.first, nlines=1, stream=stream,
    )  # fmt: skip


def parse_log_file(path: str | os.PathLike[str], stream: str | None = None) -> list[LogMessage]:
    """Parse a whole TORCH_LOGS text file (read in chunks)."""
    parser = LogTextParser(str(path), stream)
    out: list[LogMessage] = []
    with open(path, "rb") as f:
        while chunk := f.read(_CHUNK):
            out.extend(parser.feed(chunk))
    out.extend(parser.feed(b"", eof=True))
    return out


# ---------------------------------------------------------------------------------------------
# failures
