"""Units of work in order (trace files, segments of one file), shared from both ends between
this process and forked workers (sources/parallel.py says what a unit is).

This process takes units from the first on and reads each straight into its own model (all the
units before it are in there already: nothing to send, nothing to merge); ``jobs - 1`` workers
take them from the last on, each into a result of its own, sent back as a pickle. When the two
ends meet, every unit is taken, and the workers' results are taken in order. Who takes what is
decided as they go, so the work is shared evenly whatever a unit costs on either side (a worker
also sends its result; this process also loads them, and in the TUI takes snapshots). This
process takes a unit only when no result waits to be loaded, and none once loading the results
keeps it busy (``_Pace``: with many workers, reading here would only put off loading theirs).

A unit whose worker failed (an exception, or the process killed) comes back as None: the caller
reads it itself, in its place.

A ``Prelude`` is work that comes before every unit (one big file: the prescan of the states its
segments start in): its pieces are shared the same way, by this process and the workers as
soon as each has started, each in a process of its own (16 threads of one process read a 354 MB
file's pieces no quicker than 8: the mappings of one address space). This process waits until
every piece is done (doing again those of a worker that ended), then ``finish``es it; a unit
that needs it waits for that (parallel.py).

With ``here=False`` this process reads none (the TUI: its thread would hold the GIL the UI
needs, and a core the UI needs): ``jobs - 1`` workers take every unit from the first on, and
this process only loads and takes their results, in order, as they come (the run grows from
its start, as a sequential read shows it).
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import shutil
import signal
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import wait
from typing import Any

Result = Any


def share(
    units: list[tuple], jobs: int, work: Callable[[tuple, str], str], receive: Callable[[str], Result],
    read_here: Callable[[int], None], take: Callable[[int, Result | None], None], here: bool = True,
    idle: Callable[[], None] | None = None, prelude: Prelude | None = None,
) -> None:  # fmt: skip
    """``read_here(i)`` for the units this process takes (in order), then ``take(i, result)``
    for the workers' (in order; None: failed). ``work(unit, dir)`` runs in a worker and returns
    the name of a file it wrote in ``dir`` that ``receive(name)`` loads here (and removes).
    ``here=False``: this process reads none; ``jobs - 1`` workers (at least one) do.
    ``idle()`` is called here when the next result to take has not come yet (once for each);
    ``prelude``: shared before the units (see above)."""
    n = len(units)
    mp = multiprocessing.get_context("fork")
    claims = Claims(mp, n, prelude.pieces if prelude is not None else 0)
    # the workers' results go to a dir of this call's, removed whatever happens (at the latest
    # when this process ends: a TUI quit while indexing leaves nothing behind)
    where = tempfile.mkdtemp(prefix="pt2tui-jobs-")

    def remove() -> None:
        shutil.rmtree(where, ignore_errors=True)

    atexit.register(remove)
    workers: list[tuple[Any, Any]] = []
    nworkers = min(jobs - 1, n - 1) if here else max(1, min(jobs - 1, n))
    pace = _Pace()
    reading = here  # this process reads units (from the first on) until it says it takes no more
    if here and reads_none(nworkers):
        claims.workers_from_front()  # so many workers that this process will only load: in order
        reading = False  # (for good: the workers take the front now, its results are taken from 0)
    for _ in range(nworkers):
        recv, send = mp.Pipe(duplex=False)
        p = mp.Process(target=_worker_loop, args=(claims, units, work, where, send, not here, prelude),
                       daemon=True)  # fmt: skip
        with _signals_held():  # (until the worker has its own: _own_signals)
            p.start()
        send.close()
        workers.append((p, recv))
    got: dict[int, Result | None] = {}
    try:
        if prelude is not None:
            _prelude_here(prelude, claims, where, workers)

        def load(k: int, name: str | None, seconds: float) -> None:
            t0 = time.perf_counter()
            try:
                got[k] = None if name is None else receive(name)
            except Exception:  # noqa: BLE001 - a result that does not load: its unit is read here
                got[k] = None
            pace.add(seconds, time.perf_counter() - t0)

        mine = 0  # the units this process read: the first ones
        while reading:
            arrived = _arrived(workers, 0.0)  # loaded first: they free the workers' memory
            for k, name, seconds in arrived:
                load(k, name, seconds)
            if arrived:
                continue
            if pace.loading_share(len(workers)) >= LOADING_BUSY:
                # loading their results keeps this process busy: the workers read the rest, from
                # the first on, so that their results can be taken as they come
                claims.workers_from_front()
                break
            if (i := claims.front()) is None:
                break
            read_here(i)
            mine = i + 1
        for i in range(mine, n):
            idled = idle is None
            while i not in got and workers:
                arrived = _arrived(workers, 0.5 if idled else 0.0)
                for k, name, seconds in arrived:
                    load(k, name, seconds)
                if not arrived and not idled:
                    idled = True
                    idle()  # type: ignore[misc]
            take(i, got.pop(i, None))
    finally:
        for p, _ in workers:  # (all at once: each takes its time to end)
            p.terminate()
        for p, _ in workers:
            p.join(STOP_WAIT_S)
            if p.exitcode is None:  # (a worker that does not end on SIGTERM)
                p.kill()
                p.join()
        remove()
        atexit.unregister(remove)


LOADING_BUSY = 0.5  # this process reads no more units once loading the results takes this share of it
# before any result has come: a result loads in about this share of the time its unit took a
# worker (12 ms for a 0.2 s rank file, 2 ms for a 45 ms segment): with 10 workers or more this
# process reads none, not even the first unit (on 16 cores it would put off loading the others')
LOAD_PER_UNIT_PRIOR = 0.05


def reads_none(workers: int) -> bool:
    """Whether, with ``workers`` workers, this process reads no unit from the start (loading
    their results will keep it busy): they are then the only readers."""
    return _Pace().loading_share(workers) >= LOADING_BUSY


class _Pace:
    """How much of this process loading the workers' results takes, as the results so far
    tell: ``workers`` results come in the time a worker takes for one unit, each to be loaded
    here. On 16 cores, 128 ranks: 15 results of 12 ms each per 0.2 s, 0.9 of this process; each
    rank file it read itself (0.2 s) only put off loading the results that piled up meanwhile,
    and the run ended 0.7 s later. On 2 cores: 0.05, and it reads half the units."""

    __slots__ = ("unit_s", "load_s", "n")

    def __init__(self) -> None:
        self.unit_s = self.load_s = 0.0
        self.n = 0

    def add(self, unit_s: float, load_s: float) -> None:
        self.unit_s += unit_s
        self.load_s += load_s
        self.n += 1

    def loading_share(self, workers: int) -> float:
        per_unit = self.load_s / self.unit_s if self.n and self.unit_s > 0 else LOAD_PER_UNIT_PRIOR
        return workers * per_unit


@dataclass(frozen=True)
class Prelude:
    """Work before the units, in ``pieces`` pieces: ``read(j, dir)`` does piece j in any
    process and writes what it found in ``dir``, ``done(j, dir)`` says whether that is there,
    ``finish(dir)`` (in this process, once every piece is done) writes what the units wait for."""

    pieces: int
    read: Callable[[int, str], None]
    done: Callable[[int, str], bool]
    finish: Callable[[str], None]


PRELUDE_POLL_S = 0.0005


def _prelude_here(prelude: Prelude, claims: Claims, where: str, workers: list) -> None:
    """This process's share of the prelude, then the wait for the workers' (a piece left by a
    worker that ended is done here), then its finish."""
    while (j := claims.piece()) is not None:
        prelude.read(j, where)
    left = [j for j in range(prelude.pieces) if not prelude.done(j, where)]
    while left:
        if any(p.exitcode is not None for p, _ in workers):  # one ended: its pieces may never come
            for j in left:
                prelude.read(j, where)  # (again, for a piece a live worker is at: the same file)
            break
        time.sleep(PRELUDE_POLL_S)
        left = [j for j in left if not prelude.done(j, where)]
    prelude.finish(where)


class Claims:
    """Which units are taken: [front, back) are not; this process takes the front one, the
    workers the back one (the front one with ``here=False``, or once this process takes no
    more). The prelude's pieces are taken in order by whoever asks."""

    def __init__(self, mp: Any, n: int, pieces: int = 0) -> None:
        self._lock = mp.Lock()
        # front, back, whether workers take the front, the next piece, the pieces
        self._ends = mp.RawArray("i", [0, n, 0, 0, pieces])

    def _next(self, at: int, end: int) -> int | None:
        """The counter ``at`` moved on by one, unless it has reached ``end``: its value before."""
        with self._lock:
            j, n = self._ends[at], self._ends[end]
            if j >= n:
                return None
            self._ends[at] = j + 1
            return j

    def piece(self) -> int | None:
        return self._next(3, 4)

    def front(self) -> int | None:
        return self._next(0, 1)

    def workers_from_front(self) -> None:
        """This process takes no more: the workers take the units left from the first on."""
        with self._lock:
            self._ends[2] = 1

    def take(self, from_front: bool) -> int | None:
        """A worker's next unit: the back one, or the front one (``from_front``, or once this
        process takes no more)."""
        with self._lock:
            lo, hi, front = self._ends[0], self._ends[1], self._ends[2]
            if lo >= hi:
                return None
            if from_front or front:
                self._ends[0] = lo + 1
                return lo
            self._ends[1] = hi - 1
            return hi - 1


def _worker_loop(
    claims: Claims, units: list[tuple], work: Callable[[tuple, str], str], where: str, send: Any,
    from_front: bool = False, prelude: Prelude | None = None,
) -> None:
    """In a worker: the prelude's pieces not taken yet, then the back unit not taken yet (the
    front one: ``from_front``, or once this process takes no more), until they all are; the
    name of its result goes back (None: it failed, and is read again by this process, where
    the error shows)."""
    _own_signals()
    if prelude is not None:
        try:
            while (j := claims.piece()) is not None:
                prelude.read(j, where)
        except Exception:  # noqa: BLE001 - ended: this process does the piece again (and shows the error)
            send.close()
            os._exit(1)
    while (i := claims.take(from_front)) is not None:
        t0 = time.perf_counter()
        try:
            name: str | None = work(units[i], where)
        except Exception:
            name = None
        send.send((i, name, time.perf_counter() - t0))
    send.close()


STOP_WAIT_S = 5.0  # a worker told to end (SIGTERM) is killed after this
_HELD = tuple(getattr(signal, n) for n in ("SIGTERM", "SIGHUP") if hasattr(signal, n))


@contextmanager
def _signals_held() -> Iterator[None]:
    """SIGTERM and SIGHUP held (blocked) in this thread while it forks a worker: the worker
    starts with them held, and lets them come once its own handling is set (_own_signals)."""
    try:
        old = signal.pthread_sigmask(signal.SIG_BLOCK, _HELD)
    except (AttributeError, ValueError, OSError):  # (no pthread_sigmask here)
        yield
        return
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


def _own_signals() -> None:
    """In a worker: SIGTERM and SIGHUP end it, and no signal it gets is written to the parent's
    wakeup fd. The fork copied the TUI's asyncio signal handling (a handler that does nothing,
    and the loop's wakeup socket): terminating a worker whose unit was not done (the app
    quitting mid-read) went on with its units, and told the TUI's loop that it had a SIGTERM
    itself (it ended with 143). They were held from the fork to here (_signals_held)."""
    try:
        signal.set_wakeup_fd(-1)
        for sig in _HELD:
            signal.signal(sig, signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, _HELD)
    except (ValueError, OSError, AttributeError):  # (not the main thread; no pthread_sigmask)
        pass


def _arrived(workers: list, timeout: float) -> list[tuple[int, str | None, float]]:
    """The (unit, result name, seconds it took) the workers have sent; waits up to ``timeout``
    for one. A worker that ended (normally or not) leaves the list once what it sent is read."""
    if not workers:
        return []
    ready = wait([r for _, r in workers] + [p.sentinel for p, _ in workers], timeout)
    out: list[tuple[int, str | None, float]] = []
    for p, recv in list(workers):
        if recv in ready:
            out.extend(_drain(recv))
        if p.sentinel in ready or p.exitcode is not None:
            out.extend(_drain(recv))
            p.join()
            workers.remove((p, recv))
    return out


def _drain(recv: Any) -> list[tuple[int, str | None, float]]:
    out = []
    try:
        while recv.poll():
            out.append(recv.recv())
    except (EOFError, OSError):
        pass
    return out
