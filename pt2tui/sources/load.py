"""Load a path (trace file or dir, debug dir, TORCH_LOGS text, run dir) into a Run.

A static load is a follow that has caught up: the same code reads live runs and finished ones.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.model import Problem, Run
from ..core.model.builder import RunBuilder
from .assemble import add_log_failures, attach_debug_dirs
from .discover import Discovered, SourceError, discover
from .follow import Follower

Progress = Callable[[int, int], None]  # (bytes done, bytes total)

__all__ = ["SourceError", "load_run", "load_into", "attach_debug_dirs", "add_log_failures"]


def load_run(path: str, *, verify: bool = True, progress: Progress | None = None) -> Run:
    """Everything under ``path`` as one Run. Raises SourceError for a path we cannot use."""
    found = discover(path)
    f = Follower(found.root, verify=verify)
    _catch_up(f, found, progress)
    return f.snapshot()


def load_into(
    b: RunBuilder, found: Discovered, *, verify: bool = True, progress: Progress | None = None
) -> None:
    """Load ``found`` into an existing builder (to snapshot from another thread meanwhile)."""
    f = Follower(found.root, verify=verify)
    f.builder = b
    _catch_up(f, found, progress)


def _catch_up(f, found: Discovered, progress: Progress | None) -> None:
    for path, why in found.skipped:
        f.builder.problems.append(Problem(path, why))
    while f.poll():
        if progress:
            progress(f.done_bytes, f.total_bytes)
    f.finish()
    if progress:
        progress(f.done_bytes, f.total_bytes)
