"""Compiles (x.sin() * 2 + 1) with Inductor on the GPU and checks it against eager: prints
'ok: True', exit 0. recording/record_gpu_cache.sh runs it once to warm a private cache, cuts the
cached Triton binaries short (what a kill during the cache write leaves), and runs it again under
`pt2tui run`: every later run loads the broken files until the cache is cleared."""

import torch


def f(x):
    return x.sin() * 2 + 1


def main() -> int:
    x = torch.randn(4096, device="cuda")
    out = torch.compile(f)(x)
    torch.cuda.synchronize()
    ok = torch.allclose(out, f(x))
    print("ok:", ok, flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
