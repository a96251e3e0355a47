"""Records of the kernel level: a Triton kernel's compile (its IR stages by reference, its
metadata), its launches and what autotuning tried. Made by triton_trace.py (tritonparse's
structured trace) and triton_cache.py (a TRITON_CACHE_DIR); joined in core/model/kernels.py.

No big text here: a stage is a reference (a file, or a byte span of a trace line and the key
of the text in it), read when shown."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["KernelArg", "KernelCompile", "KernelLaunch", "StageRef"]


@dataclass(frozen=True, slots=True)
class StageRef:
    stage: str  # source | ttir | ttgir | llir | ptx | amdgcn
    path: str  # the file that holds it
    offset: int = 0  # a trace line's byte offset (0 for a cache file)
    length: int = -1  # that line's bytes (-1: the whole file)
    key: str | None = None  # the file_content key inside the trace event ("k.ttir"); "python_source"
    size: int = 0  # bytes of the text, where known
    first_line: int = 1  # the source stage: its first line in the Python file
    file: str = ""  # the source stage: the Python file


@dataclass(frozen=True, slots=True)
class KernelArg:
    name: str
    type: str  # tensor | int | float | bool | str | ... (tritonparse's "type")
    shape: tuple[int, ...] | None = None
    dtype: str | None = None
    stride: tuple[int, ...] | None = None
    value: str | None = None  # a scalar's value, as text
    note: str | None = None  # a blob not saved (too big ...), a field missing
    blob: str | None = None  # the tensor's data, when tritonparse saved it (torch.save, maybe gzip)

    def describe(self) -> str:
        if self.type == "tensor":
            shape = "x".join(str(d) for d in self.shape) if self.shape is not None else "?"
            return f"{self.name} {(self.dtype or '?').replace('torch.', '')}[{shape}]"
        return f"{self.name}={self.value if self.value is not None else '?'}"


@dataclass(frozen=True, slots=True)
class KernelLaunch:
    hash: str | None  # the compile it launched (compilation_metadata.hash)
    name: str
    grid: tuple[int, ...] | None
    args: tuple[KernelArg, ...]
    inductor_args: tuple[KernelArg, ...] = ()
    stream: str | None = None
    line: int = 0  # the trace line

    def signature(self) -> tuple:
        """What makes two launches of a kernel the same shape: tensor shapes and dtypes."""
        return tuple((a.name, a.shape, a.dtype) for a in self.args if a.type == "tensor")


@dataclass(frozen=True, slots=True)
class KernelCompile:
    name: str
    hash: str | None
    origin: str  # "trace" (tritonparse) | "cache" (TRITON_CACHE_DIR)
    compile_id: str | None = None  # "[0/1]" from the trace's pt_info; None: a user's own kernel
    num_warps: int | None = None
    num_stages: int | None = None
    num_ctas: int | None = None
    shared: int | None = None  # bytes of shared memory
    maxnreg: int | None = None
    target: str | None = None  # "cuda:90"
    registers: int | None = None  # from the cubin (.nv.info REGCOUNT)
    stack: int | None = None  # bytes of local stack frame per thread (cubin FRAME_SIZE): spills
    spills: int | None = None  # spill bytes, where a log or the metadata says
    python_file: str | None = None
    python_line: int | None = None
    stages: tuple[StageRef, ...] = ()
    cache_hit: bool | None = None
    problems: tuple[str, ...] = ()  # fields missing, files cut short ...
    line: int = 0  # the trace line (or 0)
    dir: str | None = None  # the cache dir of the kernel

    def stage(self, name: str) -> StageRef | None:
        return next((s for s in self.stages if s.stage == name), None)
