"""The DataTable the views use (tui/widgets/table.py): once the rows just added are measured,
wider columns make the table draw again (its update count, on which every render cache keys,
moves on), so a header drawn before the measure does not stay in the labels' narrow columns
(the Provenance view's snapshot, on a loaded machine)."""

from __future__ import annotations

from textual.app import App, ComposeResult

from pt2tui.tui.widgets.table import DataTable


class _App(App[None]):
    def compose(self) -> ComposeResult:
        yield DataTable(cursor_type="row")


async def test_wider_columns_measured_make_the_table_draw_again() -> None:
    app = _App()
    async with app.run_test(size=(80, 10)) as pilot:
        t = app.query_one(DataTable)
        t.add_columns("a", "b")
        t.add_row("x" * 30, "y")
        added = t._update_count
        await pilot.pause()  # (the table's idle: the new row measured, wider than "a")
        wider = t._update_count - added
        header = "".join(s.text for s in t.render_line(0))
        assert header.index("b") > 30
        t.add_row("x", "y")  # no wider
        added = t._update_count
        await pilot.pause()
        assert wider == t._update_count - added + 1  # drawn again for the wider columns only
