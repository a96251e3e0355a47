"""Caches the tests share between xdist workers are private to the test session: a dir an
earlier session (or another checkout) filled is never read (a stale rerun there once made a
rerun test fail)."""

from __future__ import annotations

import os
import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def test_session_dir_is_under_this_sessions_basetemp(session_dir, tmp_path_factory) -> None:
    base = tmp_path_factory.getbasetemp()
    session = base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base
    d = session_dir("probe")
    assert d.is_dir() and d.parent == session
    # the session's own dir (pytest-N, or --basetemp's), never pytest-of-<user> shared by all
    assert not session.name.startswith("pytest-of-")
    assert session_dir("probe") == d  # one dir per name, whatever the worker


def test_no_fixture_shares_a_dir_across_sessions() -> None:
    shared = re.compile(r"getbasetemp\(\)\.parent|pytest-of-|gettempdir\(\)")
    bad = []
    for p in TESTS.rglob("*.py"):
        if p.name in ("conftest.py", Path(__file__).name) and p.parent == TESTS:
            continue  # session_dir_of itself; this test
        for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1):
            if shared.search(line):
                bad.append(f"{p.relative_to(TESTS)}:{n}: {line.strip()}")
    assert not bad, "use the session_dir fixture:\n" + "\n".join(bad)
