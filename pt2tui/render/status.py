"""How compile statuses look: colour, glyph and a word, shared by the TUI and reports."""

from __future__ import annotations

from ..core.model import EMPTY, FAILED, METRICS_MISSING, OK, OK_AFTER_RESTART, RESTARTED, RUNNING

STATUS_STYLE: dict[str, str] = {
    OK: "green",
    OK_AFTER_RESTART: "green",
    RESTARTED: "yellow",
    FAILED: "bold red",
    EMPTY: "dim",
    METRICS_MISSING: "bright_black",
    RUNNING: "cyan",
}

# one cell each, so the tree stays aligned; colour is never the only signal
STATUS_GLYPH: dict[str, str] = {
    OK: "✓",
    OK_AFTER_RESTART: "↪",
    RESTARTED: "↻",
    FAILED: "✗",
    EMPTY: "∅",
    METRICS_MISSING: "?",
    RUNNING: "…",
}

STATUS_WORDS: dict[str, str] = {
    OK: "ok: compiled",
    OK_AFTER_RESTART: "ok after restart: compiled after earlier attempts restarted (graph break)",
    RESTARTED: "restarted: a later attempt replaced this one (Dynamo threw it away and restarted)",
    FAILED: "failed",
    EMPTY: "empty: the graph held no ops",
    METRICS_MISSING: "metrics missing: the last attempt wrote no compilation_metrics (it crashed)",
    RUNNING: "running: compile not finished yet",
}

BREAK_STYLE = "magenta"
RECOMPILE_STYLE = "yellow"
FAIL_STYLE = "bold red"


def status_style(status: str) -> str:
    return STATUS_STYLE.get(status, "")


def status_glyph(status: str) -> str:
    return STATUS_GLYPH.get(status, " ")
