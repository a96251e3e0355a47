"""A compiled step with a graph break in the middle (a data-dependent Python branch on .item()):
two compiled regions per call with eager code between them. 16 calls: the first compiles (both
graphs), 3 warm-up, 10 profiled, 2 after."""

import torch

torch.set_num_threads(1)
torch.manual_seed(0)
lin1 = torch.nn.Linear(64, 64)
lin2 = torch.nn.Linear(64, 64)


@torch.compile
def step(x):
    h = torch.relu(lin1(x))
    if h.mean().item() > 10.0:  # graph break: .item() feeds Python control flow
        h = h / 2
    return torch.sigmoid(lin2(h)).sum()


x = torch.randn(32, 64)
with torch.no_grad():
    for i in range(16):
        out = step(x)
print("done", round(out.item(), 3))
