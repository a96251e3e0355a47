"""What a triage weighs: its severity (``problem`` / ``cost`` / ``expected``, categories.py),
the compile time it cost in seconds (None when the run does not say: never a guessed figure),
one line of what happened, and the optional improvement with its saving.

* recompilation: the recompiles' own compile time. One automatic-dynamic recompile per frame
  that settled (a size changed, the recompile made that dim a symbol, no recompile after) is
  torch's design: ``expected`` when marking the dim dynamic up front would save less than
  ``WORTH_S`` (then no improvement is offered: one run, one answer), else a ``cost`` with that
  improvement and its saving (a saving worth a rerun is not "as expected").
* graph_break: the time Dynamo spent on the attempts it threw away at each break (restarts).
* anything that stopped the program is a ``problem``, whatever its category.
"""

from __future__ import annotations

from ...model import Compile, Run
from ..cudagraph_skips import skips
from ..ledger import compile_seconds, restart_seconds
from ..ranks import divergence as rank_div
from ..ranks import stall as rank_stall
from ..recompile_tensor import TensorChange, is_program_file, mark_dynamic_hint, tensor_change
from ..recompiles import frame_verdicts
from . import costs, weigh_training
from .categories import BY_NAME, COST, EXPECTED, PROBLEM, WEIGHTS
from .weigh_training import deliberate_weight
from .weight import Weight

__all__ = ["Weight", "weigh", "seconds"]

_MAX_EXPLAINED = 64  # recompiles explained one by one (the rest are counted and timed)
WORTH_S = 1.0  # a settled recompile whose saving is at least this is a cost, not expected


def seconds(s: float) -> str:
    return f"{s:.1f} s" if s >= 0.1 else f"{s * 1000:.0f} ms"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _sum(cs: list[Compile]) -> float | None:
    times = [t for c in cs if (t := compile_seconds(c)) is not None]
    return round(sum(times), 6) if times else None


def _count_line(recs: list[Compile], frames: dict[tuple, list[Compile]]) -> str:
    """``8 recompiles of 1 frame``; on a multi-rank run where every rank did the same (as many
    recompiles of as many frames), per rank: ``8 recompiles on each of 2 ranks``."""
    ranks: dict[object, tuple[int, int]] = {}
    for (rank, _p, _f), cs in frames.items():
        n, nf = ranks.get(rank, (0, 0))
        ranks[rank] = (n + len(cs), nf + 1)
    if len(ranks) > 1 and None not in ranks and len(set(ranks.values())) == 1:
        n, nf = next(iter(ranks.values()))
        of = f" of {_plural(nf, 'frame')}" if nf > 1 else ""
        return f"{_plural(n, 'recompile')}{of} on each of {len(ranks)} ranks"
    return f"{_plural(len(recs), 'recompile')} of {_plural(len(frames), 'frame')}"


def _recompiles(run: Run, worst: str) -> Weight:
    recs = list(run.recompiles)  # one per recompile, whatever its attempts
    cost = _sum(recs)
    frames: dict[tuple, list[Compile]] = {}
    for c in recs:
        frames.setdefault((c.rank, c.process, c.id.frame_key), []).append(c)
    # what each recompile changed (a tensor's size ...): read from the reasons and the shape
    # records, not the guards; a storm of recompiles is weighed on its first ones
    changes: dict[tuple, TensorChange | None] = {
        c.key: tensor_change(run, c, with_guard=False) if i < _MAX_EXPLAINED else None
        for i, c in enumerate(recs)
    }
    settled = bool(recs) and len(recs) <= _MAX_EXPLAINED and all(
        len(cs) == 1 and (ch := changes[cs[0].key]) is not None and ch.settled
        for cs in frames.values()
    )
    note = _count_line(recs, frames)
    if cost is not None:
        note += f" ({seconds(cost)})"
    tensor = [(c, ch) for c in recs if (ch := changes[c.key]) is not None]
    # the user's own frames' changes first (then a library's; a resumed frame's locals last)
    tensor.sort(key=lambda cc: (cc[1].resumed, not is_program_file(cc[0].co_filename or "")))
    if tensor:
        c, ch = tensor[0]
        note += f": {ch.line()}"
        if ch.settled:
            note += f"; automatic dynamic made it {ch.symbol} and it settled"
        if ch.call_site is not None:
            f = ch.call_site
            note += f" (called from {f.filename.rsplit('/', 1)[-1]}:{f.line})"
    elif len(recs) <= _MAX_EXPLAINED:  # (frame_verdicts reads every recompile's guards)
        v = next(iter(frame_verdicts(run).values()), None)
        if v:
            note += f": {v}"
    improvement, best = "", None
    hints: dict[str, float | None] = {}
    for c, ch in tensor:
        hint = mark_dynamic_hint(ch)
        if hint is not None:
            t = compile_seconds(c)
            prev = hints.get(hint, 0.0)
            hints[hint] = None if t is None or prev is None else prev + t
    if hints:
        hint, best = max(hints.items(), key=lambda kv: kv[1] or 0.0)
        improvement = f"{hint} before the first call" + (
            f" would save ~{seconds(best)}" if best else " would avoid the recompile"
        )
    severity = worst
    if settled and worst != PROBLEM:
        if best is not None and best >= WORTH_S:
            severity = COST  # worth a rerun: said as a cost, with its saving
        else:
            severity, improvement = EXPECTED, ""  # torch's design, nothing worth doing
    return Weight(severity, cost, note, improvement)


def _graph_breaks(run: Run, worst: str) -> Weight:
    n = sum(g.count for g in run.graph_breaks)
    restarts = [c for c in run.compiles if c.restart_reasons and compile_seconds(c) is not None]
    cost = round(sum(restart_seconds(c) for c in restarts), 6) if restarts else None
    note = f"{_plural(n, 'graph break')} ({len(run.graph_breaks)} distinct)" if n else "graph breaks"
    if cost:
        note += f", {seconds(cost)} of restarts"
    # the log's own hint of the first break in the user's program that has one, verbatim, with
    # where it broke (a hint on a break in torch's or a library's code asks to edit that code)
    own = [g for g in run.graph_breaks if g.user_frame and is_program_file(g.user_frame.filename)]
    for g in own:
        if g.hints:
            at = f" ({g.user_frame.where.replace(chr(92), '/').rsplit('/', 1)[-1]})" if g.user_frame else ""
            note += f"; the log's hint{at}: {g.hints[0]}"
            break
    return deliberate_weight(run, Weight(worst, cost, note))


def _compile_cost(run: Run, kinds: list[str], worst: str) -> Weight:
    notes, total, timed, improvement = [], 0.0, False, ""
    if "cache_bypass" in kinds:
        by = costs.bypassed(run)
        s = _sum(by)
        notes.append(f"{_plural(len(by), 'compile')} bypassed the caches" + (f" ({seconds(s)})" if s else ""))
        if s is not None:
            total, timed = total + s, True
            why = next((e.reason for c in by for e in c.cache if e.result == "bypass" and e.reason), None)
            improvement = (f"making those graphs cacheable ({why})" if why else "caching those graphs") \
                + f" would save ~{seconds(s)} in every later run"  # fmt: skip
    if "ddp_optimizer" in kinds:  # torch's design: said as DDPOptimizer's cost, no saving promised
        ddp = costs.ddp_optimizer(run)
        s = _sum(ddp)
        ranks = {c.rank for c in ddp if c.rank is not None}
        n = _plural(len(ddp), "compile") + (f" on {len(ranks)} ranks" if len(ranks) > 1 else "")
        notes.append("the graphs DDPOptimizer split at DDP's bucket boundaries are never cached "
                     f"(fakify_first_call; {n})" + (f": {seconds(s)} compiled again in every run, the cost "
                     "of DDPOptimizer (torch._dynamo.config.optimize_ddp)" if s else ""))  # fmt: skip
        if s is not None:
            total, timed = total + s, True
    if "autotune" in kinds:
        s = sum(costs.autotune_seconds(c) for c in run.compiles)
        notes.append(f"autotuning took {seconds(s)}")
        total, timed = total + s, True
    return Weight(worst, round(total, 6) if timed else None, "; ".join(notes), improvement)


def _cudagraph_skips(run: Run, worst: str) -> Weight:
    """CUDA graphs skipped: what Inductor said, at the user's line, and the change there that
    makes them apply (cudagraph_skips.py), never CUDA graphs off."""
    sk = skips(run)
    if not sk:
        return Weight(worst)
    more = f" (and {_plural(len(sk) - 1, 'more reason')})" if len(sk) > 1 else ""
    return Weight(worst, None, f"{sk[0].said()}{more}", sk[0].fix())


def weigh(run: Run, category: str, kinds: list[str], stopped: bool) -> Weight:
    """The weight of a triage of ``category`` whose findings named ``kinds``."""
    cat = BY_NAME[category]
    worst = min((cat.weight_of(k) for k in kinds or [""]), key=WEIGHTS.index)
    if stopped:
        worst = PROBLEM
    if category == "recompilation" and not stopped:
        return weigh_training.per_layer(run, _recompiles(run, worst))
    if category == rank_stall.CATEGORY:
        return weigh_training.stall_weight(run, worst)
    if category == "graph_break" and not stopped:
        return _graph_breaks(run, worst)
    if category == rank_div.CATEGORY:  # ranks/divergence.py: the same collectives, or where they part
        if worst != PROBLEM:
            return Weight(worst, *rank_div.same_weight(run))
        return Weight(PROBLEM, None, *rank_div.parted_weight(run))
    if category == costs.CATEGORY:
        return _compile_cost(run, kinds, worst)
    if category == "cudagraphs" and kinds == ["skipped"] * len(kinds):
        return _cudagraph_skips(run, worst)
    return Weight(worst if worst in WEIGHTS else COST)
