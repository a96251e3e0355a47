"""Where long lines wrap and where a search matches: the pure text work behind tui/widgets/textview.py."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rich.cells import cell_len, get_character_cell_size

Match = tuple[int, int, int]  # (line, start, end)


def wrap_offsets(plain: str, width: int, indent: int = 0) -> list[int]:
    """Start offsets of the rows ``plain`` wraps into at ``width`` cells (word wrap); rows after
    the first are ``indent`` cells narrower (they are shown indented like the line)."""
    if width < 4:
        width = 4
    indent = max(0, min(indent, width // 2))
    n = len(plain)
    if plain.isascii():
        if n <= width:
            return [0]
        starts = [0]
        pos = 0
        w = width
        while n - pos > w:
            cut = plain.rfind(" ", pos + w // 2, pos + w + 1)
            nxt = cut + 1 if cut > pos else pos + w
            starts.append(nxt)
            pos = nxt
            w = width - indent
        return starts
    if cell_len(plain) <= width:
        return [0]
    starts = [0]
    used = 0
    last_space = -1
    pos = 0
    i = 0
    w_row = width
    while i < n:
        w = get_character_cell_size(plain[i])
        if used + w > w_row and i > pos:
            nxt = last_space + 1 if last_space > pos + w_row // 4 else i
            starts.append(nxt)
            pos = nxt
            used = cell_len(plain[pos:i])
            last_space = -1
            w_row = width - indent
        if plain[i] == " ":
            last_space = i
        used += w
        i += 1
    return starts


_LABEL = re.compile(r"( *)\S{1,16}(?: \S{1,16})? {2,}(?=\S)")  # "file      /a/b.py", "  • x  y"


def leading_indent(plain: str, width: int) -> int:
    """The indent a wrapped line's later rows keep: its leading spaces, or where the value of a
    "label   value" line starts (at most half the width)."""
    m = _LABEL.match(plain)
    n = m.end() if m else len(plain) - len(plain.lstrip(" "))
    return min(n, max(0, width // 2))


def find_matches(lines: Sequence[str], query: str) -> tuple[list[Match], dict[int, list[tuple[int, int, int]]]]:
    """Every occurrence of ``query`` in ``lines`` (smart case: a lower-case query ignores case),
    and per line its (start, end, match index)."""
    matches: list[Match] = []
    by_line: dict[int, list[tuple[int, int, int]]] = {}
    fold = query == query.lower()
    q = query.lower() if fold else query
    n = len(q)
    for i, plain in enumerate(lines):
        hay = plain.lower() if fold else plain
        pos = hay.find(q)
        while pos >= 0:
            by_line.setdefault(i, []).append((pos, pos + n, len(matches)))
            matches.append((i, pos, pos + n))
            pos = hay.find(q, pos + max(1, n))
    return matches, by_line
