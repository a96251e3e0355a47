"""DDP over gloo on two CPU ranks, the model compiled whole; its forward prints (a graph break:
every compile of it restarts, [0/0] -> [0/0_1], as Hugging Face models do on logging calls).
At step 2 rank 1 alone gets a shorter batch: it recompiles the forward inside a restarted
attempt ([0/1] -> [0/1_1]) while rank 0, which compiles nothing, waits for it in the backward's
all-reduce. Each rank prints its steps' wall time ("rank R step S took X s"). Exit 0.

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/ddp_rank_shape.py
"""

import time

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


class Net(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.fc1 = torch.nn.Linear(16, 32)
        self.fc2 = torch.nn.Linear(32, 4)

    def forward(self, x):
        h = torch.relu(self.fc1(x))
        print("batch", x.shape[0])  # a logging call: a graph break
        return self.fc2(h)


def main() -> None:
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    torch.manual_seed(0)
    model = DDP(Net())
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    compiled = torch.compile(model)
    for step in range(4):
        batch = 6 if (step == 2 and rank == 1) else 8  # rank 1's last, shorter batch
        x, y = torch.randn(batch, 16), torch.randn(batch, 4)
        t0 = time.perf_counter()
        loss = torch.nn.functional.mse_loss(compiled(x), y)
        loss.backward()
        opt.step()
        opt.zero_grad()
        print(f"rank {rank} step {step} took {time.perf_counter() - t0:.4f} s", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
