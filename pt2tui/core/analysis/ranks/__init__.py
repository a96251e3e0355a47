"""The ranks of a distributed run, in one place:

- artifacts.py op_lines.py: what torch writes for comparing ranks (collective schedules, tensor
  metadata, graph execution order, collectives parity) and the user's line of each collective;
- compare.py: where ranks diverge, aspect by aspect (as tlparse --all-ranks-html warns);
- sequence.py: the collectives each rank issues at run time, flattened over its graphs in
  execution order (kind, size, compile, user line), and where two ranks' sequences first part;
- divergence.py: triage's ``rank_divergence`` (ranks that issue different collectives, the
  failed job's evidence; graphs that differ over the same collectives: a cost, no hang);
- stall.py: triage's ``rank_stall`` (a compile on some ranks while the others waited).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["LABELS", "WHATS", "Divergence", "divergence_dict", "divergences", "execution_orders",
           "final_by_id", "issued_by_rank", "parity_findings"]  # fmt: skip

if TYPE_CHECKING:
    from .compare import (
        LABELS,
        WHATS,
        Divergence,
        divergence_dict,
        divergences,
        execution_orders,
        final_by_id,
        issued_by_rank,
        parity_findings,
    )


def __getattr__(name: str) -> Any:
    """compare.py's names, imported when first asked for: reading a trace imports artifacts.py
    (every --jobs worker warms what it reads) and not the comparison (3-4 ms of the imports
    before the workers start)."""
    if name in __all__:
        from . import compare

        return getattr(compare, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
