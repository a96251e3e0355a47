"""PT2App: the explorer for ``pt2tui open PATH``, showing the run as a thread reads it (tui/parts/indexer.py)."""

from __future__ import annotations

import time
from typing import Any, ClassVar

from textual import on
from textual.app import App, ComposeResult
from textual.containers import Horizontal
from textual.css.query import NoMatches
from textual.widgets import ContentSwitcher, Input, Static, Tree

from ..core.model import Compile, Run
from ..render.artifacts import TAB_IDS, run_artifacts_compile
from ..render.doc import message_doc
from ..render.labels import fit_words, run_status, source_name
from ..render.safe import sanitize
from ..render.views.recompiles import is_jump_target
from .commands import PT2Commands
from .insights.engine import InsightsEngine, InsightsReady
from .insights.widgets import InsightDetailPane, InsightTree
from .keys import APP_KEYS, TAB_KEYS, app_bindings, load_keymap
from .parts.actions import FileActions
from .parts.exports import Exports
from .parts.footer import Footer
from .parts.indexer import (
    FollowStarted,
    FollowStatusChanged,
    FollowStopped,
    Indexer,
    LoadFailed,
    RunUpdateReady,
    release_model,
)
from .parts.jumps_artifacts import Jumps
from .parts.layout import PaneLayout
from .parts.lineage import Lineage
from .parts.opening import open_parent
from .parts.quitting import Quitter, ReadStopsOnExit
from .parts.run_stack import RunStack
from .parts.run_views import RunViews
from .parts.search_actions import SearchKeys
from .parts.view_refresh import ViewRefresh
from .reruns import RerunChanged, RerunOutput, TriageBanner
from .reruns.controller import Reruns
from .screens.help import HelpScreen
from .views import Jump
from .widgets.detail import DetailPane
from .widgets.search import SearchBar
from .widgets.textview import TextView
from .widgets.tree import CompileTree
from .widgets.viewbar import VIEWS, view_bar

# workers that run for as long as a run is followed / a program or rerun runs: not "busy"
BACKGROUND_GROUPS = ("follow", "live", "rerun", "quit")
ACTIONS_OF_KEYS = {a.split("(")[0] for _, _, a, _, _ in APP_KEYS + TAB_KEYS}


class PT2App(ReadStopsOnExit, App[int]):
    """Browse one run: a trace file or dir, a torch_compile_debug dir, logs, a run dir."""

    CSS_PATH = "app.tcss"
    TITLE = "pt2tui"
    COMMANDS = App.COMMANDS | {PT2Commands}
    BINDINGS: ClassVar = app_bindings()
    ENABLE_COMMAND_PALETTE = True

    def __init__(self, path: str, *, keymap_path: Any = None, follow: str = "auto") -> None:
        super().__init__()
        self.follow_mode = follow  # tui/parts/indexer.py: auto, "follow" (--follow), "no-follow"
        self.following = False  # the run is being followed (its writer lives)
        self.followed = False  # it was: the status line says why it finished, up front
        self.follow_status: Any = None  # sources/follow_policy.py FollowStatus
        self.follower: Any = None
        self.indexer = Indexer(self)  # reads the run in workers (tui/parts/indexer.py)
        # no animations: every frame costs bandwidth over SSH, and keys should feel instant
        self.animation_level = "none"
        self.path = path
        self.run_model: Run = Run()
        self.progress: float | None = 0.0
        self.load_error: str | None = None
        self.loaded = False
        self.first_compile_at: float | None = None
        self.view = "explorer"
        self._keymap_path = keymap_path
        self._selected_once = False
        self._compiles: dict[Any, Compile] = {}
        self.files = FileActions(self)  # y s e (tui/parts/actions.py)
        self.searching = SearchKeys(self)  # / n N F (tui/parts/search_actions.py)
        self.insights_engine = InsightsEngine(self)  # why it recompiled (tui/insights/engine.py)
        self.jumps = Jumps(self)  # g K, artifact targets (tui/parts/jumps_artifacts.py)
        self.exports = Exports(self)  # P B (tui/parts/exports.py)
        self.reruns = Reruns(self)  # triage banner, x m A R (tui/reruns/controller.py)
        self.quitter = Quitter(self)  # q, SIGHUP / SIGTERM (tui/parts/quitting.py)
        self.lineage = Lineage(self)  # T V I: unit test, verify, lineage (tui/parts/lineage.py)
        self.panes = PaneLayout(self)  # z, < > (tui/parts/layout.py)
        self.run_stack = RunStack(self)  # o opens a run over this one, q back (tui/parts/run_stack.py)
        self._after_load: Any = None  # open_path(after_load=...): called once the run is read
        self.view_refresh = ViewRefresh(self, VIEWS[1:])  # tui/parts/view_refresh.py
        self.run_views = RunViews(self)  # composed when first shown (tui/parts/run_views.py)

    # -- layout -----------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static(id="run-status")
        yield TriageBanner(id="triage")  # tui/reruns/
        yield Static(id="viewbar")
        with ContentSwitcher(initial="explorer", id="views"):
            with Horizontal(id="explorer"):
                yield InsightTree(id="tree")  # CompileTree + recompile verdicts (tui/insights)
                yield InsightDetailPane(id="detail")  # DetailPane + why it recompiled, time
            # the run-wide views (tui/views/) are composed when first shown (tui/parts/run_views.py)
        yield SearchBar(id="searchbar")
        yield Footer(compact=True)

    def on_resize(self) -> None:
        self._update_chrome()

    def on_unmount(self) -> None:
        release_model()  # (tui/parts/indexer.py: a read model is kept out of collections)

    def on_mount(self) -> None:
        keymap, warnings = load_keymap(self._keymap_path)
        if keymap:
            self.set_keymap(keymap)
        for w in warnings:
            self.say(w, "warning")
        self._update_chrome()
        self.main_query(CompileTree).focus()
        self.quitter.install_signal_handlers()
        self.start_indexing()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys typed into an input are text; a dialog or help in front takes its own keys."""
        if action in ACTIONS_OF_KEYS:
            if isinstance(self.focused, Input) and action != "back":
                return False
            on_main = not self.screen_stack or self.screen is self.screen_stack[0]
            if not on_main and action not in ("search", "search_next", "help", "quit", "quit_all"):
                return False
            if action in ("run_back", "quit") and on_main:  # q: back while a run is stacked
                return (action == "run_back") == bool(len(self.run_stack))
        return True

    def main_query(self, selector: Any, expect_type: Any = None) -> Any:
        """query_one on the main screen, even while a dialog or help is in front."""
        if not self.screen_stack:  # closing: as if the widget were gone
            raise NoMatches("the app is closing")
        screen = self.screen_stack[0]
        if expect_type is not None:
            return screen.query_one(selector, expect_type)
        return screen.query_one(selector)

    @property
    def busy(self) -> bool:
        """True while reading, composing a view, making the verdict, or reading a payload / search / filter."""
        return not self.loaded or self.insights_engine.pending or self.run_views.pending or self.reruns.pending or any(
            w.state.name in ("PENDING", "RUNNING")
            for w in self.workers
            if w.group not in BACKGROUND_GROUPS
        )

    @property
    def tree(self) -> CompileTree:
        return self.main_query(CompileTree)

    @property
    def detail(self) -> DetailPane:
        return self.main_query(DetailPane)

    def say(self, message: str, severity: str = "information", timeout: float = 4) -> None:
        """notify() with untrusted text: never markup, control characters escaped."""
        self.notify(sanitize(message), severity=severity, markup=False, timeout=timeout)  # type: ignore[arg-type]

    def load_failed(self, error: str) -> None:
        self.load_error = error
        self.say(error, "error", timeout=10)
        if not self.run_model.compiles:
            self.detail.pane("overview").show_doc(message_doc(f"pt2tui: {error}"))
        self.loaded = True
        self._update_chrome()

    def apply_run(self, run: Run, progress: float, *, final: bool = False) -> None:
        """Show a (new snapshot of the) run; the selection stays where it was."""
        self.run_model = run
        self.progress = progress
        tree = self.tree
        tree.update_run(run, ranks=0 if final else self.indexer.file_ranks)  # (its shape, while read)
        self._compiles = tree.shown  # {Compile.key: Compile} of the run, kept by the tree
        if run.compiles and self.first_compile_at is None:
            self.first_compile_at = time.monotonic()
        if not self._selected_once and run.compiles:
            first = tree.first_compile_key()
            if first is not None:
                self._selected_once = True
                tree.select_compile(first)
        elif not self._selected_once and final and run.run_artifacts:
            self._selected_once = True
            tree.select_data(("run_artifacts",))
        if final:  # before the views refresh: a view that waits for the whole run (Perf) reads it now
            self.loaded = True
        self.view_refresh.show_detail(final)  # when its compile changed (tui/parts/view_refresh.py)
        self.view_refresh.run_applied(final)  # the view on screen; the others when shown
        if final:
            if not run.compiles and run.logs and self.view == "explorer":
                self.action_view("log")
        self._update_chrome()
        if final and self._after_load is not None:  # open_path(after_load=...)
            cb, self._after_load = self._after_load, None
            self.call_after_refresh(cb)
        self.reruns.run_applied(run, final)  # triage: the banner (tui/reruns/controller.py)
        ins = self.insights_engine.run_applied(run, final)  # whys, verdicts: InsightsReady
        if ins is not None and isinstance(self.detail, InsightDetailPane):
            self.detail.set_insights(ins)  # the same recompiles: still true

    # -- status line and view bar -----------------------------------------------------------
    def _update_chrome(self) -> None:  # (two rows: repainted, not laid out again)
        run = self.run_model
        status = run_status(
            run, source_name(self.path), None if self.loaded else self.progress, self.load_error
        )
        status = self.run_stack.status(self.indexer.chrome(status))  # following / finished; q◂
        self.main_query("#run-status", Static).update(fit_words(status, self.size.width - 2), layout=False)
        self.main_query("#viewbar", Static).update(view_bar(self), layout=False)  # tui/widgets/viewbar.py

    # -- selection --------------------------------------------------------------------------
    @on(Tree.NodeHighlighted, "#tree")
    def _node_highlighted(self, event: Tree.NodeHighlighted) -> None:
        try:
            self._show_selection()
        except NoMatches:  # shutting down
            pass

    @on(Tree.NodeSelected, "#tree")
    def _node_selected(self, event: Tree.NodeSelected) -> None:
        data = event.node.data
        if data and data[0] == "compile":
            self.detail.current_view().focus()

    def _selected_compile(self, data: tuple | None) -> Compile | None:
        if not data or data[0] != "compile":
            return None
        return self._compiles.get(data[1])

    def _show_selection(self, force: bool = False) -> bool:
        data = self.tree.selected_data
        if data is None or data[0] == "root":
            return False
        if not force and data == self.detail.selection:
            return False
        c = self._selected_compile(data)
        if data[0] == "run_artifacts":
            c = run_artifacts_compile(self.run_model)
        frame = None
        if data[0] == "frame":
            frame = [
                x
                for x in self.run_model.compiles
                if x.rank == data[1] and x.id.frame_key == data[2]
                and (len(data) < 4 or x.process == data[3])
            ]  # fmt: skip
        self.detail.show(data, self.run_model, c, frame)
        return True

    def jump_to(self, key: Any, tab: str | None = None) -> bool:
        """Open a compile (``Compile.key``) in the explorer."""
        if key is None:
            return False
        if is_jump_target(key):  # an artifact line / generated code (tui/parts/jumps_artifacts.py)
            return self.jumps.to_target(key)
        rank, cid = key[0], key[1]  # Compile.key: (rank, compile id, process)
        c = self._compiles.get(key) or self.run_model.compile(cid, rank)
        if c is None:
            self.say(f"compile {cid} is not in this run (yet)", "warning")
            return False
        self.action_view("explorer")
        self.tree.select_compile(c.key)
        self.detail.show(("compile", c.key), self.run_model, c)
        if tab:
            self.detail.show_tab(tab)
        self.tree.focus()
        return True

    @on(Jump)
    def _jump(self, event: Jump) -> None:
        event.stop()
        self.jump_to(event.key, event.tab)

    @on(TextView.Activated)
    def _activated(self, event: TextView.Activated) -> None:
        # a frame overview line: open that compile
        target = event.target  # (or an artifact line / generated code: tui/insights)
        if isinstance(target, tuple) and len(target) == 2 or is_jump_target(target):
            event.stop()
            self.jump_to(event.target)

    # -- views and tabs ---------------------------------------------------------------------
    def action_view(self, view: str) -> None:
        if view not in VIEWS:
            return
        if self.run_views.made_first(view):  # shown once composed (tui/parts/run_views.py)
            return
        self.view = view
        self.view_refresh.shown(view)
        self.main_query(ContentSwitcher).current = view
        if view == "explorer":
            self.tree.focus()
        else:
            self.run_views.get(view).focus_main()
        self._update_chrome()

    def action_tab(self, n: int) -> None:
        if 1 <= n <= len(TAB_IDS):
            if self.view != "explorer":
                self.action_view("explorer")
            self.detail.show_tab(TAB_IDS[n - 1])

    def action_cycle_tab(self, delta: int) -> None:
        if self.view == "explorer":
            self.detail.cycle_tab(delta)

    def action_cycle_variant(self, delta: int) -> None:
        if self.view == "explorer":
            self.detail.cycle_variant(delta)

    def action_back(self) -> None:
        view = self.current_view()
        if view is not None and view.clear_mark():
            return
        if self.view != "explorer":
            self.action_view("explorer")
            return
        if not isinstance(self.focused, CompileTree):
            self.tree.focus()
        else:
            self.run_stack.pop()  # a run opened from another: back to it

    def action_help(self) -> None:
        self.push_screen(HelpScreen())

    def action_toggle_wrap(self) -> None:
        view = self.current_view()
        if view is not None:
            view.action_toggle_wrap()

    # -- the pane in front ------------------------------------------------------------------
    def current_view(self) -> TextView | None:
        """The text pane that search, copy, save and edit act on."""
        if self.screen is not self.screen_stack[0]:
            try:
                return self.screen.query_one(TextView)
            except Exception:
                return None
        focused = self.focused
        if isinstance(focused, TextView):
            return focused
        bar = self.main_query(SearchBar)
        if bar.is_open and bar.target is not None:
            return bar.target
        if self.view == "explorer":
            return self.detail.current_view()
        return self.run_views.current_view(self.view)

    # -- keys handled by the app's parts ----------------------------------------------------
    def action_copy(self) -> None:
        self.files.copy()

    def action_save(self) -> None:
        self.files.save()

    def action_edit(self) -> None:
        self.files.edit()

    def action_search(self) -> None:
        self.searching.search()

    def action_search_next(self, step: int) -> None:
        self.searching.search_next(step)

    def action_search_run(self) -> None:
        self.searching.search_run()

    def action_failed_guard(self) -> None:
        self.jumps.failed_guard()

    def action_provenance(self) -> None:
        self.jumps.provenance()

    def action_part(self, part: str, method: str, *args: Any) -> None:
        getattr(getattr(self, part), method)(*args)  # keys.py: part('panes', 'zoom') ...

    def on_insights_ready(self, message: InsightsReady) -> None:
        self.insights_engine.ready(message.insights)  # to the tree, views, detail pane

    # -- reading the run (tui/parts/indexer.py) ------------------------------------------------------
    def start_indexing(self) -> None:
        self.indexer.start()

    def stop_following(self) -> None:
        self.indexer.stop()

    def on_run_update_ready(self, message: RunUpdateReady) -> None:
        self.indexer.update_ready()

    async def on_event(self, event: Any) -> None:
        self.indexer.saw(event)  # a key: a snapshot waits for a pause (keys first)
        await super().on_event(event)

    def on_load_failed(self, message: LoadFailed) -> None:
        self.load_failed(message.error)

    def on_follow_started(self, message: FollowStarted) -> None:
        self.indexer.follow_started(message)

    def on_follow_status_changed(self, message: FollowStatusChanged) -> None:
        self.indexer.status_changed(message)

    def on_follow_stopped(self, message: FollowStopped) -> None:
        self.indexer.stopped()

    def action_help_quit(self) -> None:
        if not self.quitter.ctrl_c():  # leaves a followed run; else says what ctrl+c does here
            super().action_help_quit()

    # -- reruns and quitting (tui/reruns/controller.py, tui/parts/quitting.py) --------------------
    @property
    def jobs(self) -> list:
        return self.reruns.jobs

    def rerun_refusal(self) -> str | None:
        """Why no rerun can start now (None: it can); LiveApp adds its own reason."""
        return self.reruns.refusal()

    def action_rerun_suggested(self) -> None:
        self.reruns.rerun_suggested()

    def action_minify(self) -> None:
        self.reruns.minify()

    def action_nan_rerun(self) -> None:
        self.reruns.nan_rerun()

    def action_recipes(self) -> None:
        self.reruns.recipes()

    def on_rerun_changed(self, message: RerunChanged) -> None:
        self.reruns.changed(message)

    def on_rerun_output(self, message: RerunOutput) -> None:
        self.reruns.output(message)

    def action_testcase(self) -> None:
        self.lineage.testcase()

    def action_verify(self) -> None:
        self.lineage.verify()

    def action_lineage(self) -> None:
        self.lineage.show()

    def update_banner(self) -> None:
        self.reruns.update_banner()

    def running_processes(self) -> list:
        """What runs and must be stopped before quitting (LiveApp adds the program)."""
        return self.reruns.running_processes()

    def exit_code(self) -> int:
        return 0

    async def action_quit(self) -> None:
        await self.quitter.quit()

    action_quit_all = action_quit

    def action_run_back(self) -> None:
        self.run_stack.pop()

    # -- another run (tui/parts/opening.py) ---------------------------------------------------------
    def open_path(self, path: str, *, after_load: Any = None) -> None:
        self.run_stack.open(path, after_load=after_load)  # over this run: q comes back

    def action_open_parent(self) -> None:
        open_parent(self)

    def jump_to_kernel(self, k: dict) -> bool:
        return self.jumps.to_kernel(k)

    def on_search_bar_done(self, event: SearchBar.Done) -> None:
        self.searching.done(event)


def run_app(path: str, follow: str = "auto") -> int:
    """Entry point of ``pt2tui open PATH`` (``follow``: auto, "follow", "no-follow")."""
    app = PT2App(path, follow=follow)
    app.run()
    return app.return_code or 0


__all__ = ["PT2App", "run_app"]
