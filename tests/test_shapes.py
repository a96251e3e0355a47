"""Dynamic shapes on real torch 2.13 runs: `summary --json`'s "shapes" key (symbols,
specializations, guards, each with the user's line), the Dim name of the run's output joined to
its symbol, data-dependent guard errors, the guard tree's guards joined to the guard_added that
made them, and the torch version of a trace with no frame compile."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pt2tui.core.analysis.shape_guards import guard_origins
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.parse.payloads import read_text
from pt2tui.core.parse.user_frame import is_user_file
from pt2tui.sources.load import load_run

REPO = Path(__file__).resolve().parents[1]
SAMPLES = REPO / "sample_traces" / "cpu"
CORPUS = REPO.parent / "shared" / "corpus" / "tlparse-inputs"


def _shapes(path: Path) -> dict:
    if not path.exists():
        pytest.skip(f"{path} is not here")
    return summary_dict(load_run(str(path)))


def test_export_specialized_dim_names_value_source_line_and_dim() -> None:
    d = _shapes(SAMPLES / "export_specialized_dim")  # the run dir: trace + stderr
    sh = d["shapes"]
    assert set(sh) == {"symbols", "specializations", "guards"}
    (spec,) = sh["specializations"]
    assert spec == {
        "compile_id": None, "rank": None, "process": "6601", "symbol": "s77",
        "sources": ["L['x'].size()[0]"],
        "value": "8", "reason": "range_refined_to_singleton", "dim": "batch",
        "user_frame": "/home/dev/pt2tui/sample_traces/scenarios.py:341",
        "code": "return y.reshape(8, -1)",
    }  # fmt: skip
    (sym,) = sh["symbols"]
    assert (sym["symbol"], sym["value"], sym["range"], sym["unbacked"], sym["dim"]) == (
        "s77", "8", "[2, int_oo]", False, "batch")  # fmt: skip
    assert sym["user_frame"].endswith("scenarios.py:347")  # the export call made it
    assert [g["expr"] for g in sh["guards"]] == [
        "Eq(Mod(4*s77, 8), 0)", "Eq(4*s77, 8*((s77//2)))", "Eq(s77, 8)"]  # fmt: skip
    assert {g["user_frame"] for g in sh["guards"]} == {spec["user_frame"]}
    assert {g["kind"] for g in sh["guards"]} == {"guard_added_fast"}


def test_trace_alone_has_the_shapes_and_the_torch_version() -> None:
    """No frame was compiled (export only): the torch_version record says the version."""
    d = _shapes(SAMPLES / "export_specialized_dim" / "trace")
    assert d["torch_version"] == "2.13.0+cpu"
    (spec,) = d["shapes"]["specializations"]
    assert spec["value"] == "8" and spec["user_frame"].endswith("scenarios.py:341")
    assert spec["dim"] is None  # the Dim name is only in the output


def test_header_says_the_torch_version_of_an_export_trace() -> None:
    trace = SAMPLES / "export_specialized_dim" / "trace"
    if not trace.exists():
        pytest.skip("sample not recorded")
    out = subprocess.run([sys.executable, "-m", "pt2tui", "summary", str(trace)],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    assert out.returncode == 0, out.stderr
    assert "torch 2.13.0+cpu" in out.stdout.split("\n", 1)[0]
    assert "Shapes" in out.stdout and "Specialized to a constant" in out.stdout


def test_mark_dynamic_specialized_under_compile() -> None:
    sh = _shapes(SAMPLES / "mark_dynamic_specialized")["shapes"]
    (spec,) = sh["specializations"]
    assert spec["compile_id"] == "[0/0]"
    assert spec["user_frame"] == "/home/dev/pt2tui/sample_traces/scenarios.py:399"
    assert spec["code"] == "if x.shape[0] == 8:  # specializes the marked dim"
    assert spec["dim"] == "L['x'].size()[0]"  # mark_dynamic: torch names the dim by its source
    (g,) = sh["guards"]
    assert (g["expr"], g["compile_id"], g["user_frame"]) == ("Eq(s77, 8)", "[0/0]",
                                                            spec["user_frame"])  # fmt: skip


def test_data_dependent_guard_error_under_fullgraph() -> None:
    sh = _shapes(SAMPLES / "data_dependent_fullgraph")["shapes"]
    (sym,) = sh["symbols"]
    assert (sym["symbol"], sym["unbacked"], sym["value"]) == ("u0", True, None)
    assert sym["code"] == "n = (x > 0).sum().item()"
    (err,) = [g for g in sh["guards"] if g["kind"] == "data_dependent_error"]
    assert err == {
        "compile_id": "[0/0]", "rank": None, "process": "14612", "kind": "data_dependent_error",
        "expr": "u0 > 3",
        "source": "compilation_metrics",
        "user_frame": "/home/dev/pt2tui/sample_traces/scenarios.py:419", "code": "if n > 3:",
    }  # fmt: skip


def test_guards_of_a_dynamic_recompile_and_generated_frames_skipped() -> None:
    sh = _shapes(SAMPLES / "breaks_and_recompiles")["shapes"]
    (g,) = sh["guards"]
    # the innermost frame is <string>:338 (generated code): the user's line is the call
    assert (g["expr"], g["compile_id"], g["code"]) == ("8*s77 <= 4096", "[0/1]", "out = compiled(x)")
    assert {s["symbol"] for s in sh["symbols"]} == {"s77", "s17", "zf69"}
    assert not sh["specializations"]


def test_recompile_limit_run_has_no_shapes() -> None:
    sh = _shapes(SAMPLES / "recompile_limit")["shapes"]  # dynamic=False: ints specialize as guards
    assert sh == {"symbols": [], "specializations": [], "guards": []}


def test_draft_export_corpus_trace() -> None:
    """tlparse's export.log (draft_export, an older torch): guard_added records with no
    user_stack; the user's line is past unittest's frames (stdlib)."""
    sh = _shapes(CORPUS / "export.log")["shapes"]
    guards = sh["guards"]
    assert len(guards) == 8 and {g["compile_id"] for g in guards} == {None}
    first = guards[0]
    assert first["expr"] == "(((-u0)//3)) + 5 >= 0"
    assert first["user_frame"].endswith("test/export/test_draft_export.py:276")
    assert first["code"] == "torch._check_is_size(a)"
    (prop,) = [g for g in guards if g["kind"].startswith("propagate_real_tensors")]
    assert prop["result"] == "False" and prop["code"] == "return z[:a]"
    (u0,) = sh["symbols"]
    assert u0["unbacked"] and u0["code"] == "a = x.item()"


def test_guard_tree_lines_joined_to_guard_added() -> None:
    run = load_run(str(SAMPLES / "breaks_and_recompiles"))
    c = next(c for c in run.compiles if str(c.id) == "[0/1]")
    text = read_text(c.artifact("dynamo_cpp_guards_str").ref)
    sh = run.shapes.of(c.rank, c.id)
    origins = guard_origins(text, sh.guards, sh.symbols)
    ((line, gs),) = origins.items()
    assert "LAMBDA_GUARD: 2 <= L['x'].size()[0] <= 512" in text.split("\n")[line]
    assert gs[0].expr == "8*s77 <= 4096" and gs[0].user_frame.line == 98


@pytest.mark.parametrize(("path", "user"), [
    ("/home/dev/venv/lib/python3.11/site-packages/torch/_dynamo/eval_frame.py", False),
    ("/data/users/me/pytorch/torch/fx/experimental/proxy_tensor.py", False),
    ("/usr/lib/python3.11/contextlib.py", False),
    ("/home/me/.conda/envs/pt/lib/python3.10/unittest/case.py", False),
    ("<string>", False), ("<eval_with_key>.3", False), ("<frozen runpy>", False),
    ("/data/users/me/pytorch/test/export/test_draft_export.py", True),
    ("/home/dev/venv/lib/python3.11/site-packages/transformers/modeling_utils.py", True),
    ("/home/dev/pt2tui/sample_traces/scenarios.py", True),
])  # fmt: skip
def test_user_file_rule(path: str, user: bool) -> None:
    assert is_user_file(path) is user


def test_summary_json_cli_has_shapes_key() -> None:
    path = SAMPLES / "mark_dynamic_specialized"
    if not path.exists():
        pytest.skip("sample not recorded")
    out = subprocess.run([sys.executable, "-m", "pt2tui", "summary", str(path), "--json"],
                         capture_output=True, text=True, timeout=120)  # fmt: skip
    d = json.loads(out.stdout)
    assert d["shapes"]["specializations"][0]["symbol"] == "s77"


def test_dtrace_guard_pairs_make_one_entry_and_join_the_guard_tree() -> None:
    """With TORCH_DTRACE (as under draft_export) torch writes guard_added then
    guard_added_fast for each guard: one entry each, with guard_added's symbol_to_sources;
    each joins the guard tree line that says it."""
    path = SAMPLES / "dtrace_dynamic_guards"
    sh = _shapes(path)["shapes"]
    assert [(g["kind"], g["expr"], g["code"]) for g in sh["guards"]] == [
        ("guard_added_fast", "s77 > 2*s17", "if x.shape[0] > 2 * y.shape[0]:  # a guard on both sizes"),
        ("guard_added_fast", "Eq(Mod(s77, 4), 0)", "if x.shape[0] % 4 == 0:  # and one on x's"),
    ]  # fmt: skip
    run = load_run(str(path))
    (c,) = run.compiles
    g0 = run.shapes.guards[0]
    assert dict(g0.symbol_sources) == {"s77": "L['x'].size()[0]", "s17": "L['y'].size()[0]"}
    assert run.shapes.expressions[(None, c.id)] == 21
    text = read_text(c.artifact("dynamo_cpp_guards_str").ref)
    lines = text.split("\n")
    origins = {lines[i].split("#")[0].strip(): [g.expr for g in gs]
               for i, gs in guard_origins(text, run.shapes.guards, run.shapes.symbols).items()}  # fmt: skip
    assert origins == {
        "+- LAMBDA_GUARD: L['x'].size()[0] > 2*L['y'].size()[0]": ["s77 > 2*s17"],
        "+- LAMBDA_GUARD: (L['x'].size()[0] % 4) == 0": ["Eq(Mod(s77, 4), 0)"],
    }
    assert g0.ref is not None and g0.ref.kind == "envelope"  # the record, read back when shown


def test_new_guard_is_the_dataclass() -> None:
    from pt2tui.core.model.shapes import ShapeGuard, new_guard
    from pt2tui.core.parse.types import Frame

    args = ("Eq(s77, 8)", "guard_added_fast", None, 0, Frame("a.py", 3, "f", "x"), "t.log", 12,
            None, (("s77", "L['x'].size()[0]"),), "123")  # fmt: skip
    assert new_guard(*args) == ShapeGuard(*args)


def test_problem_lines_for_triage() -> None:
    from pt2tui.core.analysis.shapes import problem_lines, shapes_report

    path = SAMPLES / "export_specialized_dim"
    if not path.exists():
        pytest.skip("sample not recorded")
    ((what, frame, _),) = problem_lines(shapes_report(load_run(str(path))))
    assert what == "s77 = 8 (batch, L['x'].size()[0])"
    assert (frame.line, frame.loc) == (341, "return y.reshape(8, -1)")
