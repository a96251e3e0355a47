"""Two NCCL ranks whose compiled step issues different collectives: rank 1 also all-gathers.

    LOG_TLPARSE=1 pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/nccl_diverge.py

Both ranks compile ``step`` with a functional all_reduce; rank 1's input makes it all_gather too,
so its graph holds one more collective. Rank 1 waits for an all_gather that rank 0 never issues:
the NCCL watchdog times it out (the process group's timeout is 15 s) and tears the job down.
"""

import os
import time

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
from torch._inductor.debug import record_and_log_graph_execution_order
from train_common import setup, sync


def step(x, gather: bool):
    y = torch.relu(x) * 2
    y = funcol.all_reduce(y, "sum", group=dist.group.WORLD)
    if gather:  # rank 1 only
        y = funcol.all_gather_tensor(y, 0, group=dist.group.WORLD)
    return y + 1


def main() -> None:
    rank, device = setup(timeout_s=15)
    cstep = torch.compile(step)
    with record_and_log_graph_execution_order():
        out = cstep(torch.ones(1024, device=device), rank == 1)
        sync(device)
        print(f"rank {rank} step 0 sum {out.sum().item()}", flush=True)
    if rank == 0:
        time.sleep(40)  # rank 1 is still waiting for its all_gather: its watchdog fires first
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
