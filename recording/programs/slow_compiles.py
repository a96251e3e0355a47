"""Compiles one function after another with pauses, so the compile tree fills in live."""

import argparse
import time

import torch


def make(i: int):
    def fn(x):
        y = torch.sin(x) * (i + 1)
        if y.sum() > 0:  # a graph break in each one
            y = y.cos()
        return y + i

    fn.__name__ = f"step_{i}"
    return fn


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=4)
    ap.add_argument("--pause", type=float, default=1.5)
    ap.add_argument("--backend", default="inductor")
    args = ap.parse_args()
    for i in range(args.n):
        f = torch.compile(make(i), backend=args.backend)
        f(torch.randn(8))
        print(f"compiled step_{i}", flush=True)
        time.sleep(args.pause)
    print("done", flush=True)


if __name__ == "__main__":
    main()
