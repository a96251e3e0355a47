"""Run directories of `pt2tui run`: a new one per run, never reused, with run.json."""

from __future__ import annotations

import errno
import json
import os
import platform
import re
import socket
import sys
import time
from pathlib import Path
from typing import Any

DEFAULT_LOGS = "graph_breaks,recompiles,guards"
RUNS_DIR = "pt2tui_runs"


def run_name(argv: list[str]) -> str:
    """A short name for the run dir from the program: train.py -> train, torchrun ... x.py -> x."""
    pick = None
    for a in argv:
        if a.endswith(".py"):
            pick = a
            break
    if pick is None:
        pick = next((a for a in argv if not a.startswith("-")), argv[0] if argv else "run")
        if os.path.basename(pick).startswith("python") and len(argv) > 1:
            pick = next((a for a in argv[1:] if not a.startswith("-")), pick)
    name = Path(pick).stem or "run"
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name)[:40]


class RunDirError(OSError):
    """The run dir cannot be made (whole): one line for the user; nothing half-made is left."""


def free_run_dir(runs_dir: str | os.PathLike[str], name: str) -> Path:
    """The run dir ``make_run_dir`` would make now (``<stamp>-<name>[-N]``), without making it
    (a rerun shown for confirmation: nothing is written before the user says yes)."""
    base = Path(runs_dir)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for i in range(1, 1000):
        d = base / f"{stamp}-{name}{'' if i == 1 else f'-{i}'}"
        if not os.path.lexists(d):
            return d
    raise RunDirError(f"{base}: no free run dir name left for {name}")


def make_run_dir(runs_dir: str | os.PathLike[str], name: str, want: Path | None = None) -> Path:
    """``<runs_dir>/<YYYYmmdd-HHMMSS>-<name>/``, created exclusively (never reused); ``want``
    (the one ``free_run_dir`` planned) when it is still free."""
    base = Path(runs_dir)
    try:
        base.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise RunDirError(f"{base}: {e.strerror or e}") from e
    if want is not None:
        try:
            want.mkdir()
            return want
        except FileExistsError:
            pass
        except OSError as e:
            raise RunDirError(f"{want}: {e.strerror or e}") from e
    stamp = time.strftime("%Y%m%d-%H%M%S")
    for i in range(1, 1000):
        suffix = "" if i == 1 else f"-{i}"
        d = base / f"{stamp}-{name}{suffix}"
        try:
            d.mkdir()
            return d
        except FileExistsError:
            continue
        except OSError as e:
            raise RunDirError(f"{d}: {e.strerror or e}") from e
    raise RunDirError(f"{base}: no free run dir name left for {name}")


def merge_logs(user: str | None, option: str | None) -> str:
    """TORCH_LOGS for the child: defaults, the user's own (kept), and --logs.

    ``--logs +a,+b`` (or ``--logs a`` when it starts with +) adds to the defaults; ``--logs a,b``
    replaces the defaults. The user's TORCH_LOGS is always kept.
    """
    parts: list[str] = []
    if option is None:
        parts += DEFAULT_LOGS.split(",")
    else:
        opt = [p.strip() for p in option.split(",") if p.strip()]
        if all(p.startswith("+") and len(p) > 1 and p[1].isalpha() for p in opt):
            parts += DEFAULT_LOGS.split(",") + [p[1:] for p in opt]
        else:
            parts += opt
    if user:
        parts += [p.strip() for p in user.split(",") if p.strip()]
    seen: dict[str, None] = {}
    for p in parts:
        seen.setdefault(p, None)
    return ",".join(seen)


def child_env(
    run_dir: Path,
    *,
    logs: str | None = None,
    debug_dir: bool = True,
    base: dict[str, str] | None = None,
    extra: dict[str, str] | None = None,
) -> tuple[dict[str, str], dict[str, str], list[str]]:
    """(environment for the child, the variables pt2tui set, notes for the user)."""
    env = dict(os.environ if base is None else base)
    notes: list[str] = []
    set_: dict[str, str] = {}
    if env.get("TORCH_TRACE"):
        notes.append(
            f"TORCH_TRACE={env['TORCH_TRACE']} from your environment is replaced by the run "
            "directory's trace/ (kept in run.json as user_env)"
        )
    set_["TORCH_TRACE"] = str(run_dir / "trace")
    set_["TORCH_LOGS"] = merge_logs(env.get("TORCH_LOGS"), logs)
    if env.get("TORCH_LOGS"):
        notes.append(f"your TORCH_LOGS={env['TORCH_LOGS']} is kept: TORCH_LOGS={set_['TORCH_LOGS']}")
    if debug_dir:
        if env.get("TORCH_COMPILE_DEBUG_DIR"):
            notes.append(
                f"TORCH_COMPILE_DEBUG_DIR={env['TORCH_COMPILE_DEBUG_DIR']} from your environment is "
                "replaced by the run directory"
            )
        set_["TORCH_COMPILE_DEBUG"] = "1"
        set_["TORCH_COMPILE_DEBUG_DIR"] = str(run_dir)
    set_["PYTHONUNBUFFERED"] = "1"
    # a crash (SIGSEGV, SIGABRT, SIGBUS, SIGFPE) prints the Python stack of every thread: the
    # model reads where it crashed from it. A PYTHONFAULTHANDLER of the user's (even empty) wins.
    if "PYTHONFAULTHANDLER" not in env:
        set_["PYTHONFAULTHANDLER"] = "1"
    if extra:
        set_.update(extra)
    env.update(set_)
    return env, set_, notes


# run.json keys holding paths pt2tui wrote; each also goes into ``relative`` (to the run dir)
PATH_KEYS = ("cwd", "program_cwd", "parent", "launcher", "repro", "launcher_copy", "repro_copy")


def relative_paths(run_dir: Path, info: dict) -> dict[str, str]:
    """``{key: path relative to the run dir}`` of run.json's absolute paths (PATH_KEYS): a run dir
    moved or copied together with its project finds them again (runner/reroot.py)."""
    out: dict[str, str] = {}
    base = os.path.abspath(run_dir)
    for k in PATH_KEYS:
        v = info.get(k)
        if isinstance(v, str) and os.path.isabs(v):
            try:
                out[k] = os.path.relpath(v, base)
            except ValueError:  # another drive (Windows)
                continue
    return out


def write_run_json(run_dir: Path, info: dict[str, Any]) -> None:
    """run.json, replaced whole (a new file renamed over it). On a full disk (the program's
    output filled it) it is rewritten in place: the blocks it has hold the end of the run.
    Its paths also relative to the run dir (``relative``: the run dir may move)."""
    rel = relative_paths(run_dir, info)
    if rel:
        info["relative"] = rel
    tmp = run_dir / ".run.json.tmp"
    data = (json.dumps(info, indent=2, default=str) + "\n").encode()
    try:
        tmp.write_bytes(data)
    except OSError as e:
        tmp.unlink(missing_ok=True)
        target = run_dir / "run.json"
        if e.errno not in (errno.ENOSPC, errno.EDQUOT) or not target.is_file():
            raise
        if len(data) > target.stat().st_blocks * 512:
            raise  # it would need a block more: the run.json there stays as it is
        was = target.read_bytes()
        try:
            with open(target, "r+b") as f:
                f.write(data)
                f.truncate()
        except OSError:
            with open(target, "r+b") as f:  # as it was, whole
                f.write(was)
                f.truncate()
            raise
        return
    os.replace(tmp, run_dir / "run.json")


_STAMP = re.compile(r"^\d{8}-\d{6}-")


def lineage_name(run_dir: Path, info: dict) -> str | None:
    """The name the user's run was given (``--name``, else its program's), read from a run dir's
    name: ``20261124-080822-aoti_cuda_mismatch`` -> ``aoti_cuda_mismatch``; a rerun's own recipe
    suffix is dropped, so reruns of reruns keep the original's name."""
    m = _STAMP.match(run_dir.name)
    if m is None:
        return None
    name = run_dir.name[m.end() :]
    recipe = info.get("recipe")
    if isinstance(recipe, str) and name.endswith(f"-{recipe}"):
        name = name[: -len(recipe) - 1]
    return name or None


# what of the caller's environment run.json keeps: what pt2tui moved aside, and the toolchain and
# caches the program compiles with (machine-caused failures are judged by them)
_USER_ENV = ("TORCH_TRACE", "TORCH_LOGS", "TORCH_COMPILE_DEBUG_DIR", "PYTHONFAULTHANDLER", "CXX", "CC",
             "TORCHINDUCTOR_CACHE_DIR", "TRITON_CACHE_DIR", "TORCHINDUCTOR_FORCE_DISABLE_CACHES")


def base_info(argv: list[str], cwd: str, set_env: dict[str, str], user_env: dict[str, str]) -> dict:
    return {
        "pt2tui_run": 1,
        "argv": argv,
        "cwd": cwd,
        "env": set_env,
        "user_env": {k: v for k, v in user_env.items() if k in _USER_ENV},
        "host": socket.gethostname(),
        "platform": platform.platform(),
        "pt2tui_python": sys.version.split()[0],
        "start_time": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "status": "running",
    }
