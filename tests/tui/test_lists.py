"""Lists (Pilot, real samples): the runs list tells runs of one program apart and keeps its
important columns at 80; the R menu starts at the top, greys out what cannot apply here (with
the reason) and filters as you type."""

from __future__ import annotations

import re

from conftest import SAMPLES, sample, screen_text, wait_for, wait_idle

from pt2tui.core.analysis.recipe_fit import unfit_recipes
from pt2tui.runner.runs_list import list_runs, tells_apart
from pt2tui.sources.load import load_run
from pt2tui.tui.app import PT2App
from pt2tui.tui.reruns import RecipeMenu
from pt2tui.tui.screens.runs_list import RunsListApp

RUNS = SAMPLES / "diff_runs"


def test_what_tells_runs_apart():
    apart = {p.rsplit("/", 1)[-1]: w for p, w in tells_apart(list_runs(str(RUNS))).items()}
    assert apart["20261124-044710-diff_manual_attn"] == "manual_attn"  # the argument that differs
    assert apart["20261124-044625-diff_base"] == "base"
    rerun = apart["20261124-044837-diff_variants-verbose-recompiles"]
    assert rerun.startswith("↻ diff_base verbose-recompiles")  # a rerun: its parent and recipe


async def test_runs_list_at_80_columns():
    app = RunsListApp(str(RUNS))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.facts_done, what="the facts")
        lines = screen_text(app)
        header = lines[1]
        for col in ("name", "start", "took", "exit", "cmp", "verdict"):
            assert col in header, header
        assert all(len(ln) <= 80 for ln in lines)
        row = next(ln for ln in lines if "diff_manual_attn" in ln)
        assert "04:47:10  29s    0 " in row and " 3 " in row and "healthy" in row, row
        assert any("diff_vari" in ln and "recompiles" in ln for ln in lines)  # its head and its end
    app = RunsListApp(str(RUNS))
    async with app.run_test(size=(140, 24)) as pilot:
        await wait_for(pilot, lambda: app.facts_done, what="the facts")
        assert "what" in screen_text(app)[1]
        row = next(ln for ln in screen_text(app) if "diff_manual_attn" in ln)
        assert "04:47:10  29s    exit 0" in row and row.rstrip().endswith("manual_attn"), row


def test_verdict_cell_cut_between_parts():
    """At 80 columns a verdict too wide loses its costs, never half a figure."""
    from pt2tui.tui.screens.runs_list import column_widths, fit_verdict

    w = column_widths(80, 8)[6]
    assert w >= len("slow_after_compile")
    assert fit_verdict("slow_after_compile", w) == "slow_after_compile"
    assert fit_verdict("healthy, costs 1.1 s", w) in ("healthy, costs 1.1 s", "healthy")
    assert fit_verdict("healthy, costs 12.3 ms/call", 18) == "healthy"
    assert fit_verdict("recompilation (reading…)", 18) == "recompilation"
    assert fit_verdict("backend_compiler_failed", 18) == "backend_compiler_…"


async def test_two_runs_of_one_program_told_apart(tmp_path):
    """`pt2tui run prog.py` twice, then with another argument: names repeat, their start and how
    long they took show at 80 columns, and a repeated name takes what tells it apart."""
    import subprocess
    import sys
    import time

    (tmp_path / "prog.py").write_text("import sys, time\ntime.sleep(0.3 * len(sys.argv))\n")
    for args in ((), ("slow",), ("slow",)):
        subprocess.run([sys.executable, "-m", "pt2tui", "run", "--no-tui", "prog.py", *args], cwd=tmp_path,
                       check=True, capture_output=True, timeout=120)  # fmt: skip
        time.sleep(1.05)  # another second: another start
    runs = list_runs(str(tmp_path / "pt2tui_runs"))
    app = RunsListApp(str(tmp_path / "pt2tui_runs"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.facts_done, what="the facts")
        rows = [ln for ln in screen_text(app) if " prog" in ln]
        assert len(rows) == 3, rows
        starts = {e.start[11:19] for e in runs}
        assert len(starts) == 3 and all(any(s in r for r in rows) for s in starts), rows
        assert rows[-1].split()[0] == "prog" and "·" not in rows[-1], rows  # nothing to tell apart
        assert all("prog · slow" in r for r in rows[:2]), rows
        assert all(re.search(r"\d\d:\d\d:\d\d  \d\.\ds ", r) for r in rows), rows  # start, took


def test_unfit_recipes_on_real_samples():
    cpu = unfit_recipes(load_run(sample("recompile_limit")))
    assert cpu["cuda-sync"].startswith("CUDA only") and cpu["aoti-minify"].startswith("AOTInductor")
    assert "eager" not in cpu
    aoti = unfit_recipes(load_run(sample("aoti_reruns")))
    assert "aoti-minify" not in aoti and aoti["fullgraph"].startswith("torch.compile only")


async def test_recipe_menu_opens_on_the_starred_recipe_and_filters_as_you_type():
    app = PT2App(sample("recompile_limit"))  # the verdict suggests verbose-recompiles (★)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_idle(app, pilot)
        await wait_for(pilot, lambda: app.reruns.final, what="the verdict")
        await pilot.press("R")
        await wait_for(pilot, lambda: isinstance(app.screen, RecipeMenu), what="the menu")
        ol = app.screen.query_one("OptionList")
        assert ol.get_option_at_index(ol.highlighted).id == "verbose-recompiles"
        await pilot.press(*"fresh")
        await pilot.pause()
        ids = [ol.get_option_at_index(i).id for i in range(ol.option_count)]
        assert ids == ["fresh-cache", "fresh-cache-disabled"], ids
        assert "filter: fresh" in "\n".join(screen_text(app))
        await pilot.press("backspace", *"h dis")  # words: both must match
        await pilot.pause()
        assert [ol.get_option_at_index(i).id for i in range(ol.option_count)] == [
            "fresh-cache-disabled"]  # fmt: skip
        await pilot.press("escape")  # the whole list again
        await pilot.pause()
        assert ol.option_count > 20 and isinstance(app.screen, RecipeMenu)
        await pilot.press(*"cuda-sync")
        await pilot.pause()
        assert ol.get_option_at_index(0).disabled  # greyed out: not chosen by enter
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, RecipeMenu) and not app.jobs
        await pilot.press("escape", "escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0]


async def test_runs_list_names_that_cut_alike_keep_their_ends():
    """gpu-x2-profile at 80 columns: perf_mlp-profile-eager and -reduce-overhead both cut to
    'perf_mlp-profile-…'; cut in the middle, the recipe at the end tells them apart."""
    runs = SAMPLES.parent / "gpu-x2-profile"
    if not runs.is_dir():
        return
    app = RunsListApp(str(runs))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: app.facts_done, what="the facts")
        rows = [ln.split()[0] for ln in screen_text(app)[2:] if "perf_" in ln]
        n = sum(1 for d in runs.iterdir() if (d / "run.json").is_file())  # every run, told apart
        assert len(rows) == n >= 6 and len(set(rows)) == n, rows
        assert any(r.endswith("overhead") for r in rows) and any(r.endswith("eager") for r in rows), rows
        assert "perf_mlp-profile" in rows and "perf_ddp-profile" in rows, rows
