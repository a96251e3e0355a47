"""tlparse is the oracle for compile statuses and for what export and AOTI runs hold.

- Statuses: for every frame compile [x/y] that tlparse puts in its stack trie (index.html,
  `status-ok|break|empty|error|missing`), pt2tui's status of the frame compile's last attempt
  maps to the same class (model/status.py TLPARSE_CLASS); every earlier attempt is `restarted`.
- Compiles outside a frame: every artifact tlparse files under [-/-] (records with no compile
  id) is an artifact of one of pt2tui's `export N` / `aoti N` / `inductor N` compiles, or of
  the run (torch_version ...).
- Export: every issue tlparse's export mode (-e) reports is a failure of an `export N` compile
  with the same type and expression; pt2tui reports none where tlparse reports none, except the
  export failures it reads from the program's output (tlparse reads only the trace).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import corpus_traces, sample_traces, tlparse_directory
from test_conformance import _ours_for_tlparse_rank
from tlparse_views import tlparse_export_issues, tlparse_stack_status

from pt2tui.core.model import OK_AFTER_RESTART, RESTARTED
from pt2tui.core.model.status import TLPARSE_CLASS
from pt2tui.core.parse.compile_id import CompileId

_COUNTER = re.compile(r"_\d+\.[A-Za-z]+$")
_ALL = sample_traces() + corpus_traces()


def _id(p: Path) -> str:
    s = str(p)
    return s.split("corpus/", 1)[-1].split("sample_traces/", 1)[-1].replace("/", "__")


def _frame_compiles(run) -> dict[str, list]:
    by: dict[str, list] = {}
    for c in run.compiles:
        if c.id.group is not None:
            continue
        fc = CompileId(c.id.frame_id, c.id.frame_compile_id, 0, c.id.compiled_autograd_id)
        by.setdefault(str(fc), []).append(c)
    return by


@pytest.mark.parametrize("trace", _ALL, ids=_id)
def test_status_matches_tlparse_stack_trie(trace: Path, parse_path: str) -> None:
    tl = tlparse_stack_status(trace)
    run, _ = _ours_for_tlparse_rank(trace)
    ours = _frame_compiles(run)
    for cid, cls in tl.items():
        attempts = sorted(ours[cid], key=lambda c: c.id.attempt)
        last = attempts[-1]
        assert TLPARSE_CLASS[last.status] == cls, f"{trace} {cid}: ours {last.status}, tlparse {cls}"
        for c in attempts[:-1]:
            assert c.status == RESTARTED, f"{trace} {c.id} was superseded: {c.status}"
            assert c.restart_reasons, f"{trace} {c.id}: a restart with no reason"
    # and every frame compile Dynamo started is in tlparse's trie
    started = {k for k, cs in ours.items() if any(c.stack for c in cs)}
    assert started <= set(tl), f"{trace}: compiles tlparse does not list: {started - set(tl)}"


def test_restarts_are_ok_after_restart_not_missing(samples: Path) -> None:
    """The graph-break sample: attempt 0 of [1/0] and [1/1] restarted (print), attempt 1 compiled."""
    from pt2tui.sources.load import load_run

    run = load_run(str(samples / "breaks_and_recompiles"))
    st = {str(c.id): c.status for c in run.compiles}
    assert st["[1/0]"] == st["[1/1]"] == RESTARTED
    assert st["[1/0_1]"] == st["[1/1_1]"] == OK_AFTER_RESTART
    assert "metrics_missing" not in st.values()
    restarted = run.compile("[1/0]")
    assert "print" in restarted.restart_reasons[0]


@pytest.mark.parametrize("trace", _ALL, ids=_id)
def test_records_without_compile_id_are_placed(trace: Path, parse_path: str) -> None:
    tl = tlparse_directory(trace).get("[-/-]")
    if not tl:
        pytest.skip("tlparse files nothing under [-/-]")
    run, _ = _ours_for_tlparse_rank(trace)
    names = {a.name for c in run.compiles if c.id.group for a in c.artifacts}
    names |= {a.name for a in run.run_artifacts}
    missing = {_COUNTER.sub("", a["name"]) for a in tl["artifacts"]} - names
    assert not missing, f"{trace}: [-/-] artifacts we lack: {missing}"
    graphs = {a["name"] for a in tl["artifacts"] if "aot_wrapper_code" in a["name"]}
    if graphs:  # one aoti compile per AOT wrapper
        aoti = [c for c in run.compiles if c.id.group == "aoti"]
        assert len(aoti) == len(graphs)
        assert all(c.artifact("inductor_aot_wrapper_code").encoding == "cpp" for c in aoti)


_EXPORTS = [
    t for t in _ALL if "export" in t.name or "aoti" in str(t) or "provenance_aot" in t.name
]


@pytest.mark.parametrize("trace", _EXPORTS, ids=_id)
def test_export_issues_match_tlparse_export_mode(trace: Path) -> None:
    issues = tlparse_export_issues(trace)
    run, _ = _ours_for_tlparse_rank(trace)
    ours = [f for f in run.failures if f.source == "export"]
    assert len(ours) == len(issues), f"{trace}: ours {ours}, tlparse {issues}"
    for f, (kind, reason) in zip(ours, issues, strict=True):
        assert f.type == kind
        assert f.compile_id is not None and f.compile_id.group == "export"
        expr = re.search(r"(?:expression|guard was evaluated) (.+?)(?: always holds|\. This)", reason)
        assert expr is None or expr.group(1) in f.reason, (f.reason, reason)
        assert f.traceback, "the user stack of the issue is its evidence"
        c = run.compile(f.compile_id)
        assert c is not None and c.status == "failed"


def test_export_inputs_were_found(corpus: Path) -> None:
    names = {t.name for t in _EXPORTS}
    assert {"export.log", "export_guard_added.log"} <= names
