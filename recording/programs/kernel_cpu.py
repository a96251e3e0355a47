"""CPU: a small block compiled by Inductor (layer norm, softmax, a pointwise tail): its C++
kernels are what the kernel-repro recipe runs alone and checks against eager. Prints the max
difference with eager; exit 0."""

import torch


class Block(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = torch.nn.LayerNorm(32)
        self.proj = torch.nn.Linear(32, 32)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.proj(self.norm(x))
        return torch.softmax(h, dim=-1) * 2 + x.sin()


def main() -> int:
    torch.manual_seed(0)
    m = Block().eval()
    x = torch.randn(8, 32)
    with torch.no_grad():
        out = torch.compile(m)(x)
        ref = m(x)
    print("max diff vs eager:", (out - ref).abs().max().item(), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
