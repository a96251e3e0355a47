"""End to end: the installed ``pt2tui`` at 100x30 on a real GPU profile rerun
(sample_traces/gpu-x2-profile, the profile recipe on an MLP): `u` switches to the Perf view,
which shows the GPU breakdown and the GPU kernels ranked (not the CPU side of their launches)."""

from __future__ import annotations

import shutil

import pytest
from conftest import REPO
from test_e2e_tmux import PT2TUI, Tmux, launch

pytestmark = pytest.mark.e2e

RUN = REPO / "sample_traces" / "gpu-x2-profile" / "20261127-135542-perf_mlp-profile"


@pytest.fixture
def tmux100():
    if shutil.which("tmux") is None:
        pytest.skip("tmux is not installed")
    if not PT2TUI.exists():
        pytest.skip(".venv/bin/pt2tui is not installed")
    if not RUN.is_dir():
        pytest.skip("no gpu-x2-profile sample")
    t = Tmux(100, 30)
    yield t
    t.kill()


def test_perf_view_of_a_gpu_profile_rerun(tmux100):
    t = tmux100
    launch(t, str(RUN.relative_to(REPO)))
    t.wait_for("[0/0]", timeout=60)
    t.send("u")
    first = t.wait_for("per call (profiled calls", timeout=60)  # the report read and shown
    assert "Perf where the time goes after compile" in first and "vs eager" in first
    t.send("PageDown")  # the GPU breakdown and the kernels, below the calls
    screen = t.wait_for("triton_", timeout=30)  # Inductor's kernels, joined to their compile
    both = first + screen
    assert "Kernels" in both and "[0/0]" in both
    assert "GPU " in both and "compute" in both and "idle" in both
    assert "aten::addmm" not in screen  # a CPU op: its GPU kernel (nvjet_*) is listed instead
    t.send("q")
    t.wait_for("EXITED 0", timeout=20)


SLOW = REPO / "sample_traces" / "gpu-x2-training" / "single_gpu_perf"


def test_perf_view_first_screen_says_compiled_is_slower(tmux100):
    """single_gpu_perf: compiled 0.43 ms a call, eager 0.30 ms. The first screen of the Perf
    view says so (the findings list is below the calls, kernels and ranks, off screen)."""
    if not SLOW.is_dir():
        pytest.skip("no gpu-x2-training sample")
    t = tmux100
    launch(t, str(SLOW.relative_to(REPO)))
    t.wait_for("[0/0]", timeout=60)
    t.send("u")
    screen = t.wait_for("Calls (", timeout=60)
    head = screen.splitlines()[:12]
    i = next((i for i, ln in enumerate(head) if "worst:" in ln), len(head))
    worst = " ".join(ln.strip() for ln in head[i : i + 4])  # its kind, then its text wrapped
    assert "slower_than_eager" in head[i] and "0.30 ms" in worst, screen
    t.send("q")
    t.wait_for("EXITED 0", timeout=20)
