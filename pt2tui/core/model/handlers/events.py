"""Kinds kept only in the counts (and, with a payload, as unlisted artifacts); chromium events."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .registry import handles

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


@handles("str")
def count_only(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    """A kind kept only in the counts (str: the parser keeps the intern table). The builder
    does not call it: it stops at the counts when a kind's handler is this one."""


@handles(
    "describe_storage", "describe_tensor", "describe_source", "missing_fake_kernel",
    "mismatched_fake_kernel", "stack", "export", "compilation_metrics_runtime",
    "bwd_compilation_metrics_runtime",
)  # fmt: skip  (dynamic-shape kinds: shape_*.py)
def _event(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    if rec.payload is not None and rec.payload_size:
        b.add_artifact(ctx, rec, acc, rec.kind, "other", "text", listed=False)


@handles("chromium_event")
def _chromium(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    if rec.payload is not None:
        b.chromium_events.append(ctx.path, rec.payload[0], rec.payload[1], rec.rank)
