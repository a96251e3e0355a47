
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_dev'
os.environ['TORCH_TRACE'] = '/home/dev/pt2tui/sample_traces/cpu/diff_runs/20261124-044710-diff_manual_attn/trace'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,guards'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/home/dev/pt2tui/sample_traces/cpu/diff_runs/20261124-044710-diff_manual_attn'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

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
# torch version: 2.13.0+cpu
# torch cuda version: None
# torch git version: cf30153c4c131c8164ee7798e5022d810682e2cb


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1):
        view = torch.ops.aten.view.default(arg2_1, [32, 16])
        permute = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm = torch.ops.aten.addmm.default(arg1_1, view, permute);  arg1_1 = view = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [4, 8, 48]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
        getitem = split[0]
        getitem_1 = split[1]
        getitem_2 = split[2];  split = None
        permute_1 = torch.ops.aten.permute.default(getitem_1, [0, 2, 1]);  getitem_1 = None
        expand = torch.ops.aten.expand.default(getitem, [4, 8, 16]);  getitem = None
        expand_1 = torch.ops.aten.expand.default(permute_1, [4, 16, 8]);  permute_1 = None
        bmm = torch.ops.aten.bmm.default(expand, expand_1);  expand = expand_1 = None
        mul_tensor_4 = torch.ops.aten.mul.Tensor(bmm, 0.25)
        mul_tensor_5 = torch.ops.aten.mul.Tensor(bmm, 1);  bmm = None
        amax_default_2 = torch.ops.aten.amax.default(mul_tensor_5, [-1], True)
        sub_tensor_2 = torch.ops.aten.sub.Tensor(mul_tensor_5, amax_default_2);  mul_tensor_5 = amax_default_2 = None
        mul_tensor_6 = torch.ops.aten.mul.Tensor(sub_tensor_2, 0.25);  sub_tensor_2 = None
        amax_default_3 = torch.ops.aten.amax.default(mul_tensor_4, [-1], True)
        sub_tensor_3 = torch.ops.aten.sub.Tensor(mul_tensor_4, amax_default_3);  amax_default_3 = None
        abs_default_1 = torch.ops.aten.abs.default(mul_tensor_4)
        ne_scalar_1 = torch.ops.aten.ne.Scalar(abs_default_1, inf);  abs_default_1 = None
        eq_tensor_1 = torch.ops.aten.eq.Tensor(mul_tensor_4, mul_tensor_4);  mul_tensor_4 = None
        mul_tensor_7 = torch.ops.aten.mul.Tensor(eq_tensor_1, ne_scalar_1);  eq_tensor_1 = ne_scalar_1 = None
        logical_not_default_2 = torch.ops.aten.logical_not.default(mul_tensor_7);  mul_tensor_7 = None
        any_dims_1 = torch.ops.aten.any.dims(logical_not_default_2, [-1], True);  logical_not_default_2 = None
        logical_not_default_3 = torch.ops.aten.logical_not.default(any_dims_1);  any_dims_1 = None
        where_self_1 = torch.ops.aten.where.self(logical_not_default_3, mul_tensor_6, sub_tensor_3);  logical_not_default_3 = mul_tensor_6 = sub_tensor_3 = None
        exp = torch.ops.aten.exp.default(where_self_1);  where_self_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        expand_2 = torch.ops.aten.expand.default(div, [4, 8, 8]);  div = None
        expand_3 = torch.ops.aten.expand.default(getitem_2, [4, 8, 16]);  getitem_2 = None
        bmm_1 = torch.ops.aten.bmm.default(expand_2, expand_3);  expand_2 = expand_3 = None
        view_8 = torch.ops.aten.view.default(bmm_1, [32, 16]);  bmm_1 = None
        permute_2 = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg4_1, view_8, permute_2);  arg4_1 = view_8 = permute_2 = None
        view_9 = torch.ops.aten.view.default(addmm_1, [4, 8, 16]);  addmm_1 = None
        add = torch.ops.aten.add.Tensor(arg2_1, view_9);  arg2_1 = view_9 = None
        view_10 = torch.ops.aten.view.default(add, [32, 16])
        permute_3 = torch.ops.aten.permute.default(arg5_1, [1, 0]);  arg5_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg6_1, view_10, permute_3);  arg6_1 = view_10 = permute_3 = None
        view_11 = torch.ops.aten.view.default(addmm_2, [4, 8, 48]);  addmm_2 = None
        split_1 = torch.ops.aten.split.Tensor(view_11, 16, -1);  view_11 = None
        getitem_3 = split_1[0]
        getitem_4 = split_1[1]
        getitem_5 = split_1[2];  split_1 = None
        permute_4 = torch.ops.aten.permute.default(getitem_4, [0, 2, 1]);  getitem_4 = None
        expand_4 = torch.ops.aten.expand.default(getitem_3, [4, 8, 16]);  getitem_3 = None
        expand_5 = torch.ops.aten.expand.default(permute_4, [4, 16, 8]);  permute_4 = None
        bmm_2 = torch.ops.aten.bmm.default(expand_4, expand_5);  expand_4 = expand_5 = None
        mul_tensor = torch.ops.aten.mul.Tensor(bmm_2, 0.25)
        mul_tensor_1 = torch.ops.aten.mul.Tensor(bmm_2, 1);  bmm_2 = None
        amax_default = torch.ops.aten.amax.default(mul_tensor_1, [-1], True)
        sub_tensor = torch.ops.aten.sub.Tensor(mul_tensor_1, amax_default);  mul_tensor_1 = amax_default = None
        mul_tensor_2 = torch.ops.aten.mul.Tensor(sub_tensor, 0.25);  sub_tensor = None
        amax_default_1 = torch.ops.aten.amax.default(mul_tensor, [-1], True)
        sub_tensor_1 = torch.ops.aten.sub.Tensor(mul_tensor, amax_default_1);  amax_default_1 = None
        abs_default = torch.ops.aten.abs.default(mul_tensor)
        ne_scalar = torch.ops.aten.ne.Scalar(abs_default, inf);  abs_default = None
        eq_tensor = torch.ops.aten.eq.Tensor(mul_tensor, mul_tensor);  mul_tensor = None
        mul_tensor_3 = torch.ops.aten.mul.Tensor(eq_tensor, ne_scalar);  eq_tensor = ne_scalar = None
        logical_not_default = torch.ops.aten.logical_not.default(mul_tensor_3);  mul_tensor_3 = None
        any_dims = torch.ops.aten.any.dims(logical_not_default, [-1], True);  logical_not_default = None
        logical_not_default_1 = torch.ops.aten.logical_not.default(any_dims);  any_dims = None
        where_self = torch.ops.aten.where.self(logical_not_default_1, mul_tensor_2, sub_tensor_1);  logical_not_default_1 = mul_tensor_2 = sub_tensor_1 = None
        exp_1 = torch.ops.aten.exp.default(where_self);  where_self = None
        sum_2 = torch.ops.aten.sum.dim_IntList(exp_1, [-1], True)
        div_1 = torch.ops.aten.div.Tensor(exp_1, sum_2);  exp_1 = sum_2 = None
        expand_6 = torch.ops.aten.expand.default(div_1, [4, 8, 8]);  div_1 = None
        expand_7 = torch.ops.aten.expand.default(getitem_5, [4, 8, 16]);  getitem_5 = None
        bmm_3 = torch.ops.aten.bmm.default(expand_6, expand_7);  expand_6 = expand_7 = None
        view_18 = torch.ops.aten.view.default(bmm_3, [32, 16]);  bmm_3 = None
        permute_5 = torch.ops.aten.permute.default(arg7_1, [1, 0]);  arg7_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg8_1, view_18, permute_5);  arg8_1 = view_18 = permute_5 = None
        view_19 = torch.ops.aten.view.default(addmm_3, [4, 8, 16]);  addmm_3 = None
        add_1 = torch.ops.aten.add.Tensor(add, view_19);  add = view_19 = None
        relu = torch.ops.aten.relu.default(add_1);  add_1 = None
        return (relu,)

def load_args(reader):
    buf0 = reader.storage(None, 3072)
    reader.tensor(buf0, (48, 16), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 192)
    reader.tensor(buf1, (48,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 2048)
    reader.tensor(buf2, (4, 8, 16), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 1024)
    reader.tensor(buf3, (16, 16), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 64)
    reader.tensor(buf4, (16,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 3072)
    reader.tensor(buf5, (48, 16), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 192)
    reader.tensor(buf6, (48,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 1024)
    reader.tensor(buf7, (16, 16), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 64)
    reader.tensor(buf8, (16,), is_leaf=True)  # arg8_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)