"""Dynamic shapes in the TUI, driven with Pilot on real runs: the Shapes tab of a compile
(mark_dynamic specialized by `if x.shape[0] == 8`), the run-wide Shapes view (S) on an export
whose code specialized Dim batch, Enter opening the user line, and the Guards tab showing the
line whose guard_added made a guard."""

from __future__ import annotations

import os
from pathlib import Path

from conftest import REPO, open_app, sample, wait_idle
from insight_helpers import _fake_editor


def _user_file(root: Path) -> Path:
    """The sample's scenarios.py where a checkout here would have it: the trace names
    /home/dev/pt2tui/sample_traces/scenarios.py (recorded elsewhere); its tail resolves."""
    src = root / "sample_traces" / "scenarios.py"
    src.parent.mkdir(parents=True, exist_ok=True)
    src.write_text("\n" * 500)
    return src


async def test_shapes_tab_names_the_line_that_specialized_the_marked_dim(tmp_path, monkeypatch):
    app, pilot, ctx = await open_app(sample("mark_dynamic_specialized"))
    try:
        await pilot.press("0")  # the 10th tab: Shapes
        await wait_idle(app, pilot)
        assert app.detail.active_tab == "shapes"
        view = app.detail.current_view()
        text = "\n".join(view.doc.plain)
        assert "Dynamic shapes of [0/0]" in text
        assert "Specialized to a constant" in text
        assert "s77 = 8  L['x'].size()[0]" in text
        assert "scenarios.py:399 in pick" in text and "if x.shape[0] == 8:" in text
        assert "Eq(s77, 8)" in text
        # Enter on the user line opens it in $EDITOR (the trace's path, re-rooted to the checkout
        # the run dir lies in: runner/portable.py, before any tail under the working directory)
        record = _fake_editor(tmp_path, monkeypatch)
        _user_file(Path(os.getcwd()))
        src = REPO / "sample_traces" / "scenarios.py"
        line = next(i for i, ln in enumerate(view.doc.plain) if "scenarios.py:399 in pick" in ln)
        view.focus()
        view.move_cursor(line)
        await pilot.press("enter")
        await pilot.pause()
        args = record.read_text().split("\n")
        assert args[0] == "+399" and Path(args[1]).resolve() == src.resolve()
        assert not app.detail.pane("shapes").stale
        assert not app.detail.tabs.get_tab("tab-shapes").has_class("-empty")
    finally:
        await ctx.__aexit__(None, None, None)


async def test_shapes_view_on_an_export_joins_dim_batch(tmp_path, monkeypatch):
    app, pilot, ctx = await open_app(sample("export_specialized_dim"))
    try:
        await pilot.press("S")
        await wait_idle(app, pilot)
        assert app.view == "shapes"
        view = app.main_query("#shapes")
        cells = [[c.plain for c in r[1]] for r in view.rows]
        assert cells[0][:3] == ["specialized", "-", "s77 = 8  (batch)"]
        assert cells[0][4] == "sample_traces/scenarios.py:341"
        detail = "\n".join(view.view.doc.plain)
        assert "return y.reshape(8, -1)" in detail and "of no compile" in detail
        record = _fake_editor(tmp_path, monkeypatch)
        _user_file(Path(os.getcwd()))
        view.table.focus()
        await pilot.press("enter")  # Enter on the row: the user line in $EDITOR
        await pilot.pause()
        assert record.read_text().split("\n")[0] == "+341"
        assert any(c[0] == "guards ×3" for c in cells)
    finally:
        await ctx.__aexit__(None, None, None)


async def test_guards_tab_shows_the_line_that_added_a_shape_guard(breaks):
    app, pilot = breaks
    key = next(c.key for c in app.run_model.compiles if str(c.id) == "[0/1]")
    app.jump_to(key, "guards")
    await wait_idle(app, pilot)
    view = app.detail.current_view()
    i = next(i for i, ln in enumerate(view.doc.plain) if "L['x'].size()[0] <= 512" in ln)
    assert view.doc.plain[i].startswith("↳scenarios.py:98 ")
    assert view.doc.refs[i][1] == 98
    assert "↳" not in view.doc.raw  # copy / save: the text as torch wrote it
