"""The run model: frozen dataclasses the views read. Built by ``builder.RunBuilder``.

The leaf records the parsers make (frames, payload refs, artifacts, failures, problems, log
messages) live in ``core/parse/types.py``; ``core.model`` re-exports them.

Nothing here imports textual or rich (tests/test_architecture.py enforces it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

from ..parse.compile_id import CompileId
from ..parse.types import Artifact, Failure, Frame, LogMessage, PayloadRef, Problem
from . import recompile_set
from .shapes import Shapes

# Compile statuses, as torch means them and tlparse colours them (model/status.py computes them).
# The last attempt of a frame compile is, in tlparse's order: failed > empty > ok_after_restart > ok.
OK = "ok"
OK_AFTER_RESTART = "ok_after_restart"  # compiled, after earlier attempts restarted (graph break)
RESTARTED = "restarted"  # a later attempt superseded this one: Dynamo threw it away and restarted
EMPTY = "empty"  # compiled, but nothing was captured (graph_op_count 0 or null)
FAILED = "failed"  # fail_type set
METRICS_MISSING = "metrics_missing"  # the last attempt has no compilation_metrics (crashed)
RUNNING = "running"  # live runs only: dynamo_start seen, the compile has not ended yet
STATUSES = (OK, OK_AFTER_RESTART, RESTARTED, EMPTY, FAILED, METRICS_MISSING, RUNNING)


@dataclass(frozen=True, slots=True)
class GraphBreak:
    """One graph break as Dynamo reported it for one compile."""

    reason: str
    gb_type: str | None  # e.g. "Data-dependent branching"
    gb_id: str | None  # e.g. "GB0170"
    user_frame: Frame | None  # innermost user frame where it happened
    compile_id: CompileId | None
    rank: int | None
    stack: tuple[Frame, ...] = ()
    explanation: str | None = None
    hints: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class GraphBreakGroup:
    """Graph breaks that are the same break: same type/reason and user frame."""

    reason: str
    gb_type: str | None
    gb_id: str | None
    user_frame: Frame | None
    count: int
    compile_ids: tuple[CompileId, ...]
    ranks: tuple[int | None, ...]
    explanation: str | None = None
    hints: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Source:
    """One file or dir the run was read from."""

    path: str
    kind: str  # "trace" | "debug_dir" | "torch_logs" | "run_dir" | "output_log"
    rank: int | None = None


@dataclass(frozen=True, slots=True)
class Process:
    """One Python process of the run: one TORCH_TRACE file (one pid in it). Every process
    numbers its compiles from [0/0]; compiles are keyed by (rank, compile id, process)."""

    id: str  # unique in the run: "1234" (the pid), "1234.2" when a pid recurs
    rank: int | None
    pid: int | None
    file: str | None  # the trace file
    first_time: str | None = None  # glog time of its first record: "MMDD HH:MM:SS.ffffff"
    last_time: str | None = None
    attempt: int | None = None  # torchrun restart attempt (0, 1, ...) when known
    index: int = 0  # order among the processes of its rank (by first record)
    compiles: int = 0


@dataclass(frozen=True, slots=True)
class CacheEvent:
    """One cache lookup of a compile: which cache, and what it gave."""

    cache: str  # "fx_graph" | "aotautograd" | "inductor_autotune" ...
    result: str  # "hit" | "miss" | "bypass"
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class Compile:
    """One compile of the run, frozen: a frame's attempt, or an export / AOTI / Inductor compile
    outside any frame."""

    id: CompileId
    rank: int | None
    status: str
    co_name: str | None = None
    co_filename: str | None = None
    co_firstlineno: int | None = None
    stack: tuple[Frame, ...] = ()  # user stack from dynamo_start (compiler frames trimmed)
    artifacts: tuple[Artifact, ...] = ()
    graph_breaks: tuple[GraphBreak, ...] = ()
    recompile_reasons: tuple[str, ...] = ()
    restart_reasons: tuple[str, ...] = ()
    fail_type: str | None = None
    fail_reason: str | None = None
    fail_user_frame: str | None = None
    duration_s: float | None = None
    start_time: float | None = None
    metrics: dict[str, Any] | None = None
    cache: tuple[CacheEvent, ...] = ()
    record_count: int = 0
    process: str | None = None  # Process.id

    @property
    def key(self) -> tuple[int | None, CompileId, str | None]:
        """(rank, compile id, process): unique in the run (every process counts from [0/0])."""
        return (self.rank, self.id, self.process)

    def artifact(self, name: str) -> Artifact | None:
        for a in self.artifacts:
            if a.name == name:
                return a
        return None

    def by_category(self, category: str) -> tuple[Artifact, ...]:
        return tuple(a for a in self.artifacts if a.category == category)


@dataclass(frozen=True, slots=True)
class UnknownRecord:
    """A TORCH_TRACE record of a kind no handler knows (kept up to a bound, to be shown)."""

    kind: str
    compile_id: CompileId | None
    rank: int | None
    where: str  # "path:line"
    meta: Any = None
    ref: PayloadRef | None = None


@dataclass(frozen=True)
class Run:
    """What a run's sources held, frozen: what the views, the analyses and the summary read."""

    sources: tuple[Source, ...] = ()
    torch_version: str | None = None
    ranks: tuple[int | None, ...] = ()
    compiles: tuple[Compile, ...] = ()
    graph_breaks: tuple[GraphBreakGroup, ...] = ()
    failures: tuple[Failure, ...] = ()
    unknown_kinds: dict[str, int] = field(default_factory=dict)
    unknown_records: tuple[UnknownRecord, ...] = ()
    kind_counts: dict[str, int] = field(default_factory=dict)
    problems: tuple[Problem, ...] = ()
    run_artifacts: tuple[Artifact, ...] = ()  # artifacts with no compile id
    logs: tuple[LogMessage, ...] = ()
    record_count: int = 0
    bytes_indexed: int = 0
    info: dict[str, Any] = field(default_factory=dict)  # run.json contents when present
    # chromium_event payloads (a compact Sequence[PayloadRef], see core/events.py), read on demand
    chromium_events: Sequence[PayloadRef] = ()
    processes: tuple[Process, ...] = ()  # in (rank, first record) order
    shapes: Shapes = field(default_factory=Shapes)  # dynamic shapes (model/shapes.py)

    def compile(self, cid: CompileId | str, rank: int | None = None,
                process: str | None = None) -> Compile | None:  # fmt: skip
        """The compile with that id (on that rank; of that process when given: every
        process numbers its compiles from [0/0])."""
        if isinstance(cid, str):
            parsed = CompileId.parse(cid)
            if parsed is None:
                return None
            cid = parsed
        for c in self._by_id.get(cid, ()):
            if (rank is None or c.rank == rank) and (process is None or c.process == process):
                return c
        return None

    @cached_property
    def _by_id(self) -> dict[CompileId, list[Compile]]:
        """The compiles by id, in order (made once per Run: ``compile()`` is called a lot)."""
        by: dict[CompileId, list[Compile]] = {}
        for c in self.compiles:
            by.setdefault(c.id, []).append(c)
        return by

    def attempts_of(self, c: Compile) -> tuple[Compile, ...]:
        """The attempts of ``c``'s frame compile ([1/0], [1/0_1]: recompile_set.frame_compile_of),
        in order."""
        return self._attempts.get(recompile_set.frame_compile_of(c.rank, c.process, c.id), ())

    def frame_compiles_of(self, c: Compile) -> tuple[Compile, ...]:
        """The compiles of ``c``'s rank and process with its ``frame_key``, in order."""
        return self._frames.get((c.rank, c.process, c.id.frame_key), ())

    @cached_property
    def _attempts(self) -> dict[tuple, tuple[Compile, ...]]:
        by: dict[tuple, list[Compile]] = {}
        for c in self.compiles:
            by.setdefault(recompile_set.frame_compile_of(c.rank, c.process, c.id), []).append(c)
        return {k: tuple(v) for k, v in by.items()}

    @cached_property
    def _frames(self) -> dict[tuple, tuple[Compile, ...]]:
        by: dict[tuple, list[Compile]] = {}
        for c in self.compiles:
            by.setdefault((c.rank, c.process, c.id.frame_key), []).append(c)
        return {k: tuple(v) for k, v in by.items()}

    def process(self, pid: str | None) -> Process | None:
        return next((p for p in self.processes if p.id == pid), None) if pid is not None else None

    @property
    def multi_process_ranks(self) -> frozenset[int | None]:
        """Ranks with more than one process: only there are processes shown as a level."""
        seen: dict[int | None, int] = {}
        for p in self.processes:
            seen[p.rank] = seen.get(p.rank, 0) + 1
        return frozenset(r for r, n in seen.items() if n > 1)

    @cached_property
    def recompiles(self) -> tuple[Compile, ...]:
        """One Compile per recompile (a later compile of a frame, whatever its attempts): its
        last attempt, with the reasons its first attempt recorded (model/recompile_set.py)."""
        return recompile_set.recompiles(self.compiles)

    @cached_property
    def _recompile_reasons(self) -> dict[tuple, tuple[str, ...]]:
        return recompile_set.recompile_reasons(self.compiles)

    def recompile_reasons_of(self, c: Compile) -> tuple[str, ...]:
        """The recompile reasons of ``c``'s frame compile, whichever attempt ``c`` is (() for a
        first compile)."""
        key = recompile_set.frame_compile_of(c.rank, c.process, c.id)
        return c.recompile_reasons or self._recompile_reasons.get(key, ())
