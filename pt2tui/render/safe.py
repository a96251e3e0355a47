"""Show text from logs literally: no Rich markup, no terminal control sequences.

Every string that came from a trace, a log or a file goes through here before it is shown:

* control characters (C0 but TAB/LF, DEL, C1) become visible escapes such as ``\\x1b``, and
  bidi overrides such as ``\\u202e``, so a CSI or OSC 52 sequence in a log can never reach
  the terminal (and can be told from text: the TUI shows the escapes in reverse video);
* the result is a ``rich.text.Text`` built from plain strings, never parsed as Rich markup,
  so ``[bold red]`` in a payload is shown as those characters.

``display_lines`` also expands tabs, for the TUI's line view (a raw TAB would move the
terminal cursor). No textual imports here: ``pt2tui summary`` uses this module too.
"""

from __future__ import annotations

import re

from rich.text import Text

ESCAPE_STYLE = "reverse"  # how the TUI shows the escapes that replace control characters

_BIDI = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u2028\u2029"
# C0 controls except TAB and LF, DEL, and C1 controls (0x80-0x9f: CSI/OSC in 8-bit form),
# and the invisible bidi controls that reorder what a line appears to say.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f" + _BIDI + "]")

Spans = list[tuple[int, int]]


def _visible(m: re.Match[str]) -> str:
    c = ord(m.group(0))
    return f"\\x{c:02x}" if c < 0x100 else f"\\u{c:04x}"


def sanitize(s: str) -> str:
    """Replace control characters (ESC starts CSI and OSC 52) by visible escapes."""
    return _CONTROL.sub(_visible, s)


def has_control(s: str) -> bool:
    return _CONTROL.search(s) is not None


def sanitize_spans(s: str) -> tuple[str, Spans]:
    """``sanitize(s)`` and where in the result the escapes are (to style them)."""
    out: list[str] = []
    spans: Spans = []
    pos = 0
    n = 0
    for m in _CONTROL.finditer(s):
        chunk = s[pos : m.start()]
        out.append(chunk)
        n += len(chunk)
        esc = _visible(m)
        out.append(esc)
        spans.append((n, n + len(esc)))
        n += len(esc)
        pos = m.end()
    out.append(s[pos:])
    return "".join(out), spans


def safe_text(s: str, style: str = "", *, mark: bool = False) -> Text:
    """A Text that shows ``s`` as it is: markup is not parsed, escapes are made visible.

    ``mark`` styles the escapes (reverse video) so they stand out from ordinary text.
    """
    if not mark:
        return Text(sanitize(s), style=style)
    plain, spans = sanitize_spans(s)
    t = Text(plain, style=style)
    for a, b in spans:
        t.stylize(ESCAPE_STYLE, a, b)
    return t


def safe_line(s: str, style: str = "", tabsize: int = 8) -> Text:
    """One display line (newlines shown as ``\\n``, tabs expanded), escapes marked."""
    s = s.replace("\n", "\\n") if "\n" in s else s
    if "\t" in s:
        s = s.expandtabs(tabsize)
    t = safe_text(s, style, mark=True)
    t.end = ""
    t.no_wrap = True
    return t


def display_lines(text: str, tabsize: int = 8) -> tuple[list[str], dict[int, Spans]]:
    """``text`` as display lines (one per ``\\n``; a final newline adds no empty line), tabs
    expanded and control characters escaped; and, per line that had any, the escapes' spans."""
    if text.endswith("\n"):
        text = text[:-1]
    lines = text.split("\n")
    if "\t" in text:
        lines = [ln.expandtabs(tabsize) if "\t" in ln else ln for ln in lines]
    marks: dict[int, Spans] = {}
    if _CONTROL.search(text):
        search = _CONTROL.search
        for i, ln in enumerate(lines):
            if search(ln):
                lines[i], marks[i] = sanitize_spans(ln)
    return lines, marks
