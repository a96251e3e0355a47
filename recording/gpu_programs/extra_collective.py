"""Two ranks whose compiled step issues one more all_reduce on rank 1 at step 1: a branch on a
rank-dependent value (rank 1's loss went over its threshold) that Dynamo guards on, so rank 1
recompiles the step for it ([0/1]) and issues all_reduce(grad), all_reduce(norm) where rank 0
issues all_reduce(grad) alone. The collectives pair by position: the extra one meets rank 0's
next all_reduce (wrong values, a size that differs), and one rank ends up waiting for a
collective the other never issues: the watchdog times it out (process group timeout 20 s).
NCCL on 2 GPUs, gloo on CPU (train_common.py):

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/extra_collective.py

RECORD_ORDER=0 leaves out record_and_log_graph_execution_order (the graphs' run-time order is
then not in the trace).
"""

import contextlib
import os

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
from torch._inductor.debug import record_and_log_graph_execution_order
from train_common import setup, sync


def step(grad, clip: bool):
    g = funcol.all_reduce(grad * 0.5, "sum", group=dist.group.WORLD)
    if clip:  # rank 1 at step 1 only
        norm = funcol.all_reduce(g.norm().reshape(1), "max", group=dist.group.WORLD)
        g = g / norm
    return g + 1


def main() -> None:
    timeout = float(os.environ.get("PG_TIMEOUT_S", "20"))
    rank, device = setup(timeout_s=timeout)
    cstep = torch.compile(step)
    order = record_and_log_graph_execution_order() if os.environ.get("RECORD_ORDER", "1") != "0" \
        else contextlib.nullcontext()
    with order:
        for i in range(3):
            grad = torch.ones(256, device=device) * (i + 1)
            loss = float(rank * 10 + i)  # rank 1's "loss" is over 10.5 at step 1
            out = cstep(grad, rank == 1 and i == 1 and loss > 10.5)
            sync(device)
            print(f"rank {rank} step {i} sum {out.sum().item()}", flush=True)
    dist.barrier()
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
