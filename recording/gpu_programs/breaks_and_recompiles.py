"""CUDA: graph breaks and recompiles with Triton output code (shape + scalar recompiles)."""

import torch


class M(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.lin = torch.nn.Linear(64, 64)

    def forward(self, x):
        y = torch.relu(self.lin(x))
        if y.sum() > 0:  # data-dependent branch: graph break
            y = y * 2
        print("in forward")  # print: graph break
        return y.sin()


def main() -> int:
    torch.manual_seed(0)
    m = torch.compile(M().cuda())
    for n in (8, 16, 32):
        m(torch.randn(n, 64, device="cuda", requires_grad=True)).sum().backward()

    @torch.compile
    def scaled(x, scale: float):
        return (x * scale).tanh() + scale

    x = torch.randn(128, device="cuda")
    for s in (0.5, 1.5, 2.5):
        scaled(x, s)
    torch.cuda.synchronize()
    print("ok")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
