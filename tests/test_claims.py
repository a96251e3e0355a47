"""Units shared between this process and forked workers (sources/claims.py): every unit is taken
once, results are taken in order, and this process stops reading once loading the workers'
results keeps it busy."""

from __future__ import annotations

import multiprocessing
import os
import signal
import socket
import time

import pytest

from pt2tui.sources import claims


def _share(n: int, jobs: int, monkeypatch, busy: float, idle=None, pause: float = 0.0):
    monkeypatch.setattr(claims, "LOADING_BUSY", busy)
    here: list[int] = []
    taken: list[tuple[int, object]] = []

    def work(unit: tuple, where: str) -> str:
        time.sleep(pause)
        name = os.path.join(where, f"unit-{unit[0]}")
        with open(name, "w") as f:
            f.write(f"{unit[0]} {os.getpid()}")
        return name

    def receive(name: str) -> object:
        with open(name) as f:
            k, pid = f.read().split()
        os.unlink(name)
        return int(k), int(pid)

    claims.share([(k,) for k in range(n)], jobs, work, receive, here.append, lambda i, r: taken.append((i, r)),
                 idle=idle)  # fmt: skip
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
    assert pace.loading_share(3) < claims.LOADING_BUSY  # nothing known yet: a few workers,
    assert pace.loading_share(15) >= claims.LOADING_BUSY  # this process reads; many: it loads
    pace.add(0.2, 0.012)  # a worker's rank file took 0.2 s, loading its result here 12 ms
    assert pace.loading_share(15) == pytest.approx(0.9)  # 16 cores: leave the reading to them
    assert pace.loading_share(1) == pytest.approx(0.06)  # 2 cores: read here too


def test_while_the_next_result_has_not_come_this_process_is_idle(monkeypatch):
    """``idle()`` (the CLI freezes the compiles merged so far) while this process waits for the
    next result in order: at least once here (every unit takes 50 ms), at most once a unit."""
    calls: list[int] = []
    here, taken = _share(6, 3, monkeypatch, 0.0, idle=lambda: calls.append(1), pause=0.05)
    assert here == [] and [i for i, _ in taken] == list(range(6))
    assert 1 <= len(calls) <= 6


def test_workers_take_the_front_once_this_process_takes_no_more():
    c = claims.Claims(multiprocessing.get_context("fork"), 6)
    assert c.front() == 0  # this process: the first
    assert c.take(False) == 5  # a worker: the last
    c.workers_from_front()
    assert [c.take(False), c.take(False)] == [1, 2]  # then in order, as this process takes them
    assert c.take(True) == 3 and c.take(False) == 4
    assert c.take(False) is None and c.front() is None


def test_with_ten_workers_or_more_this_process_only_loads(monkeypatch):
    """Before any result: a result loads in about LOAD_PER_UNIT_PRIOR of its unit's time, so
    with 11 workers loading theirs would take this process more than LOADING_BUSY: it reads none
    (on 16 cores its first rank file put off loading the others' by 0.3 s)."""
    here, taken = _share(24, 12, monkeypatch, claims.LOADING_BUSY)
    assert here == [] and [i for i, _ in taken] == list(range(24))
    here, taken = _share(8, 3, monkeypatch, claims.LOADING_BUSY, pause=0.2)
    assert here and here[0] == 0  # 2 workers: it reads too (its first unit before any result)


def test_once_the_workers_take_the_front_this_process_reads_none(monkeypatch):
    """So many workers that this process only loads (the workers take the units from the first
    on): results that come fast (units of a few ms, quick to load) must not make it read one
    again. It took the next front unit, and the units the workers had taken before it were
    never merged (a big file cut into small segments lost half its records)."""
    for _ in range(3):
        here, taken = _share(120, 12, monkeypatch, claims.LOADING_BUSY, pause=0.002)
        assert here == []
        assert [i for i, _ in taken] == list(range(120))
        assert all(r is not None and r[0] == i for i, r in taken)


def _prelude(pieces: int, parent: int, die_in_workers: bool = False) -> tuple[claims.Prelude, list]:
    """A prelude whose pieces write who did them; ``die_in_workers``: a worker that takes a
    piece ends there (killed), and this process's first piece waits until one has."""
    finished: list[list[str]] = []

    def read(j: int, where: str) -> None:
        if die_in_workers:
            dead = os.path.join(where, "dead")
            if os.getpid() != parent:
                open(dead, "w").close()
                os._exit(3)
            deadline = time.monotonic() + 30
            while not os.path.exists(dead) and time.monotonic() < deadline:
                time.sleep(0.005)
        with open(os.path.join(where, f"p{j}"), "w") as f:
            f.write(str(os.getpid()))

    def done(j: int, where: str) -> bool:
        return os.path.exists(os.path.join(where, f"p{j}"))

    def finish(where: str) -> None:
        finished.append(sorted(n for n in os.listdir(where) if n.startswith("p")))
        open(os.path.join(where, "finished"), "w").close()

    return claims.Prelude(pieces, read, done, finish), finished


def _units_after_prelude(n: int, jobs: int, prelude: claims.Prelude) -> tuple[list, list]:
    taken: list = []
    here: list = []

    def work(unit: tuple, where: str) -> str:  # a unit waits for the finish (as parallel._Prescan's)
        while not os.path.exists(os.path.join(where, "finished")):
            time.sleep(0.001)
        name = os.path.join(where, f"unit-{unit[0]}")
        with open(name, "w") as f:
            f.write(str(sum(prelude.done(j, where) for j in range(prelude.pieces))))
        return name

    def receive(name: str) -> int:
        with open(name) as f:
            return int(f.read())

    claims.share([(k,) for k in range(n)], jobs, work, receive, here.append,
                 lambda i, r: taken.append((i, r)), prelude=prelude)  # fmt: skip
    return here, taken


@pytest.mark.parametrize("jobs", [2, 5])
def test_the_prelude_is_shared_and_finished_before_the_units(jobs):
    """Every piece of the prelude is done once, by this process or a worker, and finished
    here before a unit of a worker is read (the units that need it wait for what ``finish``
    writes: parallel._Prescan)."""
    prelude, finished = _prelude(40, os.getpid())
    here, taken = _units_after_prelude(8, jobs, prelude)
    assert finished == [sorted(f"p{j}" for j in range(40))]
    assert all(r == 40 for _, r in taken)
    assert here + [i for i, _ in taken] == list(range(8))


def test_workers_that_end_in_the_prelude_leave_their_pieces_here():
    """A worker is killed in the piece of the prelude it took (every worker that takes one
    is): this process does the pieces left, finishes the prelude, and the units are read all
    the same (by this process, or a worker that took no piece: after the finish)."""
    prelude, finished = _prelude(6, os.getpid(), die_in_workers=True)
    here, taken = _units_after_prelude(6, 3, prelude)
    assert finished == [[f"p{j}" for j in range(6)]]
    assert here + [i for i, _ in taken] == list(range(6))
    assert all(r is None or r == 6 for _, r in taken)


def test_a_result_that_does_not_load_is_taken_as_none(monkeypatch):
    """A worker's result that fails to load here (a damaged file, an unpickling error) is taken as
    None, as a worker that failed: the caller reads that unit itself (sources/parallel.py)."""
    monkeypatch.setattr(claims, "LOADING_BUSY", 0.0)
    taken: list[tuple[int, object]] = []

    def work(unit: tuple, where: str) -> str:
        name = os.path.join(where, f"unit-{unit[0]}")
        with open(name, "w") as f:
            f.write(str(unit[0]))
        return name

    def receive(name: str) -> object:
        with open(name) as f:
            k = int(f.read())
        os.unlink(name)
        if k == 3:
            raise ValueError("make_artifacts: a what or where out of range")
        return k

    claims.share([(k,) for k in range(6)], 3, work, receive, lambda i: None, lambda i, r: taken.append((i, r)))
    assert taken == [(0, 0), (1, 1), (2, 2), (3, None), (4, 4), (5, 5)]


def _sleep_unit(unit, where):
    time.sleep(60)
    return ""


def test_workers_stopped_mid_unit_end_and_signal_nothing_to_this_process():
    """The TUI's loop has a SIGTERM handler that does nothing and a wakeup fd: forked workers
    had both, so a terminated worker went on, and its SIGTERM reached this process's loop."""
    r, w = socket.socketpair()
    w.setblocking(False)
    old_fd = signal.set_wakeup_fd(w.fileno())
    old_term = signal.signal(signal.SIGTERM, lambda *a: None)
    r.setblocking(False)

    class Quit(BaseException):
        pass

    def idle():
        raise Quit

    t0 = time.monotonic()
    try:
        claims.share([(i,) for i in range(4)], 3, _sleep_unit, lambda name: None, lambda i: None,
                     lambda i, res: None, here=False, idle=idle)  # fmt: skip
    except Quit:
        pass
    finally:
        signal.set_wakeup_fd(old_fd)
        signal.signal(signal.SIGTERM, old_term)
    assert time.monotonic() - t0 < 30  # (the workers' units sleep 60 s)
    try:
        got = r.recv(64)
    except BlockingIOError:
        got = b""
    assert signal.SIGTERM not in got
    r.close()
    w.close()


def test_two_writers_of_one_prelude_piece(tmp_path):
    """A piece left by a worker that ended is done again here while another worker may be at
    it (``_prelude_here``): writers of one piece at once each leave a whole file, and no file
    beside it. (They shared one ``.part`` file: a rename found it gone, or the bytes mixed.)"""
    import pickle
    import threading

    from pt2tui.sources import parallel

    name = str(tmp_path / "piece-0.pickle")
    obj = (123456, {i: f"s{i}" for i in range(20000)}, [(1, 2)] * 5000)
    errors: list[BaseException] = []

    def writes() -> None:
        for _ in range(30):
            try:
                parallel._write(name, obj)
            except BaseException as e:  # noqa: BLE001 - collected, asserted below
                errors.append(e)

    ctx = multiprocessing.get_context("fork")
    proc = ctx.Process(target=writes)
    proc.start()
    threads = [threading.Thread(target=writes) for _ in range(3)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    proc.join()
    assert not errors and proc.exitcode == 0
    with open(name, "rb") as f:
        assert pickle.load(f) == obj
    assert os.listdir(tmp_path) == ["piece-0.pickle"]
