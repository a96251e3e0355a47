"""DDP over NCCL, no profiler of its own: compiled GPT-2 (from a config) in steady state, for
pt2tui's profile recipe per rank (`pt2tui rerun RUN profile`: profile/trace_rank<N>.json.gz):

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/perf_ddp.py

30 steps, the same shapes on both ranks; DDP's bucketed all-reduces overlap the backward.
"""

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from train_common import StepTimer, setup
from transformers import GPT2Config, GPT2LMHeadModel


def main() -> None:
    rank, device = setup()
    torch.manual_seed(0)
    cfg = GPT2Config(n_layer=4, n_embd=512, n_head=8, vocab_size=8192, n_positions=256)
    model = GPT2LMHeadModel(cfg).to(device)
    ddp = DDP(model, device_ids=[device.index] if device.type == "cuda" else None,
              bucket_cap_mb=4)
    cmodel = torch.compile(ddp)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    for step in range(30):
        g = torch.Generator().manual_seed(step * 10 + rank)
        ids = torch.randint(0, 8192, (8, 128), generator=g).to(device)
        with StepTimer(rank, device) as t:
            out = cmodel(input_ids=ids, labels=ids)
            out.loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
            t.done(step)
    dist.destroy_process_group()
    print(f"rank {rank} done", flush=True)


if __name__ == "__main__":
    main()
