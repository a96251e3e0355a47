"""Triton's IR stages and where each line came from.

A Triton kernel compiles through stages: the Python ``source``, ``ttir`` (Triton IR, MLIR),
``ttgir`` (with GPU layouts), ``llir`` (LLVM IR), ``ptx`` (or ``amdgcn``), then the binary.
Each text stage keeps the Python line each op came from, where the compiler kept it:

* TTIR / TTGIR: MLIR locations, ``loc("file.py":12:20)`` inline or ``loc(#loc7)`` with
  ``#loc7 = loc("file.py":12:20)`` (or a name, a callsite, a fused list: their first file:line);
* LLIR: ``!dbg !42`` with ``!42 = !DILocation(line: 12, column: 20, scope: !7)``;
* PTX: ``.loc 1 12 20`` (``.file 1 "file.py"``) applies to the lines after it.

``source_lines(stage, text)`` gives each line its (file, line); ``related`` follows one line of
a stage to the lines of another stage that came from the same Python line. Pure.
"""

from __future__ import annotations

import re

__all__ = ["STAGES", "STAGE_TITLES", "related", "source_lines", "stage_of_file"]

STAGES = ("source", "ttir", "ttgir", "llir", "ptx", "amdgcn")
STAGE_TITLES = {"source": "Source", "ttir": "TTIR", "ttgir": "TTGIR", "llir": "LLIR", "ptx": "PTX",
                "amdgcn": "AMDGCN"}  # fmt: skip

Loc = tuple[str, int]  # (file, line)

_MLIR_DEF = re.compile(r"^#(?P<id>loc\d*)\s*=\s*loc\((?P<body>.*)\)\s*$")
_MLIR_FILE = re.compile(r'"(?P<file>[^"]*)":(?P<line>\d+)(?::\d+)?')
_MLIR_REF = re.compile(r"#(?P<id>loc\d*)\b")
_MLIR_USE = re.compile(r"loc\((?P<body>[^()]*(?:\([^()]*\)[^()]*)*)\)\s*$")
_LL_DBG = re.compile(r"!dbg !(?P<id>\d+)")
_LL_LOC = re.compile(r"^!(?P<id>\d+) = (?:distinct )?!DILocation\(line: (?P<line>\d+)[^)]*scope: !(?P<scope>\d+)")
_LL_SCOPE = re.compile(r"^!(?P<id>\d+) = (?:distinct )?!DI(?:Subprogram|LexicalBlock\w*)\(.*?file: !(?P<file>\d+)")
_LL_SUB_LINE = re.compile(r"DISubprogram\(.*?[(,] ?line: (?P<line>\d+)")
_LL_FILE = re.compile(r'^!(?P<id>\d+) = !DIFile\(filename: "(?P<name>[^"]*)", directory: "(?P<dir>[^"]*)"')
_PTX_FILE = re.compile(r'^\s*\.file\s+(?P<n>\d+)\s+"(?P<name>[^"]*)"')
_PTX_LOC = re.compile(r"^\s*\.loc\s+(?P<n>\d+)\s+(?P<line>\d+)\s+\d+")


def stage_of_file(name: str) -> str | None:
    """The stage of a Triton cache file name (``k.ttir`` -> ttir); None for others."""
    ext = name.rsplit(".", 1)[-1].lower() if "." in name else ""
    if ext in ("ttir", "ttgir", "llir", "ptx", "amdgcn", "source"):
        return ext
    return None


def _mlir(text: str) -> dict[int, Loc]:
    lines = text.splitlines()
    defs: dict[str, str] = {}
    for ln in lines:
        m = _MLIR_DEF.match(ln)
        if m is not None:
            defs[m.group("id")] = m.group("body")

    def resolve(body: str, depth: int = 0) -> Loc | None:
        f = _MLIR_FILE.search(body)
        if f is not None:
            return f.group("file"), int(f.group("line"))
        if depth < 8:
            for r in _MLIR_REF.finditer(body):
                if r.group("id") in defs:
                    got = resolve(defs[r.group("id")], depth + 1)
                    if got is not None:
                        return got
        return None

    out: dict[int, Loc] = {}
    for i, ln in enumerate(lines, 1):
        if ln.startswith("#loc"):  # a location's own definition: its file:line (as tritonparse)
            d = _MLIR_DEF.match(ln)
            got = resolve(d.group("body")) if d is not None else None
            if got is not None:
                out[i] = got
            continue
        m = _MLIR_USE.search(ln)
        if m is None:
            continue
        got = resolve(m.group("body"))
        if got is not None:
            out[i] = got
    return out


def _llir(text: str) -> dict[int, Loc]:
    lines = text.splitlines()
    locs: dict[str, tuple[int, str]] = {}
    scopes: dict[str, str] = {}
    files: dict[str, str] = {}
    for ln in lines:
        if not ln.startswith("!"):
            continue
        if (m := _LL_LOC.match(ln)) is not None:
            locs[m.group("id")] = (int(m.group("line")), m.group("scope"))
        elif (m := _LL_SCOPE.match(ln)) is not None:
            scopes[m.group("id")] = m.group("file")
            sl = _LL_SUB_LINE.search(ln)
            if sl is not None:  # a function's own !dbg: its def line
                locs[m.group("id")] = (int(sl.group("line")), m.group("id"))
        elif (m := _LL_FILE.match(ln)) is not None:
            d, n = m.group("dir"), m.group("name")
            files[m.group("id")] = n if n.startswith("/") or not d else f"{d.rstrip('/')}/{n}"
    out: dict[int, Loc] = {}
    for i, ln in enumerate(lines, 1):
        if ln.startswith("!"):
            continue
        m = _LL_DBG.search(ln)
        if m is None or m.group("id") not in locs:
            continue
        line, scope = locs[m.group("id")]
        out[i] = (files.get(scopes.get(scope, ""), ""), line)
    return out


def _ptx(text: str) -> dict[int, Loc]:
    files: dict[str, str] = {}
    cur: Loc | None = None
    out: dict[int, Loc] = {}
    for i, ln in enumerate(text.splitlines(), 1):
        if (m := _PTX_FILE.match(ln)) is not None:
            files[m.group("n")] = m.group("name")
            continue
        if (m := _PTX_LOC.match(ln)) is not None:  # the .loc line itself too (as tritonparse)
            if int(m.group("line")) or cur is None:  # line 0: no line of its own, the last one holds
                cur = (files.get(m.group("n"), m.group("n")), int(m.group("line")))
            out[i] = cur
            continue
        s = ln.strip()
        if cur is not None and s and not s.startswith(("//", ".")) and s not in ("{", "}"):
            out[i] = cur  # instructions and labels ($L__tmp1:) after it
        if s == "}":
            cur = None
    return out


def source_lines(stage: str, text: str, *, first_line: int = 1, file: str = "") -> dict[int, Loc]:
    """Each line of ``text`` (1-based) -> the Python (file, line) it came from, where known.
    The ``source`` stage is the Python itself: line i is ``first_line + i - 1`` of ``file``."""
    if stage == "source":
        return {i: (file, first_line + i - 1) for i in range(1, text.count("\n") + 2)}
    if stage in ("ttir", "ttgir"):
        return _mlir(text)
    if stage == "llir":
        return _llir(text)
    if stage in ("ptx", "amdgcn"):
        return _ptx(text)
    return {}


def _same_file(a: str, b: str) -> bool:
    if not a or not b or a == b:
        return True
    return a.endswith("/" + b.rsplit("/", 1)[-1]) or b.endswith("/" + a.rsplit("/", 1)[-1])


def related(maps: dict[str, dict[int, Loc]], stage: str, line: int) -> dict[str, list[int]]:
    """From ``line`` of ``stage``, the lines of every other stage that came from the same Python
    line (``maps``: each stage's ``source_lines``). Empty where the line has no location."""
    loc = maps.get(stage, {}).get(line)
    if loc is None:
        return {}
    out: dict[str, list[int]] = {}
    for st, m in maps.items():
        if st == stage:
            continue
        hits = [i for i, (f, ln) in m.items() if ln == loc[1] and _same_file(f, loc[0])]
        if hits:
            out[st] = sorted(hits)
    return out
