"""An AOTInductor program for the aoti-* rerun recipes (recording/record_aoti_reruns.py).

    python aoti_relu_bug.py bug       # the relu kernel throws at run time: RuntimeError
    python aoti_relu_bug.py mismatch  # run the [4, 16] package on a [5, 16] input
    python aoti_relu_bug.py ok        # compiles, loads, runs, compares with eager

torch.export of a small MLP, torch._inductor.aoti_compile_and_package into a fresh temp dir
(compiled anew every run, so AOTI debug switches take effect), aoti_load_package, one call.
``bug`` sets torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = "runtime_error": the
generated C++ relu kernel (cpp_fused_relu_0) throws, which the runtime reports as "Unknown
exception".
"""

import os
import sys
import tempfile

import torch

mode = sys.argv[1] if len(sys.argv) > 1 else "ok"
if mode == "bug":
    torch._inductor.config.cpp.inject_relu_bug_TESTING_ONLY = "runtime_error"
torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(16, 16), torch.nn.ReLU(), torch.nn.Linear(16, 4)).eval()
x = torch.randn(4, 16)
ep = torch.export.export(model, (x,))
path = os.path.join(tempfile.mkdtemp(prefix="aoti_relu_bug-"), "model.pt2")
pkg = torch._inductor.aoti_compile_and_package(ep, package_path=path)
loaded = torch._inductor.aoti_load_package(pkg)
inp = torch.randn(5, 16) if mode == "mismatch" else x
out = loaded(inp)
with torch.no_grad():
    ok = torch.allclose(out, model(inp), atol=1e-4)
print(f"out {tuple(out.shape)}, matches eager: {ok}")
sys.exit(0 if ok else 1)
