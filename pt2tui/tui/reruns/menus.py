"""The recipe / minifier menus, the rerun confirm dialog and the quit confirm dialog."""

from __future__ import annotations

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, OptionList, Static
from textual.widgets.option_list import Option

from ...core.reruns.recipes import Recipe, get_recipe
from ...render.doc import Doc, DocBuilder
from ...render.safe import safe_line
from ..widgets.textview import TextView
from .job import RerunJob

MENU_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 90%; max-width: 110; height: auto; max-height: 90%; border: round $primary;
    background: $surface; padding: 0 1;
}}
{name} OptionList {{ height: auto; max-height: 24; border: none; padding: 0;
    text-wrap: nowrap; text-overflow: ellipsis; }}
{name} .about {{ color: $text-muted; height: auto; max-height: 6; }}
{name} .hint {{ color: $text-muted; }}
"""


class RecipeMenu(ModalScreen[str | None]):
    """Choose a recipe (or an earlier rerun, ``job:N``). Enter chooses, Escape closes."""

    DEFAULT_CSS = MENU_CSS.format(name="RecipeMenu")
    BINDINGS = [Binding("escape", "cancel", "Close", show=True)]

    def __init__(self, title: str, recipes: list[Recipe], *, default: str | None = None,
                 unavailable: dict[str, str] | None = None,
                 jobs: list[RerunJob] | None = None) -> None:  # fmt: skip
        super().__init__()
        self.title_text = title
        self.recipes = recipes
        self.default = default
        self.unavailable = unavailable or {}
        self.jobs = jobs or []

    def compose(self) -> ComposeResult:
        options: list[Option | None] = []
        for job in reversed(self.jobs):
            t = Text(no_wrap=True, overflow="ellipsis")
            t.append("↻ ", style="bold cyan")
            t.append(job.recipe.name, style="bold")
            t.append(f"  {job.state_words()}", style="dim")
            options.append(Option(t, id=f"job:{job.index}"))
        if self.jobs:
            options.append(None)
        w = max(len(r.name) for r in self.recipes)
        for r in self.recipes:
            t = Text(no_wrap=True, overflow="ellipsis")
            t.append(f"{r.name:<{w}}  ", style="bold")
            t.append(r.title)
            why = self.unavailable.get(r.name)
            if why:
                t.append(f"  ({why})", style="dim italic")
            else:
                t.append(f"  — {r.purpose}", style="dim")
            options.append(Option(t, id=r.name))
        with Vertical():
            yield Label(safe_line(self.title_text, "bold"))
            yield OptionList(*options, id="recipe-list")
            yield Static("", classes="about", id="recipe-about")
            yield Label(Text("enter: show the command first   escape: close", style="dim"),
                        classes="hint")  # fmt: skip

    def on_mount(self) -> None:
        ol = self.query_one(OptionList)
        ol.focus()
        if self.default is not None:
            try:
                ol.highlighted = ol.get_option_index(self.default)
            except Exception:
                pass
        elif ol.option_count:
            ol.highlighted = 0

    @on(OptionList.OptionHighlighted)
    def _highlighted(self, event: OptionList.OptionHighlighted) -> None:
        oid = event.option.id or ""
        about = self.query_one("#recipe-about", Static)
        if oid.startswith("job:"):
            about.update(Text("Show this rerun's progress / result again.", style="italic"))
            return
        try:
            r = get_recipe(oid)
        except Exception:
            return
        t = safe_line(r.description, "")
        t.no_wrap = False
        about.update(t)

    @on(OptionList.OptionSelected)
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.dismiss(event.option.id)

    def action_cancel(self) -> None:
        self.dismiss(None)


def confirm_doc(job: RerunJob) -> Doc:
    rr = job.rr
    assert rr is not None
    r = job.recipe
    b = DocBuilder(name="rerun command", key=("confirm", job.index))
    b.line((f"{r.name}", "bold"), "  ", (r.title, "bold"))
    b.text_block(r.description, "italic", indent="")
    b.heading("Command (runs in the cwd below)")
    b.line((rr.shell_command(), "green"))
    b.heading("Working directory")
    b.line(rr.cwd)
    b.heading("Environment (what pt2tui sets; the rest is yours)")
    env = rr.env
    for k in list(rr.recipe_env) + [k for k in env if k not in rr.recipe_env]:
        if k in env:
            who = "recipe" if k in rr.recipe_env else "pt2tui"
            b.line((f"{k}={env[k]}", "bold" if who == "recipe" else ""), (f"   ({who})", "dim"))
    b.heading("New run dir")
    b.line(str(rr.run_dir))
    for note in rr.notes:
        b.line(("note: ", "yellow"), note)
    return b.build(wrap=True)


class RerunConfirm(ModalScreen[bool]):
    """The exact command and environment of a prepared rerun: Enter starts it, Escape not."""

    DEFAULT_CSS = """
    RerunConfirm { align: center middle; }
    RerunConfirm > Vertical {
        width: 96%; max-width: 120; height: 90%; border: round $primary;
        background: $surface; padding: 0 1;
    }
    RerunConfirm TextView { height: 1fr; }
    RerunConfirm .hint { color: $text-muted; }
    """
    BINDINGS = [
        Binding("enter", "answer(True)", "Start", show=True, priority=True),
        Binding("escape,n", "answer(False)", "Cancel", show=True),
    ]

    def __init__(self, job: RerunJob) -> None:
        super().__init__()
        self.job = job

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(f"Start this rerun? ({self.job.recipe.name})", "bold"))
            yield TextView(confirm_doc(self.job), id="confirm-view")
            yield Label(Text("enter: start   escape: cancel (the prepared run dir is removed)",
                             style="dim"), classes="hint")  # fmt: skip

    def on_mount(self) -> None:
        self.query_one(TextView).focus()

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class QuitConfirm(ModalScreen[bool]):
    """Quitting while something runs: stop it and quit, or keep running."""

    DEFAULT_CSS = """
    QuitConfirm { align: center middle; }
    QuitConfirm > Vertical {
        width: 80%; max-width: 90; height: auto; border: round $warning;
        background: $surface; padding: 0 1;
    }
    QuitConfirm .hint { color: $text-muted; }
    """
    BINDINGS = [
        Binding("y,enter", "answer(True)", "Stop it and quit", show=True, priority=True),
        Binding("n,escape,k", "answer(False)", "Keep running", show=True),
    ]

    def __init__(self, what: str) -> None:
        super().__init__()
        self.what = what

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(f"{self.what} is still running: stop it and quit?", "bold"))
            yield Label(Text("y / enter: stop it (SIGINT, then SIGTERM, then SIGKILL) and quit"
                             "    n / escape: keep running", style="dim"), classes="hint")  # fmt: skip

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)
