"""A quick end for the commands that only print what they built.

As a process of its own (``main()`` from the console script), such a command ends without
freeing its model object by object: a big run's model takes a tenth of its indexing time to
free, and nothing else is left to clean up (stdout and stderr are flushed first)."""

from __future__ import annotations

import os
import sys

from .. import _classcode

_WANTED = False


def quick_exit() -> None:
    """Say that this command may end quickly (called by the command once it has built
    everything it prints)."""
    global _WANTED
    _WANTED = True


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
