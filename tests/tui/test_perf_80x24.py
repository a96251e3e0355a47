"""The Perf view on an 80x24 SSH terminal: every finding reads whole without `w` (its text
wrapped under its kind and ms), on the real 2xH200 DDP profile (sample_traces/gpu-x2-profile).
Baselines in tests/tui/__snapshots__/; regenerate with ``--snapshot-update`` and look."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import screen_text, wait_for, wait_idle

from pt2tui.tui.app import PT2App

DDP = Path(__file__).resolve().parents[2] / "sample_traces" / "gpu-x2-profile" / "20261127-135731-perf_ddp-profile"

pytestmark = pytest.mark.skipif(not DDP.is_dir(), reason="no gpu-x2-profile sample")


@pytest.fixture(autouse=True)
def _env(tmp_path, monkeypatch):
    monkeypatch.setenv("PT2TUI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/user/.config")


async def test_every_finding_reads_whole_at_80x24():
    app = PT2App(str(DDP))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_idle(app, pilot)
        await pilot.press("u")
        view = app.main_query("#perf")
        await wait_for(pilot, lambda: view.report not in (None, False), what="the Perf report")
        await wait_idle(app, pilot)
        rep = view.report
        assert rep.findings and not view.view.wrap
        plain = view.view.doc.plain
        width = view.view.size.width - 1  # less the scrollbar
        for f in rep.findings:
            i = next(i for i, ln in enumerate(plain) if ln.strip().startswith(f.kind)
                     and " ms/" in ln and f.line.split(":")[0] in " ".join(plain[i + 1 : i + 3]))  # fmt: skip
            body = []
            for ln in plain[i + 1 :]:
                if not ln.startswith("    ") or ln.strip().startswith("next: "):
                    break
                assert len(ln) <= width, ln
                body.append(ln.strip())
            assert "".join(body).replace(" ", "") == f.line.replace(" ", "")  # long paths split anywhere
        worst = rep.findings[0]  # the answer first, in the first screen
        top = " ".join(ln.strip() for ln in screen_text(app)[3:12])
        assert f"worst: {worst.kind}" in top and worst.line[-40:] in top


def test_perf_view_80x24_ddp_snapshot(snap_compare):
    async def run_before(pilot) -> None:
        app = pilot.app
        await wait_idle(app, pilot)
        await pilot.press("u")
        view = app.main_query("#perf")
        await wait_for(pilot, lambda: view.report not in (None, False), what="the Perf report")
        await wait_idle(app, pilot)

    assert snap_compare(PT2App(str(DDP)), terminal_size=(80, 24), run_before=run_before)
