"""Quitting while a program or a rerun runs: ask first, then stop them (SIGINT, SIGTERM, SIGKILL
with a grace period), wait for their results, exit. SIGHUP / SIGTERM to pt2tui do the same
without asking. The App owns one ``Quitter``; what runs comes from ``app.running_processes()``."""

from __future__ import annotations

import asyncio
import os
import signal
import threading
import time
from typing import Any

from ...runner.process import signal_name, stop_all_from_outside
from ..reruns.common import GRACE_S
from ..reruns.menus import QuitConfirm


class ReadStopsOnExit:
    """The App's exit first stops the run's read (Indexer.stop): Textual's exit waits for the
    reading thread, which went on to the run's end and its final snapshot (q to the prompt took
    28 s while 128 ranks were read, 6.7 s for one 354 MB file; now 0.2-0.5 s)."""

    indexer: Any

    def exit(self, *args: Any, **kwargs: Any) -> None:
        self.indexer.stop()
        super().exit(*args, **kwargs)  # type: ignore[misc]


class Quitter:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.quitting = False
        self.hard_exit = False

    def install_signal_handlers(self) -> None:
        app = self.app
        if not app.is_headless:  # a closed SSH session, or a kill: stop what runs first
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGHUP, signal.SIGTERM):
                try:
                    loop.add_signal_handler(sig, self._terminated, sig)
                except (NotImplementedError, RuntimeError, ValueError):
                    pass

    def _terminated(self, sig: int) -> None:
        """SIGHUP / SIGTERM: stop the program and reruns (escalating), then exit. After a
        SIGHUP the terminal is gone: Textual cannot restore it (its writer thread dies and
        its exit blocks), so the process ends with os._exit once the results are written."""
        app = self.app
        self.hard_exit = sig == signal.SIGHUP
        code = 128 + sig
        stop_all_from_outside(signal_name(sig))  # SIGTERM now; run.json: stopped_by
        if not self.app.running_processes():
            if self.hard_exit:
                os._exit(code)
            app.exit(return_code=code)
        elif not self.quitting:
            self.stop_and_quit()
        if not self.hard_exit:  # a watchdog, should restoring the terminal block
            watchdog = threading.Timer(GRACE_S * 3 + 30, os._exit, (code,))
            watchdog.daemon = True
            watchdog.start()

    def ctrl_c(self) -> bool:
        """ctrl+c on the explorer: leaves while waiting for a run to begin or following one (as
        tail -f does); while a rerun runs, says where ctrl+c stops it. False: Textual's hint."""
        app = self.app
        if app.indexer.ctrl_c_leaves():
            app.exit(0)
        elif app.reruns.running_processes():
            app.say("a rerun runs: R shows it, ctrl+c there stops it; ctrl+q quits pt2tui")
        else:
            return False
        return True

    async def quit(self) -> None:
        app = self.app
        if self.quitting:
            return
        procs = self.app.running_processes()
        if not procs:
            app.exit(return_code=self.app.exit_code())
            return
        if not any(running() for _what, _interrupt, running, _done in procs):
            self.stop_and_quit()  # (only ends being recorded: nothing to ask, wait for them)
            return
        if isinstance(app.screen, QuitConfirm):
            return
        what = procs[0][0][0].upper() + procs[0][0][1:]

        def answered(yes: bool | None) -> None:
            if yes:
                self.stop_and_quit()

        app.push_screen(QuitConfirm(what), answered)

    def stop_and_quit(self) -> None:
        """Interrupt what runs (escalating, with a grace period), wait for its results, exit."""
        self.quitting = True
        procs = self.app.running_processes()
        if any(running() for _what, _interrupt, running, _done in procs):
            self.app.say("stopping: SIGINT, then SIGTERM, then SIGKILL …", "warning", timeout=10)
        self.app.run_worker(lambda: self._stop_thread(procs), thread=True, group="quit",
                        exit_on_error=False)  # fmt: skip

    def _stop_thread(self, procs: list) -> None:
        for _what, interrupt, running, _done in procs:
            for _ in range(3):
                if not running():
                    break
                interrupt()
                end = time.monotonic() + GRACE_S
                while running() and time.monotonic() < end:
                    time.sleep(0.05)
        for _what, _interrupt, _running, done in procs:
            done.wait(15)
        if self.hard_exit:
            os._exit(self.app.exit_code())
        try:
            self.app.call_from_thread(lambda: self.app.exit(return_code=self.app.exit_code()))
        except RuntimeError:
            pass
