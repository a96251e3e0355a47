"""RunBuilder: folds records from any mix of sources into the frozen ``Run`` model.

Mutable while it is fed (live runs feed it forever); ``snapshot()`` returns an immutable Run.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from collections.abc import Iterable
from typing import Any

from ..parse import native
from ..parse.compile_id import CompileId
from ..parse.debugdir import read_aot_id
from ..parse.problem_fold import ProblemFold, unfolded
from ..parse.records import LiteRun, Record, with_rank
from ..parse.spans import SpanList
from . import (
    RESTARTED,
    Artifact,
    Compile,
    Failure,
    Frame,
    GraphBreak,
    LogMessage,
    PayloadRef,
    Problem,
    Run,
    Source,
    UnknownRecord,
)
from . import handlers as H
from .context import CompileAcc, ProcessAcc, TraceContext
from .frameless import Outside, outside_status, place_failures
from .frozen import FrozenCompiles
from .graph_breaks import group_graph_breaks  # noqa: F401 - re-exported
from .pickling import ARTIFACT_FIELDS, FIT, REF_FIELDS
from .processes import freeze_processes, process_problems
from .shapes import ShapesAcc
from .status import final_status, frame_compile_key


class RunBuilder:
    def __init__(self) -> None:
        # (rank, Process.id, compile id): every process numbers its compiles from [0/0]
        self.compiles: dict[tuple[int | None, str | None, CompileId], CompileAcc] = {}
        self.sources: list[Source] = []
        self.problems: list[Problem] = []  # folded past MAX_LIKE a kind (parse/problem_fold.py)
        self.problem_fold = ProblemFold()
        self.unknown: Counter[str] = Counter()
        self.unknown_records: list[UnknownRecord] = []
        self.kind_counts: Counter[str] = Counter()
        self.run_artifacts: list[Artifact] = []
        self.loose_graph_breaks: list[GraphBreak] = []
        self.failures: list[Failure] = []
        self.logs: list[LogMessage] = []
        self.chromium_events = SpanList()
        self.shapes = ShapesAcc()  # dynamic shapes (handlers/shape_*.py)
        self.frames: dict[Frame, Frame] = {}  # one of each stack frame, shared by compiles
        self.frame_keys: dict[tuple, Frame] = {}  # a stack frame by what dynamo_start says of it
        self.aot_ids: dict[tuple[int, str], CompileId] = {}  # (pid, "1_forward") -> compile
        self.pid_rank: dict[int, int | None] = {}
        self.processes: dict[str, ProcessAcc] = {}  # Process.id -> process
        self.pid_process: dict[int, str] = {}  # pid -> its latest Process.id (debug-dir joins)
        self.debug_dirs: list[Any] = []
        self.torch_version: str | None = None
        self.ranks: set[int | None] = set()
        self.record_count = 0
        self.bytes_indexed = 0
        self.info: dict[str, Any] = {}
        self._artifact_index = 0
        self.outside = Outside()  # compiles outside any frame: export N, aoti N, inductor N
        self._frozen = FrozenCompiles()  # frozen compiles kept between snapshots
        # a builder of a segment of a file (sources/parallel.py): where a "starts again"
        # problem goes if the compile started before the segment
        self.maybe_again: list[tuple] | None = None

    # -- sources ----------------------------------------------------------------------------
    def add_source(self, path: str, kind: str, rank: int | None = None) -> None:
        src = Source(path, kind, rank)
        keys = self.__dict__.get("_source_keys")  # a set beside the list: linear in the files
        if keys is None or len(keys) != len(self.sources):
            keys = self._source_keys = set(self.sources)
        if src not in keys:
            keys.add(src)
            self.sources.append(src)

    def add_trace_records(self, ctx: TraceContext, records: Iterable[Record]) -> int:
        n = 0
        handlers = H.HANDLERS
        compiles = self.compiles
        kind_counts = self.kind_counts
        ranks = self.ranks
        pid_rank = self.pid_rank
        # torch names per-rank files *_rank_N_*: the name's rank is the file's (as tlparse has
        # it), whatever its records say; a disagreement is one problem line for the file
        name_rank = ctx.default_rank
        # records come in runs of one compile: the last one's accumulator is looked up once
        # (the parser gives equal compile ids as one object)
        last_cid: CompileId | None = None
        last_rank: int | None = None
        last_acc: CompileAcc | None = None
        last_pid = -1
        proc: ProcessAcc | None = None
        set_pid = set_rank = None  # the last pid_rank entry this loop set
        failures = self.failures
        count_only = H.count_only
        spans = self.chromium_events
        for rec in records:
            pid = rec.pid
            if pid != last_pid:
                last_pid = pid
                proc = ctx.procs.get(pid) or self._new_process(ctx, pid, rec.rank, rec.time)
                last_acc = None
            rank = rec.rank
            if type(rec) is LiteRun:  # a run of plain chromium events: what a record does, once
                if name_rank is not None:
                    if rank is not None and rank != name_rank:
                        self._rank_conflict(ctx, rec, rank, name_rank)
                    rank = name_rank
                elif rank is None:
                    rank = proc.rank
                elif proc.rank is None:
                    proc.rank = rank
                proc.last_time = rec.last_time
                count = rec.count
                n += count
                kind_counts["chromium_event"] += count
                ranks.add(rank)
                if rank is not None or pid not in pid_rank:
                    pid_rank[pid] = rank
                set_pid = None
                cid = rec.compile_id
                if cid is not None:
                    if cid is last_cid and rank == last_rank and last_acc is not None:
                        acc = last_acc
                    else:
                        acc = compiles.get((rank, proc.id, cid)) or self._new_compile(cid, rank, rec.time, proc)
                        last_cid, last_rank, last_acc = cid, rank, acc
                    acc.record_count += count
                spans.extend(ctx.path, rec.starts, rec.ends, rank)
                continue
            n += 1
            if rank != name_rank and name_rank is not None:
                if rank is not None:
                    self._rank_conflict(ctx, rec, rank, name_rank)
                rec = with_rank(rec, name_rank)
                rank = name_rank
            elif rank is None and proc.rank is not None:
                rec = with_rank(rec, proc.rank)
                rank = proc.rank
            elif rank is not None and proc.rank != rank:
                if proc.rank is None:
                    proc.rank = rank
                elif rank not in ctx.rank_conflict:
                    ctx.rank_conflict.add(rank)
                    self.add_problem(Problem(
                        f"{ctx.path}:{rec.line}",
                        f"records of one process say rank {proc.rank}, then rank {rank}: "
                        "each compile is kept under the rank its records say",
                    ))  # fmt: skip
            proc.last_time = rec.time
            kind = rec.kind
            kind_counts[kind] += 1
            if pid != set_pid or rank != set_rank:
                if rank not in ranks:
                    ranks.add(rank)
                if rank is not None or pid not in pid_rank:
                    pid_rank[pid] = rank
                set_pid, set_rank = pid, rank
            h = handlers.get(kind)
            if h is count_only:  # (str: the parser keeps the intern table)
                continue
            acc = None
            cid = rec.compile_id
            if cid is not None and kind != "str":
                if cid is last_cid and rank == last_rank and last_acc is not None:
                    acc = last_acc
                else:
                    acc = compiles.get((rank, proc.id, cid)) or self._new_compile(cid, rank, rec.time, proc)
                    last_cid, last_rank, last_acc = cid, rank, acc
                acc.record_count += 1
                if kind == "dynamo_start" and (acc.started and acc.metrics is not None
                                               or self.maybe_again is not None):  # fmt: skip
                    again = Problem(
                        f"{ctx.path}:{rec.line}",
                        f"compile {cid} starts again in this process (the same compile id twice "
                        "in one file): its records are kept with the first",
                    )
                    if acc.started and acc.metrics is not None:
                        self.add_problem(again)
                    else:  # a segment's: it may have started before (core/model/merge.py)
                        self.maybe_again.append((len(self.problems), (rank, proc.id, cid), acc.started,
                                                 acc.metrics is not None, again))  # fmt: skip
            elif kind not in _RUN_WIDE:
                acc = self.outside.acc_for(self._new_compile, ctx, rec, proc)
                if acc is not None:
                    acc.record_count += 1
            if h is None:
                self._unknown(ctx, rec, acc)
            else:
                nf = len(failures)
                try:
                    h(self, ctx, rec, acc)
                except Exception as e:  # a handler bug must not lose the rest of the run
                    self.add_problem(
                        Problem(f"{ctx.path}:{rec.line}", f"could not read {kind} record: {e!r}")
                    )
                if len(failures) != nf:  # a failure of this process's compile
                    failures[nf:] = [_with_process(f, proc.id) for f in failures[nf:]]
        self.record_count += n
        return n

    def _new_process(self, ctx: TraceContext, pid: int, rank: int | None, time: str) -> ProcessAcc:
        """A (trace file, pid) seen for the first time: a process of the run."""
        pname = str(pid)
        k = 1
        while pname in self.processes:
            k += 1
            pname = f"{pid}.{k}"
        name_rank = ctx.default_rank
        known = ctx.known_ranks.get(pid) if name_rank is None and ctx.known_ranks else None
        if known is not None:  # a segment's: the rank the process has where it starts
            rank = known
        proc = ProcessAcc(pname, name_rank if name_rank is not None else rank, pid, ctx.path,
                          time, name_rank)  # fmt: skip
        proc.seeded = known is not None
        self.processes[pname] = proc
        ctx.procs[pid] = proc
        self.pid_process[pid] = pname
        return proc

    def _rank_conflict(self, ctx: TraceContext, rec: Any, rank: int, kept: int) -> None:
        if rank not in ctx.rank_conflict:
            ctx.rank_conflict.add(rank)
            self.add_problem(Problem(  # one line for the file (bulk events have no line)
                ctx.path,
                f"records say rank {rank} but the file name says rank {kept}: the file's "
                f"compiles are kept under rank {kept}",
            ))  # fmt: skip

    def _new_compile(self, cid: CompileId, rank: int | None, time: str | None,
                     proc: ProcessAcc | None = None) -> CompileAcc:  # fmt: skip
        pname = proc.id if proc is not None else None
        acc = self.compiles[(rank, pname, cid)] = CompileAcc(cid, rank, pname)
        acc.first_time = time
        if proc is not None:
            proc.compiles += 1
        return acc

    def _unknown(self, ctx: TraceContext, rec: Record, acc: CompileAcc | None) -> None:
        self.unknown[rec.kind] += 1
        ref = None
        if rec.payload is not None:
            art = self.add_artifact(ctx, rec, acc, rec.kind, "other", "text")
            ref = art.ref if art else None
        if len(self.unknown_records) < 10_000:
            self.unknown_records.append(
                UnknownRecord(rec.kind, rec.compile_id, rec.rank, f"{ctx.path}:{rec.line}", rec.meta, ref)
            )

    def add_artifact(
        self,
        ctx: TraceContext,
        rec: Record,
        acc: CompileAcc | None,
        name: str,
        category: str,
        encoding: str,
        *,
        inline: Any = None,
        listed: bool = True,
        envelope: bool = False,
        meta: Any = None,
        keep_meta: bool = True,
    ) -> Artifact | None:
        self._artifact_index += 1
        if not listed:  # (its index taken, as if it were kept)
            return None
        payload = rec.payload
        if envelope and payload is None:
            ref = ("envelope", ctx.path, rec.offset, -1, None, None)
        elif payload is not None:
            ref = ("trace", ctx.path, payload[0], payload[1], rec.md5, None)
        else:
            # metadata is shown as JSON: formatted when viewed, not when indexed
            ref = ("inline", ctx.path, 0, -1, None, rec.meta if inline is None else inline)
        if meta is None and keep_meta:
            meta = rec.meta if isinstance(rec.meta, dict) else None
        cid = rec.compile_id if acc is None else acc.id
        make = native.make_slotted
        # in C where their slots are their fields in this order (pickling.FIT: 1.7 to 0.3 us an
        # artifact here); else by name: a field added to either takes its default, not another's
        if make is not None and FIT:
            art = make(Artifact, (name, rec.kind, category, encoding, cid, rec.rank, make(PayloadRef, ref),
                                  self._artifact_index, meta))  # fmt: skip
        else:
            pref = PayloadRef(**dict(zip(REF_FIELDS, ref, strict=True)))
            values = (name, rec.kind, category, encoding, cid, rec.rank, pref, self._artifact_index, meta)
            art = Artifact(**dict(zip(ARTIFACT_FIELDS, values, strict=True)))
        if acc is not None:
            acc.artifacts.append(art)
        else:
            self.run_artifacts.append(art)
        return art

    def note_output_code(self, ctx: TraceContext, rec: Record, acc: CompileAcc, art: Artifact) -> None:
        """Remember the `# AOT ID: [...]` of output code: it joins torch_compile_debug dirs."""
        first = ctx.text(rec, limit=512).split("\n", 1)[0]
        aot = read_aot_id(first)
        if aot:
            self.aot_ids[(rec.pid, aot)] = acc.id

    def note_torch_version(self, v: Any) -> None:
        if v and not self.torch_version:
            self.torch_version = str(v)

    def add_problems(self, problems: Iterable[Problem]) -> None:
        """Problems (or a list folded apart: a parser's feed, a merged builder's) after the
        ones here, folded past MAX_LIKE of a kind."""
        self.problem_fold.extend(self.problems, problems)

    def add_problem(self, problem: Problem) -> None:
        self.problem_fold.add(self.problems, problem)

    def add_log_messages(self, messages: Iterable[LogMessage]) -> None:
        for m in messages:
            self.logs.append(m)
            if m.rank is not None:
                self.ranks.add(m.rank)

    def mark_changed(self, acc: CompileAcc) -> None:
        """``acc`` changed other than by a record (debug-dir artifacts attached to it)."""
        self._frozen.touched.add(acc)

    # -- snapshot ---------------------------------------------------------------------------
    def snapshot(self, live: bool = False) -> Run:
        placed, failed = place_failures(
            self.outside, self.outside.failures + self.failures, self._new_compile,
            lambda rank, cid: any(k[0] == rank and k[-1] == cid for k in self.compiles), final=not live,
        )  # fmt: skip
        processes = freeze_processes(self.processes.values())
        # only the compiles that changed since the last snapshot are frozen again (frozen.py)
        compiles = self._frozen.update(
            self.compiles, live, failed, {p.id: p.index for p in processes}, _freeze,
            self.loose_graph_breaks,
        )  # fmt: skip
        failures = [
            Failure(c.id, c.rank, c.fail_type, c.fail_reason or "", "compilation_metrics",
                    process=c.process)  # fmt: skip
            for c in compiles
            if c.fail_type and c.metrics and c.metrics.get("fail_type")
        ]
        seen = {(f.compile_id, f.rank, f.process, _short_type(f.type)) for f in failures}
        for f in placed:
            key = (f.compile_id, f.rank, f.process, _short_type(f.type))
            if key not in seen:
                seen.add(key)
                failures.append(f)
        # Records written before torch.distributed is initialised carry no rank: they do not
        # make a rank of their own when others are known.
        known = sorted(r for r in self.ranks if r is not None)
        ranks: tuple[int | None, ...] = tuple(known) if known else ((None,) if self.ranks else ())
        return Run(
            sources=tuple(self.sources),
            torch_version=self.torch_version,
            ranks=ranks,
            compiles=compiles,
            graph_breaks=self._frozen.breaks.result,
            failures=tuple(failures),
            unknown_kinds=dict(self.unknown),
            unknown_records=tuple(self.unknown_records),
            kind_counts=dict(self.kind_counts),
            problems=unfolded(self.problems) + process_problems(processes),
            run_artifacts=tuple(self.run_artifacts),
            logs=tuple(self.logs),
            record_count=self.record_count,
            bytes_indexed=self.bytes_indexed,
            info=dict(self.info),
            chromium_events=self.chromium_events.view(),
            processes=processes,
            shapes=self.shapes.freeze(),
        )


# records that belong to the whole run, never to a compile outside a frame
_RUN_WIDE = frozenset({"str", "chromium_event", "describe_storage", "describe_tensor", "describe_source"})


def _with_process(f: Failure, process: str) -> Failure:
    return f if f.process is not None else dataclasses.replace(f, process=process)


def _ordered_artifacts(arts: list[Artifact]) -> tuple[Artifact, ...]:
    """The trace's artifacts in trace order, then the torch_compile_debug dir's: the same order
    however the trace was read (debug dirs are joined whenever a read reaches their compile)."""
    debug = [a for a in arts if isinstance(a.meta, dict) and "debug_graph" in a.meta]
    if not debug:
        return tuple(arts)
    return tuple([a for a in arts if not (isinstance(a.meta, dict) and "debug_graph" in a.meta)] + debug)


def _short_type(t: str) -> str:
    return t.rsplit(".", 1)[-1]


def _rank_key(r: int | None) -> int:
    return -1 if r is None else r


def _freeze(acc: CompileAcc, live: bool, last: dict[tuple, int], accs: dict, failed: dict) -> Compile:
    m = acc.metrics or {}
    dur = m.get("entire_frame_compile_time_s")
    if dur is None and m.get("duration_us") is not None:
        dur = m["duration_us"] / 1e6
    if dur is None and m.get("end_time_us") and m.get("start_time_us"):
        dur = (m["end_time_us"] - m["start_time_us"]) / 1e6  # AOTInductor: no duration field
    fail_frame = None
    if m.get("fail_user_frame_filename"):
        fail_frame = f"{m['fail_user_frame_filename']}:{m.get('fail_user_frame_lineno')}"
    start = m.get("start_time")
    fail_type, fail_reason = m.get("fail_type"), m.get("fail_reason")
    outside_failure = failed.get((acc.rank, acc.id)) if failed else None  # (a CompileId hashes in Python)
    if outside_failure is not None and not fail_type:  # an export / AOTI compile's own failure
        fail_type, fail_reason = outside_failure.type, outside_failure.reason
    reasons = m.get("restart_reasons")
    restart_reasons = tuple(map(str, reasons)) if reasons else ()
    fkey = frame_compile_key((acc.rank, acc.process), acc.id)
    final = last.get(fkey, acc.id.attempt)
    if acc.id.attempt < final:
        # superseded: the reasons are in the metrics of the attempt that compiled
        status = RESTARTED
        later = accs.get((acc.rank, acc.process, dataclasses.replace(acc.id, attempt=final)))
        if not restart_reasons and later is not None and later.metrics:
            restart_reasons = tuple(str(r) for r in (later.metrics.get("restart_reasons") or ()))
    elif acc.id.group is not None:
        status = outside_status(acc, live, outside_failure is not None)
    else:
        status = final_status(acc.metrics, started=acc.started, live=live, after_restart=final > 0)
    stack = acc.stack
    return _make_compile((  # (Compile's fields, in order)
        acc.id,
        acc.rank,
        status,
        m.get("co_name") or (stack[-1].name if stack else None),
        m.get("co_filename") or (stack[-1].filename if stack else None),
        m.get("co_firstlineno") or (stack[-1].line if acc.id.group and stack else None),
        stack,
        _ordered_artifacts(acc.artifacts) if acc.debug_artifacts else tuple(acc.artifacts),
        tuple(acc.graph_breaks),
        tuple(acc.recompile_reasons),
        restart_reasons,
        fail_type,
        fail_reason,
        fail_frame,
        float(dur) if isinstance(dur, (int, float)) else None,
        float(start) if isinstance(start, (int, float)) else None,
        acc.metrics,
        tuple(acc.cache),
        acc.record_count,
        acc.process,
    ))


_COMPILE_FIELDS = ("id", "rank", "status", "co_name", "co_filename", "co_firstlineno", "stack", "artifacts",
                   "graph_breaks", "recompile_reasons", "restart_reasons", "fail_type", "fail_reason",
                   "fail_user_frame", "duration_s", "start_time", "metrics", "cache", "record_count",
                   "process")  # fmt: skip
# Compile's slots are its fields, in this order: then it is made in C (native.make_slotted: the
# frozen dataclass's __init__ sets 20 fields through object.__setattr__, 2.9 us a compile against
# 0.2 us; 16,000 compiles in the last snapshot of 128 ranks), else by its __init__, by name
# (tests/test_model.py checks that the two lists stay the same)
_SLOTTED = (tuple(f.name for f in dataclasses.fields(Compile)) == _COMPILE_FIELDS
            and Compile.__dict__.get("__slots__") == _COMPILE_FIELDS and Compile.__bases__ == (object,))  # fmt: skip


def _make_compile(values: tuple) -> Compile:
    make = native.make_slotted
    if make is not None and _SLOTTED:
        return make(Compile, values)
    return Compile(**dict(zip(_COMPILE_FIELDS, values, strict=True)))
