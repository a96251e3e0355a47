"""Dataclass methods compiled once, not at every start.

``@dataclass`` writes a class's methods (``__init__``, ``__repr__``, ``__eq__``, and for a
frozen class ``__hash__``, ``__setattr__`` and ``__delattr__``) as Python source, and compiles
each with ``exec``. Compiling is nearly all of its time: 0.6 ms a frozen class here, 40 ms of
every command's start for the 66 dataclasses that ``summary`` imports (a third of `summary` of
a small run), and more for the TUI, whose Textual has dataclasses too.

``install()`` gives the dataclasses module an ``exec`` of its own: a source text it has compiled
before is not compiled again, its code is taken from a file kept the way Python keeps a module's
bytecode (in the package's ``__pycache__``, for this Python's bytecode only). The code is what
``compile`` makes of the same text, run as dataclasses runs it, with the class's own globals and
values: the methods are the same. A text not in the file is compiled (a new or changed class),
and the file is written again when the process ends, if it can be (``sys.dont_write_bytecode``
or a dir not writable: not written). A file that cannot be read is taken as empty.
``PT2TUI_NO_CLASS_CACHE=1`` turns it off."""

from __future__ import annotations

import _frozen_importlib_external
import builtins
import marshal
import os
import sys

_KEEP = 4096  # more texts than this: the file keeps only the ones this process used
_builtin_exec = builtins.exec
_codes: dict[str, bytes] | None = None  # source text -> marshal of its code, from the file
_used: set[str] = set()
_new = False
# one file a Python and -O level, as .pyc are named
_OPT = f".opt-{sys.flags.optimize}" if sys.flags.optimize else ""
PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "__pycache__",
                    f"dataclass-code.{sys.implementation.cache_tag}{_OPT}.marshal")  # fmt: skip


def _header() -> tuple:
    return (_frozen_importlib_external.MAGIC_NUMBER, sys.flags.optimize)


def _load() -> dict[str, bytes]:
    try:
        with open(PATH, "rb") as f:
            header, codes = marshal.load(f)
        if header == _header() and type(codes) is dict:
            return codes
    except (OSError, EOFError, ValueError, TypeError):  # none yet, or cut short: compiled again
        pass
    return {}


def _exec(source, globals=None, locals=None, /):  # noqa: A002 - exec's own parameter names
    global _codes, _new
    if type(source) is not str:
        return _builtin_exec(source, globals, locals)
    if _codes is None:
        _codes = _load()
    raw = _codes.get(source)
    code = None
    if raw is not None:
        try:
            code = marshal.loads(raw)
        except (EOFError, ValueError, TypeError):
            code = None
    if code is None:
        # what exec(source) compiles: dataclasses' module has no __future__ flags to inherit
        code = compile(source, "<string>", "exec", dont_inherit=True)
        _codes[source] = marshal.dumps(code)
        if not _new:
            _new = True
            import atexit

            atexit.register(flush)
    _used.add(source)
    return _builtin_exec(code, globals, locals)


def flush(always: bool = False) -> None:
    """Write the file if this process compiled a text it did not have (at the process's end;
    the CLI's quick exit calls it too); ``always``: even under ``sys.dont_write_bytecode``."""
    global _new
    if not _new or _codes is None or sys.dont_write_bytecode and not always:
        return
    _new = False
    codes = _codes if len(_codes) <= _KEEP else {s: _codes[s] for s in _used}
    tmp = f"{PATH}.{os.getpid()}.tmp"
    try:
        os.makedirs(os.path.dirname(PATH), exist_ok=True)
        with open(tmp, "wb") as f:
            marshal.dump((_header(), codes), f)
        os.replace(tmp, PATH)  # whole or not at all: another process may read it meanwhile
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def install() -> None:
    if os.environ.get("PT2TUI_NO_CLASS_CACHE", "") not in ("", "0"):
        return
    import dataclasses

    dataclasses.exec = _exec  # type: ignore[attr-defined] - found before builtins.exec


def main() -> int:
    """Compile every dataclass of pt2tui (and of what it imports) into the file now, as
    ``python -m compileall`` does modules (`make test` runs it: the tests run under
    PYTHONDONTWRITEBYTECODE=1). The hooks that run inside a user's program are not pt2tui's to
    import. ``python -c "from pt2tui._classcode import main; main()"``."""
    import importlib
    import pkgutil

    for m in pkgutil.walk_packages([os.path.dirname(os.path.abspath(__file__))], "pt2tui."):
        if m.name.endswith("__main__") or m.name.startswith("pt2tui.runner.hook"):
            continue
        try:
            importlib.import_module(m.name)
        except Exception:  # noqa: BLE001, S112 - the C module not built, an optional dependency
            continue  # missing: said where they are used; the rest still counts
    flush(always=True)
    print(f"{len(_codes or {})} dataclass methods in {PATH}")
    return 0
