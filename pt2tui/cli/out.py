"""Printing a rich renderable for the commands: on a terminal as rich draws it; into a pipe or a
file without the spaces rich pads lines with to its 80 columns (what `grep`, `diff` and CI logs
read)."""

from __future__ import annotations

import sys

from rich.console import Console, RenderableType

__all__ = ["print_rich"]


def print_rich(renderable: RenderableType, console: Console | None = None) -> None:
    console = console or Console(highlight=False)
    if console.is_terminal:
        console.print(renderable, crop=False)
        return
    with console.capture() as cap:
        console.print(renderable, crop=False)
    text = "\n".join(line.rstrip() for line in cap.get().split("\n"))
    out = console.file if console.file is not None else sys.stdout
    out.write(text)
    out.flush()
