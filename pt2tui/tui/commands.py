"""The command palette (ctrl+p): views, detail tabs, actions, and every compile by id."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from textual.command import DiscoveryHit, Hit, Hits, Matcher, Provider
from textual.content import Content

from ..core.reruns.recipes import RECIPES
from ..render.artifacts import TABS
from ..render.safe import sanitize
from .insights.keys import PALETTE_ACTIONS  # insight actions (tui/insights)
from .view_table import PALETTE_VIEWS


def highlight(matcher: Matcher, text: str) -> Content:
    """Like ``Matcher.highlight`` but never parses ``text`` as markup (compile names come
    from the trace)."""
    safe = sanitize(text)
    content = Content(safe)
    score, offsets = matcher.fuzzy_search.match(matcher.query, safe)
    if score:
        for o in offsets:
            if not safe[o].isspace():
                content = content.stylize(matcher.match_style, o, o + 1)
    return content


VIEWS = PALETTE_VIEWS  # one per view (tui/view_table.py)

ACTIONS = (
    ("search_run", "Search the whole run", "every artifact of every compile, and the log"),
    ("search", "Search this pane", "/ then n / N"),
    ("copy", "Copy the current artifact or selection", "OSC 52: works over SSH"),
    ("save", "Save the current artifact to a file", ""),
    ("edit", "Open in $EDITOR", "source line of a stack frame, or the artifact"),
    ("toggle_wrap", "Toggle line wrap", ""),
    ("help", "Help: all keys", ""),
) + PALETTE_ACTIONS + (  # reruns (tui/reruns/)
    ("rerun_suggested", "Rerun: what triage suggests", "x: shows the command first"),
    ("minify", "Rerun: minifier (choose the flavour)", "m"),
    ("nan_rerun", "Rerun: NaN/Inf asserts", "A"),
    ("recipes", "Rerun: all recipes, and this session's reruns", "R"),
    ("open_parent", "Open the parent run (of this rerun)", "run.json names it"),
)


class PT2Commands(Provider):
    def _candidates(self) -> list[tuple[str, Callable[[], Any], str]]:
        app: Any = self.app
        out: list[tuple[str, Callable[[], Any], str]] = []
        for vid, title in VIEWS:
            out.append((title, partial(app.action_view, vid), ""))
        for i, spec in enumerate(TABS, 1):
            out.append((f"Tab: {spec.title}", partial(app.action_tab, i), f"key {i % 10}"))
        for action, title, help_ in ACTIONS:
            out.append((title, partial(app.run_action, action), help_))
        for r in RECIPES:  # every recipe by name (also in R's menu)
            out.append((f"Rerun recipe: {r.name} — {r.title}",
                        partial(app.reruns.start_recipe, r.name), r.purpose))  # fmt: skip
        return out

    def _compiles(self) -> list[tuple[str, Callable[[], Any], str]]:
        app: Any = self.app
        run = getattr(app, "run_model", None)
        out: list[tuple[str, Callable[[], Any], str]] = []
        if run is None:
            return out
        for c in run.compiles:
            rank = f"rank {c.rank} " if c.rank is not None else ""
            name = f"{rank}{c.id} {c.co_name or '?'}"
            out.append((name, partial(app.jump_to, c.key), f"{c.status}"))
        return out

    async def discover(self) -> Hits:
        for title, cb, help_ in self._candidates():
            yield DiscoveryHit(Content(title), cb, text=title, help=help_ or None)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, cb, help_ in self._candidates() + self._compiles():
            score = matcher.match(title)
            if score > 0:
                yield Hit(
                    score, highlight(matcher, title), cb, text=sanitize(title), help=help_ or None
                )
