"""Saving artifacts, temp files for the editor, and the editor command line."""

from __future__ import annotations

import os
import re
import shlex
import tempfile

_UNSAFE_NAME = re.compile(r"[^A-Za-z0-9._+-]+")

EXTENSIONS = {"python": ".py", "cpp": ".cpp", "json": ".json"}


def cid_for_filename(cid: object) -> str:
    """``[1/0_1]`` -> ``1-0_1``: a compile id that can be part of a file name."""
    s = str(cid).strip("[]").replace("/", "-")
    return _UNSAFE_NAME.sub("_", s)


def default_save_path(cid: object | None, artifact: str) -> str:
    name = _UNSAFE_NAME.sub("_", artifact or "text").strip("_") or "text"
    prefix = f"{cid_for_filename(cid)}_" if cid is not None else ""
    return f"./{prefix}{name}.txt"


def write_new(path: str, text: str, *, overwrite: bool = False) -> str:
    """Write ``text`` to ``path``; refuses to replace an existing file unless ``overwrite``.
    Returns the absolute path written."""
    path = os.path.expanduser(path)
    mode = "w" if overwrite else "x"
    parent = os.path.dirname(os.path.abspath(path))
    os.makedirs(parent, exist_ok=True)
    with open(path, mode, encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    return os.path.abspath(path)


def write_temp(text: str, name: str, lang: str | None) -> str:
    """A temp file holding ``text`` (for the editor); the caller may delete it."""
    stem = _UNSAFE_NAME.sub("_", name or "artifact")[:80]
    fd, path = tempfile.mkstemp(prefix=f"pt2tui-{stem}-", suffix=EXTENSIONS.get(lang or "", ".txt"))
    with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(text)
    return path


def editor_command(path: str, line: int | None = None) -> list[str]:
    """``$VISUAL`` / ``$EDITOR`` (default ``vi``) opening ``path`` at ``line`` (1-based)."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    cmd = shlex.split(editor)
    base = os.path.basename(cmd[0]) if cmd else ""
    if line and base in ("code", "code-insiders", "codium"):
        return cmd + ["--goto", f"{path}:{line}"]
    if line:
        return cmd + [f"+{line}", path]
    return cmd + [path]
