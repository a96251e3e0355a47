"""Symbols of the shape environment: ``create_symbol`` (a size or scalar made symbolic, with its
source and example value), ``create_unbacked_symbol`` (a value known only at run time) and
``expression_created`` (counted per compile: there is one per symbolic operation)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..shapes import ShapeSymbol
from .registry import handles
from .shape_common import meta_of, process_of, text, user_frame

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


@handles("create_symbol", "create_unbacked_symbol")
def _create_symbol(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    meta = meta_of(rec)
    if meta is None:
        return
    sh = b.shapes
    unbacked = rec.kind == "create_unbacked_symbol"
    src = meta.get("source")
    sources = sh.intern((text(src),)) if src else ()
    sh.symbols.append(
        ShapeSymbol(
            name=sh.intern(text(meta.get("symbol"))), sources=sources,
            value=None if unbacked or meta.get("val") is None else sh.intern(text(meta["val"])),
            range=sh.intern(text(meta.get("vr"))) if meta.get("vr") else None, unbacked=unbacked,
            compile_id=rec.compile_id, rank=rec.rank, user_frame=user_frame(b, ctx, meta),
            path=ctx.path, offset=rec.offset, process=process_of(ctx, rec, acc),
        )  # fmt: skip
    )
    sh.changed()


@handles("expression_created")
def _expression(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    ex = b.shapes.expressions
    key = (rec.rank, rec.compile_id)
    ex[key] = ex.get(key, 0) + 1
    b.shapes.changed()
