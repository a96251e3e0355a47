"""The GPU side of a trace as HTA (HolisticTraceAnalysis) defines it.

Kernel types (hta/utils/utils.py get_kernel_type): communication ``^nccl.*Kernel``, memory
``^Memcpy|^Memset|^dma``, computation anything not matching ``^nccl.*Kernel|.*Memcpy|Memset|
.*Sync``, else other. GPU events are those with a stream (args.stream, an int != -1).

Temporal breakdown (breakdown_analysis.get_temporal_breakdown): kernel time = last end - first
start of all GPU events; idle = kernel time - their merged busy time; compute = the merged
computation kernels; non-compute = kernel time - compute - idle. With more than one
ProfilerStep, HTA keeps only the GPU events launched (by correlation) from CPU events that
start before the last ProfilerStep.

Comm-comp overlap (communication_analysis.get_comm_comp_overlap): time where merged
communication and merged computation kernels run together, over the merged communication time.
"""

from __future__ import annotations

import functools
import re

from ...model.profile import Ev, GpuBreakdown
from .intervals import length, merge, overlap

_COMM = re.compile(r"^nccl.*Kernel")
_MEMORY = re.compile(r"(^Memcpy)|(^Memset)|(^dma)")
_NOT_COMPUTE = re.compile(r"(^nccl.*Kernel)|(.*(Memcpy)|(Memset))|(.*Sync)")


@functools.lru_cache(maxsize=65536)
def kernel_kind(name: str) -> str:
    if _COMM.match(name):
        return "communication"
    if _MEMORY.match(name):
        return "memory"
    if not _NOT_COMPUTE.match(name):
        return "compute"
    return "other"


def gpu_events(events: tuple[Ev, ...] | list[Ev]) -> list[Ev]:
    """The events HTA counts as GPU activity (filtered to the complete ProfilerSteps)."""
    gpu = [e for e in events if e.stream != -1]
    # as HTA: every event named ProfilerStep (its GPU-side annotation included) sets the last start
    steps = [e for e in events if e.stream == -1 and "ProfilerStep" in e.name]
    if len({e.name for e in steps}) > 1:
        last = max(e.ts for e in steps)
        launched = {e.corr for e in events if e.stream == -1 and e.ts < last and e.corr >= 0}
        gpu = [e for e in gpu if e.corr >= 0 and e.corr in launched]
    return gpu


def breakdown(events: tuple[Ev, ...] | list[Ev]) -> GpuBreakdown | None:
    gpu = gpu_events(events)
    if not gpu:
        return None
    busy = merge((e.ts, e.ts + e.dur) for e in gpu)
    kernel_time = busy[-1][1] - busy[0][0]
    idle = kernel_time - length(busy)
    kinds = [kernel_kind(e.name) for e in gpu]
    comp = merge((e.ts, e.ts + e.dur) for e, k in zip(gpu, kinds, strict=True) if k == "compute")
    comm = merge((e.ts, e.ts + e.dur) for e, k in zip(gpu, kinds, strict=True) if k == "communication")
    compute = length(comp)
    comm_us = length(comm)
    ov = overlap(comp, comm) / comm_us if comm_us else None
    return GpuBreakdown(idle, compute, kernel_time - compute - idle, kernel_time, comm_us, ov)
