"""`pt2tui open`: the workers start reading before the TUI's modules are imported.

Textual and the TUI's own modules take 0.3-0.5 s to import, and the TUI's indexer only starts
once the app runs. Where the workers are the only readers (``--jobs`` of TUI_HERE_UNDER or
more), ``read_ahead(path, jobs)`` does, before those imports, what the indexer's first read
would: it finds the run's files, cuts them into units and forks the workers
(``claims.start_ahead``), which read while the modules are imported. The indexer then takes the
Follower (``ahead_follower``), and its ``catch_up_traces`` takes the workers over, with the
results they have written meanwhile. Nothing is read into the model before that, so what the
TUI shows is what it shows without the head start. If the run changed meanwhile (a live run's
files grew, a new one came), the units differ: the workers are stopped and the files read as
they are then.
"""

from __future__ import annotations

from .discover import SourceError, discover
from .follower import Follower
from .parallel import catch_up_traces

TUI_HERE_UNDER = 4  # `open --jobs N` with N at least this: the workers read, the TUI's thread merges

_AHEAD: tuple[str, Follower] | None = None  # (the path given, its Follower): not taken yet


def read_ahead(path: str, jobs: int, **kw) -> bool:
    """Start the workers on ``path``'s files as the TUI's first read will have them; True when
    some were started (``kw``: catch_up_traces' thresholds, for tests)."""
    global _AHEAD
    from . import claims

    _AHEAD = None
    if jobs < TUI_HERE_UNDER:
        return False
    try:
        found = discover(path)
    except SourceError:  # nothing yet: the TUI waits for the run, and says why
        return False
    f = Follower(found.root)
    for p, why in found.skipped:
        f.note_skipped(p, why)
    before = claims.STATS["ahead"]
    catch_up_traces(f, jobs, here=False, ahead=True, **kw)
    if claims.STATS["ahead"] == before:  # too little to read in parallel: nothing started
        return False
    _AHEAD = (path, f)
    return True


def ahead_follower(path: str, root: str) -> Follower | None:
    """The Follower read_ahead made for ``path`` (once; None: none, or of another path)."""
    global _AHEAD
    got, _AHEAD = _AHEAD, None
    if got is not None and got[0] == path and got[1].path == str(root):
        return got[1]
    if got is not None:  # (not the run read ahead: its workers are not needed)
        from .claims import drop_ahead

        drop_ahead()
    return None
