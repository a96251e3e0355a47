"""The model as ``--jobs`` workers send it (core/model/pickling.py): what the parent loads is what
the worker had, whether a class is made by its ``__init__`` or by the native ``make_slotted``."""

from __future__ import annotations

import copyreg
import dataclasses
import pickle
from pathlib import Path

import pytest
from conftest import SAMPLES

from pt2tui.core.model import pickling
from pt2tui.core.parse import native
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
