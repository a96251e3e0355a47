"""The run-time analysis reads a trace's rows through _native/rows.h where it is built, and
through its Python twins otherwise: the same report both ways on every real profile in the
samples, and the same answers from each function pair on random rows (ties, zero lengths,
nesting, out-of-order times: what a real trace can hold)."""

from __future__ import annotations

import glob
import os
import random
from array import array

import pytest

from pt2tui.core.analysis.perf import calls as calls_mod
from pt2tui.core.analysis.perf import index as index_mod
from pt2tui.core.analysis.perf import kernels as kernels_mod
from pt2tui.core.parse import native
from pt2tui.sources.load import load_run
from pt2tui.sources.profile import load_report

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = sorted({os.path.dirname(os.path.dirname(p)) for p in
               glob.glob(os.path.join(HERE, "..", "sample_traces", "*", "*", "profile", "*.json.gz"))})  # fmt: skip

needs_native = pytest.mark.skipif(native.region_gaps is None, reason="the native module is not built")


pytestmark = pytest.mark.usefixtures("private_cache")  # tests/conftest.py


@needs_native
@pytest.mark.parametrize("run", RUNS, ids=lambda p: "/".join(p.split(os.sep)[-2:]))
def test_same_report_both_ways(run: str) -> None:
    try:
        r = load_run(run)
    except Exception:  # noqa: BLE001 - a profile without a readable run still has a report
        r = None
    fast = repr(load_report(run, r))
    with native.pure_python():
        slow = repr(load_report(run, r))
    assert fast == slow


def _rows(rng: random.Random, n: int) -> tuple[array, array]:
    ts = array("d", sorted(round(rng.uniform(0, 200), rng.choice((0, 1, 3))) for _ in range(n)))
    dur = array("d", (rng.choice((0.0, rng.uniform(0, 60), round(rng.uniform(0, 20)))) for _ in range(n)))
    return ts, dur


@needs_native
@pytest.mark.parametrize("seed", range(60))
def test_function_pairs_agree(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(0, 80)
    ts, dur = _rows(rng, n)
    rows = list(range(n))

    def pick() -> list[int]:
        return sorted(rng.sample(rows, rng.randint(0, n)))

    los = sorted(rng.uniform(-10, 210) for _ in range(rng.randint(0, 12)))
    his = [lo + rng.choice((0.0, rng.uniform(0, 50))) for lo in los]
    sel = pick()
    for clip in (False, True):
        assert native.window_lengths(ts, dur, sel, los, his, clip) == \
            calls_mod._window_lengths(ts, dur, sel, los, his, clip)  # fmt: skip
    regions, cover, atens = pick(), pick(), pick()
    name = array("i", (rng.randrange(4) for _ in range(n)))
    a = native.region_gaps(ts, dur, name, regions, cover, atens)
    b = calls_mod._region_gaps(ts, dur, name, regions, cover, atens)
    assert a == b
    times = [rng.choice((float("nan"), rng.uniform(-5, 210), ts[rng.randrange(n)] if n else 1.0))
             for _ in range(rng.randint(0, 30))]  # fmt: skip
    assert native.innermost(ts, dur, sel, times) == kernels_mod._innermost(ts, dur, sel, times)
    tid = array("i", (rng.randint(0, 2) for _ in range(n)))
    stream = array("i", (rng.choice((-1, -1, 7)) for _ in range(n)))
    assert native.tops_within(ts, dur, tid, stream, sel, 1) == kernels_mod._tops_within(ts, dur, tid, stream, sel, 1)
    regs, grs = (native.innermost(ts, dur, pick(), [ts[i] for i in sel]) for _ in range(2))
    assert native.kernel_groups(name, stream, dur, sel, regs, grs) == \
        kernels_mod._kernel_groups(name, stream, dur, sel, regs, grs)  # fmt: skip
    assert native.rows_eq(tid, 1, None) == [i for i in rows if tid[i] == 1]
    assert native.rows_eq(tid, 2, sel) == [i for i in sel if tid[i] == 2]


@needs_native
def test_classify_rows_agrees() -> None:
    rng = random.Random(7)
    col = index_mod.Columns()
    col.names = [f"n{k}" for k in range(12)]
    col.cats = ["cpu_op", "overhead"]
    col.tids = [1, 2]
    for _ in range(500):
        col.ts.append(rng.uniform(0, 10))
        col.dur.append(1.0)
        col.name.append(rng.randrange(12))
        col.cat.append(rng.randrange(2))
        col.tid.append(rng.randrange(2))
        col.stream.append(rng.choice((-1, -1, 3)))
        col.corr.append(rng.choice((-1, rng.randrange(1 << 40))))
    kinds = [rng.randrange(9) for _ in range(12)]
    by_kind, gpu, launch = native.classify_rows(bytes(kinds), col.name, col.stream, col.corr)
    assert (by_kind, gpu, launch, native.rows_eq(col.cat, 1, None)) == index_mod._classify(col, kinds, 1)


def test_bad_arguments_are_errors_not_crashes() -> None:
    if native.window_lengths is None:
        pytest.skip("the native module is not built")
    ts = array("d", [0.0, 1.0])
    with pytest.raises(IndexError):
        native.window_lengths(ts, ts, [5], [0.0], [1.0], False)
    with pytest.raises(TypeError):
        native.window_lengths(array("i", [0, 1]), ts, [0], [0.0], [1.0], False)
    with pytest.raises(TypeError):
        native.region_gaps(ts, ts, array("i", [0, 0]), (0,), [], [])
    with pytest.raises(TypeError):
        native.kernel_groups(array("i", [0, 0]), array("i", [0, 0]), ts, [0], [], [])
    with pytest.raises(ValueError):
        native.classify_rows(b"\0", array("i", [0]), array("i", [0, 1]), array("q", [0]))
