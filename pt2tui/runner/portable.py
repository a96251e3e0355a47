"""A run dir read here, wherever it was recorded: the program, its working directory and its
interpreter found on this machine (runner/reroot.py does the path logic), and where a rerun's
run dir goes (never into a checkout's tracked files)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, replace
from pathlib import Path

from ..core.reruns.recipes import RecipeError, is_python, program_of
from .reroot import PathMap, Reroot, ancestors, common_dir, locate_program, reroot_text, tail_reroot

__all__ = ["CommandHere", "ProgramNotHere", "command_here", "default_runs_dir", "elsewhere_note", "has_torch",
           "locate_here", "paths_here", "shown_roots", "source_map", "verdict_here"]

class ProgramNotHere(Exception):
    """The recorded program (or an interpreter for it) cannot be found here. ``needs_python``:
    only an interpreter with torch is missing (the CLI's --python, the TUI's prompt)."""

    needs_python = False


def has_torch() -> bool:
    """Whether the interpreter running pt2tui can import torch (asked without importing it)."""
    try:
        return importlib.util.find_spec("torch") is not None
    except (ImportError, ValueError):
        return False


def locate_here(
    run_dir: Path, info: dict, python: str | None = None, *, need_program: bool = True
) -> tuple[dict, list[str]]:
    """run.json with its program's argv and cwd as they are here, and notes saying what was
    re-rooted or replaced. ``python``: the interpreter the user chose (--python), already in
    ``info``. ``need_program=False``: the rerun runs a launcher / repro.py, not the program:
    only its interpreter must be here. Raises ProgramNotHere with what to do."""
    try:
        argv, cwd = program_of(info)
    except RecipeError:
        return info, []  # the recipe says why later
    rel = info.get("relative") if isinstance(info.get("relative"), dict) else {}
    try:
        here = os.getcwd()
    except OSError:
        here = ""
    home = _git_root(run_dir.resolve())
    loc = locate_program(str(run_dir.resolve()), argv, cwd, rel, os.path.exists, os.path.isdir, [here],
                         home=str(home or ""))  # fmt: skip
    if loc.cwd is None and need_program is False:
        loc = replace(loc, cwd=cwd)  # not run: kept as recorded
    if loc.cwd is None:
        script = next((a for a in loc.missing[1:]), None)
        what = f"{script} was" if script else "no script of it was"
        raise ProgramNotHere(
            f"the program's working directory {cwd} does not exist here and {what} not found in or "
            f"above {run_dir} (nor under {here}): rerun from a checkout that holds the program, "
            "with the run dir inside it"
        )
    scripts = [m for m in loc.missing if m != cwd]
    if scripts and need_program:
        looked = [loc.argv[list(argv).index(m)] if m in argv else m for m in scripts]
        raise ProgramNotHere(
            f"the program's script {scripts[0]} is not here: looked for it at {looked[0]}"
            + (f" and in and above {run_dir}" if looked[0] != scripts[0] else f", in and above {run_dir}")
            + (f" and under {here}" if here else "")
            + ": rerun from a checkout that holds the program, with the run dir inside it"
        )
    notes = loc.notes()
    new = list(loc.argv)
    if new and os.path.isabs(new[0]) and not os.path.exists(new[0]) and not python:
        if is_python(new[0]):
            if not has_torch():
                err = ProgramNotHere(
                    f"the recorded interpreter {new[0]} does not exist here and the one running "
                    f"pt2tui ({sys.executable}) cannot import torch: pass --python PATH (an "
                    "interpreter with torch)"
                )
                err.needs_python = True
                raise err
            notes.append(f"the recorded interpreter {new[0]} does not exist here: using "
                         f"{sys.executable} (the one running pt2tui; it imports torch)")  # fmt: skip
            new[0] = sys.executable
        else:
            found = shutil.which(os.path.basename(new[0]))
            if found:
                notes.append(f"{new[0]} does not exist here: using {found} (on PATH)")
                new[0] = found
    out = dict(info)
    argv_key = "program_argv" if info.get("program_argv") else "argv"
    cwd_key = "program_cwd" if info.get("program_cwd") else "cwd"
    if new != argv:
        out[argv_key] = new
    if loc.cwd != cwd:
        out[cwd_key] = loc.cwd
    return out, notes


@dataclass(frozen=True)
class CommandHere:
    """A run dir's recorded command as it reads here: ``argv`` with its paths re-rooted to
    where they are now, ``cwd`` here (None: not found), the ``roots`` that did it, and
    ``elsewhere`` (the paths recorded on another host, or before the run dir moved): the
    recorded paths not found here (``missing``) are the recording host's."""

    argv: tuple[str, ...]
    cwd: str | None
    recorded_cwd: str
    roots: tuple[Reroot, ...]
    missing: tuple[str, ...]
    host: str = ""

    @property
    def elsewhere(self) -> bool:
        return bool(self.roots or self.missing)

    def note(self) -> str:
        """``recorded on host vm: /home/dev/proj is /here/proj here; not here: ...``."""
        return elsewhere_note(self.roots, self.missing, self.host)


def elsewhere_note(roots: tuple[Reroot, ...], missing: tuple[str, ...] = (), host: str = "") -> str:
    """One line saying that paths were recorded elsewhere and how they are shown here."""
    on = f"recorded on host {host}" if host else "recorded elsewhere"
    seen: set[str] = set()
    moved = []
    for r in roots:
        if r.old not in seen and r.old.startswith("/"):
            seen.add(r.old)
            moved.append(f"{r.old} is " + ("the working directory" if r.new == "." else r.new) + " here")
    parts = [on + (": " + ", ".join(moved) if moved else ": its paths are not here")]
    if missing:
        parts.append("the recording host's, not here: " + ", ".join(missing[:3]) + (" …" if len(missing) > 3 else ""))
    return "; ".join(parts)


def command_here(run_dir: str, info: dict) -> CommandHere | None:
    """run.json's ``argv`` / ``cwd`` as they read here (see CommandHere), None without them.
    Nothing is raised: a path not found here stays as recorded and is named in ``missing``
    (an absolute interpreter of another machine too)."""
    argv, cwd = info.get("argv"), info.get("cwd")
    if not isinstance(argv, list) or not argv:
        return None
    argv = [str(a) for a in argv]
    cwd = str(cwd) if isinstance(cwd, str) else ""
    rel = info.get("relative") if isinstance(info.get("relative"), dict) else {}
    root = os.path.abspath(run_dir)
    home = _git_root(Path(root))
    try:
        here = os.getcwd()
    except OSError:
        here = ""
    loc = locate_program(root, argv, cwd, rel, os.path.exists, os.path.isdir, [here], home=str(home or ""))
    if loc.cwd is None and cwd.startswith("/"):  # a script named relative to the lost cwd, found here
        for a in argv[1:]:
            if a.endswith(".py") and not a.startswith(("/", "-")):
                found = tail_reroot(os.path.join(cwd, a), [*ancestors(root), here], os.path.isfile,
                                    min_tail=len(Path(a).parts), why=f"{os.path.basename(a)} found there",
                                    home=str(home or ""))  # fmt: skip
                moved = found.apply(cwd) if found is not None else None
                if found is not None and moved and os.path.isdir(moved):
                    loc = replace(loc, cwd=moved, paths=loc.paths.with_root(found),
                                  missing=tuple(m for m in loc.missing if m != cwd))  # fmt: skip
                    break
    out = [reroot_text(a, loc.paths.roots) if a.startswith("/") and not os.path.exists(a) else a
           for a in loc.argv]  # fmt: skip
    missing = [m for m in loc.missing if m not in (cwd,) or loc.cwd is None]
    if argv[0].startswith("/") and not os.path.exists(argv[0]) and out[0] == argv[0]:
        missing.insert(0, argv[0])  # another machine's interpreter
    host = str(info.get("host") or "")
    return CommandHere(tuple(out), loc.cwd, cwd, loc.paths.roots, tuple(dict.fromkeys(missing)), host)


def paths_here(run, path: str | None) -> tuple[CommandHere | None, tuple[Reroot, ...]]:
    """The run dir's command here (``path``: the run dir the user named, None: not one) and
    the re-roots of the run's recorded paths: the command's first, then its trace's source
    files' (source_map), for reroot_text."""
    info = run.info if isinstance(getattr(run, "info", None), dict) else {}
    run_dir = path if path and os.path.isfile(os.path.join(path, "run.json")) else None
    here = command_here(run_dir, info) if run_dir else None
    return here, (*(here.roots if here is not None else ()), *source_map(run).roots)


def shown_roots(run, path: str | None) -> tuple[Reroot, ...]:
    """paths_here's re-roots as the text summary names them (relative to the working directory
    when under it: the same output on every checkout), for reroot_text."""
    return tuple(Reroot(r.old, _shown(r.new), r.why) for r in paths_here(run, path)[1])


def verdict_here(v: dict, run, path: str | None) -> dict:
    """The verdict ``v`` of a run recorded on another host (or moved) as the text summary shows
    it: its evidence, summary and fix name the recorded paths where they are here (the run
    dir's command, then its trace's source files: source_map), and ``paths_note`` says so and
    that the other absolute paths are the recording host's. ``v`` itself when nothing moved.
    (`summary --json` keeps the paths as recorded: data, not a view.)"""
    here, roots = paths_here(run, path)
    if not roots and not (here is not None and here.elsewhere):
        return v
    roots = tuple(Reroot(r.old, _shown(r.new), r.why) for r in roots)
    out = dict(v)
    for key in ("summary", "note", "improvement"):
        if isinstance(out.get(key), str):
            out[key] = reroot_text(out[key], roots)
    texts = [str(e.get("text", "")) for e in v.get("evidence") or [] if isinstance(e, dict)]
    out["evidence"] = [{**e, "text": reroot_text(str(e.get("text", "")), roots)} if isinstance(e, dict) else e
                       for e in v.get("evidence") or []]  # fmt: skip
    moved = [r for r in roots if any(reroot_text(t, (r,)) != t for t in texts)]
    foreign = any(not os.path.exists(m) for e in out["evidence"] if isinstance(e, dict)
                  for m in _ABS.findall(str(e.get("text", ""))))  # fmt: skip
    if moved or foreign:  # said where the evidence names a path, not on every run of the host
        host = here.host if here is not None else ""
        note = elsewhere_note(tuple(moved), (), host) if moved else f"recorded on host {host or 'elsewhere'}"
        if foreign:
            note += "; its other absolute paths are the recording host's" if moved else \
                ": its absolute paths are the recording host's"  # fmt: skip
        out["paths_note"] = note
    return out


def _shown(path: str) -> str:
    """``path`` as the summary names it: relative to the working directory when under it
    (``./sample_traces``: the same output on every checkout), else absolute."""
    try:
        rel = os.path.relpath(path)
    except (OSError, ValueError):
        return path
    return path if rel == ".." or rel.startswith("../") else ("." if rel == "." else "./" + rel)


_ABS = re.compile(r"(?:^|(?<=[\s(\"'=]))(/[\w.+-]+(?:/[\w.+-]+)+)")  # an absolute path in a line


def _git_root(path: Path) -> Path | None:
    """The git checkout ``path`` is in (a clone's .git dir, a worktree's .git file), or None."""
    for d in (path, *path.parents):
        if (d / ".git").exists():
            return d
    return None


def _tracked(root: Path, path: Path) -> bool:
    """Whether git tracks ``path`` in the checkout ``root``."""
    try:
        r = subprocess.run(["git", "-C", str(root), "ls-files", "--error-unmatch", "--", str(path)],
                           capture_output=True, timeout=10)  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return False
    return r.returncode == 0


def default_runs_dir(parent: Path) -> tuple[Path, str | None]:
    """Where a rerun's run dir goes when ``--runs-dir`` is not given: beside its parent, unless
    the parent is part of a git checkout (its run.json tracked: a sample of the repo): then
    ``./pt2tui_runs`` (as ``pt2tui run``), with a note saying so."""
    beside = parent.parent
    if beside.name == "pt2tui_runs":
        return beside, None
    root = _git_root(beside)
    if root is None or not _tracked(root, parent.resolve() / "run.json"):
        return beside, None
    runs = Path("pt2tui_runs")
    return runs, (f"{parent} is part of the git checkout {root}: the rerun goes to "
                  f"{runs.resolve()} instead, not among its files (--runs-dir chooses)")  # fmt: skip


_SITE = ("/site-packages/", "/dist-packages/", "/lib/python")
_MAPS: dict[tuple, PathMap] = {}
_BY_RUN: dict[int, tuple[tuple, PathMap]] = {}  # id(run) -> (what it was checked against, map)


def _user_files(run) -> list[str]:
    out: list[str] = []
    for c in run.compiles[:2000]:
        f = getattr(c, "co_filename", None)
        if isinstance(f, str) and f.startswith("/") and not any(s in f for s in _SITE):
            if f not in out:
                out.append(f)
        if len(out) >= 50:
            break
    return out


def source_map(run) -> PathMap:
    """The re-roots of a run's recorded paths (its program's, then its trace's source files by
    their common prefix) to where they are here: found relative to the run's dir (and its
    ancestors) or the working directory. Cached per run dir and recorded paths."""
    check = (len(run.compiles), run.sources[:1], id(run.info))
    hit = _BY_RUN.get(id(run))
    if hit is not None and hit[0] == check:
        return hit[1]
    pm = _source_map(run)
    if len(_BY_RUN) > 16:
        _BY_RUN.clear()
    _BY_RUN[id(run)] = (check, pm)
    return pm


def _run_dir_of(run) -> str:
    """The dir the run was read from: its run dir (the one holding run.json) when it has one."""
    if not run.sources:
        return ""
    for src in run.sources:
        if src.kind == "run_dir":
            return os.path.abspath(src.path)
    d = os.path.dirname(os.path.abspath(run.sources[0].path))
    for cand in (d, os.path.dirname(d)):
        if os.path.isfile(os.path.join(cand, "run.json")):
            return cand
    return d


def _source_map(run) -> PathMap:
    info = run.info if isinstance(getattr(run, "info", None), dict) else {}
    root = _run_dir_of(run)
    files = _user_files(run)
    try:
        here = os.getcwd()
    except OSError:
        here = ""
    key = (root, here, str(info.get("cwd")), str(info.get("argv")), tuple(files[:8]))
    pm = _MAPS.get(key)
    if pm is not None:
        return pm
    pm = PathMap()
    bases = [*ancestors(root), here] if root else [here]
    home = str(_git_root(Path(root)) or "") if root else ""
    try:
        argv, cwd = program_of(info)
        rel = info.get("relative") if isinstance(info.get("relative"), dict) else {}
        pm = locate_program(root, argv, cwd, rel, os.path.exists, os.path.isdir, [here], home=home).paths
    except RecipeError:
        pass
    missing = [f for f in files if pm.find(f, os.path.isfile) is None]
    top = common_dir(missing)
    for f in missing[:5]:
        rest = len(f[len(top) :].strip("/").split("/")) if top else 1
        found = tail_reroot(f, bases, os.path.isfile, min_tail=rest, why="the trace's files found there",
                            home=home)  # fmt: skip
        if found is not None:
            pm = pm.with_root(found)
            break
    if len(_MAPS) > 64:
        _MAPS.clear()
    _MAPS[key] = pm
    return pm
