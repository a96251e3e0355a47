"""Triage banner and one-key reruns, for the explorer (``pt2tui open``) and ``pt2tui run``.

The banner under the status line says what triage (core/analysis/triage/) found: the category, the
suggested next recipe (``x`` runs it) and a one-line summary. ``m`` asks which minifier
flavour, ``A`` reruns with NaN/Inf asserts, ``R`` lists every recipe. Each rerun shows the
exact command and environment first (``RerunConfirm``), then a ``RerunScreen``: live progress
(rerun_progress), the output, cancel (ctrl+c escalates SIGINT -> SIGTERM -> SIGKILL; escape only goes back),
and once it ended the result and a comparison with the parent. The result is kept for the
session (``R`` lists earlier reruns first); ``o`` opens the rerun's run dir in the explorer,
``K`` jumps to the kernel a NaN/device assert was mapped to.

Reruns need a parent run dir with a run.json (made by ``pt2tui run``); without one the keys
say so and do nothing else.

Layout: ``common`` (constants, formatting helpers), ``banner`` (``TriageBanner``), ``menus``
(``RecipeMenu``, ``RerunConfirm``, ``QuitConfirm``), ``job`` (``RerunJob`` and its messages),
``screen`` (``RerunScreen``, ``progress_doc``), ``controller`` (``Reruns``: the part of the App that
triages, keeps the jobs and answers the keys). Quitting is ``tui/parts/quitting.py``.
"""

from __future__ import annotations

from .banner import CATEGORY_STYLE, TriageBanner
from .common import (
    GRACE_S,
    MINIFY_FLAVOURS,
    NEXT_SIGNAL,
    TRIAGE_EVERY_S,
    exit_words,
    fmt_seconds,
    signal_note,
)
from .job import RerunChanged, RerunJob, RerunOutput
from .menus import MENU_CSS, QuitConfirm, RecipeMenu, RerunConfirm, confirm_doc
from .screen import RerunScreen, progress_doc

__all__ = [
    "CATEGORY_STYLE",
    "GRACE_S",
    "MENU_CSS",
    "MINIFY_FLAVOURS",
    "NEXT_SIGNAL",
    "TRIAGE_EVERY_S",
    "QuitConfirm",
    "RecipeMenu",
    "RerunChanged",
    "RerunConfirm",
    "RerunJob",
    "RerunOutput",
    "RerunScreen",
    "TriageBanner",
    "confirm_doc",
    "exit_words",
    "fmt_seconds",
    "progress_doc",
    "signal_note",
]
