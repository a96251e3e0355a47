"""The run model: frozen dataclasses the views read. Built by ``builder.RunBuilder``.

Nothing here imports textual or rich (tests/test_architecture.py enforces it).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .compile_id import CompileId

# Compile statuses, as tlparse colours them.
OK = "ok"
RESTARTED = "restarted"  # this attempt was thrown away and analysis restarted (graph break)
EMPTY = "empty"  # compiled, but the graph held no ops
FAILED = "failed"  # fail_type set
METRICS_MISSING = "metrics_missing"  # no compilation_metrics (still running, or crashed)
RUNNING = "running"  # live runs only: dynamo_start seen, the compile has not ended yet
STATUSES = (OK, RESTARTED, EMPTY, FAILED, METRICS_MISSING, RUNNING)


@dataclass(frozen=True, slots=True)
class Frame:
    """One frame of a user or compiler stack."""

    filename: str
    line: int
    name: str
    loc: str | None = None

    def __str__(self) -> str:
        return f"{self.filename}:{self.line} in {self.name}"

    @property
    def where(self) -> str:
        return f"{self.filename}:{self.line}"


@dataclass(frozen=True, slots=True)
class PayloadRef:
    """Where the bytes of an artifact live. Read lazily with ``payloads.read_payload``.

    kind "trace": ``path`` is a TORCH_TRACE file, ``start``/``end`` the byte span of the
    tab-indented payload lines (tabs included); ``md5`` is the envelope's has_payload.
    kind "file": a whole file (torch_compile_debug artifacts), start=0 and end=-1.
    kind "inline": the text is ``inline`` (a str), or ``inline`` is the event's metadata, shown
    as JSON when read.
    kind "envelope": the metadata of the record whose header line starts at ``start`` in
    ``path``, read back and shown as JSON (big metadata such as compilation_metrics' config
    dumps stays in the file).
    """

    kind: str
    path: str = ""
    start: int = 0
    end: int = -1
    md5: str | None = None
    inline: Any = None


@dataclass(frozen=True, slots=True)
class Artifact:
    """One named output of a compile: a graph, guards, output code, metrics, IR ..."""

    name: str  # tlparse-compatible, without counter or extension: "dynamo_output_graph", "inductor_output_code_<stem>"
    kind: str  # event kind that carried it: "dynamo_output_graph", "artifact", "graph_dump", "debug_dir" ...
    category: str  # one of CATEGORIES below
    encoding: str  # "string" | "json" | "python" | "cpp" | "text"
    compile_id: CompileId | None
    rank: int | None
    ref: PayloadRef
    index: int = 0  # order of appearance within its source
    meta: Any = None  # the event's own metadata (a dict), when useful


# Artifact categories: the TUI tabs group by these.
CATEGORIES = (
    "dynamo_graph",  # dynamo_output_graph, optimize_ddp_split_*, compiled_autograd_graph
    "aot_graph",  # aot_joint/forward/backward/inference_graph, fw_metadata
    "pre_grad",  # before/after_pre_grad_graph, inductor_pre_grad_graph
    "post_grad",  # inductor_post_grad_graph, before/after_post_grad_graph
    "ir",  # ir_pre_fusion, ir_post_fusion (debug dir)
    "output_code",  # inductor_output_code, output_code.py, aot wrapper/kernel code
    "guards",  # dynamo_guards, dynamo_cpp_guards_str
    "metrics",  # compilation_metrics, bwd_compilation_metrics
    "cache",  # fx_graph_cache_*, aotautograd_cache_*
    "provenance",  # inductor_provenance_*, triton_kernel_info
    "other",
)


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
class Failure:
    compile_id: CompileId | None
    rank: int | None
    type: str
    reason: str
    source: str  # "compilation_metrics" | "dynamo_error" | "log" | "exit"
    traceback: str | None = None


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong with the input itself: md5 mismatch, corrupt line, truncated record."""

    where: str  # "path:line" or "path@offset"
    what: str


@dataclass(frozen=True, slots=True)
class Source:
    path: str
    kind: str  # "trace" | "debug_dir" | "torch_logs" | "run_dir" | "output_log"
    rank: int | None = None


@dataclass(frozen=True, slots=True)
class LogMessage:
    """One TORCH_LOGS message (several lines sharing a prefix) or one line of process output."""

    text: str  # the message, prefixes removed, lines joined by "\n"
    source: str  # file path
    line: int  # 1-based line of its first line in the source
    nlines: int = 1
    rank: int | None = None
    level: str | None = None  # "V" "I" "W" "E" "C"; None for plain process output
    time: str | None = None  # "1122 04:08:44.414000"
    pid: int | None = None
    where: str | None = None  # "torch/_dynamo/convert_frame.py:1234"
    compile_id: CompileId | None = None
    artifact: str | None = None  # "graph_breaks", "recompiles", ... (without the __)
    stream: str | None = None  # "stdout" | "stderr" when known


@dataclass(frozen=True, slots=True)
class CacheEvent:
    cache: str  # "fx_graph" | "aotautograd" | "inductor_autotune" ...
    result: str  # "hit" | "miss" | "bypass"
    reason: str | None = None


@dataclass(frozen=True, slots=True)
class Compile:
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

    @property
    def key(self) -> tuple[int | None, CompileId]:
        return (self.rank, self.id)

    def artifact(self, name: str) -> Artifact | None:
        for a in self.artifacts:
            if a.name == name:
                return a
        return None

    def by_category(self, category: str) -> tuple[Artifact, ...]:
        return tuple(a for a in self.artifacts if a.category == category)


@dataclass(frozen=True, slots=True)
class UnknownRecord:
    kind: str
    compile_id: CompileId | None
    rank: int | None
    where: str  # "path:line"
    meta: Any = None
    ref: PayloadRef | None = None


@dataclass(frozen=True)
class Run:
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

    def compile(self, cid: CompileId | str, rank: int | None = None) -> Compile | None:
        if isinstance(cid, str):
            parsed = CompileId.parse(cid)
            if parsed is None:
                return None
            cid = parsed
        for c in self.compiles:
            if c.id == cid and (rank is None or c.rank == rank):
                return c
        return None

    @property
    def recompiles(self) -> tuple[Compile, ...]:
        return tuple(c for c in self.compiles if c.recompile_reasons)
