"""Merging a RunBuilder built on its own (another process indexed one trace file, or one segment
of a big file) into the run's builder, as if its records had been fed to that builder.

The parent indexes the run file by file in a fixed order; a worker's builder ``w`` holds what
its file (or segment) gave, numbered as if it were alone. ``merge_into`` renames what a
sequential index names from what came before:

- processes: a (file, pid) is named ``pid``, or ``pid.k`` when that name is taken; a segment's
  processes that the segment before already had continue them;
- compiles outside any frame (``export N``, ``aoti N``, ``inductor N``) are numbered per
  (rank, group) across the run: a later file's go on from the earlier ones';
- artifacts are numbered in order of appearance; shapes share one frame per (file, line).

Lists (problems, failures, artifacts, shapes, chromium spans) are appended in file order,
counters added. ``conflict`` says when a merge could not give what a sequential index gives
(state that crosses the boundary: an Inductor compile open on a stream, a compile started in
both segments, a process whose rank the segment could not know ...): the caller indexes that
file or segment itself then. Worker builders are fresh (unpickled) objects: they are changed in
place, frozen leaf objects included (``_set``), and must not be used afterwards.
"""

from __future__ import annotations

import dataclasses
from array import array
from bisect import bisect_left
from itertools import repeat
from typing import Any

from ..parse import native
from ..parse.compile_id import CompileId
from ..parse.types import Artifact
from .builder import RunBuilder
from .context import TraceContext
from .handlers.shape_guards import _SECOND_OF

_set = object.__setattr__  # frozen dataclasses of a worker's builder, not shared yet


def conflict(m: RunBuilder, w: RunBuilder, ctx: TraceContext, wctx: TraceContext) -> str | None:
    """Why ``w`` cannot be merged into ``m`` exactly (None: it can). ``ctx`` is the parent's
    context of the file (its processes so far), ``wctx`` the worker's."""
    if ctx.rank_conflict & wctx.rank_conflict:
        return "a rank conflict reported in both"
    pmap: dict[str, str] = {}
    for wp in w.processes.values():
        prev = ctx.procs.get(wp.pid)
        if prev is None:
            continue
        pmap[wp.id] = prev.id
        if ctx.default_rank is None and (prev.rank is not None or wp.seeded) and wp.first_rank != prev.rank:
            # its records with no rank get the process's: the segment did not know it yet
            return f"process {prev.id} has rank {prev.rank}, the segment began with {wp.first_rank}"
    for key, first in w.outside.first.items():
        ms = m.outside.streams.get(key)
        if ms is None:
            continue
        if ms.open is not None:
            if ms.open.id.group == "export":  # its records join it (see _joins), others do not
                prev = ctx.procs.get(key[1])
                if first != "export" or (prev is not None and prev.id == ms.open.process):
                    continue  # (an export of another file's process: its records say whose)
            return f"an {ms.open.id} compile is open at the boundary"
        last = ms.last
        if last is not None and last.id.group != "export":
            if first == "join" or (first == "metrics" and last.metrics is None):
                return f"records after the boundary join {last.id}"
    if m.shapes.guards and w.shapes.guards:
        last, g = m.shapes.guards[-1], w.shapes.guards[0]
        if (last.kind in _SECOND_OF and last.expr == g.expr and last.compile_id == g.compile_id
                and last.rank == g.rank and last.process == pmap.get(g.process, g.process)):  # fmt: skip
            return "a guard pair crosses the boundary"
    return None


def merge_into(m: RunBuilder, w: RunBuilder, ctx: TraceContext, wctx: TraceContext) -> None:
    """Fold ``w`` (one file, or the segment of a file after what ``ctx`` has seen) into ``m``.
    Check ``conflict`` first."""
    pmap = _merge_processes(m, w, ctx)
    _starts_again(m, w, pmap)
    joins = _joins(m, w)
    idmap = _merge_compiles(m, w, pmap, joins)
    base = m._artifact_index
    if base:
        for acc in w.compiles.values():
            _shift(acc.artifacts, base)
        _shift(w.run_artifacts, base)
    m._artifact_index = base + w._artifact_index
    m.failures.extend(_failure(f, pmap, idmap) for f in w.failures)
    m.add_problems(w.problems)  # folded again: exactly as one list folded (parse/problem_fold.py)
    m.unknown.update(w.unknown)
    room = 10_000 - len(m.unknown_records)
    if room > 0:
        m.unknown_records.extend(w.unknown_records[:room])
    m.kind_counts.update(w.kind_counts)
    m.run_artifacts.extend(w.run_artifacts)
    m.loose_graph_breaks.extend(w.loose_graph_breaks)
    _merge_spans(m.chromium_events, w.chromium_events)
    _merge_shapes(m, w, pmap)
    _merge_outside(m, w, idmap, joins)
    for f in w.frames:
        m.frames.setdefault(f, f)
    for k, v in w.aot_ids.items():
        m.aot_ids[k] = idmap.get(id(v), v)
    for pid, r in w.pid_rank.items():
        if r is not None or pid not in m.pid_rank:
            m.pid_rank[pid] = r
    m.ranks |= w.ranks
    if not m.torch_version:
        m.torch_version = w.torch_version
    m.record_count += w.record_count
    m.bytes_indexed += w.bytes_indexed
    ctx.rank_conflict |= wctx.rank_conflict
    ctx.strings = wctx.strings


def _shift(arts: list, base: int) -> None:
    """Each artifact's index moved on by ``base`` (natively: parse/_native/artifacts.h)."""
    shift = native.shift_index
    if shift is not None and -(1 << 62) < base < 1 << 62:
        try:
            shift(arts, Artifact, base)
            return
        except (TypeError, OverflowError):  # (not all Artifacts with int indexes: one at a time)
            pass
    for a in arts:
        _set(a, "index", a.index + base)


def _merge_processes(m: RunBuilder, w: RunBuilder, ctx: TraceContext) -> dict[str, str]:
    pmap: dict[str, str] = {}  # worker name -> name in m
    for wp in list(w.processes.values()):
        prev = ctx.procs.get(wp.pid)
        if prev is not None:  # the process goes on from the segment before
            pmap[wp.id] = prev.id
            prev.last_time = wp.last_time
            prev.compiles += wp.compiles
            if prev.rank is None:
                prev.rank = wp.rank
            continue
        name = str(wp.pid)
        k = 1
        while name in m.processes:
            k += 1
            name = f"{wp.pid}.{k}"
        pmap[wp.id] = name
        wp.id = name
        m.processes[name] = wp
        ctx.procs[wp.pid] = wp
        m.pid_process[wp.pid] = name
    return pmap


def _starts_again(m: RunBuilder, w: RunBuilder, pmap: dict[str, str]) -> None:
    """The "starts again" problems of a segment's compiles that had started before it (as
    ``RunBuilder.add_trace_records`` says them: started, with metrics, once the two are one)."""
    for pos, (rank, pname, cid), started, has_metrics, problem in reversed(w.maybe_again or ()):
        macc = m.compiles.get((rank, pmap.get(pname, pname), cid))
        if macc is not None and (macc.started or started) and (has_metrics or macc.metrics is not None):
            w.problems.insert(pos, problem)


def _joins(m: RunBuilder, w: RunBuilder) -> dict[int, tuple[Any, Any, CompileId]]:
    """{id(w's compile): (it, m's compile it goes on, its id in w)}: an export open at the boundary on a
    stream (rank, pid) whose first record after it is an export record: w made a new export
    there, a sequential read goes on with the open one."""
    out = {}
    for key, first in w.outside.first.items():
        ms = m.outside.streams.get(key)
        if first == "export" and ms is not None and ms.open is not None and ms.open.id.group == "export":
            acc = w.outside.made[key]
            out[id(acc)] = (acc, ms.open, acc.id)
    return out


def _merge_compiles(m: RunBuilder, w: RunBuilder, pmap: dict[str, str], joins: dict) -> dict[int, CompileId]:
    """Move w's compiles over; returns {id(old compile id): new one} of renumbered ones."""
    skipped: dict[tuple, list[int]] = {}  # (rank, group) -> w's numbers that are m's compiles
    for acc, _, _ in joins.values():
        skipped.setdefault((acc.rank, acc.id.group), []).append(acc.id.frame_compile_id or 0)
    for v in skipped.values():
        v.sort()
    offsets = {}
    for (rank, group), n in w.outside.counts.items():
        off = m.outside.counts.get((rank, group), 0)
        offsets[(rank, group)] = off
        m.outside.counts[(rank, group)] = off + n - len(skipped.get((rank, group), ()))
    idmap: dict[int, CompileId] = {}
    for (rank, pname, cid), acc in w.compiles.items():
        np = None if pname is None else pmap.get(pname, pname)
        target = joins.get(id(acc))
        if target is not None:
            new = target[1].id
        elif cid.group is not None and (offsets.get((rank, cid.group)) or skipped.get((rank, cid.group))):
            k = cid.frame_compile_id or 0
            new = CompileId.outside(cid.group, k + offsets[(rank, cid.group)] - bisect_left(skipped.get((rank, cid.group), ()), k))
        else:
            new = cid
        if new is not cid:
            idmap[id(cid)] = new
            acc.id = new
            for a in acc.artifacts:
                if a.compile_id is cid:
                    _set(a, "compile_id", new)
            cid = new
        acc.process = np
        key = (rank, np, cid)
        macc = target[1] if target is not None else m.compiles.get(key)
        if macc is None:
            m.compiles[key] = acc
            continue
        # a compile whose records straddle the boundary: the records after it go on
        if np is not None:
            m.processes[np].compiles -= 1  # the worker counted it as new
        macc.started = macc.started or acc.started
        if acc.started:
            macc.stack = acc.stack
        macc.artifacts.extend(acc.artifacts)
        macc.graph_breaks.extend(acc.graph_breaks)
        macc.recompile_reasons.extend(acc.recompile_reasons)
        if acc.metrics is not None:
            macc.metrics = acc.metrics
        macc.bwd_metrics.extend(acc.bwd_metrics)
        macc.cache.extend(acc.cache)
        macc.record_count += acc.record_count
    return idmap


def _failure(f: Any, pmap: dict[str, str], idmap: dict[int, CompileId]) -> Any:
    cid = idmap.get(id(f.compile_id), f.compile_id)
    proc = pmap.get(f.process, f.process) if f.process is not None else None
    if cid is f.compile_id and proc == f.process:
        return f
    return dataclasses.replace(f, compile_id=cid, process=proc)


def _merge_outside(m: RunBuilder, w: RunBuilder, idmap: dict[int, CompileId], joins: dict) -> None:
    mo, wo = m.outside, w.outside
    joined = {id(old) for _, _, old in joins.values()}
    for (rank, cid), pid in wo.pids.items():
        if id(cid) not in joined:
            mo.pids[(rank, idmap.get(id(cid), cid))] = pid
    mo.failures.extend(_failure(f, {}, idmap) for f in wo.failures)
    for key, ws in wo.streams.items():
        if id(ws.open) in joins:
            ws.open = joins[id(ws.open)][1]
        if id(ws.last) in joins:
            ws.last = joins[id(ws.last)][1]
        ms = mo.streams.get(key)
        if ms is None or ws.open is not None or ws.last is not None:
            mo.streams[key] = ws
    for key, first in wo.first.items():
        mo.first.setdefault(key, first)


def _merge_spans(ms: Any, ws: Any) -> None:
    if not len(ws):
        return
    ids = [ms._source(path, rank) for path, rank in ws.sources]
    ms.start.extend(ws.start)
    ms.end.extend(ws.end)
    if len(ids) == 1:
        ms.src.extend(repeat(ids[0], len(ws.src)))
    elif ids == list(range(len(ids))):
        ms.src.extend(ws.src)
    else:
        ms.src.extend(array("H", [ids[i] for i in ws.src]))


def _merge_shapes(m: RunBuilder, w: RunBuilder, pmap: dict[str, str]) -> None:
    msh, wsh = m.shapes, w.shapes
    fmap: dict[int, Any] = {}
    for key, f in wsh.frames.items():
        have = msh.frames.get(key)
        if have is None:
            msh.frames[key] = f
        elif have is not f:
            fmap[id(f)] = have  # a file's line is the frame seen first (handlers/shape_common.py)
    for mine, theirs in ((msh.symbols, wsh.symbols), (msh.specializations, wsh.specializations),
                         (msh.guards, wsh.guards), (msh.data_dependent, wsh.data_dependent)):  # fmt: skip
        for e in theirs:
            if e.process is not None and pmap.get(e.process, e.process) != e.process:
                _set(e, "process", pmap[e.process])
            if e.user_frame is not None and id(e.user_frame) in fmap:
                _set(e, "user_frame", fmap[id(e.user_frame)])
        mine.extend(theirs)
    for k, n in wsh.expressions.items():
        msh.expressions[k] = msh.expressions.get(k, 0) + n
    for k, v in wsh.strings.items():
        msh.strings.setdefault(k, v)
    msh.changed()
