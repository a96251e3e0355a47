"""Guards: parse torch's guard tree, normalise it, diff two compiles, find the guard that failed.

torch prints C++ guard trees (dynamo_cpp_guards_str) in the order the guards were installed,
which is not stable across compiles: normalise (one line per guard with its source, comments
and latencies dropped, sorted) before diffing.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..parse.memo import TextMemo

_NODE = re.compile(r"^(?P<indent>(?:\| )*)\+- (?P<body>.*)$")
_MANAGER_SRC = re.compile(r"source=(?P<src>.*?), accessed_by=")
_MANAGER_TYPE = re.compile(r"type=<class '(?P<type>[^']+)'>")
_IDS = re.compile(r"(___check_(?:type|obj)_id\([^,]+, )\d+")
_COMMENT = re.compile(r"\s+#\s.*$")
_RECOMPILE_HEAD = re.compile(r"^\s*(?:\[?(?P<cid>!?\d+/\d+(?:_\d+)?)\]?:\s*)?(?P<expr>.*)$")
_SIZE = re.compile(r"tensor '(?P<name>.+?)' (?P<what>size|stride|dtype|device|requires_grad|dispatch key set)[^.]*mismatch(?: at index (?P<idx>\d+))?\.?(?: expected (?P<exp>\S+), actual (?P<act>\S+))?")


def user_name(name: str) -> str:
    """The variable a user would pass to mark_dynamic: ``kwargs['input_ids']`` -> ``input_ids``."""
    m = re.search(r"\['([^']+)'\]$", name)
    return m.group(1) if m else name


@dataclass(frozen=True, slots=True)
class Guard:
    """One check of a compile's guards text."""

    kind: str  # TENSOR_MATCH, EQUALS_MATCH, TYPE_MATCH, ID_MATCH, LAMBDA_GUARD, ...
    expr: str  # the check, comment removed
    source: str | None  # the guarded value, e.g. L['x'] (from the enclosing GuardManager)
    source_type: str | None  # 'float', 'int', 'torch.Tensor', ...
    where: str | None  # the user line the comment names
    line: int  # line in the guard text (0-based)

    @property
    def key(self) -> str:
        # type/object ids are addresses: equal within a process, noise across processes
        expr = _IDS.sub(r"\1<id>", self.expr)
        return f"{self.source or '-'} :: {self.kind}: {expr}"


# a compile's guards text is read as the recompile's "before" (its guards, and the diff) and
# as the next one's "after": parsed once (a frame's chain of recompiles parsed each text 3 times)
_TREES: TextMemo[tuple[Guard, ...]] = TextMemo(256, 32 << 20)
_NORMAL: TextMemo[tuple[str, ...]] = TextMemo(256, 32 << 20)


def parse_guard_tree(text: str) -> list[Guard]:
    """Guards of a dynamo_cpp_guards_str payload (also accepts the older python guard list)."""
    return list(_TREES.get(text, _parse_tree))


def _parse_tree(text: str) -> tuple[Guard, ...]:
    guards: list[Guard] = []
    managers: list[tuple[int, str | None, str | None]] = []  # (depth, source, type)
    for i, raw in enumerate(text.split("\n")):
        m = _NODE.match(raw)
        if not m:
            s = raw.strip()
            # Python-style guard lists: "| +- GUARD: expr" missing; plain lines "L['x'] == 1"
            if s and not s.startswith(("TREE_GUARD_MANAGER", "Guard latency", "Guard eval")) and "L[" in s:
                expr, where = _split_comment(s)
                guards.append(Guard("GUARD", expr, _guess_source(expr), None, where, i))
            continue
        depth = len(m.group("indent")) // 2
        body = m.group("body")
        while managers and managers[-1][0] >= depth:
            managers.pop()
        if "GuardManager" in body.split(":", 1)[0]:
            src = _MANAGER_SRC.search(body)
            typ = _MANAGER_TYPE.search(body)
            managers.append((depth, src.group("src") if src else None, typ.group("type") if typ else None))
            continue
        kind, _, rest = body.partition(": ")
        expr, where = _split_comment(rest)
        source = managers[-1][1] if managers else None
        stype = managers[-1][2] if managers else None
        guards.append(Guard(kind.strip(), expr, source, stype, where, i))
    return tuple(guards)


def _split_comment(s: str) -> tuple[str, str | None]:
    m = _COMMENT.search(s)
    if not m:
        return s.strip(), None
    comment = m.group(0).strip()[1:].strip()
    where = comment.rsplit("#", 1)[-1].strip() if "#" in comment else comment
    return s[: m.start()].strip(), where


def _guess_source(expr: str) -> str | None:
    m = re.search(r"[LG]\[[^\]]+\](?:\.\w+|\[[^\]]+\])*", expr)
    return m.group(0) if m else None


def normalize(text: str) -> list[str]:
    """One sorted line per guard, comparable across compiles."""
    return list(_NORMAL.get(text, lambda t: tuple(sorted({g.key for g in _TREES.get(t, _parse_tree)}))))


@dataclass(frozen=True, slots=True)
class GuardDiff:
    """Two compiles' guards compared, check by check."""

    removed: tuple[str, ...]  # in the old compile's guards only
    added: tuple[str, ...]  # in the new compile's guards only
    common: int


def diff_guards(old: str, new: str) -> GuardDiff:
    a, b = set(normalize(old)), set(normalize(new))
    return GuardDiff(tuple(sorted(a - b)), tuple(sorted(b - a)), len(a & b))


@dataclass(frozen=True, slots=True)
class FailedGuard:
    """A recompile reason's failing check, matched to the guard of the compile before."""

    reason: str  # the recompile reason line
    old_compile: str | None  # "3/0"
    expr: str  # the failing check as torch wrote it
    guard: Guard | None  # the guard in the old compile's tree it matches
    kind: str  # "value" | "shape" | "type" | "id" | "global" | "other"
    name: str | None  # the guarded variable, e.g. "scale" or "x"


def failed_guard(reason: str, guards: list[Guard]) -> FailedGuard:
    first = reason.strip().split("\n", 1)[0]
    m = _RECOMPILE_HEAD.match(first)
    cid = m.group("cid") if m else None
    expr, _ = _split_comment(m.group("expr") if m else first)
    sm = _SIZE.search(expr)
    if sm:
        name = sm.group("name")
        g = next((g for g in guards if g.kind == "TENSOR_MATCH" and short_source(g.source) == name), None)
        return FailedGuard(first, cid, expr, g, "shape", name)
    best = None
    for g in guards:
        if g.expr == expr or _strip_sources(g.expr) == _strip_sources(expr):
            best = g
            break
    if best is None:
        for g in guards:
            if expr and (expr in g.expr or g.expr in expr) and len(g.expr) > 3:
                best = g
                break
    kind = "other"
    if best is not None:
        kind = {"EQUALS_MATCH": "value", "TYPE_MATCH": "type", "ID_MATCH": "id",
                "GLOBAL_STATE": "global", "TENSOR_MATCH": "shape"}.get(best.kind, "other")  # fmt: skip
    elif "___check_obj_id" in expr or "id(" in expr:
        kind = "id"
    elif "___check_type_id" in expr:
        kind = "type"
    elif "==" in expr:
        kind = "value"
    name = _name_of(best.source) if best and best.source else _name_of(_guess_source(expr)) or _bare_name(expr)
    return FailedGuard(first, cid, expr, best, kind, name)


def short_source(source: str | None) -> str | None:
    """A guard source as recompile reasons name it: ``L['x']`` -> ``x``,
    ``L['kwargs']['input_ids']`` -> ``kwargs['input_ids']``."""
    if not source:
        return None
    m = re.match(r"[LG]\['([^']+)'\](.*)$", source)
    return m.group(1) + m.group(2) if m else source


def _name_of(source: str | None) -> str | None:
    if not source:
        return None
    m = re.match(r"[LG]\['([^']+)'\]$", source)
    return m.group(1) if m else source


def _bare_name(expr: str) -> str | None:
    m = re.match(r"\s*([A-Za-z_]\w*)\s*==", expr)
    return m.group(1) if m else None


def _strip_sources(expr: str) -> str:
    return re.sub(r"[LG]\['([^']+)'\]", r"\1", expr).replace(" ", "")


def verdict(fails: list[FailedGuard], source_types: dict[str, str] | None = None) -> str | None:
    """One line saying why a frame keeps recompiling, when the reasons agree."""
    if len(fails) < 1:
        return None
    kinds = {f.kind for f in fails}
    names = [f.name for f in fails if f.name]
    name = max(set(names), key=names.count) if names else None
    label = f"L['{name}']" if name and not name.startswith(("L[", "G[")) else (name or "a value")
    types = source_types or {}
    if kinds == {"value"}:
        t = types.get(name or "") or next((f.guard.source_type for f in fails if f.guard and f.guard.source_type), None)
        if t == "float":
            return (f"{label} is a Python float that changes every call: pass a tensor, or let Dynamo "
                    "treat floats as dynamic (torch._dynamo.config.specialize_float = False)")  # fmt: skip
        if t in ("int", "bool") or t is None and any(re.search(r"==\s*-?\d+\s*$", f.expr) for f in fails):
            return (f"{label} is a Python int that changes between calls: mark it dynamic "
                    "(torch._dynamo.mark_dynamic or torch.compile(dynamic=True)) or pass a tensor")  # fmt: skip
        return f"{label} is a constant Dynamo specialised on, and it changes between calls"
    if kinds == {"shape"}:  # the call as the banner and the Recompiles view write it
        idx = {m.group("idx") for f in fails if (m := _SIZE.search(f.reason)) and m.group("idx")}
        dim = idx.pop() if len(idx) == 1 else "dim"
        return (f"tensor '{name}' changes shape between calls: mark the dim dynamic "
                f"(torch._dynamo.mark_dynamic({user_name(name or 'x')}, {dim})) or compile with "
                "dynamic=True")  # fmt: skip
    if kinds == {"id"}:
        return f"the identity of {label} changes between calls (a new object each call: a module, a closure, a list?)"
    if kinds == {"type"}:
        return f"the type of {label} changes between calls"
    if kinds == {"global"}:
        return "global state changes between calls (grad mode, autocast, default dtype ...)"
    return None
