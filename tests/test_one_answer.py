"""One run, one answer (issue 46): the verdict every view gives is THE verdict
(sources/profile.py run_verdict) in one set of words (verdict_brief); a healthy run says why;
steps that cannot run on the run are not offered; a dir of runs answers with its runs list."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pt2tui.cli import main
from pt2tui.core.analysis.recipe_fit import unfit_recipes
from pt2tui.core.analysis.verdict import verdict_brief, why_healthy
from pt2tui.runner.lineage import outcome_of
from pt2tui.runner.runs_list import run_facts
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import run_verdict

ST = Path(__file__).resolve().parents[1] / "sample_traces"
CPU = ST / "cpu"
PROFILE = ST / "cpu-profile"
GPU_PROFILE = ST / "gpu-x2-profile"


def _verdict(path: Path) -> dict:
    return run_verdict(str(path), load_run(str(path), verify=False))


def test_a_healthy_run_says_why() -> None:
    """breaks 4 recompiles 4 and healthy: because nothing failed and they only cost time."""
    v = _verdict(CPU / "breaks_and_recompiles")
    assert v["category"] == "healthy"
    assert v["why"] == "nothing failed; only costs: recompilation 7.6 s, graph_break 60 ms"
    assert verdict_brief(v) == "healthy, costs 7.7 s"
    assert why_healthy({"category": "recompilation"}) == ""
    assert verdict_brief({**v, "provisional": True}).endswith("(reading…)")


def test_per_call_costs_say_their_figure() -> None:
    """A profiled run whose only costs are per call: the runs list and banner say the worst
    one's figure (``why`` names the same), never a bare ``costs``."""
    v = _verdict(PROFILE / "20261127-135045-perf_mlp-profile")
    assert v["category"] == "healthy" and v["why"].endswith("slow_after_compile 6.0 ms/call")
    assert verdict_brief(v) == "healthy, costs 6.0 ms/call"
    v = _verdict(GPU_PROFILE / "20261127-162924-perf_cudagraph_skip")  # a cost with no figure
    assert v["why"] == "nothing failed; only costs: cudagraphs"
    assert verdict_brief(v) == "healthy, costs: cudagraphs"


def test_the_runs_list_and_summary_give_the_one_verdict(capsys) -> None:
    """The runs list's words are verdict_brief of THE verdict, and `summary --json` of each
    run says that verdict too (a rerun's recorded triage is not the verdict)."""
    d = PROFILE / "20261127-135904-perf_graph_break-profile"
    v = _verdict(d)
    brief, n = run_facts(str(d))
    assert brief == verdict_brief(v) and n == 2  # 2 compiles (3 attempts: a break restarted one)
    assert main(["summary", "--json", str(d)]) == 0
    js = json.loads(capsys.readouterr().out)
    assert js["verdict"]["category"] == v["category"] and js["verdict"].get("why") == v.get("why")


def test_a_recorded_triage_is_the_past() -> None:
    info = json.loads((GPU_PROFILE / "20261127-135731-perf_ddp-profile" / "run.json").read_text())
    assert "at the time: compile_cost" in outcome_of(info)
    assert outcome_of(info, "healthy, costs 18.7 s").startswith("exit 0, healthy, costs 18.7 s")


def test_no_profile_fullgraph_where_fullgraph_would_raise() -> None:
    """.item() in the user's step, torch's own distributed.py: fullgraph=True raises there; no
    finding, verdict or menu offers profile-fullgraph."""
    for d in (PROFILE / "20261127-135904-perf_graph_break-profile", GPU_PROFILE / "20261127-135731-perf_ddp-profile"):
        run = load_run(str(d), verify=False)
        assert "fullgraph=True would raise" in unfit_recipes(run).get("profile-fullgraph", ""), d
        v = run_verdict(str(d), run)
        assert "profile-fullgraph" not in json.dumps(v), d


def test_no_compile_advice_on_a_run_that_compiled_nothing() -> None:
    """An eager profile: its findings are where eager time goes, no verdict on torch.compile."""
    d = GPU_PROFILE / "20261127-163020-perf_cudagraph_skip-profile-eager"
    run = load_run(str(d), verify=False)
    v = run_verdict(str(d), run)
    assert v["category"] == "healthy" and not v["commands"] and not v["findings"], v
    assert verdict_brief(v) == "healthy"


def test_summary_of_a_dir_of_runs_is_its_runs_list(capsys) -> None:
    """`pt2tui summary runs/`: each run with its verdict (never the runs read as one)."""
    assert main(["summary", str(PROFILE)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("14 runs in ")
    assert "perf_graph_break-profile-eager" in out and "compiles 8" not in out
    assert main(["summary", "--json", str(PROFILE)]) == 0
    js = json.loads(capsys.readouterr().out)
    assert js["schema"] == "pt2tui.runs/1" and len(js["runs"]) == 14
    by = {Path(r["path"]).name: r for r in js["runs"]}
    r = by["20261127-135904-perf_graph_break-profile"]
    assert r["verdict_brief"] == verdict_brief(r["verdict"]) and r["compiles"] == 2
    assert r["recipe"] == "profile" and r["exit"] == "exit 0"


@pytest.mark.parametrize("width", [80])
def test_runs_summary_fits_80_columns(width, capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", str(width))
    assert main(["summary", str(GPU_PROFILE)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(len(ln) <= width for ln in lines), [ln for ln in lines if len(ln) > width]
    assert any(ln.strip() == "slow_after_compile" for ln in lines)


def test_a_copied_run_dir_whose_script_is_missing_says_where_it_looked(tmp_path, monkeypatch) -> None:
    """A torchrun run dir copied from the GPU host without its program: the rerun is refused,
    naming the script, where it looked (re-rooted as the working directory was), and why."""
    from shutil import copytree

    from pt2tui.runner.rerun import RerunError, prepare_rerun

    there = tmp_path / "elsewhere"
    for name in ("20261127-135645-perf_ddp", "20261127-135731-perf_ddp-profile"):
        copytree(GPU_PROFILE / name, there / name)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(RerunError) as e:
        prepare_rerun(str(there / "20261127-135731-perf_ddp-profile"), "verbose-dynamo", create=False)
    msg = str(e.value)
    assert "script /home/dev/pt2tui/sample_traces/gpu_programs/perf_ddp.py is not here" in msg, msg
    assert f"looked for it at {tmp_path.parent}/sample_traces/gpu_programs/perf_ddp.py" in msg, msg


def test_e_says_where_it_looked() -> None:
    from pt2tui.render.views.recompiles import not_found_words

    run = load_run(str(CPU / "breaks_and_recompiles"), verify=False)
    words = not_found_words("/nowhere/x.py", run)
    assert words.startswith("source file not found here: /nowhere/x.py (looked for it as recorded, then under ")
    assert str(CPU / "breaks_and_recompiles") in words


def test_no_provenance_offers_the_rerun_it_names() -> None:
    from pt2tui.render.views.prov import RERUN_FOR_PROVENANCE, no_provenance_doc

    doc = no_provenance_doc("[0/0]", can_rerun=True)
    i = next(i for i, ln in enumerate(doc.plain) if "Enter: rerun it with TORCH_COMPILE_DEBUG=1" in ln)
    assert doc.targets[i] == RERUN_FOR_PROVENANCE
    assert not any("Enter: rerun" in ln for ln in no_provenance_doc("[0/0]", can_rerun=False).plain)


def test_a_saving_comes_with_the_rerun_that_tries_it(capsys) -> None:
    v = _verdict(CPU / "breaks_and_recompiles")
    assert "would save ~3.6 s" in v["improvement"]
    assert v["improvement_command"]["command"].endswith("breaks_and_recompiles dynamic")
    assert main(["summary", str(CPU / "breaks_and_recompiles")]) == 0
    out = capsys.readouterr().out
    assert "# try it: dynamic=True (dynamic)" in out


def test_summary_at_80_keeps_figures_whole(capsys, monkeypatch) -> None:
    """The ledger at 80 columns: its title and what the cache saved never wrap between a
    figure and its unit ("the cache saved 17.89" / "s)")."""
    import re

    monkeypatch.setenv("COLUMNS", "80")
    assert main(["summary", str(PROFILE / "20261127-135045-perf_mlp-profile")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert "Compile time 11.69 s" in lines and "the cache saved 17.89 s" in lines, lines
    assert not [ln for ln in lines if re.match(r"^\s*(s|ms)\)?$", ln)]  # a unit alone: cut from its figure


def test_lineage_outcome_never_cut_inside_a_word() -> None:
    """The lineage's outcome line: a long rerun result is cut after a whole clause or word
    (with …), never in the middle ("6.388 ms per call (")."""
    import json as _json

    from pt2tui.runner.lineage import cut_words

    run = PROFILE / "20261127-135045-perf_mlp-profile"
    info = _json.loads((run / "run.json").read_text())
    out = outcome_of(info, "healthy, costs 6.0 ms/call")
    assert out.endswith("6.388 ms per call…"), out
    assert cut_words("word " * 30, 80).endswith("word…") and cut_words("short", 80) == "short"
    assert cut_words("x" * 100, 80) == "x" * 79 + "…"


def test_summary_of_a_copied_dir_of_runs_names_parents_here(tmp_path, capsys) -> None:
    """A dir of runs copied from the host that recorded it: `summary --json` names each rerun's
    parent where it is now (its sibling), as the lineage does, not the recording host's path."""
    import shutil

    for name in ("20261127-135045-perf_mlp-profile", "20261127-134956-perf_mlp"):
        shutil.copytree(PROFILE / name, tmp_path / name)
    assert main(["summary", "--json", str(tmp_path)]) == 0
    by = {Path(r["path"]).name: r for r in json.loads(capsys.readouterr().out)["runs"]}
    parent = by["20261127-135045-perf_mlp-profile"]["parent"]
    assert Path(parent) == (tmp_path / "20261127-134956-perf_mlp").resolve(), parent


def test_skipped_cudagraphs_evidence_said_once() -> None:
    """Inductor's "... (1 instances). Found from :" line, with its place on the next log line:
    one evidence that names the place, not that one and the bare line again."""
    v = _verdict(GPU_PROFILE / "20261127-162924-perf_cudagraph_skip")
    texts = [e["text"] for e in v["evidence"]]
    assert texts == ["skipping cudagraphs due to mutated inputs (1 instances) at perf_cudagraph_skip.py:25 "
                     "(seen.add_(1))"], texts  # fmt: skip
