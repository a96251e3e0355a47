"""The leaf records that parsers produce: frames, payload refs, artifacts, failures, problems, log
messages. Frozen dataclasses; the run model (``core/model``) is built from them and re-exports them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .compile_id import CompileId


@dataclass(frozen=True, slots=True)
class Frame:
    """One frame of a user or compiler stack."""

    filename: str
    line: int
    name: str
    loc: str | None = None

    def __str__(self) -> str:
        return f"{self.filename}:{self.line} in {self.name}"

    @property
    def where(self) -> str:
        return f"{self.filename}:{self.line}"


@dataclass(frozen=True, slots=True)
class PayloadRef:
    """Where the bytes of an artifact live. Read lazily with ``payloads.read_payload``.

    kind "trace": ``path`` is a TORCH_TRACE file, ``start``/``end`` the byte span of the
    tab-indented payload lines (tabs included); ``md5`` is the envelope's has_payload.
    kind "file": a whole file (torch_compile_debug artifacts), start=0 and end=-1.
    kind "inline": the text is ``inline`` (a str), or ``inline`` is the event's metadata, shown
    as JSON when read.
    kind "envelope": the metadata of the record whose header line starts at ``start`` in
    ``path``, read back and shown as JSON (big metadata such as compilation_metrics' config
    dumps stays in the file).
    """

    kind: str
    path: str = ""
    start: int = 0
    end: int = -1
    md5: str | None = None
    inline: Any = None


@dataclass(frozen=True, slots=True)
class Artifact:
    """One named output of a compile: a graph, guards, output code, metrics, IR ..."""

    name: str  # tlparse-compatible, without counter or extension: "dynamo_output_graph", "inductor_output_code_<stem>"
    kind: str  # event kind that carried it: "dynamo_output_graph", "artifact", "graph_dump", "debug_dir" ...
    category: str  # one of CATEGORIES below
    encoding: str  # "string" | "json" | "python" | "cpp" | "text"
    compile_id: CompileId | None
    rank: int | None
    ref: PayloadRef
    index: int = 0  # order of appearance within its source
    meta: Any = None  # the event's own metadata (a dict), when useful


# Artifact categories: the TUI tabs group by these.
CATEGORIES = (
    "dynamo_graph",  # dynamo_output_graph, optimize_ddp_split_*, compiled_autograd_graph
    "aot_graph",  # aot_joint/forward/backward/inference_graph, fw_metadata
    "pre_grad",  # before/after_pre_grad_graph, inductor_pre_grad_graph
    "post_grad",  # inductor_post_grad_graph, before/after_post_grad_graph
    "ir",  # ir_pre_fusion, ir_post_fusion (debug dir)
    "output_code",  # inductor_output_code, output_code.py, aot wrapper/kernel code
    "guards",  # dynamo_guards, dynamo_cpp_guards_str
    "metrics",  # compilation_metrics, bwd_compilation_metrics
    "cache",  # fx_graph_cache_*, aotautograd_cache_*
    "provenance",  # inductor_provenance_*, triton_kernel_info
    "other",
)


@dataclass(frozen=True, slots=True)
class Failure:
    """A compile or program failure: its exception's type and message, who reported it, its traceback."""

    compile_id: CompileId | None
    rank: int | None
    type: str
    reason: str
    source: str  # "compilation_metrics" | "dynamo_error" | "log" | "exit" | "export"
    traceback: str | None = None
    process: str | None = None  # Process.id of the compile's process, when known
    # a crash (faulthandler's "Fatal Python error" block): the innermost user frame, where it
    # crashed, and the crashed thread's Python stack, outermost first
    where: Frame | None = None
    stack: tuple[Frame, ...] = ()


@dataclass(frozen=True, slots=True)
class Problem:
    """Something wrong with the input itself: md5 mismatch, corrupt line, truncated record."""

    where: str  # "path:line" or "path@offset"
    what: str


@dataclass(frozen=True, slots=True)
class LogMessage:
    """One TORCH_LOGS message (several lines sharing a prefix) or one line of process output."""

    text: str  # the message, prefixes removed, lines joined by "\n"
    source: str  # file path
    line: int  # 1-based line of its first line in the source
    nlines: int = 1
    rank: int | None = None
    level: str | None = None  # "V" "I" "W" "E" "C"; None for plain process output
    time: str | None = None  # "1122 04:08:44.414000"
    pid: int | None = None
    where: str | None = None  # "torch/_dynamo/convert_frame.py:1234"
    compile_id: CompileId | None = None
    artifact: str | None = None  # "graph_breaks", "recompiles", ... (without the __)
    stream: str | None = None  # "stdout" | "stderr" when known
