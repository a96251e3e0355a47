"""``--python PATH``: the program of a run under another interpreter (a nightly venv, a source
build), to see whether a failure is there too. Used by ``rerun``, ``testcase`` and ``verify``."""

from __future__ import annotations

from typing import Any

from ..core.reruns.recipes import is_python

__all__ = ["with_python"]


def with_python(info: dict[str, Any], python: str) -> dict[str, Any]:
    """run.json with its program's interpreter (``argv[0]`` / ``program_argv[0]`` when it is a
    python) replaced by ``python``. A program that is not ``python ...`` is left as it is."""
    out = dict(info)
    for key in ("argv", "program_argv"):
        argv = out.get(key)
        if isinstance(argv, list) and argv and isinstance(argv[0], str) and is_python(argv[0]):
            out[key] = [python] + argv[1:]
    return out
