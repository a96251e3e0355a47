"""A quick end for the commands that only print what they built.

As a process of its own (``main()`` from the console script), such a command ends without
freeing its model object by object: a big run's model takes a tenth of its indexing time to
free, and nothing else is left to clean up (stdout and stderr are flushed first).

Nor does it walk the model once more before it ends: a command reads a run with the cyclic
collector paused (sources/load.py: gc_paused), and every object made meanwhile is still in the
youngest generation, so the first allocation after the pause ends set off a collection of them
all (26 ms for the 354 MB trace's model here, on `summary`'s critical path between its last
line and its end). ``quick_exit`` freezes them (gc.freeze: O(1), the collections after see only
what comes later) when this is the process itself.
"""

from __future__ import annotations

import gc
import os
import sys

from .. import _classcode

_WANTED = False
_PROCESS = False  # main() runs as the process itself (the console script), not called by a test


def as_process() -> None:
    """Say that the command runs as the process itself (cli.main without argv)."""
    global _PROCESS
    _PROCESS = True


def quick_exit() -> None:
    """Say that this command may end quickly (called by the command once it has built
    everything it prints)."""
    global _WANTED
    _WANTED = True
    if _PROCESS:  # (its model is freed with the process: no collection need walk it)
        gc.freeze()


def end(rc: int) -> None:
    """End the process now, with ``rc``, if the command said it may (not under a profiler or
    a tracer such as coverage: they write their results at exit)."""
    if not _WANTED or sys.getprofile() is not None or sys.gettrace() is not None:
        return
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        pass
    _classcode.flush()  # what atexit would have written
    os._exit(rc)
