"""Two-rank DDP + torch.compile on CPU (gloo). Run it under pt2tui:

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/ddp_compile.py

Rank 1 takes a data-dependent branch that rank 0 does not (a graph break only on rank 1), so
the ranks' compiles diverge.
"""

import argparse
import os

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


class Net(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.a = torch.nn.Linear(16, 32)
        self.b = torch.nn.Linear(32, 4)

    def forward(self, x):
        y = torch.relu(self.a(x))
        if dist.get_rank() == 1 and y.sum() > 0:  # rank 1 only: data-dependent branch
            y = y * 2
        return self.b(y)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--backend", default="inductor")
    ap.add_argument("--steps", type=int, default=3)
    args = ap.parse_args()
    dist.init_process_group("gloo")
    torch.manual_seed(0)
    model = DDP(Net())
    cmodel = torch.compile(model, backend=args.backend)
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    for step in range(args.steps):
        x = torch.randn(8 + step, 16)
        loss = cmodel(x).sum()
        loss.backward()
        opt.step()
        opt.zero_grad()
        print(f"rank {dist.get_rank()} step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
