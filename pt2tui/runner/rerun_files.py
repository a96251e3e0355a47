"""Files a rerun reads from its parent: the minifier launcher, the minified repro.py."""

from __future__ import annotations

import glob
import os
from pathlib import Path
from typing import Any

from ..core.model import Run
from ..core.parse.log_paths import extract_minifier_paths
from ..core.reruns.recipes import PROGRAM, RecipeError, get_recipe
from ..sources.discover import read_run_json
from ..sources.load import SourceError, load_run

__all__ = ["find_launcher", "find_repro", "get_recipe_kind", "load_rerun_run", "read_repro_text"]


def load_rerun_run(path: str) -> Run | None:
    """The run under ``path``; a run with only its run.json when nothing else is readable."""
    try:
        return load_run(path, verify=False)
    except SourceError:
        info = read_run_json(os.path.join(path, "run.json"))
        return Run(info=info) if info else None


def _launcher_ok(p: str) -> bool:
    norm = p.replace("\\", "/")
    return norm.endswith("minifier_launcher.py") and "/isolate/" not in norm and os.path.isfile(p)


def find_launcher(run_dir: str | os.PathLike[str], run: Run | None = None) -> str | None:
    """The minifier_launcher.py a run wrote: the one its run.json result names, else
    ``torch_compile_debug/*/minifier/minifier_launcher.py`` (newest), else the path its
    ``Writing minified repro to:`` lines name, else the launcher copy a ``minify-launcher`` run
    made in its dir. None when there is none."""
    d = Path(run_dir)
    info = read_run_json(str(d / "run.json"))
    res = info.get("result") if isinstance(info.get("result"), dict) else {}
    recorded = res.get("launcher")
    if (
        isinstance(recorded, str)
        and _launcher_ok(recorded)
        and get_recipe_kind(info.get("recipe")) == PROGRAM
    ):
        return recorded
    hits = [
        h
        for h in glob.glob(
            str(d / "torch_compile_debug" / "*" / "minifier" / "minifier_launcher.py")
        )
        if _launcher_ok(h)
    ]
    if hits:
        return max(hits, key=lambda h: os.path.getmtime(h))
    if run is None:
        run = load_rerun_run(str(d))
    if run is not None:  # the program may have put its debug dir elsewhere: its log says where
        found = [p for p in extract_minifier_paths(run.logs) if _launcher_ok(p)]
        if found:
            return found[-1]
    copy = d / "minifier_launcher.py"
    if copy.is_file():
        return str(copy)
    return None


def get_recipe_kind(name: Any) -> str | None:
    try:
        return get_recipe(str(name)).kind if name else None
    except RecipeError:
        return None


def find_repro(run_dir: str | os.PathLike[str]) -> str | None:
    """The minified repro.py a ``minify-launcher`` run wrote in its dir."""
    p = Path(run_dir) / "repro.py"
    return str(p) if p.is_file() else None


def read_repro_text(path_or_run_dir: str | os.PathLike[str]) -> str | None:
    p = Path(path_or_run_dir)
    if p.is_dir():
        p = p / "repro.py"
    try:
        return p.read_text(encoding="utf-8", errors="backslashreplace")
    except OSError:
        return None
