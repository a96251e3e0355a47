"""The tree while a run of many rank files is read (Pilot, a real rank trace in six rank files):

- its shape comes from the files (``update_run(ranks=...)``): lazy from the first snapshot on,
  never built whole for the first ranks read and then built again;
- a snapshot's new labels reach the screen through one refresh, not a message per node (keys
  waited behind 128 of them, one per rank, at each snapshot).
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from conftest import screen_text
from textual.app import App, ComposeResult

from pt2tui.tui.widgets import tree as tree_mod
from pt2tui.tui.widgets.tree import CompileTree


class _TreeApp(App[None]):
    def compose(self) -> ComposeResult:
        yield CompileTree(id="tree")


def _snapshots(run):
    """The run as the TUI's reader shows it: the first ranks merged, then all of them."""
    early = dataclasses.replace(run, compiles=tuple(c for c in run.compiles if c.rank in (0, 1)))
    return early, run


def _resets(tree: CompileTree, monkeypatch) -> list[int]:
    calls: list[int] = []
    reset = tree._reset

    def counted() -> None:
        calls.append(1)
        reset()

    monkeypatch.setattr(tree, "_reset", counted)
    return calls


@pytest.mark.parametrize("hint, builds", [(6, 1), (0, 2)])
async def test_a_run_of_many_rank_files_is_lazy_from_its_first_snapshot(
    six_ranks: Path, monkeypatch, hint: int, builds: int
) -> None:
    """With the files' word (``ranks=6``) the tree is built once, lazily; without it (as
    before), whole for the first two ranks read, then again."""
    from pt2tui.sources.load import load_run

    monkeypatch.setattr(tree_mod, "LAZY_RANKS", 3)  # (six ranks: many)
    run = load_run(str(six_ranks))
    early, whole = _snapshots(run)
    app = _TreeApp()
    async with app.run_test(size=(100, 30)) as pilot:
        tree = app.query_one(CompileTree)
        resets = _resets(tree, monkeypatch)
        tree.update_run(early, ranks=hint)
        assert tree._lazy == bool(hint)
        rank0 = tree.node_for(("rank", 0))
        tree.update_run(whole, ranks=hint)
        tree.update_run(whole)  # the final snapshot (no hint): the same shape
        await pilot.pause()
        assert len(resets) == builds
        assert tree._lazy
        assert (tree.node_for(("rank", 0)) is rank0) == (builds == 1)
        assert [n.data[1] for n in tree.root.children if n.data[0] == "rank"] == list(range(6))
        assert set(tree.shown) == {c.key for c in whole.compiles}


async def test_new_labels_show_through_one_refresh_not_a_message_per_node(six_ranks: Path, monkeypatch) -> None:
    """A later snapshot where rank 0's compile failed: its rank's, frame's and compile's labels
    change on screen, and the tree posted nothing for them."""
    from pt2tui.sources.load import load_run

    run = load_run(str(six_ranks))
    c0 = next(c for c in run.compiles if c.rank == 0)
    failed = dataclasses.replace(c0, status="failed", fail_type="BackendCompilerFailed")
    later = dataclasses.replace(run, compiles=tuple(failed if c is c0 else c for c in run.compiles))
    app = _TreeApp()
    async with app.run_test(size=(100, 40)) as pilot:
        tree = app.query_one(CompileTree)
        tree.update_run(run, ranks=6)
        await pilot.pause()
        assert [x.strip() for x in screen_text(app) if x.strip().startswith("▼ rank 0")] == ["▼ rank 0 ·1"]
        posted: list[tuple] = []
        call_later = tree.call_later
        monkeypatch.setattr(tree, "call_later", lambda *a, **k: (posted.append(a), call_later(*a, **k))[1])
        tree.update_run(later, ranks=6)
        assert posted == []
        await pilot.pause()
        text = [x.strip() for x in screen_text(app)]
        assert [x for x in text if x.startswith("▼ rank 0")] == ["▼ rank 0 ·1 ✗1"], text
        assert [x for x in text if x.startswith("▼ rank 1")] == ["▼ rank 1 ·1"]
        assert tree.shown[c0.key] is failed
