"""The compile-cache dirs a child process will use, with their filesystems' free space.

Inductor's cache is TORCHINDUCTOR_CACHE_DIR, else ``<tempdir>/torchinductor_<user>``
(torch/_inductor/runtime/cache_dir_utils.py); Triton's is TRITON_CACHE_DIR, else
``<inductor cache>/triton/<device>``; temporary files go to TMPDIR, else /tmp. ``pt2tui run``
records them in run.json (``cache_dirs``) at start, so triage and ``bundle`` can name them.
"""

from __future__ import annotations

import getpass
import os
import re
import shutil


def _user() -> str:
    try:
        name = getpass.getuser()
    except (KeyError, ModuleNotFoundError, OSError):
        getuid = getattr(os, "getuid", None)
        name = f"uid_{getuid()}" if callable(getuid) else "unknown_user"
    return re.sub(r'[\\/:*?"<>|]', "_", name)


def _space(path: str) -> dict:
    """Free / total bytes of the filesystem holding ``path`` (its nearest existing parent)."""
    p = os.path.abspath(path)
    while p and not os.path.exists(p):
        parent = os.path.dirname(p)
        if parent == p:
            break
        p = parent
    try:
        du = shutil.disk_usage(p)
    except OSError:
        return {}
    return {"free_bytes": du.free, "total_bytes": du.total}


def cache_dirs(env: dict[str, str]) -> dict[str, dict]:
    """``{"inductor"|"triton"|"tmp": {"path", "source", "exists", "free_bytes", "total_bytes"}}``
    for a child started with ``env``."""
    tmp = env.get("TMPDIR") or "/tmp"
    dirs: dict[str, tuple[str, str]] = {"tmp": (tmp, "TMPDIR" if env.get("TMPDIR") else "default")}
    ind = env.get("TORCHINDUCTOR_CACHE_DIR")
    dirs["inductor"] = (
        (ind, "TORCHINDUCTOR_CACHE_DIR") if ind else (f"{tmp}/torchinductor_{_user()}", "default")
    )
    tri = env.get("TRITON_CACHE_DIR")
    dirs["triton"] = (tri, "TRITON_CACHE_DIR") if tri else (f"{dirs['inductor'][0]}/triton", "default")
    return {
        k: {"path": p, "source": src, "exists": os.path.isdir(p), **_space(p)}
        for k, (p, src) in dirs.items()
    }
