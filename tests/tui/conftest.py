"""Helpers for the TUI tests: where inputs are, and waiting for the app to settle."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SAMPLES = REPO / "sample_traces" / "cpu"
FIXTURES = Path(__file__).resolve().parent / "fixtures"
HOSTILE = FIXTURES / "hostile"
CORPUS = REPO.parent / "shared" / "corpus"


@pytest.fixture
def six_ranks(tmp_path: Path) -> Path:
    """A run dir of six rank files of a real rank trace (the file name gives each its rank)."""
    files = sorted((SAMPLES / "collectives_diverge" / "trace").glob("*rank_0*.log"))
    if not files:
        pytest.skip("sample trace missing")
    data = files[0].read_bytes()
    d = tmp_path / "run" / "trace"
    d.mkdir(parents=True)
    for r in range(6):
        (d / f"dedicated_log_torch_trace_rank_{r}_x.log").write_bytes(data)
    return tmp_path / "run"


def sample(name: str) -> str:
    p = SAMPLES / name
    if not p.exists():
        pytest.skip(f"sample_traces/cpu/{name} has not been recorded")
    return str(p)


async def wait_idle(app, pilot, timeout: float = 60.0) -> None:
    """Until the run is indexed, its verdict made and no payload, search or filter worker is
    running (app.busy: a state waited for, never a time; the timeout only bounds a hang)."""
    import asyncio

    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while loop.time() < end:
        await pilot.pause(0.02)
        if not app.busy:
            break
    await pilot.pause()


def screen_text(app) -> list[str]:
    """The screen as plain text lines, as the compositor would send it."""
    return ["".join(seg.text for seg in strip) for strip in app.screen._compositor.render_strips()]


def screen_segments(app) -> list[str]:
    return [seg.text for strip in app.screen._compositor.render_strips() for seg in strip]


@pytest.fixture(autouse=True)
def _isolated_config(tmp_path_factory, monkeypatch):
    """No user keys.toml leaks into tests (each test may write its own), and nothing a test
    saves lands in the repo: the working directory is a temp dir."""
    monkeypatch.chdir(tmp_path_factory.mktemp("cwd"))
    cfg = tmp_path_factory.mktemp("xdg")
    monkeypatch.setenv("XDG_CONFIG_HOME", str(cfg))
    monkeypatch.delenv("VISUAL", raising=False)
    os.environ.setdefault("TERM", "xterm-256color")
    return cfg


async def open_app(path: str, size=(120, 40)):
    """A PT2App on ``path`` under Pilot, indexed: (app, pilot, context to exit)."""
    from pt2tui.tui.app import PT2App

    app = PT2App(path)
    ctx = app.run_test(size=size)
    pilot = await ctx.__aenter__()
    await wait_idle(app, pilot)
    return app, pilot, ctx


@pytest.fixture
async def breaks():
    """The breaks_and_recompiles sample open at 120x40: (app, pilot)."""
    app, pilot, ctx = await open_app(sample("breaks_and_recompiles"))
    yield app, pilot
    await ctx.__aexit__(None, None, None)


async def wait_for(pilot, cond, timeout: float = 60.0, what: str = "") -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if cond():
            await pilot.pause()
            return
        await pilot.pause(0.05)
    raise AssertionError(f"timed out waiting for {what}:\n" + "\n".join(screen_text(pilot.app)))
