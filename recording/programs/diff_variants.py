"""One small program in four variants, for `pt2tui diff` (sample_traces/cpu/diff_runs).

    python diff_variants.py [base|manual_attn|new_break|dynamic]

base         a two-layer attention block (F.scaled_dot_product_attention) compiled and called
             twice at batch 4, and a function of a Python float called with 0.5 and 1.5 (a
             recompile on `scale`);
manual_attn  the same with the attention flag off: softmax(q @ k^T / sqrt(d)) @ v instead of
             sdpa (an op swapped by a config flag);
new_break    the same as base plus a print() between the layers (a new graph break);
dynamic      the same as base with the batch dim of the input marked dynamic.

Every variant is the same file, so frames keep their file:line across variants. CPU only,
inference only (no_grad), small tensors.
"""

from __future__ import annotations

import sys

import torch
import torch.nn.functional as F
from torch import nn

VARIANT = sys.argv[1] if len(sys.argv) > 1 else "base"
USE_SDPA = VARIANT != "manual_attn"  # the "config flag": which attention implementation


class Attention(nn.Module):
    def __init__(self, dim: int = 16) -> None:
        super().__init__()
        self.qkv = nn.Linear(dim, 3 * dim)
        self.proj = nn.Linear(dim, dim)
        self.scale = dim**-0.5

    def forward(self, x):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        if USE_SDPA:
            a = F.scaled_dot_product_attention(q, k, v)
        else:
            a = torch.softmax(q @ k.transpose(-2, -1) * self.scale, dim=-1) @ v
        return self.proj(a)


class Block(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.attn1 = Attention()
        self.attn2 = Attention()

    def forward(self, x):
        x = x + self.attn1(x)
        if VARIANT == "new_break":
            print("between the layers:", tuple(x.shape))  # a graph break
        x = x + self.attn2(x)
        return x.relu()


def scaled(x, scale: float):
    return (x * scale).tanh() + scale


def main() -> int:
    torch.manual_seed(0)
    model = Block().eval()
    cmodel = torch.compile(model)
    cscaled = torch.compile(scaled)
    with torch.no_grad():
        for step in range(2):
            x = torch.randn(4, 8, 16)
            if VARIANT == "dynamic":
                torch._dynamo.mark_dynamic(x, 0)
            out = cmodel(x)
            err = (out - model(x)).abs().max().item()
            print(f"step {step}: out {tuple(out.shape)}, max abs diff vs eager {err:.2e}")
        y = torch.randn(8)
        for s in (0.5, 1.5):
            print(f"scaled({s}): {cscaled(y, s).sum().item():.4f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
