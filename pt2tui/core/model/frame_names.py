"""The frame's function for compiles whose metrics name none.

torch writes ``co_name`` / ``co_filename`` / ``co_firstlineno`` as null in the
``compilation_metrics`` of a frame that hit the recompile limit, and a compile that failed or
never ended may have no metrics at all. The frame is the same code object in all its compiles:
its other compiles (same rank and frame id) name it; the compile's own ``dynamo_start`` stack
(used by builder._freeze) comes first.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .run import Compile

__all__ = ["fill_frame_names"]


def fill_frame_names(compiles: Sequence[Compile]) -> tuple[Compile, ...]:
    known: dict[tuple, tuple[str, str | None, int | None]] = {}
    for c in compiles:
        key = (c.rank, c.id.frame_key)
        if c.co_name and (key not in known or (c.co_firstlineno and not known[key][2])):
            known[key] = (c.co_name, c.co_filename, c.co_firstlineno)
    out = []
    for c in compiles:
        k = known.get((c.rank, c.id.frame_key))
        if k is None or c.id.frame_id is None:
            out.append(c)
            continue
        name, filename, first = k
        if not c.co_name:
            c = dataclasses.replace(c, co_name=name, co_filename=c.co_filename or filename)
        if c.co_firstlineno is None and c.co_name == name and c.co_filename == filename:
            c = dataclasses.replace(c, co_firstlineno=first)
        out.append(c)
    return tuple(out)
