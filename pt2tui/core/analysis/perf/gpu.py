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

from ...model.profile import GpuBreakdown
from .index import K_STEP, TraceIndex
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


def gpu_events(ix: TraceIndex) -> list[int]:
    """The rows HTA counts as GPU activity (filtered to the complete ProfilerSteps)."""
    gpu = ix.gpu
    # as HTA: every event named ProfilerStep (its GPU-side annotation included) sets the last start
    steps = ix.any_thread[K_STEP]
    ts, ncol, corr = ix.ts, ix.col.name, ix.col.corr
    if len({ncol[i] for i in steps}) > 1:
        last = max(ts[i] for i in steps)
        launched = {corr[i] for i in ix.launch if ts[i] < last}
        gpu = [i for i in gpu if corr[i] >= 0 and corr[i] in launched]
    return gpu


def breakdown(ix: TraceIndex) -> GpuBreakdown | None:
    gpu = gpu_events(ix)
    if not gpu:
        return None
    ts, dur = ix.ts, ix.dur
    busy = merge([(ts[i], ts[i] + dur[i]) for i in gpu])
    kernel_time = busy[-1][1] - busy[0][0]
    idle = kernel_time - length(busy)
    kinds = [kernel_kind(n) for n in ix.col.names]
    ncol = ix.col.name
    comp = merge([(ts[i], ts[i] + dur[i]) for i in gpu if kinds[ncol[i]] == "compute"])
    comm = merge([(ts[i], ts[i] + dur[i]) for i in gpu if kinds[ncol[i]] == "communication"])
    compute = length(comp)
    comm_us = length(comm)
    ov = overlap(comp, comm) / comm_us if comm_us else None
    return GpuBreakdown(idle, compute, kernel_time - compute - idle, kernel_time, comm_us, ov)
