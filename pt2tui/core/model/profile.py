"""What a torch.profiler trace says about run time, as frozen values.

``ProfileTrace`` is one trace file read (its events kept compact: ``Ev``); the analysis
(``core/analysis/perf/``) turns traces into per-call breakdowns (``CallBreakdown``), kernel
tables (``Kernel``), collectives (``Collective``), one ``RankProfile`` per rank and a
``ProfileReport`` for the run. Times are microseconds, as the trace has them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from ..parse.kineto_columns import Columns


class Ev(NamedTuple):
    """One complete event ("ph": "X") of a trace, compact."""

    ts: float
    dur: float
    name: str
    cat: str
    tid: Any
    stream: int  # the GPU stream (-1: a CPU event), as HTA reads it
    corr: int  # args.correlation (-1: none)
    args: dict | None = None  # kept for collectives only


@dataclass(frozen=True, slots=True)
class CallTime:
    """One call's wall time as the profiling recipe measured it (profile/calls.json)."""

    call: int
    seconds: float
    phase: str  # "warmup" | "timed" | "profiled" | "after"
    start: float | None = None  # seconds from the first call's start (synchronized)
    opt: int | None = None  # optimizer steps seen before the call
    bwd: int | None = None  # backwards that reached earlier calls' outputs
    grad: bool = False  # its output requires grad
    shape: str | None = None  # its tensors' shapes ("32x128,32x128")
    compiled: bool = False  # a compile started during it or before the next call
    side: str | None = None  # "compiled" | "eager": its block of an alternating timed window (None: the run's mode)


@dataclass(frozen=True)
class ProfileTrace:
    path: str
    rank: int | None
    variant: str  # "trace", or what the file name says: "eager", "compiled", "cudagraphs" ...
    columns: Columns = field(default_factory=Columns)  # the kept events (core/parse/kineto_columns.py)
    meta: dict = field(default_factory=dict)  # top-level keys (distributedInfo, deviceProperties ...)
    cut: str | None = None  # read up to a cut: why
    problems: tuple[str, ...] = ()
    calls: tuple[CallTime, ...] = ()  # calls.json beside it, when there
    facts: dict = field(default_factory=dict)  # calls.json's top level (mode, world, backwards ...)


@dataclass(frozen=True, slots=True)
class EagerGap:
    """Time inside a compiled region spent outside its graphs: the eager code of a graph break
    (or the region's own bytecode), with the ops that ran there."""

    region: str  # "0/0": the compile whose region it is
    us: float
    ops: tuple[tuple[str, float], ...] = ()  # (aten op, us), most time first
    break_reason: str | None = None  # the graph break of that compile (from the TORCH_TRACE)
    break_line: str | None = None  # its user line "file.py:12"


@dataclass(frozen=True, slots=True)
class CallBreakdown:
    index: int
    start_us: float  # from the trace's first event
    total_us: float  # the call's window: its first cache lookup to its last region's end
    compiled_us: float  # in compiled graphs (## Call CompiledFxGraph ##, CUDA graph replays)
    eager_us: float  # in the window, outside graphs, guards, compiles, syncs and the profiler
    guards_us: float  # TorchDynamo Cache Lookup
    compile_us: float = 0.0  # compiling inside the window (a recompile)
    regions: tuple[str, ...] = ()  # compile ids whose regions ran ("0/0", "1/0")
    gaps: tuple[EagerGap, ...] = ()
    cudagraph_replays: int = 0
    gpu_busy_us: float | None = None  # kernels launched in this call: merged busy time
    gpu_idle_us: float | None = None  # from their first start to their last end, not busy
    wall_s: float | None = None  # calls.json's time of this call
    sync_us: float = 0.0  # waiting for the GPU (cudaDeviceSynchronize / cudaStreamSynchronize ...)
    overhead_us: float = 0.0  # the profiler's own work (cat "overhead": buffer requests ...)
    region_runs: int = 0  # compiled regions run in the call (a region run 12 times counts 12)


@dataclass(frozen=True, slots=True)
class Kernel:
    name: str
    device: str  # "gpu" | "cpu"
    kind: str  # "compute" | "communication" | "memory" | "other" (HTA's kernel types)
    count: int
    total_us: float
    region: str | None = None  # the compiled region it ran in ("0/0")
    graph: str | None = None  # the FX graph cache key of the CompiledFxGraph call around it
    compile_id: str | None = None  # joined to the run's compile "[0/0]"
    user_line: str | None = None  # the user's line (kernel provenance), when the trace has it
    post_grad_nodes: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Collective:
    kind: str  # "allreduce", "allgather", "reduce_scatter" ...
    count: int
    total_us: float
    bytes: int | None = None  # message bytes in total, when the trace says
    dtype: str | None = None


@dataclass(frozen=True, slots=True)
class GpuBreakdown:
    """HTA's temporal breakdown (get_temporal_breakdown) and comm-comp overlap."""

    idle_us: float
    compute_us: float
    non_compute_us: float
    kernel_time_us: float
    comm_us: float = 0.0  # communication kernels, merged
    overlap: float | None = None  # HTA's comp_comm_overlap_ratio (None: no communication)

    def pct(self, us: float) -> float:
        return 100.0 * us / self.kernel_time_us if self.kernel_time_us else 0.0


@dataclass(frozen=True)
class RankProfile:
    rank: int | None
    path: str
    variant: str
    calls: tuple[CallBreakdown, ...]
    kernels: tuple[Kernel, ...] = ()
    gpu: GpuBreakdown | None = None
    collectives: tuple[Collective, ...] = ()
    comm_wait_us: float = 0.0  # in collectives beyond the fastest rank's time for the same ones
    regions_seen: tuple[str, ...] = ()
    recompiles: int = 0  # compiles inside the profiled window
    cut: str | None = None
    problems: tuple[str, ...] = ()
    wall_s: tuple[float, ...] = ()  # the profiled calls' wall times (calls.json / printed)
    timing: Any = None  # core/analysis/perf/timing.Timing: the timed window's figure, when known
    eager_timing: Any = None  # its eager side, when the timed window alternated compiled and eager blocks

    @property
    def per_call_us(self) -> float | None:
        """The median call (the trace's windows)."""
        return _median([c.total_us for c in self.calls])

    @property
    def wall_per_call_s(self) -> float | None:
        """The median call's wall time (calls.json, or what the program printed)."""
        return _median([c.wall_s for c in self.calls if c.wall_s is not None] or list(self.wall_s))


def _median(xs: list[float]) -> float | None:
    if not xs:
        return None
    s = sorted(xs)
    n = len(s)
    return s[n // 2] if n % 2 else (s[n // 2 - 1] + s[n // 2]) / 2


@dataclass(frozen=True, slots=True)
class PerfFinding:
    """One ``slow_after_compile`` kind: what the trace shows, in ms per call."""

    kind: str  # slower_than_eager, graph_breaks_in_step, launch_bound, cudagraphs_skipped,
    # recompiles_in_steady_state, guard_overhead, dominant_kernel, straggler_rank,
    # exposed_communication
    severity: str  # "problem" | "cost"
    ms_per_call: float
    line: str  # one line: what happened
    where: str | None = None  # a compile id, kernel or user line to jump to
    rank: int | None = None
    next_step: str | None = None  # a recipe or setting that would show or fix it
    cause: str | None = None  # slower_than_eager: the kind that accounts for most of it
    per: str | None = None  # what ms_per_call is per, when not the kind's usual ("step": training)


@dataclass(frozen=True)
class ProfileReport:
    ranks: tuple[RankProfile, ...] = ()  # one per (variant, rank)
    problems: tuple[str, ...] = ()  # one line each: bad input, nothing to measure ...
    findings: tuple[PerfFinding, ...] = ()
    straggler: int | None = None  # the slowest rank (several ranks)
    straggler_cause: str | None = None
    eager_ms: float | None = None  # the eager baseline's ms per call (profile-eager beside it)
    comparison: Any = None  # core/analysis/perf/timing.Comparison: compiled vs eager, timed windows

    @property
    def empty(self) -> bool:
        return not self.ranks
