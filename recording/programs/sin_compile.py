"""Compiles (x.sin() * 2 + 1) with Inductor on CPU and checks it against eager: prints
'ok: True', exit 0. Used with a poisoned TORCHINDUCTOR_CACHE_DIR (a cached kernel .main.so cut
to 0 bytes) by recording/record_fresh_cache.sh: the run fails with 'file too short', and the
`fresh-cache` rerun passes."""

import torch


def f(x):
    return x.sin() * 2 + 1


def main() -> int:
    x = torch.randn(64)
    out = torch.compile(f)(x)
    ok = torch.allclose(out, f(x))
    print("ok:", ok, flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
