"""A long run costs in proportion to its length: what grew faster than the run in `summary` of
a 5.4 GB trace (16 times the issue's 340 MB file, bench/RESULTS.md), each checked against the
code it replaced on real runs, without timing anything:

- the time a rank spent compiling during another rank's lone compile was a sum over every span
  of that rank, for each such compile (``ranks/stall._Busy``);
- each violated Dim was joined to its symbol by a look at every shape entry of the run
  (``shapes._Near``);
- the compile ids of the trace's records were cached until 4,096 of them, then made again for
  every record (``parse/envelopes._compile_id``)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import load_sample as _load

from pt2tui.core.analysis import shapes as shapes_mod
from pt2tui.core.analysis.ledger import compile_seconds
from pt2tui.core.analysis.ranks.stall import _Busy, _frame_compiles, rank_stalls
from pt2tui.core.analysis.summary import summary_dict
from pt2tui.core.parse import envelopes
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.sources.load import load_run

REPO = Path(__file__).resolve().parents[1]
CPU = REPO / "sample_traces" / "cpu"
DDP = REPO / "sample_traces" / "cpu-training" / "ddp_rank_shape"

pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


def _summed(spans: list[tuple[float, float]], start: float, end: float) -> float:
    """What the stall analysis summed before: the overlap with each span, in their order."""
    return sum(max(0.0, min(end, b) - max(start, a)) for a, b in spans)


# -- the time a rank compiled meanwhile ---------------------------------------------------------
def test_busy_is_the_sum_over_each_span_where_the_spans_are_apart() -> None:
    rng = random.Random(7)
    for _ in range(200):
        t = 1.79e9 + rng.random() * 1e5  # (epoch seconds, as compilation_metrics has them)
        spans = []
        for _ in range(rng.randrange(0, 30)):
            t += rng.choice((0.0, rng.random() * 3))  # (some touch the one before)
            s = rng.choice((1e-7, rng.random() * 20))
            spans.append((t, t + s))
            t += s
        rng.shuffle(spans)  # (a rank's compiles need not come in the order of their clocks)
        busy = _Busy(spans)
        lo = min((a for a, _ in spans), default=t) - 5
        hi = max((b for _, b in spans), default=t) + 5
        for _ in range(30):
            start = rng.uniform(lo, hi)
            end = start + rng.choice((rng.random(), rng.random() * 60))
            assert busy.within(start, end) == _summed(spans, start, end)  # (exactly: the same float)


def test_busy_counts_a_stretch_compiled_twice_once() -> None:
    run = _load(DDP)
    spans: dict[int, list[tuple[float, float]]] = {}
    for first, last in _frame_compiles(run):
        s, start = compile_seconds(last), last.start_time or first.start_time
        if s and s > 0 and start is not None:
            spans.setdefault(last.rank, []).append((start, start + s))
    assert len(spans) == 2 and all(len(v) > 3 for v in spans.values())
    for own in spans.values():
        once, thrice = _Busy(own), _Busy(own * 3)  # (a long run's copies of the same stretches)
        assert len(thrice.begins) == len(once.begins) <= len(own)
        lo, hi = min(a for a, _ in own), max(b for _, b in own)
        for k in range(50):
            start = lo + (hi - lo) * k / 50
            for end in (start + 0.01, start + 1.0, start + 30.0, hi + 1):
                assert thrice.within(start, end) == once.within(start, end) == _summed(own, start, end)
    assert rank_stalls(run)  # (the sample's stall: tests/test_rank_stall_severity.py)


# -- a violated Dim joined to its symbol ---------------------------------------------------------
@pytest.mark.parametrize("sample", ["export_specialized_dim", "mark_dynamic_specialized", "dtrace_dynamic_guards"])
def test_near_entries_are_the_ones_near_each_violation_in_their_order(sample: str) -> None:
    sh = _load(CPU / sample).shapes
    entries = [*sh.specializations, *sh.symbols]
    assert entries, sample
    for kind in (sh.specializations, sh.symbols):
        near = shapes_mod._Near(kind)
        cids = {e.compile_id for e in entries} | {None, CompileId(None, 1, group="export")}
        procs = {e.process for e in entries} | {None, "elsewhere"}
        for cid in cids:
            for rank in {e.rank for e in entries} | {None, 5}:
                for proc in procs:
                    v = shapes_mod.DimViolation("batch", "8", None, None, cid, rank, "", proc)
                    assert near.near(v) == [e for e in kind if shapes_mod._near(e, v)]


def test_dims_of_an_export_run_are_joined_as_before() -> None:
    run = _load(CPU / "export_specialized_dim")
    r = shapes_mod.shapes_report(run)
    assert r.violations and r.dims
    assert all(v.symbol is not None for v in r.violations)


# -- the compile ids of the records --------------------------------------------------------------
def test_a_run_of_more_compile_ids_than_the_cache_holds_keeps_caching(monkeypatch: pytest.MonkeyPatch) -> None:
    """With room for 4 ids (the default holds 4,096; a 5.4 GB trace has 26,000 compiles) the
    ids in use are cached again once it is full: a record's id is made again only when its
    compile comes back after 4 others, not for every record after the 4th id."""
    d = CPU / "breaks_and_recompiles"
    made = []
    real = CompileId.from_envelope.__func__  # type: ignore[attr-defined]

    def counted(cls, env):
        made.append(1)
        return real(cls, env)

    expected = summary_dict(_load(d), str(d))
    monkeypatch.setattr(CompileId, "from_envelope", classmethod(counted))
    monkeypatch.setattr(envelopes, "_CACHE_MAX", 4)
    envelopes._CIDS.clear()
    run = load_run(str(d))
    assert len(envelopes._CIDS) <= 4
    ids = {c.id for c in run.compiles}
    assert len(ids) > 8  # (more than the cache holds)
    assert len(made) < 3 * len(ids) < run.record_count, (len(made), len(ids), run.record_count)
    assert summary_dict(run, str(d)) == expected
    envelopes._CIDS.clear()


# -- the recompile insights and the ranks grid (the TUI's) ---------------------------------------
def _final_by_scan(run, c):
    best = c
    for p in run.compiles:
        if (p.rank == c.rank and p.process == c.process and p.id.frame_id == c.id.frame_id
                and p.id.frame_compile_id == c.id.frame_compile_id
                and p.id.compiled_autograd_id == c.id.compiled_autograd_id
                and p.id.attempt > best.id.attempt):  # fmt: skip
            best = p
    return best


def _before_by_scan(run, c):
    cands = [p for p in run.compiles if p.rank == c.rank and p.process == c.process
             and p.id.frame_key == c.id.frame_key and p.id.sort_key < c.id.sort_key]  # fmt: skip
    return cands[-1] if cands else None


RECOMPILING = ["breaks_and_recompiles", "restart_once", "recompile_limit", "hf_seq_recompile", "two_processes",
               "collectives_diverge", "export_specialized_dim"]  # fmt: skip


@pytest.mark.parametrize("sample", RECOMPILING)
def test_a_compiles_attempts_and_frame_are_the_ones_a_scan_of_the_run_finds(sample: str) -> None:
    """What the recompile insights looked up by a scan of every compile for each recompile, now
    by the run's index of its frames (the same compiles: the last attempt, the frame's compile
    before it)."""
    from pt2tui.core.analysis import recompiles

    run = _load(CPU / sample)
    assert run.compiles
    for c in [*run.compiles, *run.recompiles]:
        assert recompiles._final_attempt(run, c) is _final_by_scan(run, c)
        cands = [p for p in run.frame_compiles_of(c) if p.id.sort_key < c.id.sort_key]
        assert (cands[-1] if cands else None) is _before_by_scan(run, c)
    whys = recompiles.recompile_whys(run)
    assert len(whys) == sum(1 for c in run.recompiles if c.recompile_reasons)


@pytest.mark.parametrize("sample", [CPU / "collectives_diverge", CPU / "torchrun_rank_segv", DDP])
def test_the_ranks_grid_has_each_ranks_first_compile_of_each_id(sample: Path) -> None:
    from pt2tui.render.views import ranks as view

    run = _load(sample)
    assert len(view.ranks_of(run)) >= 2
    by = view._by_rank(run)
    for aspect in view.ASPECTS:
        for row in view.rank_grid(run, aspect):
            if aspect not in ("compile ids", "status", "cache", "recompiles"):
                continue
            for r, cell in row.cells.items():
                first = next((x for x in by[r] if str(x.id) == row.label), None)
                assert (cell.target == first.key) if first is not None else (cell.text == view.ABSENT)


@pytest.mark.parametrize("sample", RECOMPILING)
def test_a_diffs_other_attempts_are_the_ones_a_scan_finds(sample: str) -> None:
    from pt2tui.core.analysis.diff import _frame_compiles
    from pt2tui.core.analysis.diff.align import frame_key

    side = list(_load(CPU / sample).compiles)
    by = _frame_compiles(side)
    for c in side:
        k = (frame_key(c), c.id.frame_compile_id)
        scan = tuple(x for x in side if x is not c and (frame_key(x), x.id.frame_compile_id) == k)
        assert tuple(x for x in by.get(k, ()) if x is not c) == scan


# -- payloads read in a row (the Time view's chromium events) ------------------------------------
@pytest.mark.parametrize("sample", [CPU / "breaks_and_recompiles", CPU / "collectives_diverge", DDP])
def test_payloads_read_in_a_row_are_each_ones_text(sample: Path, tmp_path: Path) -> None:
    from dataclasses import replace

    from pt2tui.core.analysis.timing import ranked_events
    from pt2tui.core.parse import payloads

    run = _load(sample)
    refs = [run.chromium_events[i] for i in range(len(run.chromium_events))]
    refs += [a.ref for c in run.compiles for a in c.artifacts]  # (every kind, from every file)
    assert len(refs) > 50 and any(r.kind == "trace" for r in refs)
    mixed = refs[::-1] + refs  # (backwards, then forwards: windows missed and hit)
    assert payloads.read_texts(mixed) == [payloads.read_text(r) for r in mixed]
    # a file cut short after it was read, and one gone: what is there, and None
    r = next(r for r in refs if r.kind == "trace" and r.end - r.start > 10)
    short = tmp_path / "cut.log"
    short.write_bytes(Path(r.path).read_bytes()[: r.start + (r.end - r.start) // 2])
    cut, gone = replace(r, path=str(short)), replace(r, path=str(tmp_path / "gone.log"))
    assert payloads.read_texts([cut, gone, r]) == [payloads.read_text(cut), None, payloads.read_text(r)]
    ev = ranked_events(run)
    assert len(ev) == len(run.chromium_events) and all(isinstance(e, dict) for _, e in ev)
    assert ev or sample.name == DDP.name  # (that sample has no chromium events)


# -- the kernels view: each kernel's compiles -----------------------------------------------------
@pytest.mark.parametrize("sample", [CPU / "breaks_and_recompiles", CPU / "accuracy_error", CPU / "collectives_diverge",
                                    REPO / "sample_traces" / "cpu-kernels" / "kernel_cpu"])  # fmt: skip
def test_each_kernels_compiles_are_the_ones_a_list_scan_keeps(sample: Path) -> None:
    """The output code's kernels by name, each with its compiles once and in order: a kernel that
    many compiles share (a layer's, in each copy of a long run) was a scan of its list for each."""
    from pt2tui.core.analysis.kernel_level import _code_index
    from pt2tui.core.parse.output_code_kernels import code_kernels
    from pt2tui.core.parse.payloads import read_text

    run = _load(sample)
    scan: dict[str, list] = {}
    for c in run.compiles:
        for a in c.artifacts:
            if a.category == "output_code" and a.kind != "debug_dir":
                for k in code_kernels(read_text(a.ref)):
                    if c not in scan.setdefault(k.name, []):
                        scan[k.name].append(c)
    index = _code_index(run)
    assert index and {k: [c.key for c in v] for k, v in index.items()} == {k: [c.key for c in v] for k, v in scan.items()}


# -- the recompile insights: each guards text parsed once -----------------------------------------
@pytest.mark.parametrize("sample", ["recompile_limit", "breaks_and_recompiles"])
def test_a_frames_guard_texts_are_parsed_once_and_handed_out_as_new_lists(sample: str, monkeypatch) -> None:
    """A recompile reads its compile before's guards (tree and diff) and its own (diff), which
    the next recompile reads again as its before: each text was parsed 3 times."""
    from pt2tui.core.analysis import guards, recompiles

    run = _load(CPU / sample)
    fresh = recompiles.recompile_whys(run)
    parsed: list[str] = []
    real = guards._parse_tree

    def counted(text: str):
        parsed.append(text)
        return real(text)

    monkeypatch.setattr(guards, "_parse_tree", counted)
    monkeypatch.setattr(guards, "_TREES", guards.TextMemo(256, 32 << 20))
    monkeypatch.setattr(guards, "_NORMAL", guards.TextMemo(256, 32 << 20))
    whys = recompiles.recompile_whys(run)
    assert whys == fresh and parsed and len(parsed) == len(set(parsed))
    text = parsed[0]
    tree = guards.parse_guard_tree(text)
    tree.append(tree[0])  # (a caller's list is its own)
    assert guards.parse_guard_tree(text) == list(real(text)) and len(guards.normalize(text)) <= len(real(text))
