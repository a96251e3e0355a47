"""pt2tui's native module (``_scan.c`` and ``_native/*.h``): whether it loaded, why not, and the
switch that turns it off. This is the one place that knows which parser path runs:
`pt2tui --version`, `summary`'s header and the TUI (status line, help) ask here.

One C extension, built at install when a C compiler is there (setup.py): the TORCH_TRACE
scanner, the records it builds (``_native/record.h``), md5 of payloads (``_native/md5.h``), the
prescan of a file's segments, all on one JSON tokenizer (``_native/json.h``) that a scanner of
other JSON traces (Kineto's) is to reuse. Everything it does, the pure-Python code does too,
with the same results: only slower. ``PT2TUI_NO_NATIVE=1`` (or the older
``PT2TUI_PURE_PARSER=1``) turns it off; ``native_available()`` says which path runs,
``native_reason()`` why not the native one. ``PT2TUI_NATIVE_SO=FILE`` loads the module from
FILE instead (`make sanitize`: the ASan+UBSan build, under the native tests).

The parser's modules read the functions below at call time (``native.scan`` ...), so that
``use_native(False)`` (tests: both paths, one process) takes effect at once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from . import envelopes, schema
from .records import _FIELDS, Record

# the oldest build the Python code works with: 3 builds records (configure), 4 checks the
# envelope's own fields (schema.ENVELOPE), 5 builds profiler traces' columns (ColumnBuilder),
# 6 gives a lite run's last time, 7 prescans a segment's start in one pass (prescan_lines) and
# hashes many payloads at once (md5_many), 10 keeps only the listed fields of schema.ONLY_LISTED's
# kinds (the records must be the pure path's: an older build is not used)
NEEDED_VERSION = 10

_mod: Any = None
_reason: str | None = None

# what the parser calls (None: the pure-Python path)
scan: Callable[..., tuple] | None = None
md5_payload: Callable[[bytes, int, int], str | None] | None = None
json_objects: Callable[[Any, int], tuple[list, int]] | None = None  # kineto.py's events
md5_many: Callable[[list], list[str | None]] | None = None  # payloads.py: md5s of many payloads at once
# segment.py: a range's (newlines, bytes read, str offsets, (pid, rank)s) in one pass, GIL let go
prescan_lines: Callable[[Any, bool], tuple[int, int, list[int], list[tuple[int, int]]]] | None = None
column_builder: Callable[[tuple], Any] | None = None  # kineto_columns.py: ColumnBuilder(COMM_ARGS)
classify_rows: Callable[..., tuple] | None = None  # analysis/perf/index.py: a trace's rows by class
rows_eq: Callable[..., list] | None = None  # analysis/perf/index.py: rows whose column equals a value
window_lengths: Callable[..., list] | None = None  # analysis/perf/calls.py: merged lengths per call
region_gaps: Callable[..., list] | None = None  # analysis/perf/calls.py: regions' eager time and ops
tops_within: Callable[..., list] | None = None  # analysis/perf/kernels.py: the ops a graph calls
innermost: Callable[..., list] | None = None  # analysis/perf/kernels.py: the region/graph of a time
kernel_groups: Callable[..., list] | None = None  # analysis/perf/kernels.py: the kernel table's sums
make_slotted: Callable[[type, tuple], Any] | None = None  # model/pickling.py: frozen dataclasses loaded
make_artifacts: Callable[..., list] | None = None  # model/pickling.py: a compile's artifacts loaded
shift_index: Callable[[list, type, int], None] | None = None  # model/merge.py: artifacts renumbered
pack_artifacts: Callable[..., tuple | None] | None = None  # model/pickling.py: a compile's artifacts sent


def _masks(want: tuple) -> int:
    """A schema's tuple of types as the bits _scan.c checks (_native/record.h JT_*)."""
    bits = {type(None): 1, bool: 2, int: 4, float: 8, str: 16, list: 32, dict: 64}
    return sum(b for t, b in bits.items() if t in want)


ENV_VARS = ("PT2TUI_NO_NATIVE", "PT2TUI_PURE_PARSER")
NOT_BUILT = ("the C scanner (pt2tui/core/parse/_scan.c) is not built: reinstall with a C compiler "
             "(gcc or clang) for about twice the speed")  # fmt: skip


def _load() -> tuple[Any, str | None]:
    for var in ENV_VARS:
        if os.environ.get(var, "") not in ("", "0"):
            return None, f"{var} is set"
    try:
        mod = _from_file(so) if (so := os.environ.get("PT2TUI_NATIVE_SO")) else None
        if mod is None:
            from . import _scan as mod
    except ImportError:
        return None, NOT_BUILT
    version = getattr(mod, "VERSION", 0)
    if version < NEEDED_VERSION:
        return None, (f"the C scanner (pt2tui/core/parse/_scan.c) is not built or is older than the "
                      f"Python code (VERSION {version}, {NEEDED_VERSION} needed): reinstall pt2tui")  # fmt: skip
    try:
        mod.configure(
            Record, _FIELDS, envelopes._CIDS, envelopes._compile_id, envelopes._WHERES,
            envelopes._where,
            {k: {f: _masks(w) for f, w in fields.items()} for k, fields in schema.SCHEMA.items()},
            {f: _masks(w) for f, w in schema.FRAME.items()}, schema._STACKS,
            {f: _masks(w) for f, w in schema.ENVELOPE.items()}, schema.ONLY_LISTED,
        )  # fmt: skip
    except (TypeError, ValueError) as e:
        return None, f"the C scanner does not fit this Python's records ({e})"
    return mod, None


def _from_file(path: str) -> Any:
    """The native module built elsewhere (``PT2TUI_NATIVE_SO``: `make sanitize`'s ASan+UBSan
    build), in place of the installed one."""
    import importlib.util
    import sys

    name = f"{__package__}._scan"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"no native module at {path}")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def use_native(on: bool) -> bool:
    """Turn the native path on (where it loaded) or off; returns whether it was on."""
    was = scan is not None
    mod = _mod if on else None
    g = globals()
    for name in ("scan", "md5_payload", "json_objects", "prescan_lines", "md5_many"):
        g[name] = getattr(mod, name) if mod is not None else None
    g["column_builder"] = mod.ColumnBuilder if mod is not None else None
    for name in ("classify_rows", "rows_eq", "window_lengths", "region_gaps", "tops_within", "innermost",
                 "kernel_groups", "make_slotted", "make_artifacts", "shift_index", "pack_artifacts"):  # older builds lack them: the Python path then
        g[name] = getattr(mod, name, None) if mod is not None else None
    return was


@contextmanager
def pure_python() -> Iterator[None]:
    """The pure-Python path inside the block (tests compare both)."""
    was = use_native(False)
    try:
        yield
    finally:
        use_native(was)


def native_available() -> bool:
    """Whether the native module loaded (and is in use)."""
    return scan is not None


def native_reason() -> str | None:
    """Why the native module is not in use (None when it is)."""
    if scan is not None:
        return None
    return _reason or "turned off in this process (native.use_native(False))"


def describe() -> str:
    """One line: which path parses ('native' or 'pure Python: why')."""
    return "native" if native_available() else f"pure Python: {native_reason()}"


def is_native() -> bool:
    """Whether the TORCH_TRACE parser uses the native module in this process."""
    return native_available()


def parser_word() -> str:
    """``native`` or ``pure Python``."""
    return "native" if native_available() else "pure Python"


def parser_note() -> str:
    """The parser path and, when it is the pure-Python one, why."""
    if native_available():
        return "native (the C scanner)"
    why = native_reason() or ""
    return f"pure Python ({why})" if why.endswith(" is set") else f"pure Python: {why}"


_mod, _reason = _load()
use_native(True)
