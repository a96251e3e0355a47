"""Insight views: why it recompiled, distinct graph breaks, kernel provenance, compile time,
caches, ranks side by side, and the bug bundle. Wired into the explorer by small hooks in
``tui/app.py`` (``InsightsMixin``, the views in the switcher), ``tui/keys.py`` (the
bindings), ``tui/commands.py`` (the palette) and ``tui/help.py``."""
