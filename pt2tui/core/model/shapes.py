"""Dynamic shapes as the trace tells them: which symbols were made for which sizes, which were
specialized to a constant, which guards were added, each with the user's line that did it.

Built from ``create_symbol`` / ``create_unbacked_symbol``, ``symbolic_shape_specialization``,
``guard_added`` / ``guard_added_fast``, ``propagate_real_tensors[_provenance]``,
``guard_on_data_dependent_error`` and ``expression_created`` records (handlers/shape_*.py).
Records come with a compile id under torch.compile and with none under torch.export: entries
keep theirs (None then). ``Shapes.of(rank, cid)`` is one compile's part, ``Shapes.loose()`` the
part with no compile.

Dynamic runs log thousands of guard records: entries are small slotted tuples, their strings
interned, frames shared, and the record itself (its full stacks) stays in the trace: an entry
keeps the file and offset of its record (``ref`` reads it back).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from ..parse.compile_id import CompileId
from ..parse.types import Frame, PayloadRef


@dataclass(frozen=True, slots=True)
class ShapeSymbol:
    """A symbol made for a size or a scalar (``s77`` for ``L['x'].size()[0]``), or an unbacked
    one (``u0``: a value only known at run time, e.g. from ``.item()``)."""

    name: str
    sources: tuple[str, ...]
    value: str | None  # the example value it was made from ("8"); None when unbacked
    range: str | None  # value range as torch prints it: "[2, int_oo]"
    unbacked: bool
    compile_id: CompileId | None
    rank: int | None
    user_frame: Frame | None
    path: str = ""  # the trace file, and the offset of the record's header line in it
    offset: int = -1
    process: str | None = None  # Process.id (every process numbers its compiles from [0/0])

    @property
    def ref(self) -> PayloadRef | None:
        """The record itself (its full stacks), shown as JSON when read."""
        return _ref(self.path, self.offset)


@dataclass(frozen=True, slots=True)
class Specialization:
    """A symbol turned into a constant (``symbolic_shape_specialization``)."""

    symbol: str
    sources: tuple[str, ...]
    value: str
    reason: str  # e.g. "range_refined_to_singleton"
    compile_id: CompileId | None
    rank: int | None
    user_frame: Frame | None
    path: str = ""  # the trace file, and the offset of the record's header line in it
    offset: int = -1
    process: str | None = None  # Process.id (every process numbers its compiles from [0/0])

    @property
    def ref(self) -> PayloadRef | None:
        """The record itself (its full stacks), shown as JSON when read."""
        return _ref(self.path, self.offset)


@dataclass(frozen=True, slots=True)
class ShapeGuard:
    """A guard the shape environment added (``Eq(s77, 8)``), or an assumption made by
    propagating real tensors (``kind`` "propagate_real_tensors", ``result`` the value used)."""

    expr: str
    # the record kind: "guard_added_fast", "guard_added" (draft export / dtrace), or
    # "propagate_real_tensors"; the second of a pair when torch wrote both (see shape_guards.py)
    kind: str
    compile_id: CompileId | None
    rank: int | None
    user_frame: Frame | None
    path: str = ""  # the trace file, and the offset of the record's header line in it
    offset: int = -1
    result: str | None = None
    symbol_sources: tuple[tuple[str, str], ...] = ()  # guard_added's symbol_to_sources
    process: str | None = None  # Process.id (every process numbers its compiles from [0/0])

    @property
    def ref(self) -> PayloadRef | None:
        """The record itself (its full stacks), shown as JSON when read."""
        return _ref(self.path, self.offset)


@dataclass(frozen=True, slots=True)
class DataDependentError:
    """A guard on a data-dependent expression that could not be decided ("Could not guard on
    data-dependent expression u0 > 3")."""

    expr: str
    compile_id: CompileId | None
    rank: int | None
    user_frame: Frame | None
    source: str  # "trace" (guard_on_data_dependent_error), "compilation_metrics", "log"
    path: str = ""
    offset: int = -1
    process: str | None = None

    @property
    def ref(self) -> PayloadRef | None:
        return _ref(self.path, self.offset)


def _ref(path: str, offset: int) -> PayloadRef | None:
    return PayloadRef("envelope", path, offset, -1) if path and offset >= 0 else None


# Building a ShapeGuard (one per guard record; dynamic runs log thousands): set its slots
# through their descriptors, as parse/records.py builds Records (~4x quicker than __init__).
_G_SET = tuple(ShapeGuard.__dict__[f.name].__set__ for f in fields(ShapeGuard))
_new = object.__new__


def new_guard(expr: str, kind: str, compile_id: CompileId | None, rank: int | None,
              user_frame: Frame | None, path: str, offset: int, result: str | None,
              symbol_sources: tuple[tuple[str, str], ...], process: str | None) -> ShapeGuard:  # fmt: skip
    """``ShapeGuard(...)``, quicker (an equal object: tests/test_shapes.py checks it)."""
    g = _new(ShapeGuard)
    s = _G_SET
    s[0](g, expr)
    s[1](g, kind)
    s[2](g, compile_id)
    s[3](g, rank)
    s[4](g, user_frame)
    s[5](g, path)
    s[6](g, offset)
    s[7](g, result)
    s[8](g, symbol_sources)
    s[9](g, process)
    return g


CompileKey = tuple[int | None, CompileId | None]


@dataclass(frozen=True)
class Shapes:
    """The run's dynamic-shape records: symbols, specializations, guards, data-dependent errors."""

    symbols: tuple[ShapeSymbol, ...] = ()
    specializations: tuple[Specialization, ...] = ()
    guards: tuple[ShapeGuard, ...] = ()
    data_dependent: tuple[DataDependentError, ...] = ()
    expressions: dict[CompileKey, int] = field(default_factory=dict)  # expression_created counts

    def __bool__(self) -> bool:
        return bool(self.symbols or self.specializations or self.guards or self.data_dependent)

    def of(self, rank: int | None, cid: CompileId | None, process: str | None = None) -> Shapes:
        """The part of one compile (``cid`` None: the records with no compile id); of one
        process when given."""

        def mine(e: Any) -> bool:
            return e.compile_id == cid and e.rank == rank and (process is None or e.process == process)

        return Shapes(
            tuple(e for e in self.symbols if mine(e)),
            tuple(e for e in self.specializations if mine(e)),
            tuple(e for e in self.guards if mine(e)),
            tuple(e for e in self.data_dependent if mine(e)),
            {k: v for k, v in self.expressions.items() if k == (rank, cid)},
        )

    def loose(self) -> Shapes:
        """Records with no compile id (torch.export, draft_export), of any rank."""
        return Shapes(
            tuple(e for e in self.symbols if e.compile_id is None),
            tuple(e for e in self.specializations if e.compile_id is None),
            tuple(e for e in self.guards if e.compile_id is None),
            tuple(e for e in self.data_dependent if e.compile_id is None),
            {k: v for k, v in self.expressions.items() if k[1] is None},
        )

    def compile_keys(self) -> list[CompileKey]:
        """The compiles (rank, id) that have entries, in order of first appearance."""
        seen: dict[CompileKey, None] = {}
        for group in (self.symbols, self.specializations, self.guards, self.data_dependent):
            for e in group:
                seen.setdefault((e.rank, e.compile_id), None)
        return list(seen)


class ShapesAcc:
    """Shapes while the run is being indexed (the builder holds one; handlers append)."""

    def __init__(self) -> None:
        self.symbols: list[ShapeSymbol] = []
        self.specializations: list[Specialization] = []
        self.guards: list[ShapeGuard] = []
        self.data_dependent: list[DataDependentError] = []
        self.expressions: dict[CompileKey, int] = {}
        self.strings: dict[Any, Any] = {}
        # (file, line) of a stack entry -> its Frame (see handlers/shape_common.py)
        self.frames: dict[tuple, Frame] = {}
        self.frozen: Shapes | None = None

    def intern(self, v: Any) -> Any:
        """One object for equal strings / tuples (exprs and sources repeat compile after
        compile)."""
        return self.strings.setdefault(v, v)

    def changed(self) -> None:
        self.frozen = None  # the next freeze() makes a new Shapes

    def freeze(self) -> Shapes:
        if self.frozen is None:
            self.frozen = Shapes(
                tuple(self.symbols), tuple(self.specializations), tuple(self.guards),
                tuple(self.data_dependent), dict(self.expressions),
            )  # fmt: skip
        return self.frozen
