"""Cache artifacts (``<cache>_cache_hit|miss|bypass|pickle_failure``): one CacheEvent each."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ...parse.jsonload import loads
from ..run import CacheEvent
from .registry import meta_str

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


def cache_hook(
    b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any
) -> None:
    if acc is None:
        return
    name = meta_str(rec, "name")
    cache, _, result = name.rpartition("_cache_")
    reason = None
    if result == "bypass":
        reason = json_field(ctx.text(rec, limit=16 << 10), ("reason", "cache_bypass_reason"))
    elif result == "pickle_failure":  # compiled, but the entry could not be stored
        result = "not saved"
        text = ctx.text(rec, limit=16 << 10)
        err = json_field(text, ("error",))
        field = json_field(text, ("field",), fallback=False)
        reason = f"Unable to serialize: {err}" + (f" (field {field})" if field else "")
    acc.cache.append(CacheEvent(cache, result, reason))


JSON_STR = r'"{key}"\s*:\s*("(?:[^"\\]|\\.)*")'


def json_field(text: str, keys: tuple[str, ...], *, fallback: bool = True) -> str | None:
    """The first of ``keys`` that a JSON object text has, as a str. The text may be the cut
    head of a big payload (a bypass with a long traceback): then the key is searched for.
    Without any of the keys: the text itself (its head) when ``fallback``."""
    import json

    try:
        val = loads(text)
    except ValueError:
        val = None
    if isinstance(val, dict):
        return next((str(val[k]) for k in keys if val.get(k)), None)
    if isinstance(val, str):
        return val.strip() or None
    for k in keys:
        m = re.search(JSON_STR.format(key=re.escape(k)), text)
        if m:
            try:
                return str(json.loads(m.group(1))) or None
            except ValueError:
                pass
    return (text.strip()[:500] or None) if fallback else None
