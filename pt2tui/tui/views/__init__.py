"""The run-wide views, one module each, shown in the app's view switcher.

Each view takes the whole Run (``update_run``) and posts ``Jump`` (views/table.py) to open a
compile, or an artifact line, in the explorer. The rows of tui/view_table.py (where a view
registers) name each view's class; ``MODULES`` says which module of this folder defines it.

A view's module is imported when the view is first composed (``view_class``: tui/parts/
run_views.py composes a view when it is first shown), not at the app's start: the explorer is
what shows first, and the views' modules (their renderers, the perf and ranks analyses) were a
sixth of the TUI's imports. ``RUN_VIEWS``, (id, class) in view-bar order after the explorer,
and the classes by name (``from pt2tui.tui.views import LogView``) import them when asked for.
"""

from __future__ import annotations

import importlib
from typing import Any

from ..view_table import VIEW_TABLE
from .table import Jump, Row, TableView, cell

MODULES = {  # a view's class -> its module here
    "BreaksView": "breaks", "CacheView": "cache", "FailuresView": "failures",
    "KernelsView": "kernels", "LedgerView": "ledger", "LogView": "log", "PerfView": "perf",
    "ProblemsView": "problems", "ProvenanceView": "provenance", "RanksView": "ranks",
    "RecompilesView": "recompiles", "ShapesView": "shapes", "TimeView": "time", "SpanTree": "time",
}  # fmt: skip
RUN_VIEW_IDS = tuple(r.id for r in VIEW_TABLE if r.cls is not None)
_CLASS_OF = {r.id: r.cls for r in VIEW_TABLE if r.cls is not None}


def view_class(vid: str) -> type:
    """The class of run-wide view ``vid`` (its module imported now if it was not)."""
    return _named(_CLASS_OF[vid])


def _named(name: str) -> Any:
    cls = getattr(importlib.import_module(f".{MODULES[name]}", __name__), name)
    globals()[name] = cls  # (found there next time)
    return cls


def __getattr__(name: str) -> Any:  # PEP 562: a view's class, or RUN_VIEWS, when first asked for
    if name == "RUN_VIEWS":
        return tuple((vid, view_class(vid)) for vid in RUN_VIEW_IDS)
    if name in MODULES:
        return _named(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [  # noqa: F822 - the views' classes and RUN_VIEWS come from __getattr__
    "MODULES",
    "RUN_VIEWS",
    "RUN_VIEW_IDS",
    "BreaksView",
    "CacheView",
    "FailuresView",
    "LedgerView",
    "Jump",
    "KernelsView",
    "LogView",
    "PerfView",
    "ProblemsView",
    "ProvenanceView",
    "RanksView",
    "RecompilesView",
    "ShapesView",
    "Row",
    "SpanTree",
    "TableView",
    "TimeView",
    "cell",
    "view_class",
]
