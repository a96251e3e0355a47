"""Load a path (trace file or dir, debug dir, TORCH_LOGS text, run dir) into a Run.

A static load is a follow that has caught up: the same code reads live runs and finished ones.
Its trace files are read first, file by file, in ``jobs`` processes (sources/parallel.py: the
same Run for any ``jobs``), then the logs and debug dirs.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from ..core.model import Run
from ..core.model.builder import RunBuilder
from .assemble import add_log_failures, attach_debug_dirs
from .discover import Discovered, SourceError, discover
from .follower import Follower
from .parallel import catch_up_traces, default_jobs

Progress = Callable[[int, int], None]  # (bytes done, bytes total)

__all__ = ["SourceError", "load_run", "load_into", "attach_debug_dirs", "add_log_failures", "default_jobs"]


def load_run(path: str, *, verify: bool = True, progress: Progress | None = None, jobs: int = 1,
             meanwhile: Callable[[], None] | None = None) -> Run:  # fmt: skip
    """Everything under ``path`` as one Run. Raises SourceError for a path we cannot use.
    ``jobs``: processes that index trace files (``default_jobs()``: every core); ``meanwhile``:
    called once if this process waits for them (sources/parallel.py: catch_up_traces)."""
    found = discover(path)
    f = Follower(found.root, verify=verify)
    with gc_paused():
        _catch_up(f, found, progress, jobs, meanwhile)
        return f.snapshot()


@contextmanager
def gc_paused(freeze: bool = False) -> Iterator[None]:
    """No cyclic garbage collection while a run is read in one go: the model only grows and
    reading it leaves next to no cycles (some 500 objects for a 350 MB trace), so collections
    would walk the growing model again and again for nothing (3-6 % of that read's CPU). The
    forked ``--jobs`` workers inherit the pause. Collected as usual after; with ``freeze`` what
    is there then is kept out of later collections (gc.freeze: a model that stays, as the TUI's
    does: the first full collection after the TUI read 16,000 compiles held it 2.8 s)."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if freeze:
            gc.freeze()
        if was:
            gc.enable()


def load_into(
    b: RunBuilder, found: Discovered, *, verify: bool = True, progress: Progress | None = None,
    jobs: int = 1,
) -> None:  # fmt: skip
    """Load ``found`` into an existing builder (to snapshot from another thread meanwhile)."""
    f = Follower(found.root, verify=verify)
    f.builder = b
    _catch_up(f, found, progress, jobs)


def _catch_up(f, found: Discovered, progress: Progress | None, jobs: int = 1,
              meanwhile: Callable[[], None] | None = None) -> None:  # fmt: skip
    for path, why in found.skipped:  # once: the follower's scans say them too
        f.note_skipped(path, why)
    catch_up_traces(f, jobs, progress, meanwhile=meanwhile)
    while f.poll():
        if progress:
            progress(f.done_bytes, f.total_bytes)
    f.finish()
    if progress:
        progress(f.done_bytes, f.total_bytes)
