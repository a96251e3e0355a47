"""CUDA: a compiled function that produces NaNs (log of negative numbers). Exit 0; the NaN-assert
rerun (TORCHINDUCTOR_NAN_ASSERTS=1) turns it into an AssertionError in the generated code."""

import torch


@torch.compile
def f(x):
    return (x - 1).log().exp() * 3


def main() -> int:
    torch.manual_seed(0)
    x = torch.rand(1024, device="cuda")
    y = f(x)
    print("NaNs:", int(torch.isnan(y).sum()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
