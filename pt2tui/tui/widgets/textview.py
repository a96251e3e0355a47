"""TextView: a virtualized, searchable, read-only line view (Textual Line API).

Only the rows on screen are rendered (``render_line``), from a ``Doc`` of ``rich.text.Text``
lines that ``render/`` made safe. It has a line cursor (``e`` opens the source line under it,
Enter activates a line's target), a line selection (``v``), smart-case search with match
highlighting, optional wrapping and a line-number gutter.
"""

from __future__ import annotations

from typing import Any

from rich.segment import Segment
from rich.style import Style
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.scroll_view import ScrollView
from textual.strip import Strip

from ...render.doc import Doc, message_doc
from ...render.text_layout import Match, find_matches, leading_indent, wrap_offsets
from .textview_keys import TEXTVIEW_BINDINGS, TEXTVIEW_COMPONENTS, TEXTVIEW_CSS

SEARCH_CONTEXT = 4  # lines kept above and below a search match (fewer in a small pane)


class TextView(ScrollView, can_focus=True):
    """A read-only view of a ``Doc``; only visible rows are rendered."""

    DEFAULT_CSS = TEXTVIEW_CSS
    COMPONENT_CLASSES = TEXTVIEW_COMPONENTS
    BINDINGS = TEXTVIEW_BINDINGS

    cursor: reactive[int] = reactive(0, repaint=False, init=False)
    _center_pending = False  # a centring scroll asked for before the view had a size

    class Activated(Message):
        """Enter on a line that has a target (a compile to open, ...)."""

        def __init__(self, view: TextView, target: Any, line: int) -> None:
            super().__init__()
            self.view = view
            self.target = target
            self.line = line

        @property
        def control(self) -> TextView:
            return self.view

    def __init__(self, doc: Doc | None = None, *, name: str | None = None, id: str | None = None,
                 classes: str | None = None) -> None:  # fmt: skip
        super().__init__(name=name, id=id, classes=classes)
        self.doc: Doc = doc or message_doc("")
        self.wrap = self.doc.wrap
        self._plain: list[str] = self.doc.plain
        self._rows: list[tuple[int, int, int]] | None = None  # wrap mode: (line, start, end)
        self._line_row: list[int] | None = None  # wrap mode: first row of each line
        self._wrap_width = 0
        self._anchor: int | None = None
        self._query = ""
        self._matches: list[Match] = []
        self._by_line: dict[int, list[tuple[int, int, int]]] = {}  # line -> (start, end, idx)
        self._current = -1
        self._cache: dict[tuple, Strip] = {}
        self._base_style: Style | None = None
        self._gen = 0
        self._max_width = 0
        self._set_doc_state()

    # -- content ----------------------------------------------------------------------------
    @property
    def line_count(self) -> int:
        return len(self.doc.lines)

    @property
    def query(self) -> str:
        return self._query

    @property
    def matches(self) -> list[Match]:
        return self._matches

    @property
    def current_match(self) -> int:
        return self._current

    def show(self, doc: Doc, *, keep_position: bool | None = None) -> None:
        """Show ``doc``. The cursor and scroll stay when it is the same thing as before
        (same ``doc.key``) or ``keep_position``; the search query stays either way."""
        same = (
            keep_position
            if keep_position is not None
            else (doc.key is not None and doc.key == self.doc.key)
        )
        old_cursor, old_scroll = self.cursor, self.scroll_offset
        wrap_forced = self.wrap != self.doc.wrap and same  # the user toggled wrap: keep it
        self.doc = doc
        self._plain = doc.plain
        if not wrap_forced:
            self.wrap = doc.wrap
        self._anchor = None
        self._set_doc_state()
        if self._query:
            self._find(self._query, move=False)
        if same:
            self.cursor = min(old_cursor, max(0, self.line_count - 1))
            self.scroll_to(old_scroll.x, old_scroll.y, animate=False, immediate=True)
        else:
            self.cursor = 0
            self.scroll_to(0, 0, animate=False, immediate=True)
        self.refresh()

    def _set_doc_state(self) -> None:
        self._cache.clear()
        self._gen += 1
        self._max_width = max(map(len, self._plain), default=0)
        self._rows = None
        self._line_row = None
        self._wrap_width = 0
        self._update_virtual_size()

    @property
    def gutter_width(self) -> int:
        if not self.doc.gutter:
            return 0
        return len(str(max(1, self.line_count))) + 1

    def _content_width(self) -> int:
        return max(1, self.scrollable_content_region.width - self.gutter_width)

    def _update_virtual_size(self) -> None:
        if self.wrap:
            width = self._content_width() if self.is_mounted else 80
            if width != self._wrap_width or self._rows is None:
                self._build_rows(width)
            self.virtual_size = Size(0, len(self._rows or ()))  # never scrolls sideways
        else:
            self.virtual_size = Size(self._max_width + self.gutter_width + 1, self.line_count)

    def _build_rows(self, width: int) -> None:
        rows: list[tuple[int, int, int]] = []
        first: list[int] = []
        for i, plain in enumerate(self._plain):
            first.append(len(rows))
            starts = wrap_offsets(plain, width, leading_indent(plain, width))
            for k, s in enumerate(starts):
                e = starts[k + 1] if k + 1 < len(starts) else len(plain)
                rows.append((i, s, e))
        self._rows = rows
        self._line_row = first
        self._wrap_width = width
        self._cache.clear()

    def on_resize(self) -> None:
        self._cache.clear()
        if self.wrap:
            self._update_virtual_size()
        self.scroll_to_cursor(center=self._center_pending)

    @property
    def row_count(self) -> int:
        return len(self._rows) if (self.wrap and self._rows is not None) else self.line_count

    def _row_of_line(self, line: int) -> int:
        if self.wrap and self._line_row is not None:
            return self._line_row[line] if 0 <= line < len(self._line_row) else 0
        return line

    def _line_of_row(self, row: int) -> int:
        if self.wrap and self._rows is not None:
            return self._rows[row][0] if 0 <= row < len(self._rows) else 0
        return row

    def _rows_of_line(self, line: int) -> int:
        if self.wrap and self._line_row is not None:
            nxt = (
                self._line_row[line + 1]
                if line + 1 < len(self._line_row)
                else len(self._rows or ())
            )
            return nxt - self._line_row[line]
        return 1

    # -- rendering --------------------------------------------------------------------------
    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._base_style = None
        self._cache.clear()

    def _on_focus(self, event: Any) -> None:
        self._base_style = None
        self._cache.clear()
        self.refresh()

    def _on_blur(self, event: Any) -> None:
        self._base_style = None
        self._cache.clear()
        self.refresh()

    @property
    def _base(self) -> Style:
        """The widget's own style (``rich_style`` walks the DOM: memoized per style update)."""
        style = self._base_style
        if style is None:
            style = self._base_style = self.rich_style
        return style

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        row = scroll_y + y
        width = self.scrollable_content_region.width
        if row >= self.row_count or width <= 0:
            key = ("blank", width, self._gen)
            strip = self._cache.get(key)
            if strip is None:
                strip = self._cache[key] = Strip.blank(width, self._base)
            return strip
        if self.wrap and self._rows is not None:
            line, start, end = self._rows[row]
            first_row = self._line_row is not None and self._line_row[line] == row
        else:
            line, start, end = row, 0, -1
            first_row = True
        selected = self._anchor is not None and min(self._anchor, self.cursor) <= line <= max(
            self._anchor, self.cursor
        )
        is_cursor = line == self.cursor
        key = (row, scroll_x, width, is_cursor, selected, self._gen, self.has_focus)
        strip = self._cache.get(key)
        if strip is None:
            strip = self._render_row(
                line, start, end, first_row, scroll_x, width, is_cursor, selected
            )
            if len(self._cache) > 2000:
                self._cache.clear()
            self._cache[key] = strip
        return strip

    def _render_row(self, line: int, start: int, end: int, first_row: bool, scroll_x: int,
                    width: int, is_cursor: bool, selected: bool) -> Strip:  # fmt: skip
        base = self._base
        text = self.doc.lines[line]
        if end >= 0 and (start or end < len(text)):
            text = text[start:end]
        spans = self._by_line.get(line)
        if spans:
            text = text.copy()
            m_style = self.get_component_rich_style("textview--match", partial=False)
            c_style = self.get_component_rich_style("textview--match-current", partial=False)
            for s, e, idx in spans:
                s2, e2 = max(s, start) - start, (min(e, end) if end >= 0 else e) - start
                if e2 > s2:
                    text.stylize(c_style if idx == self._current else m_style, s2, e2)
        if self.doc.message:
            text = text.copy()
            text.stylize(
                self.get_component_rich_style("textview--message", partial=False), 0, len(text)
            )
        segments = list(text.render(self.app.console))
        if not first_row:  # a wrapped line's later rows keep its indent
            pad = leading_indent(self._plain[line], self._wrap_width)
            segments = [Segment(" " * pad)] + segments if pad else segments
        content = Strip(segments)
        gw = self.gutter_width
        avail = max(0, width - gw)
        if not self.wrap:
            content = content.crop(scroll_x, scroll_x + avail)
        content = content.extend_cell_length(avail)
        line_style: Style | None = None
        if selected:
            line_style = self.get_component_rich_style("textview--selection", partial=False)
        elif is_cursor and not self.doc.message:
            line_style = self.get_component_rich_style("textview--cursor", partial=False)
        if gw:
            g_style = self.get_component_rich_style("textview--gutter", partial=False)
            label = f"{line + 1:>{gw - 1}} " if first_row else " " * gw
            gutter = Strip([Segment(label, g_style)], gw)
            strip = Strip.join([gutter, content])
        else:
            strip = content
        if line_style is not None:
            strip = strip.apply_style(line_style)
        return strip.apply_style(base).simplify()

    # -- cursor and scrolling ---------------------------------------------------------------
    def watch_cursor(self, old: int, new: int) -> None:
        self.refresh()

    # Textual moves a scrollbar's thumb only while the scrollbar is shown: a jump made right
    # after show(), before layout gave the new doc its scrollbar, would leave the thumb at the
    # old place. Put it where the view is when the scrollbar appears.
    def watch_show_vertical_scrollbar(self, shown: bool) -> None:
        if shown:
            self.vertical_scrollbar.position = self.scroll_y

    def watch_show_horizontal_scrollbar(self, shown: bool) -> None:
        if shown:
            self.horizontal_scrollbar.position = self.scroll_x

    def move_cursor(self, line: int, *, center: bool = False) -> None:
        if self.line_count == 0:
            return
        self.cursor = max(0, min(line, self.line_count - 1))
        self.scroll_to_cursor(center=center)

    def scroll_to_cursor(self, *, center: bool = False) -> None:
        if not self.is_mounted:
            return
        height = self.scrollable_content_region.height
        if height <= 0:  # not laid out yet (a tab or view just shown): on_resize scrolls
            self._center_pending = self._center_pending or center
            return
        self._center_pending = False
        row = self._row_of_line(self.cursor)
        nrows = self._rows_of_line(self.cursor)
        top = self.scroll_offset.y
        # force: right after show() the scrollbars may not be laid out for the new doc yet, and
        # Textual refuses to scroll a widget that (still) has no vertical scrollbar
        if center:
            # (a third of the widget's height: the same whether or not the horizontal
            # scrollbar has been laid out yet)
            third = max(0, self.size.height - 1) // 3
            self.scroll_to(y=max(0, row - third), animate=False, immediate=True, force=True)
        elif row < top:
            self.scroll_to(y=row, animate=False, immediate=True, force=True)
        elif row + nrows > top + height:
            self.scroll_to(y=row + nrows - height, animate=False, immediate=True, force=True)

    def action_cursor_up(self) -> None:
        self.move_cursor(self.cursor - 1)

    def action_cursor_down(self) -> None:
        self.move_cursor(self.cursor + 1)

    def action_page_up(self) -> None:
        h = max(1, self.scrollable_content_region.height - 1)
        self.scroll_to(y=max(0, self.scroll_offset.y - h), animate=False, immediate=True)
        self.move_cursor(self._line_of_row(max(0, self._row_of_line(self.cursor) - h)))

    def action_page_down(self) -> None:
        h = max(1, self.scrollable_content_region.height - 1)
        self.scroll_to(y=self.scroll_offset.y + h, animate=False, immediate=True)
        self.move_cursor(
            self._line_of_row(min(self.row_count - 1, self._row_of_line(self.cursor) + h))
        )

    def action_top(self) -> None:
        self.move_cursor(0)

    def action_bottom(self) -> None:
        self.move_cursor(self.line_count - 1)

    def action_scroll_left(self) -> None:
        self.scroll_to(x=max(0, self.scroll_offset.x - 8), animate=False, immediate=True)

    def action_scroll_right(self) -> None:
        self.scroll_to(x=self.scroll_offset.x + 8, animate=False, immediate=True)

    def action_toggle_wrap(self) -> None:
        self.wrap = not self.wrap
        self._cache.clear()
        self._gen += 1
        self._rows = None
        self._update_virtual_size()
        if not self.wrap:
            self.scroll_to(x=0, animate=False, immediate=True)
        self.scroll_to_cursor(center=True)
        self.refresh()

    def action_mark(self) -> None:
        self._anchor = None if self._anchor is not None else self.cursor
        self._gen += 1
        self.refresh()

    def clear_mark(self) -> bool:
        if self._anchor is None:
            return False
        self._anchor = None
        self._gen += 1
        self.refresh()
        return True

    def action_activate(self) -> None:
        target = self.doc.targets.get(self.cursor)
        if target is not None:
            self.post_message(self.Activated(self, target, self.cursor))

    def on_click(self, event: Any) -> None:
        row = self.scroll_offset.y + event.y
        if 0 <= row < self.row_count:
            self.move_cursor(self._line_of_row(row))

    # -- what is under the cursor -----------------------------------------------------------
    @property
    def current_ref(self) -> tuple[str, int] | None:
        return self.doc.refs.get(self.cursor)

    @property
    def has_selection(self) -> bool:
        return self._anchor is not None

    def selected_text(self) -> str | None:
        """The selected lines (exact source text where the doc has it), or None."""
        if self._anchor is None:
            return None
        a, b = sorted((self._anchor, self.cursor))
        if self.doc.raw is not None:
            raw = self.doc.raw.split("\n")
            return "\n".join(raw[a : b + 1])
        return "\n".join(self._plain[a : b + 1])

    # -- search -----------------------------------------------------------------------------
    def search(self, query: str, *, move: bool = True) -> int:
        """Highlight ``query`` (smart case) and go to the first match at or after the cursor."""
        self._query = query
        self._find(query, move=move)
        return len(self._matches)

    def clear_search(self) -> None:
        self._query = ""
        self._matches = []
        self._by_line = {}
        self._current = -1
        self._gen += 1
        self.refresh()

    def _find(self, query: str, *, move: bool) -> None:
        self._matches = []
        self._by_line = {}
        self._current = -1
        self._gen += 1
        if query:
            self._matches, self._by_line = find_matches(self._plain, query)
            if self._matches and move:
                start = self.cursor
                idx = next((k for k, m in enumerate(self._matches) if m[0] >= start), 0)
                self._goto_match(idx)
        self.refresh()

    def _goto_match(self, idx: int) -> None:
        """The match's line in view with context around it (a third from the top when it was
        out of view or near an edge); the left edge never moves (what is left of the match,
        guards and help, stays readable; ``match_status`` says when it is right of the pane)."""
        if not self._matches:
            return
        self._current = idx % len(self._matches)
        line = self._matches[self._current][0]
        self._gen += 1
        self.cursor = max(0, min(line, self.line_count - 1))
        height = self.scrollable_content_region.height
        row, nrows = self._row_of_line(self.cursor), self._rows_of_line(self.cursor)
        top = self.scroll_offset.y
        context = max(0, min(SEARCH_CONTEXT, (height - nrows) // 3))
        near_edge = row - context < top or row + nrows + context > top + height
        self.scroll_to_cursor(center=height <= 0 or near_edge)
        self.refresh()

    def next_match(self, step: int = 1) -> bool:
        if not self._matches:
            return False
        if self._current < 0:
            idx = next((k for k, m in enumerate(self._matches) if m[0] >= self.cursor), 0)
            if step < 0:
                idx = idx - 1
        else:
            idx = self._current + step
        self._goto_match(idx)
        return True

    def match_status(self) -> str:
        if not self._query:
            return ""
        if not self._matches:
            return "no match"
        if self._current < 0:
            return f"match -/{len(self._matches)}"
        status = f"match {self._current + 1}/{len(self._matches)}"
        _line, start, end = self._matches[self._current]
        if not self.wrap and end > self.scroll_offset.x + self._content_width():
            status += f" (column {start + 1}: → or w)"  # right of the pane: the edge stays
        return status

    def goto(self, line: int, query: str | None = None) -> None:
        """Put the cursor on ``line`` (0-based), highlighting ``query`` when given."""
        if query:
            self._query = query
            self._find(query, move=False)
        self.move_cursor(line, center=True)
        if query:
            idx = next((k for k, m in enumerate(self._matches) if m[0] >= line), -1)
            if idx >= 0:
                self._goto_match(idx)

    def visible_text(self) -> list[str]:
        """The plain text of the rows on screen (tests use it)."""
        out = []
        for y in range(self.scrollable_content_region.height):
            out.append("".join(seg.text for seg in self.render_line(y)))
        return out
