"""Compiles a function, runs it, then interrupts itself with SIGINT (as Ctrl-C in a terminal
would) while calling it again: the program ends with a KeyboardInterrupt traceback and no
failure before it. Recorded with TORCH_TRACE and its stderr alone (no pt2tui run.json):

    TORCH_TRACE=trace python sample_traces/programs/self_interrupt.py 2> stderr.txt
"""

import os
import signal

import torch


@torch.compile
def step(x):
    return torch.relu(x) * 2 + 1


def main() -> None:
    # Python's own Ctrl-C handler, also when started with SIGINT ignored (a background job)
    signal.signal(signal.SIGINT, signal.default_int_handler)
    x = torch.randn(8)
    print(f"ready: {step(x).sum().item():.4f}", flush=True)
    while True:
        step(x)
        os.kill(os.getpid(), signal.SIGINT)


if __name__ == "__main__":
    main()
