"""Live progress of a rerun, parsed line by line from its output.

The minifier (torch/_functorch/fx_minifier.py, torch/_dynamo/repro/after_aot.py,
torch/_dynamo/debug_utils.py) prints to stderr::

    Started off with 11 nodes
    Trying granularity 8
    Strategy: Truncate suffix (G: 8) (11 nodes, 5 inputs)
    SUCCESS: Went from 11 to 9 nodes            (also "... inputs" / "... outputs")
    FAIL: Truncate suffix
    W... after_aot.py:873] Writing checkpoint with 9 nodes to /x/minifier/checkpoints/9.py
    W... after_aot.py:884] Copying repro file for convenience to /x/repro.py
    Made 28 queries
    Wrote minimal repro out to repro.py

and a program under TORCHDYNAMO_REPRO_AFTER logs ``Writing minified repro to:`` + the launcher
path on the next line. Isolated queries echo their subprocess output prefixed ``>>  ``: that is
not the minifier's own progress and is skipped.

The compiler bisector (torch/_inductor/compiler_bisector.py) prints to stdout::

    Starting bisection process with system: eager
    Moving to the next system: aot_eager
    The issue is in the inductor system. Moving to the first subsystem: BisectSubsystem(name='pre_grad_passes')
    Disabling pre_grad_passes did not fix the issue.
    Moving to the next subsystem: inductor - joint_graph_passes
    Disabling lowerings fixed the issue.
    Upper bound of 4 found for inductor.
    Bisecting inductor - lowerings (Range: [0, 4], Midpoint: 2)
    Binary search completed for inductor - lowerings. The bisect number is 2. Debug info: relu
    Bisection complete: BisectionResult(backend='inductor', subsystem='lowerings', bisect_number=2, debug_info='relu')
    Bisection complete: no issue found

Pure: ``RerunProgressParser.feed(line)`` returns the events of that line; ``.state`` is an
immutable snapshot. Not thread-safe by itself (callers feeding two streams hold a lock).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from ..parse.logtext import RANK_PREFIX, parse_line_prefix
from .bisector_lines import bisector_event, parse_bisection_result
from .extra_lines import extra_event
from .minifier_lines import (
    ACCURACY_FAILED,
    CHECKPOINT,
    DYNAMO_FAILED,
    LAUNCHER_HEAD,
    MINIFIER_TROUBLE,
    REPRO_COPY,
    minifier_event,
)
from .progress_state import ProgressEvent, ProgressState

__all__ = ["ProgressEvent", "ProgressState", "RerunProgressParser", "parse_bisection_result"]

_SUB = re.compile(r"^>>(?:\s|$)")

class RerunProgressParser:
    """Feed output lines (either stream, in arrival order); read events and ``state``.

    Event kinds: minifier_start, granularity, strategy, success, fail, warning, checkpoint,
    repro, queries, minifier_done, minifier_error, launcher, accuracy_failed, compiler_error,
    minifier_trouble, bisect_start, bisect_system, bisect_issue, bisect_subsystem,
    bisect_disabled, bisect_bounds, bisect_upper, bisect_range, bisect_found, bisect_note,
    bisect_result, bisect_none.
    """

    def __init__(self) -> None:
        self.state = ProgressState()
        self._want_launcher = False

    def feed(self, line: str | bytes) -> list[ProgressEvent]:
        if isinstance(line, bytes):
            line = line.decode("utf-8", errors="backslashreplace")
        line = line.rstrip("\r\n")
        st = self.state
        n = st.lines + 1
        self.state = st = replace(st, lines=n)
        text = RANK_PREFIX.sub("", line, count=1)
        if _SUB.match(text):  # an isolated query's own output
            self._want_launcher = False
            return []
        p = parse_line_prefix(text)
        logged = p is not None
        if p is not None:
            text = p.text
        events: list[ProgressEvent] = []

        def ev(kind: str, value: Any = None, last: str | None = None, **changes: Any) -> None:
            events.append(ProgressEvent(kind, text, value, n))
            self.state = replace(self.state, last=last or text.strip(), **changes)

        if self._want_launcher:
            self._want_launcher = False
            path = text.strip()
            if path:
                ev(
                    "launcher",
                    path,
                    f"minifier launcher written: {path}",
                    launchers=st.launchers + (path,),
                    tool=st.tool or "program",
                )
                return events
        s = text.strip()
        if not s:
            return events
        m = LAUNCHER_HEAD.search(s) if logged or s.startswith("Writing minified") else None
        if m is not None:
            if m.group("path"):
                path = m.group("path")
                ev(
                    "launcher",
                    path,
                    f"minifier launcher written: {path}",
                    launchers=st.launchers + (path,),
                    tool=st.tool or "program",
                )
            else:
                self._want_launcher = True
            return events
        if (m := CHECKPOINT.search(s)) is not None:
            ev(
                "checkpoint",
                m.group("path"),
                f"checkpoint: {m.group('n')} nodes -> {m.group('path')}",
                checkpoints=st.checkpoints
                + ((m.group("path"),) if m.group("path") not in st.checkpoints else ()),
                nodes=int(m.group("n")),
                tool=st.tool or "minifier",
            )
            return events
        if (m := REPRO_COPY.search(s)) is not None:
            ev(
                "repro",
                m.group("path"),
                f"repro.py updated: {m.group('path')}",
                repro_path=m.group("path"),
            )
            return events
        if (m := ACCURACY_FAILED.search(s)) is not None:
            ev(
                "accuracy_failed",
                m.group("what"),
                f"accuracy failed for the {m.group('what')}",
                accuracy_failed=st.accuracy_failed + 1,
            )
            return events
        if logged and s == "CompilerError":
            ev(
                "compiler_error",
                None,
                "the backend compiler failed (minifier launcher written)",
                compiler_errors=st.compiler_errors + 1,
            )
            return events
        if DYNAMO_FAILED.search(s):
            ev("compiler_error", None, s, compiler_errors=st.compiler_errors + 1)
            return events
        if MINIFIER_TROUBLE.search(s):
            ev(
                "minifier_trouble",
                s,
                "the accuracy minifier hit an unrelated exception (skipped that graph)",
            )
            return events
        if logged:
            return events
        if not minifier_event(s, st, ev) and not bisector_event(s, st, ev):
            extra_event(s, st, ev)  # the ladder, pt2tui's startup hook, the AOTI kernel printer
        return events
