"""The recorded profile samples (sample_traces/cpu-profile, recording/record_profile_samples.py):
what the profile recipes wrote agrees with itself and with torch's own tables. No torch needed.

calls.json's profiled calls are the trace's ``ProfilerStep#<call>`` annotations, one each; the
compiled regions torch.profiler's key_averages counts are the trace's; the rerun results'
before -> after is the two calls.json files' medians.
"""

from __future__ import annotations

import gzip
import json
import statistics
from pathlib import Path

import pytest

from pt2tui.runner.rerun_profile import read_calls

SET = Path(__file__).resolve().parent.parent / "sample_traces" / "cpu-profile"
PROGRAMS = ("perf_mlp", "perf_tiny_ops", "perf_graph_break", "perf_recompile")

pytestmark = pytest.mark.skipif(not SET.is_dir(), reason="sample_traces/cpu-profile not here")


def _run(name: str) -> Path:
    (d,) = [p for p in SET.iterdir() if p.is_dir() and p.name.split("-", 2)[-1] == name]
    return d


def _info(d: Path) -> dict:
    return json.loads((d / "run.json").read_text())


def _events(d: Path) -> list[dict]:
    return json.loads(gzip.open(d / "profile" / "trace.json.gz").read())["traceEvents"]


@pytest.mark.parametrize("prog", PROGRAMS)
def test_profiled_calls_are_the_traces_steps(prog: str) -> None:
    for rec in ("profile", "profile-eager"):
        d = _run(f"{prog}-{rec}")
        data = read_calls(d)[None]
        profiled = [c["call"] for c in data["calls"] if c["phase"] == "profiled"]
        assert len(profiled) == data["profiled"] == 10 and data["complete"]
        assert profiled == list(range(data["warmup"], data["warmup"] + 10))
        steps = sorted(int(e["name"].split("#")[1]) for e in _events(d)
                       if str(e.get("name")).startswith("ProfilerStep#"))  # fmt: skip
        assert steps == profiled
        med = statistics.median(c["seconds"] for c in data["calls"] if c["phase"] == "profiled")
        assert data["median_ms"] == pytest.approx(med * 1e3, abs=1e-5)
        if rec == "profile":  # warm-up: up to the last compile, then 3 more
            assert data["warmup"] == next(
                i for i, c in enumerate(data["calls"]) if c["compiles"]) + 4 or prog == "perf_recompile"  # fmt: skip
        else:
            assert data["mode"] == "eager" and data["compiles"] == 0 and data["warmup"] == 3


@pytest.mark.parametrize("prog", PROGRAMS)
def test_key_averages_count_the_traces_compiled_regions(prog: str) -> None:
    d = _run(f"{prog}-profile")
    rows = json.loads((d / "profile" / "key_averages.json").read_text())
    counts: dict[str, int] = {}
    for e in _events(d):
        if e.get("ph") == "X" and str(e.get("name")).startswith("Torch-Compiled Region"):
            counts[e["name"]] = counts.get(e["name"], 0) + 1
    assert counts
    for name, n in counts.items():
        assert next(r for r in rows if r["name"] == name)["count"] == n
    assert any(str(r["name"]).startswith("graph_") and "_cpp_" in r["name"] for r in rows)


def test_the_compiled_mlp_is_faster_and_the_tiny_function_slower_than_eager() -> None:
    for prog, faster in (("perf_mlp", True), ("perf_tiny_ops", False)):
        res = _info(_run(f"{prog}-profile-eager"))["result"]
        ba = res["before_after"]
        assert ba["before"]["recipe"] == "profile" and ba["before"]["mode"] == "compiled"
        assert ba["before"]["median_ms"] == read_calls(_run(f"{prog}-profile"))[None]["median_ms"]
        assert (ba["ratio"] > 1) is faster, ba  # eager after compiled: slower when compiling won
        assert ("compiled is" in ba["text"]) and (("faster than eager" in ba["text"]) is faster)


def test_recompiles_in_the_window_and_the_break_regions() -> None:
    data = read_calls(_run("perf_recompile-profile"))[None]
    assert [c["call"] for c in data["calls"] if c["compiles"]] == [0, 4, 8, 12]
    assert "calls 4, 8, 12 compiled inside the profiled window" in data["note"]
    names = {e.get("name") for e in _events(_run("perf_graph_break-profile"))}
    assert {"Torch-Compiled Region: 0/0", "Torch-Compiled Region: 1/0"} <= names


def test_the_perf_reader_takes_the_recipes_calls_json(tmp_path: Path) -> None:
    """calls.json as the profile recipes write it (a dict) and calls_rank<N>.json beside
    trace_rank<N>.json.gz: the profiler trace reader pairs them, with no problem."""
    import shutil

    from pt2tui.sources.profile import read_traces

    prof = _run("perf_mlp-profile") / "profile"
    (t,) = read_traces([str(prof / "trace.json.gz")])
    assert not t.problems
    assert [c.call for c in t.calls if c.phase == "profiled"] == list(range(4, 14))
    shutil.copy(prof / "trace.json.gz", tmp_path / "trace_rank1.json.gz")
    shutil.copy(prof / "calls.json", tmp_path / "calls_rank1.json")
    (r,) = read_traces([str(tmp_path / "trace_rank1.json.gz")])
    assert not r.problems and len(r.calls) == 16


@pytest.mark.parametrize("prog", PROGRAMS)
def test_a_findings_next_step_is_a_recipe(prog: str) -> None:
    """What a slow_after_compile finding names next is a recipe `pt2tui rerun` knows (the
    settings profiles: profile-fullgraph, profile-reduce-overhead, profile-max-autotune ...)."""
    from pt2tui.core.reruns.recipes import recipe_names
    from pt2tui.sources.load import load_run
    from pt2tui.sources.profile import load_report

    d = _run(f"{prog}-profile")
    rep = load_report(str(d), load_run(str(d)))
    assert rep is not None
    for f in rep.findings:
        assert f.next_step is None or f.next_step in recipe_names(), f
