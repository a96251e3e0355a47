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
    meta = rec.meta
    if type(meta) is dict:  # (meta_str's, inline: most records of a trace are artifacts)
        name = meta.get("name")
        if type(name) is not str:
            name = "" if name is None else str(name)
        encoding = meta.get("encoding")
        # name and encoding are the Artifact's own fields: the meta is kept when it says more
        extra = len(meta) > ("name" in meta) + ("encoding" in meta)
    else:
        name, encoding = meta_str(rec, "name"), meta_str(rec, "encoding")
        extra = isinstance(meta, dict) and len(meta) > ("name" in meta) + ("encoding" in meta)
    name = name or "artifact"
    enc = "json" if encoding == "json" else "text"
    art = b.add_artifact(ctx, rec, acc, name, category_of(name), enc, keep_meta=extra)
    hook = ARTIFACT_HOOKS.get(name)
    if hook is None and name.endswith(
        ("_cache_hit", "_cache_miss", "_cache_bypass", "_cache_pickle_failure")
    ):
        hook = cache_hook
    if hook is not None:
        hook(b, ctx, rec, acc, art)
