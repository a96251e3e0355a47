"""CUDA: torch.export + torch._inductor.aoti_compile_and_package of a small conv/MLP model, load
it with torch._inductor.aoti_load_package, run it and compare with eager (exit 0).

    python aoti_gpu.py            # compile, load, run, compare
    python aoti_gpu.py mismatch   # same package, run with AOTI_RUNTIME_CHECK_INPUTS=1 and
                                  # inputs of the wrong dtype (caught, printed) and then the
                                  # wrong shape (uncaught: the program fails with it)
    python aoti_gpu.py compile    # compile and package only (to $AOTI_PKG_PATH)
    python aoti_gpu.py load [mismatch]   # a fresh process: load $AOTI_PKG_PATH, run, compare

AOTI_PKG_PATH names the package file (default: a new temp dir's convmlp.pt2).

AOTI_RUNTIME_CHECK_INPUTS is read by the compiled model's run_impl at run time (getenv, once);
the checks themselves are always generated (CppWrapperCpu.generate_input_output_runtime_checks).
The kernel-name printer is a compile-time knob: AOT_INDUCTOR_DEBUG_INTERMEDIATE_VALUE_PRINTER
(torch._inductor.config.aot_inductor.debug_intermediate_value_printer) = 3 prints
"[ before_launch: <kernel> ]" / "[ after_launch: <kernel> ]" from the C++ wrapper, 2 prints
intermediate tensor values, optionally only for AOT_INDUCTOR_FILTERED_KERNELS_TO_PRINT.
"""

import os
import sys
import tempfile
import traceback

MODE = sys.argv[1] if len(sys.argv) > 1 else "run"
CHECK = "mismatch" in sys.argv[1:]
DEVICE = os.environ.get("AOTI_DEMO_DEVICE", "cuda")
if CHECK:
    os.environ["AOTI_RUNTIME_CHECK_INPUTS"] = "1"

import torch
import torch.nn as nn


class ConvMLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 8, 3, padding=1)
        self.pool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Linear(8, 32)
        self.fc2 = nn.Linear(32, 4)

    def forward(self, x):
        h = torch.relu(self.conv(x))
        h = self.pool(h).flatten(1)
        return self.fc2(torch.nn.functional.gelu(self.fc1(h)))


def main() -> int:
    torch.manual_seed(0)
    model = ConvMLP().to(DEVICE).eval()
    x = torch.randn(4, 3, 32, 32, device=DEVICE)
    print("mode:", " ".join(sys.argv[1:]) or "run",
          "AOTI_RUNTIME_CHECK_INPUTS =", os.environ.get("AOTI_RUNTIME_CHECK_INPUTS"), flush=True)
    path = os.environ.get("AOTI_PKG_PATH") or os.path.join(
        tempfile.mkdtemp(prefix="aoti_pkg_"), "convmlp.pt2"
    )
    with torch.no_grad():
        if MODE != "load":
            ep = torch.export.export(model, (x,))
            path = torch._inductor.aoti_compile_and_package(ep, package_path=path)
            print("package:", os.path.basename(path), os.path.getsize(path), "bytes", flush=True)
            if MODE == "compile":
                return 0
        print("loading", os.path.basename(path), flush=True)
        compiled = torch._inductor.aoti_load_package(path)
        expected = model(x)
        got = compiled(x)
        diff = (got - expected).abs().max().item()
        print(f"max abs diff vs eager: {diff:.3g}", flush=True)
        if not torch.allclose(got, expected, atol=1e-4, rtol=1e-4):
            print("MISMATCH with eager", flush=True)
            return 1
        if CHECK:
            try:
                compiled(x.to(torch.float16))
                print("wrong dtype: no error", flush=True)
            except Exception as e:
                print("wrong dtype raised:", type(e).__name__, flush=True)
                traceback.print_exc()
            print("calling with batch 8 instead of 4", flush=True)
            out = compiled(torch.randn(8, 3, 32, 32, device=DEVICE))
            print("wrong shape: no error, output shape", tuple(out.shape), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
