"""The frame's function for compiles whose metrics name none.

torch writes ``co_name`` / ``co_filename`` / ``co_firstlineno`` as null in the
``compilation_metrics`` of a frame that hit the recompile limit, and a compile that failed or
never ended may have no metrics at all. The frame is the same code object in all its compiles:
its other compiles (same rank and frame id) name it; the compile's own ``dynamo_start`` stack
(used by builder._freeze) comes first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Sequence

from .run import Compile

__all__ = ["fill_frame_names", "fill_one", "frame_known"]

Known = tuple[str, "str | None", "int | None"]


def fill_frame_names(compiles: Sequence[Compile]) -> tuple[Compile, ...]:
    frames: dict[tuple, list[Compile]] = {}
    for c in compiles:
        frames.setdefault((c.rank, c.id.frame_key), []).append(c)
    known = {k: frame_known(cs) for k, cs in frames.items()}
    return tuple(fill_one(c, known[(c.rank, c.id.frame_key)]) for c in compiles)


def frame_known(compiles: Iterable[Compile]) -> Known | None:
    """The name of a frame, from its compiles (of one rank, in snapshot order)."""
    known: Known | None = None
    for c in compiles:
        if c.co_name and (known is None or (c.co_firstlineno and not known[2])):
            known = (c.co_name, c.co_filename, c.co_firstlineno)
    return known


def fill_one(c: Compile, known: Known | None) -> Compile:
    """``c`` with the frame's name where its own metrics have none."""
    if known is None or c.id.frame_id is None:
        return c
    name, filename, first = known
    if not c.co_name:
        c = dataclasses.replace(c, co_name=name, co_filename=c.co_filename or filename)
    if c.co_firstlineno is None and c.co_name == name and c.co_filename == filename:
        c = dataclasses.replace(c, co_firstlineno=first)
    return c
