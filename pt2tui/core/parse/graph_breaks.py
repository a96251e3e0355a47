"""Graph-break and recompile texts as Dynamo writes them, parsed into fields."""

from __future__ import annotations

import re

from .tracebacks import FRAME
from .types import Frame

_AT = re.compile(r"Graph break in user code at (?P<file>.+?):(?P<line>\d+)\s*$", re.M)
_GB_URL = re.compile(r"/gb/(gb\d{4})\.html", re.I)
_GB_ID = re.compile(r"\b(GB\d{4})\b")


def parse_graph_break(text: str) -> dict:
    """Fields of a dynamo_graph_break_reason payload (or a graph_breaks log message)."""
    out: dict = {
        "reason": "",
        "gb_type": None,
        "gb_id": None,
        "user_frame": None,
        "explanation": None,
        "hints": (),
        "stack": (),
    }
    m = _AT.search(text)
    if m:
        out["user_frame"] = Frame(m.group("file"), int(m.group("line")), "")
    m = _GB_URL.search(text) or _GB_ID.search(text)
    if m:
        out["gb_id"] = m.group(1).upper()
    lines = text.split("\n")
    reason_lines: list[str] = []
    hints: list[str] = []
    in_reason = False
    for ln in lines:
        s = ln.strip()
        if s.startswith("Graph Break Reason:"):
            in_reason = True
            rest = s[len("Graph Break Reason:") :].strip()
            if rest:
                reason_lines.append(rest)
            continue
        if s.startswith("Explanation:"):
            in_reason = False
            out["explanation"] = s[len("Explanation:") :].strip()
            continue
        if s.startswith("Hint:"):
            in_reason = False
            hints.append(s[len("Hint:") :].strip())
            continue
        if s.startswith(("Developer debug context:", "For more details", "User code traceback:")):
            in_reason = False
            continue
        if in_reason and s:
            reason_lines.append(s)
    out["hints"] = tuple(hints)
    if reason_lines:
        out["gb_type"] = reason_lines[-1].rstrip(":")
        out["reason"] = " ".join(reason_lines)
    else:
        first = next((s.strip() for s in lines if s.strip()), "")
        out["reason"] = first
    tb = text.split("User code traceback:", 1)
    if len(tb) == 2:
        frames = []
        for ln in tb[1].split("\n"):
            fm = FRAME.match(ln.rstrip())
            if fm:
                frames.append(Frame(fm["file"], int(fm["line"]), fm["func"].strip()))
        out["stack"] = tuple(frames)
        if frames and out["user_frame"] is not None:
            uf = out["user_frame"]
            for f in reversed(frames):
                if f.filename == uf.filename and f.line == uf.line:
                    out["user_frame"] = f
                    break
    return out


def parse_recompile_reasons(text: str) -> tuple[str, ...]:
    """The recompile_reasons artifact: a JSON list of strings, or plain lines."""
    t = text.strip()
    if t.startswith("["):
        try:
            from .jsonload import loads

            val = loads(t)
            if isinstance(val, list):
                return tuple(str(v).strip() for v in val if str(v).strip())
        except ValueError:
            pass
    return (t,) if t else ()
