"""The recipe / minifier menus, the rerun confirm dialog and the quit confirm dialog."""

from __future__ import annotations

import re
import textwrap

from rich.text import Text
from textual import events, on
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


NARROW_MENU = 110  # below: each recipe on two lines or more, so that what it is for is whole


def menu_text_width(screen_w: int) -> int:
    """The columns an option's text has in the menu (MENU_CSS: 90% of the screen, at most 110,
    less the border, padding, the list's own edges and its scrollbar)."""
    return min(110, screen_w * 9 // 10) - 8


def menu_list_height(screen_h: int) -> int:
    """The list's height: the dialog (90% of the screen) less its border, title, hint and the
    highlighted recipe's description (up to 6 lines), so that those stay on screen."""
    return max(6, min(24, screen_h * 9 // 10 - 10))


class RecipeMenu(ModalScreen[str | None]):
    """Choose a recipe (or an earlier rerun, ``job:N``). Enter chooses, Escape closes. Recipes
    that cannot apply here are greyed out with the reason; typing filters the list."""

    DEFAULT_CSS = MENU_CSS.format(name="RecipeMenu")
    BINDINGS = [
        Binding("escape", "cancel", "Close", show=True),
        Binding("backspace", "unfilter", "Filter", show=False),
    ]

    def __init__(self, title: str, recipes: list[Recipe], *, default: str | None = None,
                 unavailable: dict[str, str] | None = None,
                 jobs: list[RerunJob] | None = None, suggested: str | None = None) -> None:  # fmt: skip
        super().__init__()
        self.title_text = title
        self.recipes = recipes
        self.default = default  # highlighted first (else the top)
        self.suggested = suggested  # marked ★ (what triage suggests)
        self.unavailable = unavailable or {}
        self.jobs = jobs or []
        self.filter = ""

    def _options(self) -> list[Option | None]:
        options: list[Option | None] = []
        words = self.filter.lower().split()
        for job in reversed(self.jobs):
            if words and not all(w in job.recipe.name.lower() for w in words):
                continue
            t = Text(no_wrap=True, overflow="ellipsis")
            t.append("↻ ", style="bold cyan")
            t.append(job.recipe.name, style="bold")
            t.append(f"  {job.state_words()}", style="dim")
            options.append(Option(t, id=f"job:{job.index}"))
        if options:
            options.append(None)
        w = max(len(r.name) for r in self.recipes)
        narrow = self.app.size.width < NARROW_MENU
        text_w = menu_text_width(self.app.size.width)
        for r in self.recipes:
            if words and not all(w_ in f"{r.name} {r.title}".lower() for w_ in words):
                continue
            why = self.unavailable.get(r.name)
            t = Text(no_wrap=True, overflow="ellipsis", style="dim" if why else "")
            t.append("★ " if r.name == self.suggested else "  ", style="bold yellow")
            if narrow:  # the name and title, then why it cannot apply or what for: each wrapped, whole
                head = textwrap.wrap(f"{r.name}  {r.title}", width=max(20, text_w - 2), subsequent_indent="    ",
                                     break_on_hyphens=False, break_long_words=False)  # fmt: skip
                t.append(r.name, style="" if why else "bold")
                t.append("\n".join(head)[len(r.name):] + "\n")  # (the title wrapped under it)
                lines = textwrap.wrap(f"✗ {why}" if why else r.purpose, width=max(20, text_w),
                                      initial_indent="    ", subsequent_indent="      ",
                                      break_on_hyphens=False)  # fmt: skip
                t.append("\n".join(lines), style="italic" if why else "dim")
            elif why:  # greyed out: why first (the line may be cut)
                t.append(f"{r.name:<{w}}  ")
                t.append(f"✗ {why}", style="italic")
                t.append(f"  — {r.title}")
            else:
                t.append(f"{r.name:<{w}}  ", style="bold")
                t.append(r.title)
                t.append(f"  — {r.purpose}", style="dim")
            options.append(Option(t, id=r.name, disabled=bool(why)))
        return options

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(safe_line(self.title_text, "bold"))
            yield OptionList(*self._options(), id="recipe-list")
            yield Static("", classes="about", id="recipe-about")
            yield Label(self._hint(), classes="hint", id="recipe-hint")

    def _hint(self) -> Text:
        t = Text("enter: show the command first   escape: close   type to filter", style="dim")
        if self.filter:
            t = Text.assemble(("filter: ", "dim"), (self.filter, "bold"),
                              ("   backspace: less   escape: all again", "dim"))  # fmt: skip
        return t

    def on_mount(self) -> None:
        ol = self.query_one(OptionList)
        ol.styles.max_height = menu_list_height(self.app.size.height)
        ol.focus()
        self._highlight(self.default)

    def _highlight(self, oid: str | None) -> None:
        """``oid`` when it is offered and enabled, else the first enabled option (the top)."""
        ol = self.query_one(OptionList)
        enabled = [i for i in range(ol.option_count) if not ol.get_option_at_index(i).disabled]
        want = next((i for i in enabled if ol.get_option_at_index(i).id == oid), None)
        ol.highlighted = want if want is not None else (enabled[0] if enabled else None)
        self.call_after_refresh(ol.scroll_to_highlight, top=True)  # the ★ one on screen

    def _refilter(self) -> None:
        ol = self.query_one(OptionList)
        ol.clear_options()
        ol.add_options(self._options())
        self._highlight(None)
        self.query_one("#recipe-hint", Label).update(self._hint())
        if not ol.option_count:
            self.query_one("#recipe-about", Static).update(Text("no recipe matches", style="italic"))

    def on_key(self, event: events.Key) -> None:
        if event.character and event.character.isprintable() and len(event.character) == 1 and (
            event.character != " " or self.filter
        ):
            event.stop()
            event.prevent_default()
            self.filter += event.character
            self._refilter()

    def action_unfilter(self) -> None:
        if self.filter:
            self.filter = self.filter[:-1]
            self._refilter()

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
        if self.filter:  # escape: the whole list again, then close
            self.filter = ""
            self._refilter()
            return
        self.dismiss(None)


_WORD = re.compile(r"""(?:'[^']*'|"(?:\\.|[^"\\])*"|\\.|[^\s'"\\])+""")


def command_lines(command: str, width: int) -> list[str]:
    r"""``command`` (shell text as it is run: quotes, ``&&``) in lines of at most ``width``,
    broken between its words with `` \`` continuations; a word longer than a line stays whole."""
    lines: list[str] = []
    cur = ""
    for w in _WORD.findall(command):
        if cur and len(cur) + 1 + len(w) + 2 > width:
            lines.append(cur + " \\")
            cur = "    " + w
        else:
            cur = f"{cur} {w}" if cur else w
    return [*lines, cur] if cur else lines


def confirm_doc(job: RerunJob, width: int = 110) -> Doc:
    """``width``: the dialog's text width: the command is broken between shell words there
    (`` \\`` continuations, never inside a path)."""
    rr = job.rr
    assert rr is not None
    r = job.recipe
    b = DocBuilder(name="rerun command", key=("confirm", job.index))
    b.line((f"{r.name}", "bold"), "  ", (r.title, "bold"))
    b.text_block(r.description, "italic", indent="")
    b.heading("Command (runs in the cwd below)")
    for line in command_lines(rr.shell_command(), max(30, width - 2)):
        b.line((line, "green"))
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
            width = min(120, self.app.size.width * 96 // 100) - 4  # the box, less border and padding
            yield TextView(confirm_doc(self.job, width), id="confirm-view")
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
