"""Paths that torch names in its logs: the torch_compile_debug dir of each graph (``debug trace:``)
and the minifier's launcher and repro files."""

from __future__ import annotations

import re
from collections.abc import Iterable

from .compile_id import CompileId
from .logtext import RANK_LINE_RE, parse_line_prefix
from .types import LogMessage

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
            rm = RANK_LINE_RE.match(line)
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
