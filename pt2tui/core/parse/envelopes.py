"""What the trace parser remembers about envelopes it has seen: their key layouts, compile ids
and ``file:line`` strings, in bounded caches shared by all parsers (values are immutable). A
full cache of compile ids or places is emptied and fills again with the ones in use: a run of
more compiles than it holds (a 5.4 GB trace: 26,000) made every record's id again once it
stopped taking new ones (410,000 ids made, against 2,100 for a quarter of the run).
Split out of trace.py, whose hot loop reads them."""

from __future__ import annotations

from typing import Any

from .compile_id import CompileId

_CID_FIELDS = ("frame_id", "frame_compile_id", "attempt", "compiled_autograd_id")

_CACHE_MAX = 4096
_SKIP_KEYS = frozenset(_CID_FIELDS + ("rank", "has_payload"))
_CID_KEYS = ("frame_id", "frame_compile_id", "compiled_autograd_id")
# tuple(envelope keys) -> (extra keys, names a compile, has rank, has has_payload)
_SHAPES: dict[tuple[str, ...], tuple[tuple[str, ...], bool, bool, bool]] = {}
# (frame_id, frame_compile_id, attempt, compiled_autograd_id) as in the envelope -> CompileId.
# Equal keys give equal ids: 1, 1.0 and True all read as 1.
_CIDS: dict[tuple[Any, ...], CompileId | None] = {}
_WHERES: dict[bytes, str] = {}  # b"torch/_dynamo/utils.py:2126" -> "torch/_dynamo/utils.py:2126"
_LEVELS = {bytes([c]): chr(c) for c in b"VIWEC"}


def _shape(keys: tuple[str, ...]) -> tuple[tuple[str, ...], bool, bool, bool]:
    s = (
        tuple(k for k in keys[1:] if k not in _SKIP_KEYS),
        len(keys) > 1 and any(k in keys for k in _CID_KEYS),
        "rank" in keys,
        "has_payload" in keys,
    )
    if len(_SHAPES) < _CACHE_MAX:
        _SHAPES[keys] = s
    return s


def _compile_id(key: tuple[Any, ...], env: dict | None = None) -> CompileId | None:
    """The CompileId of an envelope's (frame_id, frame_compile_id, attempt,
    compiled_autograd_id) (``env``: the envelope, when there is one), cached."""
    try:
        return _CIDS[key]
    except (KeyError, TypeError) as e:  # TypeError: unhashable values, not cached
        cid = CompileId.from_envelope(env if env is not None else dict(zip(_CID_FIELDS, key, strict=True)))
        if isinstance(e, KeyError):
            if len(_CIDS) >= _CACHE_MAX:
                _CIDS.clear()  # (a compile's records come together: the ones now are cached again)
            _CIDS[key] = cid
        return cid


def _where(raw: bytes) -> str:
    w = _WHERES.get(raw)
    if w is None:
        file, _, lineno = raw.rpartition(b":")
        w = f"{file.decode(errors='backslashreplace')}:{int(lineno)}"
        if len(_WHERES) >= _CACHE_MAX:
            _WHERES.clear()
        _WHERES[raw] = w
    return w
