"""A profiler trace's events (core/parse/kineto.py) -> ``ProfileTrace``: complete events kept
as columns (core/parse/kineto_columns.py), the rank from distributedInfo (else the file name),
calls.json's wall times."""

from __future__ import annotations

import re
from typing import IO

from ..parse.jsonload import loads
from ..parse.kineto import ReadInfo
from ..parse.kineto_columns import read_columns
from .profile import CallTime, ProfileTrace

_RANK_IN_NAME = re.compile(r"rank[_-]?(\d+)")


def read_profile(fileobj: IO[bytes], path: str, variant: str = "trace",
                 calls: tuple[CallTime, ...] = ()) -> ProfileTrace:  # fmt: skip
    """Read one trace file. Never raises on bad input: ``problems`` and ``cut`` say what."""
    info = ReadInfo()
    col = read_columns(fileobj, info)
    problems: list[str] = []
    if info.not_trace:
        problems.append(f"not a profiler trace: {info.not_trace}")
    elif not len(col):
        problems.append("a profiler trace with no complete events (nothing was profiled)")
    return ProfileTrace(path, rank_of(info.meta, path), variant, col, info.meta, info.cut, tuple(problems), calls)


def rank_of(meta: dict, path: str) -> int | None:
    di = meta.get("distributedInfo")
    if isinstance(di, dict) and isinstance(di.get("rank"), int):
        return di["rank"]
    m = _RANK_IN_NAME.search(path.rsplit("/", 1)[-1])
    return int(m.group(1)) if m else None


def calls_mode(text: str) -> str | None:
    """The profile recipe's calls.json says "mode": "compiled" | "eager"."""
    try:
        val = loads(text)
    except ValueError:  # (TooDeep too: no recursion the input decides)
        return None
    m = val.get("mode") if isinstance(val, dict) else None
    return m if isinstance(m, str) else None


def parse_calls(text: str) -> tuple[tuple[CallTime, ...], str | None]:
    """calls.json: a list of {"call": i, "seconds": s, "phase": "warmup"|"profiled"} (or the
    profile recipe's object holding it as "calls")."""
    try:
        val = loads(text)
    except ValueError as e:
        return (), f"calls.json is not JSON ({e})"
    if isinstance(val, dict) and isinstance(val.get("calls"), list):  # the profile recipe's
        val = val["calls"]
    if not isinstance(val, list):
        return (), "calls.json is not a list of calls"
    return calls_from(val), None


def calls_from(val: list) -> tuple[CallTime, ...]:
    """calls.json's call records (already parsed) -> CallTime, what is malformed left out."""
    out: list[CallTime] = []
    for item in val:
        if isinstance(item, dict) and isinstance(item.get("seconds"), (int, float)):
            st, opt, bwd, shape = item.get("start"), item.get("opt"), item.get("bwd"), item.get("shape")
            out.append(CallTime(int(item.get("call", len(out))), float(item["seconds"]),
                                str(item.get("phase", "profiled")),
                                float(st) if isinstance(st, (int, float)) else None,
                                opt if isinstance(opt, int) else None, bwd if isinstance(bwd, int) else None,
                                item.get("grad") is True, shape if isinstance(shape, str) else None,
                                bool(item.get("compiles")),
                                side if (side := item.get("side")) in ("compiled", "eager") else None))  # fmt: skip
    return tuple(out)


FACTS = ("mode", "alternating", "world", "backwards", "optimizer_steps", "backward_compiles", "synchronized", "rank",
         "note", "partial", "settings", "timed", "profiled", "calls_total")  # fmt: skip


def calls_facts(text: str) -> dict:
    """calls.json's top-level facts (FACTS) the timing reads (an old list: none)."""
    try:
        val = loads(text)
    except ValueError:
        return {}
    return facts_from(val)


def facts_from(val: object) -> dict:
    return {k: val[k] for k in FACTS if k in val} if isinstance(val, dict) else {}
