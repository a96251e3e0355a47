"""The explorer's insights: why a compile recompiled (``engine.py`` computes it in a worker and
posts ``InsightsReady``; ``state.py`` holds it), the tree and detail pane that show it
(``widgets.py``), the insight views' keys, palette entries and help rows (``keys.py``) and their
part of the view bar (``viewbar.py``). The views themselves are in ``tui/views/``."""
