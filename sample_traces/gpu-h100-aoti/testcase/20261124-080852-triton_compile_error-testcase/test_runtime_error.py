"""pt2tui testcase: a regression test for backend_compiler_failed (test_runtime_error).

Failure:   output.log:65: torch._inductor.exc.InductorError: RuntimeError: Failed to import /tmp/torchinductor_dev/5o/c5o7ehc3ffwndw4hhrbsj3cxochfh2sfxyfkseblczey4iuzetjs.py
Run:       /home/dev/pt2tui/sample_traces/gpu-h100-aoti/testcase/20261124-080822-triton_compile_error  (torch 2.11.0+cu130)
Repro:     fx_graph_runnable.py of the failing graph /home/dev/pt2tui/sample_traces/gpu-h100-aoti/testcase/20261124-080822-triton_compile_error/torch_compile_debug/run_2026_11_24_08_08_38_406820-pid_1959/torchinductor/model__0_forward_1.0/fx_graph_runnable.py (not minimized)
Asserts:   compiling and running the graph does not raise
Put it in: test/inductor/test_cuda_repro.py
           (the failure is in Triton code generated for CUDA: test_cuda_repro.py holds GPU-only Inductor regression tests)

It must FAIL while the bug is there and pass once it is fixed:
    python <this file>   (or: pytest <this file>)

NOTE: from fx_graph_runnable.py (the failing graph, compile [0/0]): the whole graph, not
      minimized

NOTE: the repro needs CUDA: the test is skipped (unittest.skipIf(not TEST_CUDA)) on a host
      without a GPU; run it on a GPU host

NOTE: the repro's torch config settings are kept at the top (the failure may depend on them:
      torch._inductor.config.triton.inject_relu_bug_TESTING_ONLY = 'compile_error')
"""
# ---- the repro, as torch wrote it (minus the recording run's TORCH_TRACE / debug-dir settings) ----
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims

import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.triton.inject_relu_bug_TESTING_ONLY = 'compile_error'
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False

isolate_fails_code_str = None

# torch version: 2.11.0+cu130
# torch cuda version: 13.0
# torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45

# CUDA Info: 
# nvcc: NVIDIA (R) Cuda compiler driver 
# Copyright (c) 2005-2025 NVIDIA Corporation 
# Built on Wed_Aug_20_01:58:59_PM_PDT_2025 
# Cuda compilation tools, release 13.0, V13.0.88 
# Build cuda_13.0.r13.0/compiler.36424714_0 

# GPU Hardware Info: 
# NVIDIA H100 80GB HBM3 : 1 

torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()

    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
        permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        permute_1 = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_5, relu, permute_1);  primals_5 = permute_1 = None
        return (addmm_1, primals_3, primals_4, relu)

def load_args(reader):
    buf0 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf0, (32, 32), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf1, (32,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 2048, device=device(type='cuda', index=0))
    reader.tensor(buf2, (16, 32), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf3, (8, 32), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf4, (8,), is_leaf=True)  # primals_5
load_args._version = 0

# ---- the test ----
import unittest

from torch._dynamo.debug_utils import InputReader
from torch.testing._internal.common_utils import TEST_CUDA, TestCase, run_tests

BACKEND = 'inductor'
# a graph cached by another build (or before the repro's config) must not hide the bug
torch._inductor.config.force_disable_caches = True


def _inputs():
    torch.manual_seed(0)
    reader = InputReader()  # no save_dir: seeded random data of the recorded shapes
    load_args(reader)
    return reader.args


def _clone(args):
    return [a.clone() if isinstance(a, torch.Tensor) else a for a in args]


def _tensors(out):
    if isinstance(out, torch.Tensor):
        return [out]
    return [t for t in out if isinstance(t, torch.Tensor)]


class TestCudaReproRegression(TestCase):
    def setUp(self):
        super().setUp()
        torch._dynamo.reset()

    @unittest.skipIf(not TEST_CUDA, "the repro runs on CUDA (its inputs are CUDA tensors): needs a GPU")
    def test_runtime_error(self):
        mod = Repro()
        args = _inputs()
        with torch.no_grad():
            compiled = torch.compile(mod, backend=BACKEND)
            compiled(*args)  # raised in the recorded run: output.log:65: torch._inductor.exc.InductorError: RuntimeError: Failed to import /tmp/torchinductor_dev/5o/c5o7ehc3ffwndw4hhrbsj3cxochfh2sfxyfkseb


if __name__ == "__main__":
    run_tests()
