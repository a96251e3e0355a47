"""What the dynamic-shape handlers (shape_*.py) share: the user's frame of a record, one Frame
object per distinct frame (guard records repeat the same few lines thousands of times)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...parse.types import Frame
from ...parse.user_frame import frame_of, innermost_user_entry

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


def user_frame(b: Builder, ctx: TraceContext, meta: dict[str, Any]) -> Frame | None:
    """The innermost frame of ``user_stack``, else of ``stack``, that is the user's."""
    us, st = meta.get("user_stack"), meta.get("stack")
    strings = ctx.strings
    fr = innermost_user_entry(us if type(us) is list else None, strings) or innermost_user_entry(
        st if type(st) is list else None, strings
    )
    if fr is None:
        return None
    fn = fr.get("filename")
    try:  # a file's line is one frame (its function and code are the same each time)
        key = (strings.get(fn) if type(fn) is int else fn, fr.get("line"))
        f = b.shapes.frames.get(key)
    except TypeError:  # something unhashable where a name or a line should be
        return frame_of(fr, strings)
    if f is None:
        f = frame_of(fr, strings)
        f = b.shapes.frames[key] = b.frames.setdefault(f, f)  # shared with compiles' stacks
    return f


def process_of(ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> str | None:
    """The Process.id of a record: its compile's, else its pid's in this trace."""
    if acc is not None:
        return acc.process
    proc = ctx.procs.get(rec.pid)
    return None if proc is None else proc.id


def meta_of(rec: Record) -> dict[str, Any] | None:
    m = rec.meta
    return m if type(m) is dict else None


def text(v: Any) -> str:
    return v if type(v) is str else ("" if v is None else str(v))
