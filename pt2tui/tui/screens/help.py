"""The ``?`` screen: every key binding (as remapped by keys.toml), the tree legend, and how
to remap keys. It is a TextView, so ``/`` search works in it too."""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Label

from ... import __version__
from ...core.parse.native import parser_note
from ...core.reruns.recipes import RECIPES
from ...render.doc import Doc, DocBuilder
from ...render.status import STATUS_GLYPH, STATUS_STYLE, STATUS_WORDS
from ..insights.keys import HELP_ROWS as INSIGHT_HELP_ROWS
from ..keys import APP_KEYS, TAB_KEYS, config_path
from ..widgets.search import SearchBar
from ..widgets.textview import TextView


def key_text(app: Any, bid: str | None, default: str) -> str:
    """The keys a binding id is bound to now (keymap first), as the footer shows them."""
    keys = default
    keymap = getattr(app, "_keymap", {}) or {}
    if bid and bid in keymap:
        keys = keymap[bid]
    shown = []
    for k in keys.split(","):
        k = k.strip()
        if k:
            shown.append(app.get_key_display(Binding(k, "")))
    return " ".join(shown)


OTHER_KEYS: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Compile tree", (
        ("up/down j/k", "move; the right side follows the selection"),
        ("enter", "open the compile's current tab (focus moves there)"),
        ("space", "fold / unfold a frame"),
        ("shift+left", "go to the parent frame"),
        ("M", "mark the compile under the cursor (for D)"),
        ("D", "diff the compile under the cursor with the marked one (guards, graphs, kernels)"),
    )),
    ("Text panes (graphs, code, logs)", (
        ("up/down j/k", "move the line cursor"),
        ("pgup/pgdn space", "page"),
        ("home/end", "top / bottom"),
        ("left/right", "scroll sideways (long lines)"),
        ("w", "wrap long lines on/off"),
        ("v", "start/stop a line selection (y copies it)"),
        ("enter", "open the compile of a log line / list entry"),
        ("escape", "clear the selection, then back to the tree (then to the run below)"),
    )),
    ("Run-wide views (graph breaks, recompiles, failures)", (
        ("up/down", "choose a row; the full text is shown below"),
        ("enter", "jump to the (first) compile of the row"),
    )),
    ("Shapes tab (0) and Shapes view (S)", (
        ("enter / e", "open the user line that made, specialized or guarded the dim in $EDITOR"),
        ("enter (compile line)", "open that compile"),
        ("Guards tab", "↳file:line before a guard: the line whose guard_added made it (e opens it)"),
    )),
    ("Log view", (
        ("tab", "to the filter box: level:WE  cid:0/1  art:graph_breaks  words"),
    )),
    ("Rerun screen (x, m, A, R start one)", (
        ("ctrl+c", "stop it: SIGINT, again SIGTERM, again SIGKILL (the status line says which)"),
        ("escape / q / b", "back to the explorer (a running rerun keeps going; R shows it again)"),
        ("1 2 3", "progress / result, output, repro.py"),
        ("o", "open the rerun's run dir in the explorer"),
        ("K  (enter on it)", "open the kernel an assert was mapped to, in the Code tab"),
        ("y", "copy repro.py (or the pane in front)"),
    )),
    ("Anywhere", (
        ("ctrl+p", "command palette: views, actions, jump to a compile [x/y]"),
        ("tab/shift+tab", "move focus between tree, tabs, variant bar and text"),
        ("q / escape", "in a run opened from another (o, lineage, parent): back to it"),
        ("ctrl+q", "quit pt2tui, from any run"),
    )),
)  # fmt: skip
# the insight views (tui/insights), before "Anywhere"
OTHER_KEYS = OTHER_KEYS[:-1] + (("Insight views (t h K d; g P B)", INSIGHT_HELP_ROWS),) + OTHER_KEYS[-1:]


VIEW_BAR_HELP = (
    "Under the verdict, each view: its key, its title (short, or the key alone, when narrow)",
    "and how many it holds: c compiles, b graph breaks, r recompiles, f failures, l log",
    "messages, p problems, u profiler traces read. One word for one thing everywhere:",
    "  frame     a Python frame Dynamo compiled (frame 3 in the tree), per rank and process",
    "  compile   one compile of a frame, the first or a recompile ([3/0], [3/1])",
    "  attempt   each analysis Dynamo started: a graph break restarts one ([3/1] then",
    "            [3/1_1]: two attempts of one compile, two rows of the tree)",
    "  recompile a compile of a frame after its first",
    "The verdict line: reading… until the whole run (and its profile) is read; healthy says",
    "why (nothing failed; what the findings cost); x runs its step, R lists every recipe.",
)


def help_doc(app: Any) -> Doc:
    b = DocBuilder(name="help", key=("help",))
    search = key_text(app, "search", "slash")
    b.line(("pt2tui keys", "bold"), (f"  escape or q closes; {search} searches this page", "dim"))
    b.line(("  key       binding id       what it does (ids are for keys.toml)", "dim"))
    b.heading("Everywhere")
    rows = APP_KEYS + tuple(getattr(app, "HELP_EXTRA_KEYS", ()))
    wid = max(17, *(len(bid) + 1 for bid, *_ in rows))  # columns that never run together
    for bid, key, _action, desc, _show in rows:
        b.line((f"  {key_text(app, bid, key):<10}", "bold cyan"), (f"{bid:<{wid}}", "dim"), desc)
    keys = "".join(key_text(app, bid, key) for bid, key, *_ in TAB_KEYS)
    b.line((f"  {keys:<10}", "bold cyan"), (f"{'tab_1 … tab_10':<17}", "dim"),
           "Detail tab: Overview Dynamo AOT Post-grad IR Code Guards Metrics Raw Shapes")  # fmt: skip
    for title, krows in OTHER_KEYS:
        b.heading(title)
        for k, desc in krows:
            b.line((f"  {k:<27}", "bold cyan"), desc)
    b.heading("The view bar and the counts")
    for line in VIEW_BAR_HELP:
        b.line(f"  {line}")
    b.heading("Rerun recipes (R lists them, ★ on the verdict's; x runs the verdict's step)")
    rw = max(27, *(len(r.name) + 1 for r in RECIPES))
    for r in RECIPES:
        b.line((f"  {r.name:<{rw}}", "bold cyan"), r.title)
    b.heading("Tree legend")
    for status, glyph in STATUS_GLYPH.items():
        b.line(
            "  ",
            (glyph, STATUS_STYLE[status]),
            " ",
            (f"{status:<16}", STATUS_STYLE[status]),
            STATUS_WORDS[status],
        )
    b.line("  ", ("gbN", "magenta"), " graph breaks in this compile")
    b.line("  ", ("⟳", "yellow"), "   a recompile (guards of an earlier compile failed)")
    b.line("  ", ("✗", "bold red"), "   a failure")
    b.line("  ", ("·n", "dim"), "  number of compiles of a frame")
    b.heading("Remapping keys")
    b.line("  Put binding ids (shown dim above) in ", (str(config_path()), "underline"), ":")
    b.line(("    [keys]", "green"))
    b.line(('    search = "ctrl+f"', "green"))
    b.line(('    quit = "q,ctrl+q"', "green"))
    b.heading("This pt2tui")
    b.line(f"  pt2tui {__version__}; parser: {parser_note()}")
    return b.build(wrap=False)


class HelpScreen(ModalScreen[None]):
    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > Vertical {
        width: 96%; max-width: 110; height: 92%; border: round $primary;
        background: $surface;
    }
    HelpScreen TextView { height: 1fr; }
    HelpScreen Label { width: 1fr; content-align: center middle; color: $text-muted; }
    """
    BINDINGS = [
        Binding("escape,q,question_mark", "close", "Close", show=True),
    ]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not (action == "close" and isinstance(self.focused, Input))

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(Text("Help", style="bold"))
            yield TextView(help_doc(self.app), id="help-view")
            yield SearchBar()

    def on_mount(self) -> None:
        self.query_one(TextView).focus()

    def action_close(self) -> None:
        self.dismiss(None)
