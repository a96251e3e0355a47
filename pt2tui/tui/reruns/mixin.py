"""The App side of reruns: the triage banner, the rerun keys, kept reruns, quitting."""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ...core.analysis.triage import Triage, classify
from ...core.model import Run
from ...core.reruns.recipes import RECIPES, get_recipe
from ...sources.discover import read_run_json
from ..help import key_text
from ..indexer import find_run_json, run_json_state
from ..keys import APP_KEYS
from .banner import TriageBanner
from .common import GRACE_S, MINIFY_FLAVOURS, TRIAGE_EVERY_S
from .job import RerunChanged, RerunJob, RerunOutput
from .menus import QuitConfirm, RecipeMenu, RerunConfirm
from .screen import RerunScreen


class RerunsMixin:
    """For the App: the triage banner, the rerun keys, kept reruns, opening another run."""

    path: str
    run_model: Run

    if TYPE_CHECKING:  # provided by the App

        def say(self, message: str, severity: str = "information", timeout: float = 4) -> None: ...
        def main_query(self, selector: Any, expect_type: Any = None) -> Any: ...
        def run_worker(self, *a: Any, **kw: Any) -> Any: ...
        def push_screen(self, *a: Any, **kw: Any) -> Any: ...
        def call_from_thread(self, *a: Any, **kw: Any) -> Any: ...

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.jobs: list[RerunJob] = []
        self.triages: tuple[Triage, ...] | None = None
        self._triaged_run: Run | None = None
        self._triage_at = 0.0
        self._triage_busy = False
        self._after_load: Callable[[], Any] | None = None
        self._quitting = False
        super().__init__(*args, **kwargs)

    def on_mount(self) -> None:
        app: Any = self
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
        app: Any = self
        self._hard_exit = sig == signal.SIGHUP
        code = 128 + sig
        if not self.running_processes():
            if self._hard_exit:
                os._exit(code)
            app.exit(return_code=code)
        elif not self._quitting:
            self.stop_and_quit()
        if not self._hard_exit:  # a watchdog, should restoring the terminal block
            watchdog = threading.Timer(GRACE_S * 3 + 30, os._exit, (code,))
            watchdog.daemon = True
            watchdog.start()

    # -- triage -----------------------------------------------------------------------------
    def run_applied(self, run: Run, final: bool) -> None:
        """Called by the App after each snapshot was shown."""
        if final and self._after_load is not None:
            cb, self._after_load = self._after_load, None
            app: Any = self
            app.call_after_refresh(cb)
        if run is self._triaged_run:
            return
        now = time.monotonic()
        if not final and (self._triage_busy or now - self._triage_at < TRIAGE_EVERY_S):
            return
        self._triaged_run = run
        self._triage_at = now
        self._triage_busy = True
        path = self.path
        self.run_worker(lambda: self._triage_thread(run, path), thread=True, group="triage",
                        exit_on_error=False)  # fmt: skip

    def _triage_thread(self, run: Run, path: str) -> None:
        try:
            triages: tuple[Triage, ...] = classify(run)
        except Exception:
            triages = ()
        try:
            self.call_from_thread(self._triaged, triages, path)
        except RuntimeError:
            pass

    def _triaged(self, triages: tuple[Triage, ...], path: str) -> None:
        self._triage_busy = False
        if path != self.path:
            return
        self.triages = triages
        self.update_banner()

    def update_banner(self) -> None:
        try:
            banner = self.main_query("#triage", TriageBanner)
        except Exception:
            return
        keys = {bid: key_text(self, bid, k) for bid, k, *_ in APP_KEYS
                if bid in ("rerun_suggested", "recipes")}  # fmt: skip
        banner.show_triage(self.triages, can_rerun=self.rerun_parent() is not None,
                           keys=keys, jobs=self.jobs)  # fmt: skip

    # -- the parent ---------------------------------------------------------------------------
    def rerun_parent(self) -> str | None:
        """The run dir reruns start from: the opened path's, when it has a run.json."""
        rj = find_run_json(self.path)
        return os.path.dirname(rj) if rj else None

    def rerun_refusal(self) -> str | None:
        """Why no rerun can start now (None: it can)."""
        parent = self.rerun_parent()
        if parent is None:
            return (f"reruns need a run dir made by `pt2tui run` (with a run.json): "
                    f"{self.path} has none")  # fmt: skip
        if run_json_state(os.path.join(parent, "run.json")) == "running":
            return "the run is still going: reruns start once it has ended"
        running = [j for j in self.jobs if j.running or j.state in ("preparing", "confirm")]
        if running:
            return f"a rerun ({running[0].recipe.name}) is already going: R shows it"
        return None

    # -- the keys -----------------------------------------------------------------------------
    def _no_parent(self) -> bool:
        """Say why there is nothing to rerun here (no run.json); True then."""
        if self.rerun_parent() is not None:
            return False
        self.say(self.rerun_refusal() or "", "warning", timeout=6)
        return True

    def action_rerun_suggested(self) -> None:
        if self._no_parent():
            return
        if self.triages is None:
            self.say("triage is not ready yet", "warning")
            return
        nxt = next((t.next[0] for t in self.triages if t.next), None)
        if nxt is None:
            self.say("triage suggests no rerun here: R lists every recipe")
            return
        self.start_recipe(nxt)

    def action_minify(self) -> None:
        if self._no_parent():
            return
        suggested = [r for t in (self.triages or ()) for r in t.next if r in MINIFY_FLAVOURS]
        default = suggested[0] if suggested else "minify-aot"
        recipes = [get_recipe(n) for n in MINIFY_FLAVOURS]
        menu = RecipeMenu(
            "Minifier: which flavour?", recipes, default=default, unavailable=self._unavailable()
        )
        self.push_screen(menu, self._chosen)

    def action_nan_rerun(self) -> None:
        self.start_recipe("nan-asserts")

    def action_recipes(self) -> None:
        if not self.jobs and self._no_parent():
            return
        default = next((t.next[0] for t in (self.triages or ()) if t.next), None)
        menu = RecipeMenu("Rerun recipes (and this session's reruns)", list(RECIPES),
                          default=default, unavailable=self._unavailable(), jobs=self.jobs)  # fmt: skip
        self.push_screen(menu, self._chosen)

    def _unavailable(self) -> dict[str, str]:
        from ...sources.rerun import find_launcher, find_repro

        parent = self.rerun_parent()
        if parent is None:
            return {}
        out: dict[str, str] = {}
        try:
            launcher = find_launcher(parent, self.run_model)
        except Exception:
            launcher = None
        if launcher is None:
            for n in ("minify-launcher", "minify-launcher-no-isolate"):
                out[n] = "needs a minifier_launcher.py: run a minify-* recipe first"
        if find_repro(parent) is None:
            out["run-repro"] = "needs a repro.py: run minify-launcher first"
        from ...sources.rerun_extra import suspect_kernel

        try:
            suspect = suspect_kernel(parent, read_run_json(os.path.join(parent, "run.json")))
        except Exception:
            suspect = None
        if suspect is None:
            out["aoti-kernel-values"] = "needs a suspect kernel: run aoti-kernel-names first"
        return out

    def _chosen(self, choice: str | None) -> None:
        if not choice:
            return
        if choice.startswith("job:"):
            idx = int(choice[4:])
            job = next((j for j in self.jobs if j.index == idx), None)
            if job is not None:
                self.show_job(job)
            return
        self.start_recipe(choice)

    def start_recipe(self, name: str) -> None:
        """Prepare the rerun (its run dir), show the command, start it when confirmed."""
        why = self.rerun_refusal()
        if why:
            self.say(why, "warning", timeout=6)
            return
        parent = self.rerun_parent()
        assert parent is not None
        job = RerunJob(self, parent, name)
        self.jobs.append(job)
        self.update_banner()
        self.run_worker(lambda: self._prepare_thread(job), thread=True, group="rerun",
                        exit_on_error=False)  # fmt: skip

    def _prepare_thread(self, job: RerunJob) -> None:
        from ...sources.rerun import RerunError, prepare_rerun

        try:
            job.rr = prepare_rerun(job.parent, job.recipe.name, on_line=job.sink,
                                   on_progress=job.on_progress)  # fmt: skip
        except RerunError as e:
            job.state = "failed"
            job.error = str(e)
        except Exception as e:
            job.state = "failed"
            job.error = f"cannot prepare the rerun: {e!r}"
        try:
            self.call_from_thread(self._prepared, job)
        except RuntimeError:
            pass

    def _prepared(self, job: RerunJob) -> None:
        if job.state == "failed":
            self.jobs.remove(job)
            self.say(f"{job.recipe.name}: {job.error}", "error", timeout=10)
            self.update_banner()
            return
        job.state = "confirm"

        def answered(yes: bool | None) -> None:
            if yes:
                self.launch_job(job)
            else:
                self.discard_job(job)

        self.push_screen(RerunConfirm(job), answered)

    def discard_job(self, job: RerunJob) -> None:
        job.state = "discarded"
        if job in self.jobs:
            self.jobs.remove(job)
        if job.rr is not None:  # made a moment ago by prepare_rerun; nothing ran in it
            shutil.rmtree(job.rr.run_dir, ignore_errors=True)
        self.say(f"{job.recipe.name}: not started")
        self.update_banner()

    def launch_job(self, job: RerunJob) -> None:
        job.state = "running"
        self.show_job(job)
        self.run_worker(job.run, thread=True, group="rerun", exit_on_error=False)
        self.update_banner()

    def show_job(self, job: RerunJob) -> None:
        app: Any = self
        if job.screen is None:
            job.screen = RerunScreen(job)
            app.install_screen(job.screen, name=f"rerun-{job.index}")
        if app.screen is not job.screen:
            while len(app.screen_stack) > 1:
                app.pop_screen()
            app.push_screen(f"rerun-{job.index}")

    def on_rerun_changed(self, message: RerunChanged) -> None:
        job = message.job
        job.changed_seen()
        if job.screen is not None and job.screen.is_mounted:
            job.screen.drain_output()
            job.screen.refresh_job()
        if job.state in ("done", "failed"):
            words = job.state_words()
            self.say(
                f"rerun {job.recipe.name}: {words}",
                "error" if job.state == "failed" else "information",
                timeout=8,
            )
            self.update_banner()
        elif job.state in ("running", "finishing"):
            self.update_banner()

    def on_rerun_output(self, message: RerunOutput) -> None:
        job = message.job
        if job.screen is not None and job.screen.is_mounted:
            job.screen.drain_output()

    # -- opening another run ----------------------------------------------------------------------
    def open_path(self, path: str, *, after_load: Callable[[], Any] | None = None) -> None:
        """Show another run (a rerun's run dir) in the explorer, instead of this one."""
        app: Any = self
        while len(app.screen_stack) > 1:
            app.pop_screen()
        app.stop_following()
        self.path = path
        self.run_model = Run()
        app._compiles = {}
        app._selected_once = False
        app.loaded = False
        app.progress = 0.0
        app.load_error = None
        app.first_compile_at = None
        app.following = False
        tree = app.tree
        tree._reset()
        tree.run = None
        self.triages = None
        self._triaged_run = None
        self._after_load = after_load
        app.action_view("explorer")
        app.start_indexing()
        app._update_chrome()
        self.update_banner()
        self.say(f"opened {path}")

    def action_open_parent(self) -> None:
        """Back from a rerun's run dir to the run it reran."""
        rj = find_run_json(self.path)
        parent = read_run_json(rj).get("parent") if rj else None
        if not isinstance(parent, str) or not os.path.isdir(parent):
            self.say("this run is no rerun: its run.json names no parent", "warning")
            return
        self.open_path(parent)

    def jump_to_kernel(self, k: dict) -> bool:
        """Open the output code at the kernel a NaN / device assert was mapped to."""
        app: Any = self
        art_name = k.get("artifact")
        cid = k.get("compile_id")
        compiles = self.run_model.compiles
        c = next(
            (
                c
                for c in compiles
                if str(c.id) == cid and (k.get("rank") is None or c.rank == k.get("rank"))
            ),
            None,
        )
        if c is None:
            c = next((c for c in compiles if any(a.name == art_name for a in c.artifacts)), None)
        if c is None:
            return self._jump_to_run_artifact(k)
        art = next((a for a in c.artifacts if a.name == art_name), None)
        app.jump_to(c.key, "code")
        pane = app.detail.pane("code")
        line = k.get("kernel_line") or k.get("artifact_line") or 1
        if art is not None:
            pane.select_artifact(art, int(line) - 1, k.get("kernel") or None)
        pane.view.focus()
        return True

    def _jump_to_run_artifact(self, k: dict) -> bool:
        """A kernel in run-level output code (AOTInductor's wrapper / kernel code)."""
        app: Any = self
        art = next((a for a in self.run_model.run_artifacts if a.name == k.get("artifact")), None)
        if art is None:
            self.say(f"the kernel's code ({k.get('artifact')}) is not in this run", "warning")
            return False
        app.action_view("explorer")
        app.tree.select_data(("run_artifacts",))
        app._show_selection(force=True)
        app.detail.show_tab("code")
        pane = app.detail.pane("code")
        pane.select_artifact(art, int(k.get("kernel_line") or 1) - 1, k.get("kernel") or None)
        pane.view.focus()
        return True

    # -- quitting ---------------------------------------------------------------------------------
    def running_processes(
        self,
    ) -> list[tuple[str, Callable[[], str | None], Callable[[], bool], threading.Event]]:
        """(what, send the next signal, is it running, set once its results are written)."""
        return [(f"the rerun {j.recipe.name}", j.cancel, lambda j=j: j.rr is not None and j.rr.running, j.done)
                for j in self.jobs if j.running]  # fmt: skip

    def exit_code(self) -> int:
        return 0

    async def action_quit(self) -> None:
        app: Any = self
        if self._quitting:
            return
        procs = self.running_processes()
        if not procs:
            app.exit(return_code=self.exit_code())
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
        self._quitting = True
        self.say("stopping: SIGINT, then SIGTERM, then SIGKILL …", "warning", timeout=10)
        procs = self.running_processes()
        self.run_worker(lambda: self._stop_thread(procs), thread=True, group="quit",
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
        if getattr(self, "_hard_exit", False):
            os._exit(self.exit_code())
        try:
            self.call_from_thread(lambda: self.exit(return_code=self.exit_code()))  # type: ignore[attr-defined]
        except RuntimeError:
            pass
