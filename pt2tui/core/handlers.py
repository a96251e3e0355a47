"""One handler per TORCH_TRACE event kind, in a registry.

A handler gets the builder, the source context, the record and the compile it belongs to (None
when the record names no compile). Kinds with no handler are kept as unknown records (and,
when they carry a payload, as viewable artifacts): never dropped.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import PurePath
from typing import TYPE_CHECKING, Any

from .gbreaks import parse_graph_break, parse_recompile_reasons
from .model import CacheEvent, Failure, Frame, GraphBreak
from .tracebacks import exception_of

if TYPE_CHECKING:
    from .builder import CompileAcc, RunBuilder, TraceContext
    from .records import Record

Handler = Callable[["RunBuilder", "TraceContext", "Record", "CompileAcc | None"], None]
HANDLERS: dict[str, Handler] = {}


def handles(*kinds: str) -> Callable[[Handler], Handler]:
    def deco(fn: Handler) -> Handler:
        for k in kinds:
            if k in HANDLERS:
                raise ValueError(f"two handlers for {k!r}")
            HANDLERS[k] = fn
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
    if "post_grad_graph" in n or n.startswith(("before_joint", "after_joint", "after_recompile", "before_recompile")):
        return "post_grad"
    if n.startswith(("inductor_output_code", "inductor_aot_wrapper_code", "inductor_aot_kernel_code")):
        return "output_code"
    if n in ("dynamo_guards", "dynamo_cpp_guards_str"):
        return "guards"
    if n.endswith("compilation_metrics"):
        return "metrics"
    if "_cache_" in n:
        return "cache"
    if n.startswith(("inductor_provenance", "triton_kernel_info", "inductor_post_to_pre", "inductor_triton_kernel")):
        return "provenance"
    return "other"


# -- no-ops and plain events (kept in kind counts, not artifacts) -------------------------------
@handles("str")
def _str(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    pass  # the parser keeps the intern table


@handles(
    "describe_storage", "describe_tensor", "describe_source", "symbolic_shape_specialization",
    "guard_added", "guard_added_fast", "create_symbol", "create_unbacked_symbol",
    "expression_created", "propagate_real_tensors", "propagate_real_tensors_provenance",
    "missing_fake_kernel", "mismatched_fake_kernel", "guard_on_data_dependent_error", "stack",
    "export", "compilation_metrics_runtime", "bwd_compilation_metrics_runtime",
)  # fmt: skip
def _event(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    if rec.payload is not None and rec.payload_size:
        b.add_artifact(ctx, rec, acc, rec.kind, "other", "text", listed=False)


@handles("chromium_event")
def _chromium(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    if rec.payload is not None:
        b.chromium_events.append(ctx.path, rec.payload[0], rec.payload[1], rec.rank)


LONG_REASON = 16 << 10  # a fail_reason is kept up to this many characters
# The compilation_metrics fields the model keeps (what pt2tui reads: status, duration, failure,
# the compile-time phases, graph sizes). The whole record stays in the trace: the Metrics view
# reads it back from there.
MODEL_METRICS = frozenset({
    "co_name", "co_filename", "co_firstlineno", "pytorch_version", "start_time",
    "entire_frame_compile_time_s", "backend_compile_time_s", "inductor_compile_time_s",
    "code_gen_time_s", "duration_us", "start_time_us", "end_time_us",
    "dynamo_cumulative_compile_time_us", "aot_autograd_cumulative_compile_time_us",
    "inductor_cumulative_compile_time_us", "inductor_code_gen_cumulative_compile_time_us",
    "triton_compile_time_us", "compile_time_autotune_time_us", "pre_grad_pass_time_us",
    "post_grad_pass_time_us", "joint_graph_pass_time_us",
    "fail_type", "fail_reason", "fail_user_frame_filename", "fail_user_frame_lineno",
    "restart_reasons", "graph_op_count", "graph_node_count", "graph_input_count",
    "guard_count", "shape_env_guard_count", "cache_size", "accumulated_cache_size",
    "is_forward", "num_graph_breaks", "recompile_reason", "frame_key", "remote_cache_version",
})  # fmt: skip


def slim_metrics(meta: dict) -> dict:
    """compilation_metrics for the model: the MODEL_METRICS fields; a fail_reason (at times a
    C++ compiler's whole output) keeps its head and says how much more there is."""
    out = {}
    for k, v in meta.items():
        if k not in MODEL_METRICS:
            continue
        if k == "fail_reason" and type(v) is str and len(v) > LONG_REASON:
            v = f"{v[:LONG_REASON]}\n... ({len(v) - LONG_REASON} more characters in the compilation_metrics record)"
        out[k] = v
    return out


# -- the compile's life ---------------------------------------------------------------------------
@handles("dynamo_start")
def _dynamo_start(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    if acc is None or not isinstance(rec.meta, dict):
        return
    stack = rec.meta.get("stack") or []
    frames = []
    for fr in stack:
        if not isinstance(fr, dict):
            continue
        fn = fr.get("filename")
        filename = ctx.strings.get(fn, f"<interned {fn}>") if isinstance(fn, int) else str(fn)
        loc = fr.get("loc")
        frame = Frame(filename, int(fr.get("line") or 0), str(fr.get("name", "")),
                      None if loc is None else str(loc))  # fmt: skip
        # the same frames recur in compile after compile: keep one of each
        frames.append(b.frames.setdefault(frame, frame))
    acc.stack = tuple(frames)
    acc.started = True


@handles("compilation_metrics", "bwd_compilation_metrics", "aot_autograd_backward_compilation_metrics")
def _metrics(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    meta = slim_metrics(rec.meta if isinstance(rec.meta, dict) else {})
    # the full record (config dumps included) is read back from the trace when viewed
    b.add_artifact(ctx, rec, acc, rec.kind, "metrics", "json", envelope=True, meta=meta)
    if acc is None:
        return
    if rec.kind == "compilation_metrics":
        acc.metrics = meta
        b.note_torch_version(meta.get("pytorch_version"))
    else:
        acc.bwd_metrics.append(meta)


@handles("dynamo_output_graph", "optimize_ddp_split_graph", "compiled_autograd_graph",
         "aot_joint_graph", "aot_forward_graph", "aot_backward_graph", "aot_inference_graph",
         "inductor_pre_grad_graph", "inductor_post_grad_graph", "inductor_input_graph",
         "exported_program")  # fmt: skip
def _graph(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    # the meta ({"sizes": ...}) is in the record, shown by the Raw view; the model does without
    b.add_artifact(ctx, rec, acc, rec.kind, category_of(rec.kind), "python", keep_meta=False)


@handles("dynamo_guards")
def _guards(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    b.add_artifact(ctx, rec, acc, rec.kind, "guards", "json")


@handles("dynamo_cpp_guards_str")
def _cpp_guards(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    b.add_artifact(ctx, rec, acc, rec.kind, "guards", "text")


@handles("optimize_ddp_split_child")
def _ddp_child(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = _meta_str(rec, "name")
    b.add_artifact(ctx, rec, acc, f"optimize_ddp_split_child_{name}", "dynamo_graph", "python")


@handles("graph_dump")
def _graph_dump(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = _meta_str(rec, "name") or "graph_dump"
    b.add_artifact(ctx, rec, acc, name, category_of(name), "python")


@handles("inductor_output_code")
def _output_code(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    filename = _meta_str(rec, "filename")
    stem = PurePath(filename).stem if filename else ""
    name = f"inductor_output_code_{stem}" if stem else "inductor_output_code"
    encoding = "cpp" if filename.endswith((".cpp", ".h")) else "python"
    art = b.add_artifact(ctx, rec, acc, name, "output_code", encoding)
    if art is not None and acc is not None:
        b.note_output_code(ctx, rec, acc, art)


@handles("link")
def _link(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = _meta_str(rec, "name") or "link"
    b.add_artifact(ctx, rec, acc, name, "other", "text", inline=_meta_str(rec, "url"))


@handles("dump_file")
def _dump_file(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = _meta_str(rec, "name") or "dump_file"
    b.add_artifact(ctx, rec, acc, name, "other", "python")


# -- artifacts by name ----------------------------------------------------------------------------
ArtifactHook = Callable[["RunBuilder", "TraceContext", "Record", "CompileAcc | None", Any], None]
ARTIFACT_HOOKS: dict[str, ArtifactHook] = {}


def artifact_hook(*names: str) -> Callable[[ArtifactHook], ArtifactHook]:
    def deco(fn: ArtifactHook) -> ArtifactHook:
        for n in names:
            ARTIFACT_HOOKS[n] = fn
        return fn

    return deco


@handles("artifact")
def _artifact(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    name = _meta_str(rec, "name") or "artifact"
    encoding = _meta_str(rec, "encoding") or "string"
    enc = "json" if encoding == "json" else "text"
    # name and encoding are the Artifact's own fields: the meta is kept when it says more
    meta = rec.meta
    extra = isinstance(meta, dict) and len(meta) > ("name" in meta) + ("encoding" in meta)
    art = b.add_artifact(ctx, rec, acc, name, category_of(name), enc, keep_meta=extra)
    hook = ARTIFACT_HOOKS.get(name)
    if hook is None and name.endswith(
        ("_cache_hit", "_cache_miss", "_cache_bypass", "_cache_pickle_failure")
    ):
        hook = _cache_hook
    if hook is not None:
        hook(b, ctx, rec, acc, art)


@artifact_hook("dynamo_graph_break_reason")
def _graph_break(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any) -> None:
    text = ctx.text(rec, limit=64 << 10)
    f = parse_graph_break(text)
    gb = GraphBreak(
        reason=f["reason"], gb_type=f["gb_type"], gb_id=f["gb_id"], user_frame=f["user_frame"],
        compile_id=rec.compile_id, rank=rec.rank, stack=f["stack"], explanation=f["explanation"],
        hints=f["hints"],
    )  # fmt: skip
    if acc is not None:
        acc.graph_breaks.append(gb)
    else:
        b.loose_graph_breaks.append(gb)


@artifact_hook("recompile_reasons")
def _recompile(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any) -> None:
    if acc is not None:
        acc.recompile_reasons.extend(parse_recompile_reasons(ctx.text(rec, limit=1 << 20)))


@artifact_hook("dynamo_error")
def _dynamo_error(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any) -> None:
    text = ctx.text(rec, limit=1 << 20).strip()
    etype, reason = exception_of(text)
    b.failures.append(
        Failure(rec.compile_id, rec.rank, etype or "dynamo_error", reason, "dynamo_error", text)
    )


def _cache_hook(b: RunBuilder, ctx: TraceContext, rec: Record, acc: CompileAcc | None, art: Any) -> None:
    if acc is None:
        return
    name = _meta_str(rec, "name")
    cache, _, result = name.rpartition("_cache_")
    reason = None
    if result == "bypass":
        reason = _json_field(ctx.text(rec, limit=16 << 10), ("reason", "cache_bypass_reason"))
    elif result == "pickle_failure":  # compiled, but the entry could not be stored
        result = "not saved"
        text = ctx.text(rec, limit=16 << 10)
        err = _json_field(text, ("error",))
        field = _json_field(text, ("field",), fallback=False)
        reason = f"Unable to serialize: {err}" + (f" (field {field})" if field else "")
    acc.cache.append(CacheEvent(cache, result, reason))


_JSON_STR = r'"{key}"\s*:\s*("(?:[^"\\]|\\.)*")'


def _json_field(text: str, keys: tuple[str, ...], *, fallback: bool = True) -> str | None:
    """The first of ``keys`` that a JSON object text has, as a str. The text may be the cut
    head of a big payload (a bypass with a long traceback): then the key is searched for.
    Without any of the keys: the text itself (its head) when ``fallback``."""
    import json

    try:
        val = json.loads(text)
    except ValueError:
        val = None
    if isinstance(val, dict):
        return next((str(val[k]) for k in keys if val.get(k)), None)
    if isinstance(val, str):
        return val.strip() or None
    for k in keys:
        m = re.search(_JSON_STR.format(key=re.escape(k)), text)
        if m:
            try:
                return str(json.loads(m.group(1))) or None
            except ValueError:
                pass
    return (text.strip()[:500] or None) if fallback else None


def _meta_str(rec: Record, key: str) -> str:
    meta = rec.meta
    if isinstance(meta, dict):
        v = meta.get(key)
        return "" if v is None else str(v)
    return ""
