"""What is parsed from a text, kept by that text: the same text comes again and again (a
traceback in every compile a failure repeats, a graph break's text each time its frame
recompiles)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")


def by_text(cache: dict[str, T], limit: int, text: str, parse: Callable[[str], T]) -> T:
    """``parse(text)``, kept in ``cache`` by ``text``; the cache is emptied when it holds
    ``limit`` texts (what ``parse`` returns must be immutable: it is shared)."""
    got = cache.get(text)
    if got is None:
        got = parse(text)
        if len(cache) >= limit:
            cache.clear()
        cache[text] = got
    return got
