"""Triage category ``rank_divergence``: ranks that compiled different graphs, and so issue
different collectives, hang. A detector of its own (triage registers it in one line):

- present when the ranks' collective sequences or graph execution order differ (compare.py, sequence.py);
- leading, as what stopped the program, when the run ended in a collective timeout, a
  watchdog abort or a hang: then the compile-id, tensor-metadata and collectives-parity
  findings are its evidence too.

``findings(run, make_finding, make_evidence)`` returns the triage findings, built with the
triage module's own constructors (``make_finding(category, pos, stopping, evidence)``,
``make_evidence(where, text)``), so that this module does not depend on triage's internals.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ...model import Run
from .compare import Divergence, divergences, issued_by_rank

CATEGORY = "rank_divergence"
SUMMARY = "ranks compiled different graphs and issue different collectives: they hang or time out"
NEXT = ("verbose-dynamo",)
SEVERITY = 1  # among problems that did not stop the program: right after a kernel assert
# the kind of a divergence that costs and does not hang: the ranks compiled different graphs
# (a graph break on one rank only ...) but issue the same collectives in the same order
SAME = "same_collectives"
SAME_SUMMARY = ("ranks compiled different graphs but issue the same collectives in the same "
                "order: no hang; the extra graphs cost compile time")  # fmt: skip

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
)
_ALWAYS = ("collectives", "execution_order")  # these alone say the ranks will hang
_WITH_HANG = ("compile_ids", "tensor_meta", "status", "failures", "graph_breaks", "recompiles")


def hang_line(run: Run) -> tuple[str, str] | None:
    """(where, text) of the first sign that the run ended in a collective timeout or hang."""
    for f in run.failures:
        text = f"{f.type}: {f.reason}"
        if HANG.search(text):
            where = f"rank {f.rank} {f.source}" if f.rank is not None else f.source
            return where, text.split("\n", 1)[0][:300]
    for m in run.logs:
        if HANG.search(m.text):
            return f"{_name(m.source)}:{m.line}", m.text.split("\n", 1)[0][:300]
    return None


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
    if hang is None and not any(d.what == "collectives" for d in divs) and _issued_same(run):
        return [make_finding(CATEGORY, (1 << 30, 0), False, _same_evidence(run, make_evidence),
                             kind=SAME)]  # fmt: skip
    ev = []
    if hang is not None:
        ev.append(make_evidence(*hang))
        ev += [make_evidence(w, t) for w, t in _waits(run)]
    for d in divs[:6]:
        where = "ranks" + (f" (attempt {d.attempt})" if d.attempt is not None else "")
        text = d.detail + (f"; first difference: {d.first_difference}" if d.first_difference else "")
        ev.append(make_evidence(where, text))
    # leading when the run ended in a hang: before any line of the program's own output
    pos = (-1, -1) if hang is not None else (1 << 30, 0)
    return [make_finding(CATEGORY, pos, hang is not None, ev, kind=FAILED if hang is not None else "")]


_WORK = re.compile(r"Work\w*\(SeqNum=(?P<seq>\d+), OpType=(?P<op>\w+)")
_RANK = re.compile(r"\[(?:PG [^\]]*)?[Rr]ank (?P<rank>\d+)\]")


def _waits(run: Run) -> list[tuple[str, str]]:
    """(where, "rank 1 timed out in ALLGATHER (SeqNum 5)") per rank from NCCL's watchdog lines."""
    out: dict[int | None, tuple[str, str]] = {}
    for m in run.logs:
        w = _WORK.search(m.text)
        if w is None or "timeout" not in m.text.lower():
            continue
        rm = _RANK.search(m.text)
        rank = int(rm["rank"]) if rm is not None else m.rank
        if rank not in out:
            who = f"rank {rank}" if rank is not None else "a rank"
            out[rank] = (f"{_name(m.source)}:{m.line}",
                         f"{who} timed out waiting in {w['op']} (collective SeqNum {w['seq']})")  # fmt: skip
    return [out[k] for k in sorted(out, key=lambda r: -1 if r is None else r)]


def _name(path: str) -> str:
    return path.replace("\\", "/").rsplit("/", 1)[-1]


def _issued_same(run: Run) -> bool:
    """The ranks issue collectives, and the same ones in the same order."""
    issued = issued_by_rank(run)
    ops = {r: [op for op, _, _ in seq] for r, seq in issued.items()}
    return len(ops) >= 2 and any(ops.values()) and len({tuple(v) for v in ops.values()}) == 1


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
    issued = issued_by_rank(run)
    seqs = [[(op, where) for op, _, where in s if "wait_tensor" not in op] for s in issued.values()]
    seq = seqs[0] if seqs else []
    shown = []
    for i, (op, _) in enumerate(seq[:4]):
        name = op.rsplit(".", 2)[-2] if op.count(".") >= 2 else op
        # the user's line as any rank knows it (a line in torch's own files says less)
        lines = [s[i][1].split(" ", 1)[0] for s in seqs if i < len(s) and s[i][1]]
        line = next((x for x in lines if not x.startswith("_functional_collectives")), lines[0] if lines else "")
        shown.append(f"{name} ({line})" if line else name)
    ev.append(make_evidence("ranks", "collectives issued at run time, the same on every rank: "
                            + ", ".join(shown) + (" ..." if len(seq) > 4 else "")))  # fmt: skip
    return ev
