"""What the dynamic-shape handlers (shape_*.py) share: the user's frame of a record, interned,
and where the record is (its full stacks are read back from there when shown)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...parse.types import Frame, PayloadRef
from ...parse.user_frame import user_frame_of

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import TraceContext
    from .registry import Builder


def user_frame(b: Builder, ctx: TraceContext, meta: dict[str, Any]) -> Frame | None:
    """The innermost frame of ``user_stack``, else of ``stack``, that is the user's (one Frame
    object per distinct frame, shared with the compiles' stacks)."""
    us, st = meta.get("user_stack"), meta.get("stack")
    f = user_frame_of(us if type(us) is list else None, st if type(st) is list else None,
                      ctx.strings)  # fmt: skip
    return None if f is None else b.frames.setdefault(f, f)


def record_ref(ctx: TraceContext, rec: Record) -> PayloadRef:
    """The record's envelope in the trace (read back and shown as JSON)."""
    return PayloadRef("envelope", ctx.path, rec.offset, -1)


def meta_of(rec: Record) -> dict[str, Any] | None:
    m = rec.meta
    return m if type(m) is dict else None


def text(v: Any) -> str:
    return v if type(v) is str else ("" if v is None else str(v))
