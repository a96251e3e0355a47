"""What the TORCH_TRACE parser gives: Records, and the LiteRuns of bulk chromium events.

Records are frozen dataclasses built slot by slot (see below): the parser makes one per record
of a trace, so their construction is on the hot path of every index.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from .compile_id import CompileId


@dataclass(frozen=True, slots=True)
class Record:
    """One TORCH_TRACE record. ``payload`` is a (start, end) byte span in the source."""

    index: int
    line: int  # 1-based line number of the header line
    offset: int  # byte offset of the header line
    level: str
    time: str  # "MMDD HH:MM:SS.ffffff"
    pid: int
    where: str  # "torch/_dynamo/convert_frame.py:276"
    kind: str  # first key of the envelope: "dynamo_start", "artifact", ...
    meta: Any  # envelope[kind]
    compile_id: CompileId | None
    rank: int | None
    payload: tuple[int, int] | None = None
    md5: str | None = None
    envelope: dict[str, Any] | None = None  # other envelope keys (stack, subgraph_name, ...)

    @property
    def payload_size(self) -> int:
        return 0 if self.payload is None else self.payload[1] - self.payload[0]


class LiteRun:
    """Consecutive ``chromium_event`` records of one compile, rank and pid whose envelope holds
    nothing else, as the native scanner gives them to a parser made with ``lite=True``: the
    builder needs only their count and payload spans (most records of any trace are these).
    ``starts``/``ends`` are native int64 arrays (as bytes) of absolute payload spans; ``time``
    is the first record's time, ``last_time`` the last one's (a process's last time);
    ``offset`` the file offset of the first record's header (where its problems go)."""

    __slots__ = ("kind", "count", "compile_id", "rank", "pid", "time", "starts", "ends", "last_time", "offset")

    def __init__(
        self, count: int, compile_id: CompileId | None, rank: int | None, pid: int, time: str,
        starts: bytes, ends: bytes, last_time: str | None = None, offset: int = -1,
    ) -> None:  # fmt: skip
        self.kind = "chromium_event"
        self.count = count
        self.compile_id = compile_id
        self.rank = rank
        self.pid = pid
        self.time = time
        self.starts = starts
        self.ends = ends
        self.last_time = time if last_time is None else last_time
        self.offset = offset


# Building a Record: the frozen dataclass __init__ sets each of its 14 slots through
# object.__setattr__ (~1.5 µs a record, ~2.2 µs with keywords); setting the slots through their
# descriptors costs ~0.7 µs and gives an equal object (tests/test_trace_fast.py checks it).
_FIELDS = tuple(f.name for f in fields(Record))
_SETTERS = tuple(Record.__dict__[name].__set__ for name in _FIELDS)
(
    _s_index, _s_line, _s_offset, _s_level, _s_time, _s_pid, _s_where, _s_kind, _s_meta,
    _s_cid, _s_rank, _s_payload, _s_md5, _s_envelope,
) = _SETTERS  # fmt: skip
_new = object.__new__


def with_rank(rec: Record, rank: int | None) -> Record:
    """``dataclasses.replace(rec, rank=rank)``, ~4x quicker (for the builder, which gives each
    record of a ``*_rank_N_*`` file that has no rank of its own the file's)."""
    r = _new(Record)
    _s_index(r, rec.index)
    _s_line(r, rec.line)
    _s_offset(r, rec.offset)
    _s_level(r, rec.level)
    _s_time(r, rec.time)
    _s_pid(r, rec.pid)
    _s_where(r, rec.where)
    _s_kind(r, rec.kind)
    _s_meta(r, rec.meta)
    _s_cid(r, rec.compile_id)
    _s_rank(r, rank)
    _s_payload(r, rec.payload)
    _s_md5(r, rec.md5)
    _s_envelope(r, rec.envelope)
    return r
