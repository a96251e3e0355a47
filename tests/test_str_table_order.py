"""The ``str`` intern table as a line-by-line read has it at each record. A trace file that two
processes wrote one after the other (`bash -c "python a.py; python b.py"` with one trace file):
each numbers its strings from 0, so the second one's ``str`` records give the first one's ids
other names. A feed (1 MB) makes all its records before any is handled, and the first
process's last records took the second one's names: frames in other files, and what
depended on where the feeds were cut (``--jobs``). Oracle: each process's compiles and
dynamic-shape records are what its trace gives read alone (real traces, one after the other)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import REPO

from pt2tui.sources.load import load_run

SAMPLES = REPO / "sample_traces" / "cpu"
PAIRS = [("accuracy_error", "dtrace_dynamic_guards"), ("accuracy_error", "export_specialized_dim"),
         ("restart_once", "mark_dynamic_specialized")]  # fmt: skip


def _trace(name: str) -> Path:
    files = sorted((SAMPLES / name / "trace").glob("*.log"))
    if not files:
        pytest.skip(f"sample_traces/cpu/{name} has not been recorded")
    return files[0]


def _part(run, procs: set, off: int = 0) -> tuple:
    compiles = sorted((c.process, str(c.id), tuple(map(str, c.stack))) for c in run.compiles if c.process in procs)
    shapes = sorted((s.offset - off, str(s.user_frame)) for s in run.shapes.symbols + run.shapes.guards
                    if s.process in procs)  # fmt: skip
    return compiles, shapes


@pytest.mark.parametrize("first, second", PAIRS)
def test_each_process_of_a_file_two_wrote_reads_as_alone(tmp_path: Path, first: str, second: str) -> None:
    a, b = _trace(first).read_bytes(), _trace(second).read_bytes()
    both = tmp_path / "trace.log"
    both.write_bytes(a + b)
    ra, rb = load_run(str(_trace(first))), load_run(str(_trace(second)))
    pa, pb = {p.id for p in ra.processes}, {p.id for p in rb.processes}
    assert pa and pb and not pa & pb
    whole = load_run(str(both))
    assert _part(whole, pa) == _part(ra, pa)
    assert _part(whole, pb, len(a)) == _part(rb, pb)
    assert any(s for s in _part(rb, pb)) and any(_part(ra, pa))
