"""The compiler bisector's progress lines (torch/_inductor/compiler_bisector.py): patterns, the
events they make, and its ``BisectionResult(...)`` line. See progress.py for the lines."""

from __future__ import annotations

import ast
import re
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .progress_state import Emit, ProgressState

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


def bisector_event(s: str, st: ProgressState, ev: Emit) -> bool:
    """Emit the event of one bisector line; False when it is not one."""
    if (m := _B_START.match(s)) is not None:
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
    else:
        return False
    return True
