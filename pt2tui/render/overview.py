"""Readable documents for the explorer and the run-wide views: a compile's overview, a frame,
a graph-break group, a failure, the problems list, the log."""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rich.text import Text

from ..core.model import Compile, Failure, GraphBreakGroup, LogMessage, Run
from .crash import add_crash_lines, is_crash
from .doc import Doc, DocBuilder
from .labels import short_path
from .status import BREAK_STYLE, FAIL_STYLE, RECOMPILE_STYLE, STATUS_WORDS, status_style

LABEL = "bold"


def _kv(b: DocBuilder, key: str, value: str | Text, style: str = "", **kw: Any) -> None:
    b.line((f"{key:<10}", "dim"), value if isinstance(value, Text) else (value, style), **kw)


def _is_user_frame(filename: str) -> bool:
    f = filename.replace("\\", "/")
    return not any(
        p in f for p in ("/site-packages/", "/dist-packages/", "/torch/", "<frozen", "/lib/python3")
    )


def compile_overview(c: Compile, run: Run | None = None) -> Doc:
    b = DocBuilder(name="overview", key=("overview", c.key))
    b.line((str(c.id), "bold " + status_style(c.status)), "  ", (c.co_name or "?", "bold"))
    where = f"{c.co_filename or '?'}" + (f":{c.co_firstlineno}" if c.co_firstlineno else "")
    ref = (c.co_filename, c.co_firstlineno or 1) if c.co_filename else None
    _kv(b, "function", c.co_name or "?")
    _kv(b, "file", where, ref=ref)
    if c.rank is not None:
        _kv(b, "rank", str(c.rank))
    _kv(b, "status", STATUS_WORDS.get(c.status, c.status), status_style(c.status))
    if c.duration_s is not None:
        _kv(b, "duration", f"{c.duration_s:.3f} s")
    m = c.metrics or {}
    if m.get("graph_op_count") is not None:
        _kv(b, "graph", f"{m.get('graph_op_count')} ops, {m.get('graph_node_count', '?')} nodes, "
            f"{m.get('graph_input_count', '?')} inputs")  # fmt: skip
    _kv(b, "artifacts", f"{len(c.artifacts)} (Raw tab), {c.record_count} trace records")

    if c.fail_type or c.fail_reason:
        b.heading("Failure", FAIL_STYLE)
        _kv(b, "type", c.fail_type or "?", FAIL_STYLE)
        if c.fail_user_frame:
            fn, _, ln = c.fail_user_frame.rpartition(":")
            _kv(b, "at", c.fail_user_frame, ref=(fn, int(ln)) if ln.isdigit() else None)
        b.text_block(c.fail_reason or "", "red")
    if run is not None:
        extra = [
            f for f in run.failures if f.compile_id == c.id and f.rank == c.rank and f.traceback
        ]
        for f in extra[:3]:
            b.heading(f"Traceback ({f.source})", FAIL_STYLE)
            b.text_block(f.traceback or "")

    if c.restart_reasons:
        b.heading("Restart reasons (this attempt was thrown away)", "bold yellow")
        for r in c.restart_reasons:
            b.text_block(r, indent="  ")
    if c.recompile_reasons:
        b.heading("Recompile reasons (guards that failed)", "bold " + RECOMPILE_STYLE)
        for r in c.recompile_reasons:
            b.line("  • ", (r, RECOMPILE_STYLE))
    if c.graph_breaks:
        b.heading(f"Graph breaks ({len(c.graph_breaks)})", "bold " + BREAK_STYLE)
        for gb in c.graph_breaks:
            uf = gb.user_frame
            b.line("  • ", (gb.gb_id or "", "bold"), " " if gb.gb_id else "",
                   (gb.gb_type or gb.reason.split("\n", 1)[0], BREAK_STYLE))  # fmt: skip
            if uf:
                b.line("    at ", (uf.where, "underline"), ref=(uf.filename, uf.line))
            if gb.reason and gb.reason != gb.gb_type:
                b.text_block(gb.reason, "dim", indent="    ")
    if c.cache:
        b.heading("Caches")
        counts = Counter((e.cache, e.result) for e in c.cache)
        for (cache, result), n in sorted(counts.items()):
            style = "green" if result == "hit" else ("yellow" if result == "miss" else "dim")
            b.line(f"  {cache:<14}", (result, style), f" ×{n}" if n > 1 else "")
        for e in c.cache:
            if e.reason:
                b.line(f"  {e.cache} {e.result}: ", (e.reason, "dim"))
    if c.stack:
        b.heading("User stack (most recent call last; e opens a frame)")
        for fr in c.stack:
            user = _is_user_frame(fr.filename)
            b.line("  ", (fr.where, "underline" if user else "dim"), (f" in {fr.name}", "" if user else "dim"),
                   ref=(fr.filename, fr.line))  # fmt: skip
            if fr.loc:
                b.line("      ", (fr.loc, "dim"))
    return b.build()


def frame_overview(frame_id: object, compiles: Sequence[Compile]) -> Doc:
    b = DocBuilder(name="frame", key=("frame", frame_id))
    first = compiles[0]
    b.line((f"frame {frame_id}", "bold"), "  ", (first.co_name or "?", "bold"))
    line = next((c.co_firstlineno for c in compiles if c.co_firstlineno), None)
    if first.co_filename:
        _kv(b, "file", f"{first.co_filename}:{line or '?'}", ref=(first.co_filename, line or 1))
    _kv(b, "compiles", str(len(compiles)))
    b.heading("Compiles (Enter opens one)")
    for c in compiles:
        note = ""
        if c.fail_type:
            note = f"failed: {c.fail_type}"
        elif c.recompile_reasons:
            note = "recompile: " + c.recompile_reasons[0]
        elif c.restart_reasons:
            note = "restart: " + c.restart_reasons[0].split("\n", 1)[0]
        b.line("  ", (f"{str(c.id):<9}", status_style(c.status)), (f"{c.status:<16}", status_style(c.status)),
               (note, "dim"), target=c.key)  # fmt: skip
    return b.build(wrap=False)


def run_artifacts_overview(run: Run) -> Doc:
    """What the "run artifacts" node holds: artifacts no compile id could be given to."""
    b = DocBuilder(name="run_artifacts", key=("run_artifacts",))
    b.line(("Artifacts of no compile", "bold"), (f"  {len(run.run_artifacts)}", "dim"))
    b.line(
        ("Run-wide records, and torch_compile_debug graphs that could not be matched to a "
         "compile (no TORCH_TRACE next to them). The tabs show them by kind; Raw lists all.", "italic")
    )  # fmt: skip
    b.heading("By kind")
    counts = Counter(a.category for a in run.run_artifacts)
    for cat, n in counts.most_common():
        b.line(f"  {n:>5}  ", (cat, "bold"))
    return b.build()


def graph_break_detail(g: GraphBreakGroup) -> Doc:
    b = DocBuilder(name="graph_break", key=("gb", g.gb_id, g.reason))
    b.line((g.gb_id or "graph break", "bold " + BREAK_STYLE), "  ", (g.gb_type or "", "bold"))
    if g.user_frame:
        _kv(b, "at", g.user_frame.where, ref=(g.user_frame.filename, g.user_frame.line))
    _kv(b, "count", str(g.count))
    _kv(b, "compiles", " ".join(str(c) for c in g.compile_ids) or "?")
    b.heading("Reason")
    b.text_block(g.reason)
    if g.explanation:
        b.heading("Explanation")
        b.text_block(g.explanation)
    if g.hints:
        b.heading("Hints")
        for h in g.hints:
            b.line("  • ", h)
    if g.gb_id:
        b.blank()
        b.line(
            (
                "https://meta-pytorch.github.io/compile-graph-break-site/gb/"
                + g.gb_id.lower()
                + ".html",
                "dim",
            )
        )
    return b.build()


def recompile_detail(c: Compile) -> Doc:
    b = DocBuilder(name="recompile", key=("rc", c.key))
    b.line((str(c.id), "bold " + status_style(c.status)), "  ", (c.co_name or "?", "bold"))
    if c.co_filename:
        _kv(
            b,
            "file",
            f"{c.co_filename}:{c.co_firstlineno or '?'}",
            ref=(c.co_filename, c.co_firstlineno or 1),
        )
    b.heading("Recompiled because these guards failed")
    for r in c.recompile_reasons:
        b.line("  • ", (r, RECOMPILE_STYLE))
    return b.build()


def failure_detail(f: Failure, code_of: str | None = None) -> Doc:
    """``code_of``: the compile whose generated code raised it (a failure at run time, outside
    any compile, mapped to its kernel): the Failures view's row shows that compile too."""
    b = DocBuilder(name="failure", key=("failure", f.compile_id, f.type, f.reason[:80], code_of))
    b.line((f.type or "failure", FAIL_STYLE))
    if f.compile_id:
        where = str(f.compile_id)
    elif code_of:
        where = f"{code_of} (its generated code raised it, at run time: not while compiling)"
    else:
        where = "(none: outside a compile)"
    _kv(b, "compile", where)
    _kv(b, "source", f.source)
    if f.rank is not None:
        _kv(b, "rank", str(f.rank))
    b.heading("Reason")
    b.text_block(f.reason or "?", "red")
    if is_crash(f):
        add_crash_lines(b, f)
    if f.traceback:
        b.heading("Traceback" if not is_crash(f) else "faulthandler output (every thread)")
        b.text_block(f.traceback)
    return b.build()


def problems_doc(run: Run) -> Doc:
    b = DocBuilder(name="problems", key=("problems",))
    if not (run.problems or run.unknown_kinds):
        b.line(("No problems with the input, and no unknown record kinds.", "italic"))
        return b.build()
    if run.problems:
        b.line((f"Problems with the input ({len(run.problems)})", "bold yellow"))
        for p in run.problems:
            b.line("  ", (p.where, "dim"), "  ", p.what)
    if run.unknown_kinds:
        b.heading(f"Unknown record kinds ({sum(run.unknown_kinds.values())} records)")
        for kind, n in sorted(run.unknown_kinds.items(), key=lambda kv: -kv[1]):
            b.line(f"  {n:>6}  ", (kind, "bold"))
        b.heading("Unknown records (Enter opens the compile)")
        for r in run.unknown_records[:5000]:
            target = (r.rank, r.compile_id) if r.compile_id is not None else None
            meta = json.dumps(r.meta, default=repr)[:200] if r.meta is not None else ""
            b.line("  ", (r.kind, "bold"), " ", (str(r.compile_id or "-"), "cyan"), " ", (r.where, "dim"),
                   " ", (meta, "dim"), target=target)  # fmt: skip
    return b.build(wrap=False)


LEVEL_STYLE = {"E": "bold red", "C": "bold red", "W": "yellow", "I": "", "V": "dim", "D": "dim"}


def log_filter_matches(m: LogMessage, flt: dict[str, str], words: list[str]) -> bool:
    lv = flt.get("level")
    if lv and (m.level or "-").upper() not in lv.upper():
        return False
    cid = flt.get("cid")
    if cid and (m.compile_id is None or str(m.compile_id).strip("[]") != cid.strip("[]")):
        return False
    art = flt.get("art")
    if art and (m.artifact or "") != art and not (art == "-" and m.artifact is None):
        return False
    if words:
        low = m.text.lower()
        return all(w in low for w in words)
    return True


def parse_log_filter(query: str) -> tuple[dict[str, str], list[str]]:
    """``level:WE cid:0/1 art:graph_breaks words`` -> ({level, cid, art}, [words])."""
    flt: dict[str, str] = {}
    words = []
    alias = {"l": "level", "level": "level", "c": "cid", "cid": "cid", "id": "cid",
             "a": "art", "art": "art", "artifact": "art"}  # fmt: skip
    for tok in query.split():
        k, sep, v = tok.partition(":")
        if sep and k.lower() in alias and v:
            flt[alias[k.lower()]] = v
        elif tok.startswith("[") and tok.endswith("]"):
            flt["cid"] = tok
        else:
            words.append(tok.lower())
    return flt, words


def log_doc(run: Run, query: str = "", limit: int = 200_000) -> tuple[Doc, int]:
    """The run's log messages matching ``query``, one message line per doc line.

    Each line starts with level, compile id and artifact; Enter jumps to the compile.
    Returns the doc and the number of messages shown.
    """
    flt, words = parse_log_filter(query)
    b = DocBuilder(name="log", key=("log", query))
    shown = 0
    multi_src = len({m.source for m in run.logs}) > 1
    for m in run.logs:
        if (flt or words) and not log_filter_matches(m, flt, words):
            continue
        shown += 1
        prefix = Text(end="")
        prefix.append(f"{m.level or '·'} ", style=LEVEL_STYLE.get(m.level or "", "dim"))
        cid = str(m.compile_id) if m.compile_id is not None else ""
        prefix.append(f"{cid:<8}" if cid else " " * 8, style="cyan")
        if m.artifact:
            prefix.append(f" {m.artifact}", style="magenta")
        if multi_src:
            prefix.append(f" {os.path.basename(m.source)}:{m.line}", style="dim")
        target = (m.rank, m.compile_id) if m.compile_id is not None else None
        lines = m.text.split("\n")
        if lines and lines[-1] == "" and len(lines) > 1:
            lines.pop()
        style = LEVEL_STYLE.get(m.level or "", "")
        b.line(prefix, " ", (lines[0], style), target=target, ref=(m.source, m.line))
        for i, ln in enumerate(lines[1:], 1):
            b.line("  ", (ln, style), target=target, ref=(m.source, m.line + i))
        if len(b.lines) >= limit:
            b.line(("… more messages: narrow the filter", "bold yellow"))
            break
    if not run.logs:
        b.line(("No TORCH_LOGS / process output in this run (stderr.txt, stdout.txt or a "
                "TORCH_LOGS text log next to the trace).", "italic"))  # fmt: skip
    elif not shown:
        b.line(("No message matches the filter.", "italic"))
    doc = b.build(wrap=False, gutter=False)
    return doc, shown


def short_where(path: str | None, line: int | None) -> str:
    return short_path(path, 2) + (f":{line}" if line else "")
