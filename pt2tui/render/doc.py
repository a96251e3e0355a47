"""``Doc``: what the TUI's line view shows, one ``Text`` per line, built without textual."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rich.text import Text

from .code import highlight_lines
from .safe import ESCAPE_STYLE, display_lines, safe_line


@dataclass
class Doc:
    """Lines to show (already safe), and what the lines mean.

    ``raw`` is the exact text for copy/save/editor (``None``: the plain lines joined).
    ``refs`` maps a line to a source location (``e`` opens it), ``targets`` to something
    Enter jumps to (a compile key, for instance).
    """

    lines: list[Text]
    name: str = ""  # artifact name, for save/editor file names
    raw: str | None = None
    lang: str | None = None
    gutter: bool = True  # line numbers
    wrap: bool = False
    message: bool = False  # a "nothing here, because ..." text
    refs: dict[int, tuple[str, int]] = field(default_factory=dict)
    targets: dict[int, Any] = field(default_factory=dict)
    key: Any = None  # identifies what is shown, to keep the position across refreshes

    @property
    def plain(self) -> list[str]:
        return [t.plain for t in self.lines]

    @property
    def text(self) -> str:
        return self.raw if self.raw is not None else "\n".join(self.plain)


def plain_doc(text: str, *, name: str = "", lang: str | None = None, key: Any = None,
              highlight: bool = False) -> Doc:  # fmt: skip
    """An artifact's text as a Doc: lines made safe; highlighted when ``highlight``."""
    lines, marks = display_lines(text)
    texts = highlight_lines(lines, lang) if highlight else None
    if texts is None:
        texts = [Text(ln, end="", no_wrap=True) for ln in lines]
    for i, spans in marks.items():
        for a, b in spans:
            texts[i].stylize(ESCAPE_STYLE, a, b)
    return Doc(texts, name=name, raw=text, lang=lang, key=key)


def message_doc(*paragraphs: str | Text, key: Any = None) -> Doc:
    """A short explanation shown instead of an artifact (wrapped, no line numbers)."""
    lines: list[Text] = []
    for p in paragraphs:
        if isinstance(p, Text):
            lines.extend(p.split("\n", allow_blank=True))
        else:
            for ln in p.split("\n"):
                lines.append(safe_line(ln, "italic"))
        lines.append(Text("", end=""))
    if lines:
        lines.pop()
    return Doc(lines, gutter=False, wrap=True, message=True, key=key)


class DocBuilder:
    """Builds a Doc line by line (for overviews and lists)."""

    def __init__(self, *, name: str = "", key: Any = None) -> None:
        self.lines: list[Text] = []
        self.refs: dict[int, tuple[str, int]] = {}
        self.targets: dict[int, Any] = {}
        self.name = name
        self.key = key

    def line(self, *parts: str | Text | tuple[str, str], ref: tuple[str, int] | None = None,
             target: Any = None) -> Text:  # fmt: skip
        """Append one line. ``str`` parts are untrusted (made safe), ``(str, style)`` too;
        ``Text`` parts are used as they are."""
        t = Text(end="", no_wrap=True)
        for p in parts:
            if isinstance(p, Text):
                t.append_text(p)
            elif isinstance(p, tuple):
                t.append_text(safe_line(p[0], p[1]))
            else:
                t.append_text(safe_line(p))
        if ref is not None:
            self.refs[len(self.lines)] = ref
        if target is not None:
            self.targets[len(self.lines)] = target
        self.lines.append(t)
        return t

    def text_block(self, text: str, style: str = "", indent: str = "  ", **kw: Any) -> None:
        for ln in text.rstrip("\n").split("\n"):
            self.line(indent, (ln, style), **kw)

    def blank(self) -> None:
        if self.lines and self.lines[-1].plain:
            self.lines.append(Text("", end=""))

    def heading(self, title: str, style: str = "bold") -> None:
        self.blank()
        self.line((title, style))

    def build(self, *, wrap: bool = True, gutter: bool = False) -> Doc:
        while self.lines and not self.lines[-1].plain:
            self.lines.pop()
        return Doc(self.lines, name=self.name, gutter=gutter, wrap=wrap, refs=self.refs,
                   targets=self.targets, key=self.key)  # fmt: skip
