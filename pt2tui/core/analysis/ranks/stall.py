"""A compile on some ranks stalls the others: in synchronous training every rank waits in its
next collective for the slowest, so a compile (or recompile) that one rank makes while the
others compile nothing costs its time on every other rank. DDP, one rank given a shorter batch:
rank 1 recompiles the model's forward for ~19 s, and every rank's step takes ~22 s.

From each rank's trace: a frame compile's start (compilation_metrics ``start_time``, the first
attempt's) and its time (the last attempt's ``entire_frame_compile_time_s``); what another rank
waited is that time less what it spent compiling itself meanwhile. The program's own per-step
lines (``rank R step S took X s``), when printed, are quoted as they are.

    rank 0 waited ~19.2 s while rank 1 recompiled forward (modeling_gpt2.py:1034) called from
    train.py:61 [5/1] (tensor input_ids changed size at dim 1: 128 -> 96)
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from datetime import datetime

from ...model import Compile, Run
from ...model.recompile_set import frame_compile_of
from ..ledger import compile_seconds, reason_head
from ..recompile_tensor import is_program_file

__all__ = ["CATEGORY", "SUMMARY", "FIRST", "FIRST_SUMMARY", "MIN_WAIT_S", "RankStall", "STALL_PROBLEM_SHARE", "STALL_PROBLEM_STEPS",
           "rank_stalls", "run_wall_s", "slow_steps", "stall_is_problem", "stall_line", "steady_step_s",
           "step_times"]  # fmt: skip

CATEGORY = "rank_stall"
SUMMARY = "a compile on some ranks stalled the others at their next collective"
# no recompile among the stalls: a graph only some ranks compiled (a graph break on one rank):
# why it recompiled is no question, the fix is where that rank's graphs part (weigh_training.py)
FIRST = "first_compile"
FIRST_SUMMARY = "a first compile that only some ranks made (a graph the others lack) stalled the others"
MIN_WAIT_S = 0.5  # less is noise: ranks never start a compile at the same instant
STALL_PROBLEM_STEPS = 50  # a rank's recompile stalling the others this many steady steps: a problem
STALL_PROBLEM_SHARE = 0.25  # with no step times: a stall costing this share of the run's wall time
_STEP = re.compile(r"rank (?P<rank>\d+)\b.*?\bstep (?P<step>\d+)\b.*?\btook (?P<s>\d+(?:\.\d+)?) ?s\b")


@dataclass(frozen=True, slots=True)
class RankStall:
    """A compile on one rank while the other ranks waited for it at the next collective."""

    rank: int  # the rank that compiled
    compile: Compile  # its frame compile (the last attempt)
    recompile: bool
    start: float | None
    seconds: float
    waited: tuple[tuple[int, float], ...]  # (other rank, seconds it waited)
    where: str  # what compiled and the user's line: "forward (m.py:10) called from train.py:61"
    why: str  # the recompile's reason, "" for a first compile

    @property
    def waited_s(self) -> float:
        return sum(s for _, s in self.waited)

    def line(self) -> str:
        who = ", ".join(f"rank {r}" for r, _ in self.waited)
        most = max(s for _, s in self.waited)
        verb = "recompiled" if self.recompile else "compiled"
        out = f"{who} waited ~{most:.1f} s while rank {self.rank} {verb} {self.where} {self.compile.id}"
        return out + (f" ({self.why})" if self.why else "")


def _name(path: str | None) -> str:
    return (path or "?").replace("\\", "/").rsplit("/", 1)[-1]


def _where(first: Compile, last: Compile) -> str:
    c = first if first.stack else last
    own = f"{last.co_name or c.co_name or '?'} ({_name(last.co_filename or c.co_filename)}:" \
          f"{last.co_firstlineno or c.co_firstlineno or '?'})"  # fmt: skip
    frames = list(c.stack)
    if frames and frames[-1].name == (last.co_name or c.co_name):
        frames = frames[:-1]  # the compiled frame itself: the call site is the one before
    call = next((f for f in reversed(frames) if is_program_file(f.filename)), None)
    return own + (f" called from {_name(call.filename)}:{call.line}" if call is not None else "")


def _frame_compiles(run: Run) -> list[tuple[Compile, Compile]]:
    """(first attempt, last attempt) of every frame compile of a rank, in order."""
    firsts: dict[tuple, Compile] = {}
    lasts: dict[tuple, Compile] = {}
    for c in run.compiles:
        if c.rank is None or c.id.group is not None:
            continue
        k = frame_compile_of(c.rank, c.process, c.id)
        if k not in firsts or c.id.attempt < firsts[k].id.attempt:
            firsts[k] = c
        if k not in lasts or c.id.attempt >= lasts[k].id.attempt:
            lasts[k] = c
    return [(firsts[k], lasts[k]) for k in firsts]


def rank_stalls(run: Run) -> list[RankStall]:
    """The compiles some ranks made while others compiled nothing, with what each other rank
    waited (at least MIN_WAIT_S)."""
    ranks = sorted({r for r in run.ranks if r is not None})
    if len(ranks) < 2:
        return []
    spans: dict[int, list[tuple[float, float]]] = {r: [] for r in ranks}
    items = []
    for first, last in _frame_compiles(run):
        s = compile_seconds(last)
        start = last.start_time if last.start_time is not None else first.start_time
        if s is None or s <= 0:
            continue
        items.append((first, last, start, s))
        if start is not None and last.rank in spans:
            spans[last.rank].append((start, start + s))
    keys: dict[tuple, dict[int, float | None]] = {}  # the same compile on each rank: its start
    for first, _last, st, _s in items:
        keys.setdefault(frame_compile_of(None, None, first.id), {})[first.rank] = st
    starts = {k: _Starts(same, ranks) for k, same in keys.items()}
    busy_on = {q: _Busy(spans[q]) for q in ranks}
    reasons = {c.key: c.recompile_reasons for c in run.recompiles}
    out = []
    for first, last, start, s in items:
        k = frame_compile_of(None, None, first.id)
        if starts[k].all_within(start, s):
            continue  # every rank made it at the same time (the usual case): nobody waited
        waited = []
        same = keys[k]
        for q in ranks:
            if q == last.rank:
                continue
            if q in same and (start is None or same[q] is None or abs(same[q] - start) < s):
                continue  # the other rank made the same compile at the same time: in step
            if start is None:  # no clock: a compile the other rank never made
                waited.append((q, s))
                continue
            busy = busy_on[q].within(start, start + s)
            if s - busy >= MIN_WAIT_S:
                waited.append((q, round(s - busy, 6)))
        if not waited:
            continue
        why = reasons.get(last.key) or ()
        out.append(RankStall(last.rank, last, bool(why) or last.id.frame_compile_id not in (None, 0),
                             start, s, tuple(waited), _where(first, last),
                             reason_head(why[0]) if why else ""))  # fmt: skip
    return out


class _Busy:
    """One rank's compile spans, for the time of [start, end) it spent compiling. Spans that
    overlap (a compile within another's time) are one stretch of compiling: the time is
    counted once, where a sum over every span counted it once for each (and a rank that
    compiled the same stretch twice seemed to have waited less, or not at all). Spans apart
    (the usual case) are summed as a sum over every span in their order reads them: an
    overlap with each (a span outside the window adds an exact 0.0, which leaves a float sum
    as it is). Each window looks only at the stretches it meets (bisected): linear in the
    run, where the sum over every span for each lone compile of the other ranks made
    ``summary`` of a long run quadratic."""

    __slots__ = ("begins", "ends", "firsts")

    def __init__(self, spans: list[tuple[float, float]]) -> None:
        stretches: list[list] = []  # [begin, end, the first span's index], by begin
        for i in sorted(range(len(spans)), key=lambda i: spans[i][0]):
            a, b = spans[i]
            if stretches and a < stretches[-1][1]:  # (within the one before; touching ones stay apart)
                last = stretches[-1]
                last[1] = max(last[1], b)
                last[2] = min(last[2], i)
            else:
                stretches.append([a, b, i])
        self.begins = [x[0] for x in stretches]
        self.ends = [x[1] for x in stretches]  # (apart and by begin: by end too)
        self.firsts = [x[2] for x in stretches]

    def within(self, start: float, end: float) -> float:
        begins, ends = self.begins, self.ends
        met = range(bisect_right(ends, start), bisect_left(begins, end))
        in_order = sorted(met, key=self.firsts.__getitem__)  # (the spans' order: the same float sum)
        return sum(max(0.0, min(end, ends[j]) - max(start, begins[j])) for j in in_order)


class _Starts:
    """One compile's starts on the ranks: whether every rank made it within ``s`` of a start,
    surely (then no rank waited: the usual case, decided without a check per rank; with 128
    ranks and 16,000 compiles those are 2 million)."""

    __slots__ = ("every", "lo", "hi")

    def __init__(self, same: dict[int, float | None], ranks: list[int]) -> None:
        self.every = all(q in same for q in ranks)
        known = [t for t in same.values() if t is not None]
        self.lo, self.hi = (min(known), max(known)) if known else (None, None)

    def all_within(self, start: float | None, s: float) -> bool:
        """As ``abs(t - start) < s`` reads each start ``t``, with the bounds narrowed by far
        more than the rounding of ``start ± s``: a start near the edge goes to the exact check."""
        if not self.every:
            return False
        if start is None or self.lo is None:
            return True
        eps = abs(start) * 1e-12 + 1e-9
        return self.lo > start - s + eps and self.hi < start + s - eps


def stall_line(stalls: list[RankStall]) -> str:
    """One line: the biggest stall with what the same rank's other lone compiles added to
    the wait ("rank 0 waited ~23.0 s while rank 1 recompiled forward (...) [5/1_1] (...) and
    2 more frames (~3.9 s)"), then the other ranks' stalls counted."""
    top = max(stalls, key=lambda s: s.waited_s)
    same = [s for s in stalls if s is not top and s.rank == top.rank]
    rest = [s for s in stalls if s is not top and s.rank != top.rank]
    if not same:
        out = top.line()
    else:
        waits: dict[int, float] = {}
        for s in (top, *same):
            for r, t in s.waited:
                waits[r] = waits.get(r, 0.0) + t
        who = ", ".join(f"rank {r}" for r in sorted(waits))
        verb = "recompiled" if top.recompile else "compiled"
        extra = sum(s.waited_s for s in same)
        out = (f"{who} waited ~{max(waits.values()):.1f} s while rank {top.rank} {verb} {top.where} "
               f"{top.compile.id}" + (f" ({top.why})" if top.why else "")
               + f" and {len(same)} more frame{'s' if len(same) > 1 else ''} (~{extra:.1f} s)")  # fmt: skip
    if rest:
        out += (f"; {len(rest)} more compile{'s' if len(rest) > 1 else ''} on other ranks alone "
                f"(~{sum(s.waited_s for s in rest):.1f} s waited by the others)")  # fmt: skip
    return out


def step_times(run: Run) -> dict[int, list[tuple[int, float]]]:
    """{rank: [(step, seconds)]} from the program's own lines ("rank 1 step 4 took 22.1 s")."""
    out: dict[int, list[tuple[int, float]]] = {}
    for m in run.logs:
        if m.level is not None:
            continue
        for ln in m.text.split("\n"):
            sm = _STEP.search(ln)
            if sm is not None:
                out.setdefault(int(sm["rank"]), []).append((int(sm["step"]), float(sm["s"])))
    return out


def slow_steps(steps: dict[int, list[tuple[int, float]]]) -> str:
    """"the program's own step times: step 2 took 15.74 s on rank 0, 15.75 s on rank 1 (its
    other steps after the first: median 0.02 s)": the slowest step after each rank's first (the
    first compiles on every rank), "" when the program printed none."""
    later = {r: sorted(ts)[1:] for r, ts in steps.items() if len(ts) > 1}
    if not later:
        return ""
    slow = {r: max(ts, key=lambda t: t[1]) for r, ts in later.items()}
    step = max(slow.values(), key=lambda t: t[1])[0]
    at = {r: t for r, ts in later.items() for s, t in ts if s == step}
    rest = sorted(t for ts in later.values() for s, t in ts if s != step)
    out = f"the program's own step times: step {step} took " + ", ".join(
        f"{t:.2f} s on rank {r}" for r, t in sorted(at.items()))
    if rest:
        out += f" (its other steps after the first: median {rest[len(rest) // 2]:.2f} s)"
    return out


def _glog_s(t: str | None) -> float | None:
    """Seconds of a glog time "MMDD HH:MM:SS.ffffff" (within a year: good for differences)."""
    if not t:
        return None
    t = t.strip()
    try:
        if _GLOG.fullmatch(t):  # (as torch writes it: what strptime gives, without its first
            # call's import and locale regexes, 3-5 ms of the summary)
            d = datetime(1900, int(t[:2]), int(t[2:4]), int(t[5:7]), int(t[8:10]), int(t[11:13]), int(t[14:]))
        else:
            d = datetime.strptime(t, "%m%d %H:%M:%S.%f")
    except ValueError:
        return None
    return (d - datetime(1900, 1, 1)).total_seconds()


_GLOG = re.compile(r"\d{4} \d\d:\d\d:\d\d\.\d{6}", re.ASCII)


def run_wall_s(run: Run) -> float | None:
    """The run's wall time: from the first process's first record to the last one's last."""
    firsts = [s for p in run.processes if (s := _glog_s(p.first_time)) is not None]
    lasts = [s for p in run.processes if (s := _glog_s(p.last_time)) is not None]
    if not firsts or not lasts:
        return None
    return max(lasts) - min(firsts) or None


def steady_step_s(steps: dict[int, list[tuple[int, float]]]) -> float | None:
    """The steady step: the median of every rank's step times after its first (which compiles)."""
    later = sorted(t for ts in steps.values() for _, t in sorted(ts)[1:])
    return later[len(later) // 2] if later else None


def stall_is_problem(run: Run, stalls: list[RankStall], worst_wait: float) -> tuple[bool, str]:
    """Is a stall a problem, and why, as a PT2 engineer weighs it: against the steady step (the
    program's own step times), a recompile that one rank made alone and that stalled the others
    for ``STALL_PROBLEM_STEPS`` steady steps or more is a problem however long the run (the
    ranks' shapes differ: it comes back with every new shape); a first compile's stall is the
    compile's own cost. With no step times: a quarter of the run's wall time."""
    step = steady_step_s(step_times(run))
    if step:
        n = worst_wait / step
        if not any(s.recompile for s in stalls):
            return False, f"a first compile's stall, ~{n:.0f} steady steps of {step:.3f} s"
        if n >= STALL_PROBLEM_STEPS:
            return True, f"the others lost ~{n:.0f} steady steps of {step:.3f} s"
        return False, f"the others lost ~{n:.0f} steady steps of {step:.3f} s"
    wall = run_wall_s(run)
    if wall and worst_wait > STALL_PROBLEM_SHARE * wall:
        return True, f"{100 * worst_wait / wall:.0f}% of the run's {wall:.1f} s"
    return False, (f"{100 * worst_wait / wall:.0f}% of the run's {wall:.1f} s" if wall else "")
