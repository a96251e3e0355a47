"""One GPU, no profiler of its own: a training loop of an MLP, compiled, for pt2tui's profile
recipes (`pt2tui rerun RUN profile`, `profile-eager`, `profile-reduce-overhead`):

    pt2tui run sample_traces/gpu_programs/perf_mlp.py

40 steps of forward + backward + SGD on a 4-layer MLP (d 2048, batch 256, bf16 autocast), the
forward compiled (the step's Python stays eager). Each step's wall time is printed.
"""

import time

import torch


class MLP(torch.nn.Module):
    def __init__(self, d: int = 2048, layers: int = 4) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(d, d) for _ in range(layers))

    def forward(self, x):
        for layer in self.layers:
            x = torch.nn.functional.gelu(layer(x)) + x
        return x.float().pow(2).mean()


def main() -> None:
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    torch.manual_seed(0)
    model = MLP().to(device)
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    cmodel = torch.compile(model)
    x = torch.randn(256, 2048, device=device)
    for step in range(40):
        t0 = time.perf_counter()
        with torch.autocast(device.type, dtype=torch.bfloat16):
            loss = cmodel(x)
        loss.backward()
        opt.step()
        opt.zero_grad(set_to_none=True)
        if device.type == "cuda":
            torch.cuda.synchronize()
        print(f"step {step} took {1e3 * (time.perf_counter() - t0):.3f} ms loss {loss.item():.5f}",
              flush=True)


if __name__ == "__main__":
    main()
