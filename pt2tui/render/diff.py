"""``pt2tui diff`` as text lines (the CLI prints them; the TUI's diff screen shows them)."""

from __future__ import annotations

from ..core.analysis.diff import RunsDiff
from ..core.analysis.diff.compiles import CodeChange, CompileDiff, GraphChange
from ..core.analysis.diff.jsonable import ratio

MAX_ITEMS = 12  # nodes, guards, kernels listed per section before "(N more)"


def _more(items: list[str], limit: int = MAX_ITEMS) -> list[str]:
    if len(items) <= limit:
        return items
    return items[:limit] + [f"    ... ({len(items) - limit} more)"]


def _secs(v: float | None) -> str:
    return "-" if v is None else f"{v:.2f}s"


def header_lines(d: RunsDiff, a_name: str, b_name: str) -> list[str]:
    out = [f"A: {a_name}", f"B: {b_name}"]
    if d.ranks:
        out.append(f"ranks: {d.ranks[0]} (A) vs {d.ranks[1]} (B)")
    return out


def run_lines(d: RunsDiff) -> list[str]:
    out = ["run"]
    w = max(len(k) for k, _, _ in d.run.rows)
    for k, a, b in d.run.rows:
        if a == b:
            out.append(f"  {k:{w}}  {a}")
        else:
            out.append(f"  {k:{w}}  {a}  ->  {b}  *")
    for k, a, b in d.run.env:
        out.append(f"  env {k}: {a if a is not None else '(unset)'}  ->  {b if b is not None else '(unset)'}  *")
    changed = [f"{k} {a} -> {b}" for k, a, b in d.run.counts if a != b]
    same = [f"{k} {a}" for k, a, b in d.run.counts if a == b and not k.startswith("status")]
    if changed:
        out.append("  counts  " + ", ".join(changed) + "  *")
    if same:
        out.append("  same    " + ", ".join(same))
    return out


def graph_lines(g: GraphChange) -> list[str]:
    if g.present != "both":
        return [f"  {g.label} graph: only in {g.present.upper()}"]
    if g.identical:
        return []
    gd = g.diff
    assert gd is not None
    out = [f"  {g.label} graph: {gd.nodes_a} -> {gd.nodes_b} nodes"]
    if gd.ops:
        out.append("    ops  " + ", ".join(f"{t} {x} -> {y}" for t, x, y in gd.ops))
    items = [f"    + {n.name} = {n.target}" for n in gd.added]
    items += [f"    - {n.name} = {n.target}" for n in gd.removed]
    items += [f"    ~ {x.name}: {x.target} -> {y.target}" for x, y in gd.retargeted]
    out += _more(items)
    for name, ta, tb in gd.placeholders:
        out.append(f"    input {name}: {ta or '(none)'} -> {tb or '(none)'}")
    out += ["    " + ln for ln in g.lines]
    return out


def code_lines(c: CodeChange) -> list[str]:
    if c.present != "both":
        return [f"  {c.label}: only in {c.present.upper()}"]
    if c.identical:
        return []
    cd = c.diff
    assert cd is not None
    parts = [f"kernels {cd.kernels_a} -> {cd.kernels_b}"]
    if cd.wrapper_changed:
        parts.append("wrapper changed")
    out = [f"  {c.label}: " + ", ".join(parts)]
    out += _more(
        [f"    + {k}" for k in cd.added] + [f"    - {k}" for k in cd.removed] + [f"    ~ {k}" for k in cd.changed]
    )
    out += ["    " + ln for ln in c.lines]
    return out


def _guard(key: str) -> str:
    return key[len("- :: "):] if key.startswith("- :: ") else key


def compile_lines(c: CompileDiff) -> list[str]:
    ida, idb = str(c.a.id), str(c.b.id)
    ids = ida if ida == idb else f"{ida} -> {idb}"
    rank = "" if c.a.rank is None and c.b.rank is None else f"rank {c.a.rank}->{c.b.rank} " if c.a.rank != c.b.rank else f"rank {c.a.rank} "
    how = "" if c.how in ("exact", "chosen") else f" (matched by {c.how})"
    total = next((r for r in c.times if r[0] == "total"), None)
    t = ""
    if total and total[1] and total[2]:
        t = f"  time x{ratio(total[1], total[2]):.2f}"
    head = f"{rank}{ids}  {c.frame}{how}  {'CHANGED' if c.changed else 'same'}{t}"
    if not c.changed:
        return [head]
    out = [head]
    if c.status[0] != c.status[1]:
        out.append(f"  status: {c.status[0]} -> {c.status[1]}")
    for b in c.breaks_new:
        out.append(f"  + graph break: {b.gb_type} at {b.where or '?'}")
    for b in c.breaks_gone:
        out.append(f"  - graph break: {b.gb_type} at {b.where or '?'}")
    out += [f"  + recompile reason: {r}" for r in c.recompiles_added]
    out += [f"  - recompile reason: {r}" for r in c.recompiles_removed]
    if c.guards_added or c.guards_removed:  # what changed first (core/analysis/guard_fold.py)
        g = c.guards
        folded = f" ({g.folded_globals} renumbered globals folded)" if g.folded_globals else ""
        out.append(f"  guards: +{len(c.guards_added)} -{len(c.guards_removed)}{folded}")
        out += _more([f"    {ln[:2]}{_guard(ln[2:])}" for ln in g.lines])
        if g.folded_globals:
            ex = (g.example or "").split(" :: ", 1)
            out.append(f"    = {g.folded_globals} unchanged globals, renumbered "
                       f"({ex[0]} {ex[-1].split(':', 1)[0]} ...)")  # fmt: skip
    if c.cache[0] != c.cache[1]:
        out.append(f"  cache: {', '.join(c.cache[0]) or '-'} -> {', '.join(c.cache[1]) or '-'}")
    if c.failure[0] != c.failure[1]:
        out.append(f"  failure: {c.failure[0] or '-'} -> {c.failure[1] or '-'}")
    if c.verdict[0] != c.verdict[1]:
        out.append(f"  verdict: {c.verdict[0]} -> {c.verdict[1]}")
    phases = [
        f"{k} {_secs(x)} -> {_secs(y)}" + (f" (x{ratio(x, y):.2f})" if ratio(x, y) is not None else "")
        for k, x, y in c.times[:4]
    ]
    if phases:
        out.append("  time: " + "; ".join(phases))
    for g in c.graphs:
        out += graph_lines(g)
    for x in c.code:
        out += code_lines(x)
    return out


def diff_lines(d: RunsDiff, a_name: str = "A", b_name: str = "B") -> list[str]:
    """The whole diff as text; the last line says "identical" or what differs."""
    out = header_lines(d, a_name, b_name) + [""]
    if not (d.chosen and not d.run.changed):  # compile vs compile of one run: no run block
        out += run_lines(d) + [""]
    n_changed = sum(1 for c in d.compiles if c.changed)
    if d.chosen:
        c = d.compiles[0]
        out.append(f"compile {c.a.id} (A) vs {c.b.id} (B)")
    else:
        out.append(
            f"compiles: {len(d.compiles)} matched ({n_changed} changed), "
            f"{len(d.only_a)} only in A, {len(d.only_b)} only in B"
        )
    for c in d.compiles:
        out += compile_lines(c)
    for side, lone in (("A", d.only_a), ("B", d.only_b)):
        if lone:
            out.append(f"only in {side}:")
            for c, frame in lone:
                rank = "" if c.rank is None else f"rank {c.rank} "
                out.append(f"  {rank}{c.id}  {frame}  {c.status}")
    out.append("")
    out.append(verdict_line(d))
    return out


def verdict_line(d: RunsDiff) -> str:
    if d.identical:
        return "identical"
    parts = []
    if d.run.changed:
        parts.append("run-level fields")
    n = sum(1 for c in d.compiles if c.changed)
    if d.chosen:
        parts.append(f"the compiles {d.compiles[0].a.id} and {d.compiles[0].b.id}" if n else "")
        parts = [p for p in parts if p]
    elif n:
        parts.append(f"{n} of {len(d.compiles)} matched compiles")
    if d.only_a or d.only_b:
        parts.append(f"{len(d.only_a)} compiles only in A, {len(d.only_b)} only in B")
    return "differs: " + "; ".join(parts)


def diff_doc(d: RunsDiff, a_name: str = "A", b_name: str = "B"):
    """The diff as a TUI Doc: lines made safe, + / - / ~ coloured; ``targets`` maps each
    compile's header line to its index (the screen's next / previous change keys)."""
    from rich.text import Text

    from .doc import Doc
    from .safe import safe_line

    lines = diff_lines(d, a_name, b_name)
    texts: list[Text] = []
    targets: dict[int, int] = {}
    n = 0
    for i, ln in enumerate(lines):
        s = ln.lstrip()
        style = ""
        if ln.endswith("  *") or "CHANGED" in ln:
            style = "bold"
        if s.startswith("+ "):
            style = "green"
        elif s.startswith("- "):
            style = "red"
        elif s.startswith("~ "):
            style = "yellow"
        elif ln.startswith(("only in", "differs")):
            style = "bold yellow"
        elif ln == "identical":
            style = "bold green"
        if ln and not ln.startswith(" ") and ("CHANGED" in ln or ln.endswith("same") or "  same  " in ln):
            targets[i] = n
            n += 1
        texts.append(safe_line(ln, style))
    return Doc(texts, name="diff", raw="\n".join(lines), gutter=False, targets=targets, key=("diff", a_name, b_name))
