"""Which profile run a profile run is compared with: compiled against eager, found however the two
are related (the eager run a child of the compiled one, its parent, or a sibling: reruns of one
parent). The rerun's result line, `summary`, the Perf view, JSON, `diff` and `check` all ask this
one function, so they show the same comparison for the same runs.

Run dirs are recognised by their run.json (``recipe``, ``parent``); a parent is found at its
recorded path, else by its name beside the run (a folder of runs moved or imported as a whole).
"""

from __future__ import annotations

import os

from .discover import read_run_json

__all__ = ["EAGER_RECIPE", "COMPILED_RECIPE", "is_eager_profile", "partner", "profile_kind"]

EAGER_RECIPE = "profile-eager"
COMPILED_RECIPE = "profile"


def profile_kind(info: dict) -> str | None:
    """"eager" | "compiled" for a profile rerun's run.json, else None."""
    r = info.get("recipe")
    if not isinstance(r, str) or not (r == COMPILED_RECIPE or r.startswith("profile-")):
        return None
    return "eager" if r == EAGER_RECIPE else "compiled"


def is_eager_profile(path: str) -> bool:
    return profile_kind(read_run_json(os.path.join(path, "run.json"))) == "eager"


def _name(p: object) -> str | None:
    return os.path.basename(str(p).rstrip("/")) if isinstance(p, str) and p else None


def _parent_dir(path: str, info: dict) -> str | None:
    p = info.get("parent")
    if not isinstance(p, str) or not p:
        return None
    if os.path.isfile(os.path.join(p, "run.json")):
        return os.path.abspath(p)
    beside = os.path.join(os.path.dirname(os.path.abspath(path)), _name(p) or "")
    return beside if os.path.isfile(os.path.join(beside, "run.json")) else None


def partner(path: str, want: str | None = None) -> str | None:
    """The run dir a profile run at ``path`` is compared with: for a compiled profile its eager
    one (``profile-eager``), for the eager one its compiled ``profile`` (``want`` names another
    recipe). Looked for as the parent, then children (newest first), then siblings (newest
    first); None when there is none."""
    if not os.path.isdir(path):
        return None
    path = os.path.abspath(path)
    info = read_run_json(os.path.join(path, "run.json"))
    kind = profile_kind(info)
    if kind is None:
        return None
    want = want or (COMPILED_RECIPE if kind == "eager" else EAGER_RECIPE)
    parent = _parent_dir(path, info)
    if parent is not None and read_run_json(os.path.join(parent, "run.json")).get("recipe") == want:
        return parent
    up = os.path.dirname(path)
    me, pname = os.path.basename(path), _name(parent) or _name(info.get("parent"))  # moved without it
    try:
        names = sorted(os.listdir(up), reverse=True)  # run dir names start with their time: newest first
    except OSError:
        return None
    children, siblings = [], []
    for n in names:
        d = os.path.join(up, n)
        if n == me or not os.path.isfile(os.path.join(d, "run.json")):
            continue
        o = read_run_json(os.path.join(d, "run.json"))
        if o.get("recipe") != want:
            continue
        if _name(o.get("parent")) == me:
            children.append(d)
        elif pname is not None and _name(o.get("parent")) == pname:
            siblings.append(d)
    return (children + siblings)[0] if children or siblings else None
