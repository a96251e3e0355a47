"""One GPU: a step compiled with mode="reduce-overhead" that counts into a tensor the caller
passes in (an input mutated in place), so Inductor skips CUDA graphs for it ("skipping
cudagraphs due to mutated inputs ... Found from: <this file's line>"). The program profiles
itself with torch.profiler (its own schedule, not pt2tui's profile recipe) and saves the trace
in the run dir (``my_profile/step.pt.trace.json.gz`` beside TORCH_TRACE, else ./my_profile):

    pt2tui run sample_traces/gpu_programs/cudagraph_mutation_trace.py

On CPU it runs too (CUDA graphs are then skipped for the CPU device).
"""

import gzip
import os
import shutil
from pathlib import Path

import torch


class Step(torch.nn.Module):
    def __init__(self, d: int = 256, layers: int = 8) -> None:
        super().__init__()
        self.layers = torch.nn.ModuleList(torch.nn.Linear(d, d) for _ in range(layers))

    def forward(self, x, calls):
        calls.add_(1)  # the caller's counter, mutated in place
        for layer in self.layers:
            x = torch.nn.functional.gelu(layer(x))
        return x.sum()


def out_dir() -> Path:
    trace = os.environ.get("TORCH_TRACE")
    d = (Path(trace).parent if trace else Path.cwd()) / "my_profile"
    d.mkdir(parents=True, exist_ok=True)
    return d


def main() -> None:
    torch.manual_seed(0)
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    model = Step().to(dev).eval()
    cmodel = torch.compile(model, mode="reduce-overhead")
    x = torch.randn(16, 256, device=dev)
    calls = torch.zeros((), device=dev)
    acts = [torch.profiler.ProfilerActivity.CPU]
    if dev == "cuda":
        acts.append(torch.profiler.ProfilerActivity.CUDA)
    with torch.no_grad():
        for _ in range(3):  # warm up (compiles)
            cmodel(x, calls)
        with torch.profiler.profile(activities=acts) as prof:
            for i in range(20):
                with torch.profiler.record_function(f"my_step_{i}"):
                    out = cmodel(x, calls)
            if dev == "cuda":
                torch.cuda.synchronize()
    raw = out_dir() / "step.pt.trace.json"
    prof.export_chrome_trace(str(raw))
    with open(raw, "rb") as src, gzip.open(str(raw) + ".gz", "wb", compresslevel=9) as dst:
        shutil.copyfileobj(src, dst)
    raw.unlink()
    print(f"out {out.item():.4f} calls {int(calls.item())}; trace {raw}.gz", flush=True)


if __name__ == "__main__":
    main()
