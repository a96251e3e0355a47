"""CUDA: a compiled outer product whose output (300000 x 300000 float32, about 335 GiB) cannot be
allocated: the generated code's empty_strided_cuda raises torch.OutOfMemoryError at run time
(the compile itself succeeds). Exit 1."""

import torch


@torch.compile
def outer(x):
    return x[:, None] * x[None, :] + 1


def main() -> int:
    x = torch.randn(300_000, device="cuda")
    print("small call ok:", outer(x[:1000]).shape, flush=True)
    y = outer(x)
    print("unexpected: allocated", y.shape, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
