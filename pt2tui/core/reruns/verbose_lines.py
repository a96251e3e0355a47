"""What the verbose-log recipes' extra output shows, read from the rerun's output lines.

- ``verbose-dynamic`` (``TORCH_LOGS=+dynamic``): where each symbol was created: torch logs
  ``create_symbol s77 = 8 for L['x'].size()[0] [2, int_oo] <code>  # <file>:<line> in <fn> (...)``
  and ``create_unbacked_symint u0 [-int_oo, int_oo] <code>  # <file>:<line> in <fn> (...)``.
- ``verbose-recompiles`` (``recompiles_verbose``): the guard that failed, each time:
  ``Recompiling function step in <file>:<line>`` then ``- 0/7: k == 8   # <code>  # <file>:<line> in step``.

Lines may carry a glog prefix and a ``[__recompiles_verbose]`` tag: the patterns look inside.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["FailedGuardLine", "SymbolLine", "failed_guards", "symbols_created"]

_CREATE = re.compile(
    r"create_(?P<kind>symbol|unbacked_sym\w*) (?P<sym>[A-Za-z_]\w*)"
    r"(?: = (?P<value>\S+) for (?P<source>.+?))? \[(?P<range>[^\]]*)\]"
    r"(?P<code>.*?)(?:  # (?P<where>\S+:\d+) in (?P<fn>\S+))? \((?P<torch>[^()]*:\d+ in [^()]*)\)"
)
_RECOMPILING = re.compile(r"Recompiling function (?P<fn>\S+) in (?P<where>\S+:\d+)")
_GUARD = re.compile(
    r"^\s*- (?P<cid>\d+/\d+): (?P<guard>.*?)(?:\s{2,}# (?P<code>.*?)(?:  # (?P<where>\S+:\d+) in \S+)?)?\s*$"
)
_TAG = re.compile(r"^.*?\[__recompiles_verbose\] ?")


@dataclass(frozen=True)
class SymbolLine:
    symbol: str
    unbacked: bool
    value: str | None  # None for unbacked
    source: str | None  # L['x'].size()[0]
    range: str
    where: str | None  # the user's file:line (None: made inside torch, e.g. export's fakify)
    function: str | None
    code: str  # the user's line of code


@dataclass(frozen=True)
class FailedGuardLine:
    function: str | None  # the frame recompiled
    frame_where: str | None
    compile_id: str  # the compile whose guard failed
    guard: str
    code: str
    where: str | None
    block: int  # which "Recompiling function" message it is part of (its newest entry first)


def symbols_created(lines: Iterable[str]) -> list[SymbolLine]:
    """Each symbol's first ``create_*`` line, in order."""
    out: dict[str, SymbolLine] = {}
    for ln in lines:
        if "create_" not in ln:
            continue
        m = _CREATE.search(ln)
        if m is None or m["sym"] in out:
            continue
        out[m["sym"]] = SymbolLine(
            symbol=m["sym"],
            unbacked=m["kind"] != "symbol",
            value=m["value"],
            source=m["source"],
            range=m["range"],
            where=m["where"],
            function=m["fn"],
            code=(m["code"] or "").strip(),
        )
    return list(out.values())


def failed_guards(lines: Iterable[str]) -> list[FailedGuardLine]:
    """Each guard failure a recompile was triggered by, in order (each message lists the cache
    entries' failures newest first)."""
    out: list[FailedGuardLine] = []
    fn = fwhere = None
    block = -1
    for ln in lines:
        if "Recompiling function" in ln:
            m = _RECOMPILING.search(ln)
            if m:
                fn, fwhere = m["fn"], m["where"]
                block += 1
            continue
        if "__recompiles_verbose" not in ln:
            continue
        m = _GUARD.match(_TAG.sub("", ln))
        if m is None:
            continue
        out.append(FailedGuardLine(fn, fwhere, m["cid"], m["guard"].strip(), (m["code"] or "").strip(),
                                   m["where"], max(block, 0)))  # fmt: skip
    return out
