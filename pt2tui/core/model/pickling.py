"""Quicker pickling of the model's frozen dataclasses, for ``--jobs`` workers sending their
builders to the parent (sources/parallel.py).

A frozen, slotted dataclass unpickles through dataclasses' ``__setstate__``, which looks its
fields up again for every object; the parent unpickles every compile's artifacts of every file on
one core. ``register()`` gives each such class a reducer that calls the class with its fields
instead (about 2x quicker to load). Only classes whose fields are all ``__init__`` arguments and
that have no ``__post_init__`` are registered: for them the two are the same object.

With the native module, a class whose ``__slots__`` are its fields is made by
``make_slotted(cls, values)`` (parse/_native/slotted.h): its slots filled in C, without the
``__init__`` that sets each field through ``object.__setattr__`` (another 2x for an Artifact).

A compile's artifacts (``CompileAcc.artifacts``, most of what a worker sends) go as columns
(``pack_artifacts``): what they share (name, kinds, compile id, rank, file) once per distinct
value, their offsets and index as int64s, their md5s as one ASCII string. The parent makes them
back in one native call (``make_artifacts``, parse/_native/artifacts.h; ``_unpack`` is its
Python twin), where each artifact pickled on its own was two objects' worth of opcodes: 0.53
to 0.29 ms for one segment's 737 artifacts. The worker packs them natively too
(``pack_artifacts``; ``_pack`` is its twin): 0.85 to 0.27 ms for a segment's 745. A list with
anything else in it goes as it is. A worker's whole result goes as one set of columns for all its
compiles (``take_artifacts`` / ``give_artifacts``, sources/parallel.py): a set for each compile
cost seven objects each, and the 354 MB trace's 30 results have 1,781 compiles.
"""

from __future__ import annotations

import copyreg
import dataclasses
import sys
from array import array
from operator import attrgetter
from typing import Any

from ..parse import native
from ..parse.types import Artifact, PayloadRef
from .context import CompileAcc

__all__ = ["register", "take_artifacts", "give_artifacts"]

_DONE: set[type] = set()
_MAKER: Any = None  # native.make_slotted as it was when the classes in _DONE were registered


def _reducer(cls: type, names: tuple[str, ...]) -> Any:
    make = native.make_slotted
    if make is not None and len(names) > 1 and _slots_are_fields(cls, names, make):
        values = attrgetter(*names)  # (a tuple of them, in C)

        def reduce_native(o: Any) -> tuple:
            return make, (cls, values(o))

        return reduce_native

    def reduce(o: Any) -> tuple:
        return cls, tuple([getattr(o, n) for n in names])

    return reduce


def _slots_are_fields(cls: type, names: tuple[str, ...], make: Any) -> bool:
    if cls.__dict__.get("__slots__") != names or cls.__bases__ != (object,):
        return False
    try:
        make(cls, (None,) * len(names))  # (its slots' offsets, read once and kept)
    except TypeError:
        return False
    return True


def register() -> int:
    """Register every frozen dataclass of pt2tui.core loaded now; returns how many are. Those
    registered while the native path was off (``native.pure_python()``) or on are registered
    again when that changed."""
    global _MAKER
    if native.make_slotted is not _MAKER:
        _DONE.clear()
        _MAKER = native.make_slotted
    for name, mod in list(sys.modules.items()):
        if not name.startswith("pt2tui.core") or mod is None:
            continue
        for v in list(vars(mod).values()):
            if not isinstance(v, type) or v in _DONE or not dataclasses.is_dataclass(v):
                continue
            if not v.__dataclass_params__.frozen or hasattr(v, "__post_init__"):  # type: ignore[attr-defined]
                continue
            fields = dataclasses.fields(v)
            if not all(f.init for f in fields):
                continue
            copyreg.pickle(v, _reducer(v, tuple(f.name for f in fields)))
            _DONE.add(v)
    copyreg.pickle(CompileAcc, _reduce_acc)
    return len(_DONE)


# -- a compile's artifacts as columns ----------------------------------------------------------
ARTIFACT_FIELDS = ("name", "kind", "category", "encoding", "compile_id", "rank", "ref", "index", "meta")
REF_FIELDS = ("kind", "path", "start", "end", "md5", "inline")
_INT64 = (-(1 << 63), (1 << 63) - 1)
_WHATS: dict[tuple, tuple] = {}  # (in a worker) each (name, kind, category, encoding) seen


def _columns_fit() -> bool:
    """Whether both classes are still made of these fields in this order, their slots the
    same (what the columns, the native makers and builder.add_artifact assume)."""
    return all(
        tuple(f.name for f in dataclasses.fields(c)) == names and c.__dict__.get("__slots__") == names
        and c.__bases__ == (object,)
        for c, names in ((Artifact, ARTIFACT_FIELDS), (PayloadRef, REF_FIELDS))
    )  # fmt: skip


FIT = _columns_fit()


def pack_artifacts(arts: list) -> tuple | None:
    """``arts`` as columns (see the module's doc), or None where one of them does not fit them
    (not exactly an Artifact with a PayloadRef, an int that is not an int64, an md5 that is not
    32 ASCII characters, one object twice): the list then goes as it is. Natively where it can
    be (``pack_artifacts``, parse/_native/artifacts.h: 1.15 to 0.1 us an artifact here), else
    by ``_pack``, its Python twin."""
    if not FIT:
        return None
    pack = native.pack_artifacts
    if pack is not None:
        return pack(Artifact, PayloadRef, arts, _WHATS)
    return _pack(arts)


def _pack(arts: list) -> tuple | None:
    """``pack_artifacts``' Python twin."""
    whats: dict[tuple, int] = {}  # (name, kind, category, encoding): the same in many compiles
    wheres: dict[tuple, int] = {}  # (id(compile id), rank, ref kind, path): the same in one compile
    what_rows: list[tuple] = []
    where_rows: list[tuple] = []
    sids = array("I")
    ints = array("q")
    md5s: list[str] = []
    has = bytearray(len(arts))
    extras: list[tuple] = []
    seen: set[int] = set()
    lo, hi = _INT64
    for i, a in enumerate(arts):
        if type(a) is not Artifact or type(a.ref) is not PayloadRef or id(a) in seen:
            return None
        seen.add(id(a))
        r = a.ref
        start, end, index, md5 = r.start, r.end, a.index, r.md5
        if (type(start) is not int or type(end) is not int or type(index) is not int
                or not (lo <= start <= hi and lo <= end <= hi and lo <= index <= hi)):  # fmt: skip
            return None
        if md5 is not None:
            if type(md5) is not str or len(md5) != 32 or not md5.isascii():
                return None
            md5s.append(md5)
            has[i] = 1
        what = (a.name, a.kind, a.category, a.encoding)
        k = whats.get(what)
        if k is None:
            k = whats[what] = len(what_rows)
            if len(_WHATS) > 50_000:
                _WHATS.clear()
            what_rows.append(_WHATS.setdefault(what, what))  # (one tuple for all compiles: pickled once)
        cid = a.compile_id
        where = (id(cid), a.rank, r.kind, r.path)
        w = wheres.get(where)
        if w is None:
            w = wheres[where] = len(where_rows)
            where_rows.append((cid, a.rank, r.kind, r.path))
        sids.append(k)
        sids.append(w)
        ints.append(start)
        ints.append(end)
        ints.append(index)
        if r.inline is not None or a.meta is not None:
            extras.append((i, r.inline, a.meta))
    return what_rows, where_rows, sids.tobytes(), ints.tobytes(), "".join(md5s).encode("ascii"), bytes(has), extras


def unpack_artifacts(whats: list, wheres: list, sids: bytes, ints: bytes, md5s: bytes, has: bytes,
                     extras: list) -> list:  # fmt: skip
    """The list ``pack_artifacts`` packed."""
    make = native.make_artifacts
    if make is not None:
        return make(Artifact, PayloadRef, whats, wheres, sids, ints, md5s, has, extras)
    return _unpack(whats, wheres, sids, ints, md5s, has, extras)


def _unpack(whats: list, wheres: list, sids: bytes, ints: bytes, md5s: bytes, has: bytes, extras: list) -> list:
    """``make_artifacts``' Python twin."""
    ids = array("I")
    ids.frombytes(sids)
    v = array("q")
    v.frombytes(ints)
    more = {i: (inline, meta) for i, inline, meta in extras}
    out = []
    m = 0
    for i in range(len(has)):
        name, kind, category, encoding = whats[ids[2 * i]]
        cid, rank, rkind, path = wheres[ids[2 * i + 1]]
        md5 = None
        if has[i]:
            md5 = md5s[m:m + 32].decode("ascii")
            m += 32
        inline, meta = more.get(i, (None, None))
        ref = PayloadRef(rkind, path, v[3 * i], v[3 * i + 1], md5, inline)
        out.append(Artifact(name, kind, category, encoding, cid, rank, ref, v[3 * i + 2], meta))
    return out


# -- a worker's result: every compile's artifacts as one set of columns ---------------------------
def take_artifacts(accs: list) -> tuple | None:
    """(In a worker, before its builder is pickled.) The artifacts of ``accs`` (CompileAccs) as
    one set of columns with each compile's count, their lists emptied: one ``make_artifacts``
    call makes them back (``give_artifacts``), where a set of columns for each compile cost its
    seven objects and their opcodes (the 354 MB trace's 30 results: 1,781 compiles). None, with
    nothing emptied, where they do not fit the columns: each compile's go as before."""
    arts: list = []
    counts = array("I")
    for acc in accs:
        arts.extend(acc.artifacts)
        counts.append(len(acc.artifacts))
    try:
        packed = pack_artifacts(arts) if arts else None
    except TypeError:  # (a field that cannot be a key)
        packed = None
    if packed is None:
        return None
    for acc in accs:
        acc.artifacts = []
    return packed, counts.tobytes()


def give_artifacts(accs: list, taken: tuple) -> None:
    """``take_artifacts``' artifacts made back, each compile's list in its place (``accs`` in
    the same order)."""
    packed, counts = taken
    n = array("I")
    n.frombytes(counts)
    if len(n) != len(accs):
        raise ValueError("give_artifacts: a count for each compile")
    arts = unpack_artifacts(*packed)
    at = 0
    for acc, k in zip(accs, n, strict=True):
        acc.artifacts = arts[at:at + k]
        at += k


def _reduce_acc(acc: CompileAcc) -> tuple:
    state = dict(acc.__dict__)
    if not state.get("artifacts", True):  # (none, or taken by take_artifacts): an empty list
        return _acc, (state, None)
    try:
        packed = pack_artifacts(state["artifacts"])
    except TypeError:  # (a field that cannot be a key: the list goes as it is)
        packed = None
    if packed is None:
        return _acc, (state, None)
    del state["artifacts"]
    return _acc, (state, packed)


def _acc(state: dict, packed: tuple | None) -> CompileAcc:
    acc = CompileAcc.__new__(CompileAcc)
    if packed is not None:
        state["artifacts"] = unpack_artifacts(*packed)
    acc.__dict__.update(state)
    return acc
