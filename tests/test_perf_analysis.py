"""Where the time goes after compile, on real CPU profiles (sample_traces/cpu-perf): per-call
breakdowns against the program's own wall times, kernel totals against key_averages, eager
gaps joined to the graph break, recompiles in the window, bad input as problem lines."""

from __future__ import annotations

import gzip
import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.perf.report import build_report, rank_profile
from pt2tui.core.model.profile_read import read_profile
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report, read_traces, variant_of

REPO = Path(__file__).resolve().parents[1]
PERF = REPO / "sample_traces" / "cpu-perf"


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


def _report(name: str):
    d = str(PERF / name)
    return load_report(d, load_run(d))


def key_averages(path: Path) -> dict[str, tuple[float, int]]:
    """prof.key_averages().table(): name -> (CPU total in us, # of calls)."""
    out = {}
    unit = {"us": 1.0, "ms": 1e3, "s": 1e6}
    for line in path.read_text().splitlines():
        m = re.match(r"^\s*(\S.*?)\s+[\d.]+%\s+([\d.]+)(us|ms|s)\s+[\d.]+%\s+([\d.]+)(us|ms|s)\s+\S+\s+(\d+)\s*$", line)
        if m:
            out[m.group(1)] = (float(m.group(4)) * unit[m.group(5)], int(m.group(6)))
    return out


@pytest.mark.parametrize("name", ["graph_break", "clean", "recompile_in_window"])
def test_kernel_totals_match_key_averages(name):
    rep = _report(name)
    ka = key_averages(PERF / name / "profile" / "key_averages.txt")
    assert ka
    totals: dict[str, list] = {}
    for k in rep.ranks[0].kernels:
        t = totals.setdefault(k.name, [0.0, 0])
        t[0] += k.total_us
        t[1] += k.count
    cpp = [n for n in totals if n.startswith("graph_")]
    assert cpp, "the C++ kernels are in the table (enable_kernel_profile)"
    for n in cpp:
        us, count = ka[n]
        assert totals[n][1] == count
        assert totals[n][0] == pytest.approx(us, rel=0.01, abs=0.5), n


@pytest.mark.parametrize("name", ["graph_break", "clean"])
def test_calls_add_up_and_match_wall_times(name):
    p = _report(name).ranks[0]
    assert len(p.calls) == 5
    for c in p.calls:
        assert c.compiled_us + c.eager_us + c.guards_us + c.compile_us + c.sync_us + c.overhead_us == pytest.approx(c.total_us)
        assert c.wall_s is not None and c.total_us / 1e6 <= c.wall_s  # the window is inside the call
        assert c.guards_us > 0 and c.compiled_us > c.eager_us
    # on a quiet moment the window is most of the call (a busy machine deschedules the program
    # between its clock and the first lookup: the 2-core recording machine did, now and then)
    assert max(c.total_us / 1e6 / c.wall_s for c in p.calls) >= 0.8
    want = ("0/0", "1/0") if name == "graph_break" else ("0/0",)
    assert all(c.regions == want for c in p.calls)


def test_eager_gap_joined_to_its_graph_break():
    p = _report("graph_break").ranks[0]
    gap = next(g for g in p.calls[0].gaps if g.region == "0/0")
    assert gap.us > 0 and "graph break" in gap.break_reason
    assert gap.break_line.endswith("perf_cpu.py:39")
    k = next(k for k in p.kernels if k.name == "graph_1_cpp_fused_tanh_0")
    assert k.compile_id == "[1/0]" and k.user_line.endswith("perf_cpu.py:41")


def test_recompile_in_the_window():
    rep = _report("recompile_in_window")
    p = rep.ranks[0]
    assert [c.compile_us > 0 for c in p.calls] == [False, False, False, True, False, False]
    assert p.calls[3].regions[0] == "0/1" and p.recompiles == 1
    f = next(f for f in rep.findings if f.kind == "recompiles_in_steady_state")
    assert f.where == "[0/1]" and f.ms_per_call > 100


def test_eager_run_has_no_compiled_region():
    rep = _report("eager")
    assert not rep.ranks[0].calls
    assert any("no compiled region" in p for p in rep.problems)


def test_slower_than_eager_in_ms_per_call():
    compiled = rank_profile(read_traces([str(PERF / "graph_break" / "profile" / "trace.json.gz")])[0], None)
    t = read_traces([str(PERF / "graph_break" / "profile" / "trace.json.gz")])
    faster = min(c.wall_s for c in compiled.calls) * 1e3  # a baseline faster than every call
    from dataclasses import replace

    # a baseline with wall times only (no calls.json timing): the old per-call comparison
    base = replace(compiled, timing=None, calls=tuple(replace(c, wall_s=faster / 1e3) for c in compiled.calls))
    rep = build_report(t, None, baseline=[base])
    f = next(f for f in rep.findings if f.kind == "slower_than_eager")
    assert f.severity == "problem" and rep.findings[0] is f
    assert f.ms_per_call == pytest.approx(compiled.wall_per_call_s * 1e3 - faster)
    slower = replace(base, calls=tuple(replace(c, wall_s=1.0) for c in base.calls))
    assert not any(f.kind == "slower_than_eager" for f in build_report(t, None, baseline=[slower]).findings)


def test_not_a_profiler_trace_and_cut_short():
    tr = gzip.decompress(next((PERF / "graph_break" / "trace").glob("*.gz")).read_bytes())
    t = read_profile(io.BytesIO(tr), "x.json")
    rep = build_report([t])
    assert rep.problems and "not a profiler trace" in rep.problems[0]
    raw = (PERF / "graph_break" / "profile" / "trace.json.gz").read_bytes()
    t = read_profile(io.BytesIO(raw[: len(raw) * 2 // 3]), "cut.json.gz")
    rep = build_report([t])
    assert rep.ranks[0].calls and any("cut short" in p for p in rep.problems)


def test_variant_names():
    assert variant_of("a/profile/trace_rank1.json.gz") == "trace"
    assert variant_of("a/profile/eager.json.gz") == "eager"
    assert variant_of("x/rank0.cudagraphs.json") == "cudagraphs"


def test_summary_json_profile_and_text(tmp_path):
    env = {"PT2TUI_CACHE_DIR": str(tmp_path / "c"), "PATH": "/usr/bin:/bin"}
    p = subprocess.run([str(Path(sys.executable).with_name("pt2tui")), "summary", "--json", str(PERF / "recompile_in_window")],
                       capture_output=True, text=True, env=env, cwd=REPO)  # fmt: skip
    assert p.returncode == 0, p.stderr
    prof = json.loads(p.stdout)["profile"]
    assert prof["schema"] == "pt2tui.profile/1" and len(prof["ranks"][0]["calls"]) == 6
    assert any(f["kind"] == "recompiles_in_steady_state" for f in prof["findings"])
    p = subprocess.run([str(Path(sys.executable).with_name("pt2tui")), "summary", str(PERF / "graph_break" / "profile" / "trace.json.gz")],
                       capture_output=True, text=True, env=env, cwd=REPO)  # fmt: skip
    assert p.returncode == 0, p.stderr
    assert "Perf (trace)" in p.stdout and "Traceback" not in p.stderr


def test_diff_of_two_profiled_runs(tmp_path):
    env = {"PT2TUI_CACHE_DIR": str(tmp_path / "c"), "PATH": "/usr/bin:/bin"}
    exe = str(Path(sys.executable).with_name("pt2tui"))
    p = subprocess.run([exe, "diff", "--json", str(PERF / "clean"), str(PERF / "graph_break")],
                       capture_output=True, text=True, env=env, cwd=REPO)  # fmt: skip
    assert p.returncode in (0, 1), p.stderr
    d = json.loads(p.stdout)["profile"]
    a, b = d["ms_per_call"]
    assert a > 0 and b > 0 and d["change_ms_per_call"] == pytest.approx(b - a, abs=1e-3)
    names = {k["name"] for k in d["kernels"]}
    assert "aten::sort" in names  # only the graph-break model sorts
    assert d["parts"]["guards_ms"][0] > 0
    p = subprocess.run([exe, "diff", str(PERF / "clean"), str(PERF / "graph_break")],
                       capture_output=True, text=True, env=env, cwd=REPO)  # fmt: skip
    assert "Perf (ms per call, A -> B):" in p.stdout and "aten::sort" in p.stdout


def test_no_steady_state_is_a_problem_line():
    """The recompile_in_window trace cut to its compiling call: every profiled call compiled."""
    from dataclasses import replace

    from pt2tui.core.analysis.perf.calls import windows
    from pt2tui.core.analysis.perf.index import TraceIndex, take

    t = read_traces([str(PERF / "recompile_in_window" / "profile" / "trace.json.gz")])[0]
    lo, hi = windows(TraceIndex(t.columns))[3]
    ts = t.columns.ts
    one = replace(t, columns=take(t.columns, [i for i in range(len(ts)) if lo <= ts[i] < hi]), calls=())
    rep = build_report([one])
    assert len(rep.ranks[0].calls) == 1 and rep.ranks[0].calls[0].compile_us > 0
    assert any("no steady state" in p for p in rep.problems)
