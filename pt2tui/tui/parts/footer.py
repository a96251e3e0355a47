"""The footer, recomposed only when the keys it shows changed.

Textual's Footer recomposes (some twenty keys, each a widget to style and lay out) every time
the screen's bindings may have changed: each focus change, twice. While a run is indexed that
cost the indexing thread its share of the GIL for nothing (issue #14); this one recomposes when
what it would show is not what it shows.
"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual.screen import Screen
from textual.widgets import Footer as TextualFooter
from textual.widgets._footer import FooterKey


class Footer(TextualFooter):
    _shown: Any = None  # what the footer was last composed from

    def _keys(self) -> tuple:
        app = self.app
        active = self.screen.active_bindings
        keys = tuple(
            (b.key, app.get_key_display(b), b.description, b.action, enabled, tooltip, id(b.group))
            for (_, b, enabled, tooltip) in active.values()
            if b.show
        )
        palette = active.get(app.COMMAND_PALETTE_BINDING)
        return keys, self.show_command_palette, palette is not None and palette[2]

    def bindings_changed(self, screen: Screen) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen:
            self.call_after_refresh(self._recompose_if_changed)

    async def _recompose_if_changed(self) -> None:
        if not self.is_attached:
            return
        keys = self._keys()
        if keys == self._shown:
            # Not recomposed, but laid out again, as a recompose would: without it a toast
            # that expires after a jump from a run-wide view (Enter in the breaks view) left
            # its picture on the screen (tests/tui/test_e2e_tmux.py, open/browse/quit).
            self.refresh(layout=True)
            return
        self._shown = keys
        await self.recompose()
        self._fit_keys()

    def on_resize(self) -> None:
        self._fit_keys()

    def _fit_keys(self) -> None:
        """The keys that fit whole before the palette's, in order; the rest hidden, never one
        cut inside its label ("R Recipes" shown as "R", a letter of the next past the palette)."""
        keys = [k for k in self.query(FooterKey) if not k.has_class("-command-palette")]
        palette = [k for k in self.query(FooterKey) if k.has_class("-command-palette")]
        room = self.size.width - sum(_width(k) + 1 for k in palette)  # its border
        for k in keys:
            w = _width(k)
            k.display = w <= room
            room = room - w - 1 if k.display else -1  # its margin; once one does not fit, none after



def _width(key: FooterKey) -> int:
    """A compact FooterKey's cells: its key, a space and its description."""
    return cell_len(key.key_display) + (1 + cell_len(key.description) if key.description else 0)
