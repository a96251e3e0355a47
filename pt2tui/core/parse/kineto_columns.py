"""A profiler trace's complete events as columns: what the run-time analysis reads
(core/analysis/perf), kept compact so that a trace of millions of events fits in a few bytes
per event (no dict, no object per event).

``read_columns(fileobj, info)`` reads the events (core/parse/kineto.py: streamed, plain or
compressed, cut short kept) and keeps the complete events ("ph": "X") that have a ``cat`` (not
"Trace": HTA drops those too), a ``dur``, a string ``name`` and a numeric ``ts``: per event its
start and duration (us), name, category and thread as indices into tables of the distinct
values, the GPU stream (``args.stream``; -1: a CPU event) and ``args.correlation`` (-1: none);
the collective arguments of communication events (``COMM_ARGS``) by row. Rows are sorted by
start time, events that start together in file order. A ts or dur integer past a float's range
drops the event (no time).

Two paths, one result: the native ColumnBuilder (``_native/columns.h``, where the native module
is built) walks the buffered text and appends each kept event straight into its columns; an
event it cannot decide exactly as the filter below would (escapes in a name, a non-string cat,
a float stream, NaN ...) is decoded by kineto.py and goes through ``_kept``, in its place in the
file order. Without it (``PT2TUI_NO_NATIVE=1``, no compiler), the same filter runs on every
event. Both give the same columns, types included (tests/test_twin_fuzz.py): an integer past 64
bits is an exact int on both (kineto.py's orjson batches leave such events to json).
"""

from __future__ import annotations

from array import array
from typing import IO, Any

from . import native
from .kineto import ReadInfo, iter_events

__all__ = ["Columns", "read_columns", "COMM_ARGS", "is_comm"]

COMM_ARGS = ("Collective name", "In msg nelems", "Out msg nelems", "dtype", "Group size",
             "In msg size", "Out msg size", "Process Group Name", "Process Group Ranks")  # fmt: skip


def is_comm(name: str) -> bool:
    """A communication event, whose collective arguments are kept."""
    return name.startswith("nccl") or name == "record_param_comms" or name.startswith("c10d::")


class Columns:
    """The kept events, one row each, sorted by start (ties: file order)."""

    __slots__ = ("names", "cats", "tids", "ts", "dur", "name", "cat", "tid", "stream", "corr", "args")

    def __init__(self) -> None:
        self.names: list[str] = []  # name index -> the name
        self.cats: list[str] = []  # cat index -> str(cat)
        self.tids: list[Any] = []  # tid index -> the tid as JSON gave it (int, str, None ...)
        self.ts = array("d")
        self.dur = array("d")
        self.name = array("i")
        self.cat = array("i")
        self.tid = array("i")
        self.stream = array("i")
        self.corr = array("q")
        self.args: dict[int, dict] = {}  # row -> the COMM_ARGS of a communication event

    def __len__(self) -> int:
        return len(self.ts)

    def row(self, i: int) -> tuple:
        """Row ``i`` as (ts, dur, name, cat, tid, stream, corr, args or None)."""
        return (self.ts[i], self.dur[i], self.names[self.name[i]], self.cats[self.cat[i]],
                self.tids[self.tid[i]], self.stream[i], self.corr[i], self.args.get(i))  # fmt: skip


def _stream(args: dict | None) -> int:
    if not args or "stream" not in args:
        return -1
    try:
        v = int(args["stream"])
    except (TypeError, ValueError, OverflowError):
        return -1
    return v if -(1 << 31) <= v < (1 << 31) else -1


def _corr(args: dict | None) -> int:
    v = args.get("correlation", -1) if args else -1
    return v if type(v) is int and -(1 << 63) <= v < (1 << 63) else -1


def _tid_key(tid: Any) -> tuple:
    return (type(tid).__name__, tid if isinstance(tid, (int, float, str, bool, type(None))) else repr(tid))


_NAN = float("nan")  # json's NaN is one object: rows that start at NaN compare as the pure path's


def _kept(e: dict) -> tuple | None:
    """A kept event as (ts, dur, name, cat, tid key, tid, stream, corr, comm args or None), or
    None: the filter of the module doc."""
    if e.get("ph") != "X":
        return None
    cat = e.get("cat")
    dur = e.get("dur")
    if cat is None or dur is None or cat == "Trace":
        return None
    name = e.get("name")
    ts = e.get("ts")
    if not isinstance(name, str) or type(ts) not in (int, float) or type(dur) not in (int, float):
        return None
    try:
        fts, fdur = float(ts), float(dur)
    except OverflowError:  # an integer past a float's range: no time
        return None
    args = e.get("args")
    if not isinstance(args, dict):
        args = None
    keep = None
    if args and is_comm(name):
        keep = {a: args[a] for a in COMM_ARGS if a in args} or None
    tid = e.get("tid")
    return (fts, fdur, name, cat if isinstance(cat, str) else str(cat), _tid_key(tid), tid, _stream(args),
            _corr(args), keep)  # fmt: skip


def read_columns(fileobj: IO[bytes], info: ReadInfo | None = None) -> Columns:
    """The trace's kept events as columns (see the module doc). Never raises on bad input:
    ``info`` says what was not a trace, and where a file was cut short. The native module's
    ColumnBuilder (``_native/columns.h``) builds them where it is built, with the same result."""
    info = info if info is not None else ReadInfo()
    builder = native.column_builder
    if builder is None:
        return _read_pure(fileobj, info)
    b = builder(COMM_ARGS)
    add = b.add
    for e in iter_events(fileobj, info, b.feed):  # the events the builder leaves to Python
        k = _kept(e)
        if k is not None:
            add(*k)
    return _finish(b)


def _finish(b: Any) -> Columns:
    """The builder's rows sorted by (ts, file order) into Columns."""
    n = len(b)
    if b.sort():  # a NaN start: Python's sort orders it (as the pure path's)
        ts = array("d")
        ts.frombytes(b.ts_file_order())
        b.sort(array("I", sorted(range(n), key=lambda i: (ts[i] if ts[i] == ts[i] else _NAN, i))))
    col = Columns()
    names, cats, tids = b.tables()
    col.names, col.cats, col.tids = list(names), list(cats), list(tids)
    for attr in ("ts", "dur", "corr", "name", "cat", "tid", "stream"):
        b.take(attr, getattr(col, attr))  # into the empty array; the builder's copy freed
    col.args = b.args_sorted()
    return col


def _read_pure(fileobj: IO[bytes], info: ReadInfo) -> Columns:
    col = Columns()
    names: dict[str, int] = {}
    cats: dict[str, int] = {}
    tids: dict[tuple, int] = {}
    rows: list[tuple] = []  # (ts, file order, dur, name, cat, tid, stream, corr)
    kept_args: dict[int, dict] = {}
    for e in iter_events(fileobj, info):
        k = _kept(e)
        if k is None:
            continue
        ts, dur, name, scat, key, tid, stream, corr, keep = k
        n = names.setdefault(name, len(names))
        c = cats.setdefault(scat, len(cats))
        t = tids.get(key)
        if t is None:
            t = tids[key] = len(tids)
            col.tids.append(tid)
        order = len(rows)
        if keep:
            kept_args[order] = keep
        rows.append((ts, order, dur, n, c, t, stream, corr))
    rows.sort()
    col.names = list(names)
    col.cats = list(cats)
    for new, (ts, order, dur, n, c, t, s, corr) in enumerate(rows):
        col.ts.append(ts)
        col.dur.append(dur)
        col.name.append(n)
        col.cat.append(c)
        col.tid.append(t)
        col.stream.append(s)
        col.corr.append(corr)
        a = kept_args.get(order)
        if a is not None:
            col.args[new] = a
    return col
