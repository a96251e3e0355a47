"""Small modal dialogs: ask for a path, confirm an overwrite."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from ...render.safe import safe_line

DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 80%; max-width: 100; height: auto; border: round $primary;
    background: $surface; padding: 0 1;
}}
{name} Input {{ margin: 1 0 0 0; }}
{name} .hint {{ color: $text-muted; }}
"""


class PathPrompt(ModalScreen[str | None]):
    """Ask for a file path (Enter accepts, Escape cancels)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="PathPrompt")
    BINDINGS = [Binding("escape", "cancel", "Cancel", show=True)]

    def __init__(self, title: str, default: str) -> None:
        super().__init__()
        self.title_text = title
        self.default = default

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(self.title_text, "bold"))
            yield Input(value=self.default, id="path-input")
            yield Label(Text("Enter saves, Escape cancels", style="dim"), classes="hint")

    def on_mount(self) -> None:
        # Keys typed while $EDITOR had the terminal (e suspends the app) arrive at once: the
        # prompt may be closed again before it is mounted, its Input gone. Never query_one here.
        for box in self.query(Input):
            box.focus()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)


class Confirm(ModalScreen[bool]):
    """A yes/no question (y / n, Escape is no)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="Confirm")
    BINDINGS = [
        Binding("y", "answer(True)", "Yes", show=True),
        Binding("n,escape", "answer(False)", "No", show=True),
    ]

    def __init__(self, question: str) -> None:
        super().__init__()
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(self.question, "bold"))
            yield Label(Text("y: yes    n / Escape: no", style="dim"), classes="hint")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
