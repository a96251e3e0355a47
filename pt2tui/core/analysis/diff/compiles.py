"""What changed between two matched compiles: status, graph breaks, recompile reasons, guards,
cache, compile time per phase, failures, a verdict, and their graphs and output code."""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass

from ...model import Artifact, Compile
from ...parse.payloads import read_text
from ..guard_fold import GuardChanges, guard_changes
from ..guards import diff_guards
from ..timing import PHASES_S, PHASES_US
from .fxgraph import GraphDiff, diff_graphs, line_diff, parse_graph
from .outcode import CodeDiff, diff_code, unified

Reader = Callable[[Artifact], str]

# graph kinds diffed, as tlparse names their artifacts
GRAPH_KINDS = (
    ("dynamo_output_graph", "Dynamo"),
    ("aot_forward_graph", "AOT forward"),
    ("aot_backward_graph", "AOT backward"),
    ("aot_inference_graph", "AOT inference"),
    ("inductor_post_grad_graph", "post-grad"),
)
_CID_PREFIX = re.compile(r"^\s*\[?!?\d+/\d+(?:_\d+)?\]?:\s*")
_COMMENT = re.compile(r"\s{2,}#\s.*$")


@dataclass(frozen=True, slots=True)
class Break:
    gb_type: str
    where: str | None  # user line "file.py:85 in forward" (file name only)


@dataclass(frozen=True, slots=True)
class GraphChange:
    kind: str  # artifact name, e.g. "aot_forward_graph"
    label: str  # "AOT forward", "post-grad #2"
    present: str  # "both" | "a" | "b"
    diff: GraphDiff | None
    lines: tuple[str, ...] = ()  # a unified diff of the texts, when asked for

    @property
    def identical(self) -> bool:
        return self.present == "both" and (self.diff is None or self.diff.identical)


@dataclass(frozen=True, slots=True)
class CodeChange:
    label: str  # "output code", "output code #2"
    present: str
    diff: CodeDiff | None
    lines: tuple[str, ...] = ()

    @property
    def identical(self) -> bool:
        return self.present == "both" and (self.diff is None or self.diff.identical)


@dataclass(frozen=True, slots=True)
class CompileDiff:
    a: Compile
    b: Compile
    how: str  # "exact" | "name": how the pair was matched
    frame: str  # "forward diff_variants.py:51"
    status: tuple[str, str]
    breaks_new: tuple[Break, ...]
    breaks_gone: tuple[Break, ...]
    recompiles_added: tuple[str, ...]
    recompiles_removed: tuple[str, ...]
    guards_added: tuple[str, ...]
    guards_removed: tuple[str, ...]
    cache: tuple[tuple[str, ...], tuple[str, ...]]  # ("fx_graph miss", ...) per side
    times: tuple[tuple[str, float | None, float | None], ...]  # (phase, s in a, s in b)
    failure: tuple[str | None, str | None]
    verdict: tuple[str, str]
    graphs: tuple[GraphChange, ...]
    code: tuple[CodeChange, ...]
    guards: GuardChanges = GuardChanges((), 0, None)  # what changed first, renumbered globals folded

    @property
    def changed(self) -> bool:
        return bool(
            self.status[0] != self.status[1]
            or self.breaks_new or self.breaks_gone
            or self.recompiles_added or self.recompiles_removed
            or self.guards_added or self.guards_removed
            or self.cache[0] != self.cache[1]
            or self.failure[0] != self.failure[1]
            or self.verdict[0] != self.verdict[1]
            or any(not g.identical for g in self.graphs)
            or any(not c.identical for c in self.code)
        )  # fmt: skip


def default_reader(a: Artifact) -> str:
    return read_text(a.ref)


def _breaks(c: Compile) -> set[Break]:
    out = set()
    for g in c.graph_breaks:
        uf = g.user_frame
        where = f"{os.path.basename(uf.filename)}:{uf.line} in {uf.name}" if uf else None
        out.add(Break(g.gb_type or (g.reason or "").split("\n", 1)[0][:200], where))
    return out


def _reasons(c: Compile) -> list[str]:
    out = []
    for r in c.recompile_reasons:
        first = _COMMENT.sub("", _CID_PREFIX.sub("", r.strip().split("\n", 1)[0])).strip()
        out.append(first)
    return out


def _cache(c: Compile) -> tuple[str, ...]:
    return tuple(sorted(f"{e.cache} {e.result}" + (f" ({e.reason})" if e.reason else "") for e in c.cache))


def _times(a: Compile, b: Compile) -> tuple[tuple[str, float | None, float | None], ...]:
    ma, mb = a.metrics or {}, b.metrics or {}
    rows = []
    for key, label in PHASES_US:
        va, vb = ma.get(key), mb.get(key)
        if isinstance(va, (int, float)) or isinstance(vb, (int, float)):
            rows.append((label, _num(va, 1e6), _num(vb, 1e6)))
    if not rows:
        for key, label in PHASES_S:
            va, vb = ma.get(key), mb.get(key)
            if isinstance(va, (int, float)) or isinstance(vb, (int, float)):
                rows.append((label, _num(va), _num(vb)))
    if a.duration_s is not None or b.duration_s is not None:
        rows.insert(0, ("total", a.duration_s, b.duration_s))
    return tuple(r for r in rows if (r[1] or 0) > 0 or (r[2] or 0) > 0)


def _num(v: object, div: float = 1.0) -> float | None:
    return float(v) / div if isinstance(v, (int, float)) else None


def _failure(c: Compile) -> str | None:
    if not c.fail_type:
        return None
    return f"{c.fail_type}: {(c.fail_reason or '').strip().split(chr(10), 1)[0][:200]}"


def verdict(c: Compile) -> str:
    """What this compile shows, in triage's category names."""
    if c.fail_type:
        return f"failed ({c.fail_type})"
    parts = []
    if c.graph_breaks:
        parts.append("graph_break")
    if c.recompile_reasons:
        parts.append("recompilation")
    if c.status not in ("ok",) and not parts:
        parts.append(c.status)
    return ", ".join(parts) or "ok"


def _trace_artifacts(c: Compile, pred: Callable[[Artifact], bool]) -> list[Artifact]:
    found = [a for a in c.artifacts if pred(a) and a.kind != "debug_dir"]
    return found or [a for a in c.artifacts if pred(a)]


def _same_payload(x: Artifact, y: Artifact) -> bool:
    rx, ry = x.ref, y.ref
    return bool(rx.md5 and rx.md5 == ry.md5)


def _graphs(a: Compile, b: Compile, read: Reader, lines: bool) -> list[GraphChange]:
    out = []
    for kind, label in GRAPH_KINDS:
        xs = _trace_artifacts(a, lambda art, k=kind: art.name == k)
        ys = _trace_artifacts(b, lambda art, k=kind: art.name == k)
        for i in range(max(len(xs), len(ys))):
            lab = label if i == 0 else f"{label} #{i + 1}"
            x = xs[i] if i < len(xs) else None
            y = ys[i] if i < len(ys) else None
            if x is None or y is None:
                out.append(GraphChange(kind, lab, "a" if y is None else "b", None))
                continue
            if _same_payload(x, y):
                out.append(GraphChange(kind, lab, "both", None))
                continue
            ta, tb = _read(read, x), _read(read, y)
            if ta == tb:
                out.append(GraphChange(kind, lab, "both", None))
                continue
            d = diff_graphs(parse_graph(ta), parse_graph(tb))
            ld = tuple(line_diff(ta, tb, f"a/{kind}", f"b/{kind}")) if lines else ()
            out.append(GraphChange(kind, lab, "both", d, ld))
    return out


def _code(a: Compile, b: Compile, read: Reader, lines: bool) -> list[CodeChange]:
    def is_code(art: Artifact) -> bool:
        return art.category == "output_code" and (
            art.name.startswith("inductor_output_code") or art.name == "output_code"
        )

    xs, ys = _trace_artifacts(a, is_code), _trace_artifacts(b, is_code)
    out = []
    for i in range(max(len(xs), len(ys))):
        lab = "output code" if i == 0 else f"output code #{i + 1}"
        x = xs[i] if i < len(xs) else None
        y = ys[i] if i < len(ys) else None
        if x is None or y is None:
            out.append(CodeChange(lab, "a" if y is None else "b", None))
            continue
        if _same_payload(x, y):
            out.append(CodeChange(lab, "both", None))
            continue
        ta, tb = _read(read, x), _read(read, y)
        d = None if ta == tb else diff_code(ta, tb)
        ld = tuple(unified(ta, tb, "a/output_code", "b/output_code")) if lines and d and not d.identical else ()
        out.append(CodeChange(lab, "both", d, ld))
    return out


def _read(read: Reader, a: Artifact) -> str:
    try:
        return read(a)
    except (OSError, ValueError) as e:
        return f"(could not read {a.name}: {e})"


def _guards(a: Compile, b: Compile, read: Reader) -> tuple[tuple[str, ...], tuple[str, ...]]:
    ga = a.artifact("dynamo_cpp_guards_str") or a.artifact("dynamo_guards")
    gb = b.artifact("dynamo_cpp_guards_str") or b.artifact("dynamo_guards")
    if ga is None or gb is None or _same_payload(ga, gb):
        return (), ()
    d = diff_guards(_read(read, ga), _read(read, gb))
    return d.added, d.removed


def diff_compile(
    a: Compile,
    b: Compile,
    how: str,
    frame: str,
    *,
    read: Reader = default_reader,
    lines: bool = False,
    attempts: tuple[tuple[Compile, ...], tuple[Compile, ...]] = ((), ()),
) -> CompileDiff:
    """``attempts``: the other attempts of the same compile on each side (a graph break that
    made Dynamo restart is reported in the attempt it threw away)."""
    ba = set().union(_breaks(a), *map(_breaks, attempts[0]))
    bb = set().union(_breaks(b), *map(_breaks, attempts[1]))
    # a recompile's reasons are recorded by its first attempt (model/recompile_set.py)
    ra = _reasons(a) or next((r for x in attempts[0] if (r := _reasons(x))), [])
    rb = _reasons(b) or next((r for x in attempts[1] if (r := _reasons(x))), [])
    added, removed = _guards(a, b, read)
    return CompileDiff(
        a=a, b=b, how=how, frame=frame,
        status=(a.status, b.status),
        breaks_new=tuple(sorted(bb - ba, key=_bkey)),
        breaks_gone=tuple(sorted(ba - bb, key=_bkey)),
        recompiles_added=tuple(r for r in rb if r not in ra),
        recompiles_removed=tuple(r for r in ra if r not in rb),
        guards_added=added, guards_removed=removed,
        guards=guard_changes(removed, added, tuple(rb)),
        cache=(_cache(a), _cache(b)),
        times=_times(a, b),
        failure=(_failure(a), _failure(b)),
        verdict=(verdict(a), verdict(b)),
        graphs=tuple(_graphs(a, b, read, lines)),
        code=tuple(_code(a, b, read, lines)),
    )  # fmt: skip


def _bkey(x: Break) -> tuple[str, str]:
    return (x.where or "", x.gb_type)
