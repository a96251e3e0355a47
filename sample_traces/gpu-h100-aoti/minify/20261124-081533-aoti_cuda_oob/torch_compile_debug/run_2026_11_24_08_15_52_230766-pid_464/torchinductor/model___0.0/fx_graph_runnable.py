
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_dev'
os.environ['TORCH_TRACE'] = '/home/dev/pt2tui/sample_traces/gpu-h100-aoti/minify/20261124-081533-aoti_cuda_oob/trace'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,guards'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/home/dev/pt2tui/sample_traces/gpu-h100-aoti/minify/20261124-081533-aoti_cuda_oob'

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
torch._dynamo.config.replay_side_effects = True
torch._dynamo.config.side_effect_replay_policy = 'info'
torch._dynamo.config.specialize_int = False
torch._dynamo.config.specialize_float = False
torch._dynamo.config.assume_static_by_default = True
torch._dynamo.config.automatic_dynamic_shapes = True
torch._dynamo.config.capture_scalar_outputs = False
torch._dynamo.config.capture_dynamic_output_shape_ops = False
torch._dynamo.config.prefer_deferred_runtime_asserts_over_guards = False
torch._dynamo.config.do_not_emit_runtime_asserts = False
torch._dynamo.config.allow_rnn = False
torch._inductor.config.cpp_wrapper = True
torch._inductor.config.triton.cudagraphs = False
torch._inductor.config.triton.autotune_cublasLt = False
torch._inductor.config.triton.autotune_at_compile_time = True
torch._inductor.config.triton.store_cubin = True
torch._inductor.config.aot_inductor.output_path = 'c3mxhqg6ebuev3uw2nb4b5tzxhsp2jbtp3h3pcoipi7yla472kt7'
torch._inductor.config.aot_inductor.serialized_in_spec = '[1, {"type": "builtins.tuple", "context": "null", "children_spec": [{"type": "builtins.tuple", "context": "null", "children_spec": [{"type": null, "context": null, "children_spec": []}]}, {"type": "builtins.dict", "context": "[]", "children_spec": []}]}]'
torch._inductor.config.aot_inductor.serialized_out_spec = '[1, {"type": null, "context": null, "children_spec": []}]'
torch._inductor.config.aot_inductor.package = True
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
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
        self.fc = Module().cuda()
        self.table = torch.nn.Parameter(torch.randn([64, 32], dtype=torch.float32, device="cuda"))



    def forward(self):
        arg3_1, = fx_pytree.tree_flatten_spec([], self._in_spec)
        table = self.table
        fc_weight = self.fc.weight
        fc_bias = self.fc.bias
        index = torch.ops.aten.index.Tensor(table, [arg3_1]);  table = arg3_1 = None
        mul = torch.ops.aten.mul.Tensor(index, 2.0);  index = None
        relu = torch.ops.aten.relu.default(mul);  mul = None
        permute = torch.ops.aten.permute.default(fc_weight, [1, 0]);  fc_weight = None
        addmm = torch.ops.aten.addmm.default(fc_bias, relu, permute);  fc_bias = relu = permute = None
        return (addmm,)

def load_args(reader):
    buf0 = reader.storage(None, 64, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf0, (8,), dtype=torch.int64, is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)