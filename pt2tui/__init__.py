"""pt2tui: a terminal UI for triaging torch.compile (PT2) problems."""

from ._classcode import install as _install_class_code

__version__ = "0.1.0"

_install_class_code()  # before any module of the package makes its dataclasses
