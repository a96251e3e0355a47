"""One compiled function, run as two Python processes one after the other:

    pt2tui run -- bash -c "python sample_traces/programs/two_processes.py 1; python sample_traces/programs/two_processes.py 2"

Each process numbers its compiles from [0/0]; the second one also recompiles (a float64 input
fails the dtype guard), so the run holds three compiles in two processes.
"""

import sys

import torch


def f(x, k: int):
    return torch.sin(x) * k + torch.cos(x)


def main() -> None:
    which = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    cf = torch.compile(f)
    print(f"process {which}: {cf(torch.randn(8), 2).sum().item():.4f}", flush=True)
    if which == 2:
        print(f"process {which}: {cf(torch.randn(8, dtype=torch.float64), 2).sum().item():.4f}", flush=True)


if __name__ == "__main__":
    main()
