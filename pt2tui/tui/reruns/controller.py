"""The App's reruns: triage of the run shown (the banner), the rerun keys (``x`` ``m`` ``A``
``R``), this session's rerun jobs and their screens. The App owns one ``Reruns`` and forwards
the keys and the jobs' messages (RerunChanged, RerunOutput) to it."""

from __future__ import annotations

import os
import shutil
import threading
import time
from typing import Any

from ...core.analysis.recipe_fit import unfit_recipes
from ...core.analysis.triage import Triage, classify
from ...core.model import Run
from ...core.reruns.recipes import RECIPES, get_recipe
from ..keys import APP_KEYS
from ..parts.indexer import find_run_json, run_json_state
from ..screens.help import key_text
from .banner import TriageBanner, verdict_recipe
from .common import MINIFY_FLAVOURS, TRIAGE_EVERY_S
from .job import RerunChanged, RerunJob, RerunOutput
from .menus import RecipeMenu, RerunConfirm
from .screen import RerunScreen


class Reruns:
    def __init__(self, app: Any) -> None:
        self.app = app
        self.jobs: list[RerunJob] = []
        self.triages: tuple[Triage, ...] | None = None
        self._triaged_run: Run | None = None
        self._triage_at = 0.0
        self._triage_busy = False
        self.verdict: dict | None = None  # the run's verdict with its profile (sources/profile.py)
        self.final = False  # the verdict is of the whole run, its profile read (else: reading…)
        self._final_wanted = False  # the final snapshot came: its verdict is owed
        self._banner_held: Any = None  # the timer that shows a provisional verdict at a pause in keys
        self._reports: dict[str, Any] = {}  # path -> its profile report (None: it has none)
        self._report_lock = threading.Lock()

    def reset(self) -> None:
        """Another run is shown: its triage comes."""
        self.triages = None
        self.verdict = None
        self.final = False
        self._final_wanted = False
        self._triaged_run = None

    @property
    def pending(self) -> bool:
        """The run is read but its verdict not yet made (the App is busy until it is)."""
        return self._final_wanted and not self.final

    def report_of(self, path: str, run: Run) -> Any:
        """The profile report of the run at ``path``, read once (in a worker thread: the
        triage's or the Perf view's, whichever asks first; the other waits for it)."""
        from ...sources.profile import load_report

        with self._report_lock:
            if path not in self._reports:
                self._reports[path] = load_report(path, run)
            return self._reports[path]

    def running_processes(self) -> list:
        """(what, send the next signal, is it running, set once its results are written)."""
        return [(f"the rerun {j.recipe.name}", j.cancel, lambda j=j: j.rr is not None and j.rr.running, j.done)
                for j in self.jobs if j.running]  # fmt: skip

    # -- triage -----------------------------------------------------------------------------
    def run_applied(self, run: Run, final: bool) -> None:
        """Called by the App after each snapshot was shown: triage it (in a worker, at most
        every TRIAGE_EVERY_S while the run grows)."""
        self._final_wanted = self._final_wanted or final
        if run is self._triaged_run and not (final and not self.final and not self._triage_busy):
            return  # (the final snapshot of a run already triaged still gets its profile's verdict)
        now = time.monotonic()
        if not final and (self._triage_busy or now - self._triage_at < TRIAGE_EVERY_S):
            return
        self._triaged_run = run
        self._triage_at = now
        self._triage_busy = True
        path = self.app.path
        self.app.run_worker(lambda: self._triage_thread(run, path, final), thread=True, group="triage",
                        exit_on_error=False)  # fmt: skip

    def _triage_thread(self, run: Run, path: str, final: bool = False) -> None:
        from ...core.analysis.verdict import verdict_dict
        from ...sources.profile import run_verdict

        try:
            triages: tuple[Triage, ...] = classify(run)
        except Exception:
            triages = ()
        verdict = None
        try:
            if final and path:  # THE verdict `summary` gives: with the profile
                verdict = run_verdict(path, run, self.report_of(path, run), triages)
            else:  # what the run read so far says: shown as such (reading…)
                verdict = dict(verdict_dict(run, triages, path), provisional=True)
        except Exception:  # (an unreadable profile: the verdict without it)
            try:
                verdict = verdict_dict(run, triages, path)
            except Exception:
                verdict = None
        try:
            self.app.call_from_thread(self._triaged, triages, path, verdict, final)
        except RuntimeError:
            pass

    def _triaged(self, triages: tuple[Triage, ...], path: str, verdict: dict | None = None,
                 final: bool = False) -> None:  # fmt: skip
        self._triage_busy = False
        if path != self.app.path:
            return
        self.triages = triages
        self.verdict = verdict
        self.final = final
        self._banner_when_keys_pause()
        if self._final_wanted and not final:  # the final snapshot came while this one was made
            self._triaged_run = None
            self.run_applied(self.app.run_model, True)

    def _banner_when_keys_pause(self, held: bool = False) -> None:
        """A provisional verdict (the run still read) waits while keys come: showing it can
        change the banner's rows, and then the whole screen is laid out and repainted
        (tui/parts/indexer.py, keys first); the run's verdict is shown at once."""
        if held:
            self._banner_held = None
        wait = 0.0 if self.final else self.app.indexer.keys_wait()
        if wait <= 0:
            self.update_banner()
        elif self._banner_held is None:  # (one waits at a time: it shows the newest verdict)
            self._banner_held = self.app.set_timer(wait, lambda: self._banner_when_keys_pause(True))

    def update_banner(self) -> None:
        try:
            banner = self.app.main_query("#triage", TriageBanner)
        except Exception:
            return
        keys = {bid: key_text(self.app, bid, k) for bid, k, *_ in APP_KEYS
                if bid in ("rerun_suggested", "recipes")}  # fmt: skip
        banner.show_verdict(self.verdict, reading=not self.final, can_rerun=self.parent() is not None,
                            keys=keys, jobs=self.jobs)  # fmt: skip

    # -- the parent ---------------------------------------------------------------------------
    def parent(self) -> str | None:
        """The run dir reruns start from: the opened path's, when it has a run.json."""
        rj = find_run_json(self.app.path)
        return os.path.dirname(rj) if rj else None

    def refusal(self) -> str | None:
        """Why no rerun can start now (None: it can)."""
        parent = self.parent()
        if parent is None:
            return (f"reruns need a run dir made by `pt2tui run` (with a run.json): "
                    f"{self.app.path} has none")  # fmt: skip
        if run_json_state(os.path.join(parent, "run.json")) == "running":
            return "the run is still going: reruns start once it has ended"
        running = [j for j in self.jobs if j.running or j.state in ("preparing", "confirm")]
        if running:
            return f"a rerun ({running[0].recipe.name}) is already going: R shows it"
        return None

    # -- the keys -----------------------------------------------------------------------------
    def _no_parent(self) -> bool:
        """Say why there is nothing to rerun here (no run.json); True then."""
        if self.parent() is not None:
            return False
        self.app.say(self.app.rerun_refusal() or "", "warning", timeout=6)
        return True

    def rerun_suggested(self) -> None:
        if self._no_parent():
            return
        if self.verdict is None:
            self.app.say("the verdict is not ready yet (reading…)", "warning")
            return
        nxt = verdict_recipe(self.verdict)  # the banner's: the verdict's first command
        if nxt is None:
            self.app.say("the verdict offers no rerun that applies here: R lists every recipe")
            return
        self.start_recipe(nxt)

    def minify(self) -> None:
        if self._no_parent():
            return
        suggested = [r for t in (self.triages or ()) for r in t.next if r in MINIFY_FLAVOURS]
        default = suggested[0] if suggested else "minify-aot"
        recipes = [get_recipe(n) for n in MINIFY_FLAVOURS]
        menu = RecipeMenu(
            "Minifier: which flavour?", recipes, default=default, unavailable=self._unavailable()
        )
        self.app.push_screen(menu, self._chosen)

    def nan_rerun(self) -> None:
        self.start_recipe("nan-asserts")

    def recipes(self) -> None:
        if not self.jobs and self._no_parent():
            return
        default = verdict_recipe(self.verdict)
        menu = RecipeMenu("Rerun recipes (★ the verdict's step; this session's reruns first)",
                          list(RECIPES), default=default, suggested=default, unavailable=self._unavailable(),
                          jobs=self.jobs)  # fmt: skip (opens on the starred one)
        self.app.push_screen(menu, self._chosen)

    def _unavailable(self) -> dict[str, str]:
        from ...runner.rerun import find_launcher, find_repro

        parent = self.parent()
        if parent is None:
            return {}
        out: dict[str, str] = unfit_recipes(self.app.run_model)  # CUDA on a CPU run, AOTI ...
        try:
            launcher = find_launcher(parent, self.app.run_model)
        except Exception:
            launcher = None
        if launcher is None:
            for n in ("minify-launcher", "minify-launcher-no-isolate"):
                out[n] = "needs a minifier_launcher.py: run a minify-* recipe first"
        if find_repro(parent) is None:
            out["run-repro"] = "needs a repro.py: run minify-launcher first"
        from ...runner.recipe_io import suspect_kernel
        from ...sources.discover import read_run_json

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

    def start_recipe(self, name: str, python: str | None = None, extra_env: dict[str, str] | None = None) -> None:
        """Prepare the rerun (its run dir), show the command, start it when confirmed.
        ``extra_env``: the recipe's options (``rerun --kernel/--launch`` of kernel-repro)."""
        why = self.app.rerun_refusal()  # LiveApp adds: not while the program runs
        if why:
            self.app.say(why, "warning", timeout=6)
            return
        parent = self.parent()
        assert parent is not None
        job = RerunJob(self.app, parent, name, python, extra_env)
        self.jobs.append(job)
        self.update_banner()
        self.app.run_worker(lambda: self._prepare_thread(job), thread=True, group="rerun",
                        exit_on_error=False)  # fmt: skip

    def _prepare_thread(self, job: RerunJob) -> None:
        from ...runner.rerun import RerunError, prepare_rerun

        try:
            job.rr = prepare_rerun(job.parent, job.recipe.name, on_line=job.sink,  # planned only:
                                   on_progress=job.on_progress, python=job.python,  # made when
                                   extra_env=job.extra_env or None, create=False)  # confirmed fmt: skip
        except RerunError as e:
            job.state = "failed"
            job.error = str(e)
            job.needs_python = e.needs_python
        except Exception as e:
            job.state = "failed"
            job.error = f"cannot prepare the rerun: {e!r}"
        try:
            self.app.call_from_thread(self._prepared, job)
        except RuntimeError:
            pass

    def _prepared(self, job: RerunJob) -> None:
        if job.state == "failed":
            self.jobs.remove(job)
            self.update_banner()
            if job.needs_python and not job.python:  # ask, as the CLI's --python
                self._ask_python(job)
                return
            self.app.say(f"{job.recipe.name}: {job.error}", "error", timeout=10)
            return
        job.state = "confirm"

        def answered(yes: bool | None) -> None:
            if yes:
                self.launch_job(job)
            else:
                self.discard_job(job)

        self.app.push_screen(RerunConfirm(job), answered)

    def _ask_python(self, job: RerunJob) -> None:
        """The run's interpreter is not here and pt2tui's has no torch: a Python to run it."""
        from ..screens.dialogs import PathPrompt

        def chosen(path: str | None) -> None:
            if path:
                self.start_recipe(job.recipe.name, python=path, extra_env=job.extra_env)

        title = (f"{job.recipe.name}: the recorded interpreter is not here and pt2tui's cannot "
                 "import torch. Python to rerun with (Enter runs, Escape cancels):")  # fmt: skip
        self.app.push_screen(PathPrompt(title, ""), chosen)

    def discard_job(self, job: RerunJob) -> None:
        job.state = "discarded"
        if job in self.jobs:
            self.jobs.remove(job)
        if job.rr is not None and not job.rr.planned:  # made by prepare_rerun; nothing ran in it
            shutil.rmtree(job.rr.run_dir, ignore_errors=True)
        self.app.say(f"{job.recipe.name}: not started")
        self.update_banner()

    def launch_job(self, job: RerunJob) -> None:
        job.state = "running"
        self.show_job(job)
        self.app.run_worker(job.run, thread=True, group="rerun", exit_on_error=False)
        self.update_banner()

    def show_job(self, job: RerunJob) -> None:
        app = self.app
        if job.screen is None:
            job.screen = RerunScreen(job)
            app.install_screen(job.screen, name=f"rerun-{job.index}")
        if app.screen is not job.screen:
            while len(app.screen_stack) > 1:
                app.pop_screen()
            app.push_screen(f"rerun-{job.index}")

    def changed(self, message: RerunChanged) -> None:
        job = message.job
        job.changed_seen()
        if job.screen is not None and job.screen.is_mounted:
            job.screen.drain_output()
            job.screen.refresh_job()
        if job.state in ("done", "failed"):
            words = job.state_words()
            self.app.say(
                f"rerun {job.recipe.name}: {words}",
                "error" if job.state == "failed" else "information",
                timeout=8,
            )
            self.update_banner()
        elif job.state in ("running", "finishing"):
            self.update_banner()

    def output(self, message: RerunOutput) -> None:
        job = message.job
        if job.screen is not None and job.screen.is_mounted:
            job.screen.drain_output()

