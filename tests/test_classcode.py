"""Dataclass methods compiled once (pt2tui/_classcode.py): the methods taken from the file are
the ones dataclasses compiles, a file cut short or foreign is compiled again, and nothing is
written where it cannot be or should not be."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# every dataclass of the modules the CLI and the summary import, with a fingerprint of each
# generated method: its code (nested code too), defaults, closure and annotations
_DUMP = r"""
import sys, json, dataclasses, types
import pt2tui._classcode as cc
cc.PATH = sys.argv[1]
import pt2tui.cli, pt2tui.core.analysis.summary, pt2tui.sources.load, pt2tui.core.model.builder

def code_fp(c):
    return [c.co_code.hex(), [code_fp(k) if isinstance(k, types.CodeType) else repr(k) for k in c.co_consts],
            c.co_names, c.co_varnames, c.co_freevars, c.co_cellvars, c.co_flags, c.co_argcount,
            c.co_posonlyargcount, c.co_kwonlyargcount, c.co_name, c.co_filename, c.co_firstlineno,
            getattr(c, "co_qualname", ""), c.co_linetable.hex() if hasattr(c, "co_linetable") else ""]

def fn_fp(f):
    f = getattr(f, "__wrapped__", f)
    cells = [type(x.cell_contents).__name__ for x in (f.__closure__ or ())]
    return [code_fp(f.__code__), repr(f.__defaults__), repr(f.__kwdefaults__), cells,
            sorted((k, repr(v)) for k, v in f.__annotations__.items()), f.__qualname__]

out = {}
for name, mod in sorted(sys.modules.items()):
    if not name.startswith("pt2tui"):
        continue
    for obj in list(vars(mod).values()):
        if isinstance(obj, type) and dataclasses.is_dataclass(obj) and obj.__module__ == name:
            meths = {m: fn_fp(obj.__dict__[m]) for m in ("__init__", "__repr__", "__eq__", "__hash__",
                     "__setattr__", "__delattr__") if callable(obj.__dict__.get(m))}
            out[f"{name}.{obj.__qualname__}"] = meths
print(json.dumps({"classes": out, "hooked": dataclasses.__dict__.get("exec") is cc._exec,
                  "compiled": cc._new, "texts": len(cc._codes or {})}))
cc.flush(always="--always" in sys.argv)
"""


def _dump(path: Path, *args: str, env: dict | None = None) -> dict:
    r = subprocess.run([sys.executable, "-c", _DUMP, str(path), *args], cwd=ROOT, capture_output=True,
                       text=True, timeout=120, env={**os.environ, **(env or {})})  # fmt: skip
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def test_methods_from_the_file_are_the_compiled_ones(tmp_path: Path) -> None:
    cache = tmp_path / "codes.marshal"
    plain = _dump(cache, env={"PT2TUI_NO_CLASS_CACHE": "1"})
    assert not plain["hooked"] and not cache.exists()
    assert len(plain["classes"]) > 50
    first = _dump(cache, "--always")  # compiles each text, writes the file
    assert first["hooked"] and first["compiled"] and cache.stat().st_size > 0
    again = _dump(cache)  # every text from the file
    assert again["hooked"] and not again["compiled"] and again["texts"] == first["texts"]
    assert first["classes"] == plain["classes"]
    assert again["classes"] == plain["classes"]


def test_a_file_cut_short_or_foreign_is_compiled_again(tmp_path: Path) -> None:
    cache = tmp_path / "codes.marshal"
    _dump(cache, "--always")
    whole = cache.read_bytes()
    plain = _dump(tmp_path / "none", env={"PT2TUI_NO_CLASS_CACHE": "1"})["classes"]
    for bad in (whole[: len(whole) // 2], b"not marshal", b""):
        cache.write_bytes(bad)
        got = _dump(cache, "--always")
        assert got["compiled"] and got["classes"] == plain
        assert cache.read_bytes() != bad  # written again, whole
        assert not _dump(cache)["compiled"]


def test_nothing_written_where_it_should_not_or_cannot_be(tmp_path: Path) -> None:
    cache = tmp_path / "codes.marshal"
    got = _dump(cache, env={"PYTHONDONTWRITEBYTECODE": "1"})  # as Python writes no .pyc
    assert got["compiled"] and not cache.exists()
    blocked = tmp_path / "a-file"
    blocked.write_text("mine\n")
    got = _dump(blocked / "codes.marshal", "--always")  # its dir cannot be made: no error
    assert got["compiled"] and blocked.read_text() == "mine\n"
    assert [p.name for p in tmp_path.iterdir()] == ["a-file"]  # no temporary file left


def test_written_at_the_quick_exit(tmp_path: Path) -> None:
    """`summary` ends with os._exit (cli/exit.py): the file is written before it."""
    cache = tmp_path / "codes.marshal"
    code = (
        "import sys, pt2tui._classcode as cc\n"
        f"cc.PATH = {str(cache)!r}\n"
        "sys.argv = ['pt2tui', 'summary', '--json', 'sample_traces/cpu/collectives_diverge']\n"
        "from pt2tui.cli import main\n"
        "main()\n"
        "raise SystemExit('not the quick exit')\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, timeout=120, env=env
    )
    assert r.returncode == 0, r.stderr
    assert cache.stat().st_size > 0
