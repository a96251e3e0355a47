"""Two ranks that issue the same collectives in the same order from different compiled graphs:
rank 0 runs both all_reduces in one graph, rank 1 in two (a graph per collective: its input
breaks the graph between them). The job exits 0. NCCL on 2 GPUs, gloo on CPU (train_common.py):

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/collectives_regrouped.py

The two all_reduces are independent (each waits where its result is first used), so rank 0's
graph issues all_reduce, all_reduce and then waits for both, rank 1's graphs all_reduce and wait
each in turn: the graphs and their schedules differ, the collectives the ranks issue at run
time (flattened over the graphs in execution order) do not. Three steps.
"""

import os

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
from torch._inductor.debug import record_and_log_graph_execution_order
from train_common import setup, sync


def step(a, b, split: bool):
    ra = funcol.all_reduce(a * 2, "sum", group=dist.group.WORLD)
    if split:  # rank 1 only: a graph per collective
        torch._dynamo.graph_break()
    rb = funcol.all_reduce(b + 1, "sum", group=dist.group.WORLD)
    return ra + 1, rb * 3


def main() -> None:
    rank, device = setup(timeout_s=60)
    cstep = torch.compile(step)
    with record_and_log_graph_execution_order():
        for i in range(3):
            a = torch.ones(64, device=device) * (i + 1)
            b = torch.ones(16, device=device)
            x, y = cstep(a, b, rank == 1)
            sync(device)
            print(f"rank {rank} step {i} sums {x.sum().item()} {y.sum().item()}", flush=True)
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
