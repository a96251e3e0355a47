"""The profile recipes on real torch programs (CPU): every compiled call timed, warm-up counted
from the calls that compiled, a steady window under torch.profiler, a short program's window
said plainly, and before -> after per call between reruns.

The few-calls cases run the startup hook directly (backend="eager": Dynamo compiles, fast); the
end-to-end test runs `pt2tui run`, then `pt2tui rerun ... profile`, `profile-eager` and
`profile-static` on an Inductor-compiled program.
"""

from __future__ import annotations

import gzip
import json
import os
import re
import subprocess
import textwrap
from pathlib import Path

import pytest
from rerun_helpers import PY, Parents, _env, _hooked, _info, _loop, _phases, _pt2tui, _rerun_dir

from pt2tui.core.analysis.recipe_fit import unfit_recipes
from pt2tui.core.reruns.hook_lines import hook_event
from pt2tui.core.reruns.recipes import RECIPES, get_recipe
from pt2tui.runner.recipe_io import HOOK_DIR
from pt2tui.runner.rerun_profile import read_calls

pytestmark = pytest.mark.slow

# 30 calls; the batch grows at call 2: compiles in calls 0 and 2 (automatic dynamic)
INDUCTOR_PROG = """
    import torch
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(16, 32), torch.nn.ReLU(), torch.nn.Linear(32, 8))
    cm = torch.compile(m)
    with torch.no_grad():
        for i in range(30):
            x = torch.randn(8 if i < 2 else 16, 16)
            y = cm(x)
    print("done", y.shape)
"""



def _says_ms(text: str, before: str, ms: float, after: str) -> bool:
    """Whether ``text`` gives ``ms`` to 2 places between ``before`` and ``after`` (regexes). Not
    ``f"{ms:.2f}"``: calls.json keeps the median to 6 places and the text is made from the
    calls' times, so a median on a half (10.495) was "10.50" in the text and "10.49" here."""
    m = re.search(before + r"(\d+\.\d\d)" + after, text)
    return m is not None and abs(float(m.group(1)) - ms) <= 0.005 + 1e-6


def test_a_short_program_is_profiled_as_far_as_it_goes(tmp_path: Path) -> None:
    """5 calls, the first compiles: 3 warm-up calls after it, then 1 of the 10 profiled calls
    (no timed window: --profile-timed 0)."""
    r, data, pdir = _hooked(tmp_path, _loop(5), PT2TUI_PROFILE_TIMED="0")
    assert [bool(c["compiles"]) for c in data["calls"]] == [True] + [False] * 4
    assert data["calls"][0]["compiles"] == ["0/0"]
    assert _phases(data) == ["warmup"] * 4 + ["profiled"]
    assert (data["warmup"], data["profiled"], data["complete"], data["partial"]) == (4, 1, False, "short")
    assert data["target"] == "f" and data["mode"] == "compiled" and data["last_compile_call"] == 0
    assert data["torch"] and data["torch"][0].isdigit()  # the program's torch, as it says itself
    assert "ended after 1 of the 10 profiled calls" in data["note"]
    assert "needs 14 calls (it made 5)" in data["note"] and "--profile-calls" in data["note"]
    assert data["timed"] == 0 and data["timed_ms"] is None
    trace = json.loads(gzip.open(pdir / "trace.json.gz").read())
    names = {e.get("name") for e in trace["traceEvents"]}
    assert "ProfilerStep#4" in names and "Torch-Compiled Region: 0/0" in names
    assert "ProfilerStep#3" not in names  # warm-up is not in the trace
    said = [e for e in map(hook_event, r.stderr.splitlines()) if e and e["event"] == "profile"]
    assert said[-1]["message"].startswith("profile: the program ended after 1 of the 10")


def test_a_program_ending_before_its_warm_up_is_profiled_from_its_last_compile(tmp_path: Path) -> None:
    """3 calls: the speculative profile (from the call after the first steady one) is kept."""
    _r, data, pdir = _hooked(tmp_path, _loop(3))
    assert _phases(data) == ["warmup", "warmup", "profiled"]
    assert (data["warmup"], data["profiled"], data["partial"]) == (2, 1, "speculative")
    assert "before the 3 warm-up calls after it were done: profiled from call 2 to exit" in data["note"]
    assert (pdir / "trace.json.gz").is_file() and (pdir / "key_averages.json").is_file()


def test_every_call_compiling_is_said_plainly(tmp_path: Path) -> None:
    """A float that changes every call under dynamic=False: no steady state, no profile."""
    body = """
        import torch
        torch._dynamo.config.recompile_limit = 64

        @torch.compile(backend="eager", dynamic=False)
        def f(x, s):
            return x * s

        x = torch.randn(8)
        for i in range(4):
            f(x, 0.5 + i)
    """
    _r, data, pdir = _hooked(tmp_path, body)
    assert [c["compiles"] for c in data["calls"]] == [["0/0"], ["0/1"], ["0/2"], ["0/3"]]
    assert data["profiled"] == 0 and data["trace"] is None and not (pdir / "trace.json.gz").exists()
    assert data["note"].startswith("every call compiled (4 of 4): no call ran after the last compile")
    assert "--profile-warmup 0 profiles from the first call" in data["note"]


def test_warm_up_counts_from_the_last_compile_and_a_window_is_complete(tmp_path: Path) -> None:
    """Compiles in calls 0 and 2 (a new size), 3 warm-up calls after call 2, 4 profiled, the
    rest after; the eager run of the same program has 3 warm-up calls and no compiles."""
    body = """
        import torch

        @torch.compile(backend="eager")
        def f(x):
            return x.cos() * 2

        for i in range(12):
            f(torch.randn(4 if i < 2 else 6))
    """
    _r, data, pdir = _hooked(tmp_path, body, PT2TUI_PROFILE_CALLS="4", PT2TUI_PROFILE_TIMED="0")
    assert [i for i, c in enumerate(data["calls"]) if c["compiles"]] == [0, 2]
    assert _phases(data) == ["warmup"] * 6 + ["profiled"] * 4 + ["after"] * 2
    assert (data["warmup"], data["profiled"], data["complete"], data["note"]) == (6, 4, True, "")
    assert data["settings"] == {"warmup": 3, "warmup_s": 0.0, "timed": 0, "timed_s": 2.0, "calls": 4, "block": 5}
    assert data["median_ms"] > 0 and data["calls_total"] == 12
    rows = json.loads((pdir / "key_averages.json").read_text())
    assert {"name", "count", "self_cpu_us", "cpu_us", "self_device_us", "device_us"} <= set(rows[0])
    assert next(r for r in rows if r["name"] == "Torch-Compiled Region: 0/1")["count"] == 4
    assert "Self CPU time total" in (pdir / "key_averages.txt").read_text()

    (tmp_path / "eager").mkdir()
    _r, eager, _p = _hooked(tmp_path / "eager", body, recipe="profile-eager", eager=True,
                            PT2TUI_PROFILE_WARMUP="2", PT2TUI_PROFILE_TIMED="0")  # fmt: skip
    assert eager["mode"] == "eager" and eager["compiles"] == 0
    assert _phases(eager)[:3] == ["warmup", "warmup", "profiled"] and eager["warmup"] == 2


def test_a_module_is_timed_through_hooks_and_nn_module_compile_too(tmp_path: Path) -> None:
    body = """
        import torch
        m = torch.nn.Linear(4, 4)
        cm = torch.compile(m, backend="eager")
        assert isinstance(cm, torch.nn.Module)
        n = torch.nn.Linear(4, 4)
        n.compile(backend="eager")
        x = torch.randn(2, 4)
        for i in range(3):
            cm(x)
            n(x)
    """
    _r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_CALLS="2", PT2TUI_PROFILE_TIMED="0")
    assert data["targets"] == {"Linear": 3, "Linear (nn.Module.compile)": 3}
    assert data["calls_total"] == 6 and data["complete"]

    _r, eager, _p = _hooked(tmp_path, body, recipe="profile-eager", eager=True,
                            PT2TUI_PROFILE_CALLS="2")  # fmt: skip
    assert eager["targets"] == data["targets"] and eager["compiles"] == 0


def test_profile_recipes_are_data_and_apply_to_runs_that_compiled() -> None:
    names = [r.name for r in RECIPES if r.name.startswith("profile")]
    assert names == ["profile", "profile-eager", "profile-reduce-overhead", "profile-max-autotune",
                     "profile-static", "profile-fullgraph"]  # fmt: skip
    spec = json.loads(get_recipe("profile-static").env_dict["PT2TUI_COMPILE_OVERRIDES"])
    assert spec["compile"] == {"dynamic": False} and spec["profile"] == {"eager": False}
    assert spec["inductor"] == {"cpp.enable_kernel_profile": True}
    root = Path(__file__).resolve().parent.parent / "sample_traces"
    from pt2tui.sources.load import load_run

    cpu = unfit_recipes(load_run(str(root / "cpu" / "recompile_limit")))
    assert "profile" not in cpu and "profile-eager" not in cpu
    aoti = unfit_recipes(load_run(str(root / "cpu" / "aoti_reruns")))
    assert aoti["profile"].startswith("no torch.compile compile in this run")


def test_profile_options_are_for_profile_recipes(tmp_path: Path) -> None:
    r = _pt2tui(["rerun", str(tmp_path), "fullgraph", "--profile-calls", "3", "--no-tui"], tmp_path,
                _env(tmp_path / "cache"))  # fmt: skip
    assert r.returncode == 2 and "--profile-calls is for the profile recipes" in r.stderr
    r = _pt2tui(["rerun", str(tmp_path), "profile", "--profile-calls", "-1"], tmp_path, _env(tmp_path))
    assert r.returncode == 2 and "must be 0 or more" in r.stderr


def test_profile_then_eager_then_static_before_and_after(parents: Parents) -> None:
    work, parent = parents.get("profmlp", INDUCTOR_PROG)
    env = _env(work / "cache")
    r = _pt2tui(["rerun", str(parent), "profile", "--no-tui", "--profile-timed", "4"], work, env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    prof = _rerun_dir(r)
    data = read_calls(prof)[None]
    assert [i for i, c in enumerate(data["calls"]) if c["compiles"]] == [0, 2]
    # 6 warm-up, 4 eager warm-up calls, a block of 4 compiled and one of 4 eager (one process), 10 profiled
    assert (data["warmup"], data["timed"], data["timed_eager"], data["profiled"], data["complete"]) == (6, 4, 4, 10, True)
    assert data["alternating"] == {"at": 6, "block": 4, "blocks": 1}
    assert _phases(data) == ["warmup"] * 10 + ["timed"] * 8 + ["profiled"] * 10 + ["after"] * 2
    assert [c.get("side") for c in data["calls"][6:18]] == ["eager"] * 4 + ["compiled"] * 4 + ["eager"] * 4
    trace = json.loads(gzip.open(prof / "profile" / "trace.json.gz").read())
    names = {e.get("name") for e in trace["traceEvents"]}
    assert {f"ProfilerStep#{i}" for i in range(18, 28)} <= names
    assert not {f"ProfilerStep#{i}" for i in range(18)} & names  # the timed calls ran with no profiler
    assert "Torch-Compiled Region: 0/1" in names
    assert any(re.match(r"graph_\d+_cpp_fused", str(n)) for n in names)  # C++ kernels named
    res = _info(prof)["result"]
    assert res["profile"]["median_ms"] == pytest.approx(data["median_ms"]) and res["profile"]["complete"]
    assert data["median_ms"] == data["timed_ms"] and res["profile"]["per"] == "call"  # inference: per call
    assert res["summary"].startswith("timed 4 calls and profiled 10 calls of Sequential after 6 warm-up calls "
                                     "(2 compiles)")  # fmt: skip
    assert "timed, no profiler" in res["summary"] and "the profiler's overhead" in res["summary"]
    own = res["before_after"]  # compiled against the eager blocks of the same run
    assert own["before"]["mode"] == "eager" and own["comparison"]["how"] == "alternating"
    assert own["text"] in res["summary"] and "(alternating blocks in one run)" in own["text"]
    assert "next" not in res or "profile-eager" not in res["next"]
    assert "profile: " in r.stdout and "trace.json.gz; 30 calls timed, 6 warm-up, 10 profiled" in r.stdout
    assert "(before: this run's eager blocks)" in r.stdout

    r = _pt2tui(["rerun", str(prof), "profile-eager", "--no-tui", "--profile-calls", "5", "--profile-timed", "4"],
                work, env)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    eager = _rerun_dir(r)
    info = _info(eager)
    assert info["recipe_env"]["PT2TUI_PROFILE_CALLS"] == "5"
    res = info["result"]
    assert res["profile"]["mode"] == "eager" and res["profile"]["profiled"] == 5
    # no TORCH_TRACE (torch.compile off): its torch from calls.json, and no input problem for it
    from pt2tui.sources.load import load_run

    erun = load_run(str(eager))
    assert res["profile"]["torch"] == data["torch"] == erun.torch_version
    assert not [p for p in erun.problems if "TORCH_TRACE" in p.what]
    ba = res["before_after"]
    assert ba["before"]["run_dir"] == str(prof) and ba["before"]["median_ms"] == pytest.approx(data["median_ms"])
    # one answer for the pair: the profile rerun's alternating blocks, not this run's own calls
    assert ba["text"] == own["text"] and ba["comparison"]["how"] == "alternating"
    assert ba["ratio"] == pytest.approx(data["timed_eager_ms"] / data["median_ms"], rel=1e-3, abs=1e-4)  # 4 places
    assert _says_ms(ba["text"], "^compiled ", data["median_ms"], " ms \\(p10-p90 ") and ba["text"] in res["summary"]
    assert " than eager" in ba["text"] or "no measurable difference" in ba["text"]
    # the parent profile rerun finds its eager child: the same comparison, word for word
    from pt2tui.sources.profile import load_report

    assert load_report(str(prof)).comparison.words() == ba["text"] == load_report(str(eager)).comparison.words()

    r = _pt2tui(["rerun", str(parent), "profile-static", "--no-tui"], work, env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    res = _info(_rerun_dir(r))["result"]
    ba = res["before_after"]  # a sibling of the profile rerun: the same parent
    assert ba["before"]["run_dir"] == str(prof) and ba["before"]["recipe"] == "profile"
    assert ba["text"].startswith("profile-static ") and _says_ms(ba["text"], " vs profile ", data["median_ms"], " ms ")
    assert "setting: torch.compile(dynamic=False)" in r.stdout
    assert os.path.basename(str(prof)).endswith("-profile")


def test_a_rank_writes_its_own_files(tmp_path: Path) -> None:
    """Under torchrun (RANK set) each process writes trace_rank<N>.json.gz, calls_rank<N>.json
    and key_averages_rank<N>.*; read_calls gives them by rank."""
    prog = tmp_path / "prog.py"
    prog.write_text(textwrap.dedent(_loop(6)))
    pdir = tmp_path / "profile"
    spec = {"recipe": "profile", "profile": {"eager": False}}
    e = _env(tmp_path / "cache", PYTHONPATH=HOOK_DIR, PT2TUI_COMPILE_OVERRIDES=json.dumps(spec),
             PT2TUI_PROFILE_DIR=str(pdir), PT2TUI_PROFILE_CALLS="2", PT2TUI_PROFILE_TIMED="0",
             RANK="1")  # fmt: skip
    r = subprocess.run([PY, str(prog)], cwd=tmp_path, env=e, capture_output=True, text=True,
                       timeout=300)  # fmt: skip
    assert r.returncode == 0, r.stderr[-3000:]
    assert sorted(p.name for p in pdir.iterdir()) == [
        "calls_rank1.json", "key_averages_rank1.json", "key_averages_rank1.txt",
        "trace_rank1.json.gz"]  # fmt: skip
    calls = read_calls(tmp_path)
    assert list(calls) == [1] and calls[1]["rank"] == 1 and calls[1]["trace"] == "trace_rank1.json.gz"
    assert calls[1]["complete"] and calls[1]["profiled"] == 2


def test_the_timed_window_comes_before_the_profiled_one_without_the_profiler(tmp_path: Path) -> None:
    """After warm-up, T calls timed with no profiler running, then K profiled: the trace holds
    only the profiled calls; each call has its start; the timed median is the figure."""
    _r, data, pdir = _hooked(tmp_path, _loop(20), PT2TUI_PROFILE_TIMED="6", PT2TUI_PROFILE_CALLS="4",
                             PT2TUI_PROFILE_ALTERNATE="0")  # the compiled calls only (the fallback)
    assert _phases(data) == ["warmup"] * 4 + ["timed"] * 6 + ["profiled"] * 4 + ["after"] * 6
    assert (data["warmup"], data["timed"], data["profiled"], data["complete"]) == (4, 6, 4, True)
    starts = [c["start"] for c in data["calls"]]
    assert starts == sorted(starts) and starts[0] == 0.0
    assert data["median_ms"] == data["timed_ms"] and data["profiled_ms"] > 0
    assert all(c["shape"] == "8" and c["grad"] is False for c in data["calls"])
    names = {e.get("name") for e in json.loads(gzip.open(pdir / "trace.json.gz").read())["traceEvents"]}
    assert {f"ProfilerStep#{i}" for i in range(10, 14)} <= names
    assert not {f"ProfilerStep#{i}" for i in range(10)} & names


def test_a_compile_in_the_timed_window_warms_up_again(tmp_path: Path) -> None:
    """A new shape at call 6 compiles inside the timed window: the calls timed so far become
    warm-up, and the timed window starts again 3 calls after the compile."""
    body = """
        import torch

        @torch.compile(backend="eager", dynamic=False)
        def f(x):
            return x.cos() * 2

        for i in range(24):
            f(torch.randn(4 if i < 6 else 6))
    """
    _r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_TIMED="5", PT2TUI_PROFILE_CALLS="3",
                           PT2TUI_PROFILE_ALTERNATE="0")  # fmt: skip
    assert [i for i, c in enumerate(data["calls"]) if c["compiles"]] == [0, 6]
    assert _phases(data) == ["warmup"] * 10 + ["timed"] * 5 + ["profiled"] * 3 + ["after"] * 6
    assert {c["shape"] for c in data["calls"] if c["phase"] == "timed"} == {"6"}


def test_a_program_ending_in_the_timed_window_says_what_to_pass(tmp_path: Path) -> None:
    """8 calls: 4 timed of the 30 asked; the speculative profile of warm-up calls 2..3 is kept."""
    _r, data, pdir = _hooked(tmp_path, _loop(8), PT2TUI_PROFILE_ALTERNATE="0")
    assert _phases(data) == ["warmup", "warmup", "profiled", "profiled"] + ["timed"] * 4
    assert (data["timed"], data["partial"], data["complete"]) == (4, "timed", False)
    assert data["note"].startswith("the program ended in the timed window, after 4 of the 30 timed calls "
                                   "(calls 4..7)")  # fmt: skip
    assert "the profile is of warm-up calls 2..3" in data["note"] and "needs 44 calls (it made 8)" in data["note"]
    assert "--profile-timed" in data["note"] and (pdir / "trace.json.gz").is_file()


def test_a_training_step_with_gradient_accumulation_is_timed_by_the_optimizer(tmp_path: Path) -> None:
    """Forward compiled, backward each call, the optimizer every 2nd call: the calls are part
    of training, the step is the optimizer's period (2 calls), per step."""
    from pt2tui.core.analysis.perf.timing import time_calls
    from pt2tui.core.model.profile_read import calls_from, facts_from

    body = """
        import torch
        m = torch.nn.Linear(8, 1)
        f = torch.compile(m, backend="eager")
        opt = torch.optim.SGD(m.parameters(), lr=0.01)
        for i in range(30):
            f(torch.randn(4, 8)).sum().backward()
            if i % 2 == 1:
                opt.step()
                opt.zero_grad()
    """
    _r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_TIMED="12", PT2TUI_PROFILE_CALLS="4")
    assert data["optimizer_steps"] == 15 and data["backwards"] == 30
    assert all(c["grad"] for c in data["calls"]) and data["calls"][5]["opt"] == 2
    t = time_calls(calls_from(data["calls"]), facts_from(data))
    assert t is not None and t.per == "step" and t.calls_per_step == 2 and t.source == "timed"
    assert "an optimizer stepped between calls" in t.training
    assert t.figure is t.step and t.step.n >= 4 and t.step.median >= t.call.median


def test_calls_of_two_shapes_are_never_in_one_median(tmp_path: Path) -> None:
    """Shapes alternating every call (one compile each): the figure is the larger group's
    median, the other shape is named, never mixed in."""
    from pt2tui.core.analysis.perf.timing import time_calls
    from pt2tui.core.model.profile_read import calls_from, facts_from

    body = """
        import torch

        @torch.compile(backend="eager", dynamic=False)
        def f(x):
            return x.cos() * 2

        for i in range(31):
            f(torch.randn(64 if i % 3 else 8))
    """
    _r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_TIMED="15", PT2TUI_PROFILE_CALLS="3")
    timed = [c for c in data["calls"] if c["phase"] == "timed" and c.get("side") != "eager"]
    assert {c["shape"] for c in timed} == {"64", "8"}
    t = time_calls(calls_from(data["calls"]), facts_from(data))
    assert t is not None and t.shape == "64" and t.per == "call" and t.training == ()
    assert t.call.n == sum(1 for c in timed if c["shape"] == "64")
    assert any("shapes changed" in n and "8 (" in n for n in t.notes)


def test_warm_up_lasts_its_seconds_before_the_timed_window(tmp_path: Path) -> None:
    """PT2TUI_PROFILE_WARMUP_S (2 s by default on GPU): the timed window starts no sooner than
    that after the last compile, however many calls came before."""
    body = """
        import time
        import torch

        @torch.compile(backend="eager")
        def f(x):
            return (x.sin() + 1).relu()

        x = torch.randn(8)
        for i in range(400):
            f(x)
            time.sleep(0.002)
    """
    _r, data, _p = _hooked(tmp_path, body, PT2TUI_PROFILE_WARMUP_S="0.3", PT2TUI_PROFILE_TIMED="5",
                           PT2TUI_PROFILE_CALLS="3")  # fmt: skip
    calls = data["calls"]
    first_timed = next(c for c in calls if c["phase"] == "timed")
    assert first_timed["start"] - (calls[0]["start"] + calls[0]["seconds"]) >= 0.3
    assert data["settings"]["warmup_s"] == 0.3 and data["complete"] and data["timed"] == 5
    assert [c["phase"] for c in calls].count("profiled") == 3


def test_breaks_per_call_count_the_regions_the_trace_shows(tmp_path: Path) -> None:
    """12 blocks of one module class, each calling a torch._dynamo.disable'd helper: the trace
    shows a compiled region per piece of each call, and the finding counts them all (not the
    distinct compile ids)."""
    from pt2tui.core.analysis.perf.report import build_report
    from pt2tui.sources.profile import read_traces

    body = """
        import torch

        @torch._dynamo.disable
        def helper(x):
            return x + 1

        class Block(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.lin = torch.nn.Linear(32, 32)

            def forward(self, x):
                return helper(torch.relu(self.lin(x)))

        m = torch.nn.Sequential(*[Block() for _ in range(12)])
        f = torch.compile(m, backend="eager")
        with torch.no_grad():
            for _ in range(12):
                f(torch.randn(4, 32))
    """
    _r, data, pdir = _hooked(tmp_path, body, PT2TUI_PROFILE_TIMED="3", PT2TUI_PROFILE_CALLS="3")
    rep = build_report(read_traces([str(pdir / "trace.json.gz")]))
    (p,) = rep.ranks
    runs = {c.region_runs for c in p.calls}
    assert len(runs) == 1 and runs.pop() >= 12 > len(p.calls[0].regions)
    f = next(f for f in rep.findings if f.kind == "graph_breaks_in_step")
    assert f.line.startswith(f"{p.calls[0].region_runs} compiled regions per call")
