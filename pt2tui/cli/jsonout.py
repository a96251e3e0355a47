"""The commands' JSON documents, byte for byte what ``json.dumps(obj, indent=2, default=str)``
writes, written by orjson where that is sure to give the same bytes.

The standard library indents in pure Python (its C encoder only writes without indent): for the
summary of 128 ranks (16,000 compiles, 28 MB of JSON) 0.85 s, orjson 0.06 s. The two differ in a
few places, and there the standard library writes it:

- a float under 1e-4 (``1e-05`` against ``0.00001``), NaN and infinities (``NaN`` against
  ``null``): any such float, or any int beyond 64 bits;
- a key that is not a str; a value of any type but dict, list, tuple, str, int, float, bool and
  None, subclasses included (``default=str`` writes those as the standard library does: orjson
  writes dataclasses, enums, dates natively);

Text beyond ASCII and DEL, which the standard library escapes (``\\u2018``; a surrogate pair
beyond the BMP) and orjson writes as UTF-8, are escaped in orjson's output the same way: they
can only be in its strings (GCC's error text quotes with U+2018, and its summary then took the
slow way: 19 ms for 0.9 MB). orjson's bytes are read as ASCII, and each run of other bytes (whole
UTF-8 characters) is escaped where the ASCII codec stops at it (``_escape_run``, a codec error
handler): 3.2 ms for that summary, where a regex over the decoded text took 4.6-5.2 ms.
"""

from __future__ import annotations

import codecs
import json
import math
from typing import Any

try:
    import orjson
except ImportError:  # pragma: no cover - a dependency; without it the standard library writes
    orjson = None  # type: ignore[assignment]

__all__ = ["dumps"]

_SMALL = 1e-4  # floats under this (not 0) are written differently
_INT_MIN, _INT_MAX = -(1 << 63), (1 << 64) - 1  # what orjson writes


def dumps(obj: Any) -> str:
    """``json.dumps(obj, indent=2, default=str)``, the same bytes."""
    if orjson is not None and plain(obj):
        try:
            out = orjson.dumps(obj, option=orjson.OPT_INDENT_2)
        except (TypeError, ValueError):  # (orjson.JSONEncodeError is a TypeError)
            pass
        else:
            return _ascii(out)
    return json.dumps(obj, indent=2, default=str)


def _ascii(out: bytes) -> str:
    """orjson's UTF-8 with every character beyond ASCII, and DEL, escaped."""
    if b"\x7f" in out:  # (DEL is ASCII, and escaped too)
        out = out.replace(b"\x7f", b"\\u007f")
    return out.decode("ascii", _ESCAPE_RUN)


_ESCAPE_RUN = "pt2tui.json_escape"


def _escape_run(e: UnicodeError) -> tuple[str, int]:
    """Where the ASCII codec stops in orjson's UTF-8: the run of bytes beyond ASCII from there
    (whole characters: no UTF-8 byte of a longer one is ASCII) escaped as the standard library
    escapes each character, and where to go on."""
    if not isinstance(e, UnicodeDecodeError):  # pragma: no cover - only registered for decoding
        raise e
    data, end = e.object, e.start + 1
    while end < len(data) and data[end] >= 0x80:
        end += 1
    return "".join(map(_escape, data[e.start:end].decode("utf-8"))), end


def _escape(ch: str) -> str:
    c = ord(ch)
    if c < 0x10000:
        return f"\\u{c:04x}"
    c -= 0x10000
    return f"\\u{0xD800 | (c >> 10):04x}\\u{0xDC00 | (c & 0x3FF):04x}"


codecs.register_error(_ESCAPE_RUN, _escape_run)


def plain(obj: Any) -> bool:
    """Whether ``obj`` holds only what orjson writes as the standard library does (see above)."""
    stack = [obj]
    pop, push, extend = stack.pop, stack.append, stack.extend
    while stack:
        o = pop()
        t = type(o)
        if t is str or t is bool or o is None:
            continue
        if t is dict:
            for k, v in o.items():
                if type(k) is not str:
                    return False
                tv = type(v)
                if tv is str or v is None or tv is bool:
                    continue
                push(v)
        elif t is list or t is tuple:
            extend(o)
        elif t is int:
            if not _INT_MIN <= o <= _INT_MAX:
                return False
        elif t is float:
            if not math.isfinite(o) or (o != 0.0 and -_SMALL < o < _SMALL):
                return False
        else:
            return False
    return True
