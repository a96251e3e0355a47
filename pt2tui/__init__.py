"""pt2tui: a terminal UI for triaging torch.compile (PT2) problems."""

__version__ = "0.1.0"
