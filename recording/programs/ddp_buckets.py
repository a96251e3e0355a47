"""Two-rank DDP + torch.compile on CPU (gloo) whose parameters fill several DDP buckets, so
DDPOptimizer (torch._dynamo.config.optimize_ddp, default "ddp_optimizer") splits the compiled
graph at the bucket boundaries and compiles each piece with fakify_first_call: AOTAutograd's
cache bypasses them ("Won't cache a graph with fakify_first_call enabled"). Run it under pt2tui:

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/ddp_buckets.py

Four Linear(512) layers (1 MB of parameters each), bucket_cap_mb=1 (DDP's first bucket is 1 MB
and DDPOptimizer wants no bucket smaller): a bucket per layer, three steps.
"""

import os

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP


class Net(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(512, 512) for _ in range(4))

    def forward(self, x):
        for layer in self.layers:
            x = torch.relu(layer(x))
        return x


def main() -> None:
    dist.init_process_group("gloo")
    torch.manual_seed(0)
    model = DDP(Net(), bucket_cap_mb=1)
    cmodel = torch.compile(model)
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for step in range(3):
        loss = cmodel(torch.randn(8, 512)).sum()
        loss.backward()
        opt.step()
        opt.zero_grad()
        print(f"rank {dist.get_rank()} step {step} loss {loss.item():.4f}", flush=True)
    dist.destroy_process_group()
    print(f"rank {os.environ.get('RANK')} done", flush=True)


if __name__ == "__main__":
    main()
