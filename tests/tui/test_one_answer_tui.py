"""One run, one answer in the TUI (issue 46, Pilot on real samples): the banner says
``reading…`` until the verdict is THE verdict (the one `summary` gives), then says why a
healthy run is healthy; ``/`` that finds nothing in its pane searches the whole run; the
lineage at 80x24 shows each run's verdict now and its detail scrolls to the result."""

from __future__ import annotations

import shutil

from conftest import REPO, sample, screen_text, wait_for, wait_idle

from pt2tui.core.analysis.verdict import verdict_dict
from pt2tui.runner.runs_list import run_facts
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import run_verdict
from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns.banner import TriageBanner
from pt2tui.tui.screens.lineage_screen import LineageScreen
from pt2tui.tui.widgets.search import RunSearchScreen

GPU_PROFILE = REPO / "sample_traces" / "gpu-x2-profile"


def _banner(app) -> str:
    return str(app.main_query("#triage", TriageBanner).render())


async def test_the_banner_reads_then_gives_the_one_verdict():
    path = sample("breaks_and_recompiles")
    run = load_run(path, verify=False)
    app = PT2App(path)
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_idle(app, pilot)
        assert app.reruns.final and app.reruns.verdict == run_verdict(path, run)
        final = _banner(app)
        assert "reading…" not in final and " healthy " in final and "only costs 7.7 s  x verbose-recompiles" in final
        # what a half-read run shows: the verdict so far, marked as such
        early = dict(verdict_dict(run, None, path), provisional=True)
        app.reruns.final = False
        app.reruns.verdict = early
        app.reruns.update_banner()
        assert _banner(app).startswith(" reading…  "), _banner(app)
        app.reruns.final = True
        app.reruns.update_banner()
        assert _banner(app) == final


async def test_slash_with_no_match_in_its_pane_searches_the_whole_run():
    app = PT2App(sample("breaks_and_recompiles"))
    async with app.run_test(size=(120, 30)) as pilot:
        await wait_idle(app, pilot)
        app.tree.select_compile(next(c.key for c in app.run_model.compiles if str(c.id) == "[0/0]"))
        await wait_idle(app, pilot)
        app.detail.current_view().focus()
        await pilot.press("slash", *"resume_in_forward_at_90", "enter")
        await wait_for(pilot, lambda: isinstance(app.screen, RunSearchScreen), what="the run search")
        screen = app.screen
        await wait_idle(app, pilot)
        hit = next(h for h in screen.hits if h.compile_only)
        assert str(hit.compile_key[1]) == "[2/0]", screen.hits[:3]


async def test_lineage_at_80x24_says_each_runs_verdict_now(tmp_path):
    runs = tmp_path / "runs"
    for name in ("20261127-135519-perf_mlp", "20261127-135542-perf_mlp-profile"):
        shutil.copytree(GPU_PROFILE / name, runs / name)
    rerun = runs / "20261127-135542-perf_mlp-profile"
    want = run_facts(str(rerun))[0]
    app = PT2App(str(rerun))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("I")
        await wait_for(pilot, lambda: isinstance(app.screen, LineageScreen), what="the lineage")
        scr = app.screen
        await wait_for(pilot, lambda: scr.verdicts_done, what="the verdicts")
        shown = "\n".join(screen_text(app))
        assert f"exit 0, {want}" in shown and "at the time" not in shown, shown
        box = scr.query_one("#lineage-box")
        assert box.max_scroll_y >= 0 and "result: " in str(scr.query_one("#lineage-detail").render())
        assert all(len(ln) <= 80 for ln in screen_text(app))
