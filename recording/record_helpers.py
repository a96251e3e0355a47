"""Helpers of record_samples.py: the per-scenario setup hooks (``scenarios.SCENARIO_SETUP``
names one of ``SETUP_HOOKS``) and the check of a recorded trace with ``tlparse --strict``."""

from __future__ import annotations

import contextlib
import errno
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

# ----------------------------------------------------------------------------------------
# per-scenario setup hooks (scenarios.SCENARIO_SETUP names one of SETUP_HOOKS)
# ----------------------------------------------------------------------------------------

FULL_FS_SIZE = "1m"


@contextlib.contextmanager
def full_cache_fs(cache_dir: Path, tmp_dir: Path):
    """Mount a small tmpfs on the inductor cache dir and fill it to the last byte.

    Needs mount(8) and the right to use it (root). Yields the line recorded in run.json
    "setup"; unmounts afterwards.
    """
    p = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={FULL_FS_SIZE},mode=0700", "tmpfs", str(cache_dir)],
        capture_output=True,
        text=True,
    )
    if p.returncode != 0:
        raise RuntimeError(
            f"full_cache_fs: cannot mount a tmpfs on the cache dir (needs root): "
            f"{(p.stderr or p.stdout).strip()}"
        )
    try:
        fd = os.open(cache_dir / "ballast", os.O_WRONLY | os.O_CREAT, 0o600)
        try:
            chunk = b"\0" * 4096
            while True:
                try:
                    os.write(fd, chunk)
                except OSError as e:
                    if e.errno != errno.ENOSPC:
                        raise
                    if len(chunk) == 1:
                        break
                    chunk = chunk[: len(chunk) // 2]
        finally:
            os.close(fd)
        st = os.statvfs(cache_dir)
        free = st.f_bavail * st.f_frsize
        yield (
            f"full_cache_fs: TORCHINDUCTOR_CACHE_DIR on a {FULL_FS_SIZE} tmpfs, filled with a "
            f"ballast file before the run ({free} bytes free)"
        )
    finally:
        subprocess.run(["umount", str(cache_dir)], capture_output=True, text=True)


SETUP_HOOKS = {"full_cache_fs": full_cache_fs}


# ----------------------------------------------------------------------------------------
# verification with tlparse
# ----------------------------------------------------------------------------------------


def find_tlparse(python: str | None = None) -> str | None:
    for cand in (
        Path(python or sys.executable).parent / "tlparse",
        Path(sys.executable).parent / "tlparse",
    ):
        if cand.is_file() and os.access(cand, os.X_OK):
            return str(cand)
    return shutil.which("tlparse")


def tlparse_check(scenario_dir: Path, tlparse: str) -> tuple[bool, str]:
    """Run ``tlparse --strict`` on each trace file; (all passed, one-line summary)."""
    parts, ok = [], True
    traces = sorted((scenario_dir / "trace").glob("*.log"))
    if not traces:
        return False, "no trace file"
    for tr in traces:
        with tempfile.TemporaryDirectory(prefix="pt2tui-tlparse-") as td:
            p = subprocess.run(
                [
                    tlparse,
                    str(tr),
                    "-o",
                    str(Path(td) / "out"),
                    "--no-browser",
                    "--overwrite",
                    "--strict",
                ],
                capture_output=True,
                text=True,
                timeout=300,
            )
        m = re.search(r"Stats \{[^}]*\}", p.stdout + p.stderr)
        stats = m.group(0) if m else "(no stats line)"
        bad = p.returncode != 0 or "fail_" in stats
        ok = ok and not bad
        parts.append(f"{tr.name}: rc={p.returncode} {stats}")
    return ok, "; ".join(parts)
