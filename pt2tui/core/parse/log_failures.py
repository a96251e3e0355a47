"""Failures in log text: Python tracebacks and torch error lines in TORCH_LOGS messages and
process output, as ``Failure(source="log")`` (the traceback reader is tracebacks.py)."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .compile_id import CompileId
from .faulthandler import read_elastic_failure, read_fatal_error
from .logtext import RANK_LINE_RE
from .tracebacks import CHAIN_MARKERS, TB_START, last_frame_summary, read_chain
from .types import Failure, LogMessage

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

    Process output (level None) is read as a stream per rank and stdout/stderr (``[rankN]:``
    line prefixes are stripped, so interleaved ranks are told apart); a TORCH_LOGS message ends
    such a stream.
    Error/critical TORCH_LOGS messages that carry a traceback (``log.exception``) count too,
    with the message's compile id. A chained traceback ("The above exception ...") is one
    failure, typed by its last exception.
    """
    failures: list[Failure] = []
    runs: dict[tuple[int | None, str | None], list[_Line]] = {}
    killed: list[tuple] = []  # torchrun: (rank, pid, signal, root cause) of killed ranks

    def flush() -> None:
        for lines in runs.values():
            failures.extend(_scan(lines, killed))
        runs.clear()

    for msg in messages:
        if msg.level is None:
            text = msg.text
            rank = msg.rank
            rm = RANK_LINE_RE.match(text)
            if rm is not None:
                rank = int(rm.group(1))
                text = text[rm.end() :]
                if text.startswith(" "):
                    text = text[1:]
            # stdout and stderr are separate streams: a stdout line read in the middle of a
            # traceback (or faulthandler's block) does not cut it
            run = runs.setdefault((rank, msg.stream), [])
            for t in text.split("\n"):
                run.append(_Line(t, None, rank))
            continue
        flush()
        if msg.level in ("E", "C") and "Traceback (most recent call last):" in msg.text:
            failures.extend(
                _scan([_Line(t, msg.compile_id, msg.rank) for t in msg.text.split("\n")], killed)
            )
    flush()
    return _ranks_of_crashes(failures, killed)


def _ranks_of_crashes(failures: list[Failure], killed: list[tuple]) -> list[Failure]:
    """torchrun names the rank a signal killed; faulthandler's block (unprefixed output) does
    not: a crash with no rank gets the rank of the one killed by its signal. The root cause,
    killed with no faulthandler block (PYTHONFAULTHANDLER unset), is a failure of its own (the
    other ranks torchrun then stopped with SIGTERM are not)."""
    if not killed:
        return failures
    out = []
    for f in failures:
        if f.where is not None or f.stack:  # a faulthandler crash
            if f.rank is None:
                same = {k[0] for k in killed if k[2] == f.type}
                if len(same) == 1:
                    f = dataclasses.replace(f, rank=same.pop())
        out.append(f)
    crashed = {(f.rank, f.type) for f in out if f.where is not None or f.stack}
    for rank, pid, sig, root in dict.fromkeys(killed):
        if root and (rank, sig) not in crashed:
            out.append(Failure(None, rank, sig, f"rank {rank} (pid {pid}) was killed by {sig}", "log"))
    return out


def _scan(lines: Sequence[_Line], killed: list[tuple]) -> list[Failure]:
    out: list[Failure] = []
    i = 0
    n = len(lines)
    texts = [ln.text for ln in lines]
    root_cause = False  # torchrun lists the other failures, then the root cause
    for j, t in enumerate(texts):
        if "local_rank:" in t:
            k = read_elastic_failure(texts, j)
            if k is not None:
                killed.append((*k, root_cause))
        elif t.startswith("Root Cause (first observed failure)"):
            root_cause = True
        elif t.startswith("Failures:"):
            root_cause = False
    while i < n:
        text = lines[i].text
        if "Fatal Python error" in text:
            got = read_fatal_error(texts, i, lines[i].rank)
            if got is not None:
                out.append(got[0])
                i = got[1]
                continue
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

