"""Units shared between this process and forked workers (sources/claims.py): every unit is taken
once, results are taken in order, and this process stops reading once loading the workers'
results keeps it busy."""

from __future__ import annotations

import os

import pytest

from pt2tui.sources import claims


def _share(n: int, jobs: int, monkeypatch, busy: float) -> tuple[list[int], list[tuple[int, object]]]:
    monkeypatch.setattr(claims, "LOADING_BUSY", busy)
    here: list[int] = []
    taken: list[tuple[int, object]] = []

    def work(unit: tuple, where: str) -> str:
        name = os.path.join(where, f"unit-{unit[0]}")
        with open(name, "w") as f:
            f.write(f"{unit[0]} {os.getpid()}")
        return name

    def receive(name: str) -> object:
        with open(name) as f:
            k, pid = f.read().split()
        os.unlink(name)
        return int(k), int(pid)

    claims.share([(k,) for k in range(n)], jobs, work, receive, here.append, lambda i, r: taken.append((i, r)))
    return here, taken


@pytest.mark.parametrize("jobs", [2, 4])
def test_busy_loading_this_process_reads_nothing(jobs, monkeypatch):
    """Loading is always "busy" (LOADING_BUSY 0): the workers take every unit, this process
    takes their results, in order."""
    here, taken = _share(12, jobs, monkeypatch, 0.0)
    assert here == []
    assert [i for i, _ in taken] == list(range(12))
    assert all(r is not None and r[0] == i and r[1] != os.getpid() for i, r in taken)


def test_never_busy_every_unit_taken_once(monkeypatch):
    here, taken = _share(12, 3, monkeypatch, float("inf"))
    assert here == sorted(here) and (not here or here[0] == 0)
    assert [i for i, _ in taken] == list(range(len(here), 12))
    assert all(r is not None and r[0] == i for i, r in taken)


def test_the_share_of_loading():
    pace = claims._Pace()
    assert pace.loading_share(15) == 0.0  # nothing known yet: this process reads
    pace.add(0.2, 0.012)  # a worker's rank file took 0.2 s, loading its result here 12 ms
    assert pace.loading_share(15) == pytest.approx(0.9)  # 16 cores: leave the reading to them
    assert pace.loading_share(1) == pytest.approx(0.06)  # 2 cores: read here too
