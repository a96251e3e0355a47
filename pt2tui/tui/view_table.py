"""Where a view registers: one row per view of the view bar, in its order.

The rows feed ``RUN_VIEWS`` (tui/views/__init__.py: the class of each run-wide view), the key
bindings (tui/keys.py ``APP_KEYS`` and ``VIEW_KEYS``), the help screen (the binding's line), the
view bar (tui/widgets/viewbar.py, tui/insights/viewbar.py: titles) and the command palette
(tui/commands.py). tests/tui/test_view_table.py checks that each row reaches all of them.

A new view: its module in tui/views/ (exported by tui/views/__init__.py), a row here, and its
count in the view bar (tui/widgets/viewbar.py) if it has one. No textual imports here: keys.py,
commands.py and the help screen import this.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class ViewRow:
    id: str  # the view's id (app.view, action view('id'))
    title: str  # in the view bar
    short: str  # in the view bar when the terminal is narrow (< 110 columns)
    binding: str  # the key binding's id (remappable in keys.toml)
    key: str  # its default key
    cls: str | None  # the class name exported by tui/views (None: the explorer is the App's)
    help: str  # the binding's description: the help screen's line
    palette: str  # the command palette's entry
    insight: bool = False  # appended to the view bar as far as they fit (tui/insights/viewbar.py)
    action: str = ""  # the binding's action, when not view('id')

    @property
    def binding_action(self) -> str:
        return self.action or f"view('{self.id}')"


VIEW_TABLE: tuple[ViewRow, ...] = (
    ViewRow("explorer", "Compiles", "Comp", "view_compiles", "c", None,
            "Compiles view", "View: compiles (explorer)"),
    ViewRow("breaks", "Breaks", "Breaks", "view_breaks", "b", "BreaksView",
            "Graph breaks view", "View: graph breaks"),
    ViewRow("recompiles", "Recompiles", "Recomp", "view_recompiles", "r", "RecompilesView",
            "Recompiles view", "View: recompiles"),
    ViewRow("failures", "Failures", "Fails", "view_failures", "f", "FailuresView",
            "Failures view", "View: failures"),
    ViewRow("log", "Log", "Log", "view_log", "l", "LogView",
            "Log view", "View: log (TORCH_LOGS / process output)"),
    ViewRow("problems", "Problems", "Probs", "view_problems", "p", "ProblemsView",
            "Problems / unknown records view", "View: problems and unknown records"),
    ViewRow("shapes", "Shapes", "Shapes", "view_shapes", "S", "ShapesView",
            "Shapes view: specialized dims, guards added, by user line",
            "View: dynamic shapes (specialized dims, guards added, by user line)"),
    ViewRow("time", "Time", "Time", "view_time", "t", "TimeView",
            "Compile time view (phases, chromium spans)",
            "View: compile time (phases, chromium spans)", insight=True),
    ViewRow("cache", "Cache", "Cache", "view_cache", "h", "CacheView",
            "Cache view (FX graph / AOTAutograd hit, miss, bypass)",
            "View: caches (FX graph / AOTAutograd hit, miss, bypass)", insight=True),
    ViewRow("provenance", "Provenance", "Prov", "view_provenance", "K", "ProvenanceView",
            "Provenance of the compile / of the kernel under the cursor in Code",
            "View: kernel provenance of the selected compile", insight=True,
            action="provenance"),
    ViewRow("ranks", "Ranks", "Ranks", "view_ranks", "d", "RanksView",
            "Ranks view: where (distributed) ranks diverge, side by side",
            "View: ranks side by side (where they diverge)", insight=True),
    ViewRow("ledger", "Ledger", "Ledger", "view_ledger", "C", "LedgerView",
            "Compile-time ledger view (by cause, frame, phase, rank; what the cache saved)",
            "View: compile-time ledger (by cause, frame, phase, rank; what the cache saved)",
            insight=True),
    ViewRow("perf", "Perf", "Perf", "view_perf", "u", "PerfView",
            "Perf view: where run time goes after compile (per call, per rank, kernels)",
            "View: perf (profiled calls: compiled / eager gaps / guards / GPU idle, ranks, kernels)",
            insight=True),
    ViewRow("kernels", "Kernels", "Kern", "view_kernels", "X", "KernelsView",
            "Kernels view: Triton kernels (IR stages side by side, launches, metadata, spills)",
            "View: kernels (Triton IR stages, launches, registers, spills; triton-trace)", insight=True),
)  # fmt: skip

VIEW_ROWS = {r.id: r for r in VIEW_TABLE}
VIEW_IDS = tuple(VIEW_ROWS)
# (id, default key(s), action, description, shown in the footer): tui/keys.py's APP_KEYS rows
VIEW_BINDINGS: tuple[tuple[str, str, str, str, bool], ...] = tuple(
    (r.binding, r.key, r.binding_action, r.help, False) for r in VIEW_TABLE
)
VIEW_KEYS = {r.id: r.binding for r in VIEW_TABLE}  # view id -> binding id
VIEW_TITLES = {r.id: r.title for r in VIEW_TABLE}
SHORT_TITLES = {r.id: r.short for r in VIEW_TABLE}
INSIGHT_VIEW_IDS = tuple(r.id for r in VIEW_TABLE if r.insight)
PALETTE_VIEWS = tuple((r.id, r.palette) for r in VIEW_TABLE)
