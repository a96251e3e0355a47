"""A compile's life: dynamo_start (its user stack) and compilation_metrics (its outcome)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...parse.types import Frame
from .registry import handles

if TYPE_CHECKING:
    from ...parse.records import Record
    from ..context import CompileAcc, TraceContext
    from .registry import Builder


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
    "dynamo_time_before_restart_s", "remote_cache_time_saved_s",  # the compile-time ledger
})  # fmt: skip


def slim_metrics(meta: dict) -> dict:
    """compilation_metrics for the model: the MODEL_METRICS fields; a fail_reason (at times a
    C++ compiler's whole output) keeps its head and says how much more there is."""
    if MODEL_METRICS.issuperset(meta):  # (the native scanner keeps only these: a copy will do)
        reason = meta.get("fail_reason")
        if type(reason) is not str or len(reason) <= LONG_REASON:
            return dict(meta)
    out = {}
    for k, v in meta.items():
        if k not in MODEL_METRICS:
            continue
        if k == "fail_reason" and type(v) is str and len(v) > LONG_REASON:
            v = f"{v[:LONG_REASON]}\n... ({len(v) - LONG_REASON} more characters in the compilation_metrics record)"
        out[k] = v
    return out


_PLAIN = frozenset({str, int, type(None)})
FRAME_KEYS_MAX = 1 << 16


# -- the compile's life ---------------------------------------------------------------------------
@handles("dynamo_start")
def _dynamo_start(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
    if acc is None or not isinstance(rec.meta, dict):
        return
    stack = rec.meta.get("stack") or []
    frames = []
    by_key = b.frame_keys
    for fr in stack:
        if not isinstance(fr, dict):
            continue
        fn = fr.get("filename")
        filename = ctx.strings.get(fn, f"<interned {fn}>") if isinstance(fn, int) else str(fn)
        line, name, loc = fr.get("line"), fr.get("name", ""), fr.get("loc")
        # the same frames recur in compile after compile: keep one of each, found by what the
        # record says where it can be (a str or an int each: one frame for one key)
        key = (filename, line, name, loc)
        plain = _PLAIN.issuperset(map(type, key))
        frame = by_key.get(key) if plain else None
        if frame is None:
            frame = Frame(filename, int(line or 0), str(name), None if loc is None else str(loc))
            frame = b.frames.setdefault(frame, frame)
            if plain and len(by_key) < FRAME_KEYS_MAX:
                by_key[key] = frame
        frames.append(frame)
    acc.stack = tuple(frames)
    acc.started = True


@handles(
    "compilation_metrics", "bwd_compilation_metrics", "aot_autograd_backward_compilation_metrics"
)
def _metrics(b: Builder, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
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
