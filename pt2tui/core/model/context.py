"""What handlers work on: the trace a record came from (TraceContext) and the compile being built
(CompileAcc). Shared by builder.py and handlers/, which do not import each other's modules."""

from __future__ import annotations

import os
import re
from typing import Any

from ..parse.compile_id import CompileId
from ..parse.payloads import read_raw, unpack_payload
from ..parse.records import Record
from ..parse.types import Artifact
from .run import CacheEvent, GraphBreak

_RANK_FILE = re.compile(r"_rank_(\d+)(?:_|\.)")


def rank_from_filename(path: str) -> int | None:
    m = _RANK_FILE.search(os.path.basename(path))
    return int(m.group(1)) if m else None


class TraceContext:
    """What handlers need to know about the trace a record came from."""

    def __init__(self, path: str, strings: dict[int, str], *, rank_from_name: bool = True) -> None:
        self.path = path
        self.strings = strings
        # torch names per-rank files dedicated_log_torch_trace_rank_N_*.log; older torch did
        # not put the rank in each envelope, so the file name supplies it.
        self.default_rank = rank_from_filename(path) if rank_from_name else None
        # (file offset, bytes) just fed to the parser: payloads inside it are read from there
        self.window: tuple[int, bytes] | None = None
        # the processes that wrote this file (one, unless two pids share it), by pid
        self.procs: dict[int, ProcessAcc] = {}
        self.rank_conflict: set[int] = set()  # record ranks that disagree with the file's
        # a segment of a file read apart (sources/parallel.py): pid -> the rank its process has
        # where the segment starts (from the bytes before it; the merge checks it)
        self.known_ranks: dict[int, int] = {}

    def raw(self, start: int, end: int) -> bytes:
        w = self.window
        if w is not None and start >= w[0] and end <= w[0] + len(w[1]):
            return w[1][start - w[0] : end - w[0]]
        return read_raw(self.path, start, end)

    def text(self, rec: Record, limit: int | None = None) -> str:
        if rec.payload is None:
            return ""
        start, end = rec.payload
        if limit is not None:
            end = min(end, start + limit)
        return unpack_payload(self.raw(start, end)).decode("utf-8", "backslashreplace")


class ProcessAcc:
    """A process while its trace is read: one per (trace file, pid)."""

    __slots__ = ("id", "rank", "pid", "file", "first_time", "last_time", "compiles", "name_rank",
                 "first_rank", "seeded")  # fmt: skip

    def __init__(self, pid_: str, rank: int | None, pid: int, file: str, time: str,
                 name_rank: int | None) -> None:  # fmt: skip
        self.id = pid_
        self.rank = rank
        self.pid = pid
        self.file = file
        self.first_time = time
        self.last_time = time
        self.compiles = 0
        self.name_rank = name_rank
        self.first_rank = rank  # the rank it started with (core/model/merge.py)
        self.seeded = False  # its rank came from before the segment (TraceContext.known_ranks)


class CompileAcc:
    """A compile while it is being built."""

    # torch_compile_debug artifacts joined to it (sources/assemble.py): only then are its
    # artifacts put in order when frozen (builder._ordered_artifacts)
    debug_artifacts = 0

    def __init__(self, cid: CompileId, rank: int | None, process: str | None = None) -> None:
        self.id = cid
        self.rank = rank
        self.process = process
        self.started = False
        self.stack: tuple = ()
        self.artifacts: list[Artifact] = []
        self.graph_breaks: list[GraphBreak] = []
        self.recompile_reasons: list[str] = []
        self.metrics: dict[str, Any] | None = None
        self.bwd_metrics: list[dict[str, Any]] = []
        self.cache: list[CacheEvent] = []
        self.record_count = 0
        self.first_time: str | None = None
