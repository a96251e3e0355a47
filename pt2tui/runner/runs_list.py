"""A directory of run dirs (``pt2tui_runs/``): which runs it holds, newest first."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..core.analysis.verdict import verdict_brief
from ..sources.runstate import run_json_info


@dataclass(frozen=True, slots=True)
class RunEntry:
    path: str
    name: str
    start: str  # run.json start_time ("2026-11-24T04:46:25+0000"), or "" when unknown
    exit: str  # "exit 0", "killed by SIGSEGV", "running", "lost", "unknown"
    recipe: str | None = None  # a rerun's recipe
    verdict: str | None = None  # a rerun's triage as run.json recorded it: the past (at the time)
    argv: tuple[str, ...] = ()  # the program's command line (run.json)
    parent: str | None = None  # a rerun's parent run dir
    seconds: float | None = None  # how long the program ran (run.json), None when unknown


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


def _parent(run_dir: str, info: dict) -> str | None:
    """A rerun's parent run dir as it is here (a copied dir of runs: the sibling, as the lineage
    finds it, runner/lineage.py resolve_parent), else as recorded."""
    from .lineage import resolve_parent

    if not info.get("parent"):
        return None
    return resolve_parent(run_dir, info) or str(info["parent"])


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
                argv=tuple(str(a) for a in info["argv"]) if isinstance(info.get("argv"), list) else (),
                parent=_parent(str(c), info),
                seconds=float(info["seconds"]) if isinstance(info.get("seconds"), (int, float)) else None,
            )
        )
    out.sort(key=lambda e: (e.start or _mtime(e.path), e.name), reverse=True)
    return out


def _program(argv: tuple[str, ...]) -> tuple[str, tuple[str, ...]]:
    """(the program's name, its arguments): the script after a python interpreter, or the
    command itself."""
    for i, a in enumerate(argv):
        base = os.path.basename(a)
        if i == 0 and base.startswith("python") and len(argv) > 1:
            continue
        if i > 0 and argv[i - 1] == "-m":
            return base, argv[i + 1 :]
        if a.startswith("-") and i > 0 and not a.endswith(".py"):
            continue
        return base, argv[i + 1 :]
    return "?", ()


def program_name(argv: tuple[str, ...]) -> str:
    """The program's name: the script after a python interpreter, or the command itself."""
    return _program(argv)[0]


def tells_apart(runs: list[RunEntry]) -> dict[str, str]:
    """run dir -> what tells it apart from the other runs of the same program: its arguments
    that differ from theirs, and for a rerun its recipe and parent."""
    progs = {e.path: _program(e.argv) for e in runs}
    groups: dict[str, list[tuple[str, ...]]] = {}
    for name, args in progs.values():
        groups.setdefault(name, []).append(args)
    out = {}
    for e in runs:
        name, args = progs[e.path]
        others = groups[name]
        common = set.intersection(*(set(a) for a in others)) if len(others) > 1 else set()
        diff = " ".join(a for a in args if a not in common)
        what = f"{name} {diff}".strip() if len(groups) > 1 or not diff else diff
        if e.recipe:
            parent = os.path.basename(os.path.normpath(e.parent)) if e.parent else "?"
            parent = re.sub(r"^\d{8}-\d{6}-", "", parent)  # the name, less its start time
            what = f"↻ {parent} {e.recipe}" + (f" ({what})" if diff else "")  # a rerun of parent
        out[e.path] = what
    return out


def start_slice(runs: list[RunEntry]) -> slice:
    """Which part of run.json's ``2026-11-24T04:46:25+0000`` (as recorded) tells the runs'
    starts apart: ``04:46:25`` when all are of one day, else ``11-24 04:46``, with the seconds
    where two runs started in one minute."""
    starts = [e.start for e in runs if len(e.start) >= 19]
    if len({s[:10] for s in starts}) <= 1:
        return slice(11, 19)
    minutes = [s[:16] for s in starts]
    return slice(5, 19) if len(set(minutes)) < len(minutes) else slice(5, 16)


def start_words(start: str, part: slice = slice(5, 16)) -> str:
    """The ``part`` of a start time (start_slice), "" when unknown."""
    return start.replace("T", " ")[part] if len(start) >= 19 else ""


def took_words(seconds: float | None) -> str:
    """How long a run took, in at most 5 characters: ``4.2s`` ``28s`` ``3m05`` ``1h02``."""
    if seconds is None or seconds < 0:
        return ""
    if seconds < 9.95:
        return f"{seconds:.1f}s"
    if seconds < 99.5:
        return f"{seconds:.0f}s"
    m = int(seconds + 0.5) // 60
    if m < 60:
        return f"{m}m{int(seconds + 0.5) % 60:02d}"
    return f"{m // 60}h{m % 60:02d}" if m < 6000 else f"{m // 1440}d"


def _mtime(path: str) -> str:
    try:
        return str(os.stat(path).st_mtime)
    except OSError:
        return ""


def run_facts(path: str) -> tuple[str, int]:
    """(verdict, number of compiles) of one run, loaded to find out: THE verdict (its profile
    weighed in: sources/profile.py run_verdict) in the words every view uses (verdict_brief:
    ``healthy, costs 7.7 s``, ``recompilation`` ...)."""
    v, n = run_verdict_of(path)
    return verdict_brief(v), n


def run_verdict_of(path: str) -> tuple[dict, int]:
    """(THE verdict dict, number of compiles: core/model/counts.py) of the run at ``path``,
    loaded to find out."""
    from ..core.model.counts import counts
    from ..sources.load import load_run
    from ..sources.profile import run_verdict

    run = load_run(path, verify=False)
    return run_verdict(path, run), counts(run).compiles
