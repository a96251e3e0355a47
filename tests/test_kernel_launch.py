"""kernel-repro ``--launch N``: the repro of one kernel at exactly its N-th traced launch, on the
H200 sample's triton-trace rerun (sample_traces/gpu-h200-kernels/bert-triton-trace). Triton
cannot run here: the spec the rerun writes (kernel_repro.json) is checked against the launch
events of tritonparse's own trace file, read raw; the script's launch path runs on CPU tensors."""

from __future__ import annotations

import json
import lzma
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.parse.triton_trace import compile_id_of
from pt2tui.runner.kernel_repro import KERNEL_ENV, LAUNCH_ENV, SCRIPT
from pt2tui.runner.rerun import RerunError, prepare_rerun

ROOT = Path(__file__).resolve().parents[1]
TRACED = ROOT / "sample_traces" / "gpu-h200-kernels" / "bert-triton-trace"
pytestmark = pytest.mark.skipif(not TRACED.is_dir(), reason="no gpu-h200-kernels sample set")

# [0/1] is the dynamic compile: this layer-norm kernel is launched at seq 64 and 96
KERNEL = "triton_per_fused_add_native_layer_norm_view_6"
CID = "[0/1]"


def _raw_launches(name: str, cid: str) -> list[dict]:
    """The trace's launch events of the kernel's compiles (by hash), read raw, in compile then
    launch order."""
    (path,) = (TRACED / "triton_trace").glob("*.ndjson.xz")
    events = [json.loads(ln) for ln in lzma.open(path, "rt", encoding="utf-8") if ln.strip()]
    hashes = []
    for e in events:
        if e.get("event_type") != "compilation":
            continue
        md = (e.get("payload") or {}).get("metadata") or {}
        if md.get("name") == name and compile_id_of(e["payload"].get("pt_info")) == cid and md.get("hash") not in hashes:
            hashes.append(md.get("hash"))
    return [e for h in hashes for e in events
            if e.get("event_type") == "launch" and e["compilation_metadata"]["hash"] == h]  # fmt: skip


def _prepare(tmp_path: Path, launch: str, kernel: str = f"{CID} {KERNEL}", parent: Path = TRACED):
    return prepare_rerun(parent, "kernel-repro", tmp_path, extra_env={KERNEL_ENV: kernel, LAUNCH_ENV: launch})


@pytest.fixture(scope="module")
def raw() -> list[dict]:
    out = _raw_launches(KERNEL, CID)
    assert len(out) == 8  # 4 at seq 64, 4 at seq 96 (16 traced at most per kernel)
    return out


@pytest.mark.parametrize("n", [1, 6])
def test_the_spec_carries_that_launchs_shapes_strides_and_constants(tmp_path: Path, raw, n: int) -> None:
    rr = _prepare(tmp_path, str(n))
    d = rr.run_dir / "kernel_repro"
    cfg = json.loads((d / "kernel_repro.json").read_text())
    assert cfg["kernel"] == KERNEL and cfg["compile_id"] == CID
    assert cfg["launch"] == n and cfg["launches_traced"] == len(raw)
    (spec,) = cfg["launches"]
    want = raw[n - 1]
    assert spec["index"] == n and spec["grid"] == want["grid"]
    assert list(spec["args"]) == list(want["extracted_args"])
    for name, a in want["extracted_args"].items():
        got = spec["args"][name]
        assert got["type"] == a["type"], name
        if a["type"] == "tensor":
            assert (got["shape"], got["stride"], got["dtype"]) == (a["shape"], a["stride"], a["dtype"]), name
        else:
            assert str(got["value"]) == str(a["value"]), name
    seq = 64 if n <= 4 else 96
    assert spec["args"]["in_ptr0"]["shape"] == [4, seq, 256] and spec["args"]["xnumel"]["value"] == str(4 * seq)
    assert any(f"at traced launch {n} of 8: grid {4 * seq}x1x1" in note for note in rr.notes)
    assert (d / "kernel_repro.py").read_text() == SCRIPT.read_text()
    rj = json.loads((rr.run_dir / "run.json").read_text())
    assert rj["kernel_repro"]["launch"] == n


def test_out_of_range_and_no_traced_launches_say_how_many(tmp_path: Path) -> None:
    with pytest.raises(RerunError, match=r"--launch 9: .*_view_6 of compile \[0/1\] has 8 traced launches \(--launch 1 to 8\)"):
        _prepare(tmp_path, "9")
    with pytest.raises(RerunError, match="counts from 1"):
        _prepare(tmp_path, "0")
    cpu = ROOT / "sample_traces" / "cpu-kernels" / "kernel_cpu"  # no triton-trace: no launch traced
    with pytest.raises(RerunError, match=r"no traced launch of .* \(0 launches traced\): .*triton-trace"):
        _prepare(tmp_path, "1", kernel="cpp_fused_native_layer_norm_0", parent=cpu)
    assert not any(tmp_path.iterdir())  # nothing made


def test_cli_launch_needs_kernel_repro(tmp_path: Path) -> None:
    r = subprocess.run([sys.executable, "-m", "pt2tui", "rerun", str(TRACED), "triton-trace", "--launch", "2",
                        "--no-tui", "--runs-dir", str(tmp_path)], capture_output=True, text=True, timeout=120)  # fmt: skip
    assert r.returncode == 2 and "--kernel / --launch are for kernel-repro, not triton-trace" in r.stderr


def test_the_script_runs_the_one_launch_and_names_it(tmp_path: Path, capsys) -> None:
    """The script's launch path on CPU: a kernel that doubles its input, at a traced launch whose
    input was saved (copied into blobs/, read relative to the repro's dir) and strided."""
    torch = pytest.importorskip("torch")
    import importlib.util

    spec = importlib.util.spec_from_file_location("_kr_launch", SCRIPT)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    mod.torch = torch
    (tmp_path / "blobs").mkdir()
    saved = torch.arange(6, dtype=torch.float32).reshape(2, 3)
    torch.save(saved, tmp_path / "blobs" / "in_ptr0_t.bin")
    seen = []

    def kernel(x, out, n):
        seen.append((tuple(x.shape), x.stride(), tuple(out.shape), out.stride(), n, x.clone()))
        out.copy_(x * 2)

    cap = mod.Capture(kernel, "k")
    cap.before, cap.kwargs = [torch.zeros(1), torch.zeros(1), 1], {}
    launch = {"index": 5, "grid": [2, 1, 1], "args": {
        "in_ptr0": {"type": "tensor", "shape": [2, 3], "stride": [3, 1], "dtype": "torch.float32",
                    "blob": "blobs/in_ptr0_t.bin"},
        "out_ptr0": {"type": "tensor", "shape": [2, 3], "stride": [1, 2], "dtype": "torch.float32"},
        "xnumel": {"type": "int", "value": "6"}}}  # fmt: skip
    errors = mod.run_launches(cap, ["in_ptr0", "out_ptr0", "xnumel"], "cpu", [launch], 1, of=8, base=str(tmp_path))
    out = capsys.readouterr().out
    assert errors == []
    assert seen[0][:5] == ((2, 3), (3, 1), (2, 3), (1, 2), 6) and torch.equal(seen[0][5], saved)
    assert "traced launch 5 of 8: grid 2x1x1" in out and "in_ptr0: the traced launch's saved tensor" in out
    assert "tensor (2, 3) stride (1, 2) float32" in out and "xnumel       int 6" in out
    assert "traced launch 5 of 8 (in_ptr0 2x3, out_ptr0 2x3): ran alone" in out


def test_saved_tensors_of_the_launch_are_copied_into_the_repro(tmp_path: Path) -> None:
    """A traced tensor's saved data (triton-trace --tensor-blobs) goes into kernel_repro/blobs/
    with a relative path (the repro stays standalone); a blob not there is left as it was."""
    from dataclasses import replace

    from pt2tui.runner.kernel_repro import pick_kernel, with_launches, write_kernel_repro
    from pt2tui.sources.load import load_run

    ch = with_launches(pick_kernel(load_run(str(TRACED)), f"{CID} {KERNEL}"), str(TRACED), launch=2)
    blob = tmp_path / "saved" / "abc.bin.gz"
    blob.parent.mkdir()
    blob.write_bytes(b"data")
    (spec,) = ch.launches
    args = dict(spec["args"])
    args["in_ptr0"] = {**args["in_ptr0"], "blob": str(blob)}
    args["in_ptr1"] = {**args["in_ptr1"], "blob": str(tmp_path / "gone.bin")}
    d = write_kernel_repro(replace(ch, launches=({**spec, "args": args},)), tmp_path / "run")
    got = json.loads((d / "kernel_repro.json").read_text())["launches"][0]["args"]
    assert got["in_ptr0"]["blob"] == "blobs/in_ptr0_abc.bin.gz"
    assert (d / "blobs" / "in_ptr0_abc.bin.gz").read_bytes() == b"data"
    assert got["in_ptr1"]["blob"] == str(tmp_path / "gone.bin")


def test_the_kernels_view_numbers_launches_and_enter_prepares_that_repro() -> None:
    """The Kernels view lists each shape with its launch numbers (what --launch counts); Enter
    on a shape prepares the kernel-repro at its first launch (planned: nothing written)."""
    from pt2tui.render.views.kernels import kernel_doc
    from pt2tui.sources.kernels import load_level, read_stage
    from pt2tui.sources.load import load_run
    from pt2tui.tui.reruns.controller import Reruns
    from pt2tui.tui.reruns.job import RerunJob

    lv = load_level(str(TRACED), load_run(str(TRACED)))
    r = next(r for r in lv.rows if r.name == KERNEL and r.compile_id == CID and r.kernel.launches)
    doc = kernel_doc(lv, r.kernel.hash, read_stage)
    text = "\n".join(doc.plain)
    assert "shape 1: launches 1-4  grid 256x1x1" in text and "shape 2: launches 5-8  grid 384x1x1" in text
    assert f"kernel-repro --kernel '{CID} {KERNEL}' --launch N" in text
    targets = [t for t in doc.targets.values() if isinstance(t, tuple) and t[0] == "kernel-repro"]
    assert targets == [("kernel-repro", f"{CID} {KERNEL}", 1), ("kernel-repro", f"{CID} {KERNEL}", 5)]

    class App:  # what the controller's prepare step uses of the app
        path = str(TRACED)

        def call_from_thread(self, fn, *args):
            self.prepared = args

        def post_message(self, _m):
            pass

    app = App()
    _t, spec, n = targets[1]
    job = RerunJob(app, str(TRACED), "kernel-repro", None, {KERNEL_ENV: spec, LAUNCH_ENV: str(n)})
    Reruns(app)._prepare_thread(job)
    assert job.error is None and job.rr is not None and job.rr.planned
    assert job.rr.plan.info["kernel_repro"]["launch"] == 5
    assert any("at traced launch 5 of 8: grid 384x1x1" in note for note in job.rr.notes)
