"""The backend ladder's table: ``ladder.json`` in the ladder's run dir (written by
runner/ladder.py as each rung ends), read by the result, the CLI and the TUI."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from ..core.parse.jsonload import loads

__all__ = ["ladder_table", "read_ladder"]


def read_ladder(ladder_dir: str | os.PathLike[str]) -> dict[str, Any] | None:
    """The ladder's ``ladder.json`` as far as it got (None before the first rung ended)."""
    try:
        data = loads((Path(ladder_dir) / "ladder.json").read_bytes())  # too deep: a ValueError
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def ladder_table(rows: list[dict[str, Any]]) -> list[str]:
    """The rungs as aligned lines (the TUI and `pt2tui rerun` show them)."""
    if not rows:
        return []
    w = max(len(r["backend"]) for r in rows)
    out = [f"{'backend':{w}}  {'result':7}  {'exit':>6}  {'seconds':>7}  failure"]
    for r in rows:
        how = r.get("signal") or ("" if r.get("exit_code") is None else str(r["exit_code"]))
        sec = "" if r.get("seconds") is None else f"{r['seconds']:.1f}"
        row = f"{r['backend']:{w}}  {r['status']:7}  {how:>6}  {sec:>7}  {r.get('failure') or ''}"
        out.append(row.rstrip())
    return out
