"""Compile vs compile: ``pt2tui diff 'RUN:[0/0]' 'RUN:[0/1]'`` (and ``RUNA:[0/0] RUNB:[1/0]``),
the most common question after "why did it recompile": the same FX-graph, kernel and guard
diff as for two runs, of the two compiles named.

A compile is named as torch prints its id, after the run's path and a colon: ``RUN:[0/1]``,
``RUN:[0/1_2]`` (attempt 2), ``RUN:[!3/0/1]``; the brackets may be left out (``RUN:0/1``: no
quoting needed in zsh). The diff itself: ``diff_two_compiles`` (diff/__init__.py)."""

from __future__ import annotations

import re

from ...model import Compile, Run

__all__ = ["compile_named", "split_compile_spec"]

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
