"""The run-wide views, one module each, shown in the app's view switcher.

Each view takes the whole Run (``update_run``) and posts ``Jump`` (views/table.py) to open a
compile, or an artifact line, in the explorer. ``RUN_VIEWS`` lists them in view-bar order after
the explorer: (id, class).
"""

from __future__ import annotations

from .breaks import BreaksView
from .cache import CacheView
from .failures import FailuresView
from .log import LogView
from .problems import ProblemsView
from .provenance import ProvenanceView
from .ranks import RanksView
from .recompiles import RecompilesView
from .table import Jump, Row, TableView, cell
from .time import SpanTree, TimeView

RUN_VIEWS = (
    ("breaks", BreaksView),
    ("recompiles", RecompilesView),
    ("failures", FailuresView),
    ("log", LogView),
    ("problems", ProblemsView),
    ("time", TimeView),
    ("cache", CacheView),
    ("provenance", ProvenanceView),
    ("ranks", RanksView),
)

__all__ = [
    "RUN_VIEWS",
    "BreaksView",
    "CacheView",
    "FailuresView",
    "Jump",
    "LogView",
    "ProblemsView",
    "ProvenanceView",
    "RanksView",
    "RecompilesView",
    "Row",
    "SpanTree",
    "TableView",
    "TimeView",
    "cell",
]
