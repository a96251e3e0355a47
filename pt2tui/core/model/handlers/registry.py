"""The handler registry: one handler per TORCH_TRACE event kind (``@handles``), and hooks for the
``artifact`` kind by artifact name (``@artifact_hook``).

A handler gets the builder (through the ``Builder`` protocol: what handlers may call), the source
context, the record and the compile it belongs to (None when the record names no compile).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from ...parse.records import Record
    from ...parse.spans import SpanList
    from ...parse.types import Artifact, Failure, Frame
    from ..context import CompileAcc, TraceContext
    from ..run import GraphBreak
    from ..shapes import ShapesAcc


class Builder(Protocol):
    """The part of model/builder.py's RunBuilder that handlers use."""

    chromium_events: SpanList
    frames: dict[Frame, Frame]
    frame_keys: dict[tuple, Frame]
    failures: list[Failure]
    loose_graph_breaks: list[GraphBreak]
    shapes: ShapesAcc
    torch_version: str | None

    def add_artifact(self, ctx: TraceContext, rec: Record, acc: CompileAcc | None, name: str,
                     category: str, encoding: str, **kw: Any) -> Artifact | None: ...  # fmt: skip

    def note_output_code(
        self, ctx: TraceContext, rec: Record, acc: CompileAcc, art: Artifact
    ) -> None: ...

    def note_torch_version(self, v: Any) -> None: ...


Handler = Callable[["Builder", "TraceContext", "Record", "CompileAcc | None"], None]
HANDLERS: dict[str, Handler] = {}
ArtifactHook = Callable[["Builder", "TraceContext", "Record", "CompileAcc | None", Any], None]
ARTIFACT_HOOKS: dict[str, ArtifactHook] = {}


def handles(*kinds: str) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        for k in kinds:
            if k in HANDLERS:
                raise ValueError(f"two handlers for {k!r}")
            HANDLERS[k] = fn
        return fn

    return deco


def artifact_hook(*names: str) -> Callable[[ArtifactHook], ArtifactHook]:
    def deco(fn: ArtifactHook) -> ArtifactHook:
        for n in names:
            ARTIFACT_HOOKS[n] = fn
        return fn

    return deco


_CATEGORIES: dict[str, str] = {}


def category_of(name: str) -> str:
    c = _CATEGORIES.get(name)
    if c is None:
        c = _category_of(name)
        if len(_CATEGORIES) < 4096:
            _CATEGORIES[name] = c
    return c


def _category_of(name: str) -> str:
    n = name
    if n.startswith(("dynamo_output_graph", "optimize_ddp_split", "compiled_autograd_graph")):
        return "dynamo_graph"
    if n.startswith(("aot_", "fx_graph_runnable", "torch._functorch.config")) and "cache" not in n:
        return "aot_graph"
    if "pre_grad" in n:
        return "pre_grad"
    if "post_grad_graph" in n or n.startswith(
        ("before_joint", "after_joint", "after_recompile", "before_recompile")
    ):
        return "post_grad"
    if n.startswith(
        ("inductor_output_code", "inductor_aot_wrapper_code", "inductor_aot_kernel_code")
    ):
        return "output_code"
    if n in ("dynamo_guards", "dynamo_cpp_guards_str"):
        return "guards"
    if n.endswith("compilation_metrics"):
        return "metrics"
    if "_cache_" in n:
        return "cache"
    if n.startswith(
        (
            "inductor_provenance",
            "triton_kernel_info",
            "inductor_post_to_pre",
            "inductor_triton_kernel",
        )
    ):
        return "provenance"
    return "other"


def meta_str(rec: Record, key: str) -> str:
    meta = rec.meta
    if isinstance(meta, dict):
        v = meta.get(key)
        return "" if v is None else str(v)
    return ""
