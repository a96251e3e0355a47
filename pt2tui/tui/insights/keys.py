"""The insight keys (g P B), palette actions and help rows (no textual imports: keys.py,
commands.py and help.py import this). The insight views themselves (t h K d) register in
tui/view_table.py like every view."""

from __future__ import annotations

# (id, default key(s), action, description, shown in the footer): appended to APP_KEYS
INSIGHT_KEYS: tuple[tuple[str, str, str, str, bool], ...] = (
    (
        "failed_guard",
        "g",
        "failed_guard",
        "Open the guard that failed (previous compile's guards)",
        False,
    ),
    (
        "export_perfetto",
        "P",
        "part('exports', 'perfetto')",
        "Export the chromium events as Perfetto JSON",
        False,
    ),
    ("bundle", "B", "part('exports', 'bundle')", "Write a bug bundle (.tar.gz + .md) of the opened run", False),
)

# bindings of the insight views themselves (remappable by id too)
LOCAL_KEYS: tuple[tuple[str, str, str, str], ...] = (
    ("prov.mode", "L", "toggle_mode", "Provenance: by kernel / by source line"),
)

PALETTE_ACTIONS: tuple[tuple[str, str, str], ...] = (
    ("failed_guard", "Open the guard that failed", "the previous compile's guards, at the guard"),
    ("part('exports', 'perfetto')", "Export chromium events as Perfetto JSON", "open it in ui.perfetto.dev"),
    ("part('exports', 'bundle')", "Write a bug bundle of this run", "a .tar.gz and a .md for a GitHub issue"),
    (
        "provenance",
        "Provenance of the kernel under the cursor",
        "in the Code tab; else of the compile",
    ),
)

HELP_ROWS: tuple[tuple[str, str], ...] = (
    ("enter (recompiles)", "open the compile; on the ✗ line: the guard that failed, in place"),
    ("g", "the guard that failed (Recompiles view, or a ⟳ compile in the tree)"),
    ("enter / e (graph breaks)", "open the compile / the user source line in $EDITOR"),
    ("enter (failures, log)", "a device-side or NaN assert: its line in the Code tab"),
    ("K (Code tab)", "the provenance of the kernel on the cursor line"),
    ("L (provenance)", "by kernel / by source line; Enter on a detail line follows it"),
    ("enter (provenance)", "a kernel: its output code; a source line: its first kernel"),
    ("enter (compile time)", "open a compile; in the span tree, enter / space fold"),
    ("enter (ranks)", "open the compile of the cell's rank"),
)  # fmt: skip


def local_ids() -> set[str]:
    return {k[0] for k in LOCAL_KEYS}
