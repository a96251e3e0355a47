"""One run, one answer (issue 46, item 3): a settled automatic-dynamic recompile whose saving is
worth a rerun is a cost (``healthy, costs 30.0 s`` beside ``could save ~30.0 s``), never "as
expected" beside a saving; one too cheap to act on is expected and offers no saving. Every view
(the summary's text and JSON, the runs list, the lineage) says the same, on the recorded
hf_seq_recompile sample (GPT-2, tiny config, lengths 8, 16, 24)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from pt2tui.cli import main
from pt2tui.core.analysis.triage import weigh
from pt2tui.core.analysis.verdict import verdict_brief
from pt2tui.runner.lineage import outcome_of
from pt2tui.runner.runs_list import run_facts
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import run_verdict

HF = Path(__file__).resolve().parents[1] / "sample_traces" / "cpu" / "hf_seq_recompile"


@pytest.fixture(autouse=True)
def _needs_sample() -> None:
    if not HF.is_dir():
        pytest.skip("no hf_seq_recompile sample")


def _summary(capsys, *extra: str) -> str:
    assert main(["summary", str(HF), *extra]) == 0
    return capsys.readouterr().out


def test_a_saving_worth_a_rerun_is_a_cost_in_every_view(capsys, monkeypatch) -> None:
    monkeypatch.setenv("COLUMNS", "200")
    v = run_verdict(str(HF), load_run(str(HF), verify=False))
    assert v["category"] == "healthy" and v["severity"] == "cost"
    assert [f["severity"] for f in v["findings"]] == ["cost"]
    assert v["improvement"].endswith("would save ~30.0 s")
    assert v["why"] == "nothing failed; only costs: recompilation 30.0 s"
    brief = verdict_brief(v)
    assert brief == "healthy, costs 30.0 s"
    assert run_facts(str(HF))[0] == brief  # the runs list
    info = json.loads((HF / "run.json").read_text())
    assert brief in outcome_of(info, brief) and "expected" not in outcome_of(info, brief)  # the lineage row
    text = _summary(capsys)
    assert "Could save: torch._dynamo.mark_dynamic(input_ids, 1) before the first call would save ~30.0 s" in text
    assert "Found: recompilation (cost, 30.0 s)" in text
    assert "expected" not in text.split("Verdict:", 1)[1].replace("expected 8, actual 16", "")
    js = json.loads(_summary(capsys, "--json"))["verdict"]
    assert (js["severity"], js["why"], js["improvement"]) == (v["severity"], v["why"], v["improvement"])


def test_a_saving_too_small_to_act_on_is_expected_and_not_offered(capsys, monkeypatch) -> None:
    """The same recompile weighed against a bar above its 30 s: torch's design, expected, and
    then no saving is offered anywhere (no "could save" beside "as expected")."""
    monkeypatch.setattr(weigh, "WORTH_S", 60.0)
    monkeypatch.setenv("COLUMNS", "200")
    v = run_verdict(str(HF), load_run(str(HF), verify=False))
    assert v["category"] == "healthy" and [f["severity"] for f in v["findings"]] == ["expected"]
    assert not v.get("improvement") and "improvement_command" not in v
    assert verdict_brief(v) == "healthy, as expected"
    text = _summary(capsys)
    assert "Could save" not in text and "would save" not in text
    assert "Found: recompilation (expected, 30.0 s)" in text
