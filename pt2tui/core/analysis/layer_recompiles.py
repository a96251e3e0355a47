"""Recompiles that repeat per module instance: the same code (a decoder layer's forward, compiled
layer by layer) recompiled once per instance, each time because a guard on the previous
instance's own attribute failed (``self.layer_idx == 6``, a cache's per-layer state, the
module's identity). It grows with depth: every code object holds ``recompile_limit`` compiles
(torch's default 8), and past it Dynamo stops compiling that code: the remaining layers run
eager, logged once at W level ("torch._dynamo hit config.recompile_limit (8)").

    forward (model.py:19) recompiled once per instance: guards on self.layer_idx (1, 2, ... 7);
    recompile_limit 8 hit at the 9th call: from there on the layers run eager
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import FAILED, METRICS_MISSING, Compile, Run

__all__ = ["DEFAULT_LIMIT", "FIXES", "LayerPattern", "layer_patterns", "recompile_limit"]

DEFAULT_LIMIT = 8  # torch._dynamo.config.recompile_limit's default
_LIMIT_LINE = re.compile(r"torch\._dynamo hit config\.(?P<which>\w*(?:recompile|cache_size)_limit) \((?P<n>\d+)\)")
_LIMIT_FN = re.compile(r"function: '(?P<fn>[^']+)' \((?P<file>[^)]+?):(?P<line>\d+)\)")
_HEAD = re.compile(r"^\s*\[?!?\d+/\d+(?:_\d+)?\]?:\s*")
_NUM = re.compile(r"(?<![\w.'\"])-?\d+(?![\w.])")
_ID = re.compile(r"___check_obj_id\((?P<src>[^,]+), \d+\)")
_INDEX = re.compile(r"\[(\d+)\]")
_ATTR = re.compile(r"^(?P<src>[A-Za-z_][\w.\[\]'\"]*?)\s*(?:==|!=|is|<=|>=|<|>)\s")

# the fixes as torch documents them (the recompilation docs, the guard's own hint), by what the
# guard holds: an int attribute of the module, the module's identity; then for any pattern
_INT_FIX = ("torch._dynamo.config.allow_unspec_int_on_nn_module = True (the module's int "
            "attributes become inputs, not constants; torch's own hint), or keep the per-layer "
            "value in a tensor")  # fmt: skip
_ID_FIX = ("torch._dynamo.config.inline_inbuilt_nn_modules = True (the default: parameters "
           "are inputs, so the layers share one compile)")  # fmt: skip
FIXES = (
    "compile the whole model once (its layers inlined in one frame), or the layer's shared "
    "code once with torch.compiler.nested_compile_region",
    "raise torch._dynamo.config.recompile_limit above the number of layers (every layer "
    "still compiles: it only moves the limit)",
)


@dataclass(frozen=True, slots=True)
class LayerPattern:
    """Recompiles of one frame, one per instance of a layer whose attribute the guards hold."""

    rank: int | None
    process: str | None
    co_name: str
    where: str  # "model.py:19"
    attribute: str  # "self.layer_idx" (the guarded source, as the reasons name it)
    values: tuple[str, ...]  # the previous instances' values the guards held, in order
    recompiles: tuple[Compile, ...]  # those per-instance recompiles
    compiles: int  # compiles of that code that made a graph (frame compiles, any reason)
    limit: int
    limit_logged: bool  # the run logged the limit (else torch's default)
    limit_hit: bool
    also: tuple[str, ...] = ()  # other per-instance state guarded ("self._modules['self_attn'].layer_idx")

    @property
    def instances(self) -> int:
        """Instances compiled: the first, then one per per-instance recompile."""
        return len(self.recompiles) + 1

    def line(self) -> str:
        vals = list(self.values)
        if vals and vals[0].startswith("i = "):
            vals = [vals[0]] + [v[4:] for v in vals[1:]]
        shown = ", ".join(vals[:3]) + (f", ... {vals[-1]}" if len(vals) > 3 else "")
        also = f", and {', '.join(self.also)}" if self.also else ""
        out = (f"{self.co_name} ({self.where}) recompiles once per module instance (per layer): "
               f"{len(self.recompiles)} recompiles, each on the previous instance's "
               f"{self.attribute} ({shown}){also}")  # fmt: skip
        src = "" if self.limit_logged else ", torch's default"
        if self.limit_hit:
            out += (f"; it hit recompile_limit ({self.limit}{src}) after {self.compiles} compiles: "
                    f"from the {_nth(self.compiles + 1)} instance on, the layers run eager")  # fmt: skip
        else:
            left = self.limit - self.compiles
            out += (f"; it grows with depth: recompile_limit ({self.limit}{src}) leaves room for "
                    f"{left} more, then the deeper layers run eager")  # fmt: skip
        return out

    def fixes(self) -> tuple[str, ...]:
        """The fixes that fit what the guards hold: the module's identity, an int attribute
        of the module (``self.layer_idx``), or state the layers index (a cache's layers[i])."""
        if self.values and self.values[0] == _MODULE_ID:
            return (_ID_FIX, *FIXES)
        if self.values and self.values[0].startswith("i = "):
            return FIXES
        return (_INT_FIX, *FIXES)


def _nth(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


_MODULE_ID = "a module's id"


def recompile_limit(run: Run) -> tuple[int, bool, set[tuple[str, str]]]:
    """(the limit, whether the run logged it, {(function, file:line)} that hit it)."""
    limit, logged, hit = DEFAULT_LIMIT, False, set()
    for m in run.logs:
        lm = _LIMIT_LINE.search(m.text)
        if lm is None:
            continue
        limit, logged = int(lm["n"]), True
        fm = _LIMIT_FN.search(m.text)
        if fm is not None:
            hit.add((fm["fn"], f"{fm['file'].replace(chr(92), '/').rsplit('/', 1)[-1]}:{fm['line']}"))
        else:
            hit.add(("", ""))
    return limit, logged, hit


def _shape(reason: str) -> tuple[str, str, str] | None:
    """(the guard with its numbers blanked, the guarded source, the value) of a reason's first
    line, when it is a value or identity guard (not a tensor's)."""
    head = _HEAD.sub("", reason.strip().split("\n", 1)[0]).split("  #", 1)[0].strip()
    if not head or head.startswith("tensor "):
        return None
    m = _ID.search(head)
    if m is not None:
        return _ID.sub(r"___check_obj_id(\g<src>, ID)", head), m["src"].strip(), _MODULE_ID
    a = _ATTR.match(head)
    nums = _NUM.findall(head)
    if a is None or not nums:
        return None
    src = a["src"]
    idx = _INDEX.findall(src)
    if idx:  # the instance's index inside the source: layers[3].is_initialized
        return _NUM.sub("N", head), _INDEX.sub("[i]", src), f"i = {idx[-1]}"
    return _NUM.sub("N", head), src, nums[-1]


_MODULES = re.compile(r"\._(?:modules|parameters|buffers)\['(\w+)'\]")


def _readable(src: str) -> str:
    """As the user writes it: ``self._modules['self_attn'].layer_idx`` -> ``self.self_attn.layer_idx``."""
    return _MODULES.sub(r".\1", src)


def _per_instance(src: str) -> bool:
    """The guarded value belongs to the object the code runs on (an attribute of ``self``, of a
    cache it holds ...), or is that object: not an argument passed in."""
    return "." in src or src.strip() in ("self", "L['self']")


def layer_patterns(run: Run) -> list[LayerPattern]:
    """Per-instance recompile patterns, one per code object (rank, process, frame)."""
    limit, logged, hit = recompile_limit(run)
    frames: dict[tuple, list[Compile]] = {}
    for c in run.recompiles:
        frames.setdefault((c.rank, c.process, c.id.frame_key), []).append(c)
    out = []
    for (rank, process, fkey), recs in frames.items():
        groups: dict[str, list[tuple[Compile, str, str]]] = {}
        for c in recs:
            s = _shape(c.recompile_reasons[0]) if c.recompile_reasons else None
            if s is not None:
                groups.setdefault(s[0], []).append((c, s[1], s[2]))
        if not groups:
            continue
        # per-instance groups only (step(x, k) with k = 1, 2 ...: an input of the call is not)
        mine = sorted((g for g in groups.values() if _per_instance(g[0][1])), key=len, reverse=True)
        if not mine:
            continue
        best = mine[0]
        values = [v for _, _, v in best]
        if len(best) < 2 or (len(set(values)) < len(values) and values[0] != _MODULE_ID):
            continue  # one value guarded twice: not one instance after another
        others = tuple(dict.fromkeys(_readable(g[0][1]) for g in mine[1:] if g[0][1] != best[0][1]))
        per = sorted((x for g in mine for x in g), key=lambda x: x[0].id.sort_key)
        first = next(c for c in run.compiles if (c.rank, c.process, c.id.frame_key) == (rank, process, fkey))
        compiles = len({c.id.frame_compile_id for c in run.compiles
                        if (c.rank, c.process, c.id.frame_key) == (rank, process, fkey)
                        and c.status not in (FAILED, METRICS_MISSING)})  # fmt: skip
        name = first.co_name or "?"
        where = f"{(first.co_filename or '?').replace(chr(92), '/').rsplit('/', 1)[-1]}:{first.co_firstlineno or '?'}"
        is_hit = (name, where) in hit or ("", "") in hit or compiles >= limit and bool(hit)
        out.append(LayerPattern(rank, process, name, where, _readable(best[0][1]), tuple(values),
                                tuple(c for c, _, _ in per), compiles, limit, logged, is_hit,
                                others))  # fmt: skip
    return out
