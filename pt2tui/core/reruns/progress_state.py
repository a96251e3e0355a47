"""What a rerun's progress parser gives: its events and the state snapshot they update."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import Any


@dataclass(frozen=True, slots=True)
class ProgressEvent:
    kind: str  # see RerunProgressParser for the kinds
    text: str  # the line (prefixes removed)
    value: Any = None  # kind-specific: int, path, (a, b, what), dict ...
    line: int = 0  # 1-based number of the line fed


@dataclass(frozen=True, slots=True)
class ProgressState:
    tool: str | None = None  # "minifier" | "bisector" | "program" (a launcher-writing rerun)
    lines: int = 0
    last: str = ""  # a one-line description of the latest event
    # minifier
    start_nodes: int | None = None
    nodes: int | None = None
    inputs: int | None = None
    outputs_went: tuple[int, int] | None = None
    granularity: int | None = None
    strategy: str | None = None
    strategies: int = 0  # strategies tried
    successes: int = 0
    fails: int = 0
    checkpoints: tuple[str, ...] = ()
    repro_path: str | None = None
    queries: int | None = None
    minifier_done: bool = False
    minifier_error: str | None = None
    launchers: tuple[str, ...] = ()  # "Writing minified repro to:" paths (not from >> subprocesses)
    accuracy_failed: int = 0
    compiler_errors: int = 0
    # bisector
    system: str | None = None
    subsystem: str | None = None
    systems_tried: tuple[str, ...] = ()
    subsystems: tuple[tuple[str, bool], ...] = ()  # (name, disabling it fixed the issue)
    issue_system: str | None = None
    upper_bound: int | None = None
    bisect_range: tuple[int, int] | None = None
    bisect_number: int | None = None
    debug_info: str | None = None
    bisect_result: dict | None = field(default=None)
    no_issue: bool = False
    bisect_done: bool = False
    bisect_steps: int = 0

    def as_dict(self) -> dict:
        return {f.name: getattr(self, f.name) for f in fields(self)}


Emit = Callable[..., None]  # ev(kind, value, last, **state changes)
