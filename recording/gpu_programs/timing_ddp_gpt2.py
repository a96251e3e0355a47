"""DDP training of GPT-2 (GPT2LMHeadModel from a small GPT2Config) over NCCL, 2 ranks, the model
compiled the usual way: torch.compile(DDP(model)) for the forward; the loss, backward and
optimizer step outside the compiled call. No profiler of its own.

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/gpu_programs/timing_ddp_gpt2.py
    torchrun --nproc-per-node=2 sample_traces/gpu_programs/timing_ddp_gpt2.py --oracle OUT.json

``--oracle`` (or ``TIMING_ORACLE=OUT.json``, which a rerun does not inherit): a compiled and an eager copy (same weights) trained in alternating blocks of steps,
each step CUDA-synchronized from its start to its end, no pt2tui: the step times pt2tui's are
tested against (rank 0 writes the file: both ranks' figures and the job's, the slowest rank's).
Without CUDA it runs on CPU over gloo; TIMING_TINY=1: 2 layers, n_embd 64, batch 2 x 32.
"""

import copy
import os
import sys

import torch
import torch.distributed as dist
import torch.nn.functional as F
from timing_common import alternate, quantiles, write_oracle
from torch.nn.parallel import DistributedDataParallel as DDP
from train_common import setup
from transformers import GPT2Config, GPT2LMHeadModel


def main() -> None:
    rank, device = setup()
    tiny = os.environ.get("TIMING_TINY") == "1"
    if tiny:
        cfg = GPT2Config(n_layer=2, n_embd=64, n_head=4, vocab_size=1000, n_positions=64)
        b, s = 2, 32
    else:
        cfg = GPT2Config(n_layer=4, n_embd=512, n_head=8, vocab_size=8192, n_positions=256)
        b, s = 8, 128
    torch.manual_seed(0)
    base = GPT2LMHeadModel(cfg).to(device)
    dev_ids = [device.index] if device.type == "cuda" else None
    g = torch.Generator().manual_seed(rank)
    ids = torch.randint(0, cfg.vocab_size, (b, s), generator=g).to(device)

    def stepper(fwd, params):
        opt = torch.optim.AdamW(params, lr=1e-4)

        def step():
            logits = fwd(input_ids=ids).logits
            loss = F.cross_entropy(logits[:, :-1].reshape(-1, logits.size(-1)), ids[:, 1:].reshape(-1))
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)

        return step

    path = sys.argv[sys.argv.index("--oracle") + 1] if "--oracle" in sys.argv else os.environ.get("TIMING_ORACLE")
    if path:
        m_c, m_e = base, copy.deepcopy(base)
        d_c = DDP(m_c, device_ids=dev_ids, bucket_cap_mb=4)
        d_e = DDP(m_e, device_ids=dev_ids, bucket_cap_mb=4)
        sides = {"compiled": stepper(torch.compile(d_c), m_c.parameters()),
                 "eager": stepper(d_e, m_e.parameters())}
        times = alternate(sides, device, warmup=5, blocks=int(os.environ.get("BLOCKS", 6)),
                          per_block=int(os.environ.get("PER_BLOCK", 15)))
        mine = {k: quantiles(v) for k, v in times.items()}
        every = [None] * dist.get_world_size()
        dist.all_gather_object(every, mine)
        if rank == 0:
            job = {k: max(r[k]["median_ms"] for r in every) for k in times}
            write_oracle(path, "ddp gpt2 training: ms per step (rank 0's samples; per_rank and job: each rank's "
                         "medians, the job's the slowest rank's)", times, per="step",
                         per_rank={str(i): r for i, r in enumerate(every)}, job_median_ms=job,
                         job_eager_over_compiled=round(job["eager"] / job["compiled"], 4),
                         device=torch.cuda.get_device_name() if device.type == "cuda" else "cpu",
                         torch=torch.__version__)
        dist.destroy_process_group()
        return
    ddp = DDP(base, device_ids=dev_ids, bucket_cap_mb=4)
    step = stepper(torch.compile(ddp), base.parameters())
    for _ in range(int(os.environ.get("STEPS", 250))):  # 2 s of warm-up on GPU, 30 timed, 10 profiled
        step()
    if device.type == "cuda":
        torch.cuda.synchronize()
    dist.destroy_process_group()
    print(f"rank {rank} done", flush=True)


if __name__ == "__main__":
    main()
