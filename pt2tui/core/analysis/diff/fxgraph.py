"""A semantic diff of two FX graphs as torch prints them (``GraphModule.print_readable``).

The text is parsed, not executed: placeholders from ``def forward(self, a: "f32[4, 8][8, 1]cpu",
...)`` (one line or one per line), nodes from ``name: "type" = target(args)`` lines, nested
``class ...(torch.nn.Module)`` blocks (higher-order-op subgraphs) prefixed with their class
name. Nodes are matched by their sequence of targets (difflib over the two sequences), not by
name: torch numbers node names (``mm_1``), and a new op shifts every number after it.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from dataclasses import dataclass

_NODE = re.compile(r"^\s+(?P<name>[A-Za-z_]\w*)(?::\s*\"(?P<type>[^\"]*)\")?\s*=\s*(?P<rhs>.+)$")
_CALL = re.compile(r"^(?P<target>[A-Za-z_][\w.]*)\(")
_METHOD = re.compile(r"^(?P<obj>[A-Za-z_]\w*)\.(?P<meth>[A-Za-z_]\w*)\(")
_BINOP = re.compile(r"^[A-Za-z_]\w*\s*(?P<op>[-+*/%@<>=!&|^]{1,2})\s*\S")
_PLACEHOLDER = re.compile(r"(?P<name>[A-Za-z_]\w*)\s*:\s*\"(?P<type>[^\"]*)\"")
_CLASS = re.compile(r"^(?P<indent>\s*)class (?P<name>\w+)\(")
_DEF = re.compile(r"^\s*def forward\(")
_TYPE = re.compile(r"^(?P<dtype>[a-z]+\d*)\[(?P<shape>[^\]]*)\](?:\[(?P<stride>[^\]]*)\])?(?P<device>[a-z]+(?::\d+)?)?$")
_NUM_SUFFIX = re.compile(r"_\d+$")
_TORCH_OPS = "torch.ops."


@dataclass(frozen=True, slots=True)
class Node:
    name: str
    target: str  # "aten.mm.default", "torch._C._nn.linear", "method:sum", "operator:>", "getitem"
    type: str | None  # "f32[4, 8][8, 1]cpu" as printed
    scope: str = ""  # nested class name for subgraphs ("" for the top graph)


@dataclass(frozen=True, slots=True)
class Graph:
    placeholders: tuple[tuple[str, str], ...]  # (name, type) in order
    nodes: tuple[Node, ...]


def _target(rhs: str) -> str | None:
    rhs = rhs.split(";  ", 1)[0].strip()
    if rhs.startswith(_TORCH_OPS):
        m = _CALL.match(rhs)
        return m.group("target")[len(_TORCH_OPS):] if m else None
    m = _CALL.match(rhs)
    if m:
        t = m.group("target")
        if "." in t and not t.startswith(("torch", "operator", "math", "builtins")):
            obj, meth = t.rsplit(".", 1)
            if obj == "self":  # a submodule call (older Dynamo graphs)
                return f"call_module:{meth}"
            if obj.isidentifier():  # x.sum() on a node: a method call
                return f"method:{meth}"
        return t
    m = _BINOP.match(rhs)
    if m:
        return f"operator:{m.group('op')}"
    if re.match(r"^[A-Za-z_]\w*\[", rhs):
        return "getitem"
    if re.match(r"^[A-Za-z_][\w.]*$", rhs):
        return None  # an alias (l_x_ = L_x_) or a get_attr-like reference: not an op
    return None


def parse_graph(text: str) -> Graph:
    placeholders: list[tuple[str, str]] = []
    nodes: list[Node] = []
    scope_stack: list[tuple[int, str]] = []
    in_sig = False
    depth = 0  # nesting of classes: placeholders of the top forward only
    for line in text.split("\n"):
        if not line.strip():
            continue
        cm = _CLASS.match(line)
        if cm:
            ind = len(cm.group("indent"))
            while scope_stack and scope_stack[-1][0] >= ind:
                scope_stack.pop()
            scope_stack.append((ind, cm.group("name")))
            depth = len(scope_stack)
            continue
        if _DEF.match(line):
            in_sig = True
            sig = line.split("def forward(", 1)[1]
            if depth <= 1:
                placeholders.extend((m.group("name"), m.group("type")) for m in _PLACEHOLDER.finditer(sig))
            if sig.rstrip().endswith(":") and ")" in sig:
                in_sig = False
            continue
        if in_sig:
            if depth <= 1:
                placeholders.extend((m.group("name"), m.group("type")) for m in _PLACEHOLDER.finditer(line))
            if line.strip().startswith(")"):
                in_sig = False
            continue
        if line.lstrip().startswith(("#", "return")):
            continue
        m = _NODE.match(line)
        if not m:
            continue
        target = _target(m.group("rhs"))
        if target is None:
            continue
        scope = ".".join(n for _, n in scope_stack[1:])
        nodes.append(Node(m.group("name"), target, m.group("type"), scope))
    return Graph(tuple(placeholders), tuple(nodes))


def split_type(t: str | None) -> tuple[str | None, str | None]:
    """("f32", "4, 8") from "f32[4, 8][8, 1]cpu"; (t, None) for other annotations."""
    if not t:
        return None, None
    m = _TYPE.match(t.strip())
    if not m:
        return t, None
    return m.group("dtype"), m.group("shape")


@dataclass(frozen=True, slots=True)
class GraphDiff:
    ops: tuple[tuple[str, int, int], ...]  # (target, count in a, count in b) where they differ
    added: tuple[Node, ...]
    removed: tuple[Node, ...]
    retargeted: tuple[tuple[Node, Node], ...]
    placeholders: tuple[tuple[str, str | None, str | None], ...]  # (name, type a, type b) changed
    nodes_a: int
    nodes_b: int

    @property
    def identical(self) -> bool:
        return not (self.ops or self.added or self.removed or self.retargeted or self.placeholders)


def _stem(name: str) -> str:
    return _NUM_SUFFIX.sub("", name)


def diff_graphs(a: Graph, b: Graph) -> GraphDiff:
    ca = Counter(n.target for n in a.nodes)
    cb = Counter(n.target for n in b.nodes)
    ops = tuple(sorted((t, ca[t], cb[t]) for t in set(ca) | set(cb) if ca[t] != cb[t]))
    ta = [(n.scope, n.target) for n in a.nodes]
    tb = [(n.scope, n.target) for n in b.nodes]
    added: list[Node] = []
    removed: list[Node] = []
    retargeted: list[tuple[Node, Node]] = []
    sm = difflib.SequenceMatcher(None, ta, tb, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            continue
        xs, ys = list(a.nodes[i1:i2]), list(b.nodes[j1:j2])
        if tag == "replace":
            # a node keeps its place and its name but calls something else: retargeted
            if len(xs) == len(ys):
                retargeted.extend(zip(xs, ys, strict=True))
                continue
            by_stem = {_stem(y.name): y for y in ys}
            for x in list(xs):
                y = by_stem.pop(_stem(x.name), None)
                if y is not None and y in ys:
                    retargeted.append((x, y))
                    xs.remove(x)
                    ys.remove(y)
        removed.extend(xs)
        added.extend(ys)
    changed = _placeholder_changes(a.placeholders, b.placeholders)
    return GraphDiff(ops, tuple(added), tuple(removed), tuple(retargeted), tuple(changed), len(a.nodes), len(b.nodes))


def line_diff(a: str, b: str, name_a: str = "a", name_b: str = "b", context: int = 3) -> list[str]:
    """A unified diff of two graph texts, ``# File:`` comments and trailing ``x = None`` frees
    dropped (they differ with paths and node numbering, not with the graph)."""
    return list(
        difflib.unified_diff(_clean(a), _clean(b), name_a, name_b, n=context, lineterm="")
    )


def _clean(text: str) -> list[str]:
    out = []
    for line in text.split("\n"):
        s = line.strip()
        if s.startswith("# File:") or not s:
            continue
        out.append(line.split(";  ", 1)[0].rstrip())
    return out


def _psig(t: str) -> tuple[str | None, int]:
    dtype, shape = split_type(t)
    return dtype, -1 if shape is None else (shape.count(",") + 1 if shape.strip() else 0)


def _placeholder_changes(
    pa: tuple[tuple[str, str], ...], pb: tuple[tuple[str, str], ...]
) -> list[tuple[str, str | None, str | None]]:
    """Inputs whose type changed, appeared or went. Matched by name where the names are the
    user's (L_x_); AOT graphs number theirs (arg3_1) and a new SymInt input shifts every
    number, so there they are matched by (dtype, rank) sequence."""
    da, db = dict(pa), dict(pb)
    if len(set(da) & set(db)) >= max(len(da), len(db)) // 2 and not all(_numbered(n) for n in da):
        out = [(n, t, db.get(n)) for n, t in pa if db.get(n) != t]
        return out + [(n, None, t) for n, t in pb if n not in da]
    out: list[tuple[str, str | None, str | None]] = []
    sm = difflib.SequenceMatcher(None, [_psig(t) for _, t in pa], [_psig(t) for _, t in pb], autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        xs, ys = pa[i1:i2], pb[j1:j2]
        if tag in ("equal", "replace"):
            for (na, ta), (nb, tb) in zip(xs, ys, strict=False):
                if ta != tb:
                    out.append((na if na == nb else f"{na}/{nb}", ta, tb))
            xs, ys = xs[len(ys):], ys[len(xs):]
        out += [(n, t, None) for n, t in xs]
        out += [(n, None, t) for n, t in ys]
    return out


def _numbered(name: str) -> bool:
    return bool(re.match(r"^(?:arg|primals_|tangents_)\d+(?:_\d+)?$", name))
