"""Exports of the opened run: the chromium events as a Perfetto JSON (``P``) and the bug bundle
(``B``: archive + markdown for a PyTorch issue), written in thread workers, never overwriting."""

from __future__ import annotations

import json
import os
from typing import Any

from ...core.analysis.timing import perfetto_json
from ...core.model import Run
from ..screens.dialogs import Confirm, PathPrompt
from .fileops import write_new


class Exports:
    """Owned by the App; ``last_bundle`` is the (archive, markdown) written last."""

    def __init__(self, app: Any) -> None:
        self.app = app
        self.last_bundle: tuple[str, str] | None = None

    def perfetto(self) -> None:
        app = self.app
        run = app.run_model
        if not run.chromium_events:
            app.say("no chromium events in this run: nothing to export (TORCH_TRACE records them)",
                     "warning")  # fmt: skip
            return
        stem = os.path.basename(os.path.normpath(app.path)) or "run"
        default = f"./{stem}-perfetto.json"

        def chosen(path: str | None) -> None:
            if not path:
                return
            if os.path.exists(os.path.expanduser(path)):

                def confirmed(yes: bool | None) -> None:
                    if yes:
                        self._export(run, path, overwrite=True)
                    else:
                        app.say(f"{path} exists; not overwritten", "warning")

                app.push_screen(Confirm(f"{path} exists. Overwrite it?"), confirmed)
            else:
                self._export(run, path, overwrite=False)

        app.push_screen(
            PathPrompt("Export the chromium events (Perfetto JSON) to", default), chosen
        )

    def _export(self, run: Run, path: str, *, overwrite: bool) -> None:
        app = self.app

        def work() -> None:
            try:
                data = perfetto_json(run)
                text = json.dumps(data)
                written = write_new(path, text, overwrite=overwrite)
            except FileExistsError:
                msg, sev = f"{path} exists; not overwritten", "warning"
            except OSError as e:
                msg, sev = f"cannot write {path}: {e.strerror or e}", "error"
            else:
                msg, sev = (
                    f"exported {len(data['traceEvents'])} events to {written} (open it in ui.perfetto.dev)",
                    "information",
                )
            try:
                app.call_from_thread(app.say, msg, sev, 8)
            except RuntimeError:
                pass

        app.run_worker(work, thread=True, group="export", exit_on_error=False)

    def bundle_dir(self) -> tuple[str, bool]:
        """The folder to bundle, and whether it is a run dir (has run.json)."""
        p = os.path.abspath(os.path.expanduser(self.app.path))
        d = p if os.path.isdir(p) else os.path.dirname(p)
        for cand in (d, os.path.dirname(d)):
            if os.path.isfile(os.path.join(cand, "run.json")):
                return cand, True
        return d, False

    def bundle(self) -> None:
        """Write <run>-bundle.tar.gz and .md (never overwriting): next to a run dir, or into a
        chosen directory for any other folder."""
        app = self.app
        folder, is_run_dir = self.bundle_dir()
        if is_run_dir:
            self._bundle(folder, None)
            return

        def chosen(out: str | None) -> None:
            if out:
                self._bundle(folder, os.path.expanduser(out))

        app.push_screen(
            PathPrompt(f"Bundle {folder} (no run.json) into the directory", "./"), chosen
        )

    def _bundle(self, folder: str, out: str | None) -> None:
        from ...runner.bundle import write_bundle

        app = self.app
        app.say(f"writing a bug bundle of {folder} …")

        def work() -> None:
            try:
                tar, md = write_bundle(folder, out)
            except Exception as e:  # a bundle problem is reported, never fatal
                msg, sev = f"bundle failed: {e}", "error"
            else:
                self.last_bundle = (str(tar), str(md))
                msg, sev = f"bundle written: {tar}  and  {md}", "information"
            try:
                app.call_from_thread(app.say, msg, sev, 12)
            except RuntimeError:
                pass

        app.run_worker(work, thread=True, group="bundle", exit_on_error=False)
