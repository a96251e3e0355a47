"""Compile vs compile: ``pt2tui diff 'RUN:[0/0]' 'RUN:[0/1]'`` (and ``RUNA:[0/0] RUNB:[1/0]``),
the most common question after "why did it recompile": the same FX-graph, kernel and guard
diff as for two runs, of the two compiles named.

A compile is named as torch prints its id, after the run's path and a colon: ``RUN:[0/1]``,
``RUN:[0/1_2]`` (attempt 2), ``RUN:[!3/0/1]``; the brackets may be left out (``RUN:0/1``: no
quoting needed in zsh)."""

from __future__ import annotations

import re

from ...model import Compile, Run
from .align import frame_label, frame_signatures
from .compiles import Reader, default_reader, diff_compile
from .runlevel import diff_run_level

__all__ = ["compile_named", "diff_two_compiles", "split_compile_spec"]

_SPEC = re.compile(r"^(?P<path>.+):(?P<id>\[?!?\d+(?:/\d+){1,2}(?:_\d+)?\]?)$")


def split_compile_spec(spec: str) -> tuple[str, str] | None:
    """``RUN:[0/1]`` -> ``("RUN", "[0/1]")``; None for a plain path."""
    m = _SPEC.match(spec)
    if m is None:
        return None
    cid = m["id"]
    if not cid.startswith("["):
        cid = f"[{cid}"
    if not cid.endswith("]"):
        cid = f"{cid}]"
    return m["path"], cid


def compile_named(run: Run, cid: str, rank: int | None = None) -> Compile | None:
    """The compile of ``run`` whose id prints as ``cid`` (of ``rank`` when given; else the
    first rank that has it)."""
    return next(
        (c for c in run.compiles if str(c.id) == cid and (rank is None or c.rank == rank)), None
    )


def diff_two_compiles(
    run_a: Run, a: Compile, run_b: Run, b: Compile, *, lines: bool = False,
    read: Reader = default_reader,
):  # fmt: skip
    """A RunsDiff of one pair: ``a`` of ``run_a`` against ``b`` of ``run_b`` (chosen, not
    aligned; ``run_a`` may be ``run_b``)."""
    from . import RunsDiff

    sa, sb = frame_signatures(run_a.compiles), frame_signatures(run_b.compiles)
    la = frame_label(a, sa.get((a.rank, a.id.compiled_autograd_id, a.id.frame_id)))
    lb = frame_label(b, sb.get((b.rank, b.id.compiled_autograd_id, b.id.frame_id)))
    frame = la if la == lb else f"{la} -> {lb}"
    pair = diff_compile(a, b, "chosen", frame, read=read, lines=lines)
    return RunsDiff(run=diff_run_level(run_a, run_b), compiles=(pair,), only_a=(), only_b=(),
                    chosen=True)  # fmt: skip
