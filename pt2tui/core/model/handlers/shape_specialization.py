"""``symbolic_shape_specialization``: a symbol the code turned into a constant (the dim marked
dynamic that ``if x.shape[0] == 8`` or ``x.reshape(8, -1)`` specialized), with its sources,
value, reason and the stack of the line that did it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..shapes import Specialization
from .registry import handles
from .shape_common import meta_of, process_of, text, user_frame

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


@handles("symbolic_shape_specialization")
def _specialization(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    meta = meta_of(rec)
    if meta is None:
        return
    sh = b.shapes
    srcs = meta.get("sources")
    sources = tuple(text(s) for s in srcs) if isinstance(srcs, list) else ()
    sh.specializations.append(
        Specialization(
            symbol=sh.intern(text(meta.get("symbol"))), sources=sh.intern(sources),
            value=text(meta.get("value")), reason=sh.intern(text(meta.get("reason"))),
            compile_id=rec.compile_id, rank=rec.rank, user_frame=user_frame(b, ctx, meta),
            path=ctx.path, offset=rec.offset, process=process_of(ctx, rec, acc),
        )  # fmt: skip
    )
    sh.changed()
