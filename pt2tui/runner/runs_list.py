"""A directory of run dirs (``pt2tui_runs/``): which runs it holds, newest first."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..sources.runstate import run_json_info


@dataclass(frozen=True, slots=True)
class RunEntry:
    path: str
    name: str
    start: str  # run.json start_time ("2026-11-24T04:46:25+0000"), or "" when unknown
    exit: str  # "exit 0", "killed by SIGSEGV", "running", "lost", "unknown"
    recipe: str | None = None  # a rerun's recipe
    verdict: str | None = None  # from run.json when a rerun wrote its triage there


def is_runs_dir(path: str) -> bool:
    """A dir that is not a run itself but holds run dirs (each with a run.json)."""
    p = Path(path)
    if not p.is_dir() or (p / "run.json").exists() or (p / "trace").is_dir():
        return False
    try:
        return any((c / "run.json").is_file() for c in p.iterdir() if c.is_dir())
    except OSError:
        return False


def _exit(info: dict) -> str:
    if info.get("signal"):
        return f"killed by {info['signal']}"
    if info.get("exit_code") is not None:
        return f"exit {info['exit_code']}"
    if info.get("status") == "running":
        return "running"
    if info.get("lost"):  # run.json said running, its pt2tui is gone (sources/runstate.py)
        return "lost"
    return "unknown"


def list_runs(path: str) -> list[RunEntry]:
    """The run dirs under ``path``, newest first (run.json start time, else the name)."""
    out = []
    for c in Path(path).iterdir():
        rj = c / "run.json"
        if not c.is_dir() or not rj.is_file():
            continue
        info = run_json_info(str(rj))
        tri = (info.get("result") or {}).get("triage") if isinstance(info.get("result"), dict) else None
        out.append(
            RunEntry(
                path=str(c),
                name=c.name,
                start=str(info.get("start_time") or ""),
                exit=_exit(info),
                recipe=str(info["recipe"]) if info.get("recipe") else None,
                verdict=tri.get("category") if isinstance(tri, dict) else None,
            )
        )
    out.sort(key=lambda e: (e.start or _mtime(e.path), e.name), reverse=True)
    return out


def _mtime(path: str) -> str:
    try:
        return str(os.stat(path).st_mtime)
    except OSError:
        return ""


def run_facts(path: str) -> tuple[str, int]:
    """(triage verdict, number of compiles) of one run, loaded to find out."""
    from ..core.analysis.triage import classify
    from ..sources.load import load_run

    run = load_run(path, verify=False)
    cats = [t.category for t in classify(run)]
    return (", ".join(cats) or "none"), len(run.compiles)
