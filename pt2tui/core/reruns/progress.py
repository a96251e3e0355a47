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

import ast
import re
from dataclasses import dataclass, field, fields, replace
from typing import Any

from ..parse.logtext import parse_line_prefix

__all__ = ["ProgressEvent", "ProgressState", "RerunProgressParser", "parse_bisection_result"]

_RANK = re.compile(r"^\[rank\d+\]:\s?")
_SUB = re.compile(r"^>>(?:\s|$)")

# minifier
_STARTED = re.compile(r"^Started off with (?P<n>\d+) nodes\s*$")
_GRANULARITY = re.compile(r"^Trying granularity (?P<g>\d+)\s*$")
_STRATEGY = re.compile(
    r"^Strategy: (?P<name>.+?) \(G: (?P<g>\d+)\) \((?P<nodes>\d+) nodes, (?P<inputs>\d+) inputs\)\s*$"
)
_SUCCESS = re.compile(
    r"^SUCCESS: Went from (?P<a>\d+) to (?P<b>\d+) (?P<what>nodes|inputs|outputs)\s*$"
)
_FAIL = re.compile(r"^FAIL: (?P<name>.+?)\s*$")
_WARN = re.compile(r"^WARNING: Something went wrong, not applying this minification")
_CHECKPOINT = re.compile(r"Writing checkpoint with (?P<n>\d+) nodes to (?P<path>\S.*?)\s*$")
_REPRO_COPY = re.compile(r"Copying repro file for convenience to (?P<path>\S.*?)\s*$")
_QUERIES = re.compile(r"^Made (?P<n>\d+) queries\s*$")
_DONE = re.compile(r"^Wrote minimal repro out to (?P<path>\S+)\s*$")
_LAUNCHER_HEAD = re.compile(r"Writing minified repro to:\s*(?P<path>\S.*?)?\s*$")
_NOT_FAILING = re.compile(r"Input graph did not fail the tester")
_ACCURACY_FAILED = re.compile(
    r"Accuracy failed for the (?P<what>AOT Autograd graph.*|TorchDynamo produced graph.*)$"
)
_MINIFIER_TROUBLE = re.compile(
    r"While minifying the program in accuracy minification mode, ran into a runtime exception"
)
_DYNAMO_FAILED = re.compile(
    r"Compiled Fx GraphModule failed\. Creating script to minify the error\."
)

# bisector
_B_START = re.compile(r"^Starting bisection process with system: (?P<system>\S+)\s*$")
_B_NEXT_SYSTEM = re.compile(r"^Moving to the next system: (?P<system>\S+)\s*$")
_B_ISSUE_FIRST = re.compile(
    r"^The issue is in the (?P<system>\S+) system\. Moving to the first subsystem: .*?name='(?P<sub>[^']+)'"
)
_B_ISSUE_NO_SUB = re.compile(
    r"^The issue is in the (?P<system>\S+) system, but could not identify subsystem\."
)
_B_ISSUE = re.compile(r"^The issue is in the (?P<system>\S+) system\.\s*$")
_B_NEXT_SUB = re.compile(r"^Moving to the next subsystem: (?P<system>\S+) - (?P<sub>\S+)\s*$")
_B_NOT_FIXED = re.compile(r"^Disabling (?P<sub>\S+) did not fix the issue\.\s*$")
_B_FIXED = re.compile(r"^Disabling (?P<sub>\S+) fixed the issue\.\s*$")
_B_CONFIG_FIXED = re.compile(
    r"^Setting config (?P<cfg>\S+) field (?P<field>\S+) to (?P<value>.+?) fixed the issue\s*$"
)
_B_BOUNDS = re.compile(r"^Starting bisect by getting upper bound\.")
_B_UPPER = re.compile(r"^Upper bound of (?P<n>\d+) found for (?P<system>\S+?)\.?\s*$")
_B_RANGE = re.compile(
    r"^Bisecting (?P<system>\S+) - (?P<sub>\S+) \(Range: \[(?P<low>\d+), (?P<high>\d+)\], Midpoint: (?P<mid>\d+)\)"
)
_B_FOUND = re.compile(
    r"^Binary search completed for (?P<system>\S+) - (?P<sub>\S+)\. The bisect number is (?P<n>\d+)\. "
    r"Debug info: (?P<info>.*)$"
)
_B_ALL_SUBS = re.compile(r"^All subsystems in (?P<system>\S+) have been checked\.")
_B_ALL_SYSTEMS = re.compile(r"^All systems have been checked\.")
_B_COMPLETE = re.compile(r"^Bisection complete: (?P<rest>.*)$")
_B_FLAKY = re.compile(r"Function succeeded with 'find_max_bounds' status for (?P<what>.*?)\.?\s*$")
_RESULT_FIELD = re.compile(
    r"(?P<key>\w+)=(?P<val>'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\"|None|True|False|-?\d+)"
)


def parse_bisection_result(text: str) -> dict[str, Any] | None:
    """``BisectionResult(backend='inductor', subsystem='lowerings', bisect_number=2,
    debug_info='relu')`` -> dict; None when ``text`` is not one."""
    i = text.find("BisectionResult(")
    if i < 0:
        return None
    out: dict[str, Any] = {
        "backend": None,
        "subsystem": None,
        "bisect_number": None,
        "debug_info": None,
    }
    for m in _RESULT_FIELD.finditer(text, i):
        try:
            out[m.group("key")] = ast.literal_eval(m.group("val"))
        except (ValueError, SyntaxError):
            out[m.group("key")] = m.group("val")
    return out if out.get("backend") is not None else None


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
        text = _RANK.sub("", line, count=1)
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
        m = _LAUNCHER_HEAD.search(s) if logged or s.startswith("Writing minified") else None
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
        if (m := _CHECKPOINT.search(s)) is not None:
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
        if (m := _REPRO_COPY.search(s)) is not None:
            ev(
                "repro",
                m.group("path"),
                f"repro.py updated: {m.group('path')}",
                repro_path=m.group("path"),
            )
            return events
        if (m := _ACCURACY_FAILED.search(s)) is not None:
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
        if _DYNAMO_FAILED.search(s):
            ev("compiler_error", None, s, compiler_errors=st.compiler_errors + 1)
            return events
        if _MINIFIER_TROUBLE.search(s):
            ev(
                "minifier_trouble",
                s,
                "the accuracy minifier hit an unrelated exception (skipped that graph)",
            )
            return events
        if logged:
            return events
        # -- minifier (plain stderr lines) --
        if (m := _STARTED.match(s)) is not None:
            k = int(m.group("n"))
            ev(
                "minifier_start",
                k,
                f"minifier started with {k} nodes",
                tool="minifier",
                start_nodes=k,
                nodes=k,
            )
        elif (m := _GRANULARITY.match(s)) is not None:
            ev(
                "granularity",
                int(m.group("g")),
                f"granularity {m.group('g')}",
                granularity=int(m.group("g")),
            )
        elif (m := _STRATEGY.match(s)) is not None:
            ev(
                "strategy",
                m.group("name"),
                f"trying {m.group('name')} (G: {m.group('g')}) on {m.group('nodes')} nodes, {m.group('inputs')} inputs",
                tool="minifier",
                strategy=m.group("name"),
                granularity=int(m.group("g")),
                nodes=int(m.group("nodes")),
                inputs=int(m.group("inputs")),
                strategies=st.strategies + 1,
            )
        elif (m := _SUCCESS.match(s)) is not None:
            a, b, what = int(m.group("a")), int(m.group("b")), m.group("what")
            changes: dict[str, Any] = {"successes": st.successes + 1}
            if what == "nodes":
                changes["nodes"] = b
            elif what == "inputs":
                changes["inputs"] = b
            else:
                changes["outputs_went"] = (a, b)
            ev(
                "success",
                (a, b, what),
                f"{st.strategy or 'strategy'}: {a} -> {b} {what}",
                **changes,
            )
        elif (m := _FAIL.match(s)) is not None:
            ev("fail", m.group("name"), f"{m.group('name')}: no progress", fails=st.fails + 1)
        elif _WARN.match(s):
            ev("warning", None, s)
        elif (m := _QUERIES.match(s)) is not None:
            ev(
                "queries",
                int(m.group("n")),
                f"{m.group('n')} queries made",
                queries=int(m.group("n")),
            )
        elif (m := _DONE.match(s)) is not None:
            ev(
                "minifier_done",
                m.group("path"),
                "minifier done: minimal repro written",
                minifier_done=True,
            )
        elif _NOT_FAILING.search(s):
            ev(
                "minifier_error",
                s,
                "the launcher's graph does not fail here: nothing to minify",
                minifier_error=s,
            )
        # -- bisector --
        elif (m := _B_START.match(s)) is not None:
            sysname = m.group("system")
            ev(
                "bisect_start",
                sysname,
                f"bisecting: trying backend {sysname}",
                tool="bisector",
                system=sysname,
                systems_tried=(sysname,),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_NEXT_SYSTEM.match(s)) is not None:
            sysname = m.group("system")
            ev(
                "bisect_system",
                sysname,
                f"backend {st.system} is fine; trying {sysname}",
                tool="bisector",
                system=sysname,
                subsystem=None,
                systems_tried=st.systems_tried + (sysname,),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_ISSUE_FIRST.match(s)) is not None:
            ev(
                "bisect_issue",
                m.group("system"),
                f"the issue is in backend {m.group('system')}; disabling subsystems, first {m.group('sub')}",
                tool="bisector",
                system=m.group("system"),
                issue_system=m.group("system"),
                subsystem=m.group("sub"),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_ISSUE_NO_SUB.match(s)) is not None:
            ev("bisect_note", m.group("system"), s, issue_system=m.group("system"))
        elif (m := _B_ISSUE.match(s)) is not None:
            ev(
                "bisect_issue",
                m.group("system"),
                f"the issue is in backend {m.group('system')}",
                tool="bisector",
                system=m.group("system"),
                issue_system=m.group("system"),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_NEXT_SUB.match(s)) is not None:
            ev(
                "bisect_subsystem",
                m.group("sub"),
                f"trying without {m.group('sub')}",
                system=m.group("system"),
                subsystem=m.group("sub"),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_NOT_FIXED.match(s)) is not None:
            ev(
                "bisect_disabled",
                (m.group("sub"), False),
                f"disabling {m.group('sub')} did not fix it",
                subsystems=st.subsystems + ((m.group("sub"), False),),
            )
        elif (m := _B_FIXED.match(s)) is not None:
            ev(
                "bisect_disabled",
                (m.group("sub"), True),
                f"disabling {m.group('sub')} fixed it",
                subsystems=st.subsystems + ((m.group("sub"), True),),
                subsystem=m.group("sub"),
            )
        elif (m := _B_CONFIG_FIXED.match(s)) is not None:
            name = f"{m.group('cfg')}_{m.group('field')}"
            ev(
                "bisect_disabled",
                (name, True),
                s,
                subsystems=st.subsystems + ((name, True),),
                subsystem=name,
            )
        elif _B_BOUNDS.match(s):
            ev("bisect_bounds", None, "finding the upper bound of subsystem applications")
        elif (m := _B_UPPER.match(s)) is not None:
            ev(
                "bisect_upper",
                int(m.group("n")),
                f"upper bound {m.group('n')}",
                upper_bound=int(m.group("n")),
                bisect_range=(0, int(m.group("n"))),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_RANGE.match(s)) is not None:
            lo, hi = int(m.group("low")), int(m.group("high"))
            ev(
                "bisect_range",
                (lo, hi),
                f"bisecting {m.group('sub')}: range [{lo}, {hi}], midpoint {m.group('mid')}",
                bisect_range=(lo, hi),
                subsystem=m.group("sub"),
                bisect_steps=st.bisect_steps + 1,
            )
        elif (m := _B_FOUND.match(s)) is not None:
            k = int(m.group("n"))
            ev(
                "bisect_found",
                k,
                f"{m.group('sub')}: application #{k} ({m.group('info')})",
                bisect_number=k,
                debug_info=m.group("info"),
                bisect_range=(k, k),
                subsystem=m.group("sub"),
            )
        elif _B_ALL_SUBS.match(s) or _B_ALL_SYSTEMS.match(s):
            ev("bisect_note", None, s)
        elif (m := _B_COMPLETE.match(s)) is not None:
            rest = m.group("rest").strip()
            res = parse_bisection_result(rest)
            if res is not None:
                ev(
                    "bisect_result",
                    res,
                    f"bisection complete: {rest}",
                    tool="bisector",
                    bisect_result=res,
                    bisect_done=True,
                )
            elif rest.startswith("no issue found"):
                ev(
                    "bisect_none",
                    None,
                    "bisection complete: no issue found",
                    tool="bisector",
                    no_issue=True,
                    bisect_done=True,
                )
        elif (m := _B_FLAKY.search(s)) is not None:
            ev("bisect_note", s, f"flaky: the program passed while bisecting {m.group('what')}")
        return events
