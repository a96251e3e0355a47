"""Artifacts that say why Dynamo broke a graph, recompiled a frame, or failed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...parse.graph_breaks import parse_graph_break, parse_recompile_reasons
from ...parse.memo import TextMemo
from ...parse.tracebacks import exception_of
from ...parse.types import Failure
from ..run import GraphBreak
from .registry import artifact_hook

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


# a graph break's text parsed, by its text: a frame that recompiles breaks again at the same
# place with the same text (65 us a parse; 8 texts for 36 graph breaks in a 48 MB piece of the
# bench trace). Its values are immutable (str, tuples, a frozen Frame): shared by the breaks.
_PARSED: TextMemo[dict] = TextMemo(512, 8 << 20)


@artifact_hook("dynamo_graph_break_reason")
def _graph_break(
    b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any
) -> None:
    f = _PARSED.get(ctx.text(rec, limit=64 << 10), parse_graph_break)
    gb = GraphBreak(
        reason=f["reason"], gb_type=f["gb_type"], gb_id=f["gb_id"], user_frame=f["user_frame"],
        compile_id=rec.compile_id, rank=rec.rank, stack=f["stack"], explanation=f["explanation"],
        hints=f["hints"],
    )  # fmt: skip
    if acc is not None:
        acc.graph_breaks.append(gb)
    else:
        b.loose_graph_breaks.append(gb)


@artifact_hook("recompile_reasons")
def _recompile(
    b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any
) -> None:
    if acc is not None:
        acc.recompile_reasons.extend(parse_recompile_reasons(ctx.text(rec, limit=1 << 20)))


@artifact_hook("dynamo_error")
def _dynamo_error(
    b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any
) -> None:
    text = ctx.text(rec, limit=1 << 20).strip()
    etype, reason = exception_of(text)
    b.failures.append(
        Failure(rec.compile_id, rec.rank, etype or "dynamo_error", reason, "dynamo_error", text)
    )
