"""JSON of payloads and events, read with a fixed bound on their depth and no recursion that
the input decides.

MAX_DEPTH (1024, orjson's own bound) is THE depth pt2tui reads: a value nested deeper is
``TooDeep`` (a ValueError, a clear problem line where it is read), on every path, whatever the
stack the reader runs on. ``loads`` tries orjson first (its C parser stops at that depth); where
it refuses what Python's json takes (NaN, Infinity), Python's json. ``raw_decode(s, pos)`` is
Python's ``JSONDecoder.raw_decode`` with that bound: json's C scanner where the value is shallow,
the iterative twin below (the same values, built with a stack of its own) where it is not.
"""

from __future__ import annotations

import json
import math
import re
from json.decoder import JSONDecodeError, scanstring
from json.scanner import NUMBER_RE
from typing import Any

try:
    import orjson

    _fast = orjson.loads
    _FastError: type[Exception] = orjson.JSONDecodeError
except ImportError:  # pragma: no cover
    _fast = json.loads
    _FastError = ValueError

MAX_DEPTH = 1024
_DEC = json.JSONDecoder()
_WS = re.compile(r"[ \t\n\r]*")
_CONST = {"n": ("null", None), "t": ("true", True), "f": ("false", False), "N": ("NaN", math.nan),
          "I": ("Infinity", math.inf)}  # fmt: skip


class TooDeep(ValueError):
    """A JSON value nested deeper than MAX_DEPTH."""

    def __init__(self) -> None:
        super().__init__(f"JSON nested deeper than {MAX_DEPTH} levels (not read)")


def loads(text: str | bytes) -> Any:
    """The JSON value of ``text``; ValueError (TooDeep when nested too deeply) if it is none."""
    try:
        return _fast(text)
    except _FastError as e:
        msg = str(e).lower()
        if "recursion" in msg or "depth" in msg:
            raise TooDeep() from None
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    val, end = raw_decode(text, _WS.match(text, 0).end())
    end = _WS.match(text, end).end()
    if end != len(text):
        raise JSONDecodeError("Extra data", text, end)
    return val


def raw_decode(s: str, pos: int) -> tuple[Any, int]:
    """``json.JSONDecoder().raw_decode(s, pos)``, at most MAX_DEPTH deep (else TooDeep)."""
    try:
        val, end = _DEC.raw_decode(s, pos)
    except RecursionError:
        return decode_iter(s, pos)
    if s.count("[", pos, end) + s.count("{", pos, end) > MAX_DEPTH:  # can it be too deep?
        return decode_iter(s, pos)
    return val, end


def decode_iter(s: str, idx: int) -> tuple[Any, int]:
    """The JSON value at ``s[idx]`` and where it ends, as Python's json makes it, without
    recursion: containers on a list of their own, at most MAX_DEPTH of them."""
    stack: list[list] = []  # [container, key (objects), ...]
    n = len(s)
    while True:
        # -- one value at idx (a container is opened and the loop goes on inside it)
        c = s[idx] if idx < n else ""
        if c == '"':
            val, idx = scanstring(s, idx + 1, True)
        elif c == "{" or c == "[":
            if len(stack) >= MAX_DEPTH:
                raise TooDeep()
            idx = _WS.match(s, idx + 1).end()
            if c == "{":
                if s[idx : idx + 1] == "}":
                    val, idx = {}, idx + 1
                else:
                    key, idx = _key_at(s, idx)
                    stack.append([{}, key])
                    continue
            elif s[idx : idx + 1] == "]":
                val, idx = [], idx + 1
            else:
                stack.append([[], None])
                continue
        elif c in _CONST and s.startswith(_CONST[c][0], idx):
            word, val = _CONST[c]
            idx += len(word)
        elif c == "-" and s.startswith("-Infinity", idx):
            val, idx = -math.inf, idx + 9
        else:
            m = NUMBER_RE.match(s, idx)
            if m is None:
                raise JSONDecodeError("Expecting value", s, idx)
            integer, frac, exp = m.groups()
            val = float(integer + (frac or "") + (exp or "")) if frac or exp else int(integer)
            idx = m.end()
        # -- the value is done: into the container it is in, and on past its comma
        while True:
            if not stack:
                return val, idx
            top = stack[-1]
            cont = top[0]
            idx = _WS.match(s, idx).end()
            nxt = s[idx : idx + 1]
            if isinstance(cont, dict):
                cont[top[1]] = val
                if nxt == "}":
                    stack.pop()
                    val, idx = cont, idx + 1
                    continue
                if nxt != ",":
                    raise JSONDecodeError("Expecting ',' delimiter", s, idx)
                idx = _WS.match(s, idx + 1).end()
                if s[idx : idx + 1] != '"':
                    raise JSONDecodeError("Expecting property name enclosed in double quotes", s, idx)
                top[1], idx = _key_at(s, idx)
                break
            cont.append(val)
            if nxt == "]":
                stack.pop()
                val, idx = cont, idx + 1
                continue
            if nxt != ",":
                raise JSONDecodeError("Expecting ',' delimiter", s, idx)
            idx = _WS.match(s, idx + 1).end()
            break


def _key_at(s: str, idx: int) -> tuple[str, int]:
    """The key at ``s[idx]`` (a '"') and the index of the value after its ':'."""
    if s[idx : idx + 1] != '"':
        raise JSONDecodeError("Expecting property name enclosed in double quotes", s, idx)
    key, idx = scanstring(s, idx + 1, True)
    idx = _WS.match(s, idx).end()
    if s[idx : idx + 1] != ":":
        raise JSONDecodeError("Expecting ':' delimiter", s, idx)
    return key, _WS.match(s, idx + 1).end()


def dumps(value: Any) -> str | None:
    """``value`` as JSON text, or None where it cannot be (nested too deeply, not JSON)."""
    try:
        return json.dumps(value)
    except (RecursionError, ValueError, TooDeep, TypeError):
        return None
