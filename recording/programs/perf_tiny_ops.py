"""A tiny function (two pointwise ops on 8 numbers) compiled: each call costs the guard check and
the compiled wrapper's launch, more than eager's two small ops, so the compiled call is slower
than eager. 16 calls: the first compiles, 3 warm-up, 10 profiled, 2 after."""

import torch

torch.set_num_threads(1)


@torch.compile
def scale_shift(x, w):
    return x * w + 1


x = torch.randn(8)
w = torch.randn(8)
for step in range(16):
    x = scale_shift(x, w).clamp(-10, 10)
print("done", round(x.sum().item(), 3))
