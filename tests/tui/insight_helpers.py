"""Helpers of the insight-view Pilot tests (test_insight_views*.py)."""

from __future__ import annotations

import stat
import sys
from pathlib import Path

import pytest
from conftest import REPO, wait_idle

from pt2tui.tui.widgets.textview import TextView

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
