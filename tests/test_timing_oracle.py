"""Is it really faster? pt2tui's figures against an independent timing of the same program, in
the same test (issue 44).

Two real CPU programs go through `pt2tui run`, `pt2tui rerun RUN profile` and, on that profile
rerun, `profile-eager`: an inference chain that Inductor fuses into one loop (compiled is much
faster: judged per call), and an MLP training step whose forward is compiled (judged per step,
one call's start to the next: forward, backward and optimizer). Each program also times itself
with ``--oracle``: compiled and eager in alternating blocks of perf_counter loops, no pt2tui.

CPU timing on a shared 2-core machine swings by tens of percent (a call preempted takes twice
as long, and the load changes from one process to the next), so the comparison is robust. Within
the noise: the oracle's median of each side lies in pt2tui's p10-p90 of that side, widened by 4x
(another process, another moment: CI's two test workers and another job on its 2 cores took
the oracle to 2.3x pt2tui's median), and the oracle's two sides are off pt2tui's by the same
factor within 1.6x, read from the quickest calls of each (p10: load slows a call, never speeds
it up; a figure off on one side is not noise). The same
answer: pt2tui's "faster" / "slower" only where the oracle has compiled faster / slower; "no
measurable difference" where the oracle's sides are within 1.5x of each other, or where
pt2tui's own noise was large (at least a fifth of the figure: a loaded machine, said so). And
one comparison, one figure: the rerun's result line, the summary JSON and both runs' reports
say it word for word, from the profile rerun's own timed window, compiled and eager calls in
alternating blocks of one process.
"""

from __future__ import annotations

import json
import subprocess
import textwrap
from pathlib import Path

import pytest
from rerun_helpers import PY, _env, _info, _pt2tui, _rerun_dir

from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report, run_verdict

pytestmark = pytest.mark.slow

ORACLE = """
    import json, sys, time

    def alternate(sides, blocks=6, per_block=12, warmup=3):
        out = {k: [] for k in sides}
        for fn in sides.values():
            for _ in range(warmup):
                fn()
        for _ in range(blocks):
            for name, fn in sides.items():
                for _ in range(per_block):
                    t0 = time.perf_counter()
                    fn()
                    out[name].append((time.perf_counter() - t0) * 1e3)
        med = {k: sorted(v)[len(v) // 2] for k, v in out.items()}
        med.update({k + "_p10": sorted(v)[len(v) // 10] for k, v in out.items()})
        print("ORACLE " + json.dumps(med), flush=True)
"""

# a pointwise chain: eager runs 48 ops over the tensor, Inductor one fused loop. Cheap ops, so
# that eager's 48 passes and dispatches are the cost: with sin/cos/tanh the work was the
# transcendentals, vectorized alike both ways, and on an AVX2 machine compiled was only 1.07x
# quicker. A small tensor: both sides' calls (0.3 and 1.3 ms here) shorter than a time slice,
# so that a loaded machine preempts some calls of each side, not every call of one
INFERENCE = ORACLE + """
    import torch
    torch.set_num_threads(1)

    def chain(x):
        for _ in range(12):
            x = x * 1.1 + 0.5
            x = x * 0.9 - 0.1
        return x

    f = torch.compile(chain)
    x = torch.randn(128, 1024)
    with torch.no_grad():
        if "--oracle" in sys.argv:
            alternate({"compiled": lambda: f(x), "eager": lambda: chain(x)})
        else:
            for _ in range(40):
                f(x)
"""

# a training step: the forward compiled, loss / backward / optimizer outside it
TRAINING = ORACLE + """
    import copy
    import torch
    torch.set_num_threads(1)
    torch.manual_seed(0)
    model = torch.nn.Sequential(torch.nn.Linear(256, 512), torch.nn.GELU(), torch.nn.Linear(512, 512),
                                torch.nn.GELU(), torch.nn.Linear(512, 1))
    x, y = torch.randn(64, 256), torch.randn(64, 1)

    def stepper(m, fwd):
        opt = torch.optim.SGD(m.parameters(), lr=1e-3)
        def step():
            loss = torch.nn.functional.mse_loss(fwd(x), y)
            loss.backward()
            opt.step()
            opt.zero_grad()
        return step

    if "--oracle" in sys.argv:
        eager = copy.deepcopy(model)
        alternate({"compiled": stepper(model, torch.compile(model)), "eager": stepper(eager, eager)})
    else:
        step = stepper(model, torch.compile(model))
        for _ in range(40):
            step()
"""

OPTS = ["--profile-calls", "4"]  # 1 compiling call + 3 warm-up + 30 timed + 4 profiled of 40


def _oracle(work: Path, prog: Path, env: dict[str, str]) -> dict[str, float]:
    r = subprocess.run([PY, str(prog), "--oracle"], cwd=work, env=env, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr[-3000:]
    line = next(ln for ln in r.stdout.splitlines() if ln.startswith("ORACLE "))
    return json.loads(line[len("ORACLE ") :])


def _record(root: Path, name: str, body: str) -> dict:
    work = root / name
    work.mkdir(parents=True)
    prog = work / f"{name}.py"
    prog.write_text(textwrap.dedent(body))
    env = _env(root / "cache")
    r = _pt2tui(["run", "--no-tui", "--no-debug-dir", prog.name], work, env, timeout=600)
    first = r.stdout.splitlines()[0] if r.stdout else ""
    assert first.startswith("pt2tui: run dir "), r.stderr[-2000:]
    parent = (work / first[len("pt2tui: run dir ") :]).resolve()
    r = _pt2tui(["rerun", str(parent), "profile", "--no-tui", *OPTS], work, env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    prof = _rerun_dir(r)
    r = _pt2tui(["rerun", str(prof), "profile-eager", "--no-tui", *OPTS], work, env, timeout=600)
    assert r.returncode == 0, r.stderr[-3000:]
    eager = _rerun_dir(r)
    return {"prof": prof, "eager": eager, "oracle": _oracle(work, prog, env), "work": work, "env": env}


@pytest.fixture(scope="module")
def timed(tmp_path_factory) -> dict[str, dict]:
    root = tmp_path_factory.mktemp("timing_oracle")
    return {"inference": _record(root, "chain", INFERENCE), "training": _record(root, "train", TRAINING)}


def _same_answer(cmp: dict, oracle: dict[str, float]) -> None:
    ratio = oracle["eager"] / oracle["compiled"]  # above 1: compiled faster, timed alone
    if cmp["outcome"] == "faster":
        assert ratio > 1, (cmp, oracle)
    elif cmp["outcome"] == "slower":
        assert ratio < 1, (cmp, oracle)
    else:
        loud = cmp["noise_ms"] >= 0.2 * min(cmp["compiled"]["median_ms"], cmp["eager"]["median_ms"])
        assert loud or 1 / 1.5 < ratio < 1.5, (cmp, oracle)


def _check(rec: dict, per: str) -> None:
    res = _info(rec["eager"])["result"]
    ba = res["before_after"]
    cmp = ba["comparison"]
    oracle = rec["oracle"]
    assert cmp["per"] == per and ba["before"]["run_dir"] == str(rec["prof"])
    # from the profile rerun's own alternating blocks (one process): its result says it too
    assert cmp["how"] == "alternating" and len(cmp["pairs"]) >= 3
    assert _info(rec["prof"])["result"]["before_after"]["text"] == ba["text"]
    for side in ("compiled", "eager"):  # timed alone, inside pt2tui's spread (widened)
        assert cmp[side]["p10_ms"] / 4 <= oracle[side] <= cmp[side]["p90_ms"] * 4, (side, cmp, oracle)
    # ... by the same factor on both sides: whatever load slowed the other process, it slowed
    # its alternating blocks alike; a figure of pt2tui's off on one side (a profiler's overhead
    # in one side's calls) is not. Read from the quickest calls (p10): load that comes in bursts
    # longer than a block hits some blocks of a side and not others, and with 14 calls a side
    # it took pt2tui's compiled median to 2.6x the oracle's where eager's was 1.25x (CI, two
    # test workers on 2 cores); a preempted call only gets slower, and a side's overhead of its
    # own shows in its quickest calls too
    scale = {side: oracle[side + "_p10"] / cmp[side]["p10_ms"] for side in ("compiled", "eager")}
    assert 1 / 1.6 <= scale["compiled"] / scale["eager"] <= 1.6, (scale, cmp, oracle)
    _same_answer(cmp, oracle)
    # one comparison, one figure: the result line, both runs' reports and the summary JSON
    assert ba["text"] in res["summary"]
    assert load_report(str(rec["prof"])).comparison.words() == ba["text"]
    assert load_report(str(rec["eager"])).comparison.words() == ba["text"]
    r = _pt2tui(["summary", "--json", str(rec["prof"])], rec["work"], rec["env"])
    assert r.returncode == 0, r.stderr[-2000:]
    assert json.loads(r.stdout)["profile"]["vs_eager"]["text"] == ba["text"]
    # the eager run is the baseline: never judged as compiled
    erun = load_run(str(rec["eager"]))
    ev = run_verdict(str(rec["eager"]), erun)
    assert ev["category"] != "slow_after_compile" and not load_report(str(rec["eager"])).findings


def test_a_fused_inference_chain_is_faster_per_call_as_timed_alone(timed) -> None:
    rec = timed["inference"]
    _check(rec, "call")
    # the program is what it claims: by the quickest calls (a preempted one only gets slower:
    # under load the medians of both sides came within 1.1x of each other)
    assert rec["oracle"]["eager_p10"] / rec["oracle"]["compiled_p10"] > 1.5
    cmp = _info(rec["eager"])["result"]["before_after"]["comparison"]
    # the uncontended calls (p10: a preempted call only gets slower) show it whatever the load
    assert cmp["compiled"]["p10_ms"] < cmp["eager"]["p10_ms"]
    assert cmp["outcome"] in ("faster", "same") and ("faster than eager" in cmp["text"]) == (cmp["outcome"] == "faster")
    prof = _info(rec["prof"])["result"]["profile"]
    assert prof["per"] == "call" and prof["source"] == "timed" and prof["training"] == []
    assert prof["profiled_ms"] and prof["profiler_overhead"]  # the profiler's cost is shown


def test_a_training_step_is_judged_by_the_step_as_timed_alone(timed) -> None:
    rec = timed["training"]
    _check(rec, "step")
    prof = _info(rec["prof"])["result"]["profile"]
    assert prof["per"] == "step" and "an optimizer stepped between calls" in prof["training"]
    assert prof["rest_of_step_ms"] > 0 and "of which the calls" in _info(rec["prof"])["result"]["summary"]
    # slower_than_eager only beyond the noise, and only where timed alone agrees
    v = run_verdict(str(rec["prof"]), load_run(str(rec["prof"])))
    slower = [f for f in v.get("findings") or [] if f.get("kind") == "slower_than_eager"]
    if slower:
        assert rec["oracle"]["compiled"] > rec["oracle"]["eager"], (slower, rec["oracle"])
        assert slower[0]["per"] == "step"
