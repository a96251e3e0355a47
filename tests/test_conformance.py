"""tlparse is the oracle for compile ids and artifacts.

For every TORCH_TRACE in sample_traces/ and ../shared/corpus: the set of compile ids equals
the keys of tlparse's compile_directory.json (minus "[-/-]" and "unknown", which hold records
with no compile), and every artifact tlparse lists for a compile id (name without its counter
and extension) is among ours.

Known, documented differences (asserted, not hidden):
- tlparse reads one rank per file: the first rank it meets; records of other ranks are
  dropped ("other_rank" in its stats). pt2tui keeps every rank; here we compare tlparse's rank.
- tlparse writes HTML companions (e.g. `*_readable.html`) that are not artifacts of the trace;
  they are not in compile_directory's names we compare (they are readable_url fields).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import corpus_traces, sample_traces, tlparse_directory

from pt2tui.core.model.builder import RunBuilder, TraceContext
from pt2tui.core.parse.trace import TraceParser, iter_trace_file

_COUNTER = re.compile(r"_\d+\.[A-Za-z]+$")
_NOT_COMPILES = {"[-/-]", "unknown"}


def _ours_for_tlparse_rank(trace: Path):
    parser = TraceParser(str(trace))
    records = list(iter_trace_file(str(trace), parser=parser))
    first_rank = next((r.rank for r in records if r.kind != "str" and r.rank is not None), None)
    kept = [r for r in records if r.rank is None or r.rank == first_rank]
    b = RunBuilder()
    # tlparse knows nothing of rank_N file names: compare envelope ranks only
    b.add_trace_records(TraceContext(str(trace), parser.strings, rank_from_name=False), kept)
    return b.snapshot(), len(records) - len(kept)


def _check(trace: Path) -> None:
    tl = tlparse_directory(trace)
    tl_ids = {k: {_COUNTER.sub("", a["name"]) for a in v["artifacts"]} for k, v in tl.items()}
    tl_ids = {k: v for k, v in tl_ids.items() if k not in _NOT_COMPILES}
    run, _dropped = _ours_for_tlparse_rank(trace)
    ours = {}
    for c in run.compiles:
        if c.id.group is not None:  # export N / aoti N: tlparse's [-/-] (test_conformance_status)
            continue
        ours.setdefault(str(c.id), set()).update(a.name for a in c.artifacts)
    assert set(ours) == set(tl_ids), f"compile ids differ for {trace}"
    for cid, names in tl_ids.items():
        missing = names - ours[cid]
        assert not missing, f"{trace} {cid}: artifacts tlparse lists and we lack: {missing}"


@pytest.mark.parametrize("trace", sample_traces(), ids=lambda p: f"{p.parent.parent.parent.name}/{p.parent.parent.name}")
def test_samples_match_tlparse(trace: Path, parse_path: str) -> None:
    _check(trace)


_CORPUS = corpus_traces()


@pytest.mark.parametrize(
    "trace", _CORPUS, ids=lambda p: str(p).split("corpus/", 1)[-1].replace("/", "__")
)
def test_corpus_matches_tlparse(trace: Path, parse_path: str) -> None:
    _check(trace)


def test_corpus_was_found_when_present(corpus: Path) -> None:
    assert len(_CORPUS) >= 40


def test_multi_rank_file_keeps_ranks_tlparse_drops(corpus: Path, tmp_path: Path) -> None:
    """A file holding two ranks: tlparse keeps the first; pt2tui keeps both (documented)."""
    d = corpus / "tlparse-inputs" / "multi_rank_runtime"
    src, other = d / "dedicated_log_torch_trace_rank_0.log", d / "dedicated_log_torch_trace_rank_1.log"
    merged = tmp_path / "two_ranks.log"
    merged.write_bytes(src.read_bytes() + other.read_bytes())
    tl = tlparse_directory(merged)
    run, dropped = _ours_for_tlparse_rank(merged)
    assert dropped > 0
    from pt2tui.sources.load import load_run

    full = load_run(str(merged))
    assert len(full.ranks) == 2
    assert len(full.compiles) > len([k for k in tl if k not in _NOT_COMPILES])
