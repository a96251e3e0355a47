"""One GPU: a small model compiled with mode="reduce-overhead" whose forward also counts into a
tensor the caller passes in (an input mutated in place). CUDA graphs cannot take a graph that
mutates a non-static input, so Inductor skips them ("skipping cudagraphs due to mutated inputs";
compilation_metrics' cudagraph_skip_reason) and each call launches its small kernels one by one:
launch bound, the GPU idle between kernels. For pt2tui's profile recipes:

    pt2tui run sample_traces/gpu_programs/perf_cudagraph_skip.py
    pt2tui rerun RUN profile

40 inference calls of 12 Linear(256) + GELU layers on a batch of 16; each call's wall time is
printed.
"""

import time

import torch


class Small(torch.nn.Module):
    def __init__(self, d: int = 256, layers: int = 12) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(d, d) for _ in range(layers))

    def forward(self, x, seen):
        seen.add_(1)  # the caller's tensor, mutated: no CUDA graph for this graph
        for layer in self.layers:
            x = torch.nn.functional.gelu(layer(x))
        return x.sum()


def main() -> None:
    torch.manual_seed(0)
    model = Small().cuda().eval()
    cmodel = torch.compile(model, mode="reduce-overhead")
    x = torch.randn(16, 256, device="cuda")
    seen = torch.zeros((), device="cuda")
    with torch.no_grad():
        for i in range(40):
            t0 = time.perf_counter()
            out = cmodel(x, seen)
            torch.cuda.synchronize()
            print(f"call {i} took {1e3 * (time.perf_counter() - t0):.3f} ms out {out.item():.4f}", flush=True)
    print("calls seen:", int(seen.item()), flush=True)


if __name__ == "__main__":
    main()
