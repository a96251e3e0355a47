"""The profile recipes' timed window on real torch programs (CPU): compiled and eager calls in
alternating blocks of one process (torch.compiler.set_stance("force_eager") for the eager ones),
a compile inside the window, and the ranks of a job alternating on the same calls (gloo)."""

from __future__ import annotations

import json
import subprocess
import textwrap
from pathlib import Path

import pytest
from rerun_helpers import PY, _env, _hooked, _phases

from pt2tui.runner.recipe_io import HOOK_DIR
from pt2tui.runner.rerun_profile import read_calls

pytestmark = pytest.mark.slow



_COUNTING = """
    import torch

    graph_calls = []

    def counting(gm, example_inputs):  # a backend: the compiled graph, each run counted
        def run(*args):
            graph_calls.append(1)
            return gm.forward(*args)
        return run

    @torch.compile(backend=counting, dynamic=False)
    def f(x):
        return (x.sin() + 1).relu()
"""


def test_the_timed_window_alternates_compiled_and_eager_blocks_in_one_process(tmp_path: Path) -> None:
    """After warm-up: a block of eager calls (their warm-up), then compiled and eager blocks in
    turn (torch.compiler.set_stance("force_eager"): the eager calls never run the compiled
    graph), then the profiled calls, compiled; each timed call says its side."""
    body = _COUNTING + """
    x = torch.randn(8)
    for i in range(40):
        f(x)
    print("GRAPH_CALLS", len(graph_calls))
    """
    r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_TIMED="10", PT2TUI_PROFILE_CALLS="4")
    assert data["alternating"] == {"at": 4, "block": 5, "blocks": 2}
    sides = [c.get("side") for c in data["calls"]]
    assert sides == [None] * 4 + ["eager"] * 5 + (["compiled"] * 5 + ["eager"] * 5) * 2 + [None] * 11
    assert _phases(data) == ["warmup"] * 9 + ["timed"] * 20 + ["profiled"] * 4 + ["after"] * 7
    assert (data["timed"], data["timed_eager"], data["warmup"], data["complete"]) == (10, 10, 4, True)
    assert "GRAPH_CALLS 25" in r.stdout  # 40 calls, 15 of them eager
    assert data["timed_ms"] > 0 and data["timed_eager_ms"] > 0


def test_a_compile_in_a_compiled_block_warms_up_again_and_eager_blocks_never_compile(tmp_path: Path) -> None:
    """A new shape from call 6, inside the eager warm-up block: it runs eagerly (no compile),
    the next compiled block compiles it (call 9), and the window starts again after warm-up."""
    body = _COUNTING + """
    for i in range(50):
        f(torch.randn(4 if i < 6 else 6))
    """
    _r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_TIMED="5", PT2TUI_PROFILE_CALLS="3")
    assert [i for i, c in enumerate(data["calls"]) if c["compiles"]] == [0, 9]
    assert data["alternating"]["at"] == 13 and data["complete"]
    timed = [c for c in data["calls"] if c["phase"] == "timed"]
    assert {c["shape"] for c in timed} == {"6"} and {c["side"] for c in timed} == {"compiled", "eager"}
    assert all(c["phase"] == "warmup" for c in data["calls"][:13])


def test_the_ranks_of_a_job_alternate_on_the_same_calls(tmp_path: Path) -> None:
    """Two ranks over gloo (torchrun): rank 0 names the first call of the window in the job's
    store, both ranks alternate on the same calls, and the step is judged per rank and for the
    job from its own blocks."""
    from pt2tui.core.analysis.perf.timing import alternating
    from pt2tui.core.model.profile_read import calls_from, facts_from

    prog = tmp_path / "ddp.py"
    prog.write_text(textwrap.dedent("""
        import torch, torch.distributed as dist
        from torch.nn.parallel import DistributedDataParallel as DDP
        dist.init_process_group("gloo")
        torch.manual_seed(0)
        m = torch.nn.Sequential(torch.nn.Linear(32, 32), torch.nn.ReLU(), torch.nn.Linear(32, 32))
        d = torch.compile(DDP(m), backend="eager")
        opt = torch.optim.SGD(m.parameters(), lr=1e-3)
        x = torch.randn(8, 32)
        for i in range(60):
            d(x).sum().backward(); opt.step(); opt.zero_grad()
        dist.destroy_process_group()
    """))
    pdir = tmp_path / "profile"
    spec = {"recipe": "profile", "profile": {"eager": False}}
    e = _env(tmp_path / "cache", PYTHONPATH=HOOK_DIR, PT2TUI_COMPILE_OVERRIDES=json.dumps(spec),
             PT2TUI_PROFILE_DIR=str(pdir), PT2TUI_PROFILE_CALLS="3", PT2TUI_PROFILE_TIMED="10",
             OMP_NUM_THREADS="1")  # fmt: skip
    r = subprocess.run([PY, "-m", "torch.distributed.run", "--nproc-per-node=2", str(prog)], cwd=tmp_path,
                       env=e, capture_output=True, text=True, timeout=300)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    calls = read_calls(tmp_path)
    assert sorted(calls) == [0, 1]
    assert calls[0]["alternating"] == calls[1]["alternating"] and calls[0]["alternating"]["blocks"] == 2
    assert [c.get("side") for c in calls[0]["calls"]] == [c.get("side") for c in calls[1]["calls"]]
    assert calls[0]["timed"] == calls[0]["timed_eager"] == 10 and calls[0]["complete"] and calls[1]["complete"]
    for r_, d in calls.items():
        pair = alternating(calls_from(d["calls"]), facts_from(d), r_)
        assert pair is not None and pair[0].per == pair[1].per == "step"
        assert pair[0].side == "compiled" and pair[1].side == "eager" and len(pair[0].blocks) == 2
