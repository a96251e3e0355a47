"""Profiler traces (and the run's TORCH_TRACE, when there) -> ``ProfileReport``: per (variant,
rank) the calls, kernels, GPU breakdown and collectives; waits and the straggler across ranks;
eager gaps joined to the graph breaks that made them; the findings (findings.py); and a line
in ``problems`` for each input that cannot say what was asked."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import replace

from ...model import Run
from ...model.profile import CallBreakdown, EagerGap, ProfileReport, ProfileTrace, RankProfile
from .calls import breakdowns
from .findings import _eager_ms, findings, per_call_ms
from .gpu import breakdown
from .index import TraceIndex
from .kernels import _compile_of_region, join_kernels, kernel_table
from .ranks import collectives, comm_kernels, comm_waits, straggler
from .timing import Comparison, compare, compare_alternating, time_calls

EAGER_VARIANTS = ("eager",)


def rank_profile(t: ProfileTrace, run: Run | None, ix: TraceIndex | None = None) -> RankProfile:
    problems = list(t.problems)
    ix = ix if ix is not None else TraceIndex(t.columns)
    calls = breakdowns(ix, t.calls) if not t.problems else []
    if not calls and not t.problems and t.variant in EAGER_VARIANTS and not t.calls:
        problems.append("an eager trace with no marks of its calls (no ProfilerStep) and no per-call "
                        "wall times: its time per call is not known")  # fmt: skip
    if not calls and not t.problems and t.variant not in EAGER_VARIANTS:
        problems.append("no compiled region in this trace (torch.compile did not run in the profiled "
                        "calls, or an eager run): nothing to break down per call")  # fmt: skip
    calls = [_join_gaps(c, run) for c in calls]
    recompiles = sum(1 for c in calls if c.compile_us > 0)
    if calls and recompiles == len(calls):
        problems.append(f"no steady state: every profiled call ({len(calls)}) compiled; profile "
                        "more calls after warm-up (pt2tui rerun RUN profile passes --warmup)")  # fmt: skip
    prof = [c for c in t.calls if c.phase == "profiled"]
    if calls and prof and len(prof) != len(calls):
        problems.append(f"calls.json lists {len(prof)} profiled calls, the trace shows {len(calls)}: "
                        "per-call wall times not joined")  # fmt: skip
    if t.cut:
        problems.append(t.cut)
    return RankProfile(
        rank=t.rank, path=t.path, variant=t.variant, calls=tuple(calls),
        kernels=tuple(join_kernels(kernel_table(ix), run)) if len(t.columns) else (),
        gpu=breakdown(ix), collectives=tuple(collectives(comm_kernels(ix))),
        regions_seen=tuple(dict.fromkeys(r for c in calls for r in c.regions)),
        recompiles=recompiles, cut=t.cut, problems=tuple(problems),
        wall_s=tuple(c.seconds for c in t.calls if c.phase == "profiled"),
        timing=time_calls(t.calls, t.facts, t.rank) if t.calls else None,
        eager_timing=time_calls(t.calls, t.facts, t.rank, side="eager") if t.calls else None,
    )  # fmt: skip


def is_eager(p: RankProfile) -> bool:
    """A profile of calls that compiled nothing (profile-eager, an eager trace): the baseline."""
    return p.variant in EAGER_VARIANTS or (p.timing is not None and p.timing.mode == "eager")


def comparison(compiled: list[RankProfile], eager: list[RankProfile]) -> Comparison | None:
    """Compiled against eager from the timed windows (timing.py), rank against the same rank:
    from the compiled run's own alternating blocks when it has them (one process: the drift of
    the machine falls on both sides alike), else from the two runs."""
    pairs = [(p.timing, p.eager_timing) for p in compiled if p.timing is not None and p.eager_timing is not None]
    if pairs:
        return compare_alternating(pairs)
    return compare([p.timing for p in compiled if p.timing is not None],
                   [p.timing for p in eager if p.timing is not None])  # fmt: skip


def _join_gaps(c: CallBreakdown, run: Run | None) -> CallBreakdown:
    if run is None or not c.gaps:
        return c
    gaps = []
    for g in c.gaps:
        comp = _compile_of_region(run, g.region)
        brk = _break_of(run, comp) if comp is not None else None
        if brk is None:
            gaps.append(g)
            continue
        reason, line = brk
        gaps.append(EagerGap(g.region, g.us, g.ops, reason, line))
    return replace(c, gaps=tuple(gaps))


def _break_of(run: Run, comp) -> tuple[str, str | None] | None:
    """The graph break of a compile (its restarted attempts' included: the break is recorded
    on the attempt that was thrown away)."""
    cands = [c for c in run.compiles if c.id.frame_id == comp.id.frame_id
             and c.id.frame_compile_id == comp.id.frame_compile_id and c.rank == comp.rank]  # fmt: skip
    for c in sorted(cands, key=lambda c: -c.id.attempt):
        for b in c.graph_breaks:
            f = b.user_frame
            return b.reason.splitlines()[0] if b.reason else "graph break", (f"{f.filename}:{f.line}" if f else None)
    for g in run.graph_breaks:
        if any(cid.frame_id == comp.id.frame_id and cid.frame_compile_id == comp.id.frame_compile_id
               for cid in g.compile_ids):  # fmt: skip
            f = g.user_frame
            return g.reason.splitlines()[0], (f"{f.filename}:{f.line}" if f else None)
    return None


def build_report(traces: list[ProfileTrace], run: Run | None = None, problems: tuple[str, ...] = (),
                 baseline: list[RankProfile] | None = None,
                 compiled: list[RankProfile] | None = None) -> ProfileReport:  # fmt: skip
    """One report for the traces of a run (every variant and rank); ``baseline``: the eager
    run's profiles, when known (another run dir, or an ``eager`` variant here); ``compiled``:
    the compiled run's, when this run is the eager one (compared, not judged)."""
    profs = []
    comm: dict[str, list] = {}  # path -> its communication kernels (the waits across ranks)
    for t in traces:
        ix = TraceIndex(t.columns)
        profs.append(rank_profile(t, run, ix))
        comm[t.path] = comm_kernels(ix)
        del ix
    out_problems = list(problems)
    by_variant: dict[str, list[RankProfile]] = defaultdict(list)
    for p in profs:
        by_variant[p.variant].append(p)
        out_problems.extend(f"{p.path}: {line}" for line in p.problems)
    final: list[RankProfile] = []
    slow_rank = cause = None
    for _variant, group in by_variant.items():
        ranked = [p for p in group if p.rank is not None]
        if len(ranked) >= 2:
            waits, prob = comm_waits({p.rank: comm.get(p.path, []) for p in ranked})
            if prob:
                out_problems.append(prob)
            ncalls = {p.rank: len(p.calls) for p in ranked}
            if len(set(ncalls.values())) > 1:
                out_problems.append("the ranks' traces cover different numbers of calls ("
                                    + ", ".join(f"rank {r}: {n}" for r, n in sorted(ncalls.items()))
                                    + "): compared per call, not call by call")  # fmt: skip
            group = [replace(p, comm_wait_us=waits.get(p.rank, 0.0)) if p.rank is not None else p for p in group]
            slow_rank, cause = straggler([p for p in group if p.rank is not None])
        final.extend(group)
    base = list(baseline or []) + [p for p in final if is_eager(p)]
    mine = [p for p in final if not is_eager(p)]
    cmp = comparison(mine or list(compiled or []), base)
    rep = ProfileReport(tuple(final), tuple(dict.fromkeys(out_problems)), (), slow_rank, cause,
                        comparison=cmp)  # fmt: skip
    eager_ms = cmp.eager.median if cmp is not None else _eager_ms(base)
    return replace(rep, findings=fit_steps(findings(rep, base, run), run), eager_ms=eager_ms)


def compiled_nothing(rep: ProfileReport) -> bool:
    """Every profile of the report is of eager calls (profile-eager): its findings are where an
    eager call's time goes, not ``slow_after_compile`` (no compile to be slow after)."""
    return bool(rep.ranks) and all(is_eager(p) for p in rep.ranks)


def findings_title(rep: ProfileReport) -> str:
    """The heading of the report's findings in the Perf view and the summary."""
    return "where the eager calls' time goes (nothing compiled)" if compiled_nothing(rep) else "slow_after_compile"


def fit_steps(found: list, run: Run | None) -> tuple:
    """The findings with each next step that cannot run on ``run`` dropped (recipe_fit.py:
    profile-fullgraph where a break would make fullgraph raise ...): a step is a command."""
    from ..recipe_fit import unfit_recipes

    unfit = unfit_recipes(run) if run is not None else {}
    return tuple(replace(f, next_step=None) if f.next_step in unfit else f for f in found)


def vs_eager(rep: ProfileReport) -> list[tuple[RankProfile, float, float]]:
    """(profile, its ms per call, eager ms / its ms) of each compiled profile, when the eager
    baseline is known: did compiling pay off, per call (and per rank). Without timed windows
    (old calls.json) only; ``rep.comparison`` is the figure otherwise."""
    if not rep.eager_ms:
        return []
    out = []
    for p in rep.ranks:
        ms = per_call_ms(p) if not is_eager(p) and p.calls else None
        if ms:
            out.append((p, ms, rep.eager_ms / ms))
    return out
