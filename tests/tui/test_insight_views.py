"""The insight views of one compile, driven with Pilot: why it recompiled (failed guard,
verdict, guard diff), distinct graph breaks with the registry's explanation, kernel provenance
both ways, a device-side assert landing on its kernel; keys, help and hostile text. The run-wide
views (compile time, caches, ranks, bug bundle) are in test_insight_views_runwide.py.

(Named test_insight_views.py: tests/test_insights.py already holds the core's insight tests,
and two test modules of one basename cannot be collected together without __init__.py.)
"""

from __future__ import annotations

from conftest import (
    HOSTILE,
    SAMPLES,
    open_app,
    sample,
    screen_segments,
    screen_text,
    wait_idle,
)
from insight_helpers import (
    _fake_editor,
    _select,
    doc_text,
    goto_row,
    gpu_sample,
    line_index,
    selected,
    styled,
)

from pt2tui.core.analysis.gb_registry import load_registry
from pt2tui.tui.screens.help import HelpScreen
from pt2tui.tui.widgets.textview import TextView

BREAKS = "breaks_and_recompiles"


# -- why it recompiled -----------------------------------------------------------------------
async def test_scalar_recompile_failed_guard_highlighted_and_float_verdict(breaks):
    app, pilot = breaks
    await pilot.press("r")
    await wait_idle(app, pilot)
    assert app.view == "recompiles"
    await goto_row(app, pilot, "recompiles", "[3/1]")
    rc = app.main_query("#recompiles")
    text = doc_text(rc.view)
    assert "L['scale'] is a Python float that changes every call" in text
    assert "specialize_float = False" in text
    assert "the guard in [3/0]'s guards, line 16" in text
    assert "scale: float varies" in "\n".join(screen_text(app))  # the row's verdict column

    # Enter on the guard line of the detail: [3/0]'s guards, the failing line under the cursor
    rc.view.focus()
    rc.view.move_cursor(
        line_index(rc.view, "L['scale'] == 0.5", line_index(rc.view, "the guard in"))
    )
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert app.view == "explorer" and selected(app) == "[3/0]"
    assert app.detail.active_tab == "guards"
    guards = app.detail.current_view()
    assert guards.cursor == 15
    assert "L['scale'] == 0.5" in guards.doc.plain[15] and "EQUALS_MATCH" in guards.doc.plain[15]
    assert guards.query == "L['scale'] == 0.5"
    assert guards.matches[guards.current_match][0] == 15  # highlighted: the current match
    assert any("L['scale'] == 0.5" in ln for ln in guards.visible_text())  # scrolled to

    # the frame keeps recompiling: its node and overview say why
    proc = app.run_model.compiles[0].process  # one process: the tree shows no process level
    frame = app.tree.node_for(("frame", None, (None, 3), proc))
    assert "⟳1 scale: float varies" in str(frame.label)
    await pilot.press("c")
    app.tree.select_data(("frame", None, (None, 3), proc))
    await wait_idle(app, pilot)
    assert "verdict" in doc_text(app.detail.pane("overview").view)
    assert "Python float that changes every call" in doc_text(app.detail.pane("overview").view)

    # the recompiled compile's overview: why, and g opens the failed guard from there too
    app.tree.select_compile(next(c.key for c in app.run_model.compiles if str(c.id) == "[3/1]"))
    await wait_idle(app, pilot)
    overview = app.detail.pane("overview").view
    text = doc_text(overview)
    assert "Why it recompiled" in text and "L['scale'] == 0.5" in text
    await pilot.press("g")
    await wait_idle(app, pilot)
    assert selected(app) == "[3/0]" and app.detail.active_tab == "guards"
    assert app.detail.current_view().cursor == 15


async def _marked_guards_view(app, pilot):
    """The guards view once its marks are in (they come with the worker that reads it)."""
    view = app.detail.current_view()
    for _ in range(100):
        if "✗[" in doc_text(view):
            break
        await pilot.pause(0.05)
    return view


async def test_guards_tab_marks_the_guard_that_failed_later(breaks):
    """Browsing [3/0]'s guards without the jump: the guard that failed (and caused [3/1]) is
    marked; copy/save keep torch's text; a compile that never recompiled has no marks."""
    app, pilot = breaks
    _select(app, "[3/0]")
    await wait_idle(app, pilot)
    app.detail.show_tab("guards")
    await wait_idle(app, pilot)
    view = await _marked_guards_view(app, pilot)
    marked = [i for i, ln in enumerate(view.doc.plain) if ln.startswith("✗[")]
    assert marked == [15], marked
    assert view.doc.plain[15].startswith("✗[3/1] ")
    assert "✗[3/1]" in "\n".join(screen_text(app))  # at the start: on screen
    assert "L['scale'] == 0.5" in view.doc.plain[15]
    assert "✗" not in view.doc.text  # what y / s / e give: the guards as torch wrote them
    # [0/0] recompiled into [0/1] because x's shape changed: its tensor guard on x is marked
    _select(app, "[0/0]")
    await wait_idle(app, pilot)
    view = await _marked_guards_view(app, pilot)
    marked = [ln for ln in view.doc.plain if ln.startswith("✗[")]
    assert len(marked) == 1 and marked[0].startswith("✗[0/1] ")
    assert "TENSOR_MATCH" in marked[0] and "L['x']" in marked[0]


async def test_shape_recompile_and_guard_diff(breaks):
    app, pilot = breaks
    await pilot.press("r")
    await wait_idle(app, pilot)
    await goto_row(app, pilot, "recompiles", "[0/1]")
    view = app.main_query("#recompiles").view
    text = doc_text(view)
    assert "tensor 'x' size mismatch at index 0. expected 2, actual 3" in text
    assert "tensor 'x' changes shape between calls" in text
    assert "torch._dynamo.mark_dynamic(x, 0)" in text  # as the banner writes it
    assert "x: shape varies" in "\n".join(screen_text(app))
    # the diff of the normalised guard sets: removed red, added green
    head = line_index(view, "Guard diff [0/0] → [0/1]")
    assert "1 removed, 2 added, 37 in common" in view.doc.plain[head]
    removed = line_index(view, "- L['x'] :: TENSOR_MATCH", head)
    added = line_index(view, "+ - :: LAMBDA_GUARD: 2 <= L['x'].size()[0]", head)
    assert "size=[2, 8]" in view.doc.plain[removed]
    assert styled(view, removed, "red") and styled(view, added, "green")
    # g: the TENSOR_MATCH guard of L['x'] in [0/0]
    await pilot.press("g")
    await wait_idle(app, pilot)
    assert selected(app) == "[0/0]" and app.detail.active_tab == "guards"
    guards = app.detail.current_view()
    assert "check_tensor(L['x']" in guards.doc.plain[guards.cursor]
    # the scalar one's diff names the EQUALS_MATCH guard that went away
    await pilot.press("r")
    await goto_row(app, pilot, "recompiles", "[3/1]")
    text = doc_text(app.main_query("#recompiles").view)
    assert "- L['scale'] :: EQUALS_MATCH: L['scale'] == 0.5" in text


# -- graph breaks ----------------------------------------------------------------------------
async def test_graph_breaks_distinct_with_registry_and_edit(breaks, tmp_path, monkeypatch):
    app, pilot = breaks
    await pilot.press("b")
    await wait_idle(app, pilot)
    view = app.main_query("#breaks")
    table = view.table
    assert table.row_count == 2  # two distinct breaks ...
    rows = [[str(c) for c in table.get_row_at(i)] for i in range(2)]
    assert [r[0] for r in rows] == ["2", "2"]  # ... each hit twice
    assert rows[0][1] == "GB0170" and "Data-dependent branching" in rows[0][2]
    assert rows[1][1] == "GB0059" and "scenarios.py:90" in rows[1][3]
    text = doc_text(view.view)
    # the log's own hints first, verbatim; the registry's text only where it adds something
    assert "Use `torch.cond` to express dynamic control flow." in text
    assert text.index("Hints (from the log)") < text.index("Explanation (from the log)")
    assert "if y.sum() > 0:" in text  # the user's line, inline (read from the file here)
    assert "2× in 2 compiles" in text
    # e: the user source line, found here (the trace names /home/dev/pt2tui/...)
    record = _fake_editor(tmp_path, monkeypatch)
    await pilot.press("e")
    await pilot.pause()
    assert record.read_text().split("\n") == ["+85", str(SAMPLES.parent / "scenarios.py")]
    # Enter: the compile
    await pilot.press("down", "enter")
    await wait_idle(app, pilot)
    assert app.view == "explorer" and selected(app) == "[1/0]"


async def test_graph_breaks_without_torch_use_the_logs_text(breaks, monkeypatch):
    app, pilot = breaks
    monkeypatch.setenv("PT2TUI_GB_REGISTRY", "/nonexistent/graph_break_registry.json")
    load_registry.cache_clear()
    try:
        assert not load_registry()
        await pilot.press("b", "down", "up")  # the detail is made when a row is highlighted
        await wait_idle(app, pilot)
        text = doc_text(app.main_query("#breaks").view)
        assert "Explanation (from the log)" in text and "Hints (from the log)" in text
        assert "Detected data-dependent branching" in text
    finally:
        monkeypatch.delenv("PT2TUI_GB_REGISTRY")
        load_registry.cache_clear()


# -- provenance ------------------------------------------------------------------------------
async def test_provenance_kernel_nodes_source_and_back(breaks):
    app, pilot = breaks
    assert selected(app) == "[0/0]"
    await pilot.press("K")
    await wait_idle(app, pilot)
    assert app.view == "provenance"
    pv = app.main_query("#provenance")
    kernels = [k.kernel for k in pv.prov.kernels]
    fused = "cpp_fused_gt_relu_sum_threshold_backward_0"
    pv.table.move_cursor(row=kernels.index(fused))
    await wait_idle(app, pilot)
    text = doc_text(pv.view)
    assert "relu, le, sum_1, gt" in text  # post-grad nodes
    assert "y, sum_1, gt" in text  # pre-grad nodes
    assert "sample_traces/scenarios.py:85 in forward" in text and "if y.sum() > 0:" in text
    # back: Enter on the source line -> the kernels of scenarios.py:85
    pv.view.focus()
    pv.view.move_cursor(line_index(pv.view, "scenarios.py:85"))
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert pv.mode == "lines"
    text = doc_text(pv.view)
    assert "if y.sum() > 0:" in text and fused in text
    # and forth again: Enter on the kernel
    pv.view.focus()
    pv.view.move_cursor(line_index(pv.view, fused))
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert pv.mode == "kernels" and pv.kernel is not None and pv.kernel.kernel == fused
    # L switches by hand; scenarios.py:83 is computed by every kernel of [0/0]
    await pilot.press("L")
    await wait_idle(app, pilot)
    assert pv.mode == "lines"
    line83 = next(i for i, s in enumerate(pv.lines) if s.line == 83)
    pv.table.move_cursor(row=line83)
    await wait_idle(app, pilot)
    assert all(k in doc_text(pv.view) for k in kernels)
    # a kernel's output code
    await pilot.press("L")
    pv.table.move_cursor(row=kernels.index(fused))
    pv.table.focus()
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert app.view == "explorer" and app.detail.active_tab == "code"
    code = app.detail.current_view()
    assert code.doc.plain[code.cursor].startswith(f"{fused} = async_compile.")


async def test_code_tab_kernel_line_jumps_to_its_provenance(breaks):
    app, pilot = breaks
    await pilot.press("6")
    await wait_idle(app, pilot)
    code = app.detail.current_view()
    call = line_index(code, "cpp_fused_gt_relu_sum_threshold_backward_0(buf")
    code.focus()
    code.move_cursor(call)
    await pilot.press("K")
    await wait_idle(app, pilot)
    pv = app.main_query("#provenance")
    assert (
        app.view == "provenance"
        and pv.kernel.kernel == "cpp_fused_gt_relu_sum_threshold_backward_0"
    )
    # a line inside a kernel's C++ source
    await pilot.press("c", "6")
    await wait_idle(app, pilot)
    code = app.detail.current_view()
    code.move_cursor(
        line_index(code, "cpp_fused_gt_relu_sum_threshold_backward_0 = async_compile") + 5
    )
    await pilot.press("K")
    await wait_idle(app, pilot)
    assert pv.kernel.kernel == "cpp_fused_gt_relu_sum_threshold_backward_0"


# -- a device-side assert / NaN assert lands on its kernel -----------------------------------
async def test_gpu_device_assert_lands_on_the_device_assert_line():
    app, pilot, ctx = await open_app(gpu_sample("oob_gather"))
    try:
        await pilot.press("f")
        await wait_idle(app, pilot)
        fv = app.main_query("#failures")
        row = next(
            i for i, r in enumerate(fv.rows) if "device-side" in str(fv.table.get_row_at(i)[1])
        )
        assert "triton_per_fused_index_mul_sum_0" in str(fv.table.get_row_at(row)[3])
        fv.table.move_cursor(row=row)
        await wait_idle(app, pilot)
        assert "tl.device_assert" in doc_text(fv.view)
        fv.table.focus()
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer" and selected(app) == "[0/0]"
        assert app.detail.active_tab == "code"
        code = app.detail.current_view()
        line = code.doc.plain[code.cursor]
        assert line.strip().startswith("tl.device_assert(") and "index out of bounds" in line
        assert code.cursor == 86
        # the log line of the assert goes there too
        await pilot.press("l")
        await wait_idle(app, pilot)
        log = app.main_query("#log").view
        log.focus()
        log.move_cursor(line_index(log, "Assertion `index out of bounds"))
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer" and app.detail.active_tab == "code"
        assert app.detail.current_view().cursor == 86
    finally:
        await ctx.__aexit__(None, None, None)


async def test_gpu_nan_assert_lands_on_the_assert_in_output_code():
    app, pilot, ctx = await open_app(gpu_sample("nan_producer-nan-asserts"))
    try:
        await pilot.press("f")
        await wait_idle(app, pilot)
        fv = app.main_query("#failures")
        assert "triton_poi_fused_exp_log_mul_sub_0" in str(fv.table.get_row_at(0)[3])
        fv.table.focus()
        await pilot.press("enter")
        await wait_idle(app, pilot)
        code = app.detail.current_view()
        assert app.detail.active_tab == "code" and code.cursor == 113
        assert "assert not buf0.isnan().any().item()" in code.doc.plain[113]
    finally:
        await ctx.__aexit__(None, None, None)


# -- keys, palette, help, hostile text -------------------------------------------------------
async def test_insight_keys_in_help_palette_and_remappable(_isolated_config):
    conf = _isolated_config / "pt2tui"
    conf.mkdir()
    (conf / "keys.toml").write_text('[keys]\nview_time = "T"\n"prov.mode" = "M"\n')
    app, pilot, ctx = await open_app(sample(BREAKS))
    try:
        await pilot.press("t")
        assert app.view == "explorer"
        await pilot.press("T")
        await wait_idle(app, pilot)
        assert app.view == "time"
        assert "T Time" in "\n".join(screen_text(app))
        await pilot.press("question_mark")
        await pilot.pause()
        assert isinstance(app.screen, HelpScreen)
        text = doc_text(app.screen.query_one(TextView))
        for needle in ("view_time", "view_cache", "view_provenance", "view_ranks", "failed_guard",
                       "export_perfetto", "bundle", "Insight views"):  # fmt: skip
            assert needle in text
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"caches (FX")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "cache"
        app.action_provenance()
        await wait_idle(app, pilot)
        pv = app.main_query("#provenance")
        await pilot.press("M")
        await wait_idle(app, pilot)
        assert pv.mode == "lines"
    finally:
        await ctx.__aexit__(None, None, None)


async def test_hostile_text_is_literal_in_insight_views():
    app, pilot, ctx = await open_app(str(HOSTILE), size=(140, 36))
    try:
        for key in ("b", "r", "f", "t", "h", "K", "d", "c"):
            await pilot.press(key)
            await wait_idle(app, pilot)
            for seg in screen_segments(app):
                assert "\x1b" not in seg and "\x07" not in seg and "\u202e" not in seg, (
                    key,
                    repr(seg),
                )
        await pilot.press("b")
        await wait_idle(app, pilot)
        assert "[bold red]x[/]" in "\n".join(screen_text(app))
    finally:
        await ctx.__aexit__(None, None, None)
