"""The ``torch_version`` artifact torch writes at the start of each trace (``{"pytorch_version":
"2.13.0+cpu", "commit": ...}``): the run's torch version even when no frame was compiled
(torch.export only), where no compilation_metrics says it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...parse.jsonload import loads
from .registry import artifact_hook

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


@artifact_hook("torch_version")
def _torch_version(
    b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any
) -> None:
    if b.torch_version:  # (the first one's is kept: every process of a run writes one)
        return
    try:
        doc = loads(ctx.text(rec, limit=4096))
    except ValueError:
        return
    if isinstance(doc, dict):
        b.note_torch_version(doc.get("pytorch_version") or doc.get("version"))
