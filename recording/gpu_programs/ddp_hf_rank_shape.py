"""DDP over NCCL with torch.compile of a GPT-2 built from a small config (no weights downloaded):

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/ddp_hf_rank_shape.py

Every step both ranks train on sequences of 64 tokens, except step 4, where rank 1 alone gets 48
(a shorter last batch of its shard): rank 1 recompiles alone (automatic dynamic) while rank 0
waits in the next all-reduce. Steps 3..5 are profiled on each rank (profile/trace_rank<N>.json.gz).
"""

import argparse

import torch
import torch.distributed as dist
from torch.nn.parallel import DistributedDataParallel as DDP
from train_common import StepTimer, profiler, save_profile, setup
from transformers import GPT2Config, GPT2LMHeadModel


def batch(step: int, rank: int, device, seq: int = 64, short: int = 48):
    n = short if (step == 4 and rank == 1) else seq
    g = torch.Generator().manual_seed(step * 10 + rank)
    return torch.randint(0, 2048, (8, n), generator=g).to(device)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=8)
    ap.add_argument("--layers", type=int, default=4)
    args = ap.parse_args()
    rank, device = setup()
    torch.manual_seed(0)
    cfg = GPT2Config(n_layer=args.layers, n_embd=256, n_head=4, vocab_size=2048, n_positions=128)
    model = GPT2LMHeadModel(cfg).to(device)
    ddp = DDP(model, device_ids=[device.index] if device.type == "cuda" else None)
    cmodel = torch.compile(ddp)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    prof = None
    for step in range(args.steps):
        if step == 3:
            prof = profiler(device).__enter__()
        ids = batch(step, rank, device)
        with StepTimer(rank, device) as t:
            out = cmodel(input_ids=ids, labels=ids)
            out.loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
            t.done(step, f" (seq {ids.shape[1]}, loss {out.loss.item():.4f})")
        if step == 5 and prof is not None:
            prof.__exit__(None, None, None)
            print(f"rank {rank} profile {save_profile(prof, f'trace_rank{rank}')}", flush=True)
            prof = None
    dist.destroy_process_group()
    print(f"rank {rank} done", flush=True)


if __name__ == "__main__":
    main()
