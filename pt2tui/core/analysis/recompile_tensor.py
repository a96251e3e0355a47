"""Recompiles explained for tensors: a size, stride, dtype, device or requires_grad change,
joined to the TENSOR_MATCH guard of the compile that failed (its line in that compile's
guards), the dim named, and what the next compile did about it (the symbol it made, from which
source: ``create_symbol``), with the user's call site when the recompiled frame is library
code (the innermost frame of the user's program on the stack that entered it).

    tensor kwargs['input_ids'] changed size at dim 1: 8 -> 16
      guard: TENSOR_MATCH on L['kwargs']['input_ids'] (line 12 of [0/0]'s guards)
      [0/1] made it dynamic: s0 from L['kwargs']['input_ids'].size()[1]
      called from: hf_seq_recompile.py:23 in main
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import Compile, Run
from ..parse.types import Frame
from ..parse.user_frame import is_user_file
from .guards import Guard, short_source, user_name
from .recompiles import RESUME_PREFIX, recompile_why

__all__ = ["TensorChange", "is_resume_frame", "mark_dynamic_hint", "tensor_change", "user_call_site"]

_REASON = re.compile(
    r"tensor '(?P<name>.+?)' (?P<what>size|stride|dtype|device|requires_grad|dispatch key set)"
    r"[^.]*?mismatch(?: at index (?P<idx>\d+))?\.?(?: expected (?P<exp>\S+?),? actual (?P<act>\S+))?"
)


@dataclass(frozen=True, slots=True)
class TensorChange:
    """What changed in a tensor a recompile's reason names (size, stride, dtype ...)."""

    name: str  # as the reason names it: "x", "kwargs['input_ids']"
    what: str  # size | stride | dtype | device | requires_grad | dispatch key set
    dim: int | None
    expected: str | None
    actual: str | None
    previous: str | None  # the compile whose guard failed ("0/0")
    guard: Guard | None  # its TENSOR_MATCH guard (guard.line: the line in its guards text)
    symbol: str | None = None  # what the recompile made of the dim: "s0"
    symbol_source: str | None = None  # "L['kwargs']['input_ids'].size()[1]"
    call_site: Frame | None = None  # the user's line that called library code
    # the frame is one Dynamo made to resume after a graph break: its inputs are the broken
    # function's locals, which the user cannot reach (no advice names them)
    resumed: bool = False

    @property
    def settled(self) -> bool:
        """The recompile made the changed dim a symbol: that dim recompiles no more."""
        return self.symbol is not None

    def line(self) -> str:
        what = f"{self.what} at dim {self.dim}" if self.dim is not None else self.what
        change = f": {self.expected} -> {self.actual}" if self.expected and self.actual else ""
        return f"tensor {self.name} changed {what}{change}"

    def lines(self, compile_id: str) -> list[str]:
        out = [self.line()]
        if self.guard is not None:
            prev = f" of [{self.previous}]'s guards" if self.previous else ""
            out.append(f"guard: {self.guard.kind} on {self.guard.source} (line {self.guard.line + 1}{prev})")
        if self.symbol:
            out.append(f"{compile_id} made it dynamic: {self.symbol} from {self.symbol_source}")
        if self.call_site is not None:
            f = self.call_site
            out.append(f"called from: {f.filename.rsplit('/', 1)[-1]}:{f.line} in {f.name}")
        return out


def is_resume_frame(co_name: str | None) -> bool:
    return bool(co_name) and co_name.startswith(RESUME_PREFIX)


def mark_dynamic_hint(ch: TensorChange) -> str | None:
    """``torch._dynamo.mark_dynamic(x, 0)`` for a size change of a name the user can reach: an
    input of the compiled function (its source name, ``L['x']`` -> ``x``) or a module's attribute;
    None for a local of a function Dynamo resumed after a graph break."""
    if ch.what != "size" or ch.dim is None or ch.resumed:
        return None
    name = user_name(ch.name)
    if not name.isidentifier():  # args[0] of a wrapper's *args: no name the user wrote
        return None
    return f"torch._dynamo.mark_dynamic({name}, {ch.dim})"


_LIBRARY = re.compile(r"[/\\](?:site|dist)-packages[/\\]")


def is_program_file(path: str) -> bool:
    """The user's program: not torch's, Python's, generated, nor an installed library's."""
    return is_user_file(path) and _LIBRARY.search(path) is None


def user_call_site(c: Compile) -> Frame | None:
    """The innermost frame of the user's program on the stack that entered ``c``'s frame, when
    that frame is library code (None when the frame is the user's own)."""
    if not c.co_filename or is_program_file(c.co_filename):
        return None
    for f in reversed(c.stack):
        if is_program_file(f.filename):
            return f
    return None


def _symbol(run: Run, c: Compile, ch: TensorChange) -> tuple[str, str] | None:
    if ch.dim is None or ch.what != "size":
        return None
    want = f".size()[{ch.dim}]"
    for s in run.shapes.of(c.rank, c.id, c.process).symbols:
        for src in s.sources:
            if src.endswith(want) and short_source(src[: -len(want)]) == ch.name and not s.unbacked:
                return s.name, src
    return None


def tensor_change(run: Run, c: Compile, *, with_guard: bool = True) -> TensorChange | None:
    """The tensor change behind recompile ``c`` (its first reason), None when the reason is no
    tensor's (or does not parse: then nothing is claimed). ``with_guard=False`` skips reading
    the previous compile's guards (triage weighs every recompile: it needs no guard line)."""
    if not c.recompile_reasons:
        return None
    first = c.recompile_reasons[0].strip().split("\n", 1)[0]
    m = _REASON.search(first)
    if m is None:
        return None
    guard = previous = None
    if with_guard:
        why = recompile_why(run, c)
        guard = next((f.guard for f in why.failed if f.kind == "shape" and f.guard is not None), None)
        previous = str(why.previous.id).strip("[]") if why.previous is not None else None
    ch = TensorChange(
        name=m["name"],
        what=m["what"],
        dim=int(m["idx"]) if m["idx"] is not None else None,
        expected=m["exp"],
        actual=m["act"],
        previous=previous,
        guard=guard,
        call_site=user_call_site(c),
        resumed=is_resume_frame(c.co_name),
    )
    sym = _symbol(run, c, ch)
    if sym is not None:
        from dataclasses import replace

        ch = replace(ch, symbol=sym[0], symbol_source=sym[1])
    return ch
