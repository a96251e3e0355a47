"""The Ledger view (tui/views/ledger.py) on a real run, mounted in a small app (Pilot)."""

from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult

from pt2tui.sources.load import load_run
from pt2tui.tui.views.ledger import LedgerView

SAMPLES = Path(__file__).resolve().parents[2] / "sample_traces" / "cpu"


class _One(App):
    def __init__(self, run) -> None:
        super().__init__()
        self.run_model = run
        self.view = "ledger"

    def compose(self) -> ComposeResult:
        yield LedgerView(id="ledger")

    def on_mount(self) -> None:
        v = self.query_one(LedgerView)
        v.update_run(self.run_model)
        v.focus_main()


async def test_ledger_view_shows_causes_phases_and_the_cache() -> None:
    app = _One(load_run(str(SAMPLES / "cache_bypass")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = "\n".join(app.query_one(LedgerView).view.doc.plain)
    assert text.startswith("Compile-time ledger ")
    assert "By cause (first compile, each recompile reason, restarts)" in text
    assert "By phase" in text and "Dynamo" in text
    assert "fx_graph hit ×1" in text and "saved " in text


async def test_ledger_view_of_a_restart_and_recompiles() -> None:
    app = _One(load_run(str(SAMPLES / "breaks_and_recompiles")))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = "\n".join(app.query_one(LedgerView).view.doc.plain)
    assert "recompile: tensor 'x' size mismatch at index 0. expected 2, actual 3" in text
    assert "restart: Failed to trace builtin operator" in text


async def test_banner_says_healthy_with_the_saving() -> None:
    """A run whose only finding is one automatic-dynamic recompile that settled: the banner
    says healthy, what happened, and what would save the recompile."""
    from conftest import sample, screen_text, wait_idle

    from pt2tui.tui.app import PT2App

    app = PT2App(sample("hf_seq_recompile"))
    async with app.run_test(size=(200, 40)) as pilot:
        await wait_idle(app, pilot)
        banner = " ".join(screen_text(app)[1:4])  # the banner's lines (3 on a tall screen)
    assert " healthy " in banner and "1 recompile of 1 frame" in banner, banner
    assert "only costs 30.0 s" in banner and "as expected" not in banner, banner  # one answer
    assert "could save ~30.0 s: torch._dynamo.mark_dynamic(input_ids, 1) before the first call" in banner, banner
