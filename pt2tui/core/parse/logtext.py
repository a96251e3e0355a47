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

import dataclasses
import os
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .compile_id import CompileId
from .tracebacks import CHAIN_MARKERS, TB_START, last_frame_summary, read_chain
from .types import Failure, LogMessage

__all__ = [
    "LogTextParser",
    "extract_debug_trace_dirs",
    "extract_failures",
    "extract_minifier_paths",
    "parse_line_prefix",
    "parse_log_file",
    "LinePrefix",
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
_RANK_LINE_RE = re.compile(r"\[rank(\d+)\]:")

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

    def __init__(self, source: str, stream: str | None = None) -> None:
        self.source = source
        self.stream = stream
        self._buf = bytearray()
        self._lineno = 0  # lines consumed so far
        # the message being collected
        self._open: LinePrefix | None = None
        self._open_line = 0
        self._open_texts: list[str] = []

    @property
    def lines_consumed(self) -> int:
        return self._lineno

    def feed(self, data: bytes, eof: bool = False) -> list[LogMessage]:
        out: list[LogMessage] = []
        if data:
            self._buf += data
        buf = self._buf
        start = 0
        while True:
            nl = buf.find(b"\n", start)
            if nl < 0:
                break
            self._line(bytes(buf[start:nl]), out)
            start = nl + 1
        if start:
            del buf[:start]
        if eof:
            if buf:
                self._line(bytes(buf), out)
                buf.clear()
            self._close(out)
        return out

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
            self._open_line = self._lineno
            self._open_texts = [prefix.text]
            return
        self._close(out)
        rm = _RANK_LINE_RE.match(line)
        out.append(
            LogMessage(
                text=line,
                source=self.source,
                line=self._lineno,
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

_WARNING_LINE_RE = re.compile(r"^\S.*:\d+: \w*Warning: ")
_VERBOSE_HINT = "Set TORCHDYNAMO_VERBOSE=1 for the internal stack trace"
# torch error lines outside a traceback
_TORCH_ERROR_RE = re.compile(
    r"^(?P<type>torch\.[\w.]*\.[A-Z]\w*(?:Error|Failed|Exception|Unsupported)"
    r"|(?:\w+\.)*(?:CppCompileError|CUDACompileError|InductorError|BackendCompilerFailed))"
    r": (?P<msg>.*)$"
)
_CUDA_ERROR_RE = re.compile(
    r"^(?P<type>RuntimeError|torch\.AcceleratorError): (?P<msg>CUDA error: .*)$"
)
_DEVICE_ASSERT_RE = re.compile(r"Assertion `.*` failed\.?\s*$")
_MAX_MESSAGE_LINES = 200


@dataclass(frozen=True, slots=True)
class _Line:
    text: str
    compile_id: CompileId | None
    rank: int | None


def extract_failures(messages: Iterable[LogMessage]) -> list[Failure]:
    """Python tracebacks and torch error lines in the messages, as ``Failure(source="log")``.

    Process output (level None) is read as a stream per rank (``[rankN]:`` line prefixes are
    stripped, so interleaved ranks are told apart); a TORCH_LOGS message ends such a stream.
    Error/critical TORCH_LOGS messages that carry a traceback (``log.exception``) count too,
    with the message's compile id. A chained traceback ("The above exception ...") is one
    failure, typed by its last exception.
    """
    failures: list[Failure] = []
    runs: dict[int | None, list[_Line]] = {}

    def flush() -> None:
        for lines in runs.values():
            failures.extend(_scan(lines))
        runs.clear()

    for msg in messages:
        if msg.level is None:
            text = msg.text
            rank = msg.rank
            rm = _RANK_LINE_RE.match(text)
            if rm is not None:
                rank = int(rm.group(1))
                text = text[rm.end() :]
                if text.startswith(" "):
                    text = text[1:]
            for t in text.split("\n"):
                runs.setdefault(rank, []).append(_Line(t, None, rank))
            continue
        flush()
        if msg.level in ("E", "C") and "Traceback (most recent call last):" in msg.text:
            failures.extend(
                _scan([_Line(t, msg.compile_id, msg.rank) for t in msg.text.split("\n")])
            )
    flush()
    return failures


def _scan(lines: Sequence[_Line]) -> list[Failure]:
    out: list[Failure] = []
    i = 0
    n = len(lines)
    while i < n:
        text = lines[i].text
        m = TB_START.match(text)
        if m is not None:
            failure, j = _read_traceback(lines, i, m.group("lead"))
            if i > 0 and lines[i - 1].text.strip().startswith("Exception ignored in"):
                # a non-fatal exception (__del__, callbacks): keep Python's context line
                tb = f"{lines[i - 1].text.strip()}\n{failure.traceback}"
                failure = dataclasses.replace(failure, traceback=tb)
            out.append(failure)
            i = j
            continue
        em = _TORCH_ERROR_RE.match(text) or _CUDA_ERROR_RE.match(text)
        if em is not None:
            j = i + 1
            msg_lines = [em.group("msg")]
            while j < n and _continues_message(lines, j) and len(msg_lines) < _MAX_MESSAGE_LINES:
                msg_lines.append(lines[j].text)
                j += 1
            out.append(
                Failure(
                    compile_id=lines[i].compile_id,
                    rank=lines[i].rank,
                    type=em.group("type"),
                    reason=_clean_reason(msg_lines),
                    source="log",
                    traceback=None,
                )
            )
            i = j
            continue
        if _DEVICE_ASSERT_RE.search(text):
            j = i + 1
            while j < n and _DEVICE_ASSERT_RE.search(lines[j].text):
                j += 1
            block = [ln.text for ln in lines[i:j]]
            out.append(
                Failure(
                    compile_id=lines[i].compile_id,
                    rank=lines[i].rank,
                    type="CUDA device-side assertion",
                    reason=block[0] if j - i == 1 else f"{block[0]} (and {j - i - 1} more)",
                    source="log",
                    traceback="\n".join(block),
                )
            )
            i = j
            continue
        i += 1
    return out


def _strip_lead(text: str, lead: str) -> str | None:
    if not lead:
        return text
    if text.startswith(lead):
        return text[len(lead) :]
    if text.strip() == "" or lead.startswith(text):
        return ""  # a blank line inside a prefixed block
    return None


def _read_traceback(lines: Sequence[_Line], start: int, lead: str) -> tuple[Failure, int]:
    """Read one (possibly chained) traceback from ``lines[start]``; returns (failure, next index)."""

    def text_at(i: int) -> str | None:
        return _strip_lead(lines[i].text, lead)

    chain, end = read_chain(
        len(lines), text_at, start,
        lambda i, t: _continues_message_text(t, lines, i, lead), _MAX_MESSAGE_LINES,
    )  # fmt: skip
    block: list[str] = []
    prev_end = start
    for e in chain:
        if e.start != start:  # the chain marker between two tracebacks
            marker = next(t for k in range(prev_end, e.start) if (t := (text_at(k) or "").strip()))
            block += ["", marker, ""]
        block.append("Traceback (most recent call last):")
        block += [text_at(k) or "" for k in range(e.start + 1, e.end)]
        prev_end = e.end
    while len(block) > 1 and not block[-1].strip():
        block.pop()
    first, last = lines[start], chain[-1]
    if last.type is None:
        return (
            Failure(
                compile_id=first.compile_id,
                rank=first.rank,
                type="Traceback",
                reason="traceback without an exception line (output cut off?)",
                source="log",
                traceback="\n".join(block),
            ),
            max(end, start + 1),
        )
    # a bare ``AssertionError`` (e.g. TORCHINDUCTOR_NAN_ASSERTS): say where it was raised
    reason = _clean_reason(list(last.message)) or last_frame_summary(last.frames)
    return (
        Failure(
            compile_id=first.compile_id,
            rank=first.rank,
            type=last.type,
            reason=reason,
            source="log",
            traceback="\n".join(block),
        ),
        end,
    )


def _continues_message(lines: Sequence[_Line], i: int) -> bool:
    return _continues_message_text(lines[i].text, lines, i, "")


def _continues_message_text(t: str, lines: Sequence[_Line], i: int, lead: str) -> bool:
    """Whether line ``i`` (text ``t``, lead stripped) still belongs to an exception message."""
    if TB_START.match(lines[i].text) or TB_START.match(t):
        return False
    s = t.strip()
    if s in CHAIN_MARKERS or s.startswith("Exception ignored in"):
        return False
    if _WARNING_LINE_RE.match(t) or _DEVICE_ASSERT_RE.search(t):
        return False
    if s == "":
        # a blank line ends the message when another blank line or the end follows
        if i + 1 >= len(lines):
            return False
        nxt = _strip_lead(lines[i + 1].text, lead)
        if nxt is None or nxt.strip() == "" or TB_START.match(lines[i + 1].text):
            return False
        ns = nxt.strip()
        if ns in CHAIN_MARKERS:
            return False
    return True


def _clean_reason(msg_lines: list[str]) -> str:
    lines = list(msg_lines)
    # drop torch's boilerplate hint paragraph
    for k, ln in enumerate(lines):
        if ln.startswith(_VERBOSE_HINT):
            del lines[k]
            break
    while lines and not lines[-1].strip():
        lines.pop()
    while lines and not lines[0].strip() and len(lines) > 1:
        lines.pop(0)
    return "\n".join(lines).rstrip()


# ---------------------------------------------------------------------------------------------
# debug trace dirs, minifier paths

_DEBUG_TRACE_RE = re.compile(r"(?:^|\s)(?P<graph>\S+) debug trace: (?P<path>\S.*?)\s*$")


def _basename(path: str) -> str:
    return re.split(r"[/\\]", path.rstrip("/\\"))[-1]


def extract_debug_trace_dirs(messages: Iterable[LogMessage]) -> dict[str, CompileId]:
    """``model__0_forward_1.0`` -> compile id, from Inductor's warnings
    ``[0/0] model__0_forward_1 debug trace: /x/torch_compile_debug/run_.../torchinductor/model__0_forward_1.0``.

    Only messages that carry a compile id count. Keys are directory basenames.
    """
    out: dict[str, CompileId] = {}
    for msg in messages:
        if msg.compile_id is None or "debug trace: " not in msg.text:
            continue
        for line in msg.text.split("\n"):
            m = _DEBUG_TRACE_RE.search(line)
            if m is not None:
                name = _basename(m.group("path"))
                if name:
                    out[name] = msg.compile_id
    return out


_MINIFIER_SAME_LINE = (
    # torch/_dynamo/exc.py: "Minifier script written to {path}. Run this script ..."
    re.compile(r"Minifier script written to (?P<path>\S+?)\.?(?:\s+Run\b|\s*$)"),
    # torch/_dynamo/repro/after_aot.py, after_dynamo.py, aoti.py
    re.compile(r"Writing checkpoint with \d+ nodes to (?P<path>\S.*?)\s*$"),
    re.compile(r"Copying repro file for convenience to (?P<path>\S.*?)\s*$"),
    # torch/_dynamo/debug_utils.py logs "Writing minified repro to:\n%s"; accept one line too
    re.compile(r"Writing minified repro to:[ \t]*(?P<path>\S.*?)\s*$"),
)
_MINIFIER_NEXT_LINE = re.compile(r"Writing minified repro to:\s*$")
_SUBPROCESS_LEAD = re.compile(r"^>>\s+")


def _logical_lines(messages: Iterable[LogMessage]) -> Iterable[str]:
    """Text lines of all messages; process output is unwrapped from the minifier's ``>>  ``
    subprocess prefix and from a TORCH_LOGS prefix under it."""
    for msg in messages:
        if msg.level is not None:
            yield from msg.text.split("\n")
            continue
        for line in msg.text.split("\n"):
            rm = _RANK_LINE_RE.match(line)
            if rm is not None:
                line = line[rm.end() :].lstrip(" ")
            sm = _SUBPROCESS_LEAD.match(line)
            if sm is not None:
                line = line[sm.end() :]
            p = parse_line_prefix(line)
            yield p.text if p is not None else line


def extract_minifier_paths(messages: Iterable[LogMessage]) -> list[str]:
    """Paths the minifier wrote, in order of appearance, without duplicates.

    Recognises ``Writing minified repro to:`` + path on the next line (the path is the second
    line of the same TORCH_LOGS message), ``Writing checkpoint with N nodes to PATH``,
    ``Copying repro file for convenience to PATH`` and ``Minifier script written to PATH.``,
    also inside the ``>>  `` prefixed output of minifier subprocesses.
    """
    out: list[str] = []
    seen: set[str] = set()

    def add(p: str) -> None:
        p = p.strip()
        if p and p not in seen:
            seen.add(p)
            out.append(p)

    want_next = False
    for line in _logical_lines(messages):
        if want_next:
            want_next = False
            if line.strip():
                add(line)
                continue
        if _MINIFIER_NEXT_LINE.search(line):
            want_next = True
            continue
        for rx in _MINIFIER_SAME_LINE:
            m = rx.search(line)
            if m is not None:
                add(m.group("path"))
                break
    return out
