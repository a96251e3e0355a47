"""An MLP whose activation is a hand-written tanh-GELU (a chain of pointwise ops): Inductor fuses
the chain into one C++ loop, eager makes a pass over memory per op, so the compiled call is
faster. 16 calls: the first compiles, 3 warm-up, 10 profiled, 2 after (the profile recipes'
defaults)."""

import math

import torch

torch.set_num_threads(1)  # steadier timings on a shared machine
torch.manual_seed(0)


class MLP(torch.nn.Module):
    def __init__(self, d: int = 256, h: int = 1024) -> None:
        super().__init__()
        self.up = torch.nn.Linear(d, h)
        self.down = torch.nn.Linear(h, d)

    def forward(self, x):
        h = self.up(x)
        g = 0.5 * h * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (h + 0.044715 * h * h * h)))
        return x + self.down(g)


model = torch.compile(MLP())
x = torch.randn(128, 256)
with torch.no_grad():
    for step in range(16):
        y = model(x)
print("done", tuple(y.shape), round(y.sum().item(), 3))
