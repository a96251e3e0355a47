
import os
os.environ['TORCH_TRACE'] = '/home/dev/pt2tui/sample_traces/gpu-h100-aoti/testcase/20261124-080921-triton_compile_error-verify/trace'
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/fixed_torch/cache'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,guards'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/home/dev/pt2tui/sample_traces/gpu-h100-aoti/testcase/20261124-080921-triton_compile_error-verify'

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
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False



isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
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
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)