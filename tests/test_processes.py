"""Processes as units, and where ranks diverge, on real runs: the committed samples
two_processes (`bash -c "python p.py 1; python p.py 2"`), restart_once (torchrun
--max-restarts=1, rank 1 fails on the first attempt), collectives_diverge (2 gloo ranks whose
compiled graphs issue different functional collectives; rank 1 times out), and the multi-rank
inputs of tlparse's own tests, with tlparse --all-ranks-html as the oracle."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from rank_oracle import all_ranks_report

from pt2tui.core.analysis.ranks import divergences
from pt2tui.core.analysis.recompiles import recompile_why
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.analysis.triage import classify
from pt2tui.render.summary import render_summary
from pt2tui.sources.load import load_run

ORACLE_INPUTS = ("multi_rank_runtime", "multi_rank_schedule", "graph_exec_order_tests", "collectives_parity")


def _text(run, width: int = 200) -> str:
    from rich.console import Console

    con = Console(width=width, record=True, file=open("/dev/null", "w"))  # noqa: SIM115
    con.print(render_summary(run))
    return con.export_text()


def test_two_processes_are_not_merged(samples: Path) -> None:
    run = load_run(str(samples / "two_processes"))
    assert len(run.processes) == 2 and {p.rank for p in run.processes} == {None}
    first, second = run.processes
    assert first.first_time < second.first_time and (first.compiles, second.compiles) == (1, 2)
    assert len(run.compiles) == 3, "each process numbers its compiles from [0/0]"
    zeros = [c for c in run.compiles if str(c.id) == "[0/0]"]
    assert len(zeros) == 2 and zeros[0].process != zeros[1].process
    assert len({c.key for c in run.compiles}) == 3
    for c in run.compiles:  # nothing of one process on a compile of the other
        assert all(a.ref.path == run.process(c.process).file for a in c.artifacts if a.ref.kind == "trace")
    (rc,) = run.recompiles
    assert rc.process == second.id
    why = recompile_why(run, rc)
    assert why.previous is not None and why.previous.process == second.id
    d = summary_dict(run)
    assert [c["process"] for c in d["compiles"]] == [first.id, second.id, second.id]
    assert [p["id"] for p in d["processes"]] == [first.id, second.id]
    assert d["processes"][1]["attempt"] is None and d["processes"][1]["file"].endswith(".log")
    assert d["counts"]["frames"] == 2 and d["divergences"] == []
    text = _text(run)
    assert "process" in text.split("Compiles", 1)[1].split("\n", 3)[2] and f"#2 pid {second.id}" in text


def test_single_process_run_looks_as_before(samples: Path) -> None:
    run = load_run(str(samples / "cache_bypass"))
    assert len(run.processes) == 1 and not run.multi_process_ranks
    text = _text(run)
    assert "process" not in text.split("Compiles", 1)[1].split("\n", 3)[2]
    assert "Processes (" not in text and "Ranks" not in text


def test_torchrun_restart_is_one_process_per_attempt(samples: Path) -> None:
    run = load_run(str(samples / "restart_once"))
    assert run.ranks == (0, 1) and len(run.compiles) == 4
    assert run.multi_process_ranks == frozenset({0, 1})
    for r in (0, 1):
        ps = [p for p in run.processes if p.rank == r]
        assert [p.attempt for p in ps] == [0, 1] and ps[0].last_time < ps[1].first_time
        assert sorted(str(c.id) for c in run.compiles if c.rank == r) == ["[0/0]", "[0/0]"]
    assert not run.problems
    assert "injected failure on rank 1, first attempt" in json.dumps(summary_dict(run)["failures"])


def test_rank_divergence_names_the_first_differing_collective(samples: Path) -> None:
    run = load_run(str(samples / "collectives_diverge"))
    ds = {d.what: d for d in divergences(run)}
    assert {"collectives", "tensor_meta", "execution_order"} <= set(ds)
    coll = ds["collectives"]
    assert [rs for rs, _ in coll.groups] == [(0,), (1,)]
    first = coll.first_difference or ""
    # each rank's collective there: kind, size, graph, the user's line
    assert "rank 0: all_reduce f32[4] in [0/0] step() at collectives_diverge.py:23" in first
    assert "rank 1: all_gather f32[8] in [0/0] step() at collectives_diverge.py:25" in first
    text = _text(run, 400)
    assert "Ranks" in text and "collective sequences differ" in text and "all_gather f32[8]" in text
    t = classify(run)
    assert t[0].category == "rank_divergence" and t[0].stopped
    assert "Timed out waiting" in t[0].evidence[0].text
    d = summary_dict(run)
    assert d["verdict"]["category"] == d["first_signature"]["category"] == "rank_divergence"
    assert d["divergences"][0]["what"] == "collectives" and d["divergences"][0]["first_difference"]


@pytest.mark.parametrize("name", ORACLE_INPUTS)
def test_divergences_match_tlparse_all_ranks(corpus: Path, name: str) -> None:
    src = corpus / "tlparse-inputs" / name
    oracle = all_ranks_report(src)
    run = load_run(str(src))
    divs = divergences(run)
    cross = [d for d in divs if not d.detail.startswith("collectives parity")]
    assert sorted({d.what for d in cross}) == sorted(oracle["flags"]), [d.detail for d in cross]
    for d in cross:
        if d.what in oracle["groups"]:
            assert sorted(sorted(rs) for rs, _ in d.groups) == oracle["groups"][d.what], d.what
    parity = sorted([d.groups[0][0][0], d.first_difference.split(" ", 1)[0]] for d in divs
                    if d.detail.startswith("collectives parity"))  # fmt: skip
    assert parity == oracle["parity"]


def test_file_rank_comes_from_its_name(corpus: Path) -> None:
    run = load_run(str(corpus / "tlparse-inputs" / "multi_rank_schedule"))
    assert run.ranks == (0, 1, 2) and len(run.compiles) == 6
    said = [p for p in run.problems if "records say rank 0 but the file name says rank" in p.what]
    assert sorted(p.where.split("trace_rank_")[1][0] for p in said) == ["1", "2"]
    run = load_run(str(corpus / "tlparse-inputs" / "multi_rank_runtime"))
    assert {c.rank for c in run.compiles} == set(range(7))
    assert sum("records say rank 1 but the file name says rank" in p.what for p in run.problems) == 2


def test_bad_input_gets_a_problem_line_and_keeps_everything(samples: Path, corpus: Path, tmp_path: Path) -> None:
    # the same compile id twice in one file (a trace appended to itself)
    src = next((samples / "two_processes" / "trace").glob("*.log"))
    data = src.read_bytes()
    twice = tmp_path / "twice"
    twice.mkdir()
    (twice / src.name).write_bytes(data + data)
    run = load_run(str(twice))
    assert any("starts again in this process" in p.what for p in run.problems)
    assert len(run.compiles) == len(load_run(str(src)).compiles)
    # a file with no rank among ranked files
    mixed = tmp_path / "mixed"
    shutil.copytree(corpus / "tlparse-inputs" / "multi_rank_schedule", mixed)
    shutil.copy(src, mixed / "dedicated_log_torch_trace_norank.log")
    run = load_run(str(mixed))
    assert any("no rank in the file name or its records" in p.what for p in run.problems)
    assert len(run.compiles) == 6 + load_run(str(src)).compiles.__len__()
    # files of unrelated runs in one dir (tlparse's multi_rank_logs: captures days apart)
    run = load_run(str(corpus / "tlparse-inputs" / "multi_rank_logs"))
    assert any("files of unrelated runs in one dir" in p.what for p in run.problems)
    assert len(run.compiles) == 24


def test_live_restart_appears_as_its_processes_start(samples: Path, tmp_path: Path) -> None:
    """Following a run dir: the second attempt's rank files appear later and become new
    processes of their ranks (nothing of the first attempt is merged into them)."""
    from pt2tui.sources.follower import Follower

    files = sorted((samples / "restart_once" / "trace").glob("*.log"))
    run0 = load_run(str(samples / "restart_once"))
    first = {Path(p.file).name for p in run0.processes if p.attempt == 0}
    live = tmp_path / "trace"
    live.mkdir()
    for f in files:
        if f.name in first:
            shutil.copy(f, live / f.name)
    fol = Follower(str(tmp_path), rescan_s=0.0)
    while fol.poll():
        pass
    snap = fol.snapshot()
    assert len(snap.processes) == 2 and not snap.multi_process_ranks
    for f in files:
        if f.name not in first:
            shutil.copy(f, live / f.name)
    while fol.poll():
        pass
    snap = fol.snapshot()
    assert len(snap.processes) == 4 and snap.multi_process_ranks == frozenset({0, 1})
    assert [p.attempt for p in snap.processes] == [0, 1, 0, 1] and len(snap.compiles) == 4
    fol.finish()
