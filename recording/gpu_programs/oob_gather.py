"""CUDA: an out-of-bounds gather in compiled code fires a device-side assert in a Triton kernel."""

import torch


@torch.compile
def gather(x, idx):
    return (x[idx] * 2).sum()


def main() -> int:
    x = torch.randn(100, device="cuda")
    idx = torch.arange(0, 101, device="cuda")  # 100 is out of bounds
    out = gather(x, idx)
    torch.cuda.synchronize()
    print("result", out.item())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
