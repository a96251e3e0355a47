"""Show text from logs literally: no Rich markup, no terminal control sequences."""

from __future__ import annotations

import re

from rich.text import Text

# C0 controls except TAB and LF, DEL, and C1 controls (0x80-0x9f: CSI/OSC in 8-bit form).
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f\x80-\x9f]")


def _visible(m: re.Match[str]) -> str:
    c = m.group(0)
    return f"\\x{ord(c):02x}"


def sanitize(s: str) -> str:
    """Replace control characters (ESC starts CSI and OSC 52) by visible escapes."""
    return _CONTROL.sub(_visible, s)


def safe_text(s: str, style: str = "") -> Text:
    """A Text that shows ``s`` as it is: markup is not parsed, escapes are made visible."""
    return Text(sanitize(s), style=style)
