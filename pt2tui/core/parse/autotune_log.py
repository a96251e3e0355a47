"""Inductor's max-autotune tables, as it prints them (select_algorithm's log_results)::

    AUTOTUNE mm(32x64, 64x128)
    strides: [64, 1], [1, 64]
    dtypes: torch.float32, torch.float32
      triton_mm_4 0.0082 ms 100.0% BLOCK_K=32, BLOCK_M=64, num_stages=3, num_warps=4
      mm 0.0090 ms 91.0%
    SingleProcess AUTOTUNE benchmarking takes 0.5123 seconds and 0.0000 seconds precompiling for 20 choices

-> one AutotuneTable per block: the op and its input sizes, each choice tried (name, ms, share
of the best, its config), the first being the one chosen. Pure: lines in, records out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = ["AutotuneChoice", "AutotuneTable", "autotune_tables"]

_HEAD = re.compile(r"^AUTOTUNE (?P<op>[\w.]+)\((?P<args>[^)]*)\)\s*$")
_CHOICE = re.compile(r"^\s+(?P<name>\S+) (?P<ms>[\d.]+(?:e-?\d+)?|inf) ms (?P<pct>[\d.]+)%\s*(?P<cfg>.*)$")
_TAIL = re.compile(r"AUTOTUNE benchmarking takes (?P<s>[\d.]+) seconds.*?for (?P<n>\d+) choices")


@dataclass(frozen=True, slots=True)
class AutotuneChoice:
    name: str
    ms: float
    share: float  # % of the best
    config: str = ""


@dataclass(frozen=True, slots=True)
class AutotuneTable:
    op: str
    args: str  # "32x64, 64x128"
    choices: tuple[AutotuneChoice, ...]
    seconds: float | None = None  # benchmarking time
    tried: int | None = None  # the choices it benchmarked (the table shows the best few)
    line: int = 0

    @property
    def chosen(self) -> AutotuneChoice | None:
        return self.choices[0] if self.choices else None


def autotune_tables(lines: Iterable[str]) -> list[AutotuneTable]:
    out: list[AutotuneTable] = []
    cur: dict | None = None

    def close() -> None:
        nonlocal cur
        if cur is not None:
            out.append(AutotuneTable(cur["op"], cur["args"], tuple(cur["choices"]), cur["s"], cur["n"], cur["line"]))
        cur = None

    for i, raw in enumerate(lines, 1):
        ln = raw.rstrip("\n")
        m = _HEAD.match(ln)
        if m is not None:
            close()
            cur = {"op": m.group("op"), "args": m.group("args"), "choices": [], "s": None, "n": None, "line": i}
            continue
        if cur is None:
            continue
        c = _CHOICE.match(ln)
        if c is not None:
            ms = float(c.group("ms")) if c.group("ms") != "inf" else float("inf")
            cur["choices"].append(AutotuneChoice(c.group("name"), ms, float(c.group("pct")), c.group("cfg").strip()))
            continue
        t = _TAIL.search(ln)
        if t is not None:
            cur["s"], cur["n"] = float(t.group("s")), int(t.group("n"))
            close()
            continue
        if ln.startswith(("strides:", "dtypes:")) or not ln.strip():
            continue
        close()
    close()
    return out
