"""Guards the shape environment added, and the ones it could not add.

``guard_added_fast`` (always written) and ``guard_added`` (written under draft_export / dtrace,
with ``symbol_to_sources``) name the guard (``Eq(s77, 8)``) and the stacks that added it; when
both are written for one guard they come one after the other and make one entry.
``propagate_real_tensors[_provenance]``: a data-dependent expression decided from real tensors
(likewise one entry for the pair). ``guard_on_data_dependent_error``: a guard on a
data-dependent expression that could not be decided.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..shapes import DataDependentError, ShapeGuard, ShapesAcc, new_guard
from .registry import handles
from .shape_common import meta_of, process_of, text, user_frame

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder

# the two records torch writes one after the other for one guard / one assumption
_SECOND_OF = {"guard_added": "guard_added_fast",
              "propagate_real_tensors": "propagate_real_tensors_provenance"}  # fmt: skip


@handles("guard_added", "guard_added_fast", "propagate_real_tensors",
         "propagate_real_tensors_provenance")  # fmt: skip
def _guard(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    # one call per guard record (thousands in a dynamic run): kept flat
    meta = rec.meta
    if type(meta) is not dict:
        return
    sh = b.shapes
    expr = meta.get("expr")
    if type(expr) is not str:
        expr = text(expr)
    expr = sh.strings.setdefault(expr, expr)
    result = meta.get("result")
    s2s = meta.get("symbol_to_sources")
    pairs = (
        sh.intern(tuple((text(k), text(v)) for k, v in s2s.items()))
        if type(s2s) is dict and s2s else ()
    )  # fmt: skip
    g = new_guard(expr, rec.kind, rec.compile_id, rec.rank, user_frame(b, ctx, meta), ctx.path,
                  rec.offset, None if result is None else text(result), pairs,
                  acc.process if acc is not None else process_of(ctx, rec, acc))  # fmt: skip
    guards = sh.guards
    if not guards or guards[-1].kind not in _SECOND_OF or not _merged(sh, g):
        guards.append(g)
    sh.frozen = None


def _merged(sh: ShapesAcc, g: ShapeGuard) -> bool:
    """The second record of a pair (guard_added then guard_added_fast; propagate_real_tensors
    then its provenance) completes the first instead of making a second entry."""
    if not sh.guards:
        return False
    last = sh.guards[-1]
    if (_SECOND_OF.get(last.kind) != g.kind or last.expr != g.expr
            or last.compile_id != g.compile_id or last.rank != g.rank
            or last.process != g.process):  # fmt: skip
        return False
    sh.guards[-1] = ShapeGuard(
        last.expr, g.kind, last.compile_id, last.rank, last.user_frame or g.user_frame,
        last.path, last.offset, last.result if last.result is not None else g.result,
        last.symbol_sources or g.symbol_sources, last.process,
    )  # fmt: skip
    return True


@handles("guard_on_data_dependent_error")
def _dd_error(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    meta: Any = meta_of(rec)
    if meta is None:
        return
    sh = b.shapes
    sh.data_dependent.append(
        DataDependentError(text(meta.get("expr")), rec.compile_id, rec.rank,
                           user_frame(b, ctx, meta), "trace", ctx.path, rec.offset,
                           process_of(ctx, rec, acc))  # fmt: skip
    )
    sh.changed()
