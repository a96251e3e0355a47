"""The explorer on real export / AOTInductor runs and crashes (Pilot, headless): the `aoti 1`
and `export 1` nodes, the C++ wrapper highlighted, the restart statuses in the tree, and a
crash's where/stack in the Failures view (Enter and `e` open the crashed line)."""

from __future__ import annotations

import dataclasses
import stat
import sys

from conftest import open_app as _open_app
from conftest import sample, screen_text, wait_idle
from insight_helpers import _select


async def open_app(path: str, size=(120, 40)):
    return await _open_app(path, size)


def _fake_editor(tmp_path, monkeypatch):
    record = tmp_path / "editor-args.txt"
    editor = tmp_path / "fake-editor"
    editor.write_text(
        f"#!{sys.executable}\nimport sys\nopen({str(record)!r}, 'w').write('\\n'.join(sys.argv[1:]))\n"
    )
    editor.chmod(editor.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("EDITOR", str(editor))
    return record


async def test_aoti_compile_has_its_node_code_and_ir():
    app, pilot, ctx = await open_app(sample("aoti_cpu"))
    try:
        text = "\n".join(screen_text(app))
        assert "AOTInductor" in text and "aoti 1" in text
        _select(app, "aoti 1")
        await wait_idle(app, pilot)
        await pilot.press("6")  # output code: the C++ wrapper, highlighted
        await wait_idle(app, pilot)
        art = app.detail.current_artifact()
        assert art.category == "output_code" and art.encoding == "cpp"
        view = app.detail.current_view()
        assert any("aoti_runtime" in ln or "#include" in ln for ln in view.visible_text())
        assert any(t.spans for t in view.doc.lines[:20]), "C++ is not highlighted"
        await pilot.press("5")  # IR from torchinductor/model___0.0/
        await wait_idle(app, pilot)
        assert app.detail.current_artifact().name in ("ir_pre_fusion", "ir_post_fusion")
        await pilot.press("7")  # no guards: says why
        await wait_idle(app, pilot)
        assert app.detail.active_tab == "guards"
        assert "outside Dynamo" in " ".join(app.detail.current_view().doc.plain)
    finally:
        await ctx.__aexit__(None, None, None)


async def test_export_failure_is_a_failed_export_node():
    app, pilot, ctx = await open_app(sample("export_specialized_dim"))
    try:
        text = "\n".join(screen_text(app))
        assert "torch.export" in text and "export 1" in text
        run = app.run_model
        [c] = run.compiles
        assert c.status == "failed" and "Constraints violated" in (c.fail_reason or "")
        await pilot.press("f")
        await wait_idle(app, pilot)
        assert "export 1" in "\n".join(screen_text(app))
    finally:
        await ctx.__aexit__(None, None, None)


async def test_restarts_in_the_tree():
    app, pilot, ctx = await open_app(sample("breaks_and_recompiles"))
    try:
        lines = screen_text(app)
        row = next(ln for ln in lines if "[1/0_1]" in ln)
        assert "↪" in row  # ok after restart
        row = next(ln for ln in lines if "[1/0] " in ln)
        assert "↻" in row and "?" not in row.split("[1/0]")[0]
    finally:
        await ctx.__aexit__(None, None, None)


async def test_crash_where_opens_in_the_editor(tmp_path, monkeypatch):
    app, pilot, ctx = await open_app(sample("segfault_after_compile"))
    try:
        run = app.run_model
        [f] = run.failures
        assert f.where is not None and f.where.line == 475
        # the sample's paths are the recording machine's: point the frame at a file here
        src = tmp_path / "scenarios.py"
        src.write_text("\n" * 480)
        where = dataclasses.replace(f.where, filename=str(src))
        stack = tuple(where if fr == f.where else fr for fr in f.stack)
        f2 = dataclasses.replace(f, where=where, stack=stack)
        app.apply_run(dataclasses.replace(run, failures=(f2,)), 1.0, final=True)
        await wait_idle(app, pilot)
        record = _fake_editor(tmp_path, monkeypatch)
        await pilot.press("f")
        await wait_idle(app, pilot)
        app.main_query("#failures")._show_detail(0)  # the row's text did not change: re-show
        await pilot.pause()
        text = "\n".join(screen_text(app))
        assert "SIGSEGV" in text and "crashed at" in text
        view = app.main_query("#failures").view
        assert "Python stack of the crashed thread" in "\n".join(view.doc.plain)
        await pilot.press("enter")  # on the row: opens the crashed line
        await pilot.pause()
        assert record.read_text().split("\n") == ["+475", str(src)]
        record.unlink()
        await pilot.press("e")  # e: the first source location of the detail, the same line
        await pilot.pause()
        assert record.read_text().split("\n") == ["+475", str(src)]
    finally:
        await ctx.__aexit__(None, None, None)
