"""What torch writes for comparing ranks, read from a compile's artifacts (as tlparse 0.4's
``--all-ranks-html`` reads them):

- ``inductor_collective_schedule``: the collective ops of a compiled graph, in schedule order;
- ``inductor_output_code``: the collective calls the generated code makes (collectives parity:
  the calls against the schedule, and collectives without a ``wait_tensor``);
- ``inductor_runtime_and_tensor_meta`` (LOG_TLPARSE=1): per op its output shapes, strides,
  dtypes and estimated runtime;
- ``graph_execution`` (``torch._inductor.debug.record_and_log_graph_execution_order()``): the
  compile ids in the order their graphs ran;
- the post-grad graph: the frame (``# File: x.py:12 in f, code: ...``) of each collective, and
  the guards' user lines to place torch's frames on the user's call (op_lines.py).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...model import Artifact, Compile
from ...parse.jsonload import loads
from ...parse.payloads import read_text
from .op_lines import OpFrame, graph_op_frames, graph_op_sizes, guard_calls
from .op_lines import user_lines as op_user_lines

try:
    from orjson import loads as _fast_loads
except ImportError:  # pragma: no cover
    _fast_loads = json.loads

SCHEDULE = "inductor_collective_schedule"
RUNTIME_META = "inductor_runtime_and_tensor_meta"
EXECUTION = "graph_execution"
_POST_GRAD = ("after_post_grad_graph", "inductor_post_grad_graph")
GUARDS = "dynamo_cpp_guards_str"  # user lines with their code (op_lines.py)

# as tlparse counts them: torch.ops._c10d_functional.<op>.default( in the code, comments out
_CALL_RE = re.compile(r"torch\s*\.\s*ops\s*\.\s*_?c10d_functional\s*\.\s*([A-Za-z0-9_]+)\s*\.\s*default\s*\(")
_COMMENT_RE = re.compile(r"#[^\n]*|//[^\n]*|/\*.*?\*/", re.S)
_KINDS = ("all_reduce", "reduce_scatter", "all_gather", "broadcast", "all_to_all")


def collective_kind(op: str) -> str | None:
    """all_reduce / reduce_scatter / all_gather / broadcast / all_to_all / reduce, or None (a
    wait_tensor, anything else)."""
    op = op.rstrip("_")
    for k in _KINDS:
        if k in op:
            return k
    if "reduce" in op:
        return "reduce"
    return None


def short_op(op: str) -> str:
    """torch.ops._c10d_functional.all_reduce_.default -> all_reduce_"""
    parts = op.split(".")
    if len(parts) >= 2 and parts[-1] in ("default", "Tensor"):
        return parts[-2]
    return parts[-1]


# What was read from rank artifacts' payloads, by (path, start, end, md5, what): the rank
# comparison reads thousands of them, so ``--jobs`` workers read their own files' (``warm``) and
# the parent takes the results (``seed``) instead of reading every payload again on one core.
_MEMO: dict[tuple, Any] = {}
_MISSING = object()


def _key(a: Artifact, what: str) -> tuple | None:
    r = a.ref
    return (r.path, r.start, r.end, r.md5, what) if r.kind == "trace" else None


def _memo(a: Artifact, what: str, read: Any) -> Any:
    key = _key(a, what)
    if key is None:
        return read(a)
    val = _MEMO.get(key, _MISSING)
    if val is _MISSING:
        val = _MEMO[key] = read(a)
    return val


def warm(compiles: Any) -> dict[tuple, Any]:
    """Read what the rank comparison will need from these compiles' artifacts (objects with an
    ``artifacts`` list: Compile or the builder's accumulators); returns the entries for ``seed``."""
    out: dict[tuple, Any] = {}
    for c in compiles:
        arts = c.artifacts
        names = {a.name for a in arts}
        if not names & {SCHEDULE, RUNTIME_META, EXECUTION}:
            continue
        for a in arts:
            if a.name in (SCHEDULE, RUNTIME_META, EXECUTION):
                what, read = "json", _read_json
            elif SCHEDULE in names and a.category == "output_code" and a.kind != "debug_dir":
                what, read = "calls", _read_calls
            elif SCHEDULE in names and a.name in _POST_GRAD:
                key = _key(a, "sizes")
                if key is not None:
                    out[key] = _memo(a, "sizes", _read_sizes)
                what, read = "lines", _read_user_lines
            elif SCHEDULE in names and a.name == GUARDS:
                what, read = "guard_calls", _read_guard_calls
            else:
                continue
            key = _key(a, what)
            if key is not None:
                out[key] = _memo(a, what, read)
    return out


def seed(entries: dict[tuple, Any]) -> None:
    _MEMO.update(entries)


def _json(a: Artifact) -> Any:
    return _memo(a, "json", _read_json)


def _read_json(a: Artifact) -> Any:
    try:
        return _by_text("json", read_text(a.ref), _parse_json)
    except OSError:
        return None


def _parse_json(text: str) -> Any:
    try:  # orjson when it can (thousands of payloads across ranks), json for what it refuses (NaN)
        return _fast_loads(text)
    except ValueError:
        pass
    try:
        return loads(text)  # json for what orjson refuses; too deep: a ValueError too
    except ValueError:
        return None


def schedule_ops(c: Compile) -> list[str]:
    """The collective schedule of the compile's graphs (forward then backward ...), in order."""
    ops: list[str] = []
    for a in c.artifacts:
        if a.name == SCHEDULE:
            val = _json(a)
            if isinstance(val, list):
                ops.extend(str(x) for x in val if x is not None)
    return ops


def runtime_meta(c: Compile) -> list[dict]:
    """The compile's inductor_runtime_and_tensor_meta payloads (one per graph)."""
    out = []
    for a in c.artifacts:
        if a.name == RUNTIME_META:
            val = _json(a)
            if isinstance(val, dict):
                out.append(val)
    return out


# What was computed from payloads' values, by the values' identities (a payload's text read once
# gives one value: _by_text): 16,000 compiles of 128 ranks made of a few distinct graphs. The
# values are kept with it, so that no identity is reused while its entry is here.
_BY_IDS: dict[tuple, tuple[tuple, Any]] = {}
BY_IDS_MAX = 200_000


def _by_ids(what: str, objs: list | tuple, compute: Callable[[], Any]) -> Any:
    key = (what, *map(id, objs))
    hit = _BY_IDS.get(key)
    if hit is not None and len(hit[0]) == len(objs) and all(x is y for x, y in zip(hit[0], objs, strict=True)):
        return hit[1]
    val = compute()
    if len(_BY_IDS) >= BY_IDS_MAX:
        _BY_IDS.clear()
    _BY_IDS[key] = (tuple(objs), val)
    return val


def fingerprint(metas: list[dict]) -> str:
    """Canonical JSON, as tlparse compares it (shapes, strides, dtypes and runtime estimates)."""
    return _by_ids("print", metas, lambda: json.dumps(metas, sort_keys=True, separators=(",", ":")))


def estimated_ms(metas: list[dict]) -> float | None:
    return _by_ids("ms", metas, lambda: _estimated_ms(metas))


def _estimated_ms(metas: list[dict]) -> float | None:
    total = 0.0
    seen = False
    for m in metas:
        for op in m.get("ops") or ():
            v = op.get("estimated_runtime_ns") if isinstance(op, dict) else None
            if isinstance(v, (int, float)):
                total += v
                seen = True
    return total / 1e6 if seen else None


def meta_difference(a: list[dict], b: list[dict]) -> str:
    """The first op whose outputs (or runtime estimate) differ between two ranks' metas."""
    ops_a = [op for m in a for op in (m.get("ops") or ()) if isinstance(op, dict)]
    ops_b = [op for m in b for op in (m.get("ops") or ()) if isinstance(op, dict)]
    for i, (x, y) in enumerate(zip(ops_a, ops_b, strict=False)):
        if x.get("name") != y.get("name"):
            return f"op {i}: {x.get('name')} vs {y.get('name')}"
        if x.get("outputs") != y.get("outputs"):
            return f"op {i} {x.get('name')}: outputs {_outs(x)} vs {_outs(y)}"
    if len(ops_a) != len(ops_b):
        return f"{len(ops_a)} ops vs {len(ops_b)}"
    for i, (x, y) in enumerate(zip(ops_a, ops_b, strict=False)):
        if x != y:
            rx, ry = x.get("estimated_runtime_ns"), y.get("estimated_runtime_ns")
            if rx != ry:
                return f"op {i} {x.get('name')}: estimated runtime {_ns(rx)} vs {_ns(ry)} (shapes alike)"
            return f"op {i} {x.get('name')} differs"
    return "metadata differs"


def _outs(op: dict) -> str:
    outs = []
    for o in op.get("outputs") or ():
        if isinstance(o, dict):
            outs.append(f"{o.get('dtype')}{list(o.get('shape') or [])}")
    return ", ".join(outs) or "-"


def _ns(v: Any) -> str:
    return f"{v / 1e3:.1f} us" if isinstance(v, (int, float)) else "?"


@dataclass(frozen=True, slots=True)
class Parity:
    """Collective calls in the compile's output code against its collective schedule."""

    compile: Compile
    schedule: dict[str, int]
    code: dict[str, int]
    waits: int

    @property
    def offset(self) -> int:
        kinds = set(self.schedule) | set(self.code)
        return sum(abs(self.schedule.get(k, 0) - self.code.get(k, 0)) for k in kinds)

    @property
    def missing_waits(self) -> int:
        return max(0, sum(self.code.values()) - self.waits)

    def describe(self) -> str:
        bits = []
        if self.offset:
            sched = ", ".join(f"{k} x{n}" for k, n in sorted(self.schedule.items())) or "none"
            code = ", ".join(f"{k} x{n}" for k, n in sorted(self.code.items())) or "none"
            bits.append(f"schedule has {sched}, output code calls {code}")
        if self.missing_waits:
            bits.append(f"{self.missing_waits} collective(s) in the output code without a wait_tensor")
        return "; ".join(bits)


def parity(c: Compile) -> Parity | None:
    """None when the compile has no collective schedule or no output code."""
    scheds = [_json(a) for a in c.artifacts if a.name == SCHEDULE]
    codes = [a for a in c.artifacts if a.category == "output_code" and a.kind != "debug_dir"]
    if not scheds or not codes:
        return None
    calls = [_memo(a, "calls", _read_calls) for a in codes]
    counts = _by_ids("parity", scheds + calls, lambda: _parity_counts(c, codes))
    return None if counts is None else Parity(c, *counts)


def _parity_counts(c: Compile, codes: list[Artifact]) -> tuple[dict[str, int], dict[str, int], int] | None:
    ops = schedule_ops(c)
    if not ops:
        return None
    sched: dict[str, int] = {}
    for op in ops:
        k = collective_kind(op)
        if k:
            sched[k] = sched.get(k, 0) + 1
    code: dict[str, int] = {}
    waits = 0
    for a in codes:
        calls = _memo(a, "calls", _read_calls)
        if calls is None:
            continue
        for k, n in calls.items():
            if k == "wait_tensor":
                waits += n
            else:
                code[k] = code.get(k, 0) + n
    return sched, code, waits


# What was read from a payload's text, by (what, text): a rank's compiles repeat the same graphs,
# guards and code (one per layer; the same on every rank), and parsing them is most of the cost
# of reading the rank artifacts (the guards' comments: 90 us a compile). Keyed by the text itself,
# so only an identical text shares (no trust in md5s); kept up to BY_TEXT_MAX characters.
_BY_TEXT: dict[tuple[str, str], Any] = {}
_BY_TEXT_SIZE = [0]
BY_TEXT_MAX = 16 << 20  # (characters: in each --jobs worker too)


def _by_text(what: str, text: str, parse: Callable[[str], Any]) -> Any:
    key = (what, text)
    val = _BY_TEXT.get(key, _MISSING)
    if val is _MISSING:
        val = parse(text)
        if _BY_TEXT_SIZE[0] + len(text) > BY_TEXT_MAX:
            _BY_TEXT.clear()
            _BY_TEXT_SIZE[0] = 0
        _BY_TEXT[key] = val
        _BY_TEXT_SIZE[0] += len(text)
    return val


def _read_calls(a: Artifact) -> dict[str, int] | None:
    try:
        return _by_text("calls", read_text(a.ref), _calls)
    except OSError:
        return None


def _calls(text: str) -> dict[str, int]:
    """{collective kind: calls, "wait_tensor": waits} in one output code payload."""
    text = _COMMENT_RE.sub("", text)
    out: dict[str, int] = {}
    for m in _CALL_RE.finditer(text):
        op = m.group(1)
        k = "wait_tensor" if op == "wait_tensor" else collective_kind(op)
        if k is not None:
            out[k] = out.get(k, 0) + 1
    return out


def user_lines(c: Compile) -> dict[str, list[str]]:
    """op name (as in the schedule) -> the user lines that made each of its nodes, in graph
    order, from the post-grad graph's ``# File:`` comments."""
    art = next((a for n in _POST_GRAD for a in c.artifacts if a.name == n), None)
    if art is None:
        return {}
    guards = next((a for a in c.artifacts if a.name == GUARDS), None)
    calls = _memo(guards, "guard_calls", _read_guard_calls) if guards is not None else {}
    return op_user_lines(_memo(art, "lines", _read_user_lines), calls)


def op_sizes(c: Compile) -> dict[str, list[str]]:
    """op name (as in the schedule) -> each of its nodes' output size (``f32[256]``), in graph
    order, from the post-grad graph."""
    art = next((a for n in _POST_GRAD for a in c.artifacts if a.name == n), None)
    return _memo(art, "sizes", _read_sizes) if art is not None else {}


def _read_sizes(art: Artifact) -> dict[str, list[str]]:
    try:
        return _by_text("sizes", read_text(art.ref), graph_op_sizes)
    except OSError:
        return {}


def _read_user_lines(art: Artifact) -> list[tuple[str, OpFrame]]:
    try:
        return _by_text("lines", read_text(art.ref), graph_op_frames)
    except OSError:
        return []


def _read_guard_calls(art: Artifact) -> dict[str, dict[int, str]]:
    try:
        return _by_text("guard_calls", read_text(art.ref), guard_calls)
    except OSError:
        return {}


def short_path(path: str | None) -> str:
    return (path or "?").replace("\\", "/").rsplit("/", 1)[-1]



def execution_order(arts: list[Artifact]) -> list[str] | None:
    """Compile ids ("0/1") in the order the graphs ran, from the last graph_execution artifact."""
    for a in reversed(arts):
        if a.name != EXECUTION:
            continue
        val = _json(a)
        order = val.get("graph_execution_order") if isinstance(val, dict) else None
        if isinstance(order, list):
            return [str(x.get("compile_id")) if isinstance(x, dict) else str(x) for x in order]
    return None
