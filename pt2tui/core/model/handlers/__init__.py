"""One handler per TORCH_TRACE event kind, in a registry (``registry.py``).

Each module here handles a group of kinds and registers itself with ``@handles(kind)`` (or, for
the generic ``artifact`` kind, ``@artifact_hook(name)``). Importing this package imports them all,
so a new event kind is one new small module in this folder. Kinds with no handler are kept as
unknown records by the builder (and, when they carry a payload, as viewable artifacts): never
dropped.
"""

from __future__ import annotations

import importlib
import pkgutil

from .cache import json_field as _json_field  # noqa: F401  (tests read it here)
from .registry import ARTIFACT_HOOKS, HANDLERS, Builder, artifact_hook, category_of, handles

for _m in pkgutil.iter_modules(__path__):
    importlib.import_module(f"{__name__}.{_m.name}")

from .events import count_only  # noqa: E402  (the builder stops at the counts for its kinds)

__all__ = ["ARTIFACT_HOOKS", "HANDLERS", "Builder", "artifact_hook", "category_of", "count_only", "handles"]
