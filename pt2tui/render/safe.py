"""Make untrusted text (logs, payloads, file names) safe to put on a terminal.

Every string that came from a trace, a log or a file goes through here before it is shown:

* control characters (C0, DEL, C1) become visible stand-ins: ESC shows as U+241B ``␛``, the
  other C0 controls as their Control Pictures (U+2400 + code), DEL as ``␡``, C1 controls and
  bidi overrides as ``\\x9b`` / ``\\u202e`` escapes, so a CSI or OSC 52 sequence in a log can
  never reach the terminal;
* tabs are expanded to spaces (a raw TAB would move the terminal cursor);
* the result is a ``rich.text.Text`` built from plain strings, never parsed as Rich markup,
  so ``[bold red]`` in a payload is shown as those characters.

No textual imports here: ``pt2tui summary`` uses it too.
"""

from __future__ import annotations

import re

from rich.text import Text

ESCAPE_STYLE = "reverse"  # how stand-ins for control characters are shown

_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"


def _build_table() -> dict[int, str]:
    table: dict[int, str] = {}
    for c in range(0x20):
        if c in (0x09, 0x0A):  # tab is expanded, newline splits lines
            continue
        table[c] = chr(0x2400 + c)
    table[0x7F] = "\u2421"
    for c in range(0x80, 0xA0):
        table[c] = f"\\x{c:02x}"
    for ch in _BIDI + "\u2028\u2029\ufeff":
        table[ord(ch)] = f"\\u{ord(ch):04x}"
    return table


_TABLE = _build_table()
_UNSAFE_RE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f" + _BIDI + "\u2028\u2029\ufeff]"
)
# the stand-ins, to style them after highlighting
_STANDIN_RE = re.compile(r"[\u2400-\u241f\u2421]|\\x[89][0-9a-f]|\\u(?:061c|200[ef]|202[a-e]|206[6-9]|202[89]|feff)")


def has_unsafe(s: str) -> bool:
    return _UNSAFE_RE.search(s) is not None


def safe_str(s: str, tabsize: int = 8) -> str:
    """``s`` with control characters replaced by visible stand-ins and tabs expanded.

    Newlines are kept (callers split on them); use ``safe_line`` for one line.
    """
    if "\t" in s:
        s = "\n".join(line.expandtabs(tabsize) for line in s.split("\n"))
    if _UNSAFE_RE.search(s):
        s = s.translate(_TABLE)
    return s


def safe_line(s: str, tabsize: int = 8) -> str:
    """One display line: like ``safe_str`` and newlines shown as ``␊`` too."""
    return safe_str(s, tabsize).replace("\n", "\u240a")


def style_standins(text: Text, style: str = ESCAPE_STYLE) -> Text:
    """Mark the stand-ins of control characters so they stand out from ordinary text."""
    plain = text.plain
    if "\u24" in plain or "\\" in plain:
        for m in _STANDIN_RE.finditer(plain):
            text.stylize(style, m.start(), m.end())
    return text


def safe_text(s: str, style: str = "", *, one_line: bool = False) -> Text:
    """A ``Text`` showing ``s`` literally (no markup), control characters made visible."""
    plain = safe_line(s) if one_line else safe_str(s)
    t = Text(plain, style=style, end="", no_wrap=False)
    if plain is not s and plain != s:
        style_standins(t)
    return t


def safe_lines(s: str, tabsize: int = 8) -> list[str]:
    """``s`` split into display lines (same count as ``s.split("\\n")``), each made safe."""
    if s.endswith("\n"):
        s = s[:-1]
    lines = s.split("\n")
    if "\t" in s:
        lines = [ln.expandtabs(tabsize) if "\t" in ln else ln for ln in lines]
    if _UNSAFE_RE.search(s):
        lines = [ln.translate(_TABLE) if _UNSAFE_RE.search(ln) else ln for ln in lines]
    return lines


def plain_lines_to_text(lines: list[str], style: str = "") -> list[Text]:
    out = []
    for ln in lines:
        t = Text(ln, style=style, end="")
        if _STANDIN_RE.search(ln):
            style_standins(t)
        out.append(t)
    return out
