"""Kernel names in the Perf view and the summary's Kernels table: a CUDA kernel's C++ signature
is shown by what tells it apart (its template), not by the 70 characters of namespaces every
at::native kernel starts with. Real H200 profile (the reduce-overhead rerun of an MLP: two
different multi_tensor_apply_kernel instances)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.render.views.perf import perf_doc
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

RUN = Path(__file__).resolve().parents[1] / "sample_traces" / "gpu-x2-profile" / "20261127-135616-perf_mlp-profile-reduce-overhead"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


@pytest.mark.skipif(not RUN.is_dir(), reason="no gpu-x2-profile sample")
def test_distinct_kernels_read_distinct_in_the_perf_view():
    run = load_run(str(RUN))
    rep = load_report(str(RUN), run)
    lines = [ln.plain for ln in perf_doc(rep, run).lines]
    start = next(i for i, ln in enumerate(lines) if ln.startswith("Kernels"))
    rows = [ln.split(" ms/call ", 1)[1].strip() for ln in lines[start + 1 :] if " ms/call " in ln]
    shown = [k for k in rep.ranks[0].kernels[: len(rows)]]
    assert len(rows) == len(shown) >= 10
    mta = [r for r in rows if r.startswith("multi_tensor_apply_kernel<")]
    assert len(mta) == 2 and len(set(mta)) == 2, rows
    assert not any(r.startswith("void ") for r in rows)
    assert len(set(rows)) == len({k.name for k in shown})
