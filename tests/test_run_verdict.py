"""One verdict of a run with its profile (sources/profile.py run_verdict): `summary`, `check`
and the runs list give the same on the real profiled GPU sample."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.runner.runs_list import run_facts
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import run_verdict

PERF = Path(__file__).resolve().parents[1] / "sample_traces" / "gpu-x2-training" / "single_gpu_perf"


def test_summary_check_and_runs_list_give_the_one_verdict() -> None:
    if not PERF.is_dir():
        pytest.skip(f"{PERF} not recorded")
    v = run_verdict(str(PERF), load_run(str(PERF), verify=False))
    assert v["category"] == "slow_after_compile"
    out = subprocess.run([sys.executable, "-m", "pt2tui", "summary", "--json", str(PERF)],
                         capture_output=True, text=True, timeout=300)  # fmt: skip
    assert json.loads(out.stdout)["verdict"]["category"] == v["category"]
    chk = subprocess.run([sys.executable, "-m", "pt2tui", "check", str(PERF)],
                         capture_output=True, text=True, timeout=300)  # fmt: skip
    assert "slow_after_compile" in chk.stdout, chk.stdout
    cats, n = run_facts(str(PERF))
    assert cats.startswith("slow_after_compile") and not cats.startswith("healthy"), cats
    assert n > 0
