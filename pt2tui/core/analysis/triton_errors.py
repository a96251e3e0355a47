"""Triton compile errors among a run's failures (at which stage, at which line): a finding of
the kernel level (kernel_level.py), here on its own so that a run with failures but no Triton
error is told so without importing the kernel level (sources/kernels.py asks first). Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..model import Run

__all__ = ["KernelFinding", "triton_errors"]


@dataclass(frozen=True, slots=True)
class KernelFinding:
    kind: str  # spills | launch_shapes | autotune | compile_error
    kernel: str
    line: str  # one line: what and where
    detail: tuple[str, ...] = ()


_IMPORT_ERR = re.compile(r"Failed to import \S+\.py.*?(?:SyntaxError|IndentationError)[^\n]*?"
                         r"\((?P<file>[^,()]+\.py), line (?P<line>\d+)\)", re.S)
_ERR_AT = re.compile(r"^at (?P<line>\d+):(?P<col>\d+):", re.M)
_STAGE_FN = (("make_cubin", "cubin (ptxas)"), ("make_ptx", "ptx"), ("make_llir", "llir"),
             ("make_ttgir", "ttgir"), ("make_ttir", "ttir"), ("ast_to_ttir", "source (frontend)"),
             ("code_generator", "source (frontend)"))  # fmt: skip


def triton_errors(run: Run | None) -> list[KernelFinding]:
    """Triton compile errors among the run's failures: at which stage, at which line."""
    out: list[KernelFinding] = []
    for f in run.failures if run is not None else ():
        text = f"{f.type}\n{f.reason or ''}\n{f.traceback or ''}"
        imp = _IMPORT_ERR.search(text)
        if imp is None and not re.search(r"CompilationError|PassManager::run failed|ptxas|"
                                         r"MLIRCompilationError|triton\.compiler", text):  # fmt: skip
            continue
        if imp is not None:  # Inductor's generated kernel file does not even parse
            stage = "source (the generated kernel file does not import)"
            where = f"line {imp.group('line')} of {imp.group('file')}"
        else:
            stage = next((s for fn, s in _STAGE_FN if fn in text), "source (frontend)")
            m = _ERR_AT.search(f.reason or "") or _ERR_AT.search(text)
            where = f"line {m.group('line')}:{m.group('col')} of the kernel's source" if m else "no line given"
        reason = (f.reason or "").strip()
        msg = next((ln.strip() for ln in reversed(reason.splitlines()) if ln.strip() and not ln.startswith(" ")),
                   reason[:200])  # fmt: skip
        kname = re.search(r"\bdef (\w+)\s*\(", text)
        out.append(KernelFinding(
            "compile_error", imp.group("file") if imp else kname.group(1) if kname else "?",
            f"Triton compile error at stage {stage}, {where}: {msg[:200]}",
            tuple(ln for ln in reason.splitlines()[:14]),
        ))  # fmt: skip
    return out
