"""Two gloo ranks on CPU that issue the same collectives from different compiled graphs: no
hang. Run it under pt2tui (LOG_TLPARSE=1 adds the per-graph runtime order):

    LOG_TLPARSE=1 pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/collectives_split.py

Both ranks all_reduce twice per step; rank 1 breaks the graph between the two (its input
decides it), so rank 0 runs one graph holding both all_reduces and rank 1 two graphs holding
one each. At run time both ranks issue all_reduce, all_reduce in the same order: exit 0.
"""

import os

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
from torch._inductor.debug import record_and_log_graph_execution_order


def step(x, split: bool):
    y = funcol.all_reduce(torch.relu(x), "sum", group=dist.group.WORLD)
    if split:  # rank 1 only
        torch._dynamo.graph_break()
    y = funcol.all_reduce(y * 2, "sum", group=dist.group.WORLD)
    return y + 1


def main() -> None:
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    cstep = torch.compile(step)
    with record_and_log_graph_execution_order():
        for i in range(2):
            out = cstep(torch.ones(4) * (i + 1), rank == 1)
            print(f"rank {rank} step {i} sum {out.sum().item()}", flush=True)
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
