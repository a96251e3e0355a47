"""Insight documents: why a compile recompiled, distinct graph breaks with the GB registry's
explanation, cache hits and misses, and the extra sections of a compile's / frame's overview.

Pure (no textual): Docs and ``rich.text.Text`` cells built from the core's data, every string
from a log through ``safe_line`` / ``DocBuilder``. Enter on a line of these docs activates
its target: a compile key, or one of the target dataclasses below (the TUI jumps there).
"""

from __future__ import annotations

import dataclasses
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from rich.text import Text

from ...core.analysis.guard_fold import fold_diff
from ...core.analysis.guards import FailedGuard
from ...core.analysis.kernel_map import KernelMatch
from ...core.analysis.recompile_tensor import mark_dynamic_hint, tensor_change
from ...core.analysis.recompiles import RecompileWhy
from ...core.analysis.timing import metric_phases
from ...core.model import Artifact, Compile, Run
from ...core.parse.compile_id import CompileId
from ...runner.portable import source_map
from ..doc import Doc, DocBuilder
from ..safe import safe_line
from ..status import BREAK_STYLE, FAIL_STYLE, RECOMPILE_STYLE, status_style

Key = tuple[Any, Any]  # Compile.key: (rank, CompileId)

DIFF_LIMIT = 60  # guard diff lines shown per side before "… n more"


# -- targets ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class ArtifactTarget:
    """Open a compile's artifact in a detail tab, cursor on ``line`` (0-based), ``query``
    highlighted. ``artifact`` None: the artifact named ``name`` (or the tab's first)."""

    key: Key
    tab: str
    artifact: Artifact | None = None
    line: int = 0
    query: str | None = None
    name: str | None = None


@dataclass(frozen=True)
class CodeTextTarget:
    """A log line that names a generated-code file:line: mapped (kernelmap) when activated."""

    text: str


@dataclass(frozen=True)
class ProvTarget:
    """Inside the Provenance view: show a kernel, or the kernels of a user source line."""

    kernel: str | None = None
    file: str | None = None
    line: int | None = None


def is_jump_target(t: object) -> bool:
    return isinstance(t, (ArtifactTarget, CodeTextTarget))


# -- user source files -----------------------------------------------------------------------
def _bases(run: Run | None) -> tuple[str, ...]:
    out: list[str] = []
    if run is not None:
        for s in run.sources[:4]:
            d = os.path.dirname(os.path.abspath(s.path))
            for _ in range(6):
                if d not in out:
                    out.append(d)
                nd = os.path.dirname(d)
                if nd == d:
                    break
                d = nd
    try:
        cwd = os.getcwd()
    except OSError:
        cwd = None
    if cwd and cwd not in out:
        out.append(cwd)
    return tuple(out)


@lru_cache(maxsize=512)
def _resolve(path: str, info_cwd: str | None, bases: tuple[str, ...]) -> str:
    if os.path.isfile(path):
        return path
    norm = path.replace("\\", "/")
    parts = [p for p in norm.split("/") if p]
    if info_cwd and not os.path.isabs(norm):
        cand = os.path.join(info_cwd, norm)
        if os.path.isfile(cand):
            return cand
    min_k = 2 if len(parts) > 2 else 1
    for k in range(len(parts) - 1 if os.path.isabs(norm) else len(parts), min_k - 1, -1):
        tail = parts[-k:]
        for base in bases:
            cand = os.path.join(base, *tail)
            if os.path.isfile(cand):
                return cand
    return path


def resolve_source(path: str, run: Run | None = None) -> str:
    """A user source file as recorded (maybe on another machine): the file itself when it is
    here, else the same path relative to where the run lies or the working directory
    (``/home/u/proj/model.py`` -> ``./proj/model.py``), else the path unchanged."""
    return find_source(path, run) or path


def find_source(path: str, run: Run | None = None) -> str | None:
    """``resolve_source``, None when the file is nowhere here. The run's re-roots first
    (runner/portable.py: its program, its trace's files by their common prefix), then the
    longest tail of the path under where the run lies or the working directory."""
    if not path:
        return None
    if run is not None:
        found = source_map(run).find(path, os.path.isfile)
        if found is not None:
            return found
    info_cwd = run.info.get("cwd") if run is not None and isinstance(run.info, dict) else None
    found = _resolve(path, info_cwd if isinstance(info_cwd, str) else None, _bases(run))
    return found if os.path.isfile(found) else None


def not_found_words(path: str, run: Run | None = None) -> str:
    """``source file not found here: X (looked for it as recorded, then under A, B …)``: what
    ``e`` says when find_source finds nothing, naming where it looked."""
    bases = _bases(run)
    where = ", ".join(bases[:3]) + (f" and {len(bases) - 3} dirs above them" if len(bases) > 3 else "")
    return f"source file not found here: {path} (looked for it as recorded" + (f", then under {where})" if where else ")")


# -- recompiles ------------------------------------------------------------------------------
def verdict_headline(verdict: str | None) -> str:
    """The part of a verdict before its advice: ``L['scale'] is a Python float that changes
    every call``."""
    if not verdict:
        return ""
    return verdict.split(": ", 1)[0]


def verdict_tag(fails: Sequence[FailedGuard]) -> str:
    """A few words for the tree's frame node: ``scale: float varies``, ``x: shape varies``."""
    if not fails:
        return ""
    kinds = {f.kind for f in fails}
    names = [f.name for f in fails if f.name]
    name = max(set(names), key=names.count) if names else None
    if len(kinds) != 1:
        return f"{name}: varies" if name else "guards vary"
    kind = next(iter(kinds))
    if kind == "value":
        t = next((f.guard.source_type for f in fails if f.guard and f.guard.source_type), None)
        what = f"{t} varies" if t in ("float", "int", "bool", "str") else "value varies"
        return f"{name}: {what}" if name else what
    if kind == "shape":
        return f"{name}: shape varies" if name else "shape varies"
    if kind == "id":
        return f"{name}: object id varies" if name else "object id varies"
    if kind == "type":
        return f"{name}: type varies" if name else "type varies"
    if kind == "global":
        return "global state varies"
    return f"{name}: varies" if name else "guards vary"


def guards_artifact(c: Compile | None) -> Artifact | None:
    if c is None:
        return None
    return c.artifact("dynamo_cpp_guards_str") or c.artifact("dynamo_guards")


def guard_target(why: RecompileWhy, f: FailedGuard) -> ArtifactTarget | None:
    """Where the failed guard is: the previous compile's guards, at its line."""
    prev = why.previous
    art = guards_artifact(prev)
    if prev is None or art is None:
        return None
    line = f.guard.line if f.guard is not None else 0
    query = f.guard.expr if f.guard is not None else None
    if query and len(query) > 80:
        query = query[:80]
    return ArtifactTarget(prev.key, "guards", art, line, query)


def mark_failed_guards(doc: Doc, fails: Sequence[tuple[Compile, FailedGuard]]) -> Doc:
    """The guards doc with the lines of guards that failed later marked at their start with
    the recompile they caused (``✗[3/1] | +- EQUALS_MATCH: ...``; guard lines are long, an end
    mark would be off screen). Copy and save still give the text as torch wrote it."""
    by_line: dict[int, list[str]] = {}
    for later, f in fails:
        if f.guard is not None and 0 <= f.guard.line < len(doc.lines):
            ids = by_line.setdefault(f.guard.line, [])
            if str(later.id) not in ids:
                ids.append(str(later.id))
    if not by_line:
        return doc
    lines = list(doc.lines)
    for i, ids in by_line.items():
        t = Text(f"✗{' '.join(ids)} ", style="bold red on #4a1010", end="", no_wrap=True)
        rest = lines[i].copy()
        rest.stylize("on #4a1010")
        t.append_text(rest)
        lines[i] = t
    return dataclasses.replace(doc, lines=lines, raw=doc.text)


def first_guard_target(why: RecompileWhy | None) -> ArtifactTarget | None:
    if why is None:
        return None
    for f in why.failed:
        t = guard_target(why, f)
        if t is not None:
            return t
    return None


def _why_lines(
    b: DocBuilder, why: RecompileWhy, verdict: str | None, *, indent: str = "  "
) -> None:
    c, prev = why.compile, why.previous
    if verdict:
        head, _, advice = verdict.partition(": ")
        b.line(indent, ("⟳ ", RECOMPILE_STYLE), (head, "bold " + RECOMPILE_STYLE))
        if advice:
            b.line(indent, "  ", ("→ " + advice, RECOMPILE_STYLE))
    prev_id = str(prev.id) if prev is not None else "the previous compile"
    for f in why.failed:
        t = guard_target(why, f)
        b.line(
            indent, ("✗ ", FAIL_STYLE), (f.expr, "bold red"), (f"   ({f.kind})", "dim"), target=t
        )
        if f.guard is not None:
            g = f.guard
            b.line(indent, "  ", (f"the guard in {prev_id}'s guards, line {g.line + 1}", "cyan"),
                   ("  (Enter opens it there)" if t is not None else "", "dim"), target=t)  # fmt: skip
            b.line(indent, "    ", (g.expr, "red"), target=t)
            about = g.kind + (f" on {g.source}" if g.source else "")
            about += f" ({g.source_type})" if g.source_type else ""
            about += f", guarded at {g.where}" if g.where else ""
            b.line(indent, "    ", (about, "dim"))
        else:
            b.line(
                indent, "  ", (f"no matching guard found in {prev_id}'s guards", "dim"), target=t
            )
    if why.diff is not None and prev is not None:
        d = why.diff
        folded = fold_diff(d)
        b.line(indent, (f"Guard diff {prev.id} → {c.id}", "bold"),
               (f"  (normalised: one line per guard, ids and comments dropped; "
                f"{len(d.removed)} removed, {len(d.added)} added, {d.common} in common)", "dim"))  # fmt: skip
        for line in folded.changed[: 2 * DIFF_LIMIT]:  # what changed first: the inputs
            b.line(indent, (line, "red" if line.startswith("- ") else "green"))
        if len(folded.changed) > 2 * DIFF_LIMIT:
            b.line(indent, (f"  … {len(folded.changed) - 2 * DIFF_LIMIT} more", "dim"))
        if folded.folded_globals:
            ex = (folded.example or "").split(" :: ", 1)
            b.line(indent, (f"  = {folded.folded_globals} unchanged globals, renumbered "
                            f"({ex[0]} {ex[-1].split(':', 1)[0]} ...)", "dim"))  # fmt: skip
        if not d.removed and not d.added:
            b.line(indent, ("  the normalised guard sets are the same", "dim"))
    elif prev is None:
        b.line(indent, ("no earlier compile of this frame found to compare with", "dim"))
    else:
        b.line(indent, ("no guards recorded for one of the two compiles (no diff)", "dim"))


def why_doc(why: RecompileWhy, verdict: str | None, run: Run | None = None) -> Doc:
    """The Recompiles view's detail: the verdict, the failed guard(s), the guard diff."""
    c, prev = why.compile, why.previous
    b = DocBuilder(name="recompile", key=("why", c.key))
    b.line((str(c.id), "bold " + status_style(c.status)), "  ", (c.co_name or "?", "bold"),
           (f"   recompiled; the previous compile is {prev.id}" if prev is not None else "   recompiled", "dim"),
           target=c.key)  # fmt: skip
    if c.co_filename:
        path = resolve_source(c.co_filename, run)
        b.line(("file      ", "dim"), f"{c.co_filename}:{c.co_firstlineno or '?'}",
               ref=(path, c.co_firstlineno or 1))  # fmt: skip
    b.heading("Why it recompiled", "bold " + RECOMPILE_STYLE)
    ch = tensor_change(run, c) if run is not None else None
    if ch is not None:  # a tensor changed: which dim, and what the recompile did about it
        for i, line in enumerate(ch.lines(str(c.id))):
            b.line("  ", (line, "bold " + RECOMPILE_STYLE if i == 0 else ""))
        if (hint := mark_dynamic_hint(ch)) is not None and not ch.settled:
            b.line("  ", (f"→ {hint} before the first call avoids it", RECOMPILE_STYLE))
    _why_lines(b, why, verdict)
    b.heading("Recompile reasons (as torch wrote them)", "dim")
    for r in c.recompile_reasons:
        b.text_block(r, "dim")
    return b.build(wrap=True)


def why_section(why: RecompileWhy, verdict: str | None) -> DocBuilder:
    b = DocBuilder()
    b.line(
        ("Why it recompiled", "bold " + RECOMPILE_STYLE),
        ("  (Enter on ✗ or g: the guard that failed)", "dim"),
    )
    _why_lines(b, why, verdict)
    return b


# -- extending the explorer's overviews ------------------------------------------------------
def insert_lines(doc: Doc, at: int, b: DocBuilder, *, blank_before: bool = True) -> Doc:
    """``doc`` with the lines of ``b`` inserted before line ``at`` (refs and targets of both
    kept, those after ``at`` shifted)."""
    add: list[Text] = []
    refs: dict[int, tuple[str, int]] = {}
    targets: dict[int, Any] = {}
    off = 0
    if blank_before and at > 0 and doc.lines[at - 1].plain:
        add.append(Text("", end=""))
        off = 1
    for i, t in enumerate(b.lines):
        add.append(t)
        if i in b.refs:
            refs[at + off + i] = b.refs[i]
        if i in b.targets:
            targets[at + off + i] = b.targets[i]
    if at < len(doc.lines) and doc.lines[at].plain:
        add.append(Text("", end=""))
    n = len(add)
    lines = doc.lines[:at] + add + doc.lines[at:]
    for i, r in doc.refs.items():
        refs[i + n if i >= at else i] = r
    for i, tg in doc.targets.items():
        targets[i + n if i >= at else i] = tg
    return Doc(lines, name=doc.name, raw=doc.raw, lang=doc.lang, gutter=doc.gutter, wrap=doc.wrap,
               message=doc.message, refs=refs, targets=targets, key=doc.key)  # fmt: skip


def _find_line(doc: Doc, prefix: str) -> int | None:
    for i, t in enumerate(doc.lines):
        if t.plain.startswith(prefix):
            return i
    return None


def _section_end(doc: Doc, start: int) -> int:
    i = start + 1
    while i < len(doc.lines) and doc.lines[i].plain:
        i += 1
    return i


def phase_bar(seconds: float, biggest: float, width: int = 24) -> Text:
    """A horizontal bar of ``width`` cells at most, in eighths of a cell."""
    t = Text(end="", no_wrap=True)
    if biggest <= 0:
        return t.append(" " * width)
    eighths = round(seconds / biggest * width * 8)
    full, part = divmod(max(0, min(eighths, width * 8)), 8)
    t.append("█" * full, style="cyan")
    if part:
        t.append(" ▏▎▍▌▋▊▉"[part], style="cyan")
    t.append(" " * (width - full - (1 if part else 0)))
    return t


def fmt_s(seconds: float) -> str:
    if seconds >= 100:
        return f"{seconds:.0f} s"
    if seconds >= 1:
        return f"{seconds:.2f} s"
    if seconds >= 1e-3:
        return f"{seconds * 1e3:.1f} ms"
    return f"{seconds * 1e6:.0f} µs"


def phase_lines(b: DocBuilder, phases: Sequence[tuple[str, float]], indent: str = "  ",
                width: int = 24) -> None:  # fmt: skip
    biggest = max((s for _, s in phases), default=0.0)
    for label, s in phases:
        b.line(
            indent, (f"{label:<20}", ""), phase_bar(s, biggest, width), (f" {fmt_s(s):>9}", "bold")
        )


def compile_overview_extra(doc: Doc, c: Compile, run: Run | None, why: RecompileWhy | None,
                           verdict: str | None) -> Doc:  # fmt: skip
    """The explorer's compile overview with the insight sections: why it recompiled (after the
    recompile reasons), and where its compile time went."""
    if why is not None:
        sec = why_section(why, verdict)
        head = _find_line(doc, "Recompile reasons")
        at = _section_end(doc, head) if head is not None else len(doc.lines)
        doc = insert_lines(doc, at, sec)
    elif verdict:
        b = DocBuilder()
        b.line(("⟳ why this frame recompiles: ", RECOMPILE_STYLE), (verdict, RECOMPILE_STYLE))
        doc = insert_lines(doc, _section_end(doc, 0) if doc.lines else 0, b)
    phases = metric_phases(c)
    if phases:
        b = DocBuilder()
        b.line(("Compile time", "bold"), ("  (cumulative phases nest: dynamo ⊇ aot autograd ⊇ "
                                          "inductor ⊇ code gen; t: the run's compile time)", "dim"))  # fmt: skip
        phase_lines(b, phases)
        stack = _find_line(doc, "User stack")
        doc = insert_lines(doc, stack if stack is not None else len(doc.lines), b)
    return doc


def frame_label_tagged(frame_id: object, compiles: Sequence[Compile], tag: str) -> Text:
    """The tree's frame label for a frame that keeps recompiling: the verdict's few words in
    place of the file (which the overview shows), so that they fit a narrow tree."""
    from ..labels import _worst

    t = Text(end="", no_wrap=True)
    worst = _worst(compiles)
    t.append(f"frame {frame_id}", style="bold " + status_style(worst) if worst else "bold")
    t.append(" ")
    fn = next((c.co_name for c in compiles if c.co_name), None)
    t.append_text(safe_line(fn or "?"))
    t.append(f" ·{len(compiles)}", style="dim")
    nb = sum(len(c.graph_breaks) for c in compiles)
    nr = sum(1 for c in compiles if c.recompile_reasons)
    nf = sum(1 for c in compiles if c.fail_type)
    if nb:
        t.append(f" gb{nb}", style=BREAK_STYLE)
    t.append(f" ⟳{nr} ", style=RECOMPILE_STYLE)
    t.append_text(safe_line(tag, "bold " + RECOMPILE_STYLE))
    if nf:
        t.append(f" ✗{nf}", style=FAIL_STYLE)
    return t


def frame_overview_extra(doc: Doc, verdict: str | None) -> Doc:
    if not verdict:
        return doc
    b = DocBuilder()
    b.line(("verdict   ", "dim"), ("⟳ ", RECOMPILE_STYLE), (verdict, "bold " + RECOMPILE_STYLE))
    at = _find_line(doc, "compiles ")
    return insert_lines(doc, (at + 1) if at is not None else min(1, len(doc.lines)), b,
                        blank_before=False)  # fmt: skip


GEN_CODE_FILE = re.compile(r"c[a-z0-9]{40,64}\.py")  # a generated-code file's name


def match_target(run: Run, m: KernelMatch) -> ArtifactTarget | None:
    """Where a mapped generated-code location is shown: the Code tab of its compile."""
    cid = CompileId.parse(m.compile_id) if m.compile_id else None
    if cid is None:
        return None
    c = run.compile(cid, m.rank)
    if c is None:
        return None
    art = next((a for a in c.artifacts if a.name == m.artifact and a.kind != "debug_dir"), None)
    art = art or next((a for a in c.artifacts if a.name == m.artifact), None)
    if art is None:
        return None
    query = m.code.strip()[:60] or None
    return ArtifactTarget(c.key, "code", art, max(0, m.line - 1), query)


__all__ = [
    "GEN_CODE_FILE",
    "match_target",
    "ArtifactTarget",
    "CodeTextTarget",
    "ProvTarget",
    "compile_overview_extra",
    "frame_overview_extra",
    "is_jump_target",
    "phase_bar",
    "find_source",
    "resolve_source",
    "verdict_headline",
    "verdict_tag",
    "why_doc",
]
