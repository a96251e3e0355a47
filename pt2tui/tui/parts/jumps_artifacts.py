"""Jumps to an artifact line: a failed guard, a kernel (from generated code named in a log line,
or a NaN / device assert a rerun mapped), and the Provenance view of a compile or of the kernel
under the cursor in the Code tab."""

from __future__ import annotations

import re
from typing import Any

from ...core.analysis.kernel_map import map_text
from ...core.analysis.recompiles import recompile_why
from ...render.views.prov import kernel_at
from ...render.views.recompiles import (
    ArtifactTarget,
    CodeTextTarget,
    ProvTarget,
    first_guard_target,
    match_target,
)


class Jumps:
    """Owned by the App (keys ``g``, ``K``; Enter on an artifact target)."""

    def __init__(self, app: Any) -> None:
        self.app = app

    def to_target(self, t: Any) -> bool:
        """Open an ArtifactTarget (a tab of a compile at a line), mapping a CodeTextTarget (a
        log line naming generated code) to one first."""
        app = self.app
        run = app.run_model
        if isinstance(t, CodeTextTarget):
            m = map_text(run, t.text, allow_disk=False)
            t = match_target(run, m) if m is not None else None
            if t is None:
                app.say("that generated code is not in this run's output code", "warning")
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
            self.app.say(f"not found in the {t.tab} tab of {t.key[1]}", "warning")

    def failed_guard(self) -> None:
        """The guard that failed for the highlighted recompile, in the previous compile."""
        app = self.app
        t = None
        if app.view == "recompiles":
            view = app.run_views.get("recompiles")  # (a RecompilesView, once composed)
            if view is not None:
                t = view.guard_target()
        elif app.view == "explorer":
            c = app.detail.compile
            if c is not None and c.recompile_reasons:
                ins = app.insights_engine.insights
                why = ins.whys.get(c.key) if ins is not None and ins.run is app.run_model else None
                t = first_guard_target(why or recompile_why(app.run_model, c))
        if t is None:
            app.say("no failed guard here: choose a recompile (⟳) in the tree or the Recompiles view",
                     "warning")  # fmt: skip
            return
        self.to_target(t)

    def provenance(self) -> None:
        """The Provenance view of the selected compile; from the Code tab, of the kernel on the
        cursor line."""
        app = self.app
        c = app.detail.compile
        want = None
        if app.view == "explorer" and c is not None and app.detail.active_tab == "code":
            view = app.detail.current_view()
            if not view.doc.message:
                k = kernel_at(view.doc.plain, view.cursor, ())
                if k is not None:
                    want = ProvTarget(kernel=k)

        def show(pv: Any) -> None:  # (the ProvenanceView)
            pv.show_compile(c, app.run_model, want)
            app.action_view("provenance")

        app.run_views.ensure("provenance", show)  # composed when first shown (tui/parts/run_views.py)

    def to_kernel(self, k: dict) -> bool:
        """Open the output code at the kernel a NaN / device assert was mapped to."""
        app = self.app
        art_name = k.get("artifact")
        cid = k.get("compile_id")
        compiles = app.run_model.compiles
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
            return self._to_run_artifact(k)
        art = next((a for a in c.artifacts if a.name == art_name), None)
        app.jump_to(c.key, "code")
        pane = app.detail.pane("code")
        line = k.get("kernel_line") or k.get("artifact_line") or 1
        if art is not None:
            pane.select_artifact(art, int(line) - 1, k.get("kernel") or None)
        pane.view.focus()
        return True

    def to_kernel_def(self, key, kernel: str) -> bool:
        """The compile ``key``'s output code at ``kernel``'s definition (the first line that
        names it: ``triton_poi_fused_0 = async_compile.triton(...`` / ``cpp_fused_0 = ...``);
        the Perf view's Enter on a kernel. Provenance (K) then starts from that kernel."""
        app = self.app
        c = app.run_model.compile(key[1], key[0])
        if c is None:
            return app.jump_to(key, "code")
        art = next((a for a in c.artifacts if a.name.startswith("inductor_output_code")), None)
        if art is None:
            return app.jump_to(key, "code")
        name = re.sub(r"^graph_\d+_", "", kernel.split("(", 1)[0].split()[-1])  # the profiler's graph_1_cpp_...
        return self.to_kernel({"compile_id": str(c.id), "rank": c.rank, "artifact": art.name,
                               "kernel": name, "kernel_line": 1})  # fmt: skip

    def _to_run_artifact(self, k: dict) -> bool:
        """A kernel in run-level output code (AOTInductor's wrapper / kernel code)."""
        app = self.app
        art = next((a for a in app.run_model.run_artifacts if a.name == k.get("artifact")), None)
        if art is None:
            app.say(f"the kernel's code ({k.get('artifact') or k.get('compile_id')}) is not in "
                    "this run", "warning")  # fmt: skip
            return False
        app.action_view("explorer")
        app.tree.select_data(("run_artifacts",))
        app._show_selection(force=True)
        app.detail.show_tab("code")
        pane = app.detail.pane("code")
        pane.select_artifact(art, int(k.get("kernel_line") or 1) - 1, k.get("kernel") or None)
        pane.view.focus()
        return True
