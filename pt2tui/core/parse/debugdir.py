"""Reader for ``torch_compile_debug/`` (TORCH_COMPILE_DEBUG=1).

Layout (torch/_inductor/debug.py, torch/_dynamo/utils.py get_debug_dir)::

    torch_compile_debug/
      run_<YYYY_MM_DD_HH_MM_SS_ffffff>-pid_<pid>/
        torchdynamo/debug.log
        torchinductor/
          aot_model___<n>_debug.log
          model__<n>_<forward|backward|inference>_<k>.<m>/   one per Inductor graph
            fx_graph_readable.py fx_graph_runnable.py fx_graph_transformed.py
            ir_pre_fusion.txt ir_post_fusion.txt output_code.py
            inductor_provenance_tracking_node_mappings.json ...
        minifier/                                           minifier runs
          minifier_launcher.py checkpoints/ ...

The graph directory names are not compile ids: ``<n>`` is the AOT model id, ``<k>`` a graph
counter and ``<m>`` the debug-dir counter, all per process. ``join_compile_ids`` maps them to
compile ids through the ``debug trace:`` lines in stderr, or through the ``# AOT ID: [...]``
first line that output_code.py shares with the trace's inductor_output_code payload.

Nothing here raises on bad input: unreadable entries become ``Problem``s.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from .compile_id import CompileId
from .types import Artifact, PayloadRef, Problem

__all__ = [
    "DebugDir",
    "DebugGraph",
    "find_debug_root",
    "is_aoti_graph",
    "join_aoti_graphs",
    "join_compile_ids",
    "read_aot_id",
    "read_debug_dir",
]

# file name -> (category, encoding), in display order
KNOWN_FILES: dict[str, tuple[str, str]] = {
    "fx_graph_readable.py": ("aot_graph", "python"),  # the AOT graph handed to Inductor
    "fx_graph_runnable.py": ("aot_graph", "python"),
    "fx_graph_transformed.py": ("post_grad", "python"),
    "ir_pre_fusion.txt": ("ir", "text"),
    "ir_post_fusion.txt": ("ir", "text"),
    "output_code.py": ("output_code", "python"),
    "output_code.cpp": ("output_code", "cpp"),
    "inductor_provenance_tracking_node_mappings.json": ("provenance", "json"),
    "debug.log": ("other", "text"),
    "info.log": ("other", "text"),
    "compile.stats": ("other", "text"),
    "autotuning_result_json_list.txt": ("other", "text"),
}
_ORDER = {name: i for i, name in enumerate(KNOWN_FILES)}
# other files in a graph dir that are shown as text
_TEXT_SUFFIXES = {".py": "python", ".txt": "text", ".log": "text", ".json": "json", ".cpp": "cpp"}

_RUN_DIR_RE = re.compile(r"^run_(?P<ts>[\d_]+)-pid_(?P<pid>\d+)$")
_GRAPH_DIR_RE = re.compile(
    r"^model__+(?P<model>\d+)_(?P<kind>forward|backward|inference)_(?P<k>\d+)\.(?P<m>\d+)$"
)
_GRAPH_KIND_RE = re.compile(r"_(forward|backward|inference)_")
_AOT_ID_RE = re.compile(r"^\s*#\s*AOT ID:\s*\[(?P<ids>.*)\]\s*$")
_QUOTED_RE = re.compile(r"""['"]([^'"]+)['"]""")
_INDUCTOR_SUBDIRS = ("torchinductor", "aot_torchinductor")
_RUN_SUBDIRS = ("torchinductor", "torchdynamo", "minifier", "aot_torchinductor")


@dataclass(frozen=True, slots=True)
class DebugGraph:
    """One Inductor graph directory (``model__0_forward_1.0``)."""

    path: str
    name: str  # directory basename
    run_dir: str
    pid: int | None  # from the run dir name
    kind: str | None  # "forward" | "backward" | "inference"
    aot_id: str | None  # "1_forward", from output_code.py's first line
    artifacts: tuple[Artifact, ...] = ()

    def artifact(self, name: str) -> Artifact | None:
        for a in self.artifacts:
            if a.name == name:
                return a
        return None


@dataclass(frozen=True, slots=True)
class DebugDir:
    root: str  # the torch_compile_debug dir (or the one run dir given)
    graphs: tuple[DebugGraph, ...] = ()
    minifier_dirs: tuple[str, ...] = ()
    other_files: tuple[str, ...] = ()  # torchdynamo/debug.log, aot_model___N_debug.log, ...
    problems: tuple[Problem, ...] = ()

    @property
    def run_dirs(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(g.run_dir for g in self.graphs))


def read_aot_id(first_line: str) -> str | None:
    """``# AOT ID: ['1_forward']`` -> ``"1_forward"``; None when the line is not that."""
    m = _AOT_ID_RE.match(first_line)
    if m is None:
        return None
    q = _QUOTED_RE.search(m.group("ids"))
    if q is not None:
        return q.group(1)
    ids = m.group("ids").strip()
    return ids or None


def find_debug_root(path: str | os.PathLike[str]) -> tuple[Path, list[Path]] | None:
    """(root, run dirs) for a torch_compile_debug dir, a run_* dir, or a folder holding
    torch_compile_debug/; None when ``path`` is none of these."""
    p = Path(path)
    try:
        if not p.is_dir():
            return None
        if (p / "torch_compile_debug").is_dir():
            p = p / "torch_compile_debug"
        if _is_run_dir(p):
            return p, [p]
        runs = sorted(c for c in p.iterdir() if c.is_dir() and _is_run_dir(c))
    except OSError:
        return None
    if not runs and p.name != "torch_compile_debug":
        return None
    return p, runs


def _is_run_dir(p: Path) -> bool:
    if _RUN_DIR_RE.match(p.name):
        return True
    if p.name == "torch_compile_debug":
        return False
    return any((p / s).is_dir() for s in _RUN_SUBDIRS)


def read_debug_dir(path: str | os.PathLike[str]) -> DebugDir:
    """Read a torch_compile_debug dir, one of its run_* dirs, or a folder that holds one."""
    problems: list[Problem] = []
    found = find_debug_root(path)
    if found is None:
        return DebugDir(
            root=str(path),
            problems=(Problem(str(path), "no torch_compile_debug directory here"),),
        )
    root, runs = found
    graphs: list[tuple[tuple[str, int, str], DebugGraph]] = []
    minifier_dirs: list[str] = []
    other_files: list[str] = []
    for run in runs:
        rm = _RUN_DIR_RE.match(run.name)
        pid = int(rm.group("pid")) if rm else None
        for entry in _listdir(run, problems):
            if entry.name in _INDUCTOR_SUBDIRS and _is_dir(entry):
                for sub in _listdir(entry, problems):
                    if _is_dir(sub):
                        g = _read_graph(sub, run, pid, problems)
                        m = _GRAPH_DIR_RE.match(sub.name)
                        counter = int(m.group("m")) if m else -1
                        graphs.append(((str(run), counter, sub.name), g))
                    else:
                        other_files.append(str(sub))
            elif entry.name == "minifier" and _is_dir(entry):
                minifier_dirs.append(str(entry))
            elif _is_dir(entry):
                for sub in _walk_files(entry, problems):
                    other_files.append(str(sub))
            else:
                other_files.append(str(entry))
    graphs.sort(key=lambda t: t[0])
    return DebugDir(
        root=str(root),
        graphs=tuple(g for _, g in graphs),
        minifier_dirs=tuple(minifier_dirs),
        other_files=tuple(other_files),
        problems=tuple(problems),
    )


def _listdir(p: Path, problems: list[Problem]) -> list[Path]:
    try:
        return sorted(p.iterdir())
    except OSError as e:
        problems.append(Problem(str(p), f"cannot list directory: {e.strerror or e}"))
        return []


def _is_dir(p: Path) -> bool:
    try:
        return p.is_dir()
    except OSError:
        return False


def _walk_files(p: Path, problems: list[Problem], depth: int = 0) -> list[Path]:
    """Files under ``p`` (a few levels: torchdynamo/debug.log and the like)."""
    out: list[Path] = []
    for entry in _listdir(p, problems):
        if _is_dir(entry):
            if depth < 3 and not entry.is_symlink():
                out.extend(_walk_files(entry, problems, depth + 1))
        else:
            out.append(entry)
    return out


def _read_graph(d: Path, run: Path, pid: int | None, problems: list[Problem]) -> DebugGraph:
    km = _GRAPH_KIND_RE.search(d.name)
    files = [f for f in _listdir(d, problems) if not _is_dir(f)]
    chosen: list[tuple[tuple[int, str], Path, str, str]] = []
    for f in files:
        known = KNOWN_FILES.get(f.name)
        if known is not None:
            chosen.append(((_ORDER[f.name], f.name), f, known[0], known[1]))
        elif f.suffix in _TEXT_SUFFIXES:
            chosen.append(((len(_ORDER), f.name), f, "other", _TEXT_SUFFIXES[f.suffix]))
    chosen.sort(key=lambda t: t[0])
    artifacts = tuple(
        Artifact(
            name=f.stem,
            kind="debug_dir",
            category=category,
            encoding=encoding,
            compile_id=None,
            rank=None,
            ref=PayloadRef(kind="file", path=str(f)),
            index=i,
        )
        for i, (_, f, category, encoding) in enumerate(chosen)
    )
    aot_id: str | None = None
    code = next((f for f in files if f.name == "output_code.py"), None)
    if code is not None:
        first = _first_line(code, problems)
        if first is not None:
            aot_id = read_aot_id(first)
    return DebugGraph(
        path=str(d),
        name=d.name,
        run_dir=str(run),
        pid=pid,
        kind=km.group(1) if km else None,
        aot_id=aot_id,
        artifacts=artifacts,
    )


def _first_line(p: Path, problems: list[Problem]) -> str | None:
    try:
        with open(p, "rb") as f:
            raw = f.readline(4096)
    except OSError as e:
        problems.append(Problem(str(p), f"cannot read: {e.strerror or e}"))
        return None
    return raw.decode("utf-8", errors="backslashreplace").rstrip("\r\n")


def join_compile_ids(
    debug: DebugDir,
    aot_ids: Mapping[str, CompileId],
    debug_trace_dirs: Mapping[str, CompileId],
    pid: int | None = None,
) -> dict[str, CompileId]:
    """Map ``DebugGraph.path`` -> compile id.

    First by ``debug_trace_dirs`` (dir basename -> compile id, from the stderr ``debug trace:``
    lines), then by ``aot_ids`` (AOT id such as "1_forward" -> compile id, from the trace's
    inductor_output_code payloads). AOT ids and dir names restart in every process: with
    ``pid`` only the graphs of that pid's run dir are joined through ``aot_ids``, and a dir name
    found in several run dirs is joined only in that pid's run dir. Without ``pid``, a name or
    AOT id that occurs in several run dirs is ambiguous and left unjoined.
    """
    out: dict[str, CompileId] = {}
    name_count: dict[str, int] = {}
    aot_count: dict[str, int] = {}
    for g in debug.graphs:
        name_count[g.name] = name_count.get(g.name, 0) + 1
        if g.aot_id is not None:
            aot_count[g.aot_id] = aot_count.get(g.aot_id, 0) + 1
    for g in debug.graphs:
        cid = debug_trace_dirs.get(g.name)
        if cid is None:
            continue
        if name_count[g.name] > 1 and (pid is None or g.pid != pid):
            continue
        out[g.path] = cid
    for g in debug.graphs:
        if g.path in out or g.aot_id is None:
            continue
        if pid is not None:
            if g.pid != pid:
                continue
        elif aot_count[g.aot_id] > 1:
            continue
        cid = aot_ids.get(g.aot_id)
        if cid is not None:
            out[g.path] = cid
    return out


_AOTI_DIR_RE = re.compile(r"^model___?(?P<model>\d+)\.(?P<m>\d+)$")


def is_aoti_graph(g: DebugGraph) -> bool:
    """An AOTInductor compile's dir: ``model___0.0`` holding the C++ wrapper output_code.cpp."""
    code = g.artifact("output_code")
    return g.kind is None and code is not None and code.encoding == "cpp" and bool(_AOTI_DIR_RE.match(g.name))


def join_aoti_graphs(graphs, aoti_compiles) -> dict[str, CompileId]:
    """Map AOTInductor graph dirs to the AOTI compiles of their process, in order: the dirs of
    one run dir (one process) in their counter order, the compiles in the order the trace made
    them. ``aoti_compiles(pid)`` gives that process's AOTI compile ids."""
    out: dict[str, CompileId] = {}
    by_run: dict[str, list[DebugGraph]] = {}
    for g in graphs:
        if is_aoti_graph(g):
            by_run.setdefault(g.run_dir, []).append(g)
    for gs in by_run.values():
        gs.sort(key=lambda g: int(_AOTI_DIR_RE.match(g.name).group("m")))  # type: ignore[union-attr]
        for g, cid in zip(gs, aoti_compiles(gs[0].pid), strict=False):
            out[g.path] = cid
    return out
