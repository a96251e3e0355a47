"""The kernel level on the H200 samples (sample_traces/gpu-h200-kernels, recorded by
recording/record_gpu_kernels.sh): tritonparse's own parse of the same traces is the oracle
(``oracle.json.xz``: per compile its metadata, stages and source mappings, per kernel its
launches), cuobjdump's resource usage the oracle of the cubin's registers and stack."""

from __future__ import annotations

import json
import lzma
import re
from pathlib import Path

import pytest

from pt2tui.core.analysis.kernel_diff import diff_kernels, kernel_diff_lines
from pt2tui.core.analysis.kernel_level import kernel_summary
from pt2tui.core.parse.triton_cache import cubin_resources
from pt2tui.core.parse.triton_ir import source_lines
from pt2tui.core.parse.triton_trace import compile_id_of
from pt2tui.render.views.kernels import kernel_doc, kernels_doc
from pt2tui.sources.kernels import load_kernels, load_level, read_stage
from pt2tui.sources.load import load_run

SET = Path(__file__).resolve().parents[1] / "sample_traces" / "gpu-h200-kernels"
pytestmark = pytest.mark.skipif(not SET.is_dir(), reason="no gpu-h200-kernels sample set")

TRACED = ("bert-triton-trace", "user_kernels-triton-trace")


def _oracle(name: str) -> dict:
    return json.loads(lzma.open(SET / name / "oracle.json.xz", "rt").read())


@pytest.fixture(scope="module")
def levels() -> dict:
    out = {}
    for name in TRACED:
        p = str(SET / name)
        out[name] = load_level(p, load_run(p))
    return out


@pytest.mark.parametrize("name", TRACED)
def test_metadata_and_stages_match_tritonparse(name: str, levels) -> None:
    orc = _oracle(name)["compiles"]
    ks = {k.hash: k for k in levels[name].kset.kernels if k.compile.origin == "trace"}
    if name == "bert-triton-trace":
        assert set(ks) == set(orc), "the same compiles as tritonparse's parse"
    else:  # tritonparse's parse runs out of memory on the spilling kernel's 4.8 MB event: user_add only
        assert set(orc) <= set(ks) and {o["name"] for o in orc.values()} == {"user_add"}
    for h, o in orc.items():
        k = ks[h]
        assert k.name == o["name"]
        for f in ("num_warps", "num_stages", "shared", "num_ctas"):
            assert getattr(k.compile, f) == o[f], (k.name, f)
        theirs = {s.rsplit(".", 1)[-1] for s in o["stages"]} & {"ttir", "ttgir", "llir", "ptx"}
        assert theirs <= {s.stage for s in k.stages}, k.name
        assert k.compile.compile_id == compile_id_of(o["pt_info"])


@pytest.mark.parametrize("name", TRACED)
def test_ir_lines_map_to_python_lines_as_tritonparse_says(name: str, levels) -> None:
    orc = _oracle(name)["compiles"]
    checked = agree = 0
    for k in levels[name].kset.kernels:
        o = orc.get(k.hash)
        if o is None:
            continue
        for ref in k.stages:
            theirs = o["source_mappings"].get(ref.stage)
            if not theirs:
                continue
            mine = source_lines(ref.stage, read_stage(ref) or "")
            for ln, py in theirs.items():
                checked += 1
                agree += mine.get(int(ln), ("", None))[1] == py
    assert checked > 100
    assert agree / checked > 0.995, f"{agree}/{checked} IR lines map to tritonparse's Python line"


@pytest.mark.parametrize("name", TRACED)
def test_launches_match_launch_diff(name: str, levels) -> None:
    diffs = _oracle(name)["launch_diff"]
    status = levels[name].kset.status
    for k in levels[name].kset.kernels:
        if k.hash not in diffs:
            continue
        assert len(k.launches) == diffs[k.hash]["total_launches"], k.name
        varies = "extracted_args" in diffs[k.hash]["diffs"]
        if len(k.shapes()) > 1:
            assert varies, k.name
    assert status.get("tritonparse")


def _res_usage(name: str) -> dict[str, dict[str, int]]:
    text = (SET / name / "res_usage.txt").read_text()
    out: dict[str, dict[str, int]] = {}
    cur = None
    for ln in text.splitlines():
        if ln.startswith("== "):
            cur = ln[3:].strip().rsplit("/", 1)[-1]
        m = re.search(r"REG:(\d+) STACK:(\d+)", ln)
        if m and cur and cur not in out:
            out[cur] = {"registers": int(m.group(1)), "stack": int(m.group(2))}
    return out


def test_cubin_registers_and_stack_match_cuobjdump() -> None:
    name = "user_kernels-triton-trace"
    oracle = _res_usage(name)
    assert oracle
    for cubin, want in oracle.items():
        path = next((SET / name / "triton_cache").rglob(cubin + "*"))  # stored .xz
        got = cubin_resources(lzma.open(path).read() if path.suffix == ".xz" else path.read_bytes())
        assert got.get("registers") == want["registers"], cubin
        assert got.get("stack", 0) == want["stack"], cubin


def test_user_kernels_no_compile_id_configs_spills(levels) -> None:
    lv = levels["user_kernels-triton-trace"]
    adds = [r for r in lv.rows if r.name == "user_add"]
    # @triton.autotune's 3 configs, each compiled for n=5000 and n=300000 (n % 16 specializes)
    assert len(adds) == 6 and all(r.compile_id is None and not r.inductor for r in adds)
    assert all(r.configs == 6 for r in adds) and sum(r.chosen for r in adds) == 1
    (spill,) = [r for r in lv.rows if r.name == "spill_heavy"]
    assert spill.kernel.stack and spill.kernel.compile.num_warps == 1 and spill.kernel.compile.maxnreg == 64
    (f,) = [f for f in lv.findings if f.kind == "spills"]
    assert f.kernel == "spill_heavy" and "maxnreg 64" in f.line
    text = "\n".join(kernels_doc(lv).plain)
    assert "user kernel, no compile id" in text and "the config kept of 6 compiled" in text


def test_bert_kernels_joined_and_stages_side_by_side(levels) -> None:
    lv = levels["bert-triton-trace"]
    inductor = [r for r in lv.rows if r.inductor]
    assert len(inductor) >= 10 and all(r.compile_id for r in inductor)
    assert any(r.nodes for r in inductor) and any(r.user_lines for r in inductor)
    r = next(r for r in inductor if r.kernel.launches)
    doc = "\n".join(kernel_doc(lv, r.kernel.hash, read_stage).plain)
    assert "Stages side by side" in doc and "TTIR" in doc and "PTX" in doc


def test_kernel_diff_between_the_two_compiles(levels) -> None:
    lv = levels["bert-triton-trace"]
    d = diff_kernels(lv, lv, read_stage, cid_a="[0/0]", cid_b="[0/1]")
    assert d["kernels"] and not d["identical"]
    assert any("~ " in ln for ln in kernel_diff_lines(d))
    same = diff_kernels(lv, lv, read_stage)
    assert same["identical"]


def test_cache_alone_gives_stages_and_metadata() -> None:
    ks = load_kernels(str(SET / "user_kernels-triton-trace" / "triton_cache"))
    assert ks is not None and {k.compile.origin for k in ks.kernels} == {"cache"}
    add = [k for k in ks.kernels if k.name == "user_add"]
    assert len(add) == 6 and all({"ttir", "ttgir", "llir", "ptx"} <= {s.stage for s in k.stages} for k in add)
    assert sorted(k.compile.num_warps for k in add) == [2, 2, 4, 4, 8, 8]
    (spill,) = [k for k in ks.kernels if k.name == "spill_heavy"]
    assert spill.spills and spill.registers == 64
    for k in add:
        text = read_stage(k.compile.stage("ttir"))
        assert text and source_lines("ttir", text)


def _out(name: str) -> str:
    return lzma.open(SET / name / "output.log.xz", "rt", encoding="utf-8").read()


@pytest.mark.parametrize("name, cid", [("bert-kernel-repro", "[0/0]"), ("bert-kernel-repro-2", "[0/1]")])
def test_inductor_triton_kernel_repro_passed_on_the_h200(name: str, cid: str) -> None:
    """The repro ran the persistent layer-norm kernel alone through CachingAutotuner.run(...,
    stream=) and matched the eager aten ops of its FX nodes (fp16); [0/1] is the dynamic-shape
    compile (its size symbol an argument)."""
    out = _out(name)
    kernel = "triton_per_fused_add_embedding_expand_gather_native_layer_norm_slice_0"
    assert f"kernel-repro: PASS {kernel} matches eager (out_ptr3=convert_element_type_1)" in out
    assert "stream = 0" in out and "alone vs inside the graph: same outputs" in out
    rj = json.loads((SET / name / "run.json").read_text())
    assert rj["exit_code"] == 0 and rj["kernel_repro"]["compile_id"] == cid
    assert rj["parent"].endswith("bert-triton-trace")
    if cid == "[0/1]":
        assert "ks0          int 64" in out


def test_pick_kernel_on_the_traced_bert_run() -> None:
    from pt2tui.runner.kernel_repro import pick_kernel, with_launches

    p = str(SET / "bert-triton-trace")
    ch = with_launches(pick_kernel(load_run(p), "[0/1]"), p)
    assert ch.kernel.name.startswith("triton_per_fused_add_embedding") and str(ch.compile.id) == "[0/1]"
    assert len(ch.launches) == 2  # seq 64 and 96 through the dynamic compile: two shapes traced
    shapes = {tuple(la["args"]["in_ptr0"]["shape"]) for la in ch.launches}
    assert shapes == {(4, 64), (4, 96)}


def test_user_triton_compile_error_at_its_line() -> None:
    p = str(SET / "user_error")
    lv = load_level(p, load_run(p))
    (f,) = lv.findings
    assert f.kind == "compile_error" and f.kernel == "bad_dot"
    assert "stage source (frontend), line 5:8" in f.line and "K >= 16" in f.line
    assert any("c = tl.dot(a, b)" in d for d in f.detail)


def test_pt2tui_diff_one_kernel_between_two_compiles() -> None:
    import subprocess
    import sys

    s = str(SET / "bert-triton-trace")
    out = subprocess.run([sys.executable, "-m", "pt2tui", "diff", f"{s}:[0/0]", f"{s}:[0/1]", "--kernel",
                          "triton_per_fused_add_native_layer_norm_view_6"], capture_output=True, text=True,
                         timeout=120)  # fmt: skip
    assert out.returncode == 1
    text = out.stdout[out.stdout.index("Kernels: differ"):]
    assert "launch_shapes: 1 -> 2" in text and "-    xnumel = 512" in text  # static vs dynamic
    assert "ttir: changed" in text and "ptx: changed" in text


def test_an_ir_line_leads_to_its_lines_in_the_other_stages(levels) -> None:
    lv = levels["bert-triton-trace"]
    r = next(r for r in lv.rows if r.kernel.launches)
    doc = kernel_doc(lv, r.kernel.hash, read_stage, focus=("ttgir", 45))
    text = "\n".join(doc.plain)
    block = text[text.index("TTGIR line 45"):]
    assert "from Python line" in block and "tl.load(in_ptr0" in block
    for st in ("TTIR ", "LLIR ", "PTX "):
        assert f"    {st}" in block
    assert any(t[:3] == ("ir", r.kernel.hash, "ptx") for t in doc.targets.values() if isinstance(t, tuple))


SET2 = SET.parent / "gpu-h200-kernels2"


@pytest.mark.skipif(not SET2.is_dir(), reason="no gpu-h200-kernels2 sample set")
def test_repro_at_the_traced_launch_shape_and_the_resolved_config() -> None:
    out = lzma.open(SET2 / "bert-kernel-repro" / "output.log.xz", "rt").read()
    assert "config: XBLOCK: 1, num_warps: 2" in out and "(CUDA events, 20 launches back to back)" in out
    assert re.search(r"traced launch 1 \(in_ptr0 4x128, .*\): ran alone, [\d.]+ us per launch", out)
    assert "kernel-repro: PASS" in out
    launches = json.loads((SET2 / "bert-kernel-repro" / "kernel_repro" / "kernel_repro.json").read_text())["launches"]
    assert launches[0]["args"]["xnumel"]["value"] == "512" and launches[0]["grid"] == [512, 1, 1]


@pytest.mark.skipif(not SET2.is_dir(), reason="no gpu-h200-kernels2 sample set")
def test_max_autotune_tables_on_the_gpu() -> None:
    p = str(SET2 / "bert-profile-max-autotune")
    lv = load_level(p, load_run(p))
    tables = [f for f in lv.findings if f.kind == "autotune"]
    assert len(tables) == 10 and all(re.search(r"best of 2[0-2] tried", f.line) for f in tables)
    assert {f.line.split("(")[0] for f in tables} == {"max-autotune addmm", "max-autotune bmm"}
    first = tables[0]
    assert first.line.startswith("max-autotune addmm(4x256, 4x256, 256x256): chose triton_mm_")
    assert any("BLOCK_K=" in d and "num_warps=" in d for d in first.detail)


SET3 = SET.parent / "gpu-h200-kernels3"


@pytest.mark.skipif(not SET3.is_dir(), reason="no gpu-h200-kernels3 sample set")
def test_kernel_times_from_the_profile_rerun_of_the_traced_run() -> None:
    """The profile rerun's kernels, joined by name and compile id: the profiled calls ran the
    dynamic compile [0/1]; its time goes on the config autotuning kept, not on [0/0]'s kernels of
    the same name nor on the configs that never ran."""
    p = str(SET3 / "bert_steady-triton-trace")
    lv = load_level(p, load_run(p))
    timed = [r for r in lv.rows if r.time_ms]
    assert len(timed) >= 6 and all(r.compile_id == "[0/1]" and r.chosen for r in timed)
    (t2,) = [r for r in timed if r.name == "triton_poi_fused__to_copy_clone_mul_transpose_view_2"]
    assert t2.configs == 5 and 0.05 < t2.time_ms < 0.1
    assert not any(r.time_ms for r in lv.rows if r.compile_id == "[0/0]" or not r.chosen)
    s = kernel_summary(lv)
    assert any(k["time_ms"] and k["config_kept"] and k["configs"] == 5 for k in s["kernels"])
