"""One GPU: is compiling worth it? A small MLP block whose forward reads a scalar with .item()
(a graph break), timed and profiled eager, compiled, and compiled with mode="reduce-overhead":

    pt2tui run sample_traces/gpu_programs/single_gpu_perf.py

Each variant: warm-up calls (the compiling ones and 3 more), then 10 profiled calls, each timed;
profile/{eager,compiled,cudagraphs}.json.gz and `variant call N took X ms` lines.
"""

import time

import torch
from train_common import profiler, save_profile, sync


class Block(torch.nn.Module):
    def __init__(self, d: int = 1024) -> None:
        super().__init__()
        self.a = torch.nn.Linear(d, 4 * d)
        self.b = torch.nn.Linear(4 * d, d)
        self.c = torch.nn.Linear(d, d)

    def forward(self, x):
        h = self.b(torch.nn.functional.gelu(self.a(x)))
        scale = h.abs().mean().item()  # a graph break: a Python float from the GPU
        return self.c(torch.layer_norm(h / (scale + 1e-6), h.shape[-1:]) + x)


def run(name: str, fn, x, warmup: int = 5, calls: int = 10) -> None:
    device = x.device
    with torch.no_grad():
        for i in range(warmup):
            sync(device)
            t0 = time.perf_counter()
            fn(x)
            sync(device)
            print(f"{name} warmup {i} took {1e3 * (time.perf_counter() - t0):.3f} ms", flush=True)
        with profiler(device) as prof:
            for i in range(calls):
                sync(device)
                t0 = time.perf_counter()
                fn(x)
                sync(device)
                print(f"{name} call {i} took {1e3 * (time.perf_counter() - t0):.3f} ms", flush=True)
    print(f"{name} profile {save_profile(prof, name)}", flush=True)


def main() -> None:
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch.manual_seed(0)
    model = Block().to(device).eval()
    x = torch.randn(16, 1024, device=device)
    run("eager", model, x)
    run("compiled", torch.compile(model), x)
    torch._dynamo.reset()
    run("cudagraphs", torch.compile(model, mode="reduce-overhead"), x)


if __name__ == "__main__":
    main()
