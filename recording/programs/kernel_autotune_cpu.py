"""CPU: a linear layer compiled with mode="max-autotune" (freezing on): Inductor benchmarks its GEMM choices
(C++ templates against aten) and prints the AUTOTUNE table (what it tried, what it chose).
Prints the max difference with eager; exit 0."""

import torch
import torch._inductor.config as inductor_config

inductor_config.freezing = True  # the C++ GEMM templates autotune with frozen weights

def main() -> int:
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(64, 128), torch.nn.ReLU()).eval()
    x = torch.randn(32, 64)
    with torch.no_grad():
        out = torch.compile(m, mode="max-autotune")(x)
        print("max diff vs eager:", (out - m(x)).abs().max().item(), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
