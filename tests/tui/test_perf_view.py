"""The Perf view (tui/views/perf.py) on real CPU profiles (sample_traces/cpu-perf), driven
with Pilot: bars per call, eager gaps joined to the graph break, kernels ranked; Enter opens
the compile; a run with no profiler trace says how to make one; the view bar shows Perf only
for a profiled run."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import screen_text, wait_for, wait_idle
from insight_helpers import doc_text, line_index, selected

from pt2tui.tui.app import PT2App

PERF = Path(__file__).resolve().parents[2] / "sample_traces" / "cpu-perf"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


async def test_perf_view_bars_gaps_kernels_and_jumps():
    app = PT2App(str(PERF / "graph_break"))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        assert any("u Perf" in ln for ln in screen_text(app)), "a profiled run: Perf in the view bar"
        await pilot.press("u")
        view = app.main_query("#perf")
        await wait_for(pilot, lambda: "Calls " in doc_text(view.view), what="the Perf doc")
        text = doc_text(view.view)
        assert "Calls (trace)" in text and "ms per call" in text
        assert "█" in text and "eager gaps per call" in text
        gap = view.view.doc.plain[line_index(view.view, "[0/0] ")]
        assert "graph break" in gap and "perf_cpu.py:39" in gap
        assert "graph_1_cpp_fused_tanh_0" in text and "perf_cpu.py:41" in text
        assert "dominant_kernel" in text
        view.view.focus()
        view.view.move_cursor(line_index(view.view, " ms  "))  # the first call's bar
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer" and selected(app) in ("[0/0]", "[0/0_1]")


async def test_perf_view_without_a_profile_says_how():
    sample = Path(__file__).resolve().parents[2] / "sample_traces" / "cpu" / "breaks_and_recompiles"
    app = PT2App(str(sample))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        assert not any("u Perf" in ln for ln in screen_text(app))
        await pilot.press("u")
        view = app.main_query("#perf")
        await wait_for(pilot, lambda: "No profiler trace" in doc_text(view.view), what="the message")
        assert "pt2tui rerun RUN profile" in doc_text(view.view)


async def test_a_profiler_trace_alone_opens_in_the_perf_view():
    """`pt2tui open trace.json.gz`: no TORCH_TRACE, the Perf view has it all."""
    app = PT2App(str(PERF / "recompile_in_window" / "profile" / "trace.json.gz"))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("u")
        view = app.main_query("#perf")
        await wait_for(pilot, lambda: "Calls " in doc_text(view.view), what="the Perf doc")
        text = doc_text(view.view)
        assert "compiled here" in text and "recompiles_in_steady_state" in text


async def test_enter_on_a_kernel_opens_its_compiles_code_at_the_kernel():
    app = PT2App(str(PERF / "graph_break"))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("u")
        view = app.main_query("#perf")
        await wait_for(pilot, lambda: "graph_1_cpp_fused_tanh_0" in doc_text(view.view), what="kernels")
        view.view.focus()
        view.view.move_cursor(line_index(view.view, "graph_1_cpp_fused_tanh_0"))
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer" and selected(app) == "[1/0]"
        assert app.detail.active_tab == "code"
        code = app.detail.pane("code").view
        await wait_for(pilot, lambda: "cpp_fused_tanh_0" in code._plain[code.cursor], what="the kernel's line")
        assert code.cursor > 0
