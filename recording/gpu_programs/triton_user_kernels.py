"""CUDA: the user's own Triton kernels, no torch.compile (no compile id).

  python triton_user_kernels.py          an @triton.autotune'd add (3 configs tried, launched at
                                         two sizes) and a kernel that spills registers (4096
                                         floats live per program, one warp, maxnreg=64); prints
                                         each compiled kernel's n_regs / n_spills (Triton's own
                                         count, from ptxas); exit 0
  python triton_user_kernels.py error    a kernel whose tl.dot has 8x8 blocks: Triton refuses it
                                         at compile time (CompilationError at the source line);
                                         exit 1
"""

import sys

import torch
import triton
import triton.language as tl


@triton.autotune(
    configs=[triton.Config({"BLOCK": b}, num_warps=w) for b, w in ((256, 2), (1024, 4), (2048, 8))],
    key=["n"],
)
@triton.jit
def user_add(x_ptr, y_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    tl.store(out_ptr + offs, tl.load(x_ptr + offs, mask=mask) + tl.load(y_ptr + offs, mask=mask), mask=mask)


@triton.jit
def spill_heavy(x_ptr, out_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    a = tl.exp(x) * tl.sin(x)
    b = tl.cos(x) * x
    s = tl.sum(a, axis=0) + tl.max(b, axis=0)
    tl.store(out_ptr + offs, a * s + b - x)


@triton.jit
def bad_dot(a_ptr, b_ptr, c_ptr, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    a = tl.load(a_ptr + offs[:, None] * BLOCK + offs[None, :])
    b = tl.load(b_ptr + offs[:, None] * BLOCK + offs[None, :])
    c = tl.dot(a, b)
    tl.store(c_ptr + offs[:, None] * BLOCK + offs[None, :], c)


def main() -> int:
    if sys.argv[1:] == ["error"]:
        a = torch.randn(8, 8, device="cuda", dtype=torch.float16)
        c = torch.empty(8, 8, device="cuda", dtype=torch.float32)
        bad_dot[(1,)](a, a, c, BLOCK=8)
        torch.cuda.synchronize()
        return 0
    for n in (5000, 300000):
        x = torch.randn(n, device="cuda")
        y = torch.randn(n, device="cuda")
        out = torch.empty_like(x)
        for _ in range(3):
            user_add[lambda meta, n=n: (triton.cdiv(n, meta["BLOCK"]),)](x, y, out, n)
        torch.cuda.synchronize()
        print(f"user_add n={n}: ok {torch.allclose(out, x + y)}; best {user_add.best_config}", flush=True)
    x = torch.randn(4096, device="cuda")
    out = torch.empty_like(x)
    try:
        k = spill_heavy[(1,)](x, out, BLOCK=4096, num_warps=1, maxnreg=64)
    except Exception as e:  # noqa: BLE001 - an older Triton without maxnreg
        print(f"maxnreg not accepted ({type(e).__name__}: {e}); without it", flush=True)
        k = spill_heavy[(1,)](x, out, BLOCK=4096, num_warps=1)
    torch.cuda.synchronize()
    print(f"spill_heavy: n_regs {getattr(k, 'n_regs', '?')} n_spills {getattr(k, 'n_spills', '?')}", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
