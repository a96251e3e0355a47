"""Two gloo ranks on CPU whose compiled graphs issue different collectives: a hang in the
making. Run it under pt2tui (LOG_TLPARSE=1 adds the per-graph runtime and tensor metadata):

    LOG_TLPARSE=1 pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/collectives_diverge.py

Both ranks compile ``step`` with a functional all_reduce; rank 1 also all_gathers (its input
decides it), so its graph holds one more collective. At run time rank 1 waits for an
all_gather that rank 0 never issues and times out (the process group's timeout is short).
"""

import datetime
import os
import time

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
from torch._inductor.debug import record_and_log_graph_execution_order


def step(x, gather: bool):
    y = torch.relu(x) * 2
    y = funcol.all_reduce(y, "sum", group=dist.group.WORLD)
    if gather:  # rank 1 only
        y = funcol.all_gather_tensor(y, 0, group=dist.group.WORLD)
    return y + 1


def main() -> None:
    dist.init_process_group("gloo", timeout=datetime.timedelta(seconds=10))
    rank = dist.get_rank()
    cstep = torch.compile(step)
    try:
        with record_and_log_graph_execution_order():
            for i in range(2):
                out = cstep(torch.ones(4) * (i + 1), rank == 1)
                print(f"rank {rank} step {i} sum {out.sum().item()}", flush=True)
    finally:
        if rank == 0:
            time.sleep(15)  # rank 1 is still waiting for its all_gather: let it time out
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
