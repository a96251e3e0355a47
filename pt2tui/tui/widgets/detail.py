"""The right-hand side of the explorer: one tab per kind of artifact for the selected compile.

Payloads are read only when their tab is shown, in a thread worker; text appears plain at
once and is re-shown highlighted when pygments is done.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget
from textual.widgets import OptionList, TabbedContent, TabPane
from textual.widgets.option_list import Option

from ...core.analysis.recompiles import failed_later
from ...core.model import Artifact, Compile, Run
from ...core.parse.payloads import read_text
from ...render.artifacts import TABS, artifact_labels, artifact_lang, variants, why_empty
from ...render.doc import Doc, message_doc, plain_doc
from ...render.overview import compile_overview, frame_overview, run_artifacts_overview
from ...render.safe import safe_line
from ...render.shape_guards import mark_guard_origins, shape_guard_origins
from ...render.views.recompiles import guards_artifact, mark_failed_guards
from .shapes import ShapesPane
from .textview import TextView

NO_COMPILE = "Select a compile ([x/y]) in the tree to see its artifacts here."


def art_key(a: Artifact) -> tuple:
    return ("art", a.rank, a.compile_id, a.name, a.index, a.ref.path, a.ref.start)


class VariantBar(Widget, can_focus=True):
    """A one-line chooser among the artifacts of a tab (``,`` / ``.`` or left/right)."""

    DEFAULT_CSS = """
    VariantBar { height: 1; background: $panel; color: $text-muted; }
    VariantBar:focus { background: $primary 30%; }
    VariantBar > .variantbar--current { color: $text; background: $primary; text-style: bold; }
    """
    COMPONENT_CLASSES = {"variantbar--current"}
    BINDINGS = [
        Binding("left", "step(-1)", "Previous", show=False),
        Binding("right", "step(1)", "Next", show=False),
    ]

    index: reactive[int] = reactive(0)

    class Changed(Message):
        def __init__(self, bar: VariantBar, index: int) -> None:
            super().__init__()
            self.bar = bar
            self.index = index

        @property
        def control(self) -> VariantBar:
            return self.bar

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.labels: list[str] = []

    def set_labels(self, labels: list[str], index: int) -> None:
        self.labels = labels
        self.set_reactive(VariantBar.index, max(0, min(index, len(labels) - 1)))
        self.refresh()

    def action_step(self, delta: int) -> None:
        self.step(delta)

    def step(self, delta: int) -> None:
        if len(self.labels) > 1:
            self.index = (self.index + delta) % len(self.labels)

    def watch_index(self, old: int, new: int) -> None:
        if old != new:
            self.post_message(self.Changed(self, new))

    def on_click(self, event: Any) -> None:
        self.step(1)

    def render(self) -> Text:
        width = self.size.width or 80
        cur = self.get_component_rich_style("variantbar--current", partial=True)
        n = len(self.labels)
        if not n:
            return Text(" (nothing to choose from)", style="dim")
        parts = [f" {lb} " for lb in self.labels]
        lead = f"{self.index + 1}/{n} " if n > 1 else ""
        # a window of labels around the current one that fits
        lo = hi = self.index
        used = len(parts[self.index]) if parts else 0
        while True:
            grew = False
            if hi + 1 < n and used + len(parts[hi + 1]) + 1 <= width - len(lead) - 4:
                hi += 1
                used += len(parts[hi]) + 1
                grew = True
            if lo > 0 and used + len(parts[lo - 1]) + 1 <= width - len(lead) - 4:
                lo -= 1
                used += len(parts[lo]) + 1
                grew = True
            if not grew:
                break
        t = Text(lead, style="dim", no_wrap=True, overflow="ellipsis", end="")
        if lo > 0:
            t.append("‹ ", style="dim")
        for i in range(lo, hi + 1):
            if i > lo:
                t.append("│", style="dim")
            t.append_text(safe_line(parts[i], cur if i == self.index else ""))
        if hi < n - 1:
            t.append(" ›", style="dim")
        return t


class ArtifactPane(Vertical):
    """A VariantBar and a TextView: the artifacts of one category for one compile."""

    DEFAULT_CSS = """
    ArtifactPane { height: 1fr; }
    ArtifactPane > TextView { height: 1fr; }
    """

    def __init__(self, tab_id: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.tab_id = tab_id
        self.compile: Compile | None = None
        self.run: Run | None = None
        self.items: list[tuple[str, Artifact]] = []
        self.selected_label: str | None = None
        self.stale = True
        self._gen = 0
        self._shown_key: Any = None
        self._pending: tuple[Any, int, str | None] | None = None

    def compose(self) -> ComposeResult:
        yield VariantBar(id=f"variants-{self.tab_id}")
        yield TextView(id=f"view-{self.tab_id}")

    @property
    def view(self) -> TextView:
        return self.query_one(TextView)

    @property
    def bar(self) -> VariantBar:
        return self.query_one(VariantBar)

    @property
    def current(self) -> Artifact | None:
        if not self.items:
            return None
        return self.items[min(self.bar.index, len(self.items) - 1)][1]

    def set_compile(self, c: Compile | None, run: Run | None, *, active: bool) -> None:
        self.compile = c
        self.run = run
        self.items = self._items(c)
        labels = [lb for lb, _ in self.items]
        idx = labels.index(self.selected_label) if self.selected_label in labels else 0
        self.bar.set_labels(labels, idx)
        self.stale = True
        if active:
            self.refresh_content()

    def _items(self, c: Compile | None) -> list[tuple[str, Artifact]]:
        return variants(self.tab_id, c) if c is not None else []

    def _empty_doc(self) -> Doc:
        if self.compile is None:
            return message_doc(NO_COMPILE, key=("empty", self.tab_id, None))
        return message_doc(why_empty(self.tab_id, self.compile, self.run),
                           key=("empty", self.tab_id, self.compile.key))  # fmt: skip

    def refresh_content(self) -> None:
        """Show the selected artifact (reading it when it is not the one shown)."""
        self.stale = False
        art = self.current
        if art is None:
            self._shown_key = None
            self.view.show(self._empty_doc())
            return
        key = art_key(art)
        if key == self._shown_key:
            self._apply_pending()
            return
        self._shown_key = key
        self._gen += 1
        gen = self._gen
        self.view.show(message_doc(f"loading {art.name} …", key=("loading", key)))
        c, run = self.compile, self.run
        self.run_worker(lambda: self._read(art, key, gen, c, run), thread=True,
                        group=f"load-{self.tab_id}", exclusive=True, exit_on_error=False)  # fmt: skip

    def _read(self, art: Artifact, key: Any, gen: int, c: Compile | None, run: Run | None) -> None:
        """Thread worker: read the payload, show it plain, then highlighted."""
        try:
            text = read_text(art.ref)
        except OSError as e:
            doc = message_doc(f"cannot read {art.name}: {e.strerror or e}", key=key)
            self._post(gen, doc)
            return
        lang = artifact_lang(art)
        name = art.name
        # the guards of a compile that later recompiled: mark the ones that failed
        fails = (
            failed_later(run, c)
            if self.tab_id == "guards" and c is not None and run is not None
            and art is guards_artifact(c)
            else []
        )  # fmt: skip
        # and the guards a guard_added record explains: the user line that added them
        origins = shape_guard_origins(run, c, text) if self.tab_id == "guards" else {}
        doc = plain_doc(text, name=name, lang=lang, key=key)
        self._post(gen, mark_guard_origins(mark_failed_guards(doc, fails), origins))
        if lang is not None and gen == self._gen:
            hl = plain_doc(text, name=name, lang=lang, key=key, highlight=True)
            if hl.lines is not doc.lines:
                self._post(gen, mark_guard_origins(mark_failed_guards(hl, fails), origins))

    def _post(self, gen: int, doc: Doc) -> None:
        if gen != self._gen:
            return
        try:
            self.app.call_from_thread(self._apply, gen, doc)
        except RuntimeError:  # the app is closing
            pass

    def _apply(self, gen: int, doc: Doc) -> None:
        if gen != self._gen:
            return
        self.view.show(doc)
        self._apply_pending()

    def _apply_pending(self) -> None:
        if self._pending is None:
            return
        key, line, query = self._pending
        if key == self._shown_key and self.view.doc.key == key:
            self._pending = None
            self.view.goto(line, query)

    def select_artifact(self, art: Artifact, line: int = 0, query: str | None = None) -> bool:
        """Select ``art`` (and later put the cursor on ``line``); False if this pane lacks it."""
        key = art_key(art)
        for i, (lb, a) in enumerate(self.items):
            if art_key(a) == key:
                self.selected_label = lb
                self.bar.set_labels([x for x, _ in self.items], i)
                self._pending = (key, line, query)
                self.refresh_content()
                return True
        return False

    @on(VariantBar.Changed)
    def _variant_changed(self, event: VariantBar.Changed) -> None:
        event.stop()
        if 0 <= event.index < len(self.items):
            self.selected_label = self.items[event.index][0]
        self.refresh_content()

    def cycle(self, delta: int) -> None:
        self.bar.step(delta)


class RawPane(ArtifactPane):
    """Every artifact of the compile, in a list; the payload is read when one is highlighted."""

    DEFAULT_CSS = """
    RawPane > OptionList { height: 35%; min-height: 3; border: none; padding: 0; }
    RawPane > TextView { height: 1fr; }
    """

    def compose(self) -> ComposeResult:
        yield VariantBar(id="variants-raw")
        yield OptionList(id="raw-list")
        yield TextView(id="view-raw")

    def on_mount(self) -> None:
        self.bar.display = False

    def _items(self, c: Compile | None) -> list[tuple[str, Artifact]]:
        if c is None:
            return []
        arts = list(c.artifacts)
        return list(zip(artifact_labels(arts, c), arts, strict=True))

    def set_compile(self, c: Compile | None, run: Run | None, *, active: bool) -> None:
        old = [art_key(a) for _, a in self.items]
        super().set_compile(c, run, active=False)
        if [art_key(a) for _, a in self.items] != old:
            self._list_stale = True  # rebuilt when the tab is shown: it can be long
        if active:
            self.refresh_content()

    def refresh_content(self) -> None:
        if getattr(self, "_list_stale", True):
            self._list_stale = False
            ol = self.query_one(OptionList)
            with ol.prevent(OptionList.OptionHighlighted):
                ol.clear_options()
                ol.add_options([Option(self._prompt(a)) for _, a in self.items])
                if self.items:
                    ol.highlighted = self.bar.index
        super().refresh_content()

    def _prompt(self, a: Artifact) -> Text:
        t = Text(no_wrap=True, overflow="ellipsis", end="")
        t.append_text(safe_line(a.name, "bold" if a.category != "other" else ""))
        t.append(f"  {a.category}", style="dim")
        size = _size(a)
        if size:
            t.append(f"  {size}", style="dim")
        if a.kind == "debug_dir":
            t.append("  debug dir", style="cyan")
        return t

    def _empty_doc(self) -> Doc:
        if self.compile is None:
            return message_doc(NO_COMPILE, key=("empty", "raw", None))
        return message_doc("This compile has no artifacts.", key=("empty", "raw", self.compile.key))

    @on(OptionList.OptionHighlighted, "#raw-list")
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        event.stop()
        if event.option_index is not None and 0 <= event.option_index < len(self.items):
            self.bar.set_labels([lb for lb, _ in self.items], event.option_index)
            self.selected_label = self.items[event.option_index][0]
            self.refresh_content()

    def select_artifact(self, art: Artifact, line: int = 0, query: str | None = None) -> bool:
        ok = super().select_artifact(art, line, query)
        if ok:
            self.query_one(OptionList).highlighted = self.bar.index
        return ok


def _size(a: Artifact) -> str:
    ref = a.ref
    if ref.kind == "trace" and ref.end >= 0:
        n = ref.end - ref.start
    elif ref.kind == "inline":
        n = len(ref.inline or "")
    else:
        return ""
    if n < 1024:
        return f"{n} B"
    if n < 1 << 20:
        return f"{n / 1024:.1f} KiB"
    return f"{n / (1 << 20):.1f} MiB"


class OverviewPane(Vertical):
    DEFAULT_CSS = "OverviewPane > TextView { height: 1fr; }"

    def compose(self) -> ComposeResult:
        yield TextView(id="view-overview")

    @property
    def view(self) -> TextView:
        return self.query_one(TextView)

    def show_doc(self, doc: Doc) -> None:
        self.view.show(doc)


class DetailPane(Vertical):
    """TabbedContent with one pane per artifact kind for the selected compile or frame."""

    DEFAULT_CSS = """
    DetailPane { height: 1fr; }
    DetailPane TabbedContent { height: 1fr; }
    DetailPane TabPane { padding: 0; height: 1fr; }
    DetailPane Tab.-empty { color: $text-disabled; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.compile: Compile | None = None
        self.run: Run | None = None
        self.selection: tuple | None = None

    def compose(self) -> ComposeResult:
        with TabbedContent(id="tabs", initial="tab-overview"):
            for spec in TABS:
                with TabPane(spec.title, id=f"tab-{spec.id}"):
                    if spec.id == "overview":
                        yield OverviewPane(id="pane-overview")
                    elif spec.id == "raw":
                        yield RawPane("raw", id="pane-raw")
                    elif spec.id == "shapes":
                        yield ShapesPane(id="pane-shapes")
                    else:
                        yield ArtifactPane(spec.id, id=f"pane-{spec.id}")

    @property
    def tabs(self) -> TabbedContent:
        return self.query_one(TabbedContent)

    @property
    def active_tab(self) -> str:
        return (self.tabs.active or "tab-overview").removeprefix("tab-")

    def pane(self, tab_id: str) -> Any:
        return self.query_one(f"#pane-{tab_id}")

    def current_view(self) -> TextView:
        return self.pane(self.active_tab).view

    def show_tab(self, tab_id: str) -> None:
        self.tabs.active = f"tab-{tab_id}"

    def cycle_tab(self, delta: int) -> None:
        ids = [t.id for t in TABS]
        i = ids.index(self.active_tab) if self.active_tab in ids else 0
        self.show_tab(ids[(i + delta) % len(ids)])

    def show(self, selection: tuple | None, run: Run | None, compile: Compile | None,
             frame: list[Compile] | None = None) -> None:  # fmt: skip
        """Show a compile (or a frame's summary, or nothing)."""
        self.selection = selection
        self.run = run
        self.compile = compile
        overview = self.pane("overview")
        if selection and selection[0] == "run_artifacts" and run is not None:
            overview.show_doc(run_artifacts_overview(run))
        elif compile is not None:
            overview.show_doc(compile_overview(compile, run))
        elif frame:
            overview.show_doc(frame_overview(selection[2][1] if selection else "?", frame))
        else:
            overview.show_doc(message_doc("Nothing selected yet.", key=("empty", "overview")))
        active = self.active_tab
        for spec in TABS[1:]:
            pane = self.pane(spec.id)
            pane.set_compile(compile, run, active=spec.id == active)
            has = bool(pane.items) if compile is not None else True
            self.tabs.get_tab(f"tab-{spec.id}").set_class(not has, "-empty")

    @on(TabbedContent.TabActivated)
    def _tab_activated(self, event: TabbedContent.TabActivated) -> None:
        tab_id = (event.pane.id or "").removeprefix("tab-")
        if tab_id != "overview":
            pane = self.pane(tab_id)
            if pane.stale:
                pane.refresh_content()

    def cycle_variant(self, delta: int) -> None:
        tab = self.active_tab
        if tab != "overview":
            self.pane(tab).cycle(delta)

    def current_artifact(self) -> Artifact | None:
        tab = self.active_tab
        return None if tab == "overview" else self.pane(tab).current
