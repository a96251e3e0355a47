"""Two gloo ranks on CPU whose compiled step issues different collectives (rank 1 also
all_gathers: its input decides it), and a job that fails: rank 0 finishes its step and exits,
rank 1 waits in its all_gather until gloo says the connection was closed by its peer.

    LOG_TLPARSE=1 pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/gloo_rank_diverge.py
"""

import torch
import torch.distributed as dist
import torch.distributed._functional_collectives as funcol
from torch._inductor.debug import record_and_log_graph_execution_order


def step(x, gather: bool):
    y = funcol.all_reduce(torch.relu(x) * 2, "sum", group=dist.group.WORLD)
    if gather:  # rank 1 only
        y = funcol.all_gather_tensor(y, 0, group=dist.group.WORLD)
    return y + 1


def main() -> None:
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    cstep = torch.compile(step)
    with record_and_log_graph_execution_order():
        out = cstep(torch.ones(4), rank == 1)
        print(f"rank {rank} step 0 sum {out.sum().item()}", flush=True)
    # rank 0 leaves without waiting for rank 1 (no barrier, no destroy_process_group)


if __name__ == "__main__":
    main()
