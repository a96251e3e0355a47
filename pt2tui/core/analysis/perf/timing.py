"""The figures a profile rerun is judged by: its TIMED window (calls timed with no profiler
running, synchronized on GPU; profile/calls.json's ``"phase": "timed"``), per call for inference
and per step for training, with their spread; and compiled against eager, beyond the noise or not.

Training: a backward or an optimizer step ran between the calls, a backward graph was compiled,
or the outputs require grad in a job of several ranks. A step is one call's start to the next
call's start (the forward and what runs until the next one: backward, optimizer, the
all-reduces), or, when the optimizer steps every k calls (gradient accumulation), the optimizer's
period: from the first call after one optimizer step to the first call after the next.

Alternating (calls.json version 3, the default): the timed window of a compiled run holds
blocks of compiled calls and blocks of eager ones (torch.compiler.set_stance("force_eager"):
the same calls, the same process, run as the program's Python), one after the other, so a drift
of the machine (clocks, other tenants, power) falls on both sides alike; the two sides come
from one run (``alternating``), each call's ``side`` saying which. Compiled against eager from
two runs is the fallback (older calls.json, ``PT2TUI_PROFILE_ALTERNATE=0``).

Calls whose shapes differ are never in one median: the figure is the largest group's (same
shapes, no compile), and a note says what else ran. Without a timed window (calls.json made
before it existed, ``--profile-timed 0``) the profiled calls stand in, marked ``"profiled"``.

Noise: the difference between two medians counts when it is larger than the wider of the two
sides' IQR (and than 1% of the faster side); inside it: "no measurable difference". An
alternating window with 3 or more block pairs (a compiled block and the eager block after it)
is judged paired: the mean of the pairs' differences against its 95% confidence half-width
(Student's t), so a drift between blocks does not count as noise, nor a steady gap as none.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ...model.profile import CallTime

NOISE_FLOOR = 0.01  # a difference under 1% of the faster side is never measurable
_T95 = (12.71, 4.30, 3.18, 2.78, 2.57, 2.45, 2.36, 2.31, 2.26, 2.23, 2.20, 2.18, 2.16, 2.14, 2.13)


def t95(df: int) -> float:
    """Student's t, two-sided 95%, for ``df`` degrees of freedom (>= 1)."""
    return _T95[df - 1] if df <= len(_T95) else 2.09 if df <= 20 else 2.04 if df <= 30 else 2.0


@dataclass(frozen=True, slots=True)
class Spread:
    """Milliseconds: the median and its spread over ``n`` samples."""

    n: int
    median: float
    p10: float
    p25: float
    p75: float
    p90: float

    @property
    def iqr(self) -> float:
        return self.p75 - self.p25

    def words(self) -> str:
        return f"{self.median:.2f} ms (p10-p90 {self.p10:.2f}-{self.p90:.2f}, n={self.n})"

    def as_dict(self) -> dict[str, Any]:
        return {"n": self.n, "median_ms": round(self.median, 4), "p10_ms": round(self.p10, 4),
                "p25_ms": round(self.p25, 4), "p75_ms": round(self.p75, 4), "p90_ms": round(self.p90, 4)}  # fmt: skip


def spread(ms: Sequence[float]) -> Spread | None:
    s = sorted(ms)
    if not s:
        return None

    def q(p: float) -> float:
        i = p * (len(s) - 1)
        lo = int(i)
        hi = min(lo + 1, len(s) - 1)
        return s[lo] + (s[hi] - s[lo]) * (i - lo)

    return Spread(len(s), statistics.median(s), q(0.1), q(0.25), q(0.75), q(0.9))


@dataclass(frozen=True)
class Timing:
    """One run's (one rank's) figure: ``per`` "call" (inference) or "step" (training)."""

    rank: int | None
    mode: str | None  # "compiled" | "eager" (calls.json), None: not said
    per: str
    figure: Spread
    call: Spread  # the calls themselves (the forward, for training)
    step: Spread | None = None
    calls_per_step: float = 1.0
    training: tuple[str, ...] = ()  # why the calls are part of training
    source: str = "timed"  # "timed" (no profiler) | "profiled" (no timed window: the profiler ran)
    profiled_ms: float | None = None  # the profiled calls' median (per call)
    shape: str | None = None  # the shapes of the figure's calls
    notes: tuple[str, ...] = ()
    side: str | None = None  # "compiled" | "eager": one side of an alternating window (None: not alternating)
    blocks: tuple[tuple[int, float], ...] = ()  # (block number, its figure in ms) of an alternating window

    @property
    def rest_ms(self) -> float | None:
        """What a step holds besides its calls (backward, optimizer, all-reduces, the loop)."""
        if self.step is None:
            return None
        return max(0.0, self.step.median - self.call.median * self.calls_per_step)

    @property
    def overhead(self) -> float | None:
        """The profiled calls' median over the timed calls': what the profiler costs a call."""
        if self.profiled_ms is None or self.source != "timed" or not self.call.median:
            return None
        return self.profiled_ms / self.call.median

    def as_dict(self) -> dict[str, Any]:
        return {"rank": self.rank, "mode": self.mode, "per": self.per, "source": self.source,
                "figure": self.figure.as_dict(), "call": self.call.as_dict(),
                "step": self.step.as_dict() if self.step else None,
                "calls_per_step": round(self.calls_per_step, 3),
                "rest_of_step_ms": None if self.rest_ms is None else round(self.rest_ms, 4),
                "training": list(self.training), "profiled_ms": self.profiled_ms,
                "profiler_overhead": None if self.overhead is None else round(self.overhead, 3),
                "shape": self.shape, "notes": list(self.notes), "side": self.side}  # fmt: skip


def _training(calls: Sequence[CallTime], facts: Mapping[str, Any]) -> tuple[str, ...]:
    why = []
    if int(facts.get("backwards") or 0) or any(c.bwd for c in calls[1:]):
        why.append("a backward reached the calls' outputs")
    if int(facts.get("optimizer_steps") or 0):
        why.append("an optimizer stepped between calls")
    if int(facts.get("backward_compiles") or 0):
        why.append("a backward graph was compiled")
    grad = any(c.grad for c in calls)
    world = int(facts.get("world") or 1)
    if grad and world > 1:
        why.append(f"outputs require grad, {world} ranks (DDP/FSDP)")
    elif grad and why:
        why.append("outputs require grad")
    return tuple(why)


def _steps(calls: list[CallTime], every: list[CallTime] | None = None) -> tuple[list[float], float]:
    """(step lengths in ms, calls per step) of consecutive calls in the list. ``every``: the
    window's calls of both sides (alternating): a step of ``calls`` may end at the start of the
    other side's first call (the backward and optimizer of its last call ran before it)."""
    mine = {c.call: c for c in calls if c.start is not None}
    by_i = {c.call: c for c in (every if every is not None else calls) if c.start is not None}
    opts = [c.opt for c in by_i.values() if c.opt is not None]
    if len(set(opts)) >= 2:  # the optimizer's period: first call after a step to the next such
        firsts = [c for i, c in sorted(by_i.items()) if c.opt is not None
                  and (p := by_i.get(i - 1)) is not None and p.opt is not None and c.opt > p.opt]  # fmt: skip
        if len(firsts) >= 2:
            pairs = [(a, b) for a, b in zip(firsts, firsts[1:], strict=False)
                     if all((x in mine) for x in range(a.call, b.call)) and b.call in by_i]  # fmt: skip
            spans = [(b.start - a.start) * 1e3 for a, b in pairs]  # type: ignore[operator]
            if spans:
                return spans, statistics.median([b.call - a.call for a, b in pairs])
    spans = [(by_i[i + 1].start - c.start) * 1e3 for i, c in sorted(mine.items()) if i + 1 in by_i]  # type: ignore[operator]
    return spans, 1.0


def time_calls(calls: Sequence[CallTime], facts: Mapping[str, Any] | None = None,
               rank: int | None = None, side: str | None = None) -> Timing | None:  # fmt: skip
    """The timed window of ``calls`` (calls.json's records), or None when nothing steady ran.
    An alternating window: its compiled side (``side="eager"``: its eager side)."""
    facts = facts or {}
    notes: list[str] = []
    source = "timed"
    every = [c for c in calls if c.phase == "timed"]
    alt = any(c.side for c in every)
    if side is not None and not alt:
        return None
    window = [c for c in every if (c.side or "compiled") == (side or "compiled")] if alt else every
    if alt and not window:
        return None
    if not window:
        source = "profiled"
        window = [c for c in calls if c.phase == "profiled"]
        if window:
            notes.append("no timed window (calls.json from an older pt2tui, or --profile-timed 0): the "
                         "figures are the profiled calls', with the profiler running")  # fmt: skip
    steady = [c for c in window if not c.compiled]
    if not steady:
        return None
    groups = Counter(c.shape for c in steady)
    shape, _n = groups.most_common(1)[0]
    if len(groups) > 1:
        others = ", ".join(f"{s or '?'} ({n})" for s, n in groups.most_common()[1:4])
        notes.append(f"the calls' shapes changed: the figure is of the {_n} calls of shape {shape or '?'}; "
                     f"also {others} (never in one median)")  # fmt: skip
        steady = [c for c in steady if c.shape == shape]
    call = spread([c.seconds * 1e3 for c in steady])
    assert call is not None
    why = _training(calls, facts)
    step = None
    cps = 1.0
    if why:
        lengths, cps = _steps(steady if len(groups) > 1 else [c for c in window if not c.compiled],
                              every if alt else None)  # fmt: skip
        step = spread(lengths)
        if step is None:
            notes.append("training, but no two consecutive timed calls with their start times: judged per call")
    prof = [c.seconds * 1e3 for c in calls if c.phase == "profiled" and not c.compiled and c.shape == shape]
    mode = facts.get("mode")
    blocks: tuple[tuple[int, float], ...] = ()
    if alt:
        mode = side or "compiled"
        if side == "eager":
            prof = []  # the profiled calls are compiled ones
        blocks = _block_values([c for c in window if c.shape == shape], calls, facts, step is not None, cps)
    return Timing(rank, mode if isinstance(mode, str) else None, "step" if step else "call",
                  step or call, call, step, cps, why, source,
                  round(statistics.median(prof), 6) if prof else None, shape, tuple(notes),
                  (side or "compiled") if alt else None, blocks)  # fmt: skip


def _block_values(mine: list[CallTime], calls: Sequence[CallTime], facts: Mapping[str, Any], per_step: bool,
                  cps: float) -> tuple[tuple[int, float], ...]:  # fmt: skip
    """Each whole block's figure: the median call (inference), or the block's span over its steps
    (training: from its first call's start to the next block's)."""
    alt = facts.get("alternating")
    if not isinstance(alt, Mapping):
        return ()
    at, b = alt.get("at"), alt.get("block")
    if not isinstance(at, int) or not isinstance(b, int) or b <= 0:
        return ()
    starts = {c.call: c.start for c in calls if c.start is not None}
    groups: dict[int, list[CallTime]] = defaultdict(list)
    for c in mine:
        groups[(c.call - at) // b].append(c)
    out = []
    for k, cs in sorted(groups.items()):
        if any(c.compiled for c in cs) or len(cs) != b:
            continue
        if not per_step:
            out.append((k, statistics.median(c.seconds * 1e3 for c in cs)))
            continue
        t0, t1 = starts.get(at + k * b), starts.get(at + (k + 1) * b)
        if t0 is not None and t1 is not None and t1 > t0:
            out.append((k, (t1 - t0) * 1e3 / (b / max(cps, 1.0))))
    return tuple(out)


def alternating(calls: Sequence[CallTime], facts: Mapping[str, Any] | None = None,
                rank: int | None = None) -> tuple[Timing, Timing] | None:  # fmt: skip
    """(compiled, eager) of one run's alternating timed window; None when it has no such pair."""
    c = time_calls(calls, facts, rank)
    e = time_calls(calls, facts, rank, side="eager")
    if c is None or e is None or c.side is None:
        return None
    if c.per != e.per:  # one side judged per call (no two consecutive steps): both per call
        c, e = replace(c, per="call", figure=c.call, step=None), replace(e, per="call", figure=e.call, step=None)
    return c, e


@dataclass(frozen=True)
class Comparison:
    """Compiled against eager, the same figure (per call or per step) of the same rank (or the
    job's: the slowest rank's on each side)."""

    per: str
    compiled: Spread
    eager: Spread
    rank: int | None = None  # None: one process, or the job (``ranks`` holds the ranks')
    ranks: tuple[Comparison, ...] = field(default=())
    names: tuple[str, str] = ("compiled", "eager")  # another pair: a setting's profile and profile
    source: str = "timed"  # "profiled": a side had no timed window (its profiled calls stand in)
    how: str = "runs"  # "alternating": both sides from one run's alternating blocks; "runs": two runs
    pairs: tuple[tuple[float, float], ...] = ()  # (compiled, eager) ms of each block pair (alternating)

    @property
    def ratio(self) -> float:
        """eager / compiled: above 1, compiled is faster."""
        return self.eager.median / self.compiled.median if self.compiled.median else 0.0

    @property
    def paired(self) -> tuple[float, float] | None:
        """(mean compiled - eager over the block pairs, its 95% half-width); None under 3 pairs."""
        d = [c - e for c, e in self.pairs]
        if len(d) < 3:
            return None
        return statistics.fmean(d), t95(len(d) - 1) * statistics.stdev(d) / math.sqrt(len(d))

    @property
    def noise(self) -> float:
        floor = NOISE_FLOOR * min(self.compiled.median, self.eager.median)
        p = self.paired
        if p is not None:
            return max(p[1], floor)
        return max(self.compiled.iqr, self.eager.iqr, floor)

    @property
    def outcome(self) -> str:
        """"faster" | "slower" (compiled, beyond the noise) | "same" (inside it)."""
        d = self.compiled.median - self.eager.median
        p = self.paired
        if p is not None:
            if abs(p[0]) <= self.noise or (p[0] > 0) != (d > 0):
                return "same"
            return "slower" if p[0] > 0 else "faster"
        if abs(d) <= self.noise:
            return "same"
        return "slower" if d > 0 else "faster"

    def _agree(self) -> str:
        """How many block pairs lean which way ("" without pairs)."""
        if len(self.pairs) < 3:
            return ""
        slower = sum(1 for c, e in self.pairs if c > e)
        n = len(self.pairs)
        a, b = self.names
        if self.outcome != "same":
            k = slower if self.outcome == "slower" else n - slower
            return f" ({k} of {n} block pairs)"
        lean = max(slower, n - slower)
        if lean < n - 1:
            return f" ({a} slower in {slower} of {n} block pairs)"
        way = "slower" if slower > n - slower else "faster"
        return (f"; {a} {way} in {lean} of {n} block pairs: more timed calls would tell "
                f"(--profile-timed {max(90, 3 * n * 5)})")  # fmt: skip

    @property
    def slower_ms(self) -> float:
        return self.compiled.median - self.eager.median

    def words(self) -> str:
        """One line, the same wherever it is shown."""
        c, e = self.compiled, self.eager
        a, b = self.names
        job = "the job's (slowest rank's) " if self.ranks else ""
        head = (f"{job}{a} {c.median:.2f} ms (p10-p90 {c.p10:.2f}-{c.p90:.2f}) vs {b} {e.median:.2f} ms "
                f"(p10-p90 {e.p10:.2f}-{e.p90:.2f}) per {self.per}")  # fmt: skip
        if self.how == "alternating":
            head += " (alternating blocks in one run)"
        if self.outcome == "same":
            return (f"{head}: no measurable difference ({abs(self.slower_ms):.2f} ms apart, inside the noise "
                    f"of {self.noise:.2f} ms){self._agree()}{self._marked()}")  # fmt: skip
        r = self.ratio
        how = f"{r:.2f}x faster" if r > 1 else f"{1 / r:.2f}x slower" if r else "slower"
        return f"{head}: {a} is {how} than {b}{self._agree()}{self._marked()}"

    def _marked(self) -> str:
        return " [profiled calls: no timed window]" if self.source != "timed" else ""

    def as_dict(self) -> dict[str, Any]:
        return {"per": self.per, "rank": self.rank, "names": list(self.names), "compiled": self.compiled.as_dict(),
                "eager": self.eager.as_dict(), "eager_over_compiled": round(self.ratio, 4),
                "outcome": self.outcome, "noise_ms": round(self.noise, 4), "source": self.source, "how": self.how,
                "pairs": [[round(c, 4), round(e, 4)] for c, e in self.pairs],
                "text": self.words(),
                "ranks": [r.as_dict() for r in self.ranks]}  # fmt: skip


def compare(compiled: Sequence[Timing], eager: Sequence[Timing],
            names: tuple[str, str] = ("compiled", "eager"), how: str = "runs") -> Comparison | None:  # fmt: skip
    """Rank against the same rank; the job's figure is the slowest rank's on each side. Per step
    when both sides are training steps, else per call."""
    cs = {t.rank: t for t in compiled}
    es = {t.rank: t for t in eager}
    common = [r for r in cs if r in es]
    if not common and len(cs) == 1 and len(es) == 1:  # a single process each (ranks unknown)
        r, e = next(iter(cs)), next(iter(es.values()))
        common, es = [r], {r: e}
    if not common:
        return None
    common.sort(key=lambda r: -1 if r is None else r)
    step = all(cs[r].per == "step" and es[r].per == "step" for r in common)
    per = "step" if step else "call"
    src = "timed" if all(t.source == "timed" for t in (*cs.values(), *es.values())) else "profiled"
    ranks = tuple(Comparison(per, cs[r].figure if step else cs[r].call, es[r].figure if step else es[r].call, r,
                             names=names, source=src, how=how) for r in common)  # fmt: skip
    if len(ranks) == 1:
        return ranks[0]
    slow_c = max((c.compiled for c in ranks), key=lambda s: s.median)
    slow_e = max((c.eager for c in ranks), key=lambda s: s.median)
    return Comparison(per, slow_c, slow_e, None, ranks, names, src, how)


def block_pairs(c: Timing, e: Timing) -> tuple[tuple[float, float], ...]:
    """(compiled, eager) of each compiled block and the eager block right after it."""
    eb = dict(e.blocks)
    return tuple((v, eb[k + 1]) for k, v in c.blocks if k + 1 in eb)


def compare_alternating(pairs: Sequence[tuple[Timing, Timing]]) -> Comparison | None:
    """Compiled against eager from one run's alternating windows (each rank's pair), judged on
    the block pairs: each rank's own, the job's the slowest rank's on each side of each pair."""
    cmp = compare([c for c, _ in pairs], [e for _, e in pairs], how="alternating") if pairs else None
    if cmp is None:
        return None
    per_rank = {c.rank: block_pairs(c, e) for c, e in pairs}
    ranks = tuple(replace(r, pairs=per_rank.get(r.rank, ())) for r in cmp.ranks)
    if not ranks:
        return replace(cmp, pairs=next(iter(per_rank.values()), ()))
    n = min(len(r.pairs) for r in ranks)
    job = tuple((max(r.pairs[i][0] for r in ranks), max(r.pairs[i][1] for r in ranks)) for i in range(n))
    return replace(cmp, ranks=ranks, pairs=job)
