"""The generic ``artifact`` kind: kept by name, then passed to the hook registered for that name."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cache import cache_hook
from .registry import ARTIFACT_HOOKS, category_of, handles, meta_str

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .cache import cache_hook
from .registry import Builder


@handles("artifact")
def _artifact(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = meta_str(rec, "name") or "artifact"
    encoding = meta_str(rec, "encoding") or "string"
    enc = "json" if encoding == "json" else "text"
    # name and encoding are the Artifact's own fields: the meta is kept when it says more
    meta = rec.meta
    extra = isinstance(meta, dict) and len(meta) > ("name" in meta) + ("encoding" in meta)
    art = b.add_artifact(ctx, rec, acc, name, category_of(name), enc, keep_meta=extra)
    hook = ARTIFACT_HOOKS.get(name)
    if hook is None and name.endswith(
        ("_cache_hit", "_cache_miss", "_cache_bypass", "_cache_pickle_failure")
    ):
        hook = cache_hook
    if hook is not None:
        hook(b, ctx, rec, acc, art)
