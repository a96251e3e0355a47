"""What the rank comparison reads from payloads is kept by the payload's text
(core/analysis/ranks/artifacts.py ``_by_text``): the compiles of a rank, and the ranks, repeat the
same graphs and guards, parsed once. Only an identical text shares; the answers are the same as
reading every payload afresh."""

from __future__ import annotations

import pytest
from conftest import SAMPLES

from pt2tui.core.analysis.ranks import artifacts as RA
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.sources.load import load_run


def _fresh():
    RA._MEMO.clear()
    RA._BY_TEXT.clear()
    RA._BY_TEXT_SIZE[0] = 0
    RA._BY_IDS.clear()


@pytest.mark.parametrize("name", ["collectives_diverge", "collectives_split"])
def test_the_same_answers_with_texts_shared_or_not(name, monkeypatch):
    path = SAMPLES / name
    if not path.exists():
        pytest.skip(f"{name} is not here")
    _fresh()
    run = load_run(str(path))
    shared = summary_dict(run)
    per_compile = [(RA.user_lines(c), RA.op_sizes(c), RA.parity(c)) for c in run.compiles]
    assert len(RA._BY_TEXT) < sum(1 for c in run.compiles for a in c.artifacts)
    _fresh()
    monkeypatch.setattr(RA, "BY_TEXT_MAX", 0)  # every text parsed afresh (one kept at a time)
    run2 = load_run(str(path))
    assert summary_dict(run2) == shared
    assert [(RA.user_lines(c), RA.op_sizes(c), RA.parity(c)) for c in run2.compiles] == per_compile
    _fresh()


def test_only_an_identical_text_shares():
    _fresh()
    calls: list[str] = []

    def parse(text: str) -> dict:
        calls.append(text)
        return {"n": len(text)}

    a = RA._by_text("guard_calls", "x" * 10, parse)
    assert RA._by_text("guard_calls", "x" * 10, parse) is a  # equal text: parsed once
    b = RA._by_text("guard_calls", "x" * 9 + "y", parse)  # same length, other text
    c = RA._by_text("lines", "x" * 10, parse)  # the same text read for something else
    assert b is not a and c is not a and len(calls) == 3
    _fresh()
