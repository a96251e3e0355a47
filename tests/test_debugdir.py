"""torch_compile_debug/ reader: the gpu-h100 corpus, compile-id joins, broken dirs."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.debugdir import (
    DebugDir,
    join_compile_ids,
    read_aot_id,
    read_debug_dir,
)
from pt2tui.core.parse.log_paths import extract_debug_trace_dirs
from pt2tui.core.parse.logtext import parse_log_file

CORPUS = Path(__file__).resolve().parents[1].parent / "shared" / "corpus"
GPU = CORPUS / "gpu-h100"
BREAKS = GPU / "breaks_and_recompiles"

needs_corpus = pytest.mark.skipif(not BREAKS.is_dir(), reason="shared corpus not present")

EXPECTED_BREAKS = {
    # dir name -> compile id, as the stderr "debug trace:" lines say
    "model__0_forward_1.0": "[0/0]",
    "model__1_forward_4.1": "[1/0_1]",
    "model__2_forward_7.2": "[2/0]",
    "model__2_backward_9.3": "[2/0]",
    "model__1_backward_10.4": "[1/0_1]",
    "model__0_backward_11.5": "[0/0]",
    "model__3_forward_13.6": "[0/1]",
    "model__3_backward_14.7": "[0/1]",
    "model__4_forward_16.8": "[1/1_1]",
    "model__4_backward_17.9": "[1/1_1]",
    "model__5_forward_19.10": "[2/1]",
    "model__5_backward_20.11": "[2/1]",
    "model__6_inference_21.12": "[3/0]",
    "model__7_inference_22.13": "[3/1]",
}
_NAME = re.compile(r"^model__(\d+)_(forward|backward|inference)_\d+\.\d+$")


def cid(text: str) -> CompileId:
    parsed = CompileId.parse(text)
    assert parsed is not None
    return parsed


def aot_ids_from_trace(trace_dir: Path) -> dict[str, CompileId]:
    """{aot id: compile id} from the inductor_output_code records of a TORCH_TRACE log."""
    out: dict[str, CompileId] = {}
    for log in trace_dir.glob("*.log"):
        lines = log.read_text(errors="replace").split("\n")
        for i, line in enumerate(lines[:-1]):
            if '{"inductor_output_code"' not in line:
                continue
            env = json.loads(line[line.index("] {") + 2 :])
            aot = read_aot_id(lines[i + 1].removeprefix("\t"))
            c = CompileId.from_envelope(env)
            if aot is not None and c is not None:
                out[aot] = c
    return out


# --------------------------------------------------------------------------- corpus


@needs_corpus
def test_breaks_and_recompiles_graphs() -> None:
    dd = read_debug_dir(BREAKS / "torch_compile_debug")
    assert dd.problems == ()
    assert dd.root == str(BREAKS / "torch_compile_debug")
    on_disk = sorted(
        p.name for p in BREAKS.glob("torch_compile_debug/run_*/torchinductor/model__*")
    )
    assert sorted(g.name for g in dd.graphs) == on_disk == sorted(EXPECTED_BREAKS)
    # ordered by the debug-dir counter (creation order)
    assert [int(g.name.rsplit(".", 1)[1]) for g in dd.graphs] == list(range(14))
    for g in dd.graphs:
        m = _NAME.match(g.name)
        assert m is not None
        assert g.pid == 429
        assert g.kind == m.group(2)
        assert g.aot_id == f"{m.group(1)}_{m.group(2)}"  # from "# AOT ID: ['0_forward']"
        assert Path(g.run_dir).name.endswith("-pid_429")
        assert Path(g.path).parent.name == "torchinductor"
        names = [a.name for a in g.artifacts]
        assert names[:6] == [
            "fx_graph_readable",
            "fx_graph_runnable",
            "fx_graph_transformed",
            "ir_pre_fusion",
            "ir_post_fusion",
            "output_code",
        ]
        assert len(set(names)) == len(names)
        for a in g.artifacts:
            assert a.kind == "debug_dir" and a.compile_id is None
            assert a.ref.kind == "file" and Path(a.ref.path).is_file()
            assert Path(a.ref.path).parent == Path(g.path)
        code = g.artifact("output_code")
        assert code is not None and (code.category, code.encoding) == ("output_code", "python")
        ir = g.artifact("ir_post_fusion")
        assert ir is not None and (ir.category, ir.encoding) == ("ir", "text")
        assert g.artifact("fx_graph_readable").category == "aot_graph"  # type: ignore[union-attr]
        assert g.artifact("fx_graph_transformed").category == "post_grad"  # type: ignore[union-attr]
    prov = [g.artifact("inductor_provenance_tracking_node_mappings") for g in dd.graphs]
    assert any(p is not None and (p.category, p.encoding) == ("provenance", "json") for p in prov)
    names = {Path(f).name for f in dd.other_files}
    assert "debug.log" in names and "aot_model___0_debug.log" in names
    assert dd.minifier_dirs == ()


@needs_corpus
def test_accepted_entry_points_agree() -> None:
    a = read_debug_dir(BREAKS)  # folder that holds torch_compile_debug/
    b = read_debug_dir(BREAKS / "torch_compile_debug")
    (run,) = (BREAKS / "torch_compile_debug").glob("run_*")
    c = read_debug_dir(run)
    assert a == b
    assert c.graphs == b.graphs and c.root == str(run)


@needs_corpus
def test_join_by_debug_trace_lines_and_by_aot_ids_agree() -> None:
    dd = read_debug_dir(BREAKS)
    trace_dirs = extract_debug_trace_dirs(parse_log_file(BREAKS / "stderr.txt"))
    by_trace = join_compile_ids(dd, {}, trace_dirs)
    assert {Path(p).name: str(c) for p, c in by_trace.items()} == EXPECTED_BREAKS

    aot_ids = aot_ids_from_trace(BREAKS / "trace")
    assert len(aot_ids) == 14
    assert aot_ids["0_forward"] == cid("[0/0]")
    by_aot = join_compile_ids(dd, aot_ids, {}, pid=429)
    assert by_aot == by_trace
    assert join_compile_ids(dd, aot_ids, {}, pid=1) == {}  # other process: AOT ids don't apply
    assert join_compile_ids(dd, aot_ids, trace_dirs, pid=429) == by_trace


@needs_corpus
@pytest.mark.parametrize("name", ["compile_error", "accuracy_error", "nan_producer"])
def test_single_graph_runs(name: str) -> None:
    dd = read_debug_dir(GPU / name)
    assert dd.problems == () and len(dd.graphs) == 1
    (g,) = dd.graphs
    trace_dirs = extract_debug_trace_dirs(parse_log_file(GPU / name / "stderr.txt"))
    assert join_compile_ids(dd, {}, trace_dirs) == {g.path: cid("[0/0]")}
    assert g.aot_id in ("0_forward", "0_inference")


@needs_corpus
def test_compile_error_graph_has_no_provenance() -> None:
    (g,) = read_debug_dir(GPU / "compile_error").graphs
    assert g.artifact("inductor_provenance_tracking_node_mappings") is None
    assert g.artifact("output_code") is not None


@needs_corpus
@pytest.mark.parametrize(
    "rel, count",
    [
        ("rerun_minify_compile_error", 1),
        ("rerun_minifier_launcher_minify", 1),
        ("rerun_minifier_launcher_minify/isolate", 4),
    ],
)
def test_minifier_dirs(rel: str, count: int) -> None:
    d = GPU / rel
    if not d.is_dir():
        pytest.skip(f"{rel} not in corpus")
    dd = read_debug_dir(d)
    assert dd.problems == () and dd.graphs == ()
    assert len(dd.minifier_dirs) == count
    for m in dd.minifier_dirs:
        assert Path(m).name == "minifier" and Path(m).is_dir()
        assert Path(m).parent.name.startswith("run_")


@needs_corpus
def test_folder_without_debug_dir_is_a_problem() -> None:
    dd = read_debug_dir(GPU / "rerun_nan_asserts")
    assert dd.graphs == () and len(dd.problems) == 1


# --------------------------------------------------------------------------- fixtures


def test_read_aot_id() -> None:
    assert read_aot_id("# AOT ID: ['1_forward']") == "1_forward"
    assert read_aot_id("# AOT ID: ['0_inference']\n") == "0_inference"
    assert read_aot_id('# AOT ID: ["2_backward"]') == "2_backward"
    assert read_aot_id("# AOT ID: []") is None
    assert read_aot_id("from ctypes import c_void_p") is None
    assert read_aot_id("") is None


def make_graph(run: Path, name: str, aot: str | None, extra: dict[str, str] | None = None) -> Path:
    g = run / "torchinductor" / name
    g.mkdir(parents=True)
    if aot is not None:
        (g / "output_code.py").write_text(f"# AOT ID: ['{aot}']\nimport torch\n")
    (g / "fx_graph_readable.py").write_text("class GraphModule: ...\n")
    for fname, text in (extra or {}).items():
        (g / fname).write_text(text)
    return g


def test_two_processes_join_by_pid(tmp_path: Path) -> None:
    root = tmp_path / "torch_compile_debug"
    r1 = root / "run_2026_01_01_00_00_00_000000-pid_11"
    r2 = root / "run_2026_01_01_00_00_01_000000-pid_22"
    g1 = make_graph(r1, "model__0_forward_1.0", "0_forward")
    g2 = make_graph(r2, "model__0_forward_1.0", "0_forward")
    (r1 / "torchdynamo").mkdir()
    (r1 / "torchdynamo" / "debug.log").write_text("x\n")
    (r2 / "minifier" / "checkpoints").mkdir(parents=True)
    dd = read_debug_dir(tmp_path)
    assert dd.problems == ()
    assert [(g.path, g.pid) for g in dd.graphs] == [(str(g1), 11), (str(g2), 22)]
    assert dd.minifier_dirs == (str(r2 / "minifier"),)
    assert dd.other_files == (str(r1 / "torchdynamo" / "debug.log"),)

    aot = {"0_forward": cid("[0/0]")}
    trace = {"model__0_forward_1.0": cid("[5/0]")}
    # ambiguous without a pid: same AOT id and dir name in both runs
    assert join_compile_ids(dd, aot, trace) == {}
    assert join_compile_ids(dd, aot, {}, pid=22) == {str(g2): cid("[0/0]")}
    # the debug trace line wins over the AOT id
    assert join_compile_ids(dd, aot, trace, pid=11) == {str(g1): cid("[5/0]")}


def test_debug_trace_join_needs_no_pid(tmp_path: Path) -> None:
    run = tmp_path / "run_2026_01_01_00_00_00_000000-pid_7"
    g = make_graph(run, "model__3_backward_5.2", None)
    dd = read_debug_dir(run)
    (graph,) = dd.graphs
    assert graph.aot_id is None and graph.kind == "backward" and graph.pid == 7
    assert [a.name for a in graph.artifacts] == ["fx_graph_readable"]
    assert join_compile_ids(dd, {}, {"model__3_backward_5.2": cid("[1/2]")}, pid=99) == {
        str(g): cid("[1/2]")
    }


def test_unknown_and_extra_files(tmp_path: Path) -> None:
    run = tmp_path / "run_2026_01_01_00_00_00_000000-pid_7"
    make_graph(
        run,
        "model__0_inference_0.0",
        "0_inference",
        {"ir_pre_fusion.txt": "", "debug.log": "", "notes.txt": "", "graph.svg": "<svg/>"},
    )
    (graph,) = read_debug_dir(tmp_path).graphs
    arts = [(a.name, a.category, a.encoding, a.index) for a in graph.artifacts]
    assert arts == [
        ("fx_graph_readable", "aot_graph", "python", 0),
        ("ir_pre_fusion", "ir", "text", 1),
        ("output_code", "output_code", "python", 2),
        ("debug", "other", "text", 3),
        ("notes", "other", "text", 4),
    ]


def test_unreadable_output_code_is_a_problem(tmp_path: Path) -> None:
    run = tmp_path / "torch_compile_debug" / "run_2026_01_01_00_00_00_000000-pid_7"
    g = make_graph(run, "model__0_forward_1.0", None)
    (g / "output_code.py").symlink_to(tmp_path / "missing.py")  # dangling
    dd = read_debug_dir(tmp_path)
    (graph,) = dd.graphs
    assert graph.aot_id is None
    assert [p.where for p in dd.problems] == [str(g / "output_code.py")]


def test_missing_and_odd_paths(tmp_path: Path) -> None:
    dd = read_debug_dir(tmp_path / "nope")
    assert isinstance(dd, DebugDir) and dd.graphs == () and len(dd.problems) == 1
    f = tmp_path / "file.txt"
    f.write_text("x")
    assert len(read_debug_dir(f).problems) == 1
    empty = tmp_path / "torch_compile_debug"
    empty.mkdir()
    dd = read_debug_dir(tmp_path)
    assert dd.graphs == () and dd.problems == () and dd.root == str(empty)


def _is_debug(a) -> bool:
    return isinstance(a.meta, dict) and "debug_graph" in a.meta


def test_debug_artifacts_follow_the_trace_ones_however_the_trace_is_read(tmp_path: Path) -> None:
    """A compile's torch_compile_debug artifacts come after its trace artifacts, whether the
    trace was read at once or in two reads with the dirs joined between them (only compiles
    with a joined dir are put in order when frozen: builder._ordered_artifacts)."""
    import shutil

    from pt2tui.sources.follower import Follower
    from pt2tui.sources.load import load_run

    src = Path(__file__).resolve().parents[1] / "sample_traces" / "cpu" / "accuracy_error"
    if not src.is_dir():
        pytest.skip("sample trace not present")
    whole = load_run(str(src))
    joined = [c for c in whole.compiles if any(_is_debug(a) for a in c.artifacts)]
    assert joined
    for c in whole.compiles:
        flags = [_is_debug(a) for a in c.artifacts]
        assert flags == sorted(flags), c.id  # the trace's, then the debug dir's
    d = tmp_path / "run"
    shutil.copytree(src, d)
    log = next((d / "trace").glob("*.log"))
    data = log.read_bytes()
    cut = data.index(b"\n", len(data) * 2 // 3) + 1
    log.write_bytes(data[:cut])
    f = Follower(str(d))
    while f.poll():
        pass
    f.snapshot()
    with open(log, "ab") as w:
        w.write(data[cut:])
    while f.poll():
        pass
    f.finish()
    run = f.snapshot()
    assert {c.id: [(a.name, a.kind) for a in c.artifacts] for c in run.compiles} == {
        c.id: [(a.name, a.kind) for a in c.artifacts] for c in whole.compiles
    }
