"""The run model on real CPU samples (recorded by recording/record_samples.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.payloads import read_text, verify
from pt2tui.sources.load import load_run


@pytest.fixture(scope="module")
def breaks(samples: Path):
    return load_run(str(samples / "breaks_and_recompiles"))


def test_compile_ids_and_statuses(breaks) -> None:
    ids = [str(c.id) for c in breaks.compiles]
    assert ids[:2] == ["[0/0]", "[0/1]"]
    assert "[1/0_1]" in ids
    st = {str(c.id): c.status for c in breaks.compiles}
    assert st["[0/0]"] == "ok"
    # attempt 0 of frame 1 hit the print and was thrown away; attempt 1 compiled (tlparse:
    # "Success with restart")
    assert st["[1/0]"] == "restarted"
    assert st["[1/0_1]"] == "ok_after_restart"
    assert breaks.torch_version and breaks.torch_version.startswith("2.")


def test_graph_breaks_distinct_and_repeated(breaks) -> None:
    groups = breaks.graph_breaks
    assert len(groups) >= 2
    dd = next(g for g in groups if g.gb_id == "GB0170")
    assert dd.gb_type == "Data-dependent branching"
    assert dd.count >= 2 and len(dd.compile_ids) >= 2
    assert dd.user_frame is not None and dd.user_frame.filename.endswith("scenarios.py")
    assert dd.hints and dd.explanation


def test_recompile_reasons_shape_and_scalar(breaks) -> None:
    reasons = [r for c in breaks.compiles for r in c.recompile_reasons]
    assert any("size mismatch" in r for r in reasons)
    assert any("scale" in r for r in reasons)


def test_artifacts_are_lazy_and_verified(breaks) -> None:
    c = breaks.compile("[0/0]")
    assert c is not None
    g = c.artifact("dynamo_output_graph")
    assert g is not None and g.ref.kind == "trace"
    text = read_text(g.ref)
    assert "class GraphModule" in text
    assert verify(g.ref) is True
    code = [a for a in c.artifacts if a.name.startswith("inductor_output_code_")]
    assert code and "def call(" in read_text(code[0].ref)


def test_debug_dir_joined_to_compiles(breaks) -> None:
    c = breaks.compile("[0/0]")
    names = {a.name for a in c.artifacts}
    assert {"ir_pre_fusion", "ir_post_fusion", "output_code", "fx_graph_readable"} <= names
    ir = c.artifact("ir_post_fusion")
    assert ir.ref.kind == "file" and ir.compile_id == CompileId(0, 0)


def test_logs_are_grouped_messages(breaks) -> None:
    gb = [m for m in breaks.logs if m.artifact == "graph_breaks"]
    assert gb and all(m.level for m in gb)
    assert any(m.compile_id == CompileId(0, 0) for m in gb)


def test_compile_error_failure(samples: Path) -> None:
    run = load_run(str(samples / "compile_error"))
    (c,) = run.compiles
    assert c.status == "failed"
    assert run.failures[0].compile_id == c.id
    assert "InductorError" in run.failures[0].type or "BackendCompilerFailed" in run.failures[0].type
    assert "CppCompileError" in (c.fail_reason or "")


def test_accuracy_error_exit(samples: Path) -> None:
    run = load_run(str(samples / "accuracy_error"))
    assert run.compiles[0].status == "ok"
    assert any(f.source == "exit" for f in run.failures)


def test_runtime_error_traceback(samples: Path) -> None:
    run = load_run(str(samples / "runtime_error"))
    assert any(f.source == "log" and f.traceback for f in run.failures)


def test_each_source_kind_alone(samples: Path) -> None:
    d = samples / "breaks_and_recompiles"
    trace = next((d / "trace").glob("*.log"))
    assert len(load_run(str(trace)).compiles) == 10
    assert len(load_run(str(d / "trace")).compiles) == 10
    dbg = load_run(str(d / "torch_compile_debug"))
    assert dbg.run_artifacts and not dbg.compiles
    logs = load_run(str(d / "stderr.txt"))
    assert logs.logs and any(m.artifact == "recompiles_verbose" or m.artifact == "recompiles" for m in logs.logs)


def test_gpu_corpus_captures(corpus: Path) -> None:
    g = corpus / "gpu-h100"
    run = load_run(str(g / "breaks_and_recompiles"))
    assert len(run.compiles) == 10 and len(run.graph_breaks) == 2
    ce = load_run(str(g / "compile_error"))
    assert ce.compiles[0].status == "failed"
    na = load_run(str(g / "rerun_nan_asserts"))
    assert any("AssertionError" in f.type for f in na.failures)


def test_a_frozen_compile_is_made_from_its_fields_in_order(samples: Path) -> None:
    """builder._freeze hands Compile's fields over in order (_COMPILE_FIELDS): made in C where
    its slots are its fields, by name otherwise. Both ways give equal compiles."""
    import dataclasses

    from pt2tui.core.model import builder
    from pt2tui.core.model.run import Compile
    from pt2tui.core.parse import native

    assert builder._COMPILE_FIELDS == tuple(f.name for f in dataclasses.fields(Compile))
    assert builder._SLOTTED  # the quick way is the one taken
    run = load_run(str(samples / "compile_error"))
    assert run.compiles
    for c in run.compiles:
        values = tuple(getattr(c, n) for n in builder._COMPILE_FIELDS)
        assert Compile(**dict(zip(builder._COMPILE_FIELDS, values, strict=True))) == c
        if native.make_slotted is not None:
            assert native.make_slotted(Compile, values) == c


def test_artifacts_made_in_c_equal_those_made_by_name(samples: Path) -> None:
    """add_artifact hands an Artifact's and its PayloadRef's fields over in order: made in C
    (native.make_slotted) where their slots are their fields (pickling.FIT), by name otherwise (the pure
    path). A run read either way has the same artifacts, of every ref kind."""
    import dataclasses

    from pt2tui.core.model import pickling
    from pt2tui.core.parse import native
    from pt2tui.core.parse.types import Artifact, PayloadRef

    assert pickling.ARTIFACT_FIELDS == tuple(f.name for f in dataclasses.fields(Artifact))
    assert pickling.REF_FIELDS == tuple(f.name for f in dataclasses.fields(PayloadRef))
    assert pickling.FIT  # the quick way is the one taken
    path = str(samples / "two_processes")
    quick = load_run(path)
    with native.pure_python():
        by_name = load_run(path)
    arts = [a for c in quick.compiles for a in c.artifacts] + list(quick.run_artifacts)
    assert {a.ref.kind for a in arts} >= {"trace", "inline", "envelope"}
    assert [c.artifacts for c in by_name.compiles] == [c.artifacts for c in quick.compiles]
    assert by_name.run_artifacts == quick.run_artifacts


def test_graph_breaks_parsed_once_by_their_text(samples: Path) -> None:
    """A graph break's text is parsed once (handlers/breaks_and_errors.py: a frame that
    recompiles breaks again with the same text); the breaks are the same as parsed each time,
    and the kept texts are bounded."""
    from pt2tui.core.model.handlers import breaks_and_errors as be

    path = str(samples / "breaks_and_recompiles")
    memo = be._PARSED
    memo.answers.clear()
    memo.chars = 0
    first = load_run(path)
    assert first.graph_breaks and memo.answers
    again = load_run(path)  # (every text from the cache now)
    assert again.graph_breaks == first.graph_breaks
    for text, parsed in memo.answers.items():
        assert parsed == be.parse_graph_break(text)
    memo.answers.clear()
    for i in range(memo.max_texts):
        memo.answers[f"x{i}"] = {}
    memo.chars = memo.max_texts * 2
    assert load_run(path).graph_breaks == first.graph_breaks  # (full: emptied, then kept again)
    assert 0 < len(memo.answers) < memo.max_texts and "x0" not in memo.answers
