"""The App side of `testcase` (T), `verify` (V) and the lineage screen (I): each runs in a worker
thread, the lineage screen shows the new run (running …, then its outcome)."""

from __future__ import annotations

import os
from typing import Any

from ..screens.lineage_screen import LineageScreen

__all__ = ["Lineage"]


class Lineage:
    """The App's part for T / V / I (one run at a time)."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self._lineage_busy = False

    def _lineage_run_dir(self) -> str | None:
        d = self.app.reruns.parent()
        if d is None:
            self.app.say(f"a unit test / verify needs a run dir made by `pt2tui run` (with a "
                     f"run.json): {self.app.path} has none", "warning", timeout=6)  # fmt: skip
        return d

    def _lineage_screen(self, run_dir: str, select: str | None = None) -> LineageScreen:
        app = self.app
        scr = app.screen
        if isinstance(scr, LineageScreen):
            scr.refresh_tree(select)
            return scr
        scr = LineageScreen(run_dir, select)
        self.app.push_screen(scr)
        return scr

    def show(self) -> None:
        d = self._lineage_run_dir()
        if d is not None:
            self._lineage_screen(d)

    def _start(self, what: str, work: Any) -> None:
        if self._lineage_busy:
            self.app.say("a unit test or verify run is already going", "warning")
            return
        d = self._lineage_run_dir()
        if d is None:
            return
        self._lineage_busy = True
        self.app.say(f"{what} …")
        self.app.run_worker(lambda: self._lineage_thread(d, work), thread=True, group="lineage",
                        exit_on_error=False)  # fmt: skip

    def testcase(self) -> None:
        from ...runner.testcase import prepare_testcase

        def work(d: str) -> tuple[str, Any, Any]:
            tc = prepare_testcase(d)
            return str(tc.run_dir), tc.run, lambda out: out.result.get("summary", "")

        self._start("writing a unit test from the best repro", work)

    def verify(self) -> None:
        from ...runner.verify import prepare_verify

        def work(d: str) -> tuple[str, Any, Any]:
            v = prepare_verify(d)
            return str(v.run_dir), v.run, lambda out: out.result.get("verdict", "")

        self._start("verify: the program and its unit test again", work)

    def _lineage_thread(self, d: str, work: Any) -> None:
        try:
            try:
                new_dir, run, words = work(d)
            except Exception as e:  # TestcaseError, VerifyError, OSError: said, never fatal
                err = str(e)
                self._from_thread(lambda: self.app.say(err, "error", timeout=10))
                return
            self._from_thread(lambda: self._shown(d, new_dir, busy=True))
            try:
                out = run()
                msg, sev = words(out), "information"
            except Exception as e:
                msg, sev = f"{os.path.basename(new_dir)}: {e}", "error"
            self._from_thread(lambda: (self._shown(d, new_dir, busy=False),
                                       self.app.say(msg, sev, timeout=10)))  # fmt: skip
        finally:
            self._lineage_busy = False

    def _from_thread(self, fn: Any) -> None:
        try:
            self.app.call_from_thread(fn)
        except RuntimeError:
            pass

    def _shown(self, d: str, new_dir: str, busy: bool) -> None:
        app = self.app
        scr = app.screen
        if not isinstance(scr, LineageScreen):
            scr = LineageScreen(d, new_dir)
            if busy:
                scr.busy.add(new_dir)
            self.app.push_screen(scr)  # it fills itself in once mounted
            return
        if busy:
            scr.busy.add(new_dir)
        else:
            scr.busy.discard(new_dir)
        scr.refresh_tree(new_dir)
