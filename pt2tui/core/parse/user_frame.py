"""The user's line of a stack: the innermost frame whose file is neither part of torch nor of
Python's own library (nor generated code such as ``<string>`` or ``<eval_with_key>.3``).

TORCH_TRACE stacks are lists of ``{"line", "name", "filename", "loc"}`` whose ``filename`` is an
index into the trace's ``str`` intern table (or a plain string). Classifying a file is cached:
dynamic-shape runs log thousands of stacks over the same few hundred files.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from .types import Frame

# .../site-packages/torch/..., a source checkout's .../pytorch/torch/..., or a relative torch/...
_TORCH = re.compile(r"(?:^|[/\\])(?:torch|functorch|torchgen)[/\\]")
# CPython's library: .../lib/python3.11/x.py (not its site-packages / dist-packages)
_STDLIB = re.compile(r"(?:^|[/\\])lib[/\\](?:python|pypy)\d+(?:\.\d+)?t?[/\\](?!(?:site|dist)-packages[/\\])")
_IS_USER: dict[str, bool] = {}


def is_user_file(filename: str) -> bool:
    """False for torch's files, Python's standard library, generated code (``<...>``) and
    frozen modules; True for anything else (the user's code and other libraries)."""
    v = _IS_USER.get(filename)
    if v is None:
        v = not (
            not filename
            or filename.startswith("<")
            or _TORCH.search(filename) is not None
            or _STDLIB.search(filename) is not None
        )
        if len(_IS_USER) < 65536:
            _IS_USER[filename] = v
    return v


def frame_of(fr: Mapping[str, Any], strings: Mapping[int, str]) -> Frame:
    """A Frame of one TORCH_TRACE stack entry (interned file names resolved)."""
    fn = fr.get("filename")
    filename = strings.get(fn, f"<interned {fn}>") if isinstance(fn, int) else str(fn)
    loc = fr.get("loc")
    line = fr.get("line")
    return Frame(filename, line if type(line) is int else int(line or 0),
                 str(fr.get("name", "")), None if loc is None else str(loc))  # fmt: skip


def innermost_user_entry(
    stack: Sequence[Any] | None, strings: Mapping[int, str]
) -> Mapping[str, Any] | None:
    """The innermost entry of a TORCH_TRACE stack whose file is the user's, or None."""
    if not stack:
        return None
    cache = _IS_USER
    for fr in reversed(stack):
        if type(fr) is not dict:
            continue
        fn = fr.get("filename")
        name = strings.get(fn) if type(fn) is int else fn
        if type(name) is not str:
            continue
        v = cache.get(name)
        if v is None:
            v = is_user_file(name)
        if v:
            return fr
    return None


def user_frame_of(
    user_stack: Sequence[Any] | None, stack: Sequence[Any] | None, strings: Mapping[int, str]
) -> Frame | None:
    """The user's line of a record: the innermost user frame of ``user_stack``, else of
    ``stack``."""
    fr = innermost_user_entry(user_stack, strings) or innermost_user_entry(stack, strings)
    return None if fr is None else frame_of(fr, strings)


def innermost_user_frame(frames: Sequence[Frame]) -> Frame | None:
    """The same rule over Frames (a parsed Python traceback, a compile's stack)."""
    for f in reversed(frames):
        if is_user_file(f.filename):
            return f
    return None
