"""TextView's look (CSS and component classes) and its keys (bindings with ids, remappable)."""

from __future__ import annotations

from textual.binding import Binding

TEXTVIEW_CSS = """
TextView {
    background: $surface;
    color: $foreground;
    scrollbar-size-vertical: 1;
    scrollbar-size-horizontal: 1;
    scrollbar-gutter: stable;  /* the wrap width must not depend on the scrollbar */
}
TextView > .textview--gutter { color: $text-muted; }
TextView > .textview--cursor { background: $surface-lighten-1; }
TextView:focus > .textview--cursor { background: $primary-darken-2; }
TextView > .textview--selection { background: $primary-darken-1; }
TextView > .textview--match { background: $warning-darken-3; }
TextView > .textview--match-current { background: $warning; color: $background; text-style: bold; }
TextView > .textview--message { color: $text-muted; }
"""

TEXTVIEW_COMPONENTS = {
    "textview--gutter",
    "textview--cursor",
    "textview--selection",
    "textview--match",
    "textview--match-current",
    "textview--message",
}

TEXTVIEW_BINDINGS = [
    Binding("up,k", "cursor_up", "Up", show=False),
    Binding("down,j", "cursor_down", "Down", show=False),
    Binding("pageup", "page_up", "Page up", show=False),
    Binding("pagedown,space", "page_down", "Page down", show=False),
    Binding("home", "top", "Top", show=False),
    Binding("end", "bottom", "Bottom", show=False),
    Binding("left", "scroll_left", "Left", show=False),
    Binding("right", "scroll_right", "Right", show=False),
    Binding("w", "toggle_wrap", "Wrap", show=True, id="view.wrap"),
    Binding("v", "mark", "Select lines", show=False, id="view.mark"),
    Binding("enter", "activate", "Open", show=False),
]
