"""Quitting while the program's end is being recorded (tui/parts/quitting.py, LiveApp): a SIGHUP
that came as the program died (its own SIGTERM, from the same handler) found nothing running
and ended pt2tui before run.json's end was written (a flaky tmux test showed it)."""

from __future__ import annotations

import signal
import threading
import time
from types import SimpleNamespace

import pytest

from pt2tui.tui.live import LiveApp
from pt2tui.tui.parts import quitting


def _live(state: str, alive: bool) -> LiveApp:
    app = LiveApp.__new__(LiveApp)  # (only what running_processes reads)
    app.reruns = SimpleNamespace(running_processes=lambda: [])
    child = SimpleNamespace(interrupt=lambda **_: None, proc=object(), poll=lambda: None if alive else 0)
    app.live = SimpleNamespace(child=child)
    app.program_state = state
    app.live_done = threading.Event()
    return app


@pytest.mark.parametrize(("state", "alive", "listed"), [
    ("starting", True, True), ("running", True, True), ("running", False, True),
    ("finishing", False, True), ("ended", False, False), ("failed", False, False),
])  # fmt: skip
def test_the_program_is_waited_for_until_its_end_is_recorded(state, alive, listed):
    procs = _live(state, alive).running_processes()
    assert bool(procs) is listed
    if listed:
        assert procs[0][0] == "the program" and procs[0][2]() is alive


def test_a_sighup_while_the_end_is_recorded_waits_for_it(monkeypatch):
    done = threading.Event()
    exited: list[tuple[int, bool]] = []

    class App:
        is_headless = True

        def running_processes(self):
            return [("the program", lambda: None, lambda: False, done)]  # (ended, being recorded)

        def run_worker(self, fn, **_):
            threading.Thread(target=fn, daemon=True).start()

        def say(self, *_a, **_k):
            raise AssertionError("nothing to stop: nothing to say")

        def exit_code(self):
            return 0

        def call_from_thread(self, fn):  # (after the faked os._exit, which would not return)
            pass

    def fake_exit(code: int) -> None:
        exited.append((code, done.is_set()))

    monkeypatch.setattr(quitting, "stop_all_from_outside", lambda name: 0)
    monkeypatch.setattr(quitting.os, "_exit", fake_exit)
    q = quitting.Quitter(App())
    q._terminated(signal.SIGHUP)
    time.sleep(0.2)
    assert exited == []  # (still waiting for the end)
    done.set()
    deadline = time.monotonic() + 10
    while not exited and time.monotonic() < deadline:
        time.sleep(0.01)
    assert exited == [(0, True)]
