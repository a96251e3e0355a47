
import os
os.environ['TORCH_CUDA_ARCH_LIST'] = '9.0a'
os.environ['TORCH_TRACE'] = '/home/dev/pt2tui/sample_traces/gpu-h100/20261124-063532-gpt2_generate_cudagraphs-no-cudagraphs/trace'
os.environ['TORCH_LOGS'] = 'graph_breaks,recompiles,guards'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/home/dev/pt2tui/sample_traces/gpu-h100/20261124-063532-gpt2_generate_cudagraphs-no-cudagraphs'
os.environ['TORCH_COMPILE_OVERRIDE_INDUCTOR_CONFIGS'] = '>=0:triton.cudagraphs=False'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_dev'

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

torch._inductor.config.triton.cudagraphs = False
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
        self.register_buffer('_tensor_constant0', tensor([], device='cuda:0').cuda())
        self.register_buffer('_tensor_constant1', tensor([], device='cuda:0').cuda())
        self.register_buffer('_tensor_constant2', tensor([], device='cuda:0').cuda())
        self.register_buffer('_tensor_constant3', tensor([], device='cuda:0').cuda())



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1):
        embedding = torch.ops.aten.embedding.default(arg1_1, arg0_1);  arg0_1 = None
        embedding_1 = torch.ops.aten.embedding.default(arg3_1, arg2_1);  arg3_1 = arg2_1 = None
        add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
        convert_element_type = torch.ops.prims.convert_element_type.default(arg4_1, torch.bool);  arg4_1 = None
        iota = torch.ops.prims.iota.default(2, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        iota_2 = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_1 = torch.ops.aten.add.Tensor(iota_2, 0);  iota_2 = None
        iota_3 = torch.ops.prims.iota.default(8, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add_2 = torch.ops.aten.add.Tensor(iota_3, 0);  iota_3 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(iota, 1);  iota = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(add_1, 0);  add_1 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 1);  unsqueeze_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(add_2, 0);  add_2 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 1);  unsqueeze_6 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
        full_default = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        le = torch.ops.aten.le.Tensor(unsqueeze_8, unsqueeze_5);  unsqueeze_5 = None
        bitwise_and = torch.ops.aten.bitwise_and.Tensor(full_default, le);  full_default = le = None
        index = torch.ops.aten.index.Tensor(convert_element_type, [unsqueeze_2, unsqueeze_8]);  convert_element_type = unsqueeze_2 = unsqueeze_8 = None
        bitwise_and_1 = torch.ops.aten.bitwise_and.Tensor(bitwise_and, index);  bitwise_and = index = None
        expand = torch.ops.aten.expand.default(bitwise_and_1, [2, -1, 8, 8]);  bitwise_and_1 = None
        var_mean = torch.ops.aten.var_mean.correction(add, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_3 = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub = torch.ops.aten.sub.Tensor(add, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg5_1);  mul = arg5_1 = None
        add_4 = torch.ops.aten.add.Tensor(mul_1, arg6_1);  mul_1 = arg6_1 = None
        view_2 = torch.ops.aten.view.default(add_4, [-1, 128]);  add_4 = None
        addmm = torch.ops.aten.addmm.default(arg7_1, view_2, arg8_1);  arg7_1 = view_2 = arg8_1 = None
        view_3 = torch.ops.aten.view.default(addmm, [2, 8, 384]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_3, 128, 2);  view_3 = None
        getitem_2 = split[0]
        getitem_3 = split[1]
        getitem_4 = split[2];  split = None
        view_4 = torch.ops.aten.view.default(getitem_3, [2, 8, -1, 32]);  getitem_3 = None
        permute = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        view_5 = torch.ops.aten.view.default(getitem_4, [2, 8, -1, 32]);  getitem_4 = None
        permute_1 = torch.ops.aten.permute.default(view_5, [0, 2, 1, 3]);  view_5 = None
        view_6 = torch.ops.aten.view.default(getitem_2, [2, 8, -1, 32]);  getitem_2 = None
        permute_2 = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None
        clone_1 = torch.ops.aten.clone.default(permute);  permute = None
        clone_2 = torch.ops.aten.clone.default(permute_1);  permute_1 = None
        full_default_1 = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_2 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where = torch.ops.aten.where.self(expand, full_default_2, full_default_1);  full_default_2 = full_default_1 = None
        expand_1 = torch.ops.aten.expand.default(where, [2, 4, 8, 8]);  where = None
        _scaled_dot_product_efficient_attention = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_2, clone_1, clone_2, expand_1, False, scale = 0.1767766952966369);  permute_2 = expand_1 = None
        getitem_5 = _scaled_dot_product_efficient_attention[0];  _scaled_dot_product_efficient_attention = None
        permute_3 = torch.ops.aten.permute.default(getitem_5, [0, 2, 1, 3]);  getitem_5 = None
        view_7 = torch.ops.aten.view.default(permute_3, [2, 8, -1]);  permute_3 = None
        view_8 = torch.ops.aten.view.default(view_7, [-1, 128]);  view_7 = None
        addmm_1 = torch.ops.aten.addmm.default(arg9_1, view_8, arg10_1);  arg9_1 = view_8 = arg10_1 = None
        view_9 = torch.ops.aten.view.default(addmm_1, [2, 8, 128]);  addmm_1 = None
        add_5 = torch.ops.aten.add.Tensor(view_9, add);  view_9 = add = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_5, [2], correction = 0, keepdim = True)
        getitem_9 = var_mean_1[0]
        getitem_10 = var_mean_1[1];  var_mean_1 = None
        add_6 = torch.ops.aten.add.Tensor(getitem_9, 1e-05);  getitem_9 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_5, getitem_10);  getitem_10 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, arg11_1);  mul_2 = arg11_1 = None
        add_7 = torch.ops.aten.add.Tensor(mul_3, arg12_1);  mul_3 = arg12_1 = None
        view_10 = torch.ops.aten.view.default(add_7, [-1, 128]);  add_7 = None
        addmm_2 = torch.ops.aten.addmm.default(arg13_1, view_10, arg14_1);  arg13_1 = view_10 = arg14_1 = None
        view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 512]);  addmm_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(view_11, 0.5)
        pow_1 = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
        mul_5 = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
        add_8 = torch.ops.aten.add.Tensor(view_11, mul_5);  view_11 = mul_5 = None
        mul_6 = torch.ops.aten.mul.Tensor(add_8, 0.7978845608028654);  add_8 = None
        tanh = torch.ops.aten.tanh.default(mul_6);  mul_6 = None
        add_9 = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_4, add_9);  mul_4 = add_9 = None
        view_12 = torch.ops.aten.view.default(mul_7, [-1, 512]);  mul_7 = None
        addmm_3 = torch.ops.aten.addmm.default(arg15_1, view_12, arg16_1);  arg15_1 = view_12 = arg16_1 = None
        view_13 = torch.ops.aten.view.default(addmm_3, [2, 8, 128]);  addmm_3 = None
        add_10 = torch.ops.aten.add.Tensor(add_5, view_13);  add_5 = view_13 = None
        var_mean_2 = torch.ops.aten.var_mean.correction(add_10, [2], correction = 0, keepdim = True)
        getitem_11 = var_mean_2[0]
        getitem_12 = var_mean_2[1];  var_mean_2 = None
        add_11 = torch.ops.aten.add.Tensor(getitem_11, 1e-05);  getitem_11 = None
        rsqrt_2 = torch.ops.aten.rsqrt.default(add_11);  add_11 = None
        sub_2 = torch.ops.aten.sub.Tensor(add_10, getitem_12);  getitem_12 = None
        mul_8 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_2);  sub_2 = rsqrt_2 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_8, arg17_1);  mul_8 = arg17_1 = None
        add_12 = torch.ops.aten.add.Tensor(mul_9, arg18_1);  mul_9 = arg18_1 = None
        view_14 = torch.ops.aten.view.default(add_12, [-1, 128]);  add_12 = None
        addmm_4 = torch.ops.aten.addmm.default(arg19_1, view_14, arg20_1);  arg19_1 = view_14 = arg20_1 = None
        view_15 = torch.ops.aten.view.default(addmm_4, [2, 8, 384]);  addmm_4 = None
        split_1 = torch.ops.aten.split.Tensor(view_15, 128, 2);  view_15 = None
        getitem_13 = split_1[0]
        getitem_14 = split_1[1]
        getitem_15 = split_1[2];  split_1 = None
        view_16 = torch.ops.aten.view.default(getitem_14, [2, 8, -1, 32]);  getitem_14 = None
        permute_4 = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None
        view_17 = torch.ops.aten.view.default(getitem_15, [2, 8, -1, 32]);  getitem_15 = None
        permute_5 = torch.ops.aten.permute.default(view_17, [0, 2, 1, 3]);  view_17 = None
        view_18 = torch.ops.aten.view.default(getitem_13, [2, 8, -1, 32]);  getitem_13 = None
        permute_6 = torch.ops.aten.permute.default(view_18, [0, 2, 1, 3]);  view_18 = None
        clone_5 = torch.ops.aten.clone.default(permute_4);  permute_4 = None
        clone_6 = torch.ops.aten.clone.default(permute_5);  permute_5 = None
        full_default_3 = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_4 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1 = torch.ops.aten.where.self(expand, full_default_4, full_default_3);  expand = full_default_4 = full_default_3 = None
        expand_2 = torch.ops.aten.expand.default(where_1, [2, 4, 8, 8]);  where_1 = None
        _scaled_dot_product_efficient_attention_1 = torch.ops.aten._scaled_dot_product_efficient_attention.default(permute_6, clone_5, clone_6, expand_2, False, scale = 0.1767766952966369);  permute_6 = expand_2 = None
        getitem_16 = _scaled_dot_product_efficient_attention_1[0];  _scaled_dot_product_efficient_attention_1 = None
        permute_7 = torch.ops.aten.permute.default(getitem_16, [0, 2, 1, 3]);  getitem_16 = None
        view_19 = torch.ops.aten.view.default(permute_7, [2, 8, -1]);  permute_7 = None
        view_20 = torch.ops.aten.view.default(view_19, [-1, 128]);  view_19 = None
        addmm_5 = torch.ops.aten.addmm.default(arg21_1, view_20, arg22_1);  arg21_1 = view_20 = arg22_1 = None
        view_21 = torch.ops.aten.view.default(addmm_5, [2, 8, 128]);  addmm_5 = None
        add_13 = torch.ops.aten.add.Tensor(view_21, add_10);  view_21 = add_10 = None
        var_mean_3 = torch.ops.aten.var_mean.correction(add_13, [2], correction = 0, keepdim = True)
        getitem_20 = var_mean_3[0]
        getitem_21 = var_mean_3[1];  var_mean_3 = None
        add_14 = torch.ops.aten.add.Tensor(getitem_20, 1e-05);  getitem_20 = None
        rsqrt_3 = torch.ops.aten.rsqrt.default(add_14);  add_14 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_13, getitem_21);  getitem_21 = None
        mul_10 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_3);  sub_3 = rsqrt_3 = None
        mul_11 = torch.ops.aten.mul.Tensor(mul_10, arg23_1);  mul_10 = arg23_1 = None
        add_15 = torch.ops.aten.add.Tensor(mul_11, arg24_1);  mul_11 = arg24_1 = None
        view_22 = torch.ops.aten.view.default(add_15, [-1, 128]);  add_15 = None
        addmm_6 = torch.ops.aten.addmm.default(arg25_1, view_22, arg26_1);  arg25_1 = view_22 = arg26_1 = None
        view_23 = torch.ops.aten.view.default(addmm_6, [2, 8, 512]);  addmm_6 = None
        mul_12 = torch.ops.aten.mul.Tensor(view_23, 0.5)
        pow_2 = torch.ops.aten.pow.Tensor_Scalar(view_23, 3.0)
        mul_13 = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
        add_16 = torch.ops.aten.add.Tensor(view_23, mul_13);  view_23 = mul_13 = None
        mul_14 = torch.ops.aten.mul.Tensor(add_16, 0.7978845608028654);  add_16 = None
        tanh_1 = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
        add_17 = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_12, add_17);  mul_12 = add_17 = None
        view_24 = torch.ops.aten.view.default(mul_15, [-1, 512]);  mul_15 = None
        addmm_7 = torch.ops.aten.addmm.default(arg27_1, view_24, arg28_1);  arg27_1 = view_24 = arg28_1 = None
        view_25 = torch.ops.aten.view.default(addmm_7, [2, 8, 128]);  addmm_7 = None
        add_18 = torch.ops.aten.add.Tensor(add_13, view_25);  add_13 = view_25 = None
        var_mean_4 = torch.ops.aten.var_mean.correction(add_18, [2], correction = 0, keepdim = True)
        getitem_22 = var_mean_4[0]
        getitem_23 = var_mean_4[1];  var_mean_4 = None
        add_19 = torch.ops.aten.add.Tensor(getitem_22, 1e-05);  getitem_22 = None
        rsqrt_4 = torch.ops.aten.rsqrt.default(add_19);  add_19 = None
        sub_4 = torch.ops.aten.sub.Tensor(add_18, getitem_23);  add_18 = getitem_23 = None
        mul_16 = torch.ops.aten.mul.Tensor(sub_4, rsqrt_4);  sub_4 = rsqrt_4 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, arg29_1);  mul_16 = arg29_1 = None
        add_20 = torch.ops.aten.add.Tensor(mul_17, arg30_1);  mul_17 = arg30_1 = None
        slice_1 = torch.ops.aten.slice.Tensor(add_20, 1, -1, 9223372036854775807);  add_20 = None
        permute_8 = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        view_27 = torch.ops.aten.view.default(slice_1, [2, 128]);  slice_1 = None
        mm = torch.ops.aten.mm.default(view_27, permute_8);  view_27 = permute_8 = None
        view_28 = torch.ops.aten.view.default(mm, [2, 1, 1000]);  mm = None
        return (clone_2, clone_1, clone_6, clone_5, view_28)

def load_args(reader):
    buf0 = reader.storage(None, 128, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf0, (2, 8), dtype=torch.int64, is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 512000, device=device(type='cuda', index=0))
    reader.tensor(buf1, (1000, 128), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 128, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf2, (2, 8), dtype=torch.int64, is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf3, (64, 128), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 128, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf4, (2, 8), dtype=torch.int64, is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf5, (128,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf6, (128,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 1536, device=device(type='cuda', index=0))
    reader.tensor(buf7, (384,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 196608, device=device(type='cuda', index=0))
    reader.tensor(buf8, (128, 384), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf9, (128,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 65536, device=device(type='cuda', index=0))
    reader.tensor(buf10, (128, 128), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf11, (128,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf12, (128,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 2048, device=device(type='cuda', index=0))
    reader.tensor(buf13, (512,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf14, (128, 512), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf15, (128,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf16, (512, 128), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf17, (128,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf18, (128,), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 1536, device=device(type='cuda', index=0))
    reader.tensor(buf19, (384,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 196608, device=device(type='cuda', index=0))
    reader.tensor(buf20, (128, 384), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf21, (128,), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 65536, device=device(type='cuda', index=0))
    reader.tensor(buf22, (128, 128), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf23, (128,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf24, (128,), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 2048, device=device(type='cuda', index=0))
    reader.tensor(buf25, (512,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf26, (128, 512), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf27, (128,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf28, (512, 128), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf29, (128,), is_leaf=True)  # arg29_1
    buf30 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf30, (128,), is_leaf=True)  # arg30_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)