"""Indexing the trace files of a finished run (or what there is of them) on every core.

``catch_up_traces(follower, jobs)`` reads each TORCH_TRACE file the Follower follows to its
current end, file by file in a fixed order, so the result is the same for any ``jobs``:

- ``jobs`` 1 (or little to read): in this process, one file after the other, on one core
  (the CLI's ``--jobs 1`` also turns off the md5 helper thread);
- several files: this process indexes them from the first on, straight into its builder, while
  ``jobs - 1`` forked workers take them from the last on, each file into a RunBuilder of its
  own; when the two ends meet, this process merges the workers' files in file order
  (core/model/merge.py). Who takes which is decided as they go (sources/claims.py): with many
  workers, loading their results keeps this process busy, and it reads none (the workers then
  take the files from the first on, and their results are merged as they come);
- one big file: it is cut at record boundaries into SEGMENTS_PER_JOB segments a process, shared
  the same way: this process reads its segments as a sequential read does, a worker starts a
  segment in the state the bytes before it leave (core/parse/segment.py), prescanned first by
  every process, a piece each (``_Prescan``: a claims.Prelude).

A file or segment whose merge cannot be exact (``merge.conflict``: state that crosses it) is
indexed again here, after what comes before it. Each file's parser is left where the file
ended, its last record pending, as a sequential read leaves it: ``Follower.poll`` goes on
with what is appended and ``Follower.finish`` flushes it.
"""

from __future__ import annotations

import errno
import multiprocessing
import os
import pickle
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from itertools import islice

from ..core.analysis.ranks import artifacts as rank_artifacts
from ..core.model import Problem
from ..core.model.builder import RunBuilder
from ..core.model.context import TraceContext
from ..core.model.merge import conflict, merge_into
from ..core.model.pickling import give_artifacts, take_artifacts
from ..core.model.pickling import register as _quick_pickling
from ..core.parse import payloads
from ..core.parse.segment import (
    flush_at_boundary,
    piece_delta,
    portable,
    prescan_pieces,
    prescan_points,
    record_boundary,
    start_at,
    states_at,
)
from ..core.parse.trace import TraceParser
from .claims import Prelude, reads_none, share
from .follower import READ_STEP, Follower, add_in_file_order, feed_chunk

Progress = Callable[[int, int], None]

PARALLEL_MIN_BYTES = 8 << 20  # less to read than this: not worth starting processes
SPLIT_MIN_BYTES = 32 << 20  # one file at least this big is cut into segments of half that or more
RECEIVE_BUFFER = 1 << 20  # a worker's result is read back in pieces this big (4 MB: +9 MB resident)
SEGMENTS_PER_JOB = 2  # one big file: segments a process (more share more evenly, but each costs a merge)
# ... where this process reads none (claims.reads_none: 11 cores or more), the workers take
# rounds of segments, each round one segment a worker: results come in rounds, and this
# process loads one round's while the workers read the next: only the last round's loads are
# left when the workers are done (segments of SEGMENT_MIN or more; 3 rounds measured no quicker
# than 2 on the lent 16-core hosts, bench/RESULTS.md)
ROUNDS = 2
SEGMENT_MIN = 4 << 20
# how many files / segments were merged, and how many indexed again here (tests look)
STATS = {"merged": 0, "reindexed": 0}
_GIVING_WAY = threading.local()  # giving_way(fn): this thread's fn, called before each result loads
# `pt2tui open --jobs N` sets it: the TUI's indexer reads the trace files with catch_up_traces
# (else, as in tests, with Follower.poll alone)
TUI_JOBS: int | None = None


def default_jobs() -> int:
    """The cores this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # pragma: no cover - not Linux
        return max(1, os.cpu_count() or 1)


def catch_up_traces(
    f: Follower, jobs: int | None = None, progress: Progress | None = None,
    min_parallel_bytes: int | None = None, split_min_bytes: int | None = None,
    here: bool = True, meanwhile: Callable[[], None] | None = None,
) -> None:  # fmt: skip
    """Index every trace file ``f`` follows up to its current size, into ``f.builder``.
    ``here=False`` (the TUI, ``jobs`` >= 2): this process reads
    none of the files or segments, ``jobs`` workers do (claims.share): its thread only merges,
    and leaves the GIL to the UI's. ``meanwhile()`` is called once, the first time this process
    waits for the workers (the CLI imports what it prints with: on 16 cores this process has
    nothing to do until the first results come); not at all when it does not wait."""
    if min_parallel_bytes is None:
        min_parallel_bytes = PARALLEL_MIN_BYTES
    if split_min_bytes is None:
        split_min_bytes = SPLIT_MIN_BYTES
    jobs = default_jobs() if jobs is None else max(1, jobs)
    if "fork" not in multiprocessing.get_all_start_methods():
        jobs = 1  # (not Linux)
    with f._lock:
        f._rescan()
        f._last_scan = 0.0  # the first poll rescans, as a load that polls from the start does
    # Not under f._lock: progress may snapshot (the TUI's indexer does, in this thread).
    files = [(p, _size(p)) for p in f._traces]
    total = sum(s for _, s in files)
    if jobs > 1 and len(files) == 1 and files[0][1] >= split_min_bytes:
        _split(f, files[0][0], files[0][1], jobs, progress, max(1, split_min_bytes // 2), here, meanwhile)
    elif jobs > 1 and len(files) > 1 and total >= min_parallel_bytes:
        _by_file(f, files, jobs, progress, here, meanwhile)
    else:
        for path, size in files:
            tail, parser, ctx = f._traces[path]
            _feed(f.builder, parser, ctx, path, 0, size, _ticker(f, progress))
            tail.set_offset(size)


# -- indexing a range of a file ------------------------------------------------------------------
def _feed(
    b: RunBuilder, parser: TraceParser, ctx: TraceContext, path: str, start: int, end: int,
    tick: Callable[[int], None] | None = None,
) -> None:  # fmt: skip
    """Feed bytes [start, end) of ``path`` (the parser is at ``start``) in the chunks a
    Follower reads (READ_STEP apart from the file's start); ``tick(n)`` after each."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError as e:
        b.add_problem(Problem(path, f"cannot read: {e.strerror or e}"))
        return
    try:
        pos = start
        while pos < end:
            hole = _hole(fd, pos, end)  # a sparse file's hole: NULs the parser may skip unread
            if hole > READ_STEP and parser.skip_hole(hole):
                pos += hole
                if tick is not None:
                    tick(hole)
                continue
            step = min(end, (pos // READ_STEP + 1) * READ_STEP) - pos
            try:
                data = os.pread(fd, step, pos)
            except OSError as e:
                b.add_problem(Problem(path, f"cannot read: {e.strerror or e}"))
                return
            if not data:
                return
            feed_chunk(b, parser, ctx, pos, data)
            pos += len(data)
            if tick is not None:
                tick(len(data))
    finally:
        os.close(fd)


def _hole(fd: int, pos: int, end: int) -> int:
    """The bytes of the hole at ``pos`` (0: data there, or no SEEK_DATA here)."""
    try:
        return min(end, os.lseek(fd, pos, os.SEEK_DATA)) - pos
    except OSError as e:
        return end - pos if e.errno == errno.ENXIO else 0
    except AttributeError:  # pragma: no cover - no SEEK_DATA
        return 0


def _flush(b: RunBuilder, parser: TraceParser, ctx: TraceContext) -> None:
    n_prob, before = len(parser.problems), ctx.strings.copy()
    add_in_file_order(b, ctx, parser, flush_at_boundary(parser), n_prob, before)


def _work(unit: tuple, where: str | None = None) -> str:
    """In a worker: ``_index_unit``, pickled into a temporary file (streamed: neither side
    holds the pickle and the objects at once); its name goes back."""
    payloads.MD5_HELPER = False  # every core has a process of its own: no md5 helper thread
    res = _index_unit(unit, where)
    res[0].frame_keys.clear()  # (this builder's way to its frames: the merge keeps the frames)
    # what the rank comparison reads from this file's payloads, read here on this core
    read = rank_artifacts.warm(res[0].compiles.values())
    arts = take_artifacts(list(res[0].compiles.values()))  # (one set of columns for them all)
    fd, name = tempfile.mkstemp(prefix="pt2tui-jobs-", suffix=".pickle", dir=where)
    try:
        with os.fdopen(fd, "wb") as out:
            pickle.dump((res, read, arts), out, protocol=pickle.HIGHEST_PROTOCOL)
    except BaseException:
        os.unlink(name)
        raise
    return name


@contextmanager
def giving_way(fn: Callable[[], None]) -> Iterator[None]:
    """Within it, this thread calls ``fn()`` before it loads each worker's result (the TUI's
    reading thread waits there while the UI is busy: tui/parts/indexer.py, ``give_way``)."""
    _GIVING_WAY.fn = fn
    try:
        yield
    finally:
        _GIVING_WAY.fn = None


def _receive(name: str) -> tuple:
    if (give_way := getattr(_GIVING_WAY, "fn", None)) is not None:
        give_way()
    try:
        # read in few big reads: each read lets go of the GIL and takes it back, and with the
        # TUI's thread busy each take waits up to a switch interval (5 ms): 8 KB reads made a
        # 0.2 MB result take 0.2 s to load, with the UI held meanwhile
        with open(name, "rb", buffering=RECEIVE_BUFFER) as f:
            res, read, arts = pickle.load(f)
    finally:
        os.unlink(name)
    if arts is not None:
        give_artifacts(list(res[0].compiles.values()), arts)
    rank_artifacts.seed(read)
    return res


def _index_unit(unit: tuple, where: str | None = None) -> tuple[RunBuilder, TraceContext, TraceParser]:
    """In a worker: a builder of [start, end) of one file, as if it had been read from 0 (a
    segment starts in the state the bytes before it leave: from the prelude's prescan in
    ``where`` (a ``_Prescan``), or given with the unit; else it is prescanned here)."""
    path, start, end, verify, last, *state = unit
    parser = TraceParser(path, verify=verify, lite=True)
    if start:
        st = state[0] if state else None
        if isinstance(st, _Prescan):  # shared by every process before the units (claims.Prelude)
            st = st.state_at(start, where) if where is not None else None
        line, strings, ranks = st if st else prescan_points(path, [start])[start]
        start_at(parser, start, line, strings)
    ctx = TraceContext(path, parser.strings)
    if start:
        ctx.known_ranks = dict(ranks)  # its processes' ranks as the bytes before leave them
    b = RunBuilder()
    if start:
        b.maybe_again = []
    _feed(b, parser, ctx, path, start, end)
    if not last:
        _flush(b, parser, ctx)
    return b, ctx, portable(parser)


class _Prescan:
    """The states one big file's segments start in (segment.prescan_pieces), read piece by piece
    by every process before the segments (``prelude``: each piece's delta written to the call's
    dir, then all of them in one file), and added up by the worker that needs one (``state_at``:
    it waits for that file)."""

    POLL_S = 0.0005

    def __init__(self, path: str, points: list[int], share: int) -> None:
        self.path, self.points = path, points
        self.pieces = prescan_pieces(path, points, share)
        self._deltas: list | None = None  # (in a worker, once read)

    def _piece(self, where: str, j: int) -> str:
        return os.path.join(where, f"piece-{j}.pickle")

    def _all(self, where: str) -> str:
        return os.path.join(where, "pieces.pickle")

    def prelude(self) -> Prelude:
        def read(j: int, where: str) -> None:
            _write(self._piece(where, j), piece_delta(self.path, *self.pieces[j]))

        def done(j: int, where: str) -> bool:
            return os.path.exists(self._piece(where, j))

        def finish(where: str) -> None:
            deltas = []
            for j in range(len(self.pieces)):
                with open(self._piece(where, j), "rb") as f:
                    deltas.append(pickle.load(f))
            _write(self._all(where), deltas)

        return Prelude(len(self.pieces), read, done, finish)

    def state_at(self, start: int, where: str) -> tuple:
        """In a worker: the state at ``start``, once the parent has written every piece's
        delta in ``where`` (a worker whose parent has gone ends, rather than wait for ever)."""
        if self._deltas is None:
            parent = os.getppid()
            while True:
                try:
                    with open(self._all(where), "rb") as f:
                        self._deltas = pickle.load(f)
                    break
                except FileNotFoundError:
                    if os.getppid() != parent:  # pragma: no cover - the parent was killed
                        os._exit(1)
                    time.sleep(self.POLL_S)
        n = next(j + 1 for j, (_, b) in enumerate(self.pieces) if b == start)  # (a piece ends there)
        return states_at([start], self.pieces[:n], self._deltas[:n])[start]


def _write(name: str, obj: object) -> None:
    """``obj`` pickled into ``name`` whole (written beside it, then renamed: a file that is
    there is complete). The file beside it is this thread's own: a piece of the prelude left
    by a worker that ended is read again here while another worker may be at it too
    (claims._prelude_here), and two writers of one ``.part`` file mixed their bytes, or one's
    rename found it gone (FileNotFoundError); each rename now puts a whole, equal file there."""
    part = f"{name}.{os.getpid()}-{threading.get_ident()}.part"
    try:
        with open(part, "wb") as out:
            pickle.dump(obj, out, protocol=pickle.HIGHEST_PROTOCOL)
        os.rename(part, name)
    except BaseException:
        with suppress(OSError):
            os.unlink(part)
        raise


def _prepare() -> None:
    """What forked workers need, done once here before they start."""
    # Forked: quickest, and the workers have every module already. Also from the TUI's
    # indexing thread: the children only index (no locks of the other threads are taken:
    # they print nothing, import nothing new), and spawned or forkserver workers would need
    # multiprocessing's resource tracker, which cannot start under Textual (stderr is taken).
    import hashlib  # noqa: F401 - what the workers import when first needed, imported here

    _quick_pickling()  # the model's frozen dataclasses: loaded by the parent twice as fast

    from ..core.parse import debugdir  # noqa: F401


def _ticker(f: Follower, progress: Progress | None) -> Callable[[int], None]:
    def tick(n: int) -> None:
        f.done_bytes += n
        if progress:
            progress(f.done_bytes, f.total_bytes)

    return tick


# -- several files -------------------------------------------------------------------------------
def _by_file(f: Follower, files: list[tuple[str, int]], jobs: int, progress: Progress | None,
             here: bool = True, meanwhile: Callable[[], None] | None = None) -> None:  # fmt: skip
    """Files as units (sources/claims.py): this process reads them from the first on, straight
    into ``f.builder``; the workers' files are merged in file order."""
    tick = _ticker(f, progress)
    units = [(path, 0, size, f.verify, True) for path, size in files]

    def take(i: int, res: tuple | None) -> None:
        if res is None:  # its worker failed or died: indexed here, in its place
            STATS["reindexed"] += 1
            _index_here(f, files[i], tick)
        else:
            _merge_file(f, files[i], res, progress)

    # (without a progress to show: the CLI) while the next file's result has not come, the
    # compiles merged so far are frozen: the snapshot after the read has only the last ones left
    # (tried in the TUI's read too: its final snapshot no quicker on 16 cores, where the reading
    # thread seldom waits, and a whole Run made at each wait)
    idle = (lambda: f.snapshot()) if progress is None else None
    _share(units, jobs, lambda i: _index_here(f, files[i], tick), take, here, _first(meanwhile, idle))


def _share(units: list[tuple], jobs: int, read_here: Callable[[int], None],
           take: Callable[[int, tuple | None], None], here: bool = True,
           idle: Callable[[], None] | None = None, prelude: Prelude | None = None) -> None:  # fmt: skip
    _prepare()
    helper, payloads.MD5_HELPER = payloads.MD5_HELPER, False  # the workers have the other cores
    try:
        share(units, jobs, _work, _receive, read_here, take, here, idle, prelude)
    finally:
        payloads.MD5_HELPER = helper


def _first(meanwhile: Callable[[], None] | None, idle: Callable[[], None] | None) -> Callable[[], None] | None:
    """An idle hook that calls ``meanwhile`` the first time, ``idle`` the times after."""
    if meanwhile is None:
        return idle
    todo = [meanwhile]

    def first() -> None:
        if todo:
            todo.pop()()
        elif idle is not None:
            idle()

    return first


def _index_here(f: Follower, file: tuple[str, int], tick: Callable[[int], None]) -> None:
    """Index one whole file in this process, into ``f.builder`` (all the files before it are
    in); what the rank comparison will read from it is read now, as a worker would."""
    path, size = file
    tail, parser, ctx = f._traces[path]
    before = len(f.builder.compiles)  # (the builder's dict only grows, in insertion order)
    _feed(f.builder, parser, ctx, path, 0, size, tick)
    tail.set_offset(size)
    rank_artifacts.warm(islice(f.builder.compiles.values(), before, None))


def _merge_file(f: Follower, file: tuple[str, int], res: tuple, progress: Progress | None) -> None:
    path, size = file
    w, wctx, wparser = res
    tail, parser, ctx = f._traces[path]
    if conflict(f.builder, w, ctx, wctx) is None:
        merge_into(f.builder, w, ctx, wctx)
        f._traces[path] = (tail, wparser, ctx)
        STATS["merged"] += 1
        _ticker(f, progress)(size)
    else:
        STATS["reindexed"] += 1
        _feed(f.builder, parser, ctx, path, 0, size, _ticker(f, progress))
    tail.set_offset(size)


# -- one big file --------------------------------------------------------------------------------
def _split(
    f: Follower, path: str, size: int, jobs: int, progress: Progress | None, seg_min: int,
    here: bool = True, meanwhile: Callable[[], None] | None = None,
) -> None:  # fmt: skip
    """Segments as units (sources/claims.py), SEGMENTS_PER_JOB a process: this process reads
    them from the first on as a sequential read does; the workers' segments are merged in
    order (or read again here, after the one before, when their merge cannot be exact)."""
    n = _segments(size, jobs, seg_min, here)
    cuts = [0]
    for k in range(1, n):
        c = record_boundary(path, size * k // n, size)
        if c >= size:  # no record after this: nor after the next targets (a NUL tail)
            break
        if c > cuts[-1]:
            cuts.append(c)
    cuts.append(size)
    tail, parser, ctx = f._traces[path]
    b = f.builder
    tick = _ticker(f, progress)
    nseg = len(cuts) - 1
    if nseg == 1:
        _feed(b, parser, ctx, path, 0, size, tick)
        tail.set_offset(size)
        return
    # the state at each segment's start, read from the bytes before it by every process as
    # soon as it has started (a piece each, claims.Prelude), before any segment
    pre = _Prescan(path, cuts[1:-1], jobs)
    units = [(path, cuts[k], cuts[k + 1], f.verify, k + 1 == nseg, pre if k else None) for k in range(nseg)]
    state: dict = {"cur": parser, "first": True}  # the parser at the boundary reached

    def read_here(k: int) -> None:
        _feed(b, parser, ctx, path, cuts[k], cuts[k + 1], tick)

    def take(k: int, res: tuple | None) -> None:
        last = k + 1 == nseg
        if state["first"]:  # the first from a worker: what this process read ends here
            state["first"] = False
            if k > 0:
                _flush(b, parser, ctx)
        if res is not None and conflict(b, res[0], ctx, res[1]) is None:
            merge_into(b, res[0], ctx, res[1])
            state["cur"] = res[2]
            STATS["merged"] += 1
            tick(cuts[k + 1] - cuts[k])
            return
        STATS["reindexed"] += 1  # read here, after the one before
        cur = state["cur"]
        ctx.strings = cur.strings
        _feed(b, cur, ctx, path, cuts[k], cuts[k + 1], tick)
        if not last:
            _flush(b, cur, ctx)

    _share(units, jobs, read_here, take, here, _first(meanwhile, None), pre.prelude())
    tail.set_offset(size)
    f._traces[path] = (tail, state["cur"], ctx)


def _segments(size: int, jobs: int, seg_min: int, here: bool) -> int:
    """How many segments one big file is cut into: SEGMENTS_PER_JOB a process of ``seg_min``
    or more; where the workers are the only readers, ROUNDS a worker (of SEGMENT_MIN or more):
    354 MB on 16 cores, 30 segments of 11.8 MB, where 22 of 16 MB left 8 of the 15 workers
    without a second one."""
    readers = jobs - 1
    if readers > 1 and (not here or reads_none(readers)):
        rounds = min(ROUNDS, size // (readers * min(seg_min, SEGMENT_MIN)))
        if rounds >= 1:
            return readers * rounds
    return max(1, min(jobs * SEGMENTS_PER_JOB, size // seg_min))


def _size(p: str) -> int:
    try:
        return os.path.getsize(p)
    except OSError:
        return 0
