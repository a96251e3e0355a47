"""FSDP2 (fully_shard per decoder layer, then the root) with each decoder layer compiled alone,
the per-layer recipe, on a Llama built from a config with 10 layers (no weights downloaded):

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/fsdp2_layers.py

The layers share one forward's code, but each guards on its own state (its layer_idx, the KV
cache's per-layer entry): one recompile per layer, and past torch._dynamo.config.recompile_limit
(8) the remaining layers run eager. Steps 2..3 are profiled on each rank.
"""

import argparse

import torch
import torch.distributed as dist
from torch.distributed.fsdp import fully_shard
from train_common import StepTimer, profiler, save_profile, setup
from transformers import LlamaConfig, LlamaForCausalLM


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--steps", type=int, default=5)
    ap.add_argument("--layers", type=int, default=10)
    args = ap.parse_args()
    rank, device = setup()
    torch.manual_seed(0)
    cfg = LlamaConfig(
        hidden_size=256, intermediate_size=512, num_hidden_layers=args.layers,
        num_attention_heads=4, num_key_value_heads=4, vocab_size=2048,
        max_position_embeddings=256,
    )
    model = LlamaForCausalLM(cfg).to(device)
    for i, layer in enumerate(model.model.layers):
        model.model.layers.register_module(str(i), torch.compile(layer))
    for layer in model.model.layers:
        fully_shard(layer)
    fully_shard(model)
    opt = torch.optim.AdamW(model.parameters(), lr=1e-4)
    prof = None
    for step in range(args.steps):
        if step == 2:
            prof = profiler(device).__enter__()
        g = torch.Generator().manual_seed(step * 10 + rank)
        ids = torch.randint(0, 2048, (4, 64), generator=g).to(device)
        with StepTimer(rank, device) as t:
            out = model(input_ids=ids, labels=ids)
            out.loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
            t.done(step, f" (loss {out.loss.item():.4f})")
        if step == 3 and prof is not None:
            prof.__exit__(None, None, None)
            print(f"rank {rank} profile {save_profile(prof, f'trace_rank{rank}')}", flush=True)
            prof = None
    dist.destroy_process_group()
    print(f"rank {rank} done", flush=True)


if __name__ == "__main__":
    main()
