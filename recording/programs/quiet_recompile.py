"""Compiles, goes quiet (training without compiling), then recompiles for a new input size:
a run to open with ``pt2tui open $TORCH_TRACE`` while it is quiet.

    TORCH_TRACE=/tmp/tt python sample_traces/programs/quiet_recompile.py --quiet 5

``--go FILE``: stay quiet until FILE exists (tests use it instead of a fixed time).
"""

import argparse
import os
import time

import torch


def step(x):
    return torch.sin(x) * 2 + x.sum()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--quiet", type=float, default=5.0, help="seconds between the two compiles")
    ap.add_argument("--go", help="recompile once this file exists (instead of --quiet)")
    ap.add_argument("--after", type=float, default=0.0, help="seconds to stay alive at the end")
    ap.add_argument("--backend", default="eager")
    args = ap.parse_args()
    f = torch.compile(step, backend=args.backend)
    f(torch.randn(8))
    print("compiled once; quiet now", flush=True)
    end = time.monotonic() + args.quiet
    while (not os.path.exists(args.go)) if args.go else time.monotonic() < end:
        f(torch.randn(8))  # no compile: the trace does not grow
        time.sleep(0.05)
    f(torch.randn(16))  # a new input size: a recompile
    print("recompiled", flush=True)
    time.sleep(args.after)


if __name__ == "__main__":
    main()
