"""A profiler trace's events (core/parse/kineto.py) -> ``ProfileTrace``: complete events kept
compact, the rank from distributedInfo (else the file name), calls.json's wall times."""

from __future__ import annotations

import json
import re
from typing import IO

from ..parse.kineto import ReadInfo, iter_events
from .profile import CallTime, Ev, ProfileTrace

_RANK_IN_NAME = re.compile(r"rank[_-]?(\d+)")
_COMM_ARGS = ("Collective name", "In msg nelems", "Out msg nelems", "dtype", "Group size",
              "In msg size", "Out msg size", "Process Group Name", "Process Group Ranks")  # fmt: skip


def _stream(args: dict | None) -> int:
    if not args or "stream" not in args:
        return -1
    try:
        return int(args["stream"])
    except (TypeError, ValueError):
        return -1


def _corr(args: dict | None) -> int:
    v = args.get("correlation", -1) if args else -1
    return v if isinstance(v, int) else -1


def _is_comm(name: str, cat: str) -> bool:
    return name.startswith("nccl") or name == "record_param_comms" or name.startswith("c10d::")


def read_profile(fileobj: IO[bytes], path: str, variant: str = "trace",
                 calls: tuple[CallTime, ...] = ()) -> ProfileTrace:  # fmt: skip
    """Read one trace file. Never raises on bad input: ``problems`` and ``cut`` say what."""
    info = ReadInfo()
    evs: list[Ev] = []
    append = evs.append
    problems: list[str] = []
    for e in iter_events(fileobj, info):
        if e.get("ph") != "X":
            continue
        cat = e.get("cat")
        dur = e.get("dur")
        if cat is None or dur is None or cat == "Trace":  # HTA drops these too
            continue
        name = e.get("name")
        ts = e.get("ts")
        if not isinstance(name, str) or not isinstance(ts, (int, float)) or not isinstance(dur, (int, float)):
            continue
        args = e.get("args")
        if not isinstance(args, dict):
            args = None
        keep = {k: args[k] for k in _COMM_ARGS if k in args} if args and _is_comm(name, cat) else None
        append(Ev(float(ts), float(dur), name, str(cat), e.get("tid"), _stream(args), _corr(args), keep or None))
    if info.not_trace:
        problems.append(f"not a profiler trace: {info.not_trace}")
    elif not evs:
        problems.append("a profiler trace with no complete events (nothing was profiled)")
    evs.sort(key=lambda ev: ev.ts)
    return ProfileTrace(path, rank_of(info.meta, path), variant, tuple(evs), info.meta, info.cut,
                        tuple(problems), calls)  # fmt: skip


def rank_of(meta: dict, path: str) -> int | None:
    di = meta.get("distributedInfo")
    if isinstance(di, dict) and isinstance(di.get("rank"), int):
        return di["rank"]
    m = _RANK_IN_NAME.search(path.rsplit("/", 1)[-1])
    return int(m.group(1)) if m else None


def calls_mode(text: str) -> str | None:
    """The profile recipe's calls.json says "mode": "compiled" | "eager"."""
    try:
        val = json.loads(text)
    except ValueError:
        return None
    m = val.get("mode") if isinstance(val, dict) else None
    return m if isinstance(m, str) else None


def parse_calls(text: str) -> tuple[tuple[CallTime, ...], str | None]:
    """calls.json: a list of {"call": i, "seconds": s, "phase": "warmup"|"profiled"} (or the
    profile recipe's object holding it as "calls")."""
    try:
        val = json.loads(text)
    except ValueError as e:
        return (), f"calls.json is not JSON ({e})"
    if isinstance(val, dict) and isinstance(val.get("calls"), list):  # the profile recipe's
        val = val["calls"]
    if not isinstance(val, list):
        return (), "calls.json is not a list of calls"
    out = []
    for item in val:
        if isinstance(item, dict) and isinstance(item.get("seconds"), (int, float)):
            out.append(CallTime(int(item.get("call", len(out))), float(item["seconds"]),
                                str(item.get("phase", "profiled"))))  # fmt: skip
    return tuple(out), None
