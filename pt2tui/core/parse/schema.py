"""Types at the edge: the fields of a TORCH_TRACE record that pt2tui reads, checked once, when
the record is parsed (``TraceParser``), so that nothing after it meets a value of the wrong
JSON type. A field of the wrong type is dropped from the record (as if absent) and is one
problem line for that record; a record whose metadata is not an object where one is expected
keeps an empty one. Fields not listed are kept as they are (shown, never interpreted), but for
the kinds in ``ONLY_LISTED``: their records keep only the listed fields.

``check(kind, meta)`` returns ``(meta, complaints)``: the same object when all is well (no copy
on the hot path), a cleaned copy otherwise.
"""

from __future__ import annotations

from typing import Any

# JSON types by name, as the problem lines say them
_JSON_NAMES = {type(None): "null", bool: "a boolean", int: "an integer", float: "a number",
               str: "a string", list: "a list", dict: "an object"}  # fmt: skip

STR = (str,)
INT = (int,)
NUM = (int, float)
LIST = (list,)
DICT = (dict,)
ANY_SCALAR = (str, int, float)
OPT = (type(None),)

# the frames of a stack: filename (an interned id, or the name), line, name, loc
FRAME: dict[str, tuple] = {"filename": (int, str), "line": INT, "name": STR, "loc": STR + OPT}
_STACKS = ("stack", "user_stack", "frames")
MAX_SAID = 3  # problem lines a record gives at most

_METRICS = {  # what the model keeps of them (core/model/handlers/compile_life.py MODEL_METRICS)
    "fail_type": STR + OPT, "fail_reason": STR + OPT, "fail_user_frame_filename": STR + OPT,
    "fail_user_frame_lineno": INT + OPT, "restart_reasons": LIST + OPT, "co_name": STR + OPT,
    "co_filename": STR + OPT, "co_firstlineno": INT + OPT, "start_time": NUM + OPT,
    "cache_size": INT + OPT, "accumulated_cache_size": INT + OPT, "frame_key": STR + INT + OPT,
    "guard_count": INT + OPT, "shape_env_guard_count": INT + OPT, "graph_op_count": INT + OPT,
    "graph_node_count": INT + OPT, "graph_input_count": INT + OPT, "pytorch_version": STR + OPT,
    "is_forward": (bool,) + OPT, "num_graph_breaks": INT + OPT, "recompile_reason": STR + OPT,
    "remote_cache_version": ANY_SCALAR + OPT,
}  # fmt: skip
# the times pt2tui adds up (core/analysis/timing.py and the compile's overview)
for _k in ("entire_frame_compile_time_s", "backend_compile_time_s", "inductor_compile_time_s",
           "code_gen_time_s", "duration_us", "start_time_us", "end_time_us",
           "dynamo_cumulative_compile_time_us", "aot_autograd_cumulative_compile_time_us",
           "inductor_cumulative_compile_time_us", "inductor_code_gen_cumulative_compile_time_us",
           "compile_time_autotune_time_us", "joint_graph_pass_time_us", "post_grad_pass_time_us",
           "pre_grad_pass_time_us", "triton_compile_time_us", "remote_cache_time_saved_s",
           "dynamo_time_before_restart_s"):
    _METRICS[_k] = NUM + OPT

# kinds whose records keep only the fields listed: the model reads no other (compile_life.py's
# slim_metrics), and the rest, most of the record (a compilation_metrics line is 30-45 kB, its
# inductor, dynamo and functorch config dumps as escaped JSON strings), is read back from the
# trace when the record is viewed. The native scanner skips them without making them
# (_native/record.h): 17 % of a worker's time on a real run's trace.
ONLY_LISTED = frozenset({"compilation_metrics", "bwd_compilation_metrics",
                         "aot_autograd_backward_compilation_metrics"})  # fmt: skip

SCHEMA: dict[str, dict[str, tuple]] = {
    "artifact": {"name": STR, "encoding": STR + OPT},
    "graph_dump": {"name": STR},
    "dump_file": {"name": STR},
    "link": {"name": STR, "url": STR},
    "compilation_metrics": _METRICS,
    "bwd_compilation_metrics": _METRICS,
    "aot_autograd_backward_compilation_metrics": _METRICS,
    "dynamo_start": {"stack": LIST},
    "optimize_ddp_split_child": {"name": STR},
    "symbolic_shape_specialization": {"symbol": ANY_SCALAR + OPT, "sources": LIST + STR + OPT,
                                      "value": ANY_SCALAR + OPT, "reason": STR + OPT,
                                      "stack": LIST + OPT, "user_stack": LIST + OPT},
    "create_symbol": {"symbol": ANY_SCALAR + OPT, "source": STR + OPT, "val": ANY_SCALAR + OPT,
                      "vr": STR + OPT, "stack": LIST + OPT, "user_stack": LIST + OPT},
    "create_unbacked_symbol": {"symbol": ANY_SCALAR + OPT, "vr": STR + OPT, "stack": LIST + OPT,
                               "user_stack": LIST + OPT},
    "guard_added": {"expr": STR + OPT, "prefix": STR + OPT, "result": ANY_SCALAR + (bool,) + OPT,
                    "symbol_to_sources": DICT + OPT, "stack": LIST + OPT, "user_stack": LIST + OPT},
    "guard_added_fast": {"expr": STR + OPT, "stack": LIST + OPT, "user_stack": LIST + OPT},
    "guard_on_data_dependent_error": {"expr": STR + OPT, "stack": LIST + OPT, "user_stack": LIST + OPT},
    "expression_created": {"result": ANY_SCALAR + OPT, "stack": LIST + OPT, "user_stack": LIST + OPT},
    "propagate_real_tensors_provenance": {"expr": STR + OPT, "stack": LIST + OPT,
                                          "user_stack": LIST + OPT},
}  # fmt: skip


# fields of the envelope itself (beside the kind) that pt2tui reads: records with no compile id
# carry their stack there (core/model/frameless.py)
ENVELOPE: dict[str, tuple] = {"stack": LIST}


def check_envelope(env: dict, keys: tuple) -> tuple[dict | None, list[str]]:
    """The envelope's ``keys`` (its fields beside the kind) that pt2tui reads, checked as
    ``check`` does: (a cleaned copy or None when all is well, what was wrong)."""
    out: dict | None = None
    bad: list[str] = []
    for k in keys:
        want = ENVELOPE.get(k)
        if want is None:
            continue
        v = env[k]
        if not _ok(v, want):
            out = dict(env) if out is None else out
            del out[k]
            bad.append(f"envelope: {k} is {json_type(v)}, expected {_want(want)} (ignored)")
        elif k in _STACKS:
            frames, why = _frames(v)
            if why:
                out = dict(env) if out is None else out
                out[k] = frames
                bad.extend(f"envelope: {k}{w}" for w in why)
    if len(bad) > MAX_SAID:
        bad[MAX_SAID:] = [f"envelope: {len(bad) - MAX_SAID} more fields of a wrong type (ignored)"]
    return out, bad


def json_type(v: Any) -> str:
    return _JSON_NAMES.get(type(v), type(v).__name__)


def _ok(v: Any, want: tuple) -> bool:
    if type(v) is bool:  # a boolean is an int to Python, never to JSON
        return bool in want
    return isinstance(v, want)


def _want(want: tuple) -> str:
    names = []
    for t in want:
        n = _JSON_NAMES.get(t, t.__name__)
        if n not in names:
            names.append(n)
    return " or ".join(names)


def check(kind: str, meta: Any) -> tuple[Any, list[str]]:
    """``meta`` with the fields of a wrong JSON type dropped (and, for the kinds in
    ``ONLY_LISTED``, those not listed), and what was wrong."""
    fields = SCHEMA.get(kind)
    if fields is None:
        return meta, []
    if type(meta) is not dict:
        if meta is None and kind not in ("artifact", "dynamo_start"):
            return meta, []
        return {}, [f"{kind}: its metadata is {json_type(meta)}, expected an object (ignored)"]
    if kind in ONLY_LISTED:
        meta = {k: v for k, v in meta.items() if k in fields}
    out: dict | None = None
    bad: list[str] = []
    for k, v in meta.items():
        want = fields.get(k)
        if want is None:
            continue
        if not _ok(v, want):
            out = dict(meta) if out is None else out
            del out[k]
            bad.append(f"{kind}: {k} is {json_type(v)}, expected {_want(want)} (ignored)")
        elif k in _STACKS and type(v) is list:
            frames, why = _frames(v)
            if why:
                out = dict(meta) if out is None else out
                out[k] = frames
                bad.extend(f"{kind}: {k}{w}" for w in why)
    if len(bad) > MAX_SAID:  # one record says a few, not a line per frame
        bad[MAX_SAID:] = [f"{kind}: {len(bad) - MAX_SAID} more fields of a wrong type (ignored)"]
    return (meta if out is None else out), bad


def _frames(stack: list) -> tuple[list, list[str]]:
    """A stack with its frames' fields of a wrong type dropped (a frame that is not an object:
    dropped whole)."""
    out: list = []
    why: list[str] = []
    for i, fr in enumerate(stack):
        if type(fr) is not dict:
            why.append(f"[{i}] is {json_type(fr)}, expected an object (ignored)")
            continue
        clean = fr
        for k, want in FRAME.items():
            if k in fr and not _ok(fr[k], want):
                clean = dict(fr) if clean is fr else clean
                del clean[k]
                why.append(f"[{i}].{k} is {json_type(fr[k])}, expected {_want(want)} (ignored)")
        out.append(clean)
    return out, why
