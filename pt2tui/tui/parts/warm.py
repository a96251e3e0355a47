"""What the UI reads of each snapshot it shows, made in the thread that offers the snapshot,
before it does (``Indexer.offer``): the status line's and the view bar's counts.

The UI thread holds the GIL for the whole of a message's handler: a key pressed meanwhile
waits for all of it. A reading thread holds it only between the interpreter's switches (every
5 ms), so what is made there delays a key by a switch, not by the whole. For the final snapshot
of 16,000 compiles these counts were 70 of the 100 ms ``apply_run`` took.

Each value is kept where ``apply_run`` finds it: per run (``counts``, ``insight_counts``: the
last two runs, the one offered and the one still shown) or on the Run (``recompiles``). Each
is pure: made twice (the UI asked first), it is the same.
"""

from __future__ import annotations

from ...core.model import Run
from ...core.model.counts import counts
from ..insights.viewbar import insight_counts


def warm(run: Run) -> None:
    counts(run)
    run.recompiles  # noqa: B018 - a cached_property
    insight_counts(run)
