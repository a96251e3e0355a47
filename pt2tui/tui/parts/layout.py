"""Room for big artifacts: ``z`` zooms the pane in front (the detail pane, or a run-wide view)
to the whole screen and back; ``<`` / ``>`` make the compile tree narrower / wider."""

from __future__ import annotations

from typing import Any

from textual.css.query import NoMatches

TREE_STEP = 4  # cells per < / >
TREE_MIN = 12  # the tree keeps its glyphs and compile ids
DETAIL_MIN = 30  # and the detail pane stays readable


class PaneLayout:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.zoomed = False
        self.tree_cols: int | None = None  # the width < / > set last (the layout may lag)

    def zoom(self) -> None:
        """The pane in front gets the whole screen (status line, view bar, banner and tree
        hidden), and back."""
        app = self.app
        try:
            screen = app.screen_stack[0]
        except IndexError:
            return
        self.zoomed = not self.zoomed
        screen.set_class(self.zoomed, "-zoomed")
        if self.zoomed and app.view == "explorer":
            view = app.detail.current_view()
            if view is not None:
                view.focus()
        elif not self.zoomed and app.view == "explorer":
            app.tree.focus()
        app.say("zoomed: z again for the tree and the bars" if self.zoomed else "unzoomed",
                timeout=2)  # fmt: skip

    def tree_width(self, delta: int) -> None:
        """The tree ``delta`` cells wider (narrower when < 0), within what leaves the detail
        pane readable; unzooms first."""
        app = self.app
        try:
            tree = app.tree
        except NoMatches:
            return
        if self.zoomed:
            self.zoom()
        if app.view != "explorer":
            app.action_view("explorer")
        total = app.size.width
        # keys sent together come before the layout: the width set last, not the one drawn
        width = self.tree_cols or tree.outer_size.width or total // 3
        new = max(TREE_MIN, min(total - DETAIL_MIN, width + delta))
        self.tree_cols = new
        tree.styles.min_width = 0
        tree.styles.max_width = None
        tree.styles.width = new
        app.say(f"tree: {new} columns (< narrower, > wider)", timeout=2)
