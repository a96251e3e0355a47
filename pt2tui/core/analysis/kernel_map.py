"""Map a line of Inductor-generated code (as a traceback or device assert names it) to the
output-code artifact it came from, and to the kernel / function there.

Inductor writes each compiled graph's wrapper module to ``<cache>/<xx>/c<hash>.py``; the
TORCH_TRACE artifact ``inductor_output_code_c<hash>`` holds the same text, line for line. A
traceback frame ``File "/tmp/torchinductor_u/bx/cbx....py", line 113, in call`` (or a NaN
assert's ``/tmp/.../cbx....py:113``) is mapped to that artifact by the filename stem.

Triton kernels live in files of their own (``# kernel path: /tmp/.../cxy....py`` above each
``name = async_compile.triton('name', '''...''')`` in the output code); a device-side assert
names the kernel file and a line in it, which is mapped into the enclosing output code.

Pure: reads payloads through ``payloads.read_text`` only (a file on disk is read only when no
artifact holds the code and the caller allows it).
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from ..model import Artifact, PayloadRef, Run
from ..parse.payloads import read_text

__all__ = [
    "CodeLocation",
    "KernelMatch",
    "find_generated_locations",
    "find_output_code",
    "map_location",
    "map_text",
]

# Inductor's code-cache file names: "c" + a base32 hash (52 characters in practice).
_STEM = r"c[a-z0-9]{40,64}"
_LOC_RES = (
    re.compile(r'File "(?P<path>[^"]*?(?P<stem>' + _STEM + r')\.py)", line (?P<line>\d+)'),
    re.compile(r"(?P<path>(?:[A-Za-z]:)?[^\s\"'():]*?(?P<stem>" + _STEM + r")\.py):(?P<line>\d+)"),
)
_KERNEL_DEF = re.compile(r"^(?P<name>[A-Za-z_]\w*) = async_compile\.(?P<how>\w+)\(")
_KERNEL_PATH = re.compile(r"^# kernel path: (?P<path>\S+)")
_DEF = re.compile(r"^(?P<indent>\s*)(?:async\s+)?def (?P<name>\w+)\s*\(")
_ASSERT_BUF = re.compile(r"assert not (?P<buf>\w+)\.(?P<what>isnan|isinf)\(\)")
_RETURN_VARS = re.compile(r"^\s*return_vars = \((?P<vars>[^)]*)\)")
_CALL = re.compile(r"^\s*(?P<name>(?:extern_kernels\.)?[A-Za-z_]\w*)(?:\.run)?\((?P<args>.*)\)\s*$")

Reader = Callable[[PayloadRef], str]


@dataclass(frozen=True, slots=True)
class CodeLocation:
    """A place in generated code as a log names it."""

    path: str
    stem: str  # file name without .py: "cbxuno6z..."
    line: int


@dataclass(frozen=True, slots=True)
class KernelMatch:
    """Where a generated-code location lands in the run's output code."""

    location: CodeLocation
    artifact: str  # artifact name ("inductor_output_code_c...") or the file path read
    compile_id: str | None  # "[0/0]"
    rank: int | None
    kind: str  # "output_code" (the wrapper module itself) | "kernel_file" (a Triton kernel's file)
    line: int  # the line in the artifact's text
    code: str  # that line, stripped
    function: str | None  # enclosing def: "call", "triton_poi_fused_..."
    kernel: str | None  # the kernel that wrote the asserted buffer, or the kernel at that line
    kernel_line: int | None  # line of the kernel's definition in the artifact
    buffers: tuple[str, ...] = ()  # buffers a NaN/Inf assert checks
    note: str | None = None

    @property
    def where(self) -> str:
        cid = f"compile {self.compile_id} " if self.compile_id else ""
        return f"{cid}{self.artifact}:{self.line}"

    def as_dict(self) -> dict:
        return {
            "path": self.location.path,
            "line": self.location.line,
            "artifact": self.artifact,
            "compile_id": self.compile_id,
            "rank": self.rank,
            "kind": self.kind,
            "artifact_line": self.line,
            "code": self.code,
            "function": self.function,
            "kernel": self.kernel,
            "kernel_line": self.kernel_line,
            "buffers": list(self.buffers),
            "note": self.note,
        }


def find_generated_locations(text: str) -> list[CodeLocation]:
    """Generated-code locations named in ``text``, in order, without duplicates."""
    out: list[CodeLocation] = []
    seen: set[tuple[str, int]] = set()
    hits: list[tuple[int, CodeLocation]] = []
    for rx in _LOC_RES:
        for m in rx.finditer(text):
            hits.append(
                (m.start(), CodeLocation(m.group("path"), m.group("stem"), int(m.group("line"))))
            )
    for _, loc in sorted(hits, key=lambda h: h[0]):
        key = (loc.path, loc.line)
        if key not in seen:
            seen.add(key)
            out.append(loc)
    return out


def _output_code_artifacts(run: Run) -> Iterable[Artifact]:
    for c in run.compiles:
        for a in c.artifacts:
            if a.category == "output_code":
                yield a
    for a in run.run_artifacts:
        if a.category == "output_code":
            yield a


def find_output_code(run: Run, stem: str) -> Artifact | None:
    """The ``inductor_output_code_<stem>`` artifact, if the run has it."""
    want = f"inductor_output_code_{stem}"
    for a in _output_code_artifacts(run):
        if a.name == want:
            return a
    for a in _output_code_artifacts(run):  # names from the metadata, when the name was not kept
        meta = a.meta if isinstance(a.meta, dict) else {}
        fn = str(meta.get("filename") or meta.get("file_path") or "")
        if fn and os.path.splitext(os.path.basename(fn))[0] == stem:
            return a
    return None


def map_location(
    run: Run,
    loc: CodeLocation,
    *,
    read: Reader = read_text,
    allow_disk: bool = True,
) -> KernelMatch | None:
    """Map one generated-code location into the run's output code (None when it is not there)."""
    art = find_output_code(run, loc.stem)
    if art is not None:
        text = _safe_read(read, art.ref)
        if text is not None:
            return _in_output_code(loc, text, art.name, art.compile_id, art.rank)
    # a Triton kernel file: find the output code that embeds it
    needle = f"{loc.stem}.py"
    for a in _output_code_artifacts(run):
        text = _safe_read(read, a.ref)
        if text is None or needle not in text:
            continue
        m = _in_kernel_file(loc, text, a.name, a.compile_id, a.rank)
        if m is not None:
            return m
    if allow_disk and os.path.isfile(loc.path):
        text = _safe_read(read, PayloadRef(kind="file", path=loc.path))
        if text is not None:
            return _in_output_code(loc, text, loc.path, None, None)
    return None


def map_text(
    run: Run, text: str, *, read: Reader = read_text, allow_disk: bool = True
) -> KernelMatch | None:
    """The innermost (last) generated-code location in ``text`` that maps."""
    for loc in reversed(find_generated_locations(text)):
        m = map_location(run, loc, read=read, allow_disk=allow_disk)
        if m is not None:
            return m
    return None


# ---------------------------------------------------------------------------------------------


def _safe_read(read: Reader, ref: PayloadRef) -> str | None:
    try:
        return read(ref)
    except (OSError, ValueError):
        return None


def _kernel_defs(lines: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for i, ln in enumerate(lines):
        m = _KERNEL_DEF.match(ln)
        if m is not None:
            out.setdefault(m.group("name"), i + 1)
    return out


def _enclosing_def(lines: list[str], idx: int) -> str | None:
    """Name of the def enclosing 0-based line ``idx`` (by indentation)."""
    if not 0 <= idx < len(lines):
        return None
    cur = lines[idx]
    indent = len(cur) - len(cur.lstrip()) if cur.strip() else 1 << 30
    for j in range(idx, -1, -1):
        m = _DEF.match(lines[j])
        if m is not None and len(m.group("indent")) < indent:
            return m.group("name")
    return None


def _in_output_code(loc: CodeLocation, text: str, artifact: str, cid, rank) -> KernelMatch:
    lines = text.split("\n")
    idx = loc.line - 1
    code = lines[idx].strip() if 0 <= idx < len(lines) else ""
    defs = _kernel_defs(lines)
    function = _enclosing_def(lines, idx) if 0 <= idx < len(lines) else None
    kernel: str | None = None
    buffers: tuple[str, ...] = ()
    note = None
    am = _ASSERT_BUF.search(code)
    if am is not None:
        buf = am.group("buf")
        if buf == "var":  # CPU: `for var in return_vars: assert not var.isnan()...`
            for j in range(idx, max(idx - 40, -1), -1):
                rm = _RETURN_VARS.match(lines[j])
                if rm is not None:
                    buffers = tuple(v.strip() for v in rm.group("vars").split(",") if v.strip())
                    break
        else:
            buffers = (buf,)
        if buffers and all(b.startswith("arg") for b in buffers):
            note = "the assert checks a graph input: the NaN/Inf came into the compiled graph"
        for b in buffers:
            kernel = _writer_of(lines, idx, b, defs)
            if kernel is not None:
                break
    else:
        cm = _CALL.match(lines[idx]) if 0 <= idx < len(lines) else None
        if cm is not None and (
            cm.group("name") in defs or cm.group("name").startswith("extern_kernels.")
        ):
            kernel = cm.group("name")
        elif function in defs:
            kernel = function
    kline = defs.get(kernel) if kernel else None
    return KernelMatch(
        location=loc,
        artifact=artifact,
        compile_id=None if cid is None else str(cid),
        rank=rank,
        kind="output_code",
        line=loc.line,
        code=code,
        function=function,
        kernel=kernel,
        kernel_line=kline,
        buffers=buffers,
        note=note,
    )


def _writer_of(lines: list[str], idx: int, buf: str, defs: dict[str, int]) -> str | None:
    """The last kernel call before line ``idx`` that takes ``buf`` as an argument."""
    word = re.compile(r"(?<![\w.])" + re.escape(buf) + r"(?!\w)")
    for j in range(idx - 1, -1, -1):
        ln = lines[j]
        if _DEF.match(ln) and len(ln) - len(ln.lstrip()) <= 4:
            break
        cm = _CALL.match(ln)
        if cm is None:
            continue
        name = cm.group("name")
        if (name in defs or name.startswith("extern_kernels.")) and word.search(cm.group("args")):
            return name
    return None


def _in_kernel_file(loc: CodeLocation, text: str, artifact: str, cid, rank) -> KernelMatch | None:
    lines = text.split("\n")
    for i, ln in enumerate(lines):
        pm = _KERNEL_PATH.match(ln)
        if pm is None or not pm.group("path").endswith(f"{loc.stem}.py"):
            continue
        for j in range(i + 1, min(i + 200, len(lines))):
            km = _KERNEL_DEF.match(lines[j])
            if km is None:
                continue
            # the kernel file's line 1 is the line after `name = async_compile.triton('name', '''`
            # the file's line 1 is the (empty) rest of that line, so its line k is
            # lines[j + k - 1] (checked on an H100: Triton's device assert line lands there)
            at = j + loc.line - 1  # 0-based index into lines
            code = lines[at].strip() if at < len(lines) else ""
            return KernelMatch(
                location=loc,
                artifact=artifact,
                compile_id=None if cid is None else str(cid),
                rank=rank,
                kind="kernel_file",
                line=at + 1,
                code=code,
                function=_enclosing_def(lines, at) if at < len(lines) else None,
                kernel=km.group("name"),
                kernel_line=j + 1,
            )
    return None
