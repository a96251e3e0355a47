"""A quick end for the commands that only print what they built.

As a process of its own (``main()`` from the console script), such a command ends without
freeing its model object by object: a big run's model takes a tenth of its indexing time to
free (stdout and stderr are flushed first, the atexit handlers run).

Nor does it walk the model once more before it ends: a command reads a run with the cyclic
collector paused (sources/load.py: gc_paused), and every object made meanwhile is still in the
youngest generation, so the first allocation after the pause ends set off a collection of them
all (26 ms for the 354 MB trace's model here, on `summary`'s critical path between its last
line and its end). ``quick_exit`` freezes them (gc.freeze: O(1), the collections after see only
what comes later) when this is the process itself.

The TUI ends this way too once its app has returned (its reruns stopped and written, the
terminal restored): the interpreter's own end took 0.16 s after a small run and 0.38 s after a
354 MB one, between the last screen and the shell's prompt. What the interpreter would run at its
end still runs (the atexit handlers: a read's temporary dir removed, its workers stopped), and a
thread that is not a daemon is waited for the usual way: the quick end is not taken then.
"""

from __future__ import annotations

import atexit
import gc
import os
import sys
import threading

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
    main = threading.main_thread()
    if any(t is not main and not t.daemon and t.is_alive() for t in threading.enumerate()):
        return  # a thread still to finish: the usual end waits for it
    _flush()
    run_exitfuncs = getattr(atexit, "_run_exitfuncs", None)
    if run_exitfuncs is None:  # (another Python: its usual end)
        return
    run_exitfuncs()  # what the interpreter's end would run first (each once: then cleared)
    _classcode.flush()
    _flush()
    os._exit(rc)


def _flush() -> None:
    for f in (sys.stdout, sys.stderr):
        try:
            f.flush()
        except (BrokenPipeError, ValueError, AttributeError):  # a closed pipe or stream, or none
            pass
