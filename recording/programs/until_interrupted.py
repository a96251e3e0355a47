"""Compiles a small function (one graph break), then calls it until it is interrupted.

`pt2tui run sample_traces/programs/until_interrupted.py`, then Ctrl-C once "ready" shows: the
run is "interrupted" (nothing failed). sample_traces/cpu/interrupted_by_user was recorded so,
through the TUI in tmux (recording/record_interrupted.py).
"""

import argparse
import time

import torch


@torch.compile
def step(x):
    y = torch.sin(x) * 2
    torch._dynamo.graph_break()  # one graph break: what triage finds besides the interrupt
    return y.cos() + 1


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pause", type=float, default=0.05)
    args = ap.parse_args()
    x = torch.randn(8)
    step(x)
    print("ready: compiled; calling it until interrupted (Ctrl-C)", flush=True)
    n = 0
    while True:
        step(x)
        n += 1
        time.sleep(args.pause)


if __name__ == "__main__":
    main()
