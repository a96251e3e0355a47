"""Triage: what kind of PT2 problem a run shows, the lines that say so, and what to run next.

The categories are data (categories.py: one entry each, with its summary, severity, next-step
recipes and detection rules); the PyTorch torch.compile troubleshooting guide's error-triage
rows (graph_break, backend_compiler_failed, recompilation, accuracy, internal_dynamo_error,
runtime_crash, triton_kernel) plus nan, environment, out_of_memory, dynamic_shapes, cudagraphs,
export_aoti, distributed, other and none.

``classify(run)`` returns them ordered: what stopped the program first (an uncaught exception,
a crash), then what did not stop it, worst first. Each quotes its evidence with where it is
(``stderr.txt:123``, ``compile [0/0] compilation_metrics``, ``run.json``) and names the rerun
recipes (core/reruns/recipes.py) that fit.

Modules: categories.py (the table), scanner.py (logs and tracebacks -> findings), detectors.py
(evidence and run-wide detectors beyond patterns), rank.py (findings -> ordered ``Triage``s).
"""

from __future__ import annotations

from .categories import BY_NAME, TABLE, Category, Kind, LineRule, Rule
from .evidence import Evidence
from .rank import Triage, classify, triage_dict

__all__ = [
    "CATEGORIES",
    "Category",
    "Evidence",
    "Kind",
    "LineRule",
    "Rule",
    "SUMMARIES",
    "TABLE",
    "Triage",
    "classify",
    "triage_dict",
]

CATEGORIES: tuple[str, ...] = tuple(c.name for c in TABLE)
SUMMARIES: dict[str, str] = {c.name: c.summary for c in TABLE}
assert BY_NAME.keys() == set(CATEGORIES)
