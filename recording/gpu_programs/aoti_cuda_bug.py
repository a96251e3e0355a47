"""CUDA AOTInductor programs for the aoti-* rerun recipes on a GPU (recording/record_gpu_aoti.sh).

    python aoti_cuda_bug.py ok        # an MLP: compiles, loads, runs, compares with eager
    python aoti_cuda_bug.py mismatch  # the MLP's [4, 16] package run on a [5, 16] input
    python aoti_cuda_bug.py bug       # triton.inject_relu_bug_TESTING_ONLY = "runtime_error"
    python aoti_cuda_bug.py oob       # a table lookup exported with indices in range, run with
                                      # an index out of range: a device-side assert at run time

Each run compiles the package anew into a fresh temp dir (aoti_compile_and_package), so AOTI
debug switches take effect, then aoti_load_package and one call. ``bug`` fails already while
compiling: AOTInductor runs the Triton kernels once to build and tune them, and the injected
``device_assert(x == 0)`` fires there. ``oob``'s gather kernel carries Inductor's indirect-indexing
bounds check (``index out of bounds: 0 <= tmp < 64``), which fires only on the bad input, in the
package's run.
"""

import os
import sys
import tempfile

import torch

mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
if mode == "bug":
    torch._inductor.config.triton.inject_relu_bug_TESTING_ONLY = "runtime_error"
torch.manual_seed(0)


class Lookup(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.table = torch.nn.Parameter(torch.randn(64, 32))
        self.fc = torch.nn.Linear(32, 4)

    def forward(self, idx: torch.Tensor) -> torch.Tensor:
        return self.fc(torch.relu(self.table[idx] * 2.0))


if mode == "oob":
    model = Lookup().cuda().eval()
    x = torch.randint(0, 64, (8,), device="cuda")
    inp = torch.tensor([1, 2, 3, 4, 5, 6, 7, 1000], device="cuda")
else:
    model = torch.nn.Sequential(torch.nn.Linear(16, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4)).cuda().eval()
    x = torch.randn(4, 16, device="cuda")
    inp = torch.randn(5, 16, device="cuda") if mode == "mismatch" else x
ep = torch.export.export(model, (x,))
path = os.path.join(tempfile.mkdtemp(prefix="aoti_cuda_bug-"), "model.pt2")
pkg = torch._inductor.aoti_compile_and_package(ep, package_path=path)
print("package compiled:", os.path.getsize(pkg), "bytes", flush=True)
loaded = torch._inductor.aoti_load_package(pkg)
print("package loaded", flush=True)
out = loaded(inp)
torch.cuda.synchronize()
with torch.no_grad():
    ok = torch.allclose(out, model(inp), atol=1e-4)
print(f"out {tuple(out.shape)}, matches eager: {ok}")
sys.exit(0 if ok else 1)
