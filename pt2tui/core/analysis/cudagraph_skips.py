"""CUDA graphs that Inductor skipped, from its log line (with or without a profile):

    skipping cudagraphs due to mutated inputs (1 instances). Found from :
       File "/home/u/train.py", line 25, in forward
        seen.add_(1)

Inductor says why (mutated inputs, input storage mutation, a CPU device, dynamic shapes,
incompatible ops, multiple devices ...) and, for most reasons, where (``Found from``: the user's
frame, its code). What to do follows from the reason, at that line, and is never "turn CUDA
graphs off" (the user asked for them: mode="reduce-overhead"):

* mutated inputs: CUDA graphs take an input mutated in place only when it is static (a
  parameter or a buffer of the compiled module); mutate a buffer, or return the new value;
* a CPU device: the op at that line runs on the CPU inside the graph: move it (and its
  tensors) to the GPU, or out of the compiled function;
* dynamic shapes: mark the sizes static, or pad to a few fixed sizes (each size records a
  graph of its own: torch._inductor.config.triton.cudagraph_skip_dynamic_graphs);
* anything else: the reason and the line as Inductor gives them.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import Run
from ..parse.user_frame import is_user_file

__all__ = ["CudagraphSkip", "skips"]

_FRAME = re.compile(r'File "(?P<file>[^"]+)", line (?P<line>\d+)(?:, in (?P<fn>\S+))?')


@dataclass(frozen=True, slots=True)
class CudagraphSkip:
    """A graph Inductor ran without CUDA graphs, and why (its log line)."""

    reason: str  # "mutated inputs (1 instances)"
    file: str | None  # the user's file Inductor names (Found from), None when it names none
    line: int | None
    code: str  # that line's code, "" when not given
    where: str  # the log line it came from ("output.log:231")

    @property
    def at(self) -> str:
        """"train.py:25" (the file's last component), "" when no line was named."""
        if self.file is None:
            return ""
        return f"{self.file.replace(chr(92), '/').rsplit('/', 1)[-1]}:{self.line}"

    def said(self) -> str:
        """"CUDA graphs asked for, Inductor skipped them: mutated inputs (1 instances) at
        train.py:25 (seen.add_(1))" """
        out = f"CUDA graphs asked for, Inductor skipped them: {self.reason}"
        if self.at:
            out += f" at {self.at}"
        return out + (f" ({self.code})" if self.code else "")

    def line_text(self) -> str:
        """"skipping cudagraphs due to mutated inputs (1 instances) at train.py:25 (seen.add_(1))" """
        out = f"skipping cudagraphs due to {self.reason}"
        if self.at:
            out += f" at {self.at}"
        if self.code:
            out += f" ({self.code})"
        return out

    def fix(self) -> str:
        """What makes CUDA graphs apply, at the line Inductor names."""
        at = f" at {self.at}" + (f" ({self.code})" if self.code else "") if self.at else ""
        low = self.reason.lower()
        if "mutated inputs" in low or "storage mutation" in low:
            return (f"stop mutating the compiled function's input in place{at}: CUDA graphs take an input "
                    "mutated in place only when it is static (a parameter or a buffer of the compiled "
                    "module: register_buffer), so mutate a buffer of the module instead, or compute the "
                    "new value and return it (x = x + 1, not x.add_(1)); then CUDA graphs replay")  # fmt: skip
        if "cpu device" in low or "non-cuda" in low:
            return (f"keep the compiled function on the GPU{at}: that op and its tensors run on the CPU "
                    "inside the graph; move them to the GPU (or out of the compiled function) so that "
                    "CUDA graphs take the graph")  # fmt: skip
        if "dynamic shape" in low:
            return (f"give the graph static sizes{at}: CUDA graphs record a graph per size; pad the inputs to "
                    "a few fixed sizes, or set torch._inductor.config.triton.cudagraph_skip_dynamic_graphs "
                    "= False to record one per size")  # fmt: skip
        return f"remove what Inductor names ({self.reason}){at} so that CUDA graphs take the graph"


def _user_frame(lines: list[str]) -> tuple[str, int, str] | None:
    """The innermost frame of the user's program among Found from's frames, with its code."""
    best = None
    for i, ln in enumerate(lines):
        m = _FRAME.search(ln)
        if m is None:
            continue
        code = lines[i + 1].strip() if i + 1 < len(lines) and not _FRAME.search(lines[i + 1]) else ""
        code = code.split("  #", 1)[0].strip()  # the line's own comment left out
        frame = (m.group("file"), int(m.group("line")), code)
        if is_user_file(m.group("file")) or best is None:
            best = frame
    return best


def skips(run: Run) -> list[CudagraphSkip]:
    """Every distinct "skipping cudagraphs due to ..." of the run's logs, in order (one per
    reason and line)."""
    out: list[CudagraphSkip] = []
    seen: set[tuple] = set()
    for m in run.logs:
        text = m.text or ""
        at = text.find("skipping cudagraphs due to ")
        if at < 0:
            continue
        rest = text[at + len("skipping cudagraphs due to "):]
        lines = rest.split("\n")
        reason = re.split(r"\.\s*Found from", lines[0], maxsplit=1)[0].strip().rstrip(".")
        frame = _user_frame(lines[1:])
        file, line, code = frame if frame is not None else (None, None, "")
        key = (reason, file, line)
        if key in seen:
            continue
        seen.add(key)
        src = m.source.replace("\\", "/").rsplit("/", 1)[-1]
        out.append(CudagraphSkip(reason[:200], file, line, code[:120], f"{src}:{m.line}"))
    return out
