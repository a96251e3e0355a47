"""The line of views under the status line: each view's key, title and count (failures and
problems in red when there are any); the insight views after them as far as they fit."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ...core.model.counts import counts as counts_of
from ..insights.viewbar import append_insight_views
from ..screens.help import key_text
from ..view_table import INSIGHT_VIEW_IDS, SHORT_TITLES, VIEW_IDS, VIEW_KEYS, VIEW_ROWS, VIEW_TITLES
from .shapes import shapes_count

VIEWS = VIEW_IDS  # the view bar's order (tui/view_table.py): time, cache, provenance, ranks last
NARROW = 110  # below: short titles, one space less between views


def view_bar(app: Any) -> Text:
    run = app.run_model
    counts = {
        "explorer": counts_of(run).compiles,  # as the status line: attempts of one compile are one
        "breaks": sum(g.count for g in run.graph_breaks),
        "recompiles": len(run.recompiles),
        "failures": len(run.failures),
        "log": len(run.logs),
        "problems": len(run.problems) + sum(run.unknown_kinds.values()),
        "shapes": shapes_count(run),  # None: no dynamic-shape records (tui/widgets/shapes.py)
    }
    narrow = app.size.width < NARROW
    t = Text(no_wrap=True, overflow="ellipsis", end="")
    for vid in VIEWS:
        if vid in INSIGHT_VIEW_IDS:  # appended below, as far as they fit
            continue
        key = key_text(app, VIEW_KEYS[vid], VIEW_ROWS[vid].key)
        active = vid == app.view
        n = counts[vid]
        if n is None and not active:
            continue  # (Shapes: only when dims were specialized or guards failed)
        n = n or 0
        warn = vid in ("failures", "problems") and n
        title = (SHORT_TITLES if narrow else VIEW_TITLES)[vid]
        if (
            vid == "shapes"
            and not active
            and t.cell_len + len(f" {key} {title} {n}") > app.size.width
        ):
            continue  # as far as it fits, like the insight views
        if active:
            t.append(f" {key} {title} {n} ", style="bold reverse")
        else:
            t.append(f" {key}", style="bold cyan")
            t.append(f" {title} ")
            t.append(f"{n} ", style="bold red" if warn else "dim")
        t.append("" if narrow else "  ")
    append_insight_views(t, app, narrow)  # tui/insights/viewbar.py
    return t
