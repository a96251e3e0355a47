"""The Kernels view (tui/views/kernels.py, key X) on a CPU run (sample_traces/cpu-kernels): the
output code's C++ kernels with their compile, FX nodes and user lines; Enter opens the kernel's
compile on its Code tab; a run's kernel-level problems show as lines, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import wait_for, wait_idle
from insight_helpers import doc_text, line_index

from pt2tui.tui.app import PT2App

SET = Path(__file__).resolve().parents[2] / "sample_traces" / "cpu-kernels"

pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


async def test_kernels_view_on_a_cpu_run_and_enter_opens_the_code():
    app = PT2App(str(SET / "kernel_cpu"))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("X")
        view = app.main_query("#kernels")
        await wait_for(pilot, lambda: "cpp_fused" in doc_text(view.view), what="the Kernels doc")
        text = doc_text(view.view)
        assert "cpp_fused_native_layer_norm_0  [0/0]" in text and "FX nodes: var_mean" in text
        assert "kernel_cpu.py:15" in text
        view.view.focus()
        view.view.move_cursor(line_index(view.view, "cpp_fused_native_layer_norm_0  [0/0]"))
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer"


async def test_kernels_view_of_a_triton_trace_without_triton():
    app = PT2App(str(SET / "kernel_cpu-triton-trace"))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("X")
        view = app.main_query("#kernels")
        await wait_for(pilot, lambda: "Triton is not installed" in doc_text(view.view), what="the line")
