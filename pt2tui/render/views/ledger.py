"""The compile-time ledger (core/analysis/ledger.py) as a document for the Ledger view, and as
the text summary's section. Pure (no textual)."""

from __future__ import annotations

from rich.table import Table

from ...core.analysis.ledger import Ledger, LedgerRow, ledger, rank_note
from ...core.model import Run
from ..doc import Doc, DocBuilder
from .recompiles import fmt_s, phase_bar

__all__ = ["ids_words", "ledger_doc", "ledger_table"]

_SECTIONS = (
    ("by_cause", "By cause (first compile, each recompile reason, restarts)"),
    ("by_frame", "By frame"),
    ("by_phase", "By phase (what each spent itself: the timers torch nests, taken apart)"),
    ("by_rank", "By rank"),
)


BAR = 10  # the bar's columns: narrow, so that the compile ids fit beside or under the key
TEXT_WIDTH = 76  # a row reads whole on an 80-column terminal
KEY_AT = 2 + BAR + 10 + 7  # the column the key starts at (bar, time, share)


def ids_words(r: LedgerRow, room: int) -> str:
    """``4 compiles: [0/0] [1/0_1] [2/0]``: as many of the row's compile ids as fit ``room``
    columns, each whole (never cut, never wrapped), `` …`` when some are left out."""
    head = f"{r.compiles} compile{'s' if r.compiles != 1 else ''}:"
    out = head
    for i, cid in enumerate(r.ids):
        more = " …" if i + 1 < len(r.ids) else ""
        if i and len(out) + 1 + len(cid) + len(more) > room:
            return out + " …"
        out += " " + cid
    return out


def _rows(b: DocBuilder, rows: tuple[LedgerRow, ...], total: float) -> None:
    """One row per key: its bar, time and share, the key, then its compile ids on the same
    line when they fit TEXT_WIDTH beside it, else on the next line under the key."""
    room = TEXT_WIDTH - KEY_AT
    for r in rows:
        share = f"{r.seconds / total * 100:3.0f}%" if total > 0 else "   "
        ids = ids_words(r, room)
        head = ("  ", phase_bar(r.seconds, total, BAR), (f" {fmt_s(r.seconds):>9}", "bold"), (f" {share}  ", "dim"))
        if len(r.key) + 3 + len(ids) <= room:
            b.line(*head, r.key, (f"   {ids}", "dim"))
        else:  # the key whole on its line (the view wraps a long one), the ids under it
            b.line(*head, r.key)
            b.line(" " * KEY_AT, (ids, "dim"))


def ledger_doc(run: Run, led: Ledger | None = None) -> Doc:
    led = led if led is not None else ledger(run)
    b = DocBuilder(name="ledger", key=("ledger",))
    b.line(("Compile-time ledger ", "bold"), (fmt_s(led.total_s), "bold cyan"),
           f" in {led.timed} compile{'s' if led.timed != 1 else ''}",
           ("   from compilation_metrics", "dim"))  # fmt: skip
    if led.empty:
        b.line(("No compiles with compilation_metrics in this run (TORCH_TRACE records them).", "italic"))
        return b.build()
    for attr, title in _SECTIONS:
        rows = getattr(led, attr)
        if rows:
            b.heading(title)
            _rows(b, rows, led.total_s)
            if attr == "by_rank" and (note := rank_note(led)):
                b.line("  ", (note, "bold yellow"))
    b.heading("The caches")
    if led.cache:
        b.line("  ", ", ".join(f"{k} ×{n}" for k, n in led.cache))
    else:
        b.line("  ", ("no cache events recorded", "dim"))
    if led.cache_saved_s:
        b.line("  ", ("saved ", "dim"), (fmt_s(led.cache_saved_s), "bold green"),
               ("  (torch's own figure for its cache hits)", "dim"))  # fmt: skip
    if led.untimed:
        b.blank()
        b.line((f"{len(led.untimed)} compile{'s' if len(led.untimed) != 1 else ''} without a time "
                f"(no compilation_metrics: counted, not guessed): {' '.join(led.untimed[:8])}", "dim"))  # fmt: skip
    return b.build()


def ledger_table(run: Run, led: Ledger | None = None) -> Table | None:
    """The text summary's section: compile time by cause, then by phase (None: nothing timed)."""
    led = led if led is not None else ledger(run)
    if not led.timed:
        return None
    title = f"Compile time {fmt_s(led.total_s)}"
    note = rank_note(led)
    if led.cache_saved_s:  # under the table, a line of its own: a title wraps at the table's width
        note = "\n".join(x for x in (f"the cache saved {fmt_s(led.cache_saved_s)}", note) if x)
    tab = Table(title=title, title_justify="left", caption=note, caption_justify="left")
    tab.add_column("where it went")
    tab.add_column("time", justify="right")
    tab.add_column("compiles", justify="right")
    for attr, label in (("by_cause", ""), ("by_phase", "phase: "), ("by_rank", "")):
        for r in getattr(led, attr):
            tab.add_row(label + r.key, fmt_s(r.seconds), str(r.compiles))
        if getattr(led, attr) and attr != "by_rank":
            tab.add_section()
    return tab
