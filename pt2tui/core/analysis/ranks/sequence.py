"""The collectives each rank issues at run time, and where two ranks' sequences first part.

What a job hangs on is not which graphs a rank compiled but the collectives it issues, in the
order it issues them: a rank that runs two all_reduces in one graph and a rank that runs them in
two graphs (a graph break, a graph per collective) issue the same ones and do not hang. So the
sequence of each rank is its graphs' collective schedules (``inductor_collective_schedule``)
flattened over the graphs, waits left out (where a wait sits is the graph's business), each
collective with its kind, its size (the post-grad graph's ``"f32[256][1]cuda:0"``), its graph and
the user's line that issued it.

* **execution order** (``graph_execution``, recorded when the program ran under
  ``torch._inductor.debug.record_and_log_graph_execution_order()`` and left it): the exact
  run-time sequence;
* **compile order** (a job that crashed or hung never logs its execution order): each compile
  once, in id order; a compile that some ranks lack (rank 1 recompiled its step, rank 0 did not)
  stands against the graph the other ranks run in its place (their latest graph of that frame),
  and a frame a rank never compiled (a graph break's resume function) adds nothing to it.

``parting(run)`` names the first position where the sequences differ in kind or size (or one
ends): on each rank the collective there, its graph and its user line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...model import Artifact, Compile, Run
from . import artifacts as RA

__all__ = ["EXECUTION", "COMPILE", "Issued", "Parting", "Side", "Sequences", "collectives", "collectives_of", "exec_orders", "execution_orders",
           "fid", "final_by_id", "issued", "issued_by_rank", "parting", "parting_of", "same_collectives", "sides_of"]  # fmt: skip

EXECUTION = "execution order"
COMPILE = "compile order"


@dataclass(frozen=True)
class Side:
    """One rank's compiles and run artifacts, as compared."""

    rank: int
    compiles: list[Compile]
    artifacts: list[Artifact]  # run artifacts of the rank's process (graph_execution ...)


def sides_of(run: Run) -> list[tuple[int | None, dict[int, Side]]]:
    """The ranks to compare, per restart attempt: [(attempt or None, {rank: side})]. A rank
    restarted by torchrun has a process per attempt: the n-th of each rank with the n-th of
    the others."""
    procs = [p for p in run.processes if p.rank is not None]
    by_attempt: dict[int, dict[int, str]] = {}
    for p in procs:
        by_attempt.setdefault(p.attempt or 0, {})[p.rank] = p.id  # type: ignore[index]
    if not by_attempt:  # no process info (a model built by hand): one side per rank
        ranks = sorted({c.rank for c in run.compiles if c.rank is not None})
        by_attempt = {0: {r: "" for r in ranks}}
    files = {p.id: p.file for p in run.processes}
    out = []
    several = len(by_attempt) > 1
    by_rank: dict[int | None, list] = {}  # grouped once: linear in ranks x compiles no more
    for c in run.compiles:
        by_rank.setdefault(c.rank, []).append(c)
    arts_by_rank: dict[int | None, list] = {}
    for a in run.run_artifacts:
        arts_by_rank.setdefault(a.rank, []).append(a)
    for attempt in sorted(by_attempt):
        owners = by_attempt[attempt]
        if len(owners) < 2:
            continue
        sides = {}
        for r, pid in sorted(owners.items()):
            cs = [c for c in by_rank.get(r, ()) if not pid or c.process == pid]
            arts = [a for a in arts_by_rank.get(r, ()) if not pid or a.ref.path == files.get(pid)]
            sides[r] = Side(r, cs, arts)
        out.append((attempt if several else None, sides))
    return out


def exec_orders(sides: dict[int, Side]) -> dict[int, list[str]] | None:
    """Each rank's graphs in the order they ran, when at least two ranks recorded it."""
    orders = {r: RA.execution_order(s.artifacts) for r, s in sides.items()}
    if sum(1 for o in orders.values() if o is not None) < 2:
        return None
    return {r: o for r, o in orders.items() if o is not None}


def final_by_id(compiles: list[Compile]) -> dict[str, Compile]:
    """"0/0" -> the compile that ran under that id: its final attempt ([0/0_1] after a graph
    break restarted [0/0]; graph_execution names the frame compile, not the attempt)."""
    out: dict[str, Compile] = {}
    for c in compiles:
        k = fid(c)
        best = out.get(k)
        if best is None or c.id.attempt > best.id.attempt:
            out[k] = c
    return out


def issued(s: Side, order: list[str] | None) -> list[tuple[str, Compile, str]]:
    """(op, compile, user line) in the order the rank issues them, waits included: its graphs
    in execution order when recorded, else in compile order."""
    graphs = [g for x in order if (g := final_by_id(s.compiles).get(x)) is not None] \
        if order is not None else [c for c in s.compiles if c.status != "restarted"]  # fmt: skip
    out = []
    for c in graphs:
        ops = RA.schedule_ops(c)
        if not ops:
            continue
        lines = RA.user_lines(c)
        seen: dict[str, int] = {}
        for op in ops:
            k = seen.get(op, 0)
            seen[op] = k + 1
            where = lines.get(op, [])
            out.append((op, c, where[k] if k < len(where) else ""))
    return out


def issued_by_rank(run: Run) -> dict[int, list[tuple[str, Compile, str]]]:
    """Per rank, the collectives it issues (op, compile, user line) in execution order, for
    the last attempt the ranks share (the d view's side by side)."""
    sides = sides_of(run)
    if not sides:
        return {}
    _, last = sides[-1]
    orders = exec_orders(last) or {}
    return {r: issued(s, orders.get(r)) for r, s in last.items()}


def execution_orders(run: Run) -> dict[int, list[str]]:
    sides = sides_of(run)
    return (exec_orders(sides[-1][1]) or {}) if sides else {}


def is_wait(op: str) -> bool:
    """A wait on a collective's result: where it sits is the graph's business, not a collective
    the ranks must agree on (a rank that split the graph waits earlier, and does not hang)."""
    return "wait_tensor" in op


@dataclass(frozen=True, slots=True)
class Issued:
    """One collective a rank issues: ``all_reduce f32[256]`` in [0/1] at prog.py:28."""

    op: str  # as the schedule names it: torch.ops._c10d_functional.all_reduce_.default
    compile: Compile
    where: str  # the user's line ("prog.py:28 norm = funcol.all_reduce(...)"), "" when unknown
    size: str  # "f32[256]", "" when the graph does not say
    nth: int  # its place among the graph's collectives (1-based)

    @property
    def kind(self) -> str:
        return RA.collective_kind(self.op) or RA.short_op(self.op)

    @property
    def label(self) -> str:
        return f"{self.kind} {self.size}".strip()

    def same(self, other: Issued) -> bool:
        """The same collective as far as a process group can tell: kind, and size when known."""
        return self.kind == other.kind and (not self.size or not other.size or self.size == other.size)

    def describe(self) -> str:
        c = self.compile
        fn = f" {c.co_name}()" if c.co_name else ""
        line = self.where.split(" ", 1)[0] if self.where else ""
        return f"{self.label} in {c.id}{fn}" + (f" at {line}" if line else "")


def _graph(c: Compile) -> list[Issued]:
    """The collectives of one graph, waits left out, with their sizes and user lines."""
    ops = RA.schedule_ops(c)
    if not ops:
        return []
    lines = RA.user_lines(c)
    sizes = RA.op_sizes(c)
    seen: dict[str, int] = {}
    out: list[Issued] = []
    for op in ops:
        k = seen.get(op, 0)
        seen[op] = k + 1
        if is_wait(op):
            continue
        where = lines.get(op, [])
        size = sizes.get(op, [])
        out.append(Issued(op, c, where[k] if k < len(where) else "", size[k] if k < len(size) else "",
                          len(out) + 1))  # fmt: skip
    return out


def fid(c: Compile) -> str:
    """The compile's id as final_by_id keys it: "0/1" for [0/1] and [0/1_1]."""
    k = str(c.id).strip("[]")
    return k.rsplit("_", 1)[0] if c.id.attempt else k


def _id_key(cid: str) -> tuple[int, ...]:
    return tuple(int(t) if t.isdigit() else 0 for t in cid.strip("[]!").split("/"))


def _frame(cid: str) -> str:
    return cid.split("/", 1)[0] if "/" in cid else cid


def _stand_in(graphs: dict[str, Compile], cid: str) -> Compile | None:
    """The graph a rank runs in place of compile ``cid`` it lacks: its latest earlier compile of
    the same frame (it did not recompile where another rank did); None when it has none."""
    frame = _frame(cid)
    earlier = [k for k in graphs if _frame(k) == frame and _id_key(k) < _id_key(cid)]
    return graphs[max(earlier, key=_id_key)] if earlier else None


Sequences = tuple[str, dict[int, list[Issued]], dict[int, dict[str, Compile]]]


_LAST: list[Any] = [None, None]  # the last run asked and its answer (triage, weigh and the verdict ask)


def collectives(run: Run) -> Sequences | None:
    """(how, {rank: its collectives in run-time order}, {rank: {compile id: the graph it ran in
    place of a compile it lacks}}) for the last attempt the ranks share; None with fewer than
    two ranks."""
    if _LAST[0] is run:
        return _LAST[1]
    sides = sides_of(run)
    got = collectives_of(sides[-1][1]) if sides else None
    _LAST[0], _LAST[1] = run, got
    return got


def collectives_of(sides: dict[int, Side], stand_ins: bool = True) -> Sequences:
    """As ``collectives``; ``stand_ins=False``: in compile order, each rank's own graphs only
    (tlparse's sequences: a recompile some ranks made makes them differ)."""
    orders = exec_orders(sides)
    if orders is not None and set(orders) == set(sides):
        seqs = {}
        for r, s in sides.items():
            by_id = final_by_id(s.compiles)
            seqs[r] = [x for cid in orders[r] if (g := by_id.get(cid)) is not None for x in _graph(g)]
        return EXECUTION, seqs, {}
    graphs = {r: {k: c for k, c in final_by_id(s.compiles).items() if c.status != "restarted"}
              for r, s in sides.items()}  # fmt: skip
    every = sorted(set().union(*(set(g) for g in graphs.values())), key=_id_key)
    seqs = {r: [] for r in sides}
    stand: dict[int, dict[str, Compile]] = {r: {} for r in sides}
    for cid in every:
        for r, gs in graphs.items():
            g = gs.get(cid)
            if g is None and stand_ins and (g := _stand_in(gs, cid)) is not None:
                stand[r][cid] = g
            if g is not None:
                seqs[r].extend(_graph(g))
    return COMPILE, seqs, stand


def same_collectives(run: Run) -> bool:
    """The ranks issue collectives, and the same ones (kind and size) in the same order."""
    got = collectives(run)
    if got is None:
        return False
    _, seqs, _ = got
    return len(seqs) >= 2 and any(seqs.values()) and _first_apart(seqs) is None


def _first_apart(seqs: dict[int, list[Issued]], by_op: bool = False) -> int | None:
    """The first position where the sequences differ: in kind and size (``by_op``: in the op
    torch names, as tlparse compares them), or where one ends."""
    ref = next(iter(seqs.values()))
    n = max(len(s) for s in seqs.values())
    for i in range(n):
        a = ref[i] if i < len(ref) else None
        for s in seqs.values():
            x = s[i] if i < len(s) else None
            if (x is None) != (a is None):
                return i
            if x is not None and a is not None and not (x.op == a.op if by_op else x.same(a)):
                return i
    return None


@dataclass(frozen=True, slots=True)
class Parting:
    """Where the ranks' collective sequences first part."""

    how: str  # EXECUTION / COMPILE
    position: int  # 1-based, in the rank's sequence
    at: tuple[tuple[int, Issued | None], ...]  # per rank: its collective there (None: no further one)
    instead: tuple[tuple[int, Compile], ...]  # ranks that ran another graph in place of the one that parts
    # a rank with no further collective in the graph it runs in its place: the first collective
    # that graph issues when it is called again (a training loop's next step), which meets it
    then: tuple[tuple[int, Issued], ...] = ()

    def issued_on(self, rank: int) -> Issued | None:
        return dict(self.at).get(rank)

    @property
    def lone(self) -> tuple[int, Issued] | None:
        """The one rank whose collective there no other rank issues at that point: the others
        have no further collective, or run another graph in place of its graph."""
        instead = dict(self.instead)
        issuing = [(r, x) for r, x in self.at if x is not None]
        mine = [(r, x) for r, x in issuing if r not in instead]
        if len(mine) == 1 and (len(issuing) == 1 or instead):
            return mine[0]
        return None

    def short(self) -> str:
        """collective 3 (compile order): rank 0: none (it runs [0/0] there); rank 1:
        all_reduce f32[1] in [0/1] at extra_collective.py:28"""
        instead, then = dict(self.instead), dict(self.then)
        bits = []
        for r, x in self.at:
            what = "none" if x is None else x.describe()
            if r in instead:
                what += f" (it runs {instead[r].id} there" + (
                    f"; its next call issues {then[r].label} first)" if r in then else ")")
            bits.append(f"rank {r}: {what}")
        return f"collective {self.position} ({self.how}): " + "; ".join(bits)

    def line(self) -> str:
        """"the ranks' collectives part at collective 3 (compile order): rank 0: no further
        collective (it runs [0/0] there; called again, it issues all_reduce f32[256] ... first,
        which meets it); rank 1: all_reduce f32[1] in [0/1] step() at extra_collective.py:28 ..." """
        instead, then = dict(self.instead), dict(self.then)
        bits = []
        lone = self.lone
        at = sorted(self.at, key=lambda rx: lone is None or rx[0] != lone[0])  # the lone rank first
        for r, x in at:
            if x is None:
                what = "no further collective"
            else:
                what = x.describe()
                code = x.where.split(" ", 1)[1] if " " in x.where else ""
                if code:
                    what += f" ({code})"
            if r in instead:
                what += f" (it runs {instead[r].id} there" + (
                    f"; called again, it issues {then[r].describe()} first, which meets it)"
                    if r in then else ")")  # fmt: skip
            bits.append(f"rank {r}: {what}")
        return f"the ranks' collectives part at collective {self.position} ({self.how}): " + "; ".join(bits)


def parting(run: Run) -> Parting | None:
    got = collectives(run)
    return parting_of(got) if got is not None else None


def parting_of(got: Sequences, by_op: bool = False) -> Parting | None:
    how, seqs, stand = got
    if len(seqs) < 2:
        return None
    i = _first_apart(seqs, by_op)
    if i is None:
        return None
    at = tuple((r, s[i] if i < len(s) else None) for r, s in seqs.items())
    parted = {fid(x.compile) for _, x in at if x is not None}
    instead = tuple((r, g) for r, per in stand.items() for cid, g in per.items() if cid in parted)
    then = tuple((r, first[0]) for r, g in instead if dict(at).get(r) is None and (first := _graph(g)))
    return Parting(how, i + 1, at, instead, then)
