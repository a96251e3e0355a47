"""keys.toml read on any Python pt2tui runs on: ``tomllib`` (3.11+), else ``tomli`` when it is
installed, else the small reader below, enough for keys.toml: ``[table]`` headers, ``key =
"string"`` / ``'literal'`` / ``["a", "b"]`` / integers and booleans, ``#`` comments. Anything
else is a ``TOMLError`` naming its line (the keys file then gives a warning, never a crash)."""

from __future__ import annotations

import json
import re

__all__ = ["TOMLError", "loads"]

try:  # Python 3.11+
    import tomllib as _toml
except ImportError:  # pragma: no cover - Python 3.10
    try:
        import tomli as _toml  # type: ignore[no-redef]
    except ImportError:
        _toml = None  # type: ignore[assignment]


class TOMLError(ValueError):
    """keys.toml cannot be read."""


_KEY = r'(?:[A-Za-z0-9_-]+|"[^"\\]*")'
_TABLE = re.compile(rf"^\[\s*({_KEY}(?:\s*\.\s*{_KEY})*)\s*\]$")
_PAIR = re.compile(rf"^({_KEY})\s*=\s*(.+)$")
_STR = r'"(?:[^"\\]|\\.)*"|\'[^\']*\''
_VALUE = re.compile(rf"^(?:({_STR})|(\[.*\])|(true|false)|([+-]?\d+))\s*(?:#.*)?$")


def _key(k: str) -> str:
    return k[1:-1] if k.startswith('"') else k


def _string(s: str, where: str) -> str:
    if s.startswith("'"):
        return s[1:-1]
    try:
        return json.loads(s)
    except ValueError as e:
        raise TOMLError(f"{where}: bad string {s}") from e


def _value(text: str, where: str):
    m = _VALUE.match(text.strip())
    if not m:
        raise TOMLError(f"{where}: cannot read the value {text.strip()!r}")
    s, arr, boolean, num = m.groups()
    if s is not None:
        return _string(s, where)
    if boolean is not None:
        return boolean == "true"
    if num is not None:
        return int(num)
    inner, items, pos = arr[1:-1].strip(), [], 0
    item = re.compile(rf"\s*({_STR})\s*(?:,|$)")
    while pos < len(inner):
        m = item.match(inner, pos)
        if not m:
            raise TOMLError(f"{where}: only arrays of strings are read here: {arr}")
        items.append(_string(m.group(1), where))
        pos = m.end()
    return items


def _mini_loads(text: str) -> dict:
    out: dict = {}
    table = out
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"line {n}"
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            m = _TABLE.match(line.split("#", 1)[0].strip() if '"' not in line else line)
            if not m:
                raise TOMLError(f"{where}: bad table header {line!r}")
            table = out
            for part in re.findall(_KEY, m.group(1)):
                table = table.setdefault(_key(part), {})
                if not isinstance(table, dict):
                    raise TOMLError(f"{where}: {part} is not a table")
            continue
        m = _PAIR.match(line)
        if not m:
            raise TOMLError(f"{where}: expected key = value, got {line!r}")
        k = _key(m.group(1))
        if k in table:
            raise TOMLError(f"{where}: {k} is defined twice")
        table[k] = _value(m.group(2), where)
    return out


def loads(text: str, *, builtin: bool = True) -> dict:
    """The TOML document ``text`` as a dict; ``TOMLError`` when it cannot be read.
    ``builtin=False``: the small reader even where tomllib / tomli exist (tests)."""
    if builtin and _toml is not None:
        try:
            return _toml.loads(text)
        except _toml.TOMLDecodeError as e:
            raise TOMLError(str(e)) from e
    return _mini_loads(text)
