"""Two ranks (gloo, CPU) where one rank dies of a signal: run under torchrun.

    pt2tui run -- torchrun --nproc-per-node=2 sample_traces/programs/rank_crash.py [SIGNAL]

Both ranks compile and run a small function and all_reduce its result; then rank 1 crashes
(SIGSEGV by reading address 0 through ctypes, or SIGABRT / SIGBUS / SIGFPE sent to itself, as
a C library would) while rank 0 waits at a barrier; torchrun then stops rank 0 and reports the
failure. With PYTHONFAULTHANDLER=1 (pt2tui run sets it) the crashed rank prints its Python stack.
"""

import ctypes
import os
import signal
import sys

import torch
import torch.distributed as dist


def step(x):
    return (x.sin() + 1).sum()


def crash(how: str) -> None:
    if how == "SIGSEGV":
        ctypes.string_at(0)  # reads address 0
    else:
        os.kill(os.getpid(), getattr(signal, how))


def main() -> None:
    how = sys.argv[1] if len(sys.argv) > 1 else "SIGSEGV"
    dist.init_process_group("gloo")
    rank = dist.get_rank()
    out = torch.compile(step)(torch.ones(8) * (rank + 1))
    dist.all_reduce(out)
    print(f"rank {rank}: {out.item():.4f}", flush=True)
    if rank == 1:
        crash(how)
    dist.barrier()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
