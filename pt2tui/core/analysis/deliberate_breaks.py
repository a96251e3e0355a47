"""Graph breaks torch (or a library) makes on purpose: a ``torch._dynamo.graph_break()`` in
torch's own code (the optimizer's step breaks the graph by design, pytorch#104053), a function
torch marks ``torch.compiler.disable``. They are ``expected``: the log's hint ("Remove the
`torch._dynamo.graph_break()` call") asks for an edit to torch and is no advice; where it
happened, for the user, is their own line on the log's user stack (``opt.step()``).
"""

from __future__ import annotations

from ..model import GraphBreakGroup, Run
from ..parse.types import Frame
from .recompile_tensor import is_program_file

__all__ = ["is_deliberate", "is_library_break", "user_sites", "group_key"]

# what torch writes for a break someone put there on purpose
_DELIBERATE_TYPES = (
    "Call to `torch._dynamo.graph_break()`",
    "Skip calling `torch.compiler.disable()`d function",
)
_DELIBERATE_EXPLANATION = ("User-inserted graph break", "Skip calling function")


def is_library_break(g) -> bool:
    """The break happened in torch's or an installed library's code, not the user's program."""
    return g.user_frame is not None and not is_program_file(g.user_frame.filename)


def is_deliberate(g) -> bool:
    """A break torch or a library made on purpose, in its own code."""
    if not is_library_break(g):
        return False
    if g.gb_type in _DELIBERATE_TYPES:
        return True
    return bool(g.explanation) and g.explanation.startswith(_DELIBERATE_EXPLANATION)


def group_key(g) -> tuple:
    uf = g.user_frame
    return (g.gb_type or g.reason, uf.filename if uf else None, uf.line if uf else None)


def user_sites(run: Run) -> dict[tuple, Frame]:
    """{group_key: the user's own line} for breaks in library code: the innermost frame of the
    user's program on the log's user stack (one pass over the run's breaks)."""
    out: dict[tuple, Frame] = {}
    for c in run.compiles:
        for gb in c.graph_breaks:
            if not gb.stack or not is_library_break(gb):
                continue
            k = group_key(gb)
            if k in out:
                continue
            f = next((f for f in reversed(gb.stack) if is_program_file(f.filename)), None)
            if f is not None:
                out[k] = f
    return out


def user_site(run: Run, g: GraphBreakGroup) -> Frame | None:
    return user_sites(run).get(group_key(g))
