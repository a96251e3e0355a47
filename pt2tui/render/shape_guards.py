"""The Guards tab with, on each guard a ``guard_added`` record explains, the user line that
added it (``↳scenarios.py:98``) as a prefix, and that line as the guard line's source ref (``e``
opens it). Copy and save still give the text as torch wrote it."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from rich.text import Text

from ..core.analysis.shape_guards import guard_origins
from ..core.model import Compile, Run, ShapeGuard
from .doc import Doc
from .shapes import where_text

ORIGIN_STYLE = "cyan"


def shape_guard_origins(run: Run | None, c: Compile | None, text: str) -> dict[int, list[ShapeGuard]]:
    """Guard-text line -> the added guards of compile ``c`` that explain it."""
    if run is None or c is None or not run.shapes.guards:
        return {}
    sh = run.shapes.of(c.rank, c.id, c.process)
    return guard_origins(text, sh.guards, sh.symbols) if sh.guards else {}


def mark_guard_origins(doc: Doc, origins: dict[int, Sequence[ShapeGuard]]) -> Doc:
    if not origins:
        return doc
    lines = list(doc.lines)
    refs = dict(doc.refs)
    for i, gs in origins.items():
        if not 0 <= i < len(lines):
            continue
        wheres = list(dict.fromkeys(where_text(g.user_frame, 1) for g in gs if g.user_frame))
        if not wheres:
            continue
        more = f"+{len(wheres) - 1}" if len(wheres) > 1 else ""
        t = Text(f"↳{wheres[0]}{more} ", style=ORIGIN_STYLE, end="", no_wrap=True)
        t.append_text(lines[i])
        lines[i] = t
        first = next(g.user_frame for g in gs if g.user_frame)
        refs.setdefault(i, (first.filename, first.line))
    return dataclasses.replace(doc, lines=lines, refs=refs, raw=doc.text)
