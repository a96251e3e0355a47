"""JSON of payloads and events, read with no recursion on their depth: orjson first (its C
parser stops at a fixed depth with an error); where it refuses what Python's json takes (NaN,
Infinity), json, whose too-deep input (a RecursionError) is a ValueError like any bad JSON."""

from __future__ import annotations

import json
from typing import Any

try:
    import orjson

    _fast = orjson.loads
    _FastError: type[Exception] = orjson.JSONDecodeError
except ImportError:  # pragma: no cover
    _fast = json.loads
    _FastError = ValueError


class TooDeep(ValueError):
    """A JSON value nested deeper than the parser follows."""


def loads(text: str | bytes) -> Any:
    """The JSON value of ``text``; ValueError (TooDeep when nested too deeply) if it is none."""
    try:
        return _fast(text)
    except _FastError as e:
        if "recursion" in str(e).lower():
            raise TooDeep("JSON nested too deeply") from None
    try:
        return json.loads(text)
    except RecursionError:
        raise TooDeep("JSON nested too deeply") from None


def dumps(value: Any) -> str | None:
    """``value`` as JSON text, or None where it cannot be (nested too deeply, not JSON)."""
    try:
        return json.dumps(value)
    except (RecursionError, ValueError, TypeError):
        return None
