"""GBxxxx graph-break explanations, offline, from torch's own graph_break_registry.json.

torch is located without importing it (importlib finds the package dir); when it is not
installed the log's own text is all we have (see ``gbreaks.parse_graph_break``).
"""

from __future__ import annotations

import importlib.util
import json
import os
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class GBEntry:
    gb_id: str
    gb_type: str
    context: str
    explanation: str
    hints: tuple[str, ...]

    @property
    def url(self) -> str:
        return f"https://meta-pytorch.github.io/compile-graph-break-site/gb/{self.gb_id.lower()}.html"


def registry_path() -> str | None:
    env = os.environ.get("PT2TUI_GB_REGISTRY")
    if env:
        return env if os.path.isfile(env) else None
    try:
        spec = importlib.util.find_spec("torch")
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    for loc in spec.submodule_search_locations:
        p = os.path.join(loc, "_dynamo", "graph_break_registry.json")
        if os.path.isfile(p):
            return p
    return None


@lru_cache(maxsize=4)
def load_registry(path: str | None = None) -> dict[str, GBEntry]:
    path = path or registry_path()
    if not path:
        return {}
    try:
        with open(path, encoding="utf-8") as f:
            raw = json.load(f)
    except (OSError, ValueError):
        return {}
    out: dict[str, GBEntry] = {}
    for gb_id, versions in raw.items():
        if not isinstance(versions, list) or not versions:
            continue
        def score(v: object) -> int:
            if not isinstance(v, dict):
                return -1
            return (
                (not str(v.get("Gb_type", "")).startswith("_"))
                + (not str(v.get("Explanation", "")).startswith("_"))
                + bool(v.get("Hints"))
            )

        best = max(score(v) for v in versions)
        v = [v for v in versions if score(v) == best][-1]  # newest of the most complete
        if not isinstance(v, dict):
            continue
        out[gb_id] = GBEntry(
            gb_id,
            str(v.get("Gb_type", "")),
            str(v.get("Context", "")),
            _clean(str(v.get("Explanation", ""))),
            _join_hints([str(h) for h in v.get("Hints", []) or ()]),
        )
    return out


def lookup(gb_id: str | None) -> GBEntry | None:
    if not gb_id:
        return None
    return load_registry().get(gb_id.upper())


def _join_hints(parts: list[str]) -> tuple[str, ...]:
    """Hints are stored as the pieces of concatenated literals: glue pieces that end mid-sentence."""
    out: list[str] = []
    for p in parts:
        if out and out[-1].endswith(" "):
            out[-1] += p
        else:
            out.append(p)
    return tuple(h.strip() for h in out)


def _clean(s: str) -> str:
    # older entries keep the Python source of the f-string: show its text
    s = s.replace('" + trace_info', "").replace('"             "', "")
    return s.strip().strip('"')
