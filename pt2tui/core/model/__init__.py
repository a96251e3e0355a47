"""The run model: what one run is made of, built from parsed records.

``run.py`` holds the frozen dataclasses the views read (Run, Compile, GraphBreak ...), and this
package re-exports them with the parser's leaf records (``core/parse/types.py``), so
``from pt2tui.core.model import Run, Frame`` works. ``builder.py`` turns records into a Run;
``handlers/`` holds one small module per group of TORCH_TRACE event kinds, registered by kind.
"""

from ..parse.types import CATEGORIES, Artifact, Failure, Frame, LogMessage, PayloadRef, Problem
from .run import (
    EMPTY,
    FAILED,
    METRICS_MISSING,
    OK,
    RESTARTED,
    RUNNING,
    STATUSES,
    CacheEvent,
    Compile,
    GraphBreak,
    GraphBreakGroup,
    Process,
    Run,
    Source,
    UnknownRecord,
)

__all__ = [
    "CATEGORIES",
    "EMPTY",
    "FAILED",
    "METRICS_MISSING",
    "OK",
    "RESTARTED",
    "RUNNING",
    "STATUSES",
    "Artifact",
    "CacheEvent",
    "Compile",
    "Failure",
    "Frame",
    "GraphBreak",
    "GraphBreakGroup",
    "LogMessage",
    "PayloadRef",
    "Problem",
    "Process",
    "Run",
    "Source",
    "UnknownRecord",
]
