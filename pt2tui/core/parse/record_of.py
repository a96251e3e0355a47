"""A parsed envelope -> its Record (``TraceParser._record``; split out of trace.py). Types at
the edge are checked here (schema.py), and the ``str`` intern table is kept."""

from __future__ import annotations

from typing import Any

from .envelopes import _SHAPES, _WHERES, _compile_id, _shape, _where
from .records import (
    Record,
    _new,
    _s_cid,
    _s_envelope,
    _s_index,
    _s_kind,
    _s_level,
    _s_line,
    _s_md5,
    _s_meta,
    _s_offset,
    _s_payload,
    _s_pid,
    _s_rank,
    _s_time,
    _s_where,
)
from .schema import SCHEMA
from .schema import check as _check_types
from .schema import check_envelope as _check_envelope


def record_of(
    self: Any, env: dict, index: int, offset: int, line: int, level: str, time: str, pid: int,
    where: bytes, g_rank: int | None,
) -> Record:  # fmt: skip
    """The Record of a parsed envelope (a non-empty dict); its payload is set by the caller
    when its md5 is not None. Keeps the ``str`` intern table.

    The native module builds the same Records (``_native/record.h``, build_record), leaving to
    this function every envelope where a step here would say or change anything: a change here
    is made there too (tests/test_trace_fast.py and the tests that take ``parse_path`` compare
    both ways)."""
    keys = tuple(env)
    extra_keys, has_cid, has_rank, has_md5 = _SHAPES.get(keys) or _shape(keys)
    kind = keys[0]
    meta = env[kind]
    if kind in SCHEMA:  # types at the edge (schema.py): a wrong one is a problem, no more
        meta, bad = _check_types(kind, meta)
        for what in bad:
            self._problem(offset, f"wrong JSON type in {what}", line)
    if extra_keys and "stack" in extra_keys:  # the envelope's own fields that pt2tui reads
        clean, bad = _check_envelope(env, extra_keys)
        for what in bad:
            self._problem(offset, f"wrong JSON type in {what}", line)
        if clean is not None:
            env = clean
            extra_keys = tuple(k for k in extra_keys if k in env)
    if kind == "str" and isinstance(meta, list) and len(meta) == 2:
        if not keep_str(self.strings, meta):
            self._problem(offset, "malformed str intern record", line)
    if has_rank:
        rank = env["rank"]
        if rank is None:
            rank = g_rank
        if not isinstance(rank, int):
            rank = None
    else:
        rank = g_rank
    if has_cid:
        key = (env.get("frame_id"), env.get("frame_compile_id"), env.get("attempt"),
               env.get("compiled_autograd_id"))  # fmt: skip
        cid = _compile_id(key, env)
    else:
        cid = None
    md5 = env["has_payload"] if has_md5 else None
    if md5 is not None and type(md5) is not str:
        md5 = str(md5)
    r = _new(Record)
    _s_index(r, index)
    _s_line(r, line)
    _s_offset(r, offset)
    _s_level(r, level)
    _s_time(r, time)
    _s_pid(r, pid)
    _s_where(r, _WHERES.get(where) or _where(where))
    _s_kind(r, kind)
    _s_meta(r, meta)
    _s_cid(r, cid)
    _s_rank(r, rank)
    _s_envelope(r, {k: env[k] for k in extra_keys} if extra_keys else None)
    _s_md5(r, md5)
    _s_payload(r, None)
    return r


def keep_str(strings: dict[int, str], meta: list) -> bool:
    """A ``str`` record's ``[name, id]`` into the intern table (False: malformed)."""
    try:
        strings[int(meta[1])] = str(meta[0])
    except (TypeError, ValueError):
        return False
    return True
