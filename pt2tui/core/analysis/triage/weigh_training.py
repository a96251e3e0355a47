"""Weights of what training runs hit (kept apart from weigh.py's single-process weights):

* recompiles that repeat per module instance (layer_recompiles.py): named, with the attribute
  the guards hold, counted against recompile_limit; a problem once the limit is hit (the rest
  run eager), else a cost that grows with depth; the fixes as torch documents them;
* graph breaks torch makes on purpose in its own code (deliberate_breaks.py): expected, named
  with the user's line that led there;
* a compile on some ranks that stalled the others at their next collective (ranks/stall.py):
  the compile time lost on every other rank; a problem when a rank's recompile stalled the
  others for many steady steps (rank_stall.stall_is_problem).
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...model import Run
from ..deliberate_breaks import group_key, is_deliberate, user_sites
from ..layer_recompiles import layer_patterns
from ..ledger import compile_seconds
from ..ranks.stall import rank_stalls, stall_is_problem, stall_line
from .categories import COST, EXPECTED, PROBLEM
from .weight import Weight

__all__ = ["deliberate_weight", "per_layer", "stall_weight"]


def per_layer(run: Run, w: Weight) -> Weight:
    """The recompilation weight ``w`` with the per-instance pattern, when the run shows one."""
    pats = layer_patterns(run)
    if not pats:
        return w
    p = max(pats, key=lambda p: len(p.recompiles))
    severity = PROBLEM if p.limit_hit else (w.severity if w.severity == PROBLEM else COST)
    fixes = p.fixes()
    improvement = "; or ".join(fixes)
    times = [t for c in p.recompiles if (t := compile_seconds(c)) is not None]
    if times:
        improvement += f" (the per-layer recompiles took {sum(times):.1f} s)"
    head = w.note.split(": ", 1)[0]  # "8 recompiles of 1 frame (33.5 s)": the pattern says why
    return replace(w, severity=severity, note=f"{head}; {p.line()}" if head else p.line(),
                   improvement=improvement)  # fmt: skip


def stall_weight(run: Run, worst: str) -> Weight:
    stalls = rank_stalls(run)
    if not stalls:
        return Weight(worst if worst != PROBLEM else COST)
    cost = round(sum(s.waited_s for s in stalls), 6)
    per_rank: dict[int, float] = {}
    for s in stalls:
        for r, t in s.waited:
            per_rank[r] = per_rank.get(r, 0.0) + t
    worst_wait = max(per_rank.values())
    problem, why = stall_is_problem(run, stalls, worst_wait)
    severity = PROBLEM if problem else COST
    note = stall_line(stalls) + (f"; {why}" if why else "")
    return Weight(severity, cost, note, _stall_fix(run, stalls, per_rank, worst_wait))


_SHAPE = re.compile(r"size mismatch|stride mismatch|\bsize\b|\bdim\b|shape|len\(")


def _stall_fix(run: Run, stalls: list, per_rank: dict[int, float], worst_wait: float) -> str:
    """What keeps the ranks in step, from why the worst stall's rank compiled alone: a shape
    that differs (the same shapes, or a dynamic dim), another guard (the value it guards the
    same on every rank), a graph break on that rank only (its resume function compiles there
    alone), else the compile named."""
    top = max(stalls, key=lambda s: s.waited_s)
    lost = f" (~{worst_wait:.1f} s lost on {_rank_word(per_rank, worst_wait)})"
    if top.recompile and (not top.why or _SHAPE.search(top.why)):
        return ("keep the ranks in step: the same shapes on every rank (pad or bucket the batch to "
                "fixed sizes, drop_last in the sampler), or torch._dynamo.mark_dynamic on the dims "
                "that differ before the first call, so that no rank compiles alone" + lost)  # fmt: skip
    if top.recompile:
        return (f"keep the ranks in step: rank {top.rank} recompiled {top.compile.id} alone when its guard "
                f"{top.why} failed: make that value the same on every rank, so that no rank compiles "
                "alone" + lost)  # fmt: skip
    own = [g for g in run.graph_breaks if top.rank in g.ranks and set(g.ranks) != set(run.ranks)]
    if (top.compile.co_name or "").startswith("torch_dynamo_resume_in_") and own:
        g = own[0]
        where = g.user_frame.where.replace("\\", "/").rsplit("/", 1)[-1] if g.user_frame is not None else "?"
        return (f"keep the ranks in step: rank {top.rank} alone broke the graph at {where} "
                f"({g.gb_type or g.reason[:60]}), so it compiled the resumed graph alone: break (or "
                "not) on every rank alike" + lost)  # fmt: skip
    return ""


def _rank_word(per_rank: dict[int, float], most: float) -> str:
    r = next(r for r, t in per_rank.items() if t == most)
    return f"rank {r}" + (f" and {len(per_rank) - 1} more" if len(per_rank) > 1 else "")


def deliberate_weight(run: Run, w: Weight) -> Weight:
    """The graph-break weight ``w``, with the breaks torch made on purpose named as such:
    ``expected`` when they are all there is."""
    mine = [g for g in run.graph_breaks if is_deliberate(g)]
    if not mine:
        return w
    sites = user_sites(run)
    n = sum(g.count for g in mine)
    names = []
    for g in mine:
        fn = g.user_frame.name if g.user_frame is not None and g.user_frame.name else "torch"
        site = sites.get(group_key(g))
        names.append(fn + (f", from {site.filename.replace(chr(92), '/').rsplit('/', 1)[-1]}:{site.line}"
                           if site is not None else ""))  # fmt: skip
    what = (f"{n} of them torch's own on purpose" if n < sum(g.count for g in run.graph_breaks)
            else "torch's own, made on purpose")  # fmt: skip
    note = f"{w.note} ({what}: {'; '.join(dict.fromkeys(names))})"
    everything = len(mine) == len(run.graph_breaks)
    severity = EXPECTED if everything and w.severity != PROBLEM else w.severity
    return replace(w, severity=severity, note=note)
