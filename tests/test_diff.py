"""pt2tui diff on real pairs (sample_traces/cpu/diff_runs: one program with one change per
variant, and a rerun; the GPU captures (torch 2.11) against the CPU samples (2.13))."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pt2tui.cli import main
from pt2tui.core.analysis.diff import diff_runs
from pt2tui.core.analysis.diff.fxgraph import diff_graphs, parse_graph
from pt2tui.core.analysis.diff.jsonable import diff_dict
from pt2tui.core.analysis.diff.outcode import diff_code, kernels
from pt2tui.render.diff import diff_lines
from pt2tui.sources.load import load_run

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_traces" / "cpu"
GPU_SAMPLES = REPO / "sample_traces" / "gpu-h100"
CORPUS = REPO.parent / "shared" / "corpus"
RUNS = SAMPLES / "diff_runs"


def _run_dir(suffix: str) -> str:
    found = sorted(RUNS.glob(f"*-{suffix}"))
    if not found:
        pytest.skip(f"no sample_traces/cpu/diff_runs/*-{suffix}")
    return str(found[0])


@pytest.fixture(scope="module")
def runs():
    return {k: load_run(_run_dir(k)) for k in ("diff_base", "diff_manual_attn", "diff_new_break", "diff_dynamic", "verbose-recompiles")}


def _graph(cd, label):
    return next(g for g in cd.graphs if g.label == label)


def test_a_run_with_itself_is_identical(runs, capsys):
    d = diff_runs(runs["diff_base"], runs["diff_base"])
    assert d.identical and diff_lines(d)[-1] == "identical"
    base = _run_dir("diff_base")
    assert main(["diff", base, base]) == 0
    assert capsys.readouterr().out.rstrip().endswith("identical")
    assert main(["diff", base, base, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["identical"] is True


def test_a_run_of_several_processes_with_itself_is_identical():
    """Every process numbers its compiles from [0/0]: the minifier's run has three processes
    whose [0/0] are three frames, not one (one of them was "only in A" and "only in B")."""
    import dataclasses

    path = GPU_SAMPLES / "20261122-053817-triton_compile_error-minify-aot"
    if not path.is_dir():
        pytest.skip("no sample_traces/gpu-h100 minify-aot run")
    run = load_run(str(path))
    assert len({c.process for c in run.compiles}) == 3 and [str(c.id) for c in run.compiles].count("[0/0]") == 3
    d = diff_runs(run, run)
    assert d.identical and len(d.compiles) == len(run.compiles)
    # one process's compiles against the whole run: they find theirs, in whichever process
    main_proc = max({c.process for c in run.compiles}, key=lambda p: sum(c.process == p for c in run.compiles))
    only = dataclasses.replace(run, compiles=tuple(c for c in run.compiles if c.process == main_proc),
                               processes=tuple(dataclasses.replace(p, index=0) for p in run.processes
                                               if p.id == main_proc))  # fmt: skip
    d = diff_runs(only, run)
    assert not d.only_a and len(d.only_b) == len(run.compiles) - len(only.compiles)


def test_op_swapped_by_a_flag(runs):
    d = diff_runs(runs["diff_base"], runs["diff_manual_attn"])
    assert not d.identical and not d.only_a and not d.only_b
    fwd = d.compiles[0]
    assert fwd.frame == "forward diff_variants.py:51" and fwd.changed
    ops = {t: (x, y) for t, x, y in _graph(fwd, "Dynamo").diff.ops}
    assert ops["torch._C._nn.scaled_dot_product_attention"] == (2, 0)
    assert ops["torch.softmax"] == (0, 2)
    # the sdpa node `a` keeps its place and name and now calls @ (retargeted)
    assert ("a", "operator:@") in {(y.name, y.target) for _, y in _graph(fwd, "Dynamo").diff.retargeted}
    post = {t: (x, y) for t, x, y in _graph(fwd, "post-grad").diff.ops}
    assert post["aten.amax.default"] == (2, 4)
    assert any("USE_SDPA'] == False" in g for g in fwd.guards_added)
    assert any("USE_SDPA'] == True" in g for g in fwd.guards_removed)
    code = fwd.code[0].diff
    assert "cpp_fused__safe_softmax" in code.removed and code.added
    # the other function did not change
    assert [c.changed for c in d.compiles[1:]] == [False, False]


def test_new_graph_break_aligns_by_frame_not_id(runs):
    d = diff_runs(runs["diff_base"], runs["diff_new_break"])
    pairs = [(str(c.a.id), str(c.b.id)) for c in d.compiles]
    # scaled() is frame 1 in base and frame 2 once forward breaks: matched all the same
    assert pairs == [("[0/0]", "[0/0_1]"), ("[1/0]", "[2/0]"), ("[1/1]", "[2/1]")]
    fwd = d.compiles[0]
    assert [(b.gb_type, b.where) for b in fwd.breaks_new] == [
        ("Failed to trace builtin operator", "diff_variants.py:54 in forward")
    ]
    assert {f for _, f in d.only_b} == {
        "forward diff_variants.py:51",
        "torch_dynamo_resume_in_forward_at_54 diff_variants.py:54",
    }
    ops = {t: (x, y) for t, x, y in _graph(fwd, "Dynamo").diff.ops}
    assert ops["torch._C._nn.scaled_dot_product_attention"] == (2, 1)
    text = "\n".join(diff_lines(d))
    assert "+ graph break: Failed to trace builtin operator at diff_variants.py:54 in forward" in text
    # the verdict, then every finding (costs, costlier first)
    assert "verdict  healthy: recompilation  ->  healthy: recompilation, graph_break  *" in text


def test_dim_made_dynamic(runs):
    d = diff_runs(runs["diff_base"], runs["diff_dynamic"])
    fwd = d.compiles[0]
    ph = {n: (x, y) for n, x, y in _graph(fwd, "Dynamo").diff.placeholders}
    assert ph["L_x_"] == ("f32[4, 8, 16][128, 16, 1]cpu", "f32[s77, 8, 16][128, 16, 1]cpu")
    assert ph["s77"] == (None, "Sym(s77)")
    # AOT inputs are numbered: the new SymInt is an added input, not a shift of every one
    aot = _graph(fwd, "AOT inference").diff.placeholders
    assert len(aot) == 2
    assert any("size=[None, 8, 16]" in g for g in fwd.guards_added)
    assert any("size=[4, 8, 16]" in g for g in fwd.guards_removed)


def test_run_and_its_rerun(runs):
    d = diff_runs(runs["diff_base"], runs["verbose-recompiles"])
    rows = {k: (a, b) for k, a, b in d.run.rows}
    assert rows["recipe"] == ("-", "verbose-recompiles")
    env = {k: (a, b) for k, a, b in d.run.env}
    assert env["TORCH_LOGS"][1].endswith("recompiles_verbose")
    assert "TORCH_TRACE" not in env  # each run's own dir is <run>
    fwd = d.compiles[0]
    assert "fx_graph miss" in fwd.cache[0] and "fx_graph hit" in fwd.cache[1]
    total = next(t for t in fwd.times if t[0] == "total")
    assert total[2] < total[1]  # the cache hit compiled faster
    js = diff_dict(d)
    assert js["compiles"][0]["time_s"]["total"]["ratio"] < 1


def test_json_shape(runs):
    js = diff_dict(diff_runs(runs["diff_base"], runs["diff_manual_attn"]), "a", "b")
    assert js["schema"] == "pt2tui.diff/1" and js["identical"] is False
    assert set(js["run"]) >= {"torch", "argv", "exit", "recipe", "verdict", "env", "counts", "changed"}
    c = js["compiles"][0]
    assert set(c) >= {"a", "b", "frame", "matched_by", "status", "graph_breaks", "recompile_reasons",
                      "guards", "cache", "time_s", "failure", "verdict", "graphs", "output_code"}  # fmt: skip
    g = next(g for g in c["graphs"] if g["kind"] == "dynamo_output_graph")
    assert g["ops"]["torch.softmax"] == [0, 2]
    assert json.dumps(js)  # plain JSON


@pytest.mark.parametrize("name", ["breaks_and_recompiles", "nan_producer"])
def test_two_torch_versions(name):
    gpu = sorted(GPU_SAMPLES.glob(f"*-{name}"))
    if not gpu or not (SAMPLES / name).exists():
        pytest.skip("samples missing")
    a, b = load_run(str(gpu[0])), load_run(str(SAMPLES / name))
    d = diff_runs(a, b)
    rows = {k: (x, y) for k, x, y in d.run.rows}
    assert rows["torch"] == ("2.11.0+cu130", "2.13.0+cpu")
    # other programs, other files: the compiles pair up by function name and order
    assert d.compiles and all(c.how == "name" for c in d.compiles)
    assert not d.only_a and not d.only_b
    first = d.compiles[0]
    ph = _graph(first, "Dynamo").diff.placeholders
    assert any(x and "cuda:0" in x and y and y.endswith("cpu") for _, x, y in ph)
    code = first.code[0].diff
    assert any(k.startswith("triton_") for k in code.removed) and any(k.startswith("cpp_") for k in code.added)


def test_cli_exit_codes_and_lines(capsys):
    base, attn = _run_dir("diff_base"), _run_dir("diff_manual_attn")
    assert main(["diff", base, attn, "--lines"]) == 1
    out = capsys.readouterr().out
    assert "-        a: \"f32[4, 8, 16][128, 16, 1]cpu\" = torch._C._nn.scaled_dot_product_attention(q, k, v)" in out
    assert "@@" in out and out.rstrip().endswith("matched compiles")
    assert main(["diff", base, str(RUNS / "no-such-run")]) == 2
    assert main(["diff", base]) == 2  # one path needs --ranks
    assert main(["diff", base, "--ranks", "0"]) == 2
    assert main(["diff", base, "--ranks", "0,1"]) == 2  # a single-process run has no rank 0
    assert "has no rank 0" in capsys.readouterr().err


def test_two_ranks_of_one_run(capsys):
    path = CORPUS / "tlparse-inputs" / "multi_rank_logs"
    if not path.exists():
        pytest.skip("../shared/corpus is not present")
    assert main(["diff", str(path), "--ranks", "0,0"]) == 0
    capsys.readouterr()
    assert main(["diff", str(path), "--ranks", "0,1", "--json"]) == 1
    js = json.loads(capsys.readouterr().out)
    assert js["ranks"] == [0, 1]
    assert {c["rank"] for c in js["only_a"]} <= {0} and {c["rank"] for c in js["only_b"]} <= {1}


def test_kernel_names_and_noise_are_normalised():
    a = "triton_poi_fused_add_0 = async_compile.triton('triton_poi_fused_add_0', '''\n@triton.jit\ndef triton_poi_fused_add_0(in_ptr0):\n    pass\n''', device_str='cuda')\n\nbuf3 = empty((4,))\n"
    b = a.replace("_add_0", "_add_1").replace("buf3", "buf7")
    assert set(kernels(a)) == {"triton_poi_fused_add"}
    assert diff_code(a, b).identical
    c = b.replace("pass", "return")
    assert diff_code(a, c).changed == ("triton_poi_fused_add",)


def test_graph_text_parse():
    g = parse_graph(
        'class GraphModule(torch.nn.Module):\n'
        '    def forward(self, L_x_: "f32[4][1]cpu"):\n'
        '        l_x_ = L_x_\n'
        '        sin: "f32[4][1]cpu" = torch.sin(l_x_);  l_x_ = None\n'
        '        mul: "f32[4][1]cpu" = sin * 2;  sin = None\n'
        '        return (mul,)\n'
    )
    assert g.placeholders == (("L_x_", "f32[4][1]cpu"),)
    assert [(n.name, n.target) for n in g.nodes] == [("sin", "torch.sin"), ("mul", "operator:*")]
    assert diff_graphs(g, g).identical


def test_diff_and_check_read_with_jobs(capsys, monkeypatch):
    """`diff` and `check` read their runs on every core by default, as `summary` does
    (`--jobs N`; 1: in this process): the same answer either way (files cut in segments here)."""
    from pt2tui.sources import parallel

    monkeypatch.setattr(parallel, "SPLIT_MIN_BYTES", 16 << 10)
    monkeypatch.setattr(parallel, "SEGMENT_MIN", 8 << 10)
    a, b = _run_dir("diff_base"), _run_dir("diff_new_break")
    before = dict(parallel.STATS)
    outs = []
    for jobs in ("1", "3"):
        rc = main(["diff", a, b, "--json", "--jobs", jobs])
        outs.append((rc, capsys.readouterr().out))
        rc = main(["check", b, "--max-graph-breaks", "0", "--jobs", jobs])
        outs.append((rc, capsys.readouterr().out))
    assert outs[0] == outs[2] and outs[1] == outs[3]
    assert outs[0][0] == 1 and outs[1][0] == 1  # (they differ; a graph break over the budget)
    assert parallel.STATS["merged"] > before.get("merged", 0)  # (workers read some of it)
