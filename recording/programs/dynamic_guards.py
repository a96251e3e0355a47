"""A torch.compile(dynamic=True) function whose branches on its inputs' sizes add guards.

Recorded as sample_traces/cpu/dtrace_dynamic_guards with TORCH_DTRACE, which (as draft_export
does) makes torch write, besides each ``guard_added_fast`` record, a ``guard_added`` record for
the same guard (with symbol_to_sources and frame locals), and ``expression_created`` records:

    TORCH_DTRACE=trace python sample_traces/programs/dynamic_guards.py
"""

from __future__ import annotations

import torch


@torch.compile(backend="eager", dynamic=True)
def pick(x, y):
    out = x.sum()
    if x.shape[0] > 2 * y.shape[0]:  # a guard on both sizes
        out = out + 1
    if x.shape[0] % 4 == 0:  # and one on x's
        out = out * 2
    return out


def main() -> int:
    torch.manual_seed(0)
    print(pick(torch.randn(16), torch.randn(5)).item())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
