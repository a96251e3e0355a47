"""Which parser path runs: the native scanner (``_scan.c``, built at install when a C compiler is
there) or the pure-Python parser (the same records, about half the speed). `pt2tui --version`,
`summary`'s header and the TUI (status line, help) say it; this is the one place that knows."""

from __future__ import annotations

import os

__all__ = ["is_native", "parser_note", "parser_word"]


def is_native() -> bool:
    """Whether the TORCH_TRACE parser uses the native scanner in this process."""
    from . import trace

    return getattr(trace, "_scan", None) is not None


def parser_word() -> str:
    """``native`` or ``pure Python``."""
    return "native" if is_native() else "pure Python"


def parser_note() -> str:
    """The parser path and, when it is the pure-Python one, why."""
    if is_native():
        return "native (the C scanner)"
    if os.environ.get("PT2TUI_PURE_PARSER"):
        return "pure Python (PT2TUI_PURE_PARSER is set)"
    return ("pure Python: the C scanner (pt2tui/core/parse/_scan.c) is not built or is older than "
            "the Python code; reinstall with a C compiler for about twice the speed")  # fmt: skip
