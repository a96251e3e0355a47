"""Functional tests of the explorer, driven with Textual's Pilot (headless)."""

from __future__ import annotations

import os
import stat
import sys

import pytest
from conftest import REPO, SAMPLES, sample, screen_text, wait_for, wait_idle
from conftest import open_app as _open_app
from insight_helpers import selected

from pt2tui.tui.app import PT2App
from pt2tui.tui.screens.dialogs import Confirm, PathPrompt
from pt2tui.tui.screens.help import HelpScreen
from pt2tui.tui.widgets.search import RunSearchScreen
from pt2tui.tui.widgets.textview import TextView

BREAKS = "breaks_and_recompiles"


async def open_app(path: str, size=(100, 32)):
    return await _open_app(path, size)  # these tests look at the explorer at 100x32


@pytest.fixture
async def breaks():
    app, pilot, ctx = await open_app(sample(BREAKS))
    yield app, pilot
    await ctx.__aexit__(None, None, None)


async def test_tree_lists_compiles_and_selection_moves(breaks):
    app, pilot = breaks
    run = app.run_model
    assert len(run.compiles) == 10
    text = "\n".join(screen_text(app))
    for cid in ("[0/0]", "[0/1]", "[1/0_1]", "[3/1]"):
        assert cid in text
    assert "compiles 8 (10 attempts)" in text and "breaks 4" in text and "recompiles 4" in text
    assert selected(app) == "[0/0]"
    assert app.detail.pane("overview").view.doc.lines[0].plain.startswith("[0/0]")
    await pilot.press("down")
    await wait_idle(app, pilot)
    assert selected(app) == "[0/1]"
    overview = "\n".join(app.detail.pane("overview").view.doc.plain)
    assert "[0/1]" in overview and "Recompile reasons" in overview and "size mismatch" in overview
    await pilot.press("up", "up")  # onto the frame: the overview lists its compiles
    await wait_idle(app, pilot)
    assert app.tree.selected_data[0] == "frame"
    assert "Compiles (Enter opens one)" in "\n".join(app.detail.pane("overview").view.doc.plain)


async def test_tabs_show_graphs_and_code(breaks):
    app, pilot = breaks
    await pilot.press("2")
    await wait_idle(app, pilot)
    assert app.detail.active_tab == "dynamo"
    view = app.detail.current_view()
    assert view.doc.name == "dynamo_output_graph"
    assert any("class GraphModule" in ln for ln in view.visible_text())
    await pilot.press("right_square_bracket")  # next tab: AOT, forward graph first
    await wait_idle(app, pilot)
    assert app.detail.active_tab == "aot"
    assert app.detail.current_artifact().name == "aot_forward_graph"
    await pilot.press("full_stop")  # next variant
    await wait_idle(app, pilot)
    assert app.detail.current_artifact().name != "aot_forward_graph"
    await pilot.press("6")  # output code, highlighted
    await wait_idle(app, pilot)
    view = app.detail.current_view()
    assert app.detail.current_artifact().category == "output_code"
    assert any("AOT ID" in ln for ln in view.visible_text())
    assert any(t.spans for t in view.doc.lines[:20]), "output code is not highlighted"
    await pilot.press("5")  # Inductor IR from the torch_compile_debug dir
    await wait_idle(app, pilot)
    assert app.detail.current_artifact().name in ("ir_pre_fusion", "ir_post_fusion")
    await pilot.press("9")  # raw records: the artifacts list
    await wait_idle(app, pilot)
    assert app.detail.pane("raw").items


async def test_empty_tab_says_why(breaks):
    app, pilot = breaks
    await pilot.press("down", "down", "down")  # [0/1], frame 1, [1/0]
    await wait_idle(app, pilot)
    assert selected(app) == "[1/0]"
    await pilot.press("2")
    await wait_idle(app, pilot)
    view = app.detail.current_view()
    assert view.doc.message
    text = " ".join(view.doc.plain)
    assert "no dynamo_output_graph" in text and "restarted" in text and "[1/0_1]" in text


async def test_pane_search_n_and_N(breaks):
    app, pilot = breaks
    await pilot.press("2")
    await wait_idle(app, pilot)
    view = app.detail.current_view()
    await pilot.press("slash")
    assert app.main_query("#searchbar").is_open
    await pilot.press(*"l_x_")
    await pilot.press("enter")
    await pilot.pause()
    assert not app.main_query("#searchbar").is_open
    assert len(view.matches) >= 2
    first = view.current_match
    assert first == 0
    assert "l_x_" in view.doc.plain[view.cursor].lower()  # smart case: lower query matches L_x_ too
    await pilot.press("n")
    assert view.current_match == 1
    await pilot.press("N")
    assert view.current_match == 0
    await pilot.press("N")  # wraps around to the last match
    assert view.current_match == len(view.matches) - 1
    # the match is highlighted on screen
    assert any(
        s.style and s.style.bgcolor
        for y in range(5)
        for s in view.render_line(y)
        if "l_x_" in s.text.lower()
    )


async def test_graph_break_view_enter_jumps_to_compile(breaks):
    app, pilot = breaks
    await pilot.press("b")
    await wait_idle(app, pilot)
    assert app.view == "breaks"
    text = "\n".join(screen_text(app))
    assert "GB0170" in text and "Data-dependent branching" in text
    await pilot.press("down", "enter")  # second group: the print() break, first seen in [1/0]
    await wait_idle(app, pilot)
    assert app.view == "explorer"
    assert selected(app) == "[1/0]"
    assert "Graph breaks (1)" in "\n".join(app.detail.pane("overview").view.doc.plain)


async def test_recompiles_and_log_views(breaks):
    app, pilot = breaks
    await pilot.press("r")
    await wait_idle(app, pilot)
    assert "[0/1]" in "\n".join(screen_text(app))
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert selected(app) == "[0/1]"
    await pilot.press("l")
    await wait_idle(app, pilot)
    log = app.main_query("#log")
    total = len(log.view.doc.lines)
    await pilot.press("tab")  # to the filter box
    log.query_one("#log-filter").value = "art:graph_breaks"
    await wait_idle(app, pilot)
    assert 0 < len(log.view.doc.lines) < total
    assert "graph_breaks" in log.view.doc.plain[0]
    log.view.focus()
    await pilot.press("enter")  # a graph_breaks message names its compile
    await wait_idle(app, pilot)
    assert app.view == "explorer" and selected(app) == "[0/0]"


async def test_help_screen(breaks):
    app, pilot = breaks
    await pilot.press("question_mark")
    await pilot.pause()
    assert isinstance(app.screen, HelpScreen)
    text = "\n".join(app.screen.query_one(TextView).doc.plain)
    for needle in ("search_run", "Find in run", "keys.toml", "Tree legend", "view_breaks"):
        assert needle in text
    await pilot.press("slash", *"legend", "enter")  # search works in help too
    view = app.screen.query_one(TextView)
    assert view.query == "legend" and view.matches
    assert "legend" in view.doc.plain[view.cursor].lower()
    await pilot.press("escape")
    await pilot.pause()
    assert not isinstance(app.screen, HelpScreen)


async def test_keymap_from_keys_toml(_isolated_config, monkeypatch):
    conf = _isolated_config / "pt2tui"
    conf.mkdir()
    (conf / "keys.toml").write_text('[keys]\nsearch = "ctrl+f"\nview_breaks = "B"\nnope = "x"\n')
    said: list[str] = []
    say = PT2App.say
    monkeypatch.setattr(PT2App, "say", lambda self, m, *a, **k: (said.append(m), say(self, m, *a, **k)))
    app, pilot, ctx = await open_app(sample(BREAKS))
    try:
        await pilot.press("slash")  # no longer bound
        assert not app.main_query("#searchbar").is_open
        await pilot.press("ctrl+f")
        assert app.main_query("#searchbar").is_open
        await pilot.press("escape")
        await pilot.press("b")
        assert app.view == "explorer"
        await pilot.press("B")
        assert app.view == "breaks"
        assert "B Breaks" in "\n".join(screen_text(app))  # the view bar shows the new key
        # B was the bundle's: said, not taken silently
        assert any("view_breaks = 'B' takes B from bundle" in m for m in said), said
        await pilot.press("question_mark")
        await pilot.pause()
        head = app.screen.query_one(TextView).doc.plain[0]
        assert "^f searches this page" in head and "/ searches" not in head, head
    finally:
        await ctx.__aexit__(None, None, None)


async def test_copy_save_edit(breaks, tmp_path, monkeypatch):
    app, pilot = breaks
    await pilot.press("2")
    await wait_idle(app, pilot)
    view = app.detail.current_view()
    await pilot.press("y")
    assert app.clipboard == view.doc.raw and "class GraphModule" in app.clipboard
    # a line selection
    view.focus()
    await pilot.press("down", "v", "down", "y")
    assert app.clipboard == "\n".join(view.doc.raw.split("\n")[1:3])
    await pilot.press("escape")  # clears the selection

    monkeypatch.chdir(tmp_path)
    await pilot.press("s")
    await pilot.pause()
    assert isinstance(app.screen, PathPrompt)
    assert app.screen.query_one("Input").value == "./0-0_dynamo_output_graph.txt"
    await pilot.press("enter")
    await pilot.pause()
    saved = tmp_path / "0-0_dynamo_output_graph.txt"
    assert saved.read_text() == view.doc.raw
    saved.write_text("mine")
    await pilot.press("s")
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    assert isinstance(app.screen, Confirm)
    await pilot.press("n")
    await pilot.pause()
    assert saved.read_text() == "mine"  # never overwritten without asking
    await pilot.press("s", "enter")
    await pilot.pause()
    await pilot.press("y")
    await pilot.pause()
    assert saved.read_text() == view.doc.raw

    # e: the artifact goes to a temp file, opened at the cursor line
    record = tmp_path / "editor-args.txt"
    editor = tmp_path / "fake-editor"
    editor.write_text(
        f"#!{sys.executable}\nimport sys, shutil\nopen({str(record)!r}, 'w').write('\\n'.join(sys.argv[1:]))\nshutil.copy(sys.argv[-1], {str(tmp_path / 'edited')!r})\n"
    )
    editor.chmod(editor.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("EDITOR", str(editor))
    view.focus()
    view.move_cursor(2)
    await pilot.press("e")
    await pilot.pause()
    args = record.read_text().split("\n")
    assert args[0] == "+3"
    assert (tmp_path / "edited").read_text() == view.doc.raw
    os.unlink(args[1])


async def test_run_wide_search_jumps_to_artifact_line(breaks):
    app, pilot = breaks
    await pilot.press("F")
    await pilot.pause()
    assert isinstance(app.screen, RunSearchScreen)
    await pilot.press(*"scaled", "enter")
    await wait_idle(app, pilot)
    screen = app.screen
    assert isinstance(screen, RunSearchScreen)
    hits = screen.hits
    assert hits and any(h.artifact is not None for h in hits)
    assert {str(h.compile_key[1]) for h in hits if h.compile_key} >= {"[3/0]", "[3/1]"}
    i = next(
        i
        for i, h in enumerate(hits)
        if h.artifact is not None and h.artifact.name == "dynamo_output_graph"
    )
    ol = screen.query_one("OptionList")
    ol.focus()
    ol.highlighted = i
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert not isinstance(app.screen, RunSearchScreen)
    hit = hits[i]
    assert selected(app) == str(hit.compile_key[1])
    assert app.detail.active_tab == "dynamo"
    view = app.detail.current_view()
    assert view.cursor == hit.line
    assert "scaled" in view.doc.plain[view.cursor].lower()


async def test_command_palette_jumps_to_compile(breaks):
    app, pilot = breaks
    await pilot.press("ctrl+p")
    await pilot.pause()
    await pilot.press(*"[3/1] scaled")
    await pilot.pause(0.5)
    await pilot.press("enter")
    await wait_idle(app, pilot)
    assert selected(app) == "[3/1]"


async def test_resize_survives(breaks):
    app, pilot = breaks
    for size in ((80, 24), (200, 60), (60, 16), (120, 40)):
        await pilot.resize_terminal(*size)
        await pilot.pause()
        assert "[0/0]" in "\n".join(screen_text(app))


async def test_failed_compile_shows_failure():
    app, pilot, ctx = await open_app(sample("compile_error"))
    try:
        run = app.run_model
        assert run.failures
        text = "\n".join(screen_text(app))
        assert "failures 1" in text or f"failures {len(run.failures)}" in text
        await pilot.press("f")
        await wait_idle(app, pilot)
        assert "BackendCompilerFailed" in "\n".join(screen_text(app)) or "Error" in "\n".join(
            screen_text(app)
        )
    finally:
        await ctx.__aexit__(None, None, None)


async def test_progressive_indexing_shows_compiles_before_done(tmp_path, monkeypatch):
    from pt2tui.tui.parts import indexer

    # snapshots as often as the indexer allows (the pacing is for big runs: with it, a 12 MB
    # trace read while another test loads the machine may show its first snapshot only at the end)
    monkeypatch.setattr(indexer, "SNAPSHOT_EVERY_S", 0.05)
    monkeypatch.setattr(indexer, "PACE", 1)
    src = (
        next((SAMPLES / BREAKS / "trace").glob("*"), None) if (SAMPLES / BREAKS).exists() else None
    )
    if src is None:
        pytest.skip("no sample trace")
    data = src.read_bytes()
    big = tmp_path / "trace"
    big.mkdir()
    with open(big / "big_trace.log", "wb") as f:
        for _ in range(max(3, (12 << 20) // len(data))):
            f.write(data)
    app = PT2App(str(big))
    seen: list[tuple[int, bool]] = []
    orig = app.apply_run

    def spy(run, progress, *, final=False):
        seen.append((len(run.compiles), final))
        return orig(run, progress, final=final)

    app.apply_run = spy  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_idle(app, pilot, timeout=60)
        # a file written just now is finished after the quiet period (follow_policy): then final
        await wait_for(pilot, lambda: bool(seen) and seen[-1][1], what="the final snapshot")
        assert seen[-1][1] is True, seen[-5:]
        assert any(n > 0 and not final for n, final in seen), seen
        assert selected(app) == "[0/0]"


async def test_ranks_appear_when_more_than_one(breaks):
    import dataclasses

    app, pilot = breaks
    run = app.run_model
    compiles = tuple(dataclasses.replace(c, rank=r) for r in (0, 1) for c in run.compiles)
    app.apply_run(dataclasses.replace(run, compiles=compiles, ranks=(0, 1)), 1.0, final=True)
    await wait_idle(app, pilot)
    labels = [str(n.label) for n in app.tree.root.children]
    assert labels[0].startswith("rank 0") and labels[1].startswith("rank 1")
    assert app.tree.selected_data == ("compile", (0, run.compiles[0].id, run.compiles[0].process))
    assert "rank 0" in "\n".join(screen_text(app))


def _fake_editor(tmp_path, monkeypatch):
    record = tmp_path / "editor-args.txt"
    editor = tmp_path / "fake-editor"
    editor.write_text(
        f"#!{sys.executable}\nimport sys\nopen({str(record)!r}, 'w').write('\\n'.join(sys.argv[1:]))\n"
    )
    editor.chmod(editor.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("EDITOR", str(editor))
    return record


async def test_edit_opens_a_stack_frame_source_line(breaks, tmp_path, monkeypatch):
    import dataclasses

    from pt2tui.core.model import Frame

    app, pilot = breaks
    src = tmp_path / "user_model.py"
    src.write_text("import torch\n\ndef f(x):\n    return x.sin()\n")
    run = app.run_model
    gone_file = "/nowhere/else/no_such_model_here.py"  # recorded elsewhere, not re-rootable
    c0 = dataclasses.replace(
        run.compiles[0],
        stack=(Frame(gone_file, 7, "g"), Frame(str(src), 3, "<module>"), Frame(str(src), 4, "f")),
    )
    app.apply_run(dataclasses.replace(run, compiles=(c0,) + run.compiles[1:]), 1.0, final=True)
    await wait_idle(app, pilot)
    record = _fake_editor(tmp_path, monkeypatch)
    view = app.detail.pane("overview").view
    line = next(i for i, ref in view.doc.refs.items() if ref == (str(src), 4))
    view.focus()
    view.move_cursor(line)
    await pilot.press("e")
    await pilot.pause()
    assert record.read_text().split("\n") == ["+4", str(src)]
    # a frame whose file is not here: says so instead of opening an empty buffer
    record.unlink()
    # (the sample's own /home/dev/pt2tui/... frames are re-rooted to this checkout: found)
    gone = next(i for i, ref in view.doc.refs.items() if ref[0] == gone_file)
    view.move_cursor(gone)
    await pilot.press("e")
    await pilot.pause()
    assert not record.exists()
    # a frame recorded on the machine that made the sample opens this checkout's file
    recorded = [(i, ref) for i, ref in view.doc.refs.items() if ref[0].startswith("/home/dev/pt2tui/")]
    assert recorded
    view.move_cursor(recorded[0][0])
    await pilot.press("e")
    await pilot.pause()
    got = record.read_text().split("\n")[1]
    assert got == str(REPO / recorded[0][1][0][len("/home/dev/pt2tui/"):])


async def test_debug_dir_alone_shows_its_artifacts():
    path = os.path.join(sample(BREAKS), "torch_compile_debug")
    app, pilot, ctx = await open_app(path)
    try:
        assert not app.run_model.compiles and app.run_model.run_artifacts
        assert app.tree.selected_data == ("run_artifacts",)
        await pilot.press("5")
        await wait_idle(app, pilot)
        assert app.detail.current_artifact().name in ("ir_pre_fusion", "ir_post_fusion")
        assert not app.detail.current_view().doc.message
    finally:
        await ctx.__aexit__(None, None, None)


async def test_log_alone_opens_the_log_view():
    path = os.path.join(sample(BREAKS), "stderr.txt")
    app, pilot, ctx = await open_app(path)
    try:
        assert app.view == "log"
        assert len(app.main_query("#log").view.doc.lines) > 10
    finally:
        await ctx.__aexit__(None, None, None)


async def test_bad_path_says_why(tmp_path):
    app, pilot, ctx = await open_app(str(tmp_path / "nope"))
    try:
        assert app.load_error and "no such file" in app.load_error
        assert "no such file" in "\n".join(screen_text(app))
    finally:
        await ctx.__aexit__(None, None, None)


async def test_keys_typed_ahead_of_the_search_box_closing_go_to_the_pane(breaks):
    """Over SSH "/sum<Enter>nn" can arrive in one read: n must move between matches, not
    end up in the search text."""
    from textual import events

    app, pilot = breaks
    await pilot.press("2")
    await wait_idle(app, pilot)
    view = app.detail.current_view()
    for ch in ["slash", "s", "u", "m", "enter", "n", "n"]:
        char = {"slash": "/", "enter": "\r"}.get(ch, ch)
        app.post_message(events.Key(ch, char))
    await wait_idle(app, pilot)
    assert view.query == "sum"
    assert len(view.matches) >= 3 and view.current_match == 2
    assert app.focused is view


async def test_the_status_line_and_help_say_the_pure_python_parser(monkeypatch):
    """The C scanner not built: the status line says the pure-Python parser runs, help says why."""
    from pt2tui.core.parse import native

    monkeypatch.setattr(native, "scan", None)  # as where it was not built
    monkeypatch.setattr(native, "_reason", native.NOT_BUILT)
    app, pilot, ctx = await open_app(sample(BREAKS))
    try:
        assert "pure Python parser" in "\n".join(screen_text(app))
        await pilot.press("question_mark")
        await pilot.pause()
        text = "\n".join(app.screen.query_one(TextView).doc.plain)
        assert "parser: pure Python: the C scanner (pt2tui/core/parse/_scan.c) is not built" in text
    finally:
        await ctx.__aexit__(None, None, None)
