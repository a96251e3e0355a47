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


GPU = Path(__file__).resolve().parents[2] / "sample_traces" / "gpu-h200-kernels" / "bert-triton-trace"


@pytest.mark.skipif(not GPU.is_dir(), reason="no gpu-h200-kernels samples")
async def test_kernels_view_enter_a_kernel_then_an_ir_line():
    app = PT2App(str(GPU))
    async with app.run_test(size=(160, 45)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("X")
        view = app.main_query("#kernels")
        await wait_for(pilot, lambda: "Findings" in doc_text(view.view), what="the Kernels doc")
        view.view.focus()
        view.view.move_cursor(line_index(view.view, "triton_per_fused_add_native_layer_norm_view_6  [0/1]"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Stages side by side" in doc_text(view.view), what="the kernel's stages")
        plain = view.view.doc.plain
        start = next(i for i, ln in enumerate(plain) if ln.startswith("TTIR  ("))  # the whole stage
        view.view.move_cursor(next(i for i in range(start, len(plain)) if "tt.get_program_id" in plain[i]))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "from Python line" in doc_text(view.view), what="the IR line's others")
        view.view.move_cursor(0)
        await pilot.press("enter")
        await wait_for(pilot, lambda: "Findings" in doc_text(view.view), what="back to the list")
