"""While the UI handles a key or a click, the thread that reads the run gives way (it sleeps at
its next merge or chunk: tui/parts/indexer.py), until the screen is refreshed with nothing left
queued, or GIVE_WAY_MAX_S at most (Pilot)."""

from __future__ import annotations

import threading
import time

from conftest import sample, wait_idle

from pt2tui.tui.app import PT2App
from pt2tui.tui.parts import indexer as indexer_mod


async def test_a_key_makes_the_reader_give_way_until_the_screen_shows_it(monkeypatch) -> None:
    app = PT2App(sample("breaks_and_recompiles"))
    async with app.run_test(size=(120, 40)) as pilot:
        await wait_idle(app, pilot)
        came: list[float] = []
        input_came = app.indexer.input_came
        monkeypatch.setattr(app.indexer, "input_came", lambda: (came.append(1), input_came())[1])
        app.tree.focus()
        await pilot.press("down")
        assert came == [1]  # a key: the reader is told
        await pilot.pause()
        assert app.indexer._input_at is None  # shown: the reader goes on

        # a reading thread that comes to give_way while a key is handled waits for it
        monkeypatch.setattr(indexer_mod, "GIVE_WAY_MAX_S", 60.0)  # (only the screen ends it here)
        app.indexer.input_came()
        reader = threading.Thread(target=app.indexer.give_way)
        reader.start()
        assert app.indexer._input_at is not None
        await pilot.pause()
        reader.join(30)
        assert not reader.is_alive() and app.indexer._input_at is None


def test_the_reader_gives_way_for_a_while_at_most(monkeypatch) -> None:
    """A UI that never shows the key (stuck): the reader goes on after GIVE_WAY_MAX_S."""
    monkeypatch.setattr(indexer_mod, "GIVE_WAY_MAX_S", 0.05)
    ix = indexer_mod.Indexer(app=None)
    ix._input_at = time.monotonic()
    reader = threading.Thread(target=ix.give_way)
    reader.start()
    reader.join(30)
    assert not reader.is_alive()
    ix._input_at = None
    ix.give_way()  # no key: no wait
