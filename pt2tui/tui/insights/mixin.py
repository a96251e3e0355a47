"""The App's insight actions and hooks: run insights in a worker, jump to an artifact line (a
failed guard, a kernel), provenance from the Code tab, Perfetto export, the bug bundle."""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

from rich.text import Text

from ...core.analysis.kernel_map import map_text
from ...core.analysis.recompiles import recompile_why
from ...core.analysis.timing import perfetto_json
from ...core.model import Run
from ...render.insights import (
    ArtifactTarget,
    CodeTextTarget,
    ProvTarget,
    first_guard_target,
    is_jump_target,
    match_target,
)
from ...render.insights_prov import kernel_at
from ...render.insights_ranks import ranks_of
from ...render.insights_time import compile_total
from ..dialogs import Confirm, PathPrompt
from ..fileops import write_new
from ..help import key_text
from ..views import ProvenanceView, RecompilesView
from .keys import INSIGHT_KEYS, INSIGHT_VIEWS
from .state import Insights, compute, signature
from .widgets import InsightDetailPane, InsightTree

INSIGHT_VIEW_IDS = tuple(INSIGHT_VIEWS)
VIEW_TITLES = {vid: t[0] for vid, t in INSIGHT_VIEWS.items()}
SHORT_TITLES = {vid: t[1] for vid, t in INSIGHT_VIEWS.items()}
VIEW_KEYS = {vid: t[2] for vid, t in INSIGHT_VIEWS.items()}


class InsightsMixin:
    """For PT2App (needs ``run_model``, ``detail``, ``tree``, ``view``, ``jump_to``, ``say``)."""

    insights: Insights | None = None
    last_bundle: tuple[str, str] | None = None
    _insights_for: Any = None
    _insights_busy = False
    _insights_next: tuple[Run, bool] | None = None
    _counts: Any = None

    if TYPE_CHECKING:  # provided by the App
        run_model: Run
        path: str
        view: str

        def say(self, message: str, severity: str = "information", timeout: float = 4) -> None: ...
        def main_query(self, selector: Any, expect_type: Any = None) -> Any: ...
        def jump_to(self, key: Any, tab: str | None = None) -> bool: ...

    # -- run insights -----------------------------------------------------------------------
    def insights_run_applied(self, run: Run, final: bool) -> None:
        """Hook of apply_run: (re)compute why/verdicts in a thread worker (it reads guard
        payloads) for the final run, and while a run is followed when its recompiles change;
        one computation at a time (the newest run waits for the one in flight)."""
        sig = (final, signature(run))
        app: Any = self
        if sig == self._insights_for:
            ins = self.insights
            if ins is not None and ins.run is not run and ins.fits(run):  # the same recompiles
                if isinstance(app.detail, InsightDetailPane):
                    app.detail.set_insights(ins)
            return
        if not final and not getattr(app, "following", False):
            return  # still indexing: the final run comes
        if not run.recompiles and self.insights is None:
            return
        self._insights_for = sig
        if self._insights_busy:
            self._insights_next = (run, final)
            return
        self._insights_busy = True
        app.run_worker(lambda: self._compute_insights(run), thread=True, group="insights",
                       exit_on_error=False)  # fmt: skip

    def _compute_insights(self, run: Run) -> None:
        try:
            ins: Insights | None = compute(run)
        except Exception:  # never fatal: the views show the recompile reasons without it
            ins = None
        try:
            self.call_from_thread(self._apply_insights, ins, run)  # type: ignore[attr-defined]
        except RuntimeError:
            pass

    def _apply_insights(self, ins: Insights | None, run: Run | None = None) -> None:
        self._insights_busy = False
        nxt, self._insights_next = self._insights_next, None
        if nxt is not None and nxt[0] is not run:
            self._insights_for = None
            self.insights_run_applied(*nxt)
        if ins is None or not ins.fits(self.run_model):
            return
        self.insights = ins
        app: Any = self
        tree = app.tree
        if isinstance(tree, InsightTree):
            tree.set_tags(ins.tags)
        view = self.main_query("#recompiles")
        if isinstance(view, RecompilesView):
            view.set_insights(ins)
        detail = app.detail
        if isinstance(detail, InsightDetailPane):
            detail.set_insights(ins)

    # -- view bar ---------------------------------------------------------------------------
    def insight_counts(self) -> dict[str, str | None]:
        run = self.run_model
        cached = self._counts
        if cached is not None and cached[0] is run:
            return cached[1]
        total = sum(compile_total(c) for c in run.compiles)
        ranks = len(ranks_of(run))
        counts = {
            "time": f"{total:.0f}s" if total >= 10 else (f"{total:.1f}s" if total else None),
            "cache": str(sum(len(c.cache) for c in run.compiles))
            if any(c.cache for c in run.compiles)
            else None,
            "provenance": None,
            "ranks": str(ranks) if ranks > 1 else None,
        }
        self._counts = (run, counts)
        return counts

    def insight_viewbar(self, t: Text, narrow: bool) -> None:
        """Append the insight views to the view bar ``t`` as far as they fit (the one shown
        always); Ranks only when there are several ranks."""
        app: Any = self
        width = app.size.width
        counts = self.insight_counts()
        order = list(INSIGHT_VIEW_IDS)
        if counts["ranks"] is not None:  # several ranks: where they diverge comes first
            order.remove("ranks")
            order.insert(0, "ranks")
        for vid in order:
            active = vid == self.view
            if vid == "ranks" and not active and counts["ranks"] is None:
                continue
            bid = VIEW_KEYS[vid]
            key = key_text(app, bid, next(k for i, k, *_ in INSIGHT_KEYS if i == bid))
            title = (SHORT_TITLES if narrow else VIEW_TITLES)[vid]
            n = counts[vid]
            seg = Text(end="", no_wrap=True)
            label = f" {key} {title} " + (f"{n} " if n is not None else "")
            if active:
                seg.append(label, style="bold reverse")
            else:
                seg.append(f" {key}", style="bold cyan")
                seg.append(f" {title} ")
                if n is not None:
                    seg.append(f"{n} ", style="dim")
            if not active and t.cell_len + seg.cell_len > width:
                continue
            t.append_text(seg)
            t.append(" " if narrow else "  ")

    # -- jumps ------------------------------------------------------------------------------
    def jump_to_target(self, t: Any) -> bool:
        """Open an ArtifactTarget (a tab of a compile at a line), mapping a CodeTextTarget (a
        log line naming generated code) to one first."""
        app: Any = self
        run = self.run_model
        if isinstance(t, CodeTextTarget):
            m = map_text(run, t.text, allow_disk=False)
            t = match_target(run, m) if m is not None else None
            if t is None:
                self.say("that generated code is not in this run's output code", "warning")
                return False
        if not isinstance(t, ArtifactTarget):
            return False
        if not app.jump_to(t.key):
            return False
        detail = app.detail
        detail.show_tab(t.tab)
        pane = detail.pane(t.tab)
        pane.view.focus()
        self._select_in_pane(pane, t)
        return True

    def _select_in_pane(self, pane: Any, t: ArtifactTarget) -> None:
        art = t.artifact
        if art is None and t.name:
            art = next((a for _, a in pane.items if a.name == t.name), None)
        if art is None or not pane.select_artifact(art, t.line, t.query):
            self.say(f"not found in the {t.tab} tab of {t.key[1]}", "warning")

    def action_failed_guard(self) -> None:
        """The guard that failed for the highlighted recompile, in the previous compile."""
        app: Any = self
        t = None
        if self.view == "recompiles":
            view = self.main_query("#recompiles")
            if isinstance(view, RecompilesView):
                t = view.guard_target()
        elif self.view == "explorer":
            c = app.detail.compile
            if c is not None and c.recompile_reasons:
                ins = self.insights
                why = ins.whys.get(c.key) if ins is not None and ins.run is self.run_model else None
                t = first_guard_target(why or recompile_why(self.run_model, c))
        if t is None:
            self.say("no failed guard here: choose a recompile (⟳) in the tree or the Recompiles view",
                     "warning")  # fmt: skip
            return
        self.jump_to_target(t)

    def action_provenance(self) -> None:
        """The Provenance view of the selected compile; from the Code tab, of the kernel on the
        cursor line."""
        app: Any = self
        c = app.detail.compile
        want = None
        if self.view == "explorer" and c is not None and app.detail.active_tab == "code":
            view = app.detail.current_view()
            if not view.doc.message:
                k = kernel_at(view.doc.plain, view.cursor, ())
                if k is not None:
                    want = ProvTarget(kernel=k)
        pv = self.main_query("#provenance")
        if isinstance(pv, ProvenanceView):
            pv.show_compile(c, self.run_model, want)
        app.action_view("provenance")

    # -- exports ----------------------------------------------------------------------------
    def action_export_perfetto(self) -> None:
        app: Any = self
        run = self.run_model
        if not run.chromium_events:
            self.say("no chromium events in this run: nothing to export (TORCH_TRACE records them)",
                     "warning")  # fmt: skip
            return
        stem = os.path.basename(os.path.normpath(self.path)) or "run"
        default = f"./{stem}-perfetto.json"

        def chosen(path: str | None) -> None:
            if not path:
                return
            if os.path.exists(os.path.expanduser(path)):

                def confirmed(yes: bool | None) -> None:
                    if yes:
                        self._export(run, path, overwrite=True)
                    else:
                        self.say(f"{path} exists; not overwritten", "warning")

                app.push_screen(Confirm(f"{path} exists. Overwrite it?"), confirmed)
            else:
                self._export(run, path, overwrite=False)

        app.push_screen(
            PathPrompt("Export the chromium events (Perfetto JSON) to", default), chosen
        )

    def _export(self, run: Run, path: str, *, overwrite: bool) -> None:
        app: Any = self

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
                app.call_from_thread(self.say, msg, sev, 8)
            except RuntimeError:
                pass

        app.run_worker(work, thread=True, group="export", exit_on_error=False)

    def bundle_dir(self) -> tuple[str, bool]:
        """The folder to bundle, and whether it is a run dir (has run.json)."""
        p = os.path.abspath(os.path.expanduser(self.path))
        d = p if os.path.isdir(p) else os.path.dirname(p)
        for cand in (d, os.path.dirname(d)):
            if os.path.isfile(os.path.join(cand, "run.json")):
                return cand, True
        return d, False

    def action_bundle(self) -> None:
        """Write <run>-bundle.tar.gz and .md (never overwriting): next to a run dir, or into a
        chosen directory for any other folder."""
        app: Any = self
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
        from ...sources.bundle import write_bundle

        app: Any = self
        self.say(f"writing a bug bundle of {folder} …")

        def work() -> None:
            try:
                tar, md = write_bundle(folder, out)
            except Exception as e:  # a bundle problem is reported, never fatal
                msg, sev = f"bundle failed: {e}", "error"
            else:
                self.last_bundle = (str(tar), str(md))
                msg, sev = f"bundle written: {tar}  and  {md}", "information"
            try:
                app.call_from_thread(self.say, msg, sev, 12)
            except RuntimeError:
                pass

        app.run_worker(work, thread=True, group="bundle", exit_on_error=False)


__all__ = [
    "INSIGHT_VIEW_IDS",
    "InsightsMixin",
    "is_jump_target",
]
