"""The Cache view's cells and detail: FX graph / AOTAutograd cache hits, misses, bypasses (with
torch's reason) per compile and for the run. Pure (no textual)."""

from __future__ import annotations

from collections import Counter

from rich.text import Text

from ...core.model import Compile, Run
from ..doc import Doc, DocBuilder
from ..safe import safe_line
from ..status import status_style

CACHE_STYLE = {"hit": "green", "miss": "yellow", "bypass": "bold red", "not saved": "red"}
CACHE_TROUBLE = ("bypass", "not saved")  # results that come with a reason
CACHE_COLUMNS = ("fx_graph", "aotautograd")


def cache_cell(c: Compile, cache: str | None) -> Text:
    """``miss ×2`` for one cache of a compile (``None``: the caches other than the main two)."""
    evs = [e for e in c.cache if (e.cache == cache if cache else e.cache not in CACHE_COLUMNS)]
    t = Text(end="", no_wrap=True)
    if not evs:
        return t.append("-", style="dim")
    counts = Counter((e.cache, e.result) for e in evs)
    for i, ((name, result), n) in enumerate(sorted(counts.items())):
        if i:
            t.append(", ", style="dim")
        if cache is None:
            t.append_text(safe_line(f"{name} ", "dim"))
        t.append_text(safe_line(result, CACHE_STYLE.get(result, "")))
        if n > 1:
            t.append(f" ×{n}", style="dim")
    return t


def cache_totals(run: Run) -> dict[str, Counter[str]]:
    out: dict[str, Counter[str]] = {}
    for c in run.compiles:
        for e in c.cache:
            out.setdefault(e.cache, Counter())[e.result] += 1
    return out


def cache_doc(c: Compile | None, run: Run) -> Doc:
    """The detail of the Cache view: one compile's cache events, then the run's totals."""
    b = DocBuilder(name="cache", key=("cache", c.key if c is not None else None))
    if c is not None:
        b.line((str(c.id), "bold " + status_style(c.status)), "  ", (c.co_name or "?", "bold"),
               ("   (Enter opens the compile)", "dim"), target=c.key)  # fmt: skip
        if not c.cache:
            b.line(("  no cache events for this compile", "italic"))
        for e in c.cache:
            b.line("  ", (f"{e.cache:<18}", ""), (f"{e.result:<7}", CACHE_STYLE.get(e.result, "")),
                   (e.reason or "", "dim"))  # fmt: skip
    totals = cache_totals(run)
    b.heading("The run's caches")
    if not totals:
        b.line(("  no cache events in this run (FX graph / AOTAutograd cache records come with "
                "TORCH_TRACE)", "italic"))  # fmt: skip
    for cache, cnt in sorted(totals.items()):
        t = Text(end="")
        for result in ("hit", "miss", "bypass"):
            t.append(
                f"{result} {cnt.get(result, 0):<4} ",
                style=CACHE_STYLE[result] if cnt.get(result) else "dim",
            )
        for result, n in sorted(cnt.items()):
            if result not in ("hit", "miss", "bypass"):
                t.append_text(safe_line(f"{result} {n} ", "dim"))
        b.line("  ", (f"{cache:<18}", "bold"), t)
    reasons = Counter(
        e.reason for cc in run.compiles for e in cc.cache if e.result in CACHE_TROUBLE and e.reason
    )
    if reasons:
        b.heading("Bypass reasons", "bold red")
        for r, n in reasons.most_common():
            b.line(f"  {n:>4}× ", (r, "red"))
    b.blank()
    b.line(("hit: served from the cache; miss: compiled and stored; bypass: the cache could not be "
            "used for this graph (see the reason); not saved: compiled, but the entry could not be "
            "stored", "dim"))  # fmt: skip
    return b.build()
