"""The tree shows processes where a rank has more than one (two processes in one run, a
torchrun restart), and the `d` view compares the ranks' collectives, on real samples."""

from __future__ import annotations

from conftest import open_app, sample, screen_text, wait_idle


def _labels(node, depth=0, out=None):
    out = [] if out is None else out
    for ch in node.children:
        out.append((depth, ch.data[0], str(ch.label)))
        _labels(ch, depth + 1, out)
    return out


async def test_two_processes_in_the_tree():
    app, pilot, ctx = await open_app(sample("two_processes"))
    try:
        rows = _labels(app.tree.root)
        procs = [(d, lab) for d, kind, lab in rows if kind == "process"]
        assert [d for d, _ in procs] == [0, 0] and all(lab.startswith("process pid ") for _, lab in procs)
        assert "·1" in procs[0][1] and "·2" in procs[1][1]
        compiles = [lab for d, kind, lab in rows if kind == "compile"]
        assert sum("[0/0]" in x for x in compiles) == 2 and sum("[0/1]" in x for x in compiles) == 1
        # the second process's [0/0] opens its own compile
        second = app.run_model.processes[1].id
        key = next(c.key for c in app.run_model.compiles if c.process == second and str(c.id) == "[0/0]")
        assert app.jump_to(key)
        await wait_idle(app, pilot)
        assert app.tree.selected_data == ("compile", key)
        assert "process pid" in "\n".join(screen_text(app))
    finally:
        await ctx.__aexit__(None, None, None)


async def test_single_process_tree_has_no_process_level():
    app, pilot, ctx = await open_app(sample("cache_bypass"))
    try:
        assert not [r for r in _labels(app.tree.root) if r[1] == "process"]
    finally:
        await ctx.__aexit__(None, None, None)


async def test_restart_attempts_under_each_rank():
    app, pilot, ctx = await open_app(sample("restart_once"))
    try:
        rows = _labels(app.tree.root)
        ranks = [lab for d, kind, lab in rows if kind == "rank"]
        procs = [(d, lab) for d, kind, lab in rows if kind == "process"]
        assert len(ranks) == 2 and [d for d, _ in procs] == [1, 1, 1, 1]
        assert ["attempt 0" in lab for _, lab in procs] == [True, False, True, False]
        assert ["attempt 1" in lab for _, lab in procs] == [False, True, False, True]
    finally:
        await ctx.__aexit__(None, None, None)


async def test_ranks_view_shows_the_diverging_collective():
    app, pilot, ctx = await open_app(sample("collectives_diverge"))
    try:
        await pilot.press("d")
        await wait_idle(app, pilot)
        rv = app.main_query("#ranks")
        differs = {a for a, d, _ in rv.aspects if d}
        assert {"collectives", "execution order", "tensor metadata"} <= differs
        rv.aspects_table.move_cursor(row=[a for a, *_ in rv.aspects].index("collectives"))
        await wait_idle(app, pilot)
        assert rv.aspect == "collectives"
        row = rv.grid_rows[2]
        assert row.differs and row.cells[0].text.startswith("all_reduce_")
        assert row.cells[1].text.startswith("all_gather_into_tensor")
        # the user's line of each op (the guards' code), not torch's _functional_collectives.py
        assert "collectives_diverge.py:23 y = funcol.all_reduce(" in row.cells[0].text
        assert "collectives_diverge.py:25 y = funcol.all_gather_tensor(" in row.cells[1].text
        assert not any("_functional_collectives" in c.text for r in rv.grid_rows
                       for c in r.cells.values())  # fmt: skip
    finally:
        await ctx.__aexit__(None, None, None)


async def test_ranks_grid_fits_80_columns_with_full_names():
    """At 80x24 both ranks' columns are on screen, names whole (wrapped), the differing row
    marked."""
    app, pilot, ctx = await open_app(sample("collectives_diverge"), size=(80, 24))
    try:
        await pilot.press("d")
        await wait_idle(app, pilot)
        rv = app.main_query("#ranks")
        rv.aspects_table.move_cursor(row=[a for a, *_ in rv.aspects].index("collectives"))
        await wait_idle(app, pilot)
        rv.grid.move_cursor(row=2, column=3)
        await wait_idle(app, pilot)
        shown = "\n".join(screen_text(app))
        assert "rank 0" in shown and "rank 1" in shown
        assert "all_gather_into_tensor [0/0]" in shown  # not cut
        assert "≠  collective 3" in shown
        assert "collectives_diverge.py:25" in shown
    finally:
        await ctx.__aexit__(None, None, None)
