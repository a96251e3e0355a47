"""Searching: ``/`` in the current pane (SearchBar) and across the run (RunSearchScreen)."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import events, on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Input, Label, OptionList
from textual.widgets.option_list import Option

from ...core.model import Artifact, Run
from ...core.parse.payloads import read_text
from ...render.safe import safe_line

MAX_HITS = 5000
MAX_PAYLOAD = 64 << 20


class SearchInput(Input):
    """The search box. Enter and Escape end the search as soon as this input reads them, and
    keys typed after them (over SSH "Enter n" can come in one read, all queued here before
    focus moves) are replayed to the app, which sends them where focus is now."""

    async def _on_key(self, event: events.Key) -> None:
        bar = self.parent
        if not isinstance(bar, SearchBar):
            await super()._on_key(event)
            return
        if not bar.is_open:
            event.stop()
            event.prevent_default()
            self.app.post_message(events.Key(event.key, event.character))
            return
        if event.key in ("enter", "escape"):
            event.stop()
            event.prevent_default()
            bar.finish(cancelled=event.key == "escape")
            return
        await super()._on_key(event)


class SearchBar(Horizontal):
    """A one-line input docked at the bottom; searches the pane as you type."""

    DEFAULT_CSS = """
    SearchBar { height: 1; display: none; background: $panel; }
    SearchBar.-visible { display: block; }
    SearchBar > Label { width: auto; padding: 0 1; }
    SearchBar > SearchInput { width: 1fr; }
    SearchBar > #search-status { color: $text-muted; }
    """

    class Done(Message):
        def __init__(self, query: str, cancelled: bool, matches: int) -> None:
            super().__init__()
            self.query = query
            self.cancelled = cancelled
            self.matches = matches

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.target: Any = None  # the TextView searched

    def compose(self) -> ComposeResult:
        yield Label("/", id="search-prompt")
        yield SearchInput(
            id="search-input", placeholder="search this pane (smart case)", compact=True
        )
        yield Label("", id="search-status")

    @property
    def input(self) -> Input:
        return self.query_one(Input)

    def open(self, target: Any) -> None:
        """Search ``target`` (a TextView) as the user types; its last query to start with."""
        self.target = target
        query = target.query
        self.add_class("-visible")
        self.input.value = query
        self.screen.set_focus(self.input)  # now: keys typed right after / go in the box

    def close(self) -> None:
        self.remove_class("-visible")

    @property
    def is_open(self) -> bool:
        return self.has_class("-visible")

    def set_status(self, status: str) -> None:
        self.query_one("#search-status", Label).update(status)

    @on(Input.Changed, "#search-input")
    def _changed(self, event: Input.Changed) -> None:
        event.stop()
        self._search(event.value)

    def _search(self, query: str) -> None:
        view = self.target
        if view is None or not view.is_attached:
            return
        if query:
            view.search(query)
        else:
            view.clear_search()
        self.set_status(view.match_status())

    def finish(self, *, cancelled: bool) -> None:
        """End the search now: the pane keeps the highlights (Enter) or drops them (Escape)
        and has focus again before any key typed after Enter is handled."""
        self.close()
        view = self.target
        query = self.input.value
        if view is None or not view.is_attached:
            return
        if cancelled:
            view.clear_search()
        elif view.query != query:
            self._search(query)
        view.screen.set_focus(view, scroll_visible=False)  # now, not call_later
        self.post_message(self.Done(query, cancelled, len(view.matches)))


@dataclass(frozen=True)
class Hit:
    """One line that matches: in an artifact of a compile, or in the log."""

    compile_key: Any  # Compile.key or None
    artifact: Artifact | None
    line: int  # 0-based line in the artifact, or index of the log message
    text: str
    where: str  # "[0/1] dynamo_output_graph", "log" or "compile" (a compile's name in the tree)
    compile_only: bool = False  # the compile itself (its function, file or id): open it


def search_run(run: Run, query: str, cancelled: Any = lambda: False) -> Any:
    """Yield Hits for ``query`` (smart case) in every artifact and log message of ``run``."""
    fold = query == query.lower()
    q = query.lower() if fold else query
    seen_refs: set[tuple] = set()
    for c in run.compiles:  # what the tree shows: each compile's id, function and file
        name = f"{c.id} {c.co_name or ''} {c.co_filename or ''}:{c.co_firstlineno or ''}"
        if q in (name.lower() if fold else name):
            yield Hit(c.key, None, 0, name, "compile", compile_only=True)
    for c in run.compiles:
        for a in c.artifacts:
            ref = a.ref
            if ref.kind != "inline":  # one file can back several artifacts: search it once
                rkey = (ref.kind, ref.path, ref.start, ref.end)
                if rkey in seen_refs:
                    continue
                seen_refs.add(rkey)
            if ref.kind == "trace" and ref.end - ref.start > MAX_PAYLOAD:
                continue
            if cancelled():
                return
            try:
                text = read_text(ref)
            except OSError:
                continue
            if q not in (text.lower() if fold else text):
                continue
            for i, line in enumerate(text.split("\n")):
                if q in (line.lower() if fold else line):
                    yield Hit(c.key, a, i, line, f"{c.id} {a.name}")
    for i, m in enumerate(run.logs):
        hay = m.text.lower() if fold else m.text
        if q in hay:
            first = next(
                (ln for ln in m.text.split("\n") if (q in (ln.lower() if fold else ln))), m.text
            )
            key = (m.rank, m.compile_id) if m.compile_id is not None else None
            yield Hit(key, None, i, first, f"log {m.compile_id or ''}".strip())


class RunSearchScreen(ModalScreen[Hit | None]):
    """Search every artifact and log message of the run; Enter jumps to the hit."""

    DEFAULT_CSS = """
    RunSearchScreen { align: center middle; }
    RunSearchScreen > Vertical {
        width: 96%; height: 90%; border: round $primary; background: $surface; padding: 0 1;
    }
    RunSearchScreen Input { height: 3; }
    RunSearchScreen OptionList { height: 1fr; border: none; padding: 0; }
    RunSearchScreen #run-search-status { height: 1; color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape", "dismiss_none", "Close", show=True),
        Binding("down", "focus_results", "Results", show=False),
    ]

    def __init__(self, run: Run, query: str = "") -> None:
        super().__init__()
        self.run = run
        self.hits: list[Hit] = []
        self._initial = query
        self.searched = ""

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(
                Text("Search the whole run (artifacts of every compile, and the log)", style="bold")
            )
            yield Input(
                value=self._initial,
                placeholder="text to find; Enter searches",
                id="run-search-input",
            )
            yield Label("", id="run-search-status")
            yield OptionList(id="run-search-results")

    def on_mount(self) -> None:
        self.query_one(Input).focus()
        if self._initial:
            self.start(self._initial)

    @on(Input.Submitted, "#run-search-input")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.start(event.value)

    def start(self, query: str) -> None:
        self.hits = []
        ol = self.query_one(OptionList)
        ol.clear_options()
        if not query:
            self._status("type something to search for")
            return
        self.searched = query
        self._status(f"searching for {query!r} …")
        self._search(query)

    def _status(self, s: str) -> None:
        self.query_one("#run-search-status", Label).update(safe_line(s))

    @work(thread=True, exclusive=True, group="run-search", exit_on_error=False)
    def _search(self, query: str) -> None:
        from textual.worker import get_current_worker

        worker = get_current_worker()
        batch: list[Hit] = []
        last = time.monotonic()
        n = 0
        for hit in search_run(self.run, query, cancelled=lambda: worker.is_cancelled):
            batch.append(hit)
            n += 1
            if n >= MAX_HITS:
                break
            if time.monotonic() - last > 0.1:
                self._post(query, batch, False)
                batch, last = [], time.monotonic()
        if not worker.is_cancelled:
            self._post(query, batch, True, truncated=n >= MAX_HITS)

    def _post(self, query: str, batch: list[Hit], done: bool, truncated: bool = False) -> None:
        try:
            self.app.call_from_thread(self._add, query, batch, done, truncated)
        except RuntimeError:
            pass

    def _add(self, query: str, batch: list[Hit], done: bool, truncated: bool) -> None:
        if query != self.searched:
            return
        ol = self.query_one(OptionList)
        options = []
        for h in batch:
            t = Text(no_wrap=True, overflow="ellipsis", end="")
            t.append_text(safe_line(h.where, "cyan"))
            if h.artifact is not None:
                t.append(f":{h.line + 1}", style="dim")
            t.append("  ")
            t.append_text(safe_line(h.text.strip()[:300]))
            options.append(Option(t))
        self.hits.extend(batch)
        if options:
            ol.add_options(options)
            if ol.highlighted is None:
                ol.highlighted = 0
        if done:
            more = f" (first {MAX_HITS})" if truncated else ""
            self._status(f"{len(self.hits)} matching lines{more} for {query!r}; Enter opens one")

    @on(OptionList.OptionSelected, "#run-search-results")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        if 0 <= event.option_index < len(self.hits):
            self.dismiss(self.hits[event.option_index])

    def action_focus_results(self) -> None:
        self.query_one(OptionList).focus()

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
