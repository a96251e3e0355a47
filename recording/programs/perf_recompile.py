"""Recompiles in steady state: a learning-rate-like Python float that decays every 4 calls, with
dynamic=False (floats specialized), so calls 0, 4, 8 and 12 compile. With the profile recipes'
defaults (the compiling calls, 3 warm-up, 10 profiled) the profiled window (calls 4..13) holds
the recompiles of calls 4, 8 and 12."""

import torch

torch.set_num_threads(1)
torch._dynamo.config.recompile_limit = 64  # no eager fallback within the program's 16 calls


@torch.compile(dynamic=False)
def update(p, g, lr):
    return p - lr * g.clamp(-1.0, 1.0)


p = torch.randn(256)
g = torch.randn(256)
for step in range(16):
    lr = 0.1 * 0.5 ** (step // 4)
    p = update(p, g, lr)
print("done", round(p.sum().item(), 3))
