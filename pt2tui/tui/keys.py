"""Key bindings (all with ids) and the user's remapping from ``keys.toml``.

``$XDG_CONFIG_HOME/pt2tui/keys.toml`` (default ``~/.config/pt2tui/keys.toml``)::

    [keys]
    search = "ctrl+f"          # a binding id = the key(s) to use instead
    quit = "q,ctrl+q"          # several keys: comma separated, or a list
"""

from __future__ import annotations

import os
from pathlib import Path

from textual.binding import Binding

from . import keys_toml
from .insights.keys import INSIGHT_KEYS, local_ids  # g P B (tui/insights)
from .view_table import INSIGHT_VIEW_IDS, VIEW_BINDINGS
from .view_table import VIEW_KEYS as VIEW_KEYS

# the insight views' keys (t h K d) come last, as in the view bar
INSIGHT_BINDINGS = {VIEW_KEYS[v] for v in INSIGHT_VIEW_IDS}
# (id, default key(s), action, description, shown in the footer)
APP_KEYS: tuple[tuple[str, str, str, str, bool], ...] = (
    ("help", "question_mark", "help", "Help", True),
    ("search", "slash", "search", "Search", True),
    ("search_next", "n", "search_next(1)", "Next match", False),
    ("search_prev", "N", "search_next(-1)", "Previous match", False),
    ("search_run", "F", "search_run", "Find in run", True),
    ("copy", "y", "copy", "Copy", True),
    ("save", "s", "save", "Save", True),
    ("edit", "e", "edit", "Edit", True),
    ("run_back", "q", "run_back", "Back", True),  # to the run this one was opened from (o)
    ("quit", "q", "quit", "Quit", True),  # on the first run (else run_back)
    ("quit_all", "ctrl+q", "quit_all", "Quit pt2tui, from any run", False),
    *(b for b in VIEW_BINDINGS if b[0] not in INSIGHT_BINDINGS),  # (tui/view_table.py)
    ("next_tab", "right_square_bracket", "cycle_tab(1)", "Next tab", False),
    ("prev_tab", "left_square_bracket", "cycle_tab(-1)", "Previous tab", False),
    ("next_variant", "full_stop", "cycle_variant(1)", "Next graph/code variant", False),
    ("prev_variant", "comma", "cycle_variant(-1)", "Previous graph/code variant", False),
    ("zoom", "z", "part('panes', 'zoom')", "Zoom: the pane in front full screen, and back", False),
    ("tree_narrower", "less_than_sign", "part('panes', 'tree_width', -4)", "Narrower tree", False),
    ("tree_wider", "greater_than_sign", "part('panes', 'tree_width', 4)", "Wider tree", False),
    ("back", "escape", "back", "Back (clear selection, leave a view, focus the tree)", False),
    # -- reruns (tui/reruns/); `N` is Previous match, so NaN asserts are on `A` --
    ("rerun_suggested", "x", "rerun_suggested", "Rerun", True),
    ("minify", "m", "minify", "Minifier rerun (asks which flavour)", False),
    ("nan_rerun", "A", "nan_rerun", "Rerun with NaN/Inf asserts", False),
    ("recipes", "R", "recipes", "Rerun recipes (and this session's reruns)", True),
    # -- unit test, verify, lineage (tui/parts/lineage.py, tui/screens/lineage_screen.py) --
    ("testcase", "T", "testcase", "Write a failing unit test from the best repro, run it", False),
    ("verify", "V", "verify", "Verify a fix: the program and its unit test again", False),
    ("lineage", "I", "lineage", "Lineage: original, reruns, tests, verify runs", True),
) + tuple(b for b in VIEW_BINDINGS if b[0] in INSIGHT_BINDINGS) + INSIGHT_KEYS  # t h K d, g P B
# `pt2tui run` only (tui/live.py)
LIVE_KEYS: tuple[tuple[str, str, str, str, bool], ...] = (
    ("interrupt", "ctrl+c", "interrupt", "Stop program", True),
    ("toggle_output", "o", "toggle_output", "Output pane: bigger / hidden / back", False),
)
# the rerun screen (tui/reruns/ RerunScreen): ids for keys.toml
RERUN_SCREEN_IDS = ("rerun.cancel", "rerun.back", "rerun.hide", "rerun.open", "rerun.kernel",
                    "rerun.copy", "lineage.back", "lineage.open", "lineage.refresh",
                    "tree.mark", "tree.diff")  # fmt: skip  (the tree's M / D: tui/parts/compile_diff.py)
TAB_KEYS: tuple[tuple[str, str, str, str, bool], ...] = tuple(
    (f"tab_{i}", str(i % 10), f"tab({i})", f"Tab {i}", False) for i in range(1, 11)
)  # 1-9, and 0 for the 10th (Shapes)



# Bound with priority, so that what is typed right after them goes to the box they open
# (App.check_action passes them on to a focused Input, where they are just characters).
PRIORITY = {"search", "interrupt", "quit_all"}


# the footer's word for a key (help says the whole of it): short, so that at 80 columns the
# footer lists the keys a user needs first, R and I among them (the views' keys: the view bar)
FOOTER_WORDS = {"search_run": "Find", "recipes": "Recipes", "lineage": "Lineage"}


def app_bindings(keys: tuple[tuple[str, str, str, str, bool], ...] | None = None) -> list[Binding]:
    out = []
    for bid, key, action, desc, show in APP_KEYS + TAB_KEYS if keys is None else keys:
        out.append(Binding(key, action, FOOTER_WORDS.get(bid, desc), show=show, id=bid,
                           priority=bid in PRIORITY))  # fmt: skip
    return out


def config_path() -> Path:
    base = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(base) / "pt2tui" / "keys.toml"


def known_ids() -> set[str]:
    from .widgets.textview import TextView

    ids = {b[0] for b in APP_KEYS + TAB_KEYS + LIVE_KEYS} | set(RERUN_SCREEN_IDS)
    ids |= {b.id for b in TextView.BINDINGS if isinstance(b, Binding) and b.id}
    ids |= local_ids()  # the insight views' own keys (tui/insights/keys.py)
    return ids


def load_keymap(path: Path | None = None) -> tuple[dict[str, str], list[str]]:
    """The ``[keys]`` table of keys.toml as a Textual keymap, and warnings to show."""
    path = path or config_path()
    if not path.exists():
        return {}, []
    try:
        data = keys_toml.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, keys_toml.TOMLError) as e:
        return {}, [f"{path}: cannot read: {e}"]
    table = data.get("keys", {})
    if not isinstance(table, dict):
        return {}, [f'{path}: [keys] must be a table of binding id = "key"']
    keymap: dict[str, str] = {}
    warnings = []
    ids = known_ids()
    for bid, keys in table.items():
        if isinstance(keys, list) and all(isinstance(k, str) for k in keys):
            keys = ",".join(keys)
        if not isinstance(keys, str) or not keys.strip():
            warnings.append(f'{path}: {bid}: expected a key string such as "ctrl+f"')
            continue
        if bid not in ids:
            warnings.append(f"{path}: unknown binding id {bid!r} (see ? for the ids)")
            continue
        keymap[bid] = keys.strip()
    warnings += _taken(keymap, path)
    return keymap, warnings


def _taken(keymap: dict[str, str], path: Path) -> list[str]:
    """A remapped key that is another binding's default, that binding not remapped away: the
    explorer's binding wins one of them silently (``view_breaks = "B"`` takes the bundle's B)."""
    out = []
    for bid, keys in keymap.items():
        for oid, default, _action, desc, _show in APP_KEYS + TAB_KEYS:
            if oid == bid or oid in keymap:
                continue
            both = {k.strip() for k in keys.split(",")} & {k.strip() for k in default.split(",")}
            if both:
                key = ", ".join(sorted(both))
                out.append(f"{path}: {bid} = {keys!r} takes {key} from {oid} ({desc}): remap "
                           f"{oid} too, or choose another key")  # fmt: skip
    return out
