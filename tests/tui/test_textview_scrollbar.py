"""The code view's scrollbar thumb follows a jump made before the scrollbar appeared.

Textual moves a scrollbar's thumb only while that scrollbar is shown. A jump made right
after show() (Enter on a device-side assert, for instance) scrolls the view before layout
has decided that the new, longer doc needs a scrollbar; without a resync the thumb then
appears at the top while the text is scrolled (seen as a flaky snapshot under load).
"""

from __future__ import annotations

from textual.app import App, ComposeResult

from pt2tui.render.doc import plain_doc
from pt2tui.tui.widgets.textview import TextView


class _One(App):
    def compose(self) -> ComposeResult:
        yield TextView(plain_doc("short\ndoc"), id="v")


async def test_thumb_follows_a_jump_made_before_the_scrollbar_showed():
    app = _One()
    async with app.run_test(size=(60, 20)) as pilot:
        view = app.query_one(TextView)
        await pilot.pause()
        assert not view.show_vertical_scrollbar
        long = "\n".join(f"line {i}" for i in range(400))
        view.show(plain_doc(long, key="long"))
        view.move_cursor(300, center=True)  # same tick: no layout in between
        await pilot.pause()
        await pilot.pause()
        assert view.show_vertical_scrollbar
        assert view.scroll_y > 250
        assert view.vertical_scrollbar.position == view.scroll_y


async def test_thumb_follows_when_a_wider_doc_brings_the_horizontal_bar():
    app = _One()
    async with app.run_test(size=(60, 20)) as pilot:
        view = app.query_one(TextView)
        await pilot.pause()
        wide = "\n".join(("x" * 300 if i == 0 else f"line {i}") for i in range(5))
        view.show(plain_doc(wide, key="wide"))
        view.scroll_to(x=120, animate=False, immediate=True, force=True)
        await pilot.pause()
        await pilot.pause()
        assert view.show_horizontal_scrollbar
        assert view.scroll_x == 120
        assert view.horizontal_scrollbar.position == view.scroll_x
