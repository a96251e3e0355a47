"""``pt2tui diff``: what changed between two runs, compile by compile and graph by graph.

    d = diff_runs(run_a, run_b)            # RunsDiff; d.identical
    d = diff_two_compiles(run, c0, run, c1)  # compile vs compile (pick.py names them)
    diff_dict(d)                           # the --json object (schema "pt2tui.diff/1")

Pure: reads artifacts through ``payloads.read_text`` (or the ``read`` given), one Run per side.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model import Compile, Run
from .align import Alignment, Pair, align, frame_key, frame_label, frame_signatures
from .compiles import CompileDiff, Reader, default_reader, diff_compile
from .runlevel import RunLevel, diff_run_level

__all__ = ["RunsDiff", "CompileDiff", "RunLevel", "diff_runs", "diff_two_compiles", "align",
           "Alignment", "Pair"]  # fmt: skip


@dataclass(frozen=True, slots=True)
class RunsDiff:
    run: RunLevel
    compiles: tuple[CompileDiff, ...]  # matched pairs, in A's order
    only_a: tuple[tuple[Compile, str], ...]  # (compile, frame label) without a partner in B
    only_b: tuple[tuple[Compile, str], ...]
    ranks: tuple[int, int] | None = None  # --ranks: two ranks of one run
    chosen: bool = False  # two compiles named by the user (pick.py), not two runs aligned

    @property
    def identical(self) -> bool:
        return not (
            self.run.changed or self.only_a or self.only_b or any(c.changed for c in self.compiles)
        )


def _of_rank(run: Run, rank: int | None) -> list[Compile]:
    return [c for c in run.compiles if rank is None or c.rank == rank]


def _frame_compiles(side: list[Compile]) -> dict[tuple, list[Compile]]:
    by: dict[tuple, list[Compile]] = {}
    for x in side:
        by.setdefault((frame_key(x), x.id.frame_compile_id), []).append(x)
    return by


def diff_runs(
    a: Run,
    b: Run,
    *,
    ranks: tuple[int, int] | None = None,
    lines: bool = False,
    read: Reader = default_reader,
) -> RunsDiff:
    """``ranks=(0, 1)``: rank 0 of ``a`` against rank 1 of ``b`` (pass the same run twice).
    ``lines``: also a unified line diff of each changed graph and output code."""
    ca = _of_rank(a, ranks[0] if ranks else None)
    cb = _of_rank(b, ranks[1] if ranks else None)
    al = align(ca, cb, {p.id: p.index for p in a.processes}, {p.id: p.index for p in b.processes})
    sa, sb = frame_signatures(ca), frame_signatures(cb)

    def label(c: Compile, sigs: dict) -> str:
        return frame_label(c, sigs.get(frame_key(c)))

    # each side's compiles by frame compile, in order: a compile's other attempts, without a
    # look at every compile for each pair (a long run's diff was quadratic: 4x the run, 20x)
    by_a, by_b = _frame_compiles(ca), _frame_compiles(cb)

    def attempts(c: Compile, side: dict[tuple, list[Compile]]) -> tuple[Compile, ...]:
        return tuple(x for x in side.get((frame_key(c), c.id.frame_compile_id), ()) if x is not c)

    pairs = tuple(
        diff_compile(
            p.a, p.b, p.how, label(p.a, sa), read=read, lines=lines,
            attempts=(attempts(p.a, by_a), attempts(p.b, by_b)),
        )  # fmt: skip
        for p in al.pairs
    )
    return RunsDiff(
        run=diff_run_level(a, b),
        compiles=pairs,
        only_a=tuple((c, label(c, sa)) for c in al.only_a),
        only_b=tuple((c, label(c, sb)) for c in al.only_b),
        ranks=ranks,
    )


def diff_two_compiles(
    run_a: Run, a: Compile, run_b: Run, b: Compile, *, lines: bool = False,
    read: Reader = default_reader,
) -> RunsDiff:  # fmt: skip
    """One pair: ``a`` of ``run_a`` against ``b`` of ``run_b``, chosen by the user (pick.py
    names them), not aligned; ``run_a`` may be ``run_b``."""
    sa, sb = frame_signatures(run_a.compiles), frame_signatures(run_b.compiles)
    la = frame_label(a, sa.get(frame_key(a)))
    lb = frame_label(b, sb.get(frame_key(b)))
    frame = la if la == lb else f"{la} -> {lb}"
    pair = diff_compile(a, b, "chosen", frame, read=read, lines=lines)
    return RunsDiff(run=diff_run_level(run_a, run_b), compiles=(pair,), only_a=(), only_b=(),
                    chosen=True)  # fmt: skip
