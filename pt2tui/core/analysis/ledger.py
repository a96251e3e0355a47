"""The compile-time ledger: where the run's compile time went, from compilation_metrics alone.

* by frame: each frame's compiles (every attempt, every recompile) added up;
* by cause: ``first compile`` (a frame's [N/0]), ``recompile: <reason>`` (one row per reason,
  its guard text cut at the first line), ``restart: <reason>`` (the time Dynamo spent on
  attempts it threw away at a graph break: ``dynamo_time_before_restart_s``);
* by phase: the cumulative timers torch nests (Dynamo includes AOT autograd, which includes
  Inductor, which includes code generation) taken apart into what each spent itself; the
  Triton / C++ compile and autotuning inside code generation on rows of their own;
* what the cache saved (``remote_cache_time_saved_s``: torch's figure for a hit, local or
  remote) and the hits / misses / bypasses;
* per rank.

A compile whose metrics hold no time is counted under ``no time`` and adds nothing: the ledger
never guesses a figure (the same for a phase timer that is missing or inconsistent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..model import Compile, Run
from ..model.recompile_set import is_recompile_id

__all__ = ["Ledger", "LedgerRow", "compile_seconds", "ledger", "ledger_dict", "rank_note", "reason_head"]

FIRST = "first compile"
_US = 1e6


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """One row of the ledger: a key, its seconds and the compiles counted."""

    key: str
    seconds: float
    compiles: int = 0
    ids: tuple[str, ...] = ()  # the compiles counted (first ones, "[0/1]", ...)


@dataclass(frozen=True, slots=True)
class Ledger:
    """Where the run's compile time went: by frame, cause, phase and rank, and what the caches saved."""

    total_s: float
    by_frame: tuple[LedgerRow, ...]
    by_cause: tuple[LedgerRow, ...]
    by_phase: tuple[LedgerRow, ...]
    by_rank: tuple[LedgerRow, ...]
    cache_saved_s: float
    cache: tuple[tuple[str, int], ...]  # ("fx_graph hit", 2), ...
    timed: int  # compiles with a time
    untimed: tuple[str, ...]  # compiles without one ("[1/0]" ...): counted, never guessed

    @property
    def empty(self) -> bool:
        return not self.timed and not self.untimed


def _num(m: dict[str, Any] | None, key: str) -> float | None:
    if not m:
        return None
    v = m.get(key)
    t = type(v)
    if t is float or t is int:  # (most: quick)
        return float(v) if v >= 0 else None
    return float(v) if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0 else None


def compile_seconds(c: Compile) -> float | None:
    """The compile's own time (its final attempt's metrics), None when not recorded."""
    if c.duration_s is not None and c.duration_s >= 0:
        return float(c.duration_s)
    us = _num(c.metrics, "duration_us")
    if us is not None:
        return us / _US
    return _num(c.metrics, "entire_frame_compile_time_s")


def restart_seconds(c: Compile) -> float:
    """Time Dynamo spent on attempts it threw away before this one (0 when none recorded)."""
    return _num(c.metrics, "dynamo_time_before_restart_s") or 0.0


def reason_head(reason: str, limit: int = 90) -> str:
    """A recompile / restart reason's first line, without the compile id it names."""
    head = reason.strip().split("\n", 1)[0].strip()
    if ":" in head[:12] and head.split(":", 1)[0].replace("/", "").replace("_", "").isdigit():
        head = head.split(":", 1)[1].strip()
    head = head.split("  #", 1)[0].strip()
    return head if len(head) <= limit else head[: limit - 1] + "…"


def _phases(m: dict[str, Any] | None) -> list[tuple[str, float]]:
    """(phase, seconds it spent itself) of one compile; [] when the timers do not nest."""
    dyn = _num(m, "dynamo_cumulative_compile_time_us")
    aot = _num(m, "aot_autograd_cumulative_compile_time_us") or 0.0
    ind = _num(m, "inductor_cumulative_compile_time_us") or 0.0
    gen = _num(m, "inductor_code_gen_cumulative_compile_time_us") or 0.0
    tri = _num(m, "triton_compile_time_us") or 0.0
    auto = _num(m, "compile_time_autotune_time_us") or 0.0
    if dyn is None or not (dyn >= aot >= ind >= gen):
        return []
    out = [("Dynamo", dyn - aot), ("AOT autograd", aot - ind)]
    ind_own = ind - gen
    if 0 < auto <= ind_own:
        ind_own -= auto
    elif auto:
        auto = 0.0  # does not fit where torch measures it: left out rather than double counted
    out.append(("Inductor", ind_own))
    if tri and tri <= gen:
        out += [("code generation", gen - tri), ("Triton / C++ compile", tri)]
    else:
        out.append(("code generation + compile", gen))
    out.append(("autotune", auto))
    return [(k, v / _US) for k, v in out]


def _frame_label(c: Compile) -> str:
    name = c.co_name or "?"
    where = ""
    if c.co_filename:
        where = f" ({c.co_filename.rsplit('/', 1)[-1]}:{c.co_firstlineno or '?'})"
    return f"{name}{where}"


def _add(rows: dict[str, list], key: str, s: float, cid: str) -> None:
    r = rows.get(key)
    if r is None:
        r = rows[key] = [0.0, 0, []]
    r[0] += s
    r[1] += 1
    r[2].append(cid)


def _rows(rows: dict[str, list]) -> tuple[LedgerRow, ...]:
    items = [LedgerRow(k, round(v[0], 6), v[1], tuple(v[2])) for k, v in rows.items()]
    return tuple(sorted(items, key=lambda r: (-r.seconds, r.key)))


def ledger(run: Run) -> Ledger:
    frames: dict[str, list] = {}
    causes: dict[str, list] = {}
    phases: dict[str, list] = {}
    ranks: dict[str, list] = {}
    cache: dict[str, int] = {}
    saved = 0.0
    total = 0.0
    timed = 0
    untimed: list[str] = []
    for c in run.compiles:
        cid = str(c.id) if c.rank is None else f"rank {c.rank} {c.id}"
        for e in c.cache:
            k = f"{e.cache} {e.result}"
            cache[k] = cache.get(k, 0) + 1
        saved += _num(c.metrics, "remote_cache_time_saved_s") or 0.0
        s = compile_seconds(c)
        if s is None:
            if c.status != "restarted":  # a thrown-away attempt: its final one counts it
                untimed.append(cid)
            continue
        timed += 1
        restart = min(restart_seconds(c), s)
        total += s
        _add(frames, _frame_label(c), s, cid)
        if c.rank is not None:
            _add(ranks, f"rank {c.rank}", s, cid)
        own = s - restart
        reasons = run.recompile_reasons_of(c)  # a restarted recompile's last attempt too
        if reasons:
            _add(causes, "recompile: " + reason_head(reasons[0]), own, cid)
        elif is_recompile_id(c.id.group, c.id.frame_compile_id):
            _add(causes, "recompile: (no reason recorded)", own, cid)
        else:
            _add(causes, FIRST, own, cid)
        if restart > 0:
            why = reason_head(c.restart_reasons[0]) if c.restart_reasons else "graph break"
            _add(causes, "restart: " + why, restart, cid)
        for name, ps in _phases(c.metrics):
            if ps > 0:
                _add(phases, name, ps, cid)
    return Ledger(
        total_s=round(total, 6),
        by_frame=_rows(frames),
        by_cause=_rows(causes),
        by_phase=_rows(phases),
        by_rank=_rows(ranks),
        cache_saved_s=round(saved, 6),
        cache=tuple(sorted(cache.items())),
        timed=timed,
        untimed=tuple(untimed),
    )


def rank_note(led: Ledger, factor: float = 1.5) -> str | None:
    """"rank 3 compiled 2.1x as long as the others (median 10.2 s)": a rank whose compile time
    is ``factor`` times the others' median or more (None: no such rank, or one rank)."""
    rows = [r for r in led.by_rank if r.seconds > 0]
    if len(rows) < 2:
        return None
    top = rows[0]  # by_rank is sorted, biggest first
    rest = sorted(r.seconds for r in rows[1:])
    n = len(rest)  # (their median as statistics.median gives it: that module and fractions,
    # decimal it imports are 2-3 ms of summary's imports)
    mid = rest[n // 2] if n % 2 else (rest[n // 2 - 1] + rest[n // 2]) / 2
    if mid <= 0 or top.seconds < factor * mid:
        return None
    return f"{top.key} compiled {top.seconds / mid:.1f}x as long as the others (median {mid:.1f} s)"


def _row_dict(r: LedgerRow) -> dict[str, Any]:
    return {"key": r.key, "seconds": round(r.seconds, 3), "compiles": r.compiles,
            "ids": list(r.ids)}  # fmt: skip


def ledger_dict(led: Ledger) -> dict[str, Any]:
    """The ``ledger`` key of `summary --json`."""
    return {
        "total_s": round(led.total_s, 3),
        "by_frame": [_row_dict(r) for r in led.by_frame],
        "by_cause": [_row_dict(r) for r in led.by_cause],
        "by_phase": [_row_dict(r) for r in led.by_phase],
        "by_rank": [_row_dict(r) for r in led.by_rank],
        "cache_saved_s": round(led.cache_saved_s, 3),
        "cache": dict(led.cache),
        "timed": led.timed,
        "untimed": list(led.untimed),
        "rank_note": rank_note(led),
    }
