"""The run-wide views, one module each, shown in the app's view switcher.

Each view takes the whole Run (``update_run``) and posts ``Jump`` (views/table.py) to open a
compile, or an artifact line, in the explorer. ``RUN_VIEWS`` lists them in view-bar order after
the explorer: (id, class), made from the rows of tui/view_table.py (where a view registers).
"""

from __future__ import annotations

from ..view_table import VIEW_TABLE
from .breaks import BreaksView
from .cache import CacheView
from .failures import FailuresView
from .kernels import KernelsView
from .ledger import LedgerView
from .log import LogView
from .perf import PerfView
from .problems import ProblemsView
from .provenance import ProvenanceView
from .ranks import RanksView
from .recompiles import RecompilesView
from .shapes import ShapesView
from .table import Jump, Row, TableView, cell
from .time import SpanTree, TimeView

RUN_VIEWS = tuple((r.id, globals()[r.cls]) for r in VIEW_TABLE if r.cls is not None)

__all__ = [
    "RUN_VIEWS",
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
]
