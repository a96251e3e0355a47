"""The insight views' part of the view bar: Compile time, Cache, Provenance and (with several
ranks) Ranks, with their counts, as far as they fit."""

from __future__ import annotations

from typing import Any

from rich.text import Text

from ...core.model import Run
from ...render.views.ranks import ranks_of
from ...render.views.time import compile_total
from ..screens.help import key_text
from ..view_table import INSIGHT_VIEW_IDS, SHORT_TITLES, VIEW_KEYS, VIEW_ROWS, VIEW_TITLES

# (run, its counts): the last two runs' (a snapshot counted in the thread that offers it while
# the UI still shows the one before: tui/parts/warm.py)
_counts: tuple[tuple[Run, dict[str, str | None]], ...] = ()
# per compile (by id: a snapshot's unchanged compiles are the same objects): (the Compile, its
# time, its cache events), for the compiles of the last run counted
_per: tuple[tuple, dict[int, tuple[Any, float, int]]] = ((), {})


def insight_counts(run: Run) -> dict[str, str | None]:
    global _counts, _per
    last = _counts
    for seen, out in last:
        if seen is run:
            return out
    old = _per[1] if _per[0] == run.sources else {}
    per: dict[int, tuple[Any, float, int]] = {}
    times: list[float] = []
    n_cache = 0
    for c in run.compiles:  # a compile that did not change is not looked at again
        e = old.get(id(c))  # (old holds its compiles: their ids are not reused meanwhile)
        if e is None or e[0] is not c:
            e = (c, compile_total(c), len(c.cache))
        per[id(c)] = e
        times.append(e[1])
        n_cache += e[2]
    _per = (run.sources, per)  # (one assignment: another thread may count)
    total = sum(times)
    ranks = len(ranks_of(run))
    counts = {
        "time": f"{total:.0f}s" if total >= 10 else (f"{total:.1f}s" if total else None),
        "cache": str(n_cache) if n_cache else None,
        "provenance": None,
        "ranks": str(ranks) if ranks > 1 else None,
        "perf": str(n_prof) if (n_prof := sum(1 for x in run.sources if x.kind == "profile")) else None,
        "kernels": None,  # shown while active only (X): its files are read when it is shown
    }
    _counts = ((run, counts),) + last[:1]
    return counts


def append_insight_views(t: Text, app: Any, narrow: bool) -> None:
    """Append the insight views to the view bar ``t`` as far as they fit (the one shown
    always); Ranks only when there are several ranks. Those that do not fit with their title
    show as their keys alone (``t h K C``) as far as those fit."""
    width = app.size.width
    counts = insight_counts(app.run_model)
    order = list(INSIGHT_VIEW_IDS)
    if counts["ranks"] is not None:  # several ranks: where they diverge comes first
        order.remove("ranks")
        order.insert(0, "ranks")
    segs: list[tuple[str, Text, str]] = []  # (view id, its segment with title, its key)
    for vid in order:
        active = vid == app.view
        if vid in ("ranks", "perf", "kernels") and not active and counts[vid] is None:
            continue  # Ranks with several ranks only; Perf with profiler traces only
        bid = VIEW_KEYS[vid]
        key = key_text(app, bid, VIEW_ROWS[vid].key)
        title = (SHORT_TITLES if narrow else VIEW_TITLES)[vid]
        n = counts.get(vid)  # (a view without a count: none shown)
        seg = Text(end="", no_wrap=True)
        label = f" {key} {title} " + (f"{n} " if n is not None else "")
        if active:
            seg.append(label, style="bold reverse")
        else:
            seg.append(f" {key}", style="bold cyan")
            seg.append(f" {title} ")
            if n is not None:
                seg.append(f"{n} ", style="dim")
        segs.append((vid, seg, key))
    sep = "" if narrow else "  "
    # as many as fit with their titles (in order: several ranks' Ranks first), the rest as
    # their keys alone (``t h K C``); the one shown always with its title
    def need(titled: int, keep: set[str]) -> int:
        return sum(s.cell_len + len(sep) if i < titled or vid == app.view else len(k) + 1
                   for i, (vid, s, k) in enumerate(segs) if vid in keep)  # fmt: skip

    keep = {vid for vid, _, _ in segs}
    for titled in range(len(segs), -1, -1):
        if t.cell_len + need(titled, keep) <= width:
            break
    else:  # not even as keys: the one shown, and as many keys as fit before it
        for vid, _, _ in reversed(segs):
            if t.cell_len + need(0, keep) <= width:
                break
            if vid != app.view:
                keep.discard(vid)
    for i, (vid, seg, key) in enumerate(segs):
        if vid not in keep:
            continue
        if i < titled or vid == app.view:
            t.append_text(seg)
            t.append(sep)
        else:
            t.append(" " + key, style="bold cyan")
