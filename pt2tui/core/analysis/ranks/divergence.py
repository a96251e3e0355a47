"""Triage category ``rank_divergence``: ranks that issue different collectives at run time
(sequence.py: flattened over their graphs, in execution order when recorded). A detector of
its own (triage registers it in one line); what the job did decides the kind:

- ``failed`` (leading, what stopped the program): the run ended in a collective timeout, a
  watchdog abort, a size mismatch or a peer's closed connection; the compile-id, tensor-metadata
  and collectives-parity divergences are its evidence too;
- ``finished``: the traces say the collectives differ, and the job exited 0 (they paired by
  position: their results may be wrong);
- ``""``: the collectives differ and the outcome is unknown (a bare trace, a live run);
- ``same_collectives`` (a cost): the graphs differ (compile ids, execution order: tlparse's
  warnings, kept in the Ranks view) but the collectives the ranks issue do not: no hang.

The evidence leads with where the ranks' collective sequences first part (each rank's
collective there, its graph and user line); ``parted_weight`` is the note and the fix.

``findings(run, make_finding, make_evidence)`` returns the triage findings, built with the
triage module's own constructors (``make_finding(category, pos, stopping, evidence)``,
``make_evidence(where, text)``), so that this module does not depend on triage's internals.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ...model import Run
from ..ledger import compile_seconds, reason_head
from .compare import Divergence, divergences
from .sequence import collectives, fid, parting

CATEGORY = "rank_divergence"
SUMMARY = ("ranks issue different collectives at run time: a job hangs or times out there, or "
           "pairs the wrong collectives")  # fmt: skip
NEXT: tuple[str, ...] = ()  # no rerun shows more: the fix is in the program (the verdict's diff)
SEVERITY = 1  # among problems that did not stop the program: right after a kernel assert
# the kind of a divergence that costs and does not hang: the ranks compiled (or ran) different
# graphs (a graph break on one rank only ...) but issue the same collectives in the same order
SAME = "same_collectives"
SAME_SUMMARY = ("ranks compiled different graphs but issue the same collectives in the same "
                "order: no hang; the extra graphs cost compile time")  # fmt: skip
# the job finished although the traces say the ranks issue different collectives
FINISHED = "finished"
FINISHED_SUMMARY = ("ranks issue different collectives at run time, yet the job finished: the "
                    "collectives paired by position (their results may be wrong)")  # fmt: skip

# the job failed in a collective: the evidence that the ranks parted (a rank still waiting when
# another one had moved on, exited or crashed)
FAILED = "failed"
FAILED_SUMMARY = ("ranks issued different collectives and the job failed waiting in one (a "
                  "collective timed out, or a peer closed the connection when its rank exited)")  # fmt: skip
HANG = re.compile(
    r"Watchdog caught collective operation timeout|collective operation timeout"
    r"|Connection (?:closed|reset) by peer"
    r"|Timed out waiting \d+ ?ms for (?:send|recv)|timed out in call to wait|Timeout at NCCL work"
    r"|NCCL (?:communicator was aborted|watchdog)|Some NCCL operations have failed or timed out"
    r"|ProcessGroupNCCL.*(?:abort|[Tt]imeout)|Detected mismatch between collectives"
    r"|DistBackendError.*[Tt]imed? ?out|hang detected|heartbeat monitor"
    r"|Received data size doesn't match expected size|Is there a distributed collective mismatch"
)
# a line that says which collectives did not match: before a peer's "connection reset"
_MISMATCH = re.compile(r"doesn't match expected size|collective mismatch|Detected mismatch between collectives")
_ALWAYS = ("collectives", "execution_order")  # what the ranks' graphs show of a divergence
_WITH_HANG = ("compile_ids", "tensor_meta", "status", "failures", "graph_breaks", "recompiles")


def hang_line(run: Run) -> tuple[str, str] | None:
    """(where, text) of the first sign that the run ended in a collective timeout or hang (a
    line naming the mismatch first: it says more than the peer's closed connection)."""
    found = []
    for f in run.failures:
        text = f"{f.type}: {f.reason}"
        if HANG.search(text):
            where = f"rank {f.rank} {f.source}" if f.rank is not None else f.source
            found.append((where, text.split("\n", 1)[0][:300], text))
    for m in run.logs:
        if HANG.search(m.text):
            first = next((ln for ln in m.text.split("\n") if HANG.search(ln)), m.text.split("\n", 1)[0])
            found.append((f"{_name(m.source)}:{m.line}", first.strip()[:300], m.text))
    if not found:
        return None
    best = next((f for f in found if _MISMATCH.search(f[2])), found[0])
    return best[0], best[1]


def exited_ok(run: Run) -> bool:
    """The job ran to its end and exited 0 (run.json; a bare trace does not say)."""
    info = run.info if isinstance(run.info, dict) else {}
    return info.get("exit_code") == 0 and not info.get("signal")


def relevant(run: Run, hang: bool) -> list[Divergence]:
    keep = _ALWAYS + (_WITH_HANG if hang else ())
    out = [d for d in divergences(run) if d.what in keep and not d.detail.startswith("collectives parity")]
    if hang:  # collectives the output code never waits for: a hang of its own
        out += [d for d in divergences(run) if d.detail.startswith("collectives parity")]
    return out


def findings(run: Run, make_finding: Callable[..., Any], make_evidence: Callable[[str, str], Any]) -> list[Any]:
    if len([r for r in run.ranks if r is not None]) < 2:
        return []
    hang = hang_line(run)
    divs = relevant(run, hang is not None)
    if not divs or not any(d.what in _ALWAYS or hang for d in divs):
        return []
    part = parting(run)
    late = (1 << 30, 0)
    if hang is None and part is None:  # the graphs differ, the collectives in them do not
        return [make_finding(CATEGORY, late, False, _same_evidence(run, make_evidence), kind=SAME)]
    ev = []
    if hang is not None:
        ev.append(make_evidence(*hang))
    if part is not None:
        ev.append(make_evidence("ranks", part.line()))
    if hang is not None:
        waits = _waits(run)
        if waits:  # one line: each rank's wait, and how many more collectives a rank had issued
            ev.append(make_evidence(waits[0][0], "; ".join(t for _, t, _ in waits) + _seq_gap(waits)))
    for d in divs[:6]:
        where = "ranks" + (f" (attempt {d.attempt})" if d.attempt is not None else "")
        text = d.detail + (f"; first difference: {d.first_difference}" if d.first_difference else "")
        ev.append(make_evidence(where, text))
    if hang is not None:  # leading: before any line of the program's own output
        return [make_finding(CATEGORY, (-1, -1), True, ev, kind=FAILED)]
    return [make_finding(CATEGORY, late, False, ev, kind=FINISHED if exited_ok(run) else "")]


def same_weight(run: Run) -> tuple[float | None, str]:
    """(cost, note) of ranks whose graphs differ over the same collectives: the compiles some
    ranks made and the others did not (a restarted attempt's final one counts as its frame
    compile: [0/0_1] on one rank is [0/0] on the others)."""
    ranks = {r for r in run.ranks if r is not None}
    ids: dict[str, set] = {}
    for c in run.compiles:
        ids.setdefault(fid(c), set()).add(c.rank)
    extra = [c for c in run.compiles if ids[fid(c)] != ranks and c.status != "restarted"]
    times = [t for c in extra if (t := compile_seconds(c)) is not None]
    cost = round(sum(times), 6) if times else None
    who = sorted({c.rank for c in extra if c.rank is not None})
    note = "ranks issue the same collectives in the same order (no hang)"
    if who:
        note += f"; rank{'s' if len(who) > 1 else ''} {','.join(map(str, who))} compiled other graphs"
        if cost is not None:
            note += f" ({cost:.1f} s)" if cost >= 0.1 else f" ({cost * 1000:.0f} ms)"
    return cost, note


def parted_weight(run: Run) -> tuple[str, str]:
    """(note, improvement) of ranks whose collectives part: where, on each rank, and the fix."""
    p = parting(run)
    if p is None:
        return "", ""
    note = "the ranks' collectives part at " + p.short()
    lone = p.lone
    if lone is None:
        return note, "make every rank issue the same collectives in the same order (" + p.short() + ")"
    r, x = lone
    c = x.compile
    fn = f"{c.co_name}() " if c.co_name else ""
    if c.recompile_reasons:
        why = f"rank {r} recompiled {fn}as {c.id} when its guard {reason_head(c.recompile_reasons[0], 120)} failed"
    elif p.instead:
        why = f"only rank {r} compiled {fn}{c.id}"
    else:
        why = f"in {fn}{c.id}"
    others = ", ".join(f"rank {q} ran {g.id} there" for q, g in p.instead) or \
        ", ".join(f"rank {q} issues no further collective" for q, y in p.at if y is None)  # fmt: skip
    line, _, code = (x.where or "?").partition(" ")
    improvement = (f"make every rank issue the same collectives: rank {r} alone issues {x.label} at {line}"
                   + (f" ({code})" if code else "") + f" ({why}; {others}): decide that branch the same way "
                   "on every rank (all_reduce the value it depends on first), or issue the collective on "
                   "every rank")  # fmt: skip
    return note, improvement


def diff_pair(run: Run) -> tuple[tuple[int, str], tuple[int, str]] | None:
    """The two graphs to put side by side where the ranks part, ((rank, "[0/0]"), (rank,
    "[0/1]")): the graph of the rank whose collective there no other rank issues, and the graph
    another rank ran in its place (or its own graph of that id, or the graph of its collective
    there); None when the sequences do not part."""
    p = parting(run)
    if p is None:
        return None
    mine = p.lone or next(((r, x) for r, x in p.at if x is not None), None)
    if mine is None:
        return None
    r, x = mine
    instead = dict(p.instead)
    for q, y in p.at:
        if q == r:
            continue
        if q in instead:
            other = instead[q]
        elif y is not None:
            other = y.compile
        else:
            other = next((c for c in run.compiles if c.rank == q and fid(c) == fid(x.compile)), None)
        if other is not None:
            pair = ((q, str(other.id)), (r, str(x.compile.id)))
            return pair if p.lone is not None else tuple(sorted(pair))  # type: ignore[return-value]
    return None


_WORK = re.compile(r"Work\w*\(SeqNum=(?P<seq>\d+), OpType=(?P<op>\w+)")
_RANK = re.compile(r"\[(?:PG [^\]]*)?[Rr]ank (?P<rank>\d+)\]")


def _waits(run: Run) -> list[tuple[str, str, tuple[int | None, int]]]:
    """(where, "rank 1 timed out waiting in ALLGATHER (collective SeqNum 5)", (rank, seq)) per
    rank from NCCL's watchdog lines."""
    out: dict[int | None, tuple[str, str, tuple[int | None, int]]] = {}
    for m in run.logs:
        w = _WORK.search(m.text)
        if w is None or "timeout" not in m.text.lower():
            continue
        rm = _RANK.search(m.text)
        rank = int(rm["rank"]) if rm is not None else m.rank
        if rank not in out:
            who = f"rank {rank}" if rank is not None else "a rank"
            out[rank] = (f"{_name(m.source)}:{m.line}",
                         f"{who} timed out waiting in {w['op']} (collective SeqNum {w['seq']})",
                         (rank, int(w["seq"])))  # fmt: skip
    return [out[k] for k in sorted(out, key=lambda r: -1 if r is None else r)]


def _seq_gap(waits: list[tuple[str, str, tuple[int | None, int]]]) -> str:
    """": rank 1 had issued 1 more collective than rank 0" when the ranks' SeqNums differ."""
    seqs = [rs for _, _, rs in waits if rs[0] is not None]
    if len(seqs) < 2:
        return ""
    lo, hi = min(seqs, key=lambda x: x[1]), max(seqs, key=lambda x: x[1])
    n = hi[1] - lo[1]
    return f": rank {hi[0]} had issued {n} more collective{'s' if n > 1 else ''} than rank {lo[0]}" if n else ""


def _name(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def _same_evidence(run: Run, make_evidence: Callable[[str, str], Any]) -> list[Any]:
    """What made the graphs differ: the graph breaks some ranks have and others do not."""
    ranks = sorted(r for r in run.ranks if r is not None)
    ev = []
    for g in run.graph_breaks:
        on = sorted({r for r in g.ranks if r is not None})
        if on and on != ranks:
            where = g.user_frame.where if g.user_frame is not None else "?"
            who = ("rank " if len(on) == 1 else "ranks ") + ",".join(map(str, on))
            ev.append(make_evidence(f"rank {on[0]} graph break",
                                    f"{who} broke the graph at {where} ({g.gb_type or g.reason[:80]}); "
                                    "the other ranks did not"))  # fmt: skip
    got = collectives(run)
    if got is None:
        return ev
    how, by_rank, _ = got
    seqs = list(by_rank.values())
    seq = seqs[0] if seqs else []
    shown = []
    for i, x in enumerate(seq[:4]):
        # the user's line as any rank knows it (a line in torch's own files says less)
        lines = [s[i].where.split(" ", 1)[0] for s in seqs if i < len(s) and s[i].where]
        line = next((y for y in lines if not y.startswith("_functional_collectives")), lines[0] if lines else "")
        shown.append(f"{x.label} ({line})" if line else x.label)
    n = len(seq)
    ev.append(make_evidence("ranks", f"collectives issued at run time ({how}), the same on every rank: "
                            + (", ".join(shown) + (f" ... ({n} in all)" if n > 4 else "") if seq
                               else "none in the compiled graphs")))  # fmt: skip
    return ev
