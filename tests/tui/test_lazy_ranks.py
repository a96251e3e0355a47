"""A run of many ranks and many compiles (over tree.LAZY_OVER): its ranks show collapsed with
their counts, the first compile's rank built and selected; a rank's nodes are built when it is
expanded or something in it is selected, and then read as they do in a small run (Pilot)."""

from __future__ import annotations

from pathlib import Path

from conftest import screen_text, wait_idle

from pt2tui.tui.widgets import tree as tree_mod


async def test_many_ranks_show_collapsed_and_build_when_opened(six_ranks: Path, monkeypatch) -> None:
    from pt2tui.sources.load import load_run
    from pt2tui.tui.app import PT2App

    monkeypatch.setattr(tree_mod, "LAZY_OVER", 3)
    run = load_run(str(six_ranks))
    assert len({c.rank for c in run.compiles}) == 6 and len(run.compiles) > 3
    app = PT2App(str(six_ranks))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        tree = app.tree
        assert tree._lazy
        ranks = [n for n in tree.root.children if n.data and n.data[0] == "rank"]
        assert [n.data[1] for n in ranks] == list(range(6))
        first = run.compiles[0]
        assert tree.selected_data == ("compile", first.key)  # its rank built and open
        assert ranks[0].is_expanded and ranks[0].children
        assert all(not n.is_expanded and not n.children for n in ranks[1:])
        text = "\n".join(screen_text(app))
        assert all(f"rank {r}" in text for r in range(6))  # every rank's line, with its counts
        assert set(tree.shown) == {c.key for c in run.compiles}  # the model is whole

        # expanding a rank (space on its line) builds its nodes, as a small run shows them
        tree.select_data(("rank", 3))
        await pilot.press("space")
        await wait_idle(app, pilot)
        assert ranks[3].is_expanded
        in_three = [c for c in run.compiles if c.rank == 3]
        assert all(tree.node_for(("compile", c.key)) is not None for c in in_three)
        assert all(not n.children for i, n in enumerate(ranks) if i not in (0, 3))

        # selecting a compile of a rank not built yet (a jump from a view) builds that rank
        target = next(c for c in run.compiles if c.rank == 5)
        app.jump_to(target.key, "overview")
        await wait_idle(app, pilot)
        assert tree.selected_data == ("compile", target.key)
        assert ranks[5].is_expanded


async def test_a_small_run_of_ranks_is_built_whole(six_ranks: Path) -> None:
    """Under LAZY_OVER compiles every rank is built and open, as before."""
    from pt2tui.tui.app import PT2App

    app = PT2App(str(six_ranks))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        tree = app.tree
        assert not tree._lazy
        ranks = [n for n in tree.root.children if n.data and n.data[0] == "rank"]
        assert len(ranks) == 6 and all(n.is_expanded and n.children for n in ranks)


async def test_a_read_run_is_kept_out_of_collections_while_shown(six_ranks: Path) -> None:
    """Once read, the model is moved out of the cyclic collector's way (gc.freeze: a full
    collection of a big model held the UI for seconds) and given back when the app ends."""
    import gc

    from pt2tui.tui.app import PT2App

    app = PT2App(str(six_ranks))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        for _ in range(100):  # (the indexer's thread freezes as it ends, after the last snapshot)
            if gc.get_freeze_count():
                break
            await pilot.pause(0.05)
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0
