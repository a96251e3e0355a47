"""CUDA: mode="reduce-overhead" on functions that CUDA graphs cannot take, so Inductor logs
"skipping cudagraphs due to ..." (TORCH_LOGS=perf_hints shows it) and runs them without
graphs: one mutates its input in place, one takes a CPU tensor input. Exit 0."""

import torch


@torch.compile(mode="reduce-overhead")
def mutate_input(x, buf):
    buf.add_(1)
    return x * 2 + buf


@torch.compile(mode="reduce-overhead")
def with_cpu_input(x, scale_cpu):
    return x * scale_cpu.to(x.device).sum()


def main() -> int:
    x = torch.randn(1024, device="cuda")
    buf = torch.zeros(1024, device="cuda")
    for _ in range(3):
        out = mutate_input(x, buf)
    print("mutate_input:", float(out.sum()), "buf[0] =", float(buf[0]), flush=True)
    s = torch.ones(4)
    for _ in range(3):
        out = with_cpu_input(x, s)
    print("with_cpu_input:", float(out.sum()), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
