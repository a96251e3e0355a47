"""The small records triage works with: evidence lines (``Evidence``, from analysis/evidence.py),
findings, scanned lines, exceptions."""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from ..evidence import Evidence
from ..kernel_map import KernelMatch

__all__ = ["Evidence", "Exc", "Finding", "Line", "short", "src_name"]

_MAX_TEXT = 400


@dataclass(frozen=True)
class Finding:
    """A category found in the run, with its evidence."""

    category: str
    pos: tuple[int, int]  # (source index, line): order of appearance
    stopping: bool
    evidence: list[Evidence]
    severity_key: str | None = None  # overrides the category's severity (recompile limit)
    kernel: KernelMatch | None = None
    kind: str = ""  # the category's kind (environment: cache_corrupt ...), "" when none


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a run's output, and where it is."""

    text: str
    where: str  # "stderr.txt:12"
    pos: tuple[int, int]


@dataclass(frozen=True)
class Exc:
    """An exception read from output: its type, message, line and frames."""

    type: str
    message: list[str]  # first line, then continuation lines
    line: Line  # the exception line
    frames: list[tuple[str, int, str, str, Line]] = field(
        default_factory=list
    )  # (file, line, func, code, where)
    ignored: bool = False  # "Exception ignored in ..."
    logged: bool = False  # inside a log.exception message
    sub: bool = False  # ">>  " output of a minifier subprocess
    chain: int = 0  # id of the chained traceback it belongs to
    tb_text: str = ""
    message_lines: list[Line] = field(default_factory=list)  # the message's lines, with positions

    @property
    def short_type(self) -> str:
        return self.type.rsplit(".", 1)[-1]


def short(text: str, limit: int = _MAX_TEXT) -> str:
    text = text.strip()
    return text if len(text) <= limit else text[: limit - 1] + "…"


def src_name(path: str) -> str:
    return os.path.basename(path) or path
