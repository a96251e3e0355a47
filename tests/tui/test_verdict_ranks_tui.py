"""The TUI says what `summary` says on the real 2-GPU training samples (Pilot): the banner
gives the verdict with the run's profile weighed in (slow_after_compile), and the Ranks view
names the rank that stalled the others and shows every aspect, "cache" included."""

from __future__ import annotations

import pytest
from conftest import REPO, open_app, screen_text, wait_for, wait_idle

GPU = REPO / "sample_traces" / "gpu-x2-training"


def _gpu(name: str) -> str:
    p = GPU / name
    if not p.is_dir():
        pytest.skip(f"{p} not recorded")
    return str(p)


def _banner(app) -> str:
    from pt2tui.tui.reruns.banner import TriageBanner

    return str(app.main_query("#triage", TriageBanner).render())


async def test_banner_weighs_the_profile_like_summary_and_check() -> None:
    from pt2tui.sources.load import load_run
    from pt2tui.sources.profile import run_verdict

    path = _gpu("single_gpu_perf")
    want = run_verdict(path, load_run(path, verify=False))
    assert want["category"] == "slow_after_compile"
    app, pilot, ctx = await open_app(path)
    try:
        await wait_for(pilot, lambda: app.reruns.verdict is not None, what="the verdict")
        await wait_idle(app, pilot)
        line = next(ln for ln in screen_text(app) if "slow_after_compile" in ln or "healthy" in ln)
        assert "slow_after_compile" in line and "healthy" not in line, line
        assert app.reruns.verdict["category"] == want["category"]
        # the Perf view reads the same report, not a second one
        rep = app.reruns._reports[path]
        await pilot.press("u")  # the Perf view
        await wait_for(pilot, lambda: getattr(app.main_query("#perf"), "report", None) is not None,
                       what="the Perf view's report")  # fmt: skip
        assert app.main_query("#perf").report is rep
    finally:
        await ctx.__aexit__(None, None, None)


async def test_ranks_view_says_which_rank_stalled_and_shows_every_aspect() -> None:
    from pt2tui.core.analysis.ranks.stall import rank_stalls, stall_line
    from pt2tui.sources.load import load_run

    path = _gpu("ddp_hf_rank_shape")
    stalls = rank_stalls(load_run(path, verify=False))
    assert stalls
    app, pilot, ctx = await open_app(path, size=(120, 40))
    try:
        await pilot.press("d")
        await wait_idle(app, pilot)
        rv = app.main_query("#ranks")
        assert any(a == "cache" and d for a, d, _ in rv.aspects)  # `summary`'s "cache differs"
        lines = screen_text(app)
        text = "\n".join(lines)
        assert "stalled: " + stall_line(stalls)[:60] in text, text  # at the top of the view
        n = sum(1 for _, d, _ in rv.aspects if d)
        assert f"{n} of {len(rv.aspects)} differ" in text  # a short pane says how many
        for aspect in ("cache", "failures"):  # the last aspects are in view too
            assert any(ln.split("│")[0].strip(" ≠=").startswith(aspect) or f" {aspect} " in ln
                       for ln in lines), text  # fmt: skip
    finally:
        await ctx.__aexit__(None, None, None)
