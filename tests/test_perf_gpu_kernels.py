"""The kernel table of a GPU profile holds the GPU kernels: the CPU time of the aten ops a
compiled graph calls (aten::addmm, aten::mm) is the launch of GPU kernels already listed
(nvjet_*, cutlass ...), never a kernel ranked beside them. Real H200 profile of an MLP."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

REPO = Path(__file__).resolve().parents[1]
MLP = REPO / "sample_traces" / "gpu-x2-profile" / "20261127-135542-perf_mlp-profile"
CPU = REPO / "sample_traces" / "cpu-perf" / "clean"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


@pytest.mark.skipif(not MLP.is_dir(), reason="no gpu-x2-profile sample")
def test_gpu_trace_ranks_gpu_kernels_only():
    rep = load_report(str(MLP), load_run(str(MLP)))
    ks = rep.ranks[0].kernels
    assert any(k.name.startswith("triton_") for k in ks)
    assert [k.name for k in ks if k.device != "gpu"] == []


@pytest.mark.skipif(not CPU.is_dir(), reason="no cpu-perf sample")
def test_cpu_trace_keeps_the_extern_ops():
    rep = load_report(str(CPU), load_run(str(CPU)))
    assert any(k.name.startswith("aten::") and k.device == "cpu" for k in rep.ranks[0].kernels)
