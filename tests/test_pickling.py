"""The model as ``--jobs`` workers send it (core/model/pickling.py): what the parent loads is what
the worker had, whether a class is made by its ``__init__`` or by the native ``make_slotted``."""

from __future__ import annotations

import contextlib
import copyreg
import dataclasses
import pickle
from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.core.model import pickling
from pt2tui.core.model.context import CompileAcc
from pt2tui.core.parse import native
from pt2tui.core.parse.compile_id import CompileId
from pt2tui.core.parse.types import Artifact, PayloadRef
from pt2tui.sources import parallel

NAMES = ["collectives_diverge", "two_processes", "restart_once", "aoti_cpu", "crash_in_backend"]


def _files(name: str) -> list[Path]:
    path = SAMPLES / name
    if not path.exists():
        pytest.skip(f"{name} is not here")
    return sorted(p for p in path.rglob("*") if p.is_file() and "torch_trace" in p.name)


@pytest.mark.parametrize("name", NAMES)
def test_a_workers_builder_loads_as_it_was(name):
    pickling.register()
    for path in _files(name):
        b, ctx, parser = parallel._index_unit((str(path), 0, path.stat().st_size, True, True))
        before = b.snapshot()
        loaded = pickle.loads(pickle.dumps((b, ctx, parser), protocol=pickle.HIGHEST_PROTOCOL))[0]
        assert loaded.snapshot() == before
        arts = [a for c in before.compiles for a in c.artifacts]
        assert arts and all(type(a) is Artifact and type(a.ref) is PayloadRef for a in arts)


def test_the_native_maker_is_the_init():
    if native.make_slotted is None:
        pytest.skip("the native module is not in use")
    pickling.register()
    assert copyreg.dispatch_table[Artifact].__name__ == "reduce_native"
    ref = PayloadRef("trace", "p.log", 10, 20, "0" * 32, None)
    a = Artifact("dynamo_output_graph", "dynamo_output_graph", "dynamo_graph", "string", None, 1, ref, 3, {"k": [1]})
    values = tuple(getattr(a, f.name) for f in dataclasses.fields(Artifact))
    b = native.make_slotted(Artifact, values)
    assert b == a and repr(b) == repr(a) and type(b) is Artifact
    assert hash(native.make_slotted(PayloadRef, tuple(getattr(ref, f.name) for f in dataclasses.fields(ref)))) == hash(ref)
    with pytest.raises(dataclasses.FrozenInstanceError):
        b.name = "x"  # type: ignore[misc]
    assert pickle.loads(pickle.dumps(a)) == a


def test_the_native_maker_refuses_what_it_cannot_make():
    if native.make_slotted is None:
        pytest.skip("the native module is not in use")
    make = native.make_slotted

    class Plain:
        pass

    class Slots:
        __slots__ = ("a", "b")

    class Sub(Slots):
        __slots__ = ("c",)

    with pytest.raises(TypeError):
        make(Plain, ())
    with pytest.raises(TypeError):
        make(Sub, (1,))  # slots of a base too
    with pytest.raises(TypeError):
        make(Slots, (1,))  # one value for two slots
    with pytest.raises(TypeError):
        make(Slots, [1, 2])  # type: ignore[arg-type]
    s = make(Slots, (1, "two"))
    assert (s.a, s.b) == (1, "two")

    @dataclasses.dataclass(frozen=True, slots=True)
    class Inherits(PayloadRef):
        extra: int = 0

    assert not pickling._slots_are_fields(Inherits, tuple(f.name for f in dataclasses.fields(Inherits)), make)


def test_registered_again_when_the_native_path_comes_back():
    """A ``--jobs`` load under ``native.pure_python()`` registered the Python reducers; the next
    registration with the native path on registers the native ones (a test after it in the same
    process found the Python reducer)."""
    if native.make_slotted is None:
        pytest.skip("the native module is not in use")
    with native.pure_python():
        pickling.register()
        assert copyreg.dispatch_table[Artifact].__name__ == "reduce"
    pickling.register()
    assert copyreg.dispatch_table[Artifact].__name__ == "reduce_native"


def _acc_artifacts(name: str) -> list:
    pickling.register()
    out = []
    for path in _files(name):
        b, _, _ = parallel._index_unit((str(path), 0, path.stat().st_size, True, True))
        out.extend(b.compiles.values())
    return out


@pytest.mark.parametrize("pure", [False, True])
@pytest.mark.parametrize("name", ["collectives_diverge", "aoti_cpu", "crash_in_backend"])
def test_a_compiles_artifacts_go_as_columns_and_come_back_the_same(name, pure):
    """Each compile's artifacts packed into columns (``pack_artifacts``) and made back, natively
    or by the Python twin: equal, in order, of the same classes, and with the compile's own id
    object (the merge renames by identity)."""
    if not pure and native.make_artifacts is None:
        pytest.skip("the native module is not in use")
    accs = _acc_artifacts(name)
    assert sum(len(a.artifacts) for a in accs)
    with native.pure_python() if pure else contextlib.nullcontext():
        for acc in accs:
            packed = pickling.pack_artifacts(acc.artifacts)
            assert packed is not None
            back = pickling.unpack_artifacts(*packed)
            assert back == acc.artifacts and [repr(a) for a in back] == [repr(a) for a in acc.artifacts]
            assert all(type(a) is Artifact and type(a.ref) is PayloadRef for a in back)
            loaded = pickle.loads(pickle.dumps(acc, protocol=pickle.HIGHEST_PROTOCOL))
            assert vars(loaded).keys() == vars(acc).keys()
            assert [a.compile_id is loaded.id for a in loaded.artifacts] == [a.compile_id is acc.id for a in acc.artifacts]


def test_artifacts_that_do_not_fit_the_columns_go_as_they_are():
    ref = PayloadRef("trace", "p.log", 10, 20, "0" * 32, None)
    a = Artifact("dynamo_output_graph", "dynamo_output_graph", "dynamo_graph", "string", None, 1, ref, 3, {"k": [1]})
    inline = Artifact("x", "artifact", "other", "json", None, None, PayloadRef("inline", inline={"a": 1}), 4)
    assert pickling.unpack_artifacts(*pickling.pack_artifacts([a, inline, a.__class__(*vars_of(a))])) == [a, inline, a]
    for bad in (
        dataclasses.replace(a, ref=dataclasses.replace(ref, start=True)),  # a bool is not an int here
        dataclasses.replace(a, ref=dataclasses.replace(ref, end=1 << 63)),
        dataclasses.replace(a, index=-(1 << 64)),
        dataclasses.replace(a, ref=dataclasses.replace(ref, md5="0" * 31)),
        dataclasses.replace(a, ref=dataclasses.replace(ref, md5="é" * 32)),
    ):
        assert pickling.pack_artifacts([a, bad]) is None
    assert pickling.pack_artifacts([a, a]) is None  # one object twice: kept one
    assert pickling.pack_artifacts([a, "not an artifact"]) is None
    acc = CompileAcc(CompileId(0, 0), None)
    acc.artifacts = [a, a]
    loaded = pickle.loads(pickle.dumps(acc))
    assert loaded.artifacts == [a, a] and loaded.artifacts[0] is loaded.artifacts[1]


def test_the_native_packer_gives_its_python_twins_columns():
    """``native.pack_artifacts`` and ``pickling._pack``: the same columns (types and values) for
    real compiles' artifacts, and None for the same lists that do not fit them."""
    pack = native.pack_artifacts
    if pack is None:
        pytest.skip("the native module is not in use")
    accs = _acc_artifacts("collectives_diverge") + _acc_artifacts("aoti_cpu")

    def exact(cols):
        return None if cols is None else [(type(c), c) for c in cols]

    for acc in accs:
        got = pack(Artifact, PayloadRef, acc.artifacts, pickling._WHATS)
        assert exact(got) == exact(pickling._pack(acc.artifacts)) and got is not None
        assert pickling.unpack_artifacts(*got) == acc.artifacts
    ref = PayloadRef("trace", "p.log", 10, 20, "0" * 32, None)
    a = Artifact("dynamo_output_graph", "dynamo_output_graph", "dynamo_graph", "string", None, 1, ref, 3, {"k": [1]})
    b = Artifact("x", "artifact", "other", "json", None, None, PayloadRef("inline", inline={"a": 1}), 4)
    cases = [[], [a], [a, b, a.__class__(*vars_of(a))], [b, b], [a, "x"], [a, 1.5]]
    cases += [[a, dataclasses.replace(a, ref=dataclasses.replace(ref, **kw))] for kw in (
        {"start": True}, {"end": 1 << 63}, {"end": -(1 << 63)}, {"start": (1 << 63) - 1}, {"md5": "0" * 31},
        {"md5": "é" * 32}, {"md5": b"0" * 32}, {"md5": None}, {"kind": "file", "path": "q"}, {"inline": 0},
    )] + [[a, dataclasses.replace(a, index=-(1 << 64))], [a, dataclasses.replace(a, rank=None, meta=None)]]  # fmt: skip
    for arts in cases:
        assert exact(pack(Artifact, PayloadRef, arts, pickling._WHATS)) == exact(pickling._pack(arts)), arts
    with pytest.raises(TypeError):
        pack(PayloadRef, Artifact, [a], {})  # (9 and 6 slots)


def vars_of(a: Artifact) -> tuple:
    return tuple(getattr(a, f.name) for f in dataclasses.fields(a))


def test_the_native_artifact_maker_refuses_columns_that_do_not_fit():
    make = native.make_artifacts
    if make is None:
        pytest.skip("the native module is not in use")
    ref = PayloadRef("trace", "p.log", 10, 20, "0" * 32, None)
    a = Artifact("n", "k", "other", "text", None, None, ref, 3)
    whats, wheres, ids, ints, md5s, has, extras = pickling.pack_artifacts([a])
    assert make(Artifact, PayloadRef, whats, wheres, ids, ints, md5s, has, extras) == [a]
    for args in (
        (whats, wheres, ids[:4], ints, md5s, has, extras),  # a column cut short
        (whats, wheres, ids, ints + b"\0", md5s, has, extras),
        (whats, wheres, ids, ints, md5s[:31], has, extras),  # fewer md5s than marked
        (whats, wheres, ids, ints, md5s + b"0" * 32, has, extras),  # md5s left over
        ([], wheres, ids, ints, md5s, has, extras),  # a what out of range
        ([("n", "k")], wheres, ids, ints, md5s, has, extras),  # not a 4-tuple
        (whats, wheres, ids, ints, md5s, has, [(5, None, None)]),  # an extra left over
        (whats, wheres, ids, ints, md5s, has, [(0, None)]),
    ):
        with pytest.raises(ValueError):
            make(Artifact, PayloadRef, *args)
    with pytest.raises(TypeError):
        make(PayloadRef, Artifact, whats, wheres, ids, ints, md5s, has, extras)  # (their slots swapped)


def test_the_merge_moves_artifact_indexes_on_natively_or_one_at_a_time():
    """merge._shift: the native ``shift_index`` moves every artifact's index on by the base, or
    (anything in the list that is not an Artifact with an int index) none, and the merge then
    moves them one at a time."""
    from pt2tui.core.model import merge

    ref = PayloadRef("trace", "p.log", 10, 20, None, None)
    arts = [Artifact("n", "k", "other", "text", None, None, ref, i) for i in range(3)]
    merge._shift(arts, 5)
    assert [a.index for a in arts] == [5, 6, 7]
    with native.pure_python():
        merge._shift(arts, 10)
    assert [a.index for a in arts] == [15, 16, 17]
    if native.shift_index is not None:
        odd = [*arts, dataclasses.replace(arts[0], index=True)]
        with pytest.raises(TypeError):
            native.shift_index(odd, Artifact, 1)
        assert [a.index for a in odd] == [15, 16, 17, True]  # (none moved on)
        merge._shift(odd, 1)
        assert [a.index for a in odd] == [16, 17, 18, 2]
        big = [*arts, dataclasses.replace(arts[0], index=(1 << 63) - 2)]  # (moved on beyond int64)
        with pytest.raises(OverflowError):
            native.shift_index(big, Artifact, 5)
        assert [a.index for a in big] == [16, 17, 18, (1 << 63) - 2]  # (none moved on)
        merge._shift(big, 5)
        assert [a.index for a in big] == [21, 22, 23, (1 << 63) + 3]


def test_an_artifact_whose_fields_cannot_be_keys_goes_as_it_is():
    pickling.register()
    ref = PayloadRef("trace", "p.log", 10, 20, None, None)
    odd = Artifact("n", "k", "other", "text", None, ["not", "hashable"], ref, 0)  # type: ignore[arg-type]
    acc = CompileAcc(CompileId(0, 0), None)
    acc.artifacts = [odd]
    assert pickle.loads(pickle.dumps(acc)).artifacts == [odd]


@pytest.mark.parametrize("pure", [False, True])
def test_a_results_artifacts_go_as_one_set_of_columns(pure):
    """A worker's result (sources/parallel.py ``_work``): every compile's artifacts as one set of
    columns (``take_artifacts``), made back in one call and put in each compile's list
    (``give_artifacts``): equal, in order, of the same classes, with each compile's own id object."""
    if not pure and native.make_artifacts is None:
        pytest.skip("the native module is not in use")
    accs = _acc_artifacts("collectives_diverge") + _acc_artifacts("crash_in_backend")
    before = [list(a.artifacts) for a in accs]
    ids = [[x.compile_id is a.id for x in a.artifacts] for a in accs]
    assert sum(map(len, before))
    with native.pure_python() if pure else contextlib.nullcontext():
        taken = pickling.take_artifacts(accs)
        assert taken is not None and all(a.artifacts == [] for a in accs)
        loaded, taken = pickle.loads(pickle.dumps((accs, taken), protocol=pickle.HIGHEST_PROTOCOL))
        pickling.give_artifacts(loaded, taken)
    assert [a.artifacts for a in loaded] == before
    assert [[x.compile_id is a.id for x in a.artifacts] for a in loaded] == ids
    assert all(type(x) is Artifact and type(x.ref) is PayloadRef for a in loaded for x in a.artifacts)


def test_a_results_artifacts_that_do_not_fit_stay_with_their_compiles():
    """One artifact that does not fit the columns: nothing is taken, each compile's list goes as
    before (and a result without artifacts sends no columns)."""
    ref = PayloadRef("trace", "p.log", 10, 20, None, None)
    a = Artifact("n", "k", "other", "text", None, None, ref, 0)
    odd = dataclasses.replace(a, index=True)  # (a bool is not an int here)
    one, two = CompileAcc(CompileId(0, 0), None), CompileAcc(CompileId(1, 0), None)
    one.artifacts, two.artifacts = [a], [odd]
    assert pickling.take_artifacts([one, two]) is None
    assert one.artifacts == [a] and two.artifacts == [odd]
    assert pickling.take_artifacts([CompileAcc(CompileId(0, 0), None)]) is None
    with pytest.raises(ValueError):
        pickling.give_artifacts([one], pickling.take_artifacts([one, CompileAcc(CompileId(2, 0), None)]))
