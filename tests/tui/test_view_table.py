"""A view registers in one place (tui/view_table.py): every row reaches the view classes, the
key bindings (with ids), the help screen, the view bar and the command palette."""

from __future__ import annotations

from conftest import sample, wait_idle

from pt2tui.tui.app import PT2App
from pt2tui.tui.commands import PT2Commands
from pt2tui.tui.keys import APP_KEYS, VIEW_KEYS, app_bindings
from pt2tui.tui.screens.help import help_doc
from pt2tui.tui.view_table import VIEW_TABLE
from pt2tui.tui.views import RUN_VIEWS
from pt2tui.tui.widgets.viewbar import VIEWS, view_bar


def test_every_row_has_a_class_and_a_binding_with_an_id():
    classes = dict(RUN_VIEWS)
    bindings = {b.id: b for b in app_bindings()}
    for r in VIEW_TABLE:
        assert (r.id in classes) == (r.cls is not None), r.id
        if r.cls is not None:
            assert classes[r.id].__name__ == r.cls
        assert VIEW_KEYS[r.id] == r.binding
        b = bindings[r.binding]
        assert b.key == r.key and b.action == r.binding_action, r.id
        assert [k[0] for k in APP_KEYS].count(r.binding) == 1
    assert VIEWS == tuple(r.id for r in VIEW_TABLE)
    assert len({r.key for r in VIEW_TABLE}) == len(VIEW_TABLE)  # no two views on one key


async def test_every_row_has_a_palette_entry_a_help_line_and_a_view_bar_title():
    app = PT2App(sample("recompile_limit"))
    async with app.run_test(size=(200, 40)) as pilot:
        await wait_idle(app, pilot)
        palette = {t: cb for t, cb, _h in PT2Commands(app.screen)._candidates()}
        helped = help_doc(app).plain
        for r in VIEW_TABLE:
            assert r.palette in palette, r.id
            assert any(r.binding in line and r.help in line for line in helped), r.id
        for r in VIEW_TABLE:  # the palette entry shows the view (and its title is in the bar)
            if r.id == "ranks":
                continue  # a one-rank run has no Ranks view to show
            palette[r.palette]()
            await wait_idle(app, pilot)
            assert app.view == r.id, r.id
            assert r.title in view_bar(app).plain, r.id
