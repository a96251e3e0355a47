"""Syntax highlighting of artifacts with pygments, one ``rich.text.Text`` per line.

Inductor output code is Python with kernels embedded in triple-quoted strings
(``async_compile.triton('name', '''...''')`` holds Triton, which is Python;
``async_compile.cpp_pybinding([...], r'''...''')`` holds C++): those blocks are highlighted
in their own language instead of as one long string.

Input lines must already be display-safe (``safe.display_lines``): highlighting only adds
styles, it never changes the characters.
"""

from __future__ import annotations

import re
from functools import lru_cache

from pygments.lexer import Lexer
from pygments.lexers import CppLexer, JsonLexer, PythonLexer
from pygments.token import Token
from rich.style import Style
from rich.syntax import PygmentsSyntaxTheme
from rich.text import Span, Text

THEME = "monokai"
MAX_HIGHLIGHT_CHARS = 4 << 20  # above this, text is shown plain (highlighting would lag)

_EMBED_OPEN = re.compile(
    r"async_compile\.(?P<kind>triton|cpp_pybinding|cpp|cuda|rocm|halide|mps)\("
)
_TRIPLE_AT_END = re.compile(r"""(?:^|[\s(,=])[rRbBuU]{0,2}(?P<q>'''|\"\"\")\s*$""")


def lexer_name_for(encoding: str, name: str = "") -> str | None:
    """Which language an artifact is in: "python", "cpp", "json" or None (plain)."""
    n = name.lower()
    if encoding in ("cpp", "cuda") or n.endswith((".cpp", ".h", ".cc", ".cu", ".cuh")):
        return "cpp"
    if encoding == "json" or n.endswith(".json"):
        return "json"
    if encoding == "python" or n.endswith(".py"):
        return "python"
    return None


def _lexer(kind: str) -> Lexer:
    opts = {"stripnl": False, "ensurenl": True, "tabsize": 0}
    if kind == "cpp":
        return CppLexer(**opts)
    if kind == "json":
        return JsonLexer(**opts)
    return PythonLexer(**opts)


@lru_cache(maxsize=1)
def _theme() -> PygmentsSyntaxTheme:
    return PygmentsSyntaxTheme(THEME)


@lru_cache(maxsize=512)
def token_style(ttype: object) -> Style | None:
    s = _theme().get_style_for_token(ttype)  # type: ignore[arg-type]
    # no background: the view's own background stays, and the text stays readable there;
    # plain names and punctuation keep the view's foreground (fewer spans, faster)
    if s.color == _theme().get_style_for_token(Token).color and not (s.bold or s.italic):
        return None
    return Style(color=s.color, bold=s.bold, italic=s.italic, underline=s.underline)


def _lex_lines(lines: list[str], kind: str) -> list[list[Span]]:
    """Style spans per line for ``lines`` lexed as one text."""
    spans: list[list[Span]] = [[] for _ in lines]
    if not lines:
        return spans
    text = "\n".join(lines)
    row = 0
    col = 0
    for ttype, value in _lexer(kind).get_tokens(text):
        style = token_style(ttype) if ttype is not Token.Text else None
        parts = value.split("\n")
        for i, part in enumerate(parts):
            if i:
                row += 1
                col = 0
                if row >= len(lines):
                    return spans
            if part:
                if style is not None:
                    spans[row].append(Span(col, col + len(part), style))
                col += len(part)
    return spans


def embedded_blocks(lines: list[str]) -> list[tuple[int, int, str]]:
    """(first, end, kind) line ranges of kernels embedded in inductor output code."""
    out = []
    i = 0
    n = len(lines)
    while i < n:
        m = _EMBED_OPEN.search(lines[i])
        if not m:
            i += 1
            continue
        kind = "cpp" if m.group("kind") in ("cpp_pybinding", "cpp", "cuda", "rocm") else "python"
        # the triple quote opens on this line or one of the next few
        for j in range(i, min(i + 6, n)):
            q = _TRIPLE_AT_END.search(lines[j])
            if q:
                quote = q.group("q")
                k = j + 1
                while k < n and not lines[k].lstrip().startswith(quote):
                    k += 1
                if k > j + 1:
                    out.append((j + 1, k, kind))
                i = k
                break
        else:
            i += 1
            continue
        i += 1
    return out


def highlight_lines(lines: list[str], lang: str | None) -> list[Text] | None:
    """One Text per line, highlighted as ``lang``; None when it is not worth it (plain text,
    or too big to highlight without lag)."""
    if lang is None or not lines:
        return None
    if sum(len(ln) + 1 for ln in lines) > MAX_HIGHLIGHT_CHARS:
        return None
    spans = _lex_lines(lines, lang)
    if lang == "python":
        for first, end, kind in embedded_blocks(lines):
            inner = _lex_lines(lines[first:end], kind)
            spans[first:end] = inner
    return [Text(ln, spans=sp, end="", no_wrap=True) for ln, sp in zip(lines, spans, strict=True)]
