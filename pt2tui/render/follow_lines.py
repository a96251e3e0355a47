"""One line per new compile, graph break, recompile and failure of a followed run, for
``pt2tui summary --follow`` (a tmux pane, a CI log over SSH).

``EventLines.new(run)`` gives the lines for what a snapshot holds that earlier snapshots did
not: a compile once it has ended (ok, failed, restarted, empty; at the end whatever is left), its
recompile reason and graph breaks as soon as they are seen, failures as they come. Plain text:
the compile id, the function, file:line, and a verdict.
"""

from __future__ import annotations

import os
import time

from ..core.analysis.guards import verdict
from ..core.analysis.recompiles import recompile_why
from ..core.model import Compile, Run
from ..core.model.run import METRICS_MISSING, RUNNING
from .safe import sanitize

WIDTH = 160  # a line is cut here: reasons can be pages long


def _where(filename: str | None, line: int | None) -> str:
    if not filename:
        return "?"
    return (
        f"{os.path.basename(filename)}:{line}" if line is not None else os.path.basename(filename)
    )


def _cid(c: Compile) -> str:
    return (f"rank {c.rank} " if c.rank is not None else "") + str(c.id)


def _first_line(text: str | None) -> str:
    text = (text or "").strip()
    return text.split("\n", 1)[0].strip()


def compile_verdict(c: Compile) -> str:
    if c.status == "failed":
        return (
            f"failed: {_first_line(c.fail_type).rsplit('.', 1)[-1]}: {_first_line(c.fail_reason)}"
        )
    if c.status == "restarted":
        return f"restarted: {_first_line(c.restart_reasons[0]) if c.restart_reasons else 'graph break'}"
    took = f" {c.duration_s:.2f}s" if c.duration_s is not None else ""
    if c.status in (RUNNING, METRICS_MISSING):
        return "no compilation_metrics (not ended: still compiling, or the process died)"
    return f"{c.status}{took}"


class EventLines:
    def __init__(self, clock: bool = True) -> None:
        self.clock = clock
        self._compiles: set = set()
        self._recompiles: set = set()
        self._breaks: set = set()
        self._failures: set = set()

    def _line(self, what: str, cid: str, fn: str | None, where: str, text: str,
              at: float | None = None) -> str:  # fmt: skip
        """``at``: when it happened (the records' own time); the time of reading without one."""
        stamp = time.strftime("%H:%M:%S ", time.localtime(at)) if self.clock else ""
        line = f"{stamp}{what:<9} {cid:<10} {fn or '?'}  {where}  {text}"
        line = sanitize(line)
        return line if len(line) <= WIDTH else line[: WIDTH - 1] + "…"

    def new(self, run: Run, final: bool = False) -> list[str]:
        out: list[str] = []
        for c in run.compiles:
            where = _where(c.co_filename, c.co_firstlineno)
            if c.recompile_reasons and c.key not in self._recompiles:
                self._recompiles.add(c.key)
                out.append(self._line("recompile", _cid(c), c.co_name, where,
                                      _recompile_text(run, c), c.start_time))  # fmt: skip
            for i, gb in enumerate(c.graph_breaks):
                if (c.key, i) in self._breaks:
                    continue
                self._breaks.add((c.key, i))
                uf = gb.user_frame
                gwhere = _where(uf.filename, uf.line) if uf else where
                kind = gb.gb_type or _first_line(gb.reason)
                gid = f" ({gb.gb_id})" if gb.gb_id else ""
                out.append(self._line("break", _cid(c), c.co_name, gwhere, f"{kind}{gid}", c.start_time))
            ended = c.status not in (RUNNING, METRICS_MISSING)
            if c.key not in self._compiles and (ended or final):
                self._compiles.add(c.key)
                out.append(self._line("compile", _cid(c), c.co_name, where, compile_verdict(c), _end(c)))
        for f in run.failures:
            key = (f.compile_id, f.rank, f.type, f.reason[:200])
            if key in self._failures:
                continue
            self._failures.add(key)
            c = run.compile(f.compile_id, f.rank) if f.compile_id is not None else None
            cid = _cid(c) if c else (str(f.compile_id) if f.compile_id else "-")
            fn = c.co_name if c else None
            where = _where(c.co_filename, c.co_firstlineno) if c else f.source
            text = f"{f.type.rsplit('.', 1)[-1]}: {_first_line(f.reason)}"
            out.append(self._line("failure", cid, fn, where, text, _end(c) if c else None))
        return out


def _end(c: Compile) -> float | None:
    """When a compile ended (its compilation_metrics' start + duration), else when it began."""
    if c.start_time is None:
        return None
    return c.start_time + (c.duration_s or 0.0)


def _recompile_text(run: Run, c: Compile) -> str:
    try:
        why = recompile_why(run, c)
        v = verdict(list(why.failed))
    except Exception:  # a verdict is a nicety: the reason itself still says it
        v = None
    return v or _first_line(c.recompile_reasons[0])
