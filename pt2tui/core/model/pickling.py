"""Quicker pickling of the model's frozen dataclasses, for ``--jobs`` workers sending their
builders to the parent (sources/parallel.py).

A frozen, slotted dataclass unpickles through dataclasses' ``__setstate__``, which looks its
fields up again for every object; the parent unpickles every compile's artifacts of every file on
one core. ``register()`` gives each such class a reducer that calls the class with its fields
instead (about 2x quicker to load). Only classes whose fields are all ``__init__`` arguments and
that have no ``__post_init__`` are registered: for them the two are the same object.

With the native module, a class whose ``__slots__`` are its fields is made by
``make_slotted(cls, values)`` (parse/_native/slotted.h): its slots filled in C, without the
``__init__`` that sets each field through ``object.__setattr__`` (another 2x for an Artifact).
"""

from __future__ import annotations

import copyreg
import dataclasses
import sys
from operator import attrgetter
from typing import Any

from ..parse import native

__all__ = ["register"]

_DONE: set[type] = set()
_MAKER: Any = None  # native.make_slotted as it was when the classes in _DONE were registered


def _reducer(cls: type, names: tuple[str, ...]) -> Any:
    make = native.make_slotted
    if make is not None and len(names) > 1 and _slots_are_fields(cls, names, make):
        values = attrgetter(*names)  # (a tuple of them, in C)

        def reduce_native(o: Any) -> tuple:
            return make, (cls, values(o))

        return reduce_native

    def reduce(o: Any) -> tuple:
        return cls, tuple([getattr(o, n) for n in names])

    return reduce


def _slots_are_fields(cls: type, names: tuple[str, ...], make: Any) -> bool:
    if cls.__dict__.get("__slots__") != names or cls.__bases__ != (object,):
        return False
    try:
        make(cls, (None,) * len(names))  # (its slots' offsets, read once and kept)
    except TypeError:
        return False
    return True


def register() -> int:
    """Register every frozen dataclass of pt2tui.core loaded now; returns how many are. Those
    registered while the native path was off (``native.pure_python()``) or on are registered
    again when that changed."""
    global _MAKER
    if native.make_slotted is not _MAKER:
        _DONE.clear()
        _MAKER = native.make_slotted
    for name, mod in list(sys.modules.items()):
        if not name.startswith("pt2tui.core") or mod is None:
            continue
        for v in list(vars(mod).values()):
            if not isinstance(v, type) or v in _DONE or not dataclasses.is_dataclass(v):
                continue
            if not v.__dataclass_params__.frozen or hasattr(v, "__post_init__"):  # type: ignore[attr-defined]
                continue
            fields = dataclasses.fields(v)
            if not all(f.init for f in fields):
                continue
            copyreg.pickle(v, _reducer(v, tuple(f.name for f in fields)))
            _DONE.add(v)
    return len(_DONE)
