"""A torchrun job that fails on its first attempt and passes on the second:

    pt2tui run -- torchrun --nproc-per-node=2 --max-restarts=1 sample_traces/programs/restart_once.py

Both ranks compile; on the first attempt (TORCHELASTIC_RESTART_COUNT=0) rank 1 raises after
compiling, torchrun restarts the worker group, and every rank writes a second trace file.
"""

import os

import torch
import torch.distributed as dist


def f(x):
    return torch.tanh(x) @ x.T


def main() -> None:
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    attempt = int(os.environ.get("TORCHELASTIC_RESTART_COUNT", "0"))
    cf = torch.compile(f, backend="aot_eager")
    out = cf(torch.randn(4, 4))
    print(f"rank {rank} attempt {attempt}: {out.shape}", flush=True)
    if rank == 1 and attempt == 0:
        raise RuntimeError("injected failure on rank 1, first attempt")
    dist.barrier()
    dist.destroy_process_group()
    print(f"rank {rank} attempt {attempt} done", flush=True)


if __name__ == "__main__":
    main()
