"""The insight views, driven with Pilot: why it recompiled (failed guard, verdict, guard diff),
distinct graph breaks with the registry's explanation, kernel provenance both ways, a
device-side assert landing on its kernel, compile time, Perfetto export, caches, ranks side
by side on a real 2-rank run, and the bug bundle.

(Named test_insight_views.py: tests/test_insights.py already holds the core's insight tests,
and two test modules of one basename cannot be collected together without __init__.py.)
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import HOSTILE, REPO, SAMPLES, sample, screen_segments, screen_text, wait_idle

from pt2tui.core.gbregistry import load_registry
from pt2tui.core.model import CacheEvent
from pt2tui.tui.app import PT2App
from pt2tui.tui.dialogs import Confirm, PathPrompt
from pt2tui.tui.help import HelpScreen
from pt2tui.tui.textview import TextView

BREAKS = "breaks_and_recompiles"
GPU = REPO / "sample_traces" / "gpu-h100"


def gpu_sample(suffix: str) -> str:
    found = sorted(GPU.glob(f"*-{suffix}"))
    if not found:
        pytest.skip(f"no sample_traces/gpu-h100/*-{suffix}")
    return str(found[0])


def _select(app, cid: str) -> None:
    app.tree.select_compile(next(c.key for c in app.run_model.compiles if str(c.id) == cid))


def selected(app) -> str | None:
    data = app.tree.selected_data
    return str(data[1][1]) if data and data[0] == "compile" else None


async def open_app(path: str, size=(120, 40)):
    app = PT2App(path)
    ctx = app.run_test(size=size)
    pilot = await ctx.__aenter__()
    await wait_idle(app, pilot)
    return app, pilot, ctx


@pytest.fixture
async def breaks():
    app, pilot, ctx = await open_app(sample(BREAKS))
    yield app, pilot
    await ctx.__aexit__(None, None, None)


def doc_text(view: TextView) -> str:
    return "\n".join(view.doc.plain)


def line_index(view: TextView, needle: str, start: int = 0) -> int:
    return next(i for i, p in enumerate(view.doc.plain) if i >= start and needle in p)


def styled(view: TextView, i: int, style: str) -> bool:
    t = view.doc.lines[i]
    return style in str(t.style) or any(style in str(sp.style) for sp in t.spans)


async def goto_row(app, pilot, view_id: str, needle: str) -> None:
    """Put the cursor of a table view on the row whose first cells hold ``needle``."""
    table = app.main_query(f"#{view_id}").table
    for i in range(table.row_count):
        if needle in " ".join(str(c) for c in table.get_row_at(i)[:2]):
            table.move_cursor(row=i)
            await wait_idle(app, pilot)
            return
    raise AssertionError(f"no row {needle!r} in {view_id}")


def _fake_editor(tmp_path, monkeypatch) -> Path:
    record = tmp_path / "editor-args.txt"
    editor = tmp_path / "fake-editor"
    editor.write_text(
        f"#!{sys.executable}\nimport sys\nopen({str(record)!r}, 'w').write('\\n'.join(sys.argv[1:]))\n"
    )
    editor.chmod(editor.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("EDITOR", str(editor))
    return record


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
    frame = app.tree.node_for(("frame", None, (None, 3)))
    assert "⟳1 scale: float varies" in str(frame.label)
    await pilot.press("c")
    app.tree.select_data(("frame", None, (None, 3)))
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
    assert "tensor 'x' changes shape between calls" in text and "mark_dynamic" in text
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
    if load_registry():
        assert "Explanation (torch's graph break registry, GB0170)" in text
        assert "Use `torch.cond` to express dynamic control flow." in text
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


# -- compile time ----------------------------------------------------------------------------
async def test_compile_time_phases_and_spans(breaks):
    app, pilot = breaks
    await pilot.press("t")
    await wait_idle(app, pilot)
    tv = app.main_query("#time")
    text = doc_text(tv.view)
    for phase in ("dynamo", "aot autograd", "inductor", "inductor code gen"):
        assert f"  {phase} " in text
    assert "34.54 s" in text  # the run's dynamo time
    assert "1299 events" in text
    tree = tv.spans
    groups = tree.root.children
    assert str(groups[0].label).startswith("[0/0] forward")
    labels = []

    def walk(n):
        for ch in n.children:
            labels.append(str(ch.label))
            walk(ch)

    walk(groups[0])
    assert any(lb.startswith("entire_frame_compile  22.58 s  self 11.2 ms") for lb in labels)
    # children biggest first
    first = groups[0].children
    assert first[0].data[1].dur_us >= first[-1].data[1].dur_us
    # Enter on a compile line opens it
    tv.view.focus()
    tv.view.move_cursor(line_index(tv.view, "[3/1]"))
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert app.view == "explorer" and selected(app) == "[3/1]"
    assert "Compile time" in doc_text(app.detail.pane("overview").view)


async def test_perfetto_export_is_valid_json_and_never_overwrites(breaks, tmp_path):
    app, pilot = breaks
    out = tmp_path / "trace.json"
    await pilot.press("P")
    await pilot.pause()
    assert isinstance(app.screen, PathPrompt)
    app.screen.query_one("Input").value = str(out)
    await pilot.press("enter")
    await wait_idle(app, pilot)
    data = json.loads(out.read_text())
    assert len(data["traceEvents"]) == len(app.run_model.chromium_events) == 1299
    assert {"ph", "ts", "name"} <= set(data["traceEvents"][0])
    out.write_text("mine")
    await pilot.press("P")
    await pilot.pause()
    app.screen.query_one("Input").value = str(out)
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, Confirm)
    await pilot.press("n")
    await wait_idle(app, pilot)
    assert out.read_text() == "mine"


# -- caches ----------------------------------------------------------------------------------
async def test_cache_table(breaks):
    app, pilot = breaks
    await pilot.press("h")
    await wait_idle(app, pilot)
    cv = app.main_query("#cache")
    rows = {
        str(r[0]): [str(c) for c in r]
        for r in (cv.table.get_row_at(i) for i in range(cv.table.row_count))
    }
    assert rows["[0/0]"][2:4] == ["miss ×2", "miss"]
    assert rows["[1/0]"][2:4] == ["-", "-"]  # restarted before compiling
    assert rows["all"][2:4] == ["miss 14", "miss 8"]
    assert "fx_graph          hit 0    miss 14   bypass 0" in doc_text(cv.view)
    # a bypass, with its reason
    run = app.run_model
    c = dataclasses.replace(run.compiles[0], cache=(CacheEvent("fx_graph", "bypass", "Unpickleable [bold]x"),
                                                     CacheEvent("aotautograd", "hit")))  # fmt: skip
    app.apply_run(dataclasses.replace(run, compiles=(c,) + run.compiles[1:]), 1.0, final=True)
    await wait_idle(app, pilot)
    row = [str(x) for x in cv.table.get_row_at(0)]
    assert row[2:4] == ["bypass", "hit"] and row[5] == "Unpickleable [bold]x"
    cv.table.move_cursor(row=0)
    await wait_idle(app, pilot)
    assert "Bypass reasons" in doc_text(cv.view)
    await pilot.press("c")
    app.tree.select_compile(c.key)
    await wait_idle(app, pilot)
    assert "fx_graph bypass: Unpickleable [bold]x" in doc_text(app.detail.pane("overview").view)


# -- ranks -----------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def two_ranks(tmp_path_factory) -> Path:
    """A 2-rank torchrun run whose rank 1 takes an extra data-dependent branch."""
    torchrun = Path(sys.executable).with_name("torchrun")
    if not torchrun.exists():
        pytest.skip("torchrun is not installed here")
    tmp = tmp_path_factory.mktemp("ddp")
    prog = REPO / "sample_traces" / "programs" / "ddp_compile.py"
    r = subprocess.run(
        [sys.executable, "-m", "pt2tui", "run", "--no-tui", "--", str(torchrun),
         "--nproc-per-node=2", str(prog), "--backend", "aot_eager"],
        cwd=tmp, capture_output=True, text=True, timeout=400,
        # at the lowest priority: the tests on the other xdist worker keep their CPU (some
        # of them time how a followed trace grows)
        preexec_fn=lambda: os.nice(19),
    )  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    return tmp / r.stdout.splitlines()[0].split("run dir ", 1)[1]


@pytest.mark.slow
async def test_ranks_view_on_a_diverging_two_rank_run(two_ranks):
    app, pilot, ctx = await open_app(str(two_ranks))
    try:
        assert "d Ranks 2" in "\n".join(screen_text(app))
        await pilot.press("d")
        await wait_idle(app, pilot)
        rv = app.main_query("#ranks")
        differs = {a for a, d, _ in rv.aspects if d}
        assert {"compile ids", "graph breaks", "recompiles"} <= differs
        rv.aspects_table.move_cursor(row=[a for a, *_ in rv.aspects].index("graph breaks"))
        await wait_idle(app, pilot)
        assert rv.aspect == "graph breaks"
        i = next(
            i for i, r in enumerate(rv.grid_rows) if r.label.startswith("Data-dependent branching")
        )
        row = rv.grid_rows[i]
        assert row.differs and row.cells[0].text == "—" and row.cells[1].text == "[4/0] [4/1]"
        assert "ddp_compile.py:25" in row.label
        text = "\n".join(screen_text(app))
        assert "rank 0" in text and "rank 1" in text and "Data-dependent branching" in text
        rv.grid.focus()
        rv.grid.move_cursor(row=i, column=3)  # rank 1's cell
        await pilot.press("enter")
        await wait_idle(app, pilot)
        assert app.view == "explorer"
        assert app.tree.selected_data[1][0] == 1 and selected(app) == "[4/0]"
        assert "Graph breaks (1)" in doc_text(app.detail.pane("overview").view)
    finally:
        await ctx.__aexit__(None, None, None)


@pytest.mark.slow
async def test_compile_time_spans_of_two_ranks_are_apart(two_ranks):
    """Both ranks compile [0/0]: the span tree has a group per rank, each with its compile."""
    app, pilot, ctx = await open_app(str(two_ranks))
    try:
        await pilot.press("t")
        tree = app.main_query("#time").spans
        for _ in range(200):
            await wait_idle(app, pilot)
            if tree.root.children:
                break
        labels = [str(g.label) for g in tree.root.children]
        assert any(lb.startswith("rank 0  [0/0] ") for lb in labels), labels
        assert any(lb.startswith("rank 1  [0/0] ") for lb in labels), labels
        g1 = next(g for g in tree.root.children if str(g.label).startswith("rank 1  [0/0] "))
        assert g1.data[1] == (1, app.run_model.compile("[0/0]", 1).id)
    finally:
        await ctx.__aexit__(None, None, None)


async def test_ranks_view_with_one_rank_says_so(breaks):
    app, pilot = breaks
    assert "Ranks" not in "\n".join(screen_text(app))  # not offered in the view bar
    await pilot.press("d")
    await wait_idle(app, pilot)
    assert "Only one rank in this run" in doc_text(app.main_query("#ranks").view)


# -- bug bundle ------------------------------------------------------------------------------
async def test_bundle_key_writes_both_files(tmp_path):
    rd = tmp_path / "compile_error"
    shutil.copytree(SAMPLES / "compile_error", rd)
    app, pilot, ctx = await open_app(str(rd))
    try:
        await pilot.press("B")
        await wait_idle(app, pilot)
        tar, md = app.last_bundle
        assert tar == str(tmp_path / "compile_error-bundle.tar.gz") and os.path.getsize(tar) > 0
        assert (
            md == str(tmp_path / "compile_error-bundle.md")
            and "## Versions" in Path(md).read_text()
        )
        await pilot.press("B")  # never overwrites: a second bundle gets -2
        await wait_idle(app, pilot)
        assert app.last_bundle[1].endswith("compile_error-bundle-2.md")
    finally:
        await ctx.__aexit__(None, None, None)


async def test_bundle_of_a_folder_without_run_json_asks_where(tmp_path):
    loose = tmp_path / "loose"
    shutil.copytree(Path(sample(BREAKS)) / "trace", loose)
    app, pilot, ctx = await open_app(str(loose))
    try:
        await pilot.press("B")
        await pilot.pause()
        assert isinstance(app.screen, PathPrompt)
        app.screen.query_one("Input").value = str(tmp_path / "out")
        await pilot.press("enter")
        await wait_idle(app, pilot)
        tar, md = app.last_bundle
        assert Path(tar).parent == tmp_path / "out" and Path(md).name == "loose-bundle.md"
        assert Path(tar).is_file()
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
