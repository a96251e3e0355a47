"""`pt2tui run [options] script.py [script args...]`: pt2tui's options end where the program
starts, whatever the program's own arguments look like.

argparse alone cannot do it: it classifies every word before it parses, so a script option
such as ``--n 8`` is taken for an abbreviation of pt2tui's ``--name`` / ``--no-tui``, and a
script's ``--no-tui`` would be taken for pt2tui's. The words after ``run`` are split here
first: pt2tui's options (exact names, ``--opt=value`` too) up to the first word that is not
one of them (the script) or up to ``--`` (any command follows); argparse only sees pt2tui's
part, and the program's words are handed over untouched.
"""

from __future__ import annotations

import argparse

__all__ = ["split_run_argv"]


def _options(parser: argparse.ArgumentParser) -> dict[str, bool]:
    """Each option string of ``parser`` -> whether it takes a value."""
    out: dict[str, bool] = {}
    for action in parser._actions:
        for opt in action.option_strings:
            out[opt] = action.nargs != 0
    return out


def split_run_argv(words: list[str], parser: argparse.ArgumentParser) -> tuple[list[str], list[str]]:
    """``(pt2tui's words, the program's words)`` of what follows ``run``. The program's words
    start with ``--`` when the user wrote one (``run -- CMD``). An unknown option before the
    program stays on pt2tui's side, for argparse to refuse it by name."""
    opts = _options(parser)
    i = 0
    while i < len(words):
        w = words[i]
        if w == "--":
            return words[:i], words[i:]
        if not w.startswith("-") or w == "-":
            return words[:i], words[i:]
        name = w.split("=", 1)[0]
        if opts.get(name) and "=" not in w:
            i += 2  # the option's value, whatever it looks like
            continue
        i += 1
    return words, []
