# AOT ID: ['1_inference']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_dev/rn/crn445t5uyxdczfnswlseb2wbwguur7bnxsebjjcmxbqibvup6jx.py
# Topologically Sorted Source Nodes: [inputs_embeds, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   hidden_states => add
#   hidden_states_2 => add_3, add_4, mul, mul_1, rsqrt, sub, var_mean
#   inputs_embeds => embedding
#   position_embeds => embedding_1
# Graph fragment:
#   %arg0_1 : Tensor "i64[2, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "i64[2, 1][1, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[64, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %getitem_1 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=buf1]
#   %arg6_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg6_1]
#   %arg7_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg7_1]
#   %embedding : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %embedding_1 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %add : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add, %getitem_1), kwargs = {})
#   %add_3 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_3,), kwargs = {})
#   %mul : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %arg6_1), kwargs = {})
#   %add_4 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %arg7_1), kwargs = {})
#   return %getitem_1,%buf1,%add_4
triton_red_fused_add_embedding_native_layer_norm_0 = async_compile.triton('triton_red_fused_add_embedding_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_red_fused_add_embedding_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 1, 'num_reduction': 2, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8, 'r0_': 3072}}
)
@triton.jit
def triton_red_fused_add_embedding_native_layer_norm_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp16_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp16_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp16_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp1 = tl.full([1, 1], 1000, tl.int32)
        tmp2 = tmp0 + tmp1
        tmp3 = tmp0 < 0
        tmp4 = tl.where(tmp3, tmp2, tmp0)
        tl.device_assert(((0 <= tmp4) & (tmp4 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp4 < 1000")
        tmp6 = tl.load(in_ptr1 + (r0_1 + 128*tmp4), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.full([1, 1], 64, tl.int32)
        tmp9 = tmp7 + tmp8
        tmp10 = tmp7 < 0
        tmp11 = tl.where(tmp10, tmp9, tmp7)
        tl.device_assert(((0 <= tmp11) & (tmp11 < 64)) | ~(xmask), "index out of bounds: 0 <= tmp11 < 64")
        tmp13 = tl.load(in_ptr3 + (r0_1 + 128*tmp11), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp14 = tmp6 + tmp13
        tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
        tmp16_mean_next, tmp16_m2_next, tmp16_weight_next = triton_helpers.welford_reduce(
            tmp15, tmp16_mean, tmp16_m2, tmp16_weight, roffset == 0
        )
        tmp16_mean = tl.where(r0_mask & xmask, tmp16_mean_next, tmp16_mean)
        tmp16_m2 = tl.where(r0_mask & xmask, tmp16_m2_next, tmp16_m2)
        tmp16_weight = tl.where(r0_mask & xmask, tmp16_weight_next, tmp16_weight)
    tmp17, tmp18, tmp19 = triton_helpers.welford(tmp16_mean, tmp16_m2, tmp16_weight, 1)
    tmp16 = tmp17[:, None]
    tmp20 = tmp18[:, None]
    tmp21 = tmp19[:, None]
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp42 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp44 = tl.load(in_ptr5 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.full([1, 1], 1000, tl.int32)
        tmp23 = tmp0 + tmp22
        tmp24 = tmp0 < 0
        tmp25 = tl.where(tmp24, tmp23, tmp0)
        tl.device_assert(((0 <= tmp25) & (tmp25 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp25 < 1000")
        tmp27 = tl.load(in_ptr1 + (r0_1 + 128*tmp25), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp28 = tl.full([1, 1], 64, tl.int32)
        tmp29 = tmp7 + tmp28
        tmp30 = tmp7 < 0
        tmp31 = tl.where(tmp30, tmp29, tmp7)
        tl.device_assert(((0 <= tmp31) & (tmp31 < 64)) | ~(xmask), "index out of bounds: 0 <= tmp31 < 64")
        tmp33 = tl.load(in_ptr3 + (r0_1 + 128*tmp31), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp34 = tmp27 + tmp33
        tmp35 = tmp34 - tmp16
        tmp36 = tl.full([1, 1], 128.0, tl.float32)
        tmp37 = (tmp20 / tmp36)
        tmp38 = tl.full([1, 1], 1e-05, tl.float32)
        tmp39 = tmp37 + tmp38
        tmp40 = libdevice.rsqrt(tmp39)
        tmp41 = tmp35 * tmp40
        tmp43 = tmp41 * tmp42
        tmp45 = tmp43 + tmp44
        tl.store(out_ptr2 + (r0_1 + 128*x0), tmp45, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/za/czacamcjg3ogasrtswqw7gvtqhe5uhmyl2vqh3qxwgwa3l44psp2.py
# Topologically Sorted Source Nodes: [x_1, split, view_4, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   key_states_1 => permute
#   keys => cat
#   split => split
#   view_4 => view_4
#   x_1 => view_3
# Graph fragment:
#   %arg5_1 : Tensor "f32[2, 4, 8, 32][1024, 32, 128, 1]cuda:0" = PlaceHolder[target=arg5_1]
#   %addmm : Tensor "f32[2, 384][384, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_3 : Tensor "f32[2, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 1, 384]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_3, 128, 2), kwargs = {})
#   %view_4 : Tensor "f32[2, 1, 4, 32][384, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_3, [2, 1, -1, 32]), kwargs = {})
#   %permute : Tensor "f32[2, 4, 1, 32][384, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %cat : Tensor "f32[2, 4, 9, 32][1152, 288, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%arg5_1, %permute], -2), kwargs = {})
#   return %cat
triton_poi_fused_cat_split_transpose_view_1 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 32) % 9)
    x0 = (xindex % 32)
    x2 = ((xindex // 288) % 4)
    x3 = xindex // 1152
    x4 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*(x1) + 1024*x3), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 9, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (128 + x0 + 32*x2 + 384*x3), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp10 = tl.where(tmp4, tmp5, tmp9)
    tl.store(out_ptr0 + (x4), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/6r/c6rawogdoogpzkplv7u6nht4f76qtfsxogp75pcnempf2syqfgaj.py
# Topologically Sorted Source Nodes: [x_1, split, view_5, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
# Source node to ATen node mapping:
#   split => split
#   value_states_1 => permute_1
#   values => cat_1
#   view_5 => view_5
#   x_1 => view_3
# Graph fragment:
#   %arg10_1 : Tensor "f32[2, 4, 8, 32][1024, 32, 128, 1]cuda:0" = PlaceHolder[target=arg10_1]
#   %addmm : Tensor "f32[2, 384][384, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_3 : Tensor "f32[2, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 1, 384]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_3, 128, 2), kwargs = {})
#   %view_5 : Tensor "f32[2, 1, 4, 32][384, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_4, [2, 1, -1, 32]), kwargs = {})
#   %permute_1 : Tensor "f32[2, 4, 1, 32][384, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_5, [0, 2, 1, 3]), kwargs = {})
#   %cat_1 : Tensor "f32[2, 4, 9, 32][1152, 288, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.cat.default](args = ([%arg10_1, %permute_1], -2), kwargs = {})
#   return %cat_1
triton_poi_fused_cat_split_transpose_view_2 = async_compile.triton('triton_poi_fused_cat_split_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_cat_split_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 27648}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_transpose_view_2(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2304
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = ((xindex // 32) % 9)
    x0 = (xindex % 32)
    x2 = ((xindex // 288) % 4)
    x3 = xindex // 1152
    x4 = xindex
    tmp0 = x1
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = tl.full([1], 8, tl.int64)
    tmp4 = tmp0 < tmp3
    tmp5 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*(x1) + 1024*x3), tmp4 & xmask, other=0.0)
    tmp6 = tmp0 >= tmp3
    tmp7 = tl.full([1], 9, tl.int64)
    tmp8 = tmp0 < tmp7
    tmp9 = tl.load(in_ptr1 + (256 + x0 + 32*x2 + 384*x3), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp10 = tl.where(tmp4, tmp5, tmp9)
    tl.store(out_ptr0 + (x4), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/ae/caeqxp7bn3wuantbbxnhsodljyhfmvkxlgvf375oepelo7ge6nrs.py
# Topologically Sorted Source Nodes: [x_1, split, view_6, query_states_1, result, arange_3, kv_arange, kv_indices, arange_2, q_arange, q_indices, le, result_1, attention_mask_1, batch_arange, batch_indices, getitem_10, result_2, attention_mask_2, attn_output, x_9, split_1, view_17, query_states_3, attn_output_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
# Source node to ATen node mapping:
#   arange_2 => iota_2
#   arange_3 => iota_3
#   attention_mask_1 => convert_element_type
#   attention_mask_2 => expand
#   attn_output => _scaled_dot_product_efficient_attention, constant_pad_nd, expand_1, full_default_1, full_default_2, slice_1, where
#   attn_output_4 => _scaled_dot_product_efficient_attention_1, constant_pad_nd_1, expand_2, full_default_3, full_default_4, slice_2, where_1
#   batch_arange => iota
#   batch_indices => unsqueeze, unsqueeze_1, unsqueeze_2
#   getitem_10 => index
#   kv_arange => add_2
#   kv_indices => unsqueeze_6, unsqueeze_7, unsqueeze_8
#   le => le
#   q_arange => add_1
#   q_indices => unsqueeze_3, unsqueeze_4, unsqueeze_5
#   query_states_1 => permute_2
#   query_states_3 => permute_6
#   result => full_default
#   result_1 => bitwise_and
#   result_2 => bitwise_and_1
#   split => split
#   split_1 => split_1
#   view_17 => view_18
#   view_6 => view_6
#   x_1 => view_3
#   x_9 => view_15
# Graph fragment:
#   %arg4_1 : Tensor "i64[2, 9][9, 1]cuda:0" = PlaceHolder[target=arg4_1]
#   %view_3 : Tensor "f32[2, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [2, 1, 384]), kwargs = {})
#   %split : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_3, 128, 2), kwargs = {})
#   %view_6 : Tensor "f32[2, 1, 4, 32][384, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [2, 1, -1, 32]), kwargs = {})
#   %permute_2 : Tensor "f32[2, 4, 1, 32][384, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_6, [0, 2, 1, 3]), kwargs = {})
#   %full_default : Tensor "b8[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], True), kwargs = {dtype: torch.bool, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %iota_3 : Tensor "i64[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (9,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_2 : Tensor "i64[9][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_3, 0), kwargs = {})
#   %unsqueeze_6 : Tensor "i64[1, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_2, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "i64[1, 1, 9][9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 1), kwargs = {})
#   %unsqueeze_8 : Tensor "i64[1, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %iota_2 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (1,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %add_1 : Tensor "i64[1][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%iota_2, 8), kwargs = {})
#   %unsqueeze_3 : Tensor "i64[1, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%add_1, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "i64[1, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 1), kwargs = {})
#   %unsqueeze_5 : Tensor "i64[1, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %le : Tensor "b8[1, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Tensor](args = (%unsqueeze_8, %unsqueeze_5), kwargs = {})
#   %bitwise_and : Tensor "b8[1, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%full_default, %le), kwargs = {})
#   %convert_element_type : Tensor "b8[2, 9][9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%arg4_1, torch.bool), kwargs = {})
#   %iota : Tensor "i64[2][1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.iota.default](args = (2,), kwargs = {start: 0, step: 1, dtype: torch.int64, device: cuda:0, requires_grad: False})
#   %unsqueeze : Tensor "i64[2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%iota, 1), kwargs = {})
#   %unsqueeze_1 : Tensor "i64[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "i64[2, 1, 1, 1][1, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %index : Tensor "b8[2, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%convert_element_type, [%unsqueeze_2, %unsqueeze_8]), kwargs = {})
#   %bitwise_and_1 : Tensor "b8[2, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.bitwise_and.Tensor](args = (%bitwise_and, %index), kwargs = {})
#   %expand : Tensor "b8[2, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.expand.default](args = (%bitwise_and_1, [2, -1, 1, 9]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_1 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_2, %full_default_1), kwargs = {})
#   %constant_pad_nd : Tensor "f32[2, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where, [0, 7], 0.0), kwargs = {})
#   %slice_1 : Tensor "f32[2, 1, 1, 9][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd, -1, 0, 9), kwargs = {})
#   %expand_1 : Tensor "f32[2, 4, 1, 9][16, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_1, [2, 4, 1, 9]), kwargs = {})
#   %_scaled_dot_product_efficient_attention : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_2, %cat, %cat_1, %expand_1, False), kwargs = {scale: 0.1767766952966369})
#   %view_15 : Tensor "f32[2, 1, 384][384, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_4, [2, 1, 384]), kwargs = {})
#   %split_1 : [num_users=3] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_15, 128, 2), kwargs = {})
#   %view_18 : Tensor "f32[2, 1, 4, 32][384, 384, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_13, [2, 1, -1, 32]), kwargs = {})
#   %permute_6 : Tensor "f32[2, 4, 1, 32][384, 32, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_18, [0, 2, 1, 3]), kwargs = {})
#   %full_default_4 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %full_default_3 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], -inf), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 1, 1, 9][9, 9, 9, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%expand, %full_default_4, %full_default_3), kwargs = {})
#   %constant_pad_nd_1 : Tensor "f32[2, 1, 1, 16][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.constant_pad_nd.default](args = (%where_1, [0, 7], 0.0), kwargs = {})
#   %slice_2 : Tensor "f32[2, 1, 1, 9][16, 16, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%constant_pad_nd_1, -1, 0, 9), kwargs = {})
#   %expand_2 : Tensor "f32[2, 4, 1, 9][16, 0, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%slice_2, [2, 4, 1, 9]), kwargs = {})
#   %_scaled_dot_product_efficient_attention_1 : [num_users=1] = call_function[target=torch.ops.aten._scaled_dot_product_efficient_attention.default](args = (%permute_6, %cat_2, %cat_3, %expand_2, False), kwargs = {scale: 0.1767766952966369})
#   return %buf7,%buf29
triton_poi_fused__scaled_dot_product_efficient_attention__to_copy_add_arange_bitwise_and_constant_pad_nd_expand_index_le_new_ones_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3 = async_compile.triton('triton_poi_fused__scaled_dot_product_efficient_attention__to_copy_add_arange_bitwise_and_constant_pad_nd_expand_index_le_new_ones_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__scaled_dot_product_efficient_attention__to_copy_add_arange_bitwise_and_constant_pad_nd_expand_index_le_new_ones_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 432}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__scaled_dot_product_efficient_attention__to_copy_add_arange_bitwise_and_constant_pad_nd_expand_index_le_new_ones_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3(in_ptr0, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 18
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 9)
    x2 = xindex
    x1 = xindex // 9
    tmp0 = x0
    tmp1 = tl.full([1], 9, tl.int64)
    tmp2 = tmp0 < tmp1
    tmp3 = x0
    tmp4 = tl.full([1], 8, tl.int64)
    tmp5 = tmp3 <= tmp4
    tmp6 = tl.full([1], True, tl.int1)
    tmp7 = tmp6 & tmp5
    tmp8 = tl.load(in_ptr0 + (x2), tmp2 & xmask, other=0.0)
    tmp9 = (tmp8 != 0)
    tmp10 = tmp7 & tmp9
    tmp11 = tl.full([1], 0.0, tl.float32)
    tmp12 = tl.full([1], float("-inf"), tl.float32)
    tmp13 = tl.where(tmp10, tmp11, tmp12)
    tmp14 = tl.full(tmp13.shape, 0.0, tmp13.dtype)
    tmp15 = tl.where(tmp2, tmp13, tmp14)
    tl.store(out_ptr0 + (x0 + 16*x1), tmp15, xmask)
    tl.store(out_ptr1 + (x0 + 16*x1), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/7u/c7uvkhmmxd6k2zm3jkzq2eti2genodbpwmnsntb3mfexfeawq4ng.py
# Topologically Sorted Source Nodes: [inputs_embeds, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.add, aten.addmm, aten.view, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_5
#   hidden_states => add
#   hidden_states_3 => add_5
#   hidden_states_4 => add_6, add_7, mul_2, mul_3, rsqrt_1, sub_1, var_mean_1
#   inputs_embeds => embedding
#   position_embeds => embedding_1
#   x_3 => view_9
# Graph fragment:
#   %arg11_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg11_1]
#   %mm_default_5 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_5]
#   %arg0_1 : Tensor "i64[2, 1][1, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[1000, 128][128, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %arg2_1 : Tensor "i64[2, 1][1, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[64, 128][128, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %add_5 : Tensor "f32[2, 1, 128][128, 256, 1]cuda:0" = PlaceHolder[target=add_5]
#   %getitem_10 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=getitem_10]
#   %buf16 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=buf16]
#   %arg13_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg13_1]
#   %arg14_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg14_1]
#   %embedding : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg1_1, %arg0_1), kwargs = {})
#   %embedding_1 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %add : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%embedding, %embedding_1), kwargs = {})
#   %add_tensor_5 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg11_1, %mm_default_5), kwargs = {})
#   %view_9 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_5, [2, 1, 128]), kwargs = {})
#   %add_5 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_9, %add), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_5, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_1 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_5, %getitem_10), kwargs = {})
#   %add_6 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_9, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %mul_2 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_3 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %arg13_1), kwargs = {})
#   %add_7 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_3, %arg14_1), kwargs = {})
#   return %add_5,%getitem_10,%buf16,%add_7
triton_per_fused_add_addmm_embedding_native_layer_norm_view_4 = async_compile.triton('triton_per_fused_add_addmm_embedding_native_layer_norm_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*i64', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_embedding_native_layer_norm_view_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8, 'r0_': 6656}}
)
@triton.jit
def triton_per_fused_add_addmm_embedding_native_layer_norm_view_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp42 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp44 = tl.load(in_ptr6 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp4 = tl.full([1, 1], 1000, tl.int32)
    tmp5 = tmp3 + tmp4
    tmp6 = tmp3 < 0
    tmp7 = tl.where(tmp6, tmp5, tmp3)
    tl.device_assert(((0 <= tmp7) & (tmp7 < 1000)) | ~(xmask), "index out of bounds: 0 <= tmp7 < 1000")
    tmp9 = tl.load(in_ptr2 + (r0_1 + 128*tmp7), xmask, other=0.0)
    tmp11 = tl.full([1, 1], 64, tl.int32)
    tmp12 = tmp10 + tmp11
    tmp13 = tmp10 < 0
    tmp14 = tl.where(tmp13, tmp12, tmp10)
    tl.device_assert(((0 <= tmp14) & (tmp14 < 64)) | ~(xmask), "index out of bounds: 0 <= tmp14 < 64")
    tmp16 = tl.load(in_ptr4 + (r0_1 + 128*tmp14), xmask, other=0.0)
    tmp17 = tmp9 + tmp16
    tmp18 = tmp2 + tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(xmask, tmp19, 0)
    tmp22 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp24 = tl.where(xmask, tmp22, 0)
    tmp25 = tl.sum(tmp24, 1)[:, None].to(tl.float32)
    tmp26 = tl.full([1, 1], 128, tl.int32)
    tmp27 = tmp26.to(tl.float32)
    tmp28 = (tmp25 / tmp27)
    tmp29 = tmp19 - tmp28
    tmp30 = tmp29 * tmp29
    tmp31 = tl.broadcast_to(tmp30, [XBLOCK, R0_BLOCK])
    tmp33 = tl.where(xmask, tmp31, 0)
    tmp34 = tl.sum(tmp33, 1)[:, None].to(tl.float32)
    tmp35 = tmp18 - tmp28
    tmp36 = tl.full([1, 1], 128.0, tl.float32)
    tmp37 = (tmp34 / tmp36)
    tmp38 = tl.full([1, 1], 1e-05, tl.float32)
    tmp39 = tmp37 + tmp38
    tmp40 = libdevice.rsqrt(tmp39)
    tmp41 = tmp35 * tmp40
    tmp43 = tmp41 * tmp42
    tmp45 = tmp43 + tmp44
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp18, xmask)
    tl.store(out_ptr2 + (r0_1 + 128*x0), tmp45, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/4m/c4me56pf4h6ecsd5lb75z7qezxmd7ke3sngqu4snlnwtwaedradl.py
# Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_4, mul_2, tanh, add_5, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
# Source node to ATen node mapping:
#    => add_tensor_4
#   add_4 => add_8
#   add_5 => add_9
#   hidden_states_5 => mul_7
#   mul => mul_4
#   mul_1 => mul_5
#   mul_2 => mul_6
#   pow_1 => pow_1
#   tanh => tanh
#   x_5 => view_11
# Graph fragment:
#   %arg15_1 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=arg15_1]
#   %mm_default_4 : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=mm_default_4]
#   %add_tensor_4 : Tensor "f32[2, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg15_1, %mm_default_4), kwargs = {})
#   %view_11 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_4, [2, 1, 512]), kwargs = {})
#   %mul_4 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, 0.5), kwargs = {})
#   %pow_1 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.pow.Tensor_Scalar](args = (%view_11, 3.0), kwargs = {})
#   %mul_5 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%pow_1, 0.044715), kwargs = {})
#   %add_8 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_11, %mul_5), kwargs = {})
#   %mul_6 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_8, 0.7978845608028654), kwargs = {})
#   %tanh : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%mul_6,), kwargs = {})
#   %add_9 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tanh, 1.0), kwargs = {})
#   %mul_7 : Tensor "f32[2, 1, 512][512, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %add_9), kwargs = {})
#   return %mul_7
triton_poi_fused_add_addmm_mul_pow_tanh_view_5 = async_compile.triton('triton_poi_fused_add_addmm_mul_pow_tanh_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_add_addmm_mul_pow_tanh_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 14336}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_addmm_mul_pow_tanh_view_5(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 512)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tmp2 * tmp2
    tmp6 = tmp5 * tmp2
    tmp7 = tl.full([1], 0.044715, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp2 + tmp8
    tmp10 = tl.full([1], 0.7978845608028654, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.tanh(tmp11)
    tmp13 = tl.full([1], 1.0, tl.float32)
    tmp14 = tmp12 + tmp13
    tmp15 = tmp4 * tmp14
    tl.store(in_out_ptr0 + (x2), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/co/ccopvn4fvruhjuufeo2z3fotacbkyf64bvbstcl3fe3lme2rwklk.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_3
#   hidden_states_7 => add_10
#   hidden_states_8 => add_11, add_12, mul_8, mul_9, rsqrt_2, sub_2, var_mean_2
#   x_7 => view_13
# Graph fragment:
#   %add_5 : Tensor "f32[2, 1, 128][128, 256, 1]cuda:0" = PlaceHolder[target=add_5]
#   %arg17_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %mm_default_3 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %getitem_12 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=getitem_12]
#   %buf23 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=buf23]
#   %arg19_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg19_1]
#   %arg20_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg20_1]
#   %add_tensor_3 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg17_1, %mm_default_3), kwargs = {})
#   %view_13 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [2, 1, 128]), kwargs = {})
#   %add_10 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %view_13), kwargs = {})
#   %var_mean_2 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_10, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_2 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_10, %getitem_12), kwargs = {})
#   %add_11 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_11, 1e-05), kwargs = {})
#   %rsqrt_2 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_11,), kwargs = {})
#   %mul_8 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_2, %rsqrt_2), kwargs = {})
#   %mul_9 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %arg19_1), kwargs = {})
#   %add_12 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %arg20_1), kwargs = {})
#   return %getitem_12,%buf23,%add_12
triton_per_fused_add_addmm_native_layer_norm_view_6 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 5632}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_6(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 128, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 128.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(out_ptr2 + (r0_1 + 128*x0), tmp31, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/wi/cwiql2qxmgswkslgftcabmzvki4cy5w5dkcwh4xvthhmqst6575s.py
# Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor_2, add_tensor_3
#   hidden_states_10 => add_14, add_15, mul_10, mul_11, rsqrt_3, sub_3, var_mean_3
#   hidden_states_7 => add_10
#   hidden_states_9 => add_13
#   x_11 => view_21
#   x_7 => view_13
# Graph fragment:
#   %arg25_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg25_1]
#   %mm_default_2 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_2]
#   %add_5 : Tensor "f32[2, 1, 128][128, 256, 1]cuda:0" = PlaceHolder[target=add_5]
#   %arg17_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg17_1]
#   %mm_default_3 : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_3]
#   %add_13 : Tensor "f32[2, 1, 128][128, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %getitem_21 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=getitem_21]
#   %buf38 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=buf38]
#   %arg27_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg27_1]
#   %arg28_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg28_1]
#   %add_tensor_3 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg17_1, %mm_default_3), kwargs = {})
#   %view_13 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_3, [2, 1, 128]), kwargs = {})
#   %add_10 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_5, %view_13), kwargs = {})
#   %add_tensor_2 : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg25_1, %mm_default_2), kwargs = {})
#   %view_21 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor_2, [2, 1, 128]), kwargs = {})
#   %add_13 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_21, %add_10), kwargs = {})
#   %var_mean_3 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_13, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_3 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_13, %getitem_21), kwargs = {})
#   %add_14 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_20, 1e-05), kwargs = {})
#   %rsqrt_3 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_14,), kwargs = {})
#   %mul_10 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_3), kwargs = {})
#   %mul_11 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, %arg27_1), kwargs = {})
#   %add_15 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %arg28_1), kwargs = {})
#   return %add_13,%getitem_21,%buf38,%add_15
triton_per_fused_add_addmm_native_layer_norm_view_7 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 9216}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp3 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp4 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp32 = tl.load(in_ptr4 + (r0_1), None, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr5 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp6 = tmp4 + tmp5
    tmp7 = tmp3 + tmp6
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.broadcast_to(tmp9, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 128, tl.int32)
    tmp17 = tmp16.to(tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tmp9 - tmp18
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp25 = tmp8 - tmp18
    tmp26 = tl.full([1, 1], 128.0, tl.float32)
    tmp27 = (tmp24 / tmp26)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp25 * tmp30
    tmp33 = tmp31 * tmp32
    tmp35 = tmp33 + tmp34
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp8, xmask)
    tl.store(out_ptr2 + (r0_1 + 128*x0), tmp35, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_dev/lb/clbclqg65u3dldilo3rl7lpmluod57ac4zrapv6twwj7cj7pob24.py
# Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#    => add_tensor
#   hidden_states_13 => add_18
#   hidden_states_14 => add_19, add_20, mul_16, mul_17, rsqrt_4, sub_4, var_mean_4
#   x_15 => view_25
# Graph fragment:
#   %add_13 : Tensor "f32[2, 1, 128][128, 256, 1]cuda:0" = PlaceHolder[target=add_13]
#   %arg31_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg31_1]
#   %mm_default : Tensor "f32[2, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default]
#   %getitem_23 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=getitem_23]
#   %buf45 : Tensor "f32[2, 1, 1][1, 2, 2]cuda:0" = PlaceHolder[target=buf45]
#   %arg33_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg33_1]
#   %arg34_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg34_1]
#   %add_tensor : Tensor "f32[2, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg31_1, %mm_default), kwargs = {})
#   %view_25 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_tensor, [2, 1, 128]), kwargs = {})
#   %add_18 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_13, %view_25), kwargs = {})
#   %var_mean_4 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_18, [2]), kwargs = {correction: 0, keepdim: True})
#   %sub_4 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_18, %getitem_23), kwargs = {})
#   %add_19 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_22, 1e-05), kwargs = {})
#   %rsqrt_4 : Tensor "f32[2, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_19,), kwargs = {})
#   %mul_16 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %rsqrt_4), kwargs = {})
#   %mul_17 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %arg33_1), kwargs = {})
#   %add_20 : Tensor "f32[2, 1, 128][128, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %arg34_1), kwargs = {})
#   return %getitem_23,%buf45,%add_20
triton_per_fused_add_addmm_native_layer_norm_view_8 = async_compile.triton('triton_per_fused_add_addmm_native_layer_norm_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_add_addmm_native_layer_norm_view_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 4, 'backend_hash': '91D1D1166449D9E2EB66EB9770C9E2C3B0FEB787341F27FEB4D3F0338DA50336', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': False, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 0, 'r0_': 5632}}
)
@triton.jit
def triton_per_fused_add_addmm_native_layer_norm_view_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (r0_1 + 128*x0), xmask, other=0.0)
    tmp28 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp3 = tmp1 + tmp2
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = tl.full([1, 1], 128, tl.int32)
    tmp13 = tmp12.to(tl.float32)
    tmp14 = (tmp11 / tmp13)
    tmp15 = tmp5 - tmp14
    tmp16 = tmp15 * tmp15
    tmp17 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
    tmp19 = tl.where(xmask, tmp17, 0)
    tmp20 = tl.sum(tmp19, 1)[:, None].to(tl.float32)
    tmp21 = tmp4 - tmp14
    tmp22 = tl.full([1, 1], 128.0, tl.float32)
    tmp23 = (tmp20 / tmp22)
    tmp24 = tl.full([1, 1], 1e-05, tl.float32)
    tmp25 = tmp23 + tmp24
    tmp26 = libdevice.rsqrt(tmp25)
    tmp27 = tmp21 * tmp26
    tmp29 = tmp27 * tmp28
    tmp31 = tmp29 + tmp30
    tl.store(in_out_ptr0 + (r0_1 + 128*x0), tmp31, xmask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1 = args
        args.clear()
        assert_size_stride(arg0_1, (2, 1), (1, 1))
        assert_size_stride(arg1_1, (1000, 128), (128, 1))
        assert_size_stride(arg2_1, (2, 1), (1, 1))
        assert_size_stride(arg3_1, (64, 128), (128, 1))
        assert_size_stride(arg4_1, (2, 9), (9, 1))
        assert_size_stride(arg5_1, (2, 4, 8, 32), (1024, 32, 128, 1))
        assert_size_stride(arg6_1, (128, ), (1, ))
        assert_size_stride(arg7_1, (128, ), (1, ))
        assert_size_stride(arg8_1, (384, ), (1, ))
        assert_size_stride(arg9_1, (128, 384), (384, 1))
        assert_size_stride(arg10_1, (2, 4, 8, 32), (1024, 32, 128, 1))
        assert_size_stride(arg11_1, (128, ), (1, ))
        assert_size_stride(arg12_1, (128, 128), (128, 1))
        assert_size_stride(arg13_1, (128, ), (1, ))
        assert_size_stride(arg14_1, (128, ), (1, ))
        assert_size_stride(arg15_1, (512, ), (1, ))
        assert_size_stride(arg16_1, (128, 512), (512, 1))
        assert_size_stride(arg17_1, (128, ), (1, ))
        assert_size_stride(arg18_1, (512, 128), (128, 1))
        assert_size_stride(arg19_1, (128, ), (1, ))
        assert_size_stride(arg20_1, (128, ), (1, ))
        assert_size_stride(arg21_1, (384, ), (1, ))
        assert_size_stride(arg22_1, (128, 384), (384, 1))
        assert_size_stride(arg23_1, (2, 4, 8, 32), (1024, 32, 128, 1))
        assert_size_stride(arg24_1, (2, 4, 8, 32), (1024, 32, 128, 1))
        assert_size_stride(arg25_1, (128, ), (1, ))
        assert_size_stride(arg26_1, (128, 128), (128, 1))
        assert_size_stride(arg27_1, (128, ), (1, ))
        assert_size_stride(arg28_1, (128, ), (1, ))
        assert_size_stride(arg29_1, (512, ), (1, ))
        assert_size_stride(arg30_1, (128, 512), (512, 1))
        assert_size_stride(arg31_1, (128, ), (1, ))
        assert_size_stride(arg32_1, (512, 128), (128, 1))
        assert_size_stride(arg33_1, (128, ), (1, ))
        assert_size_stride(arg34_1, (128, ), (1, ))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((2, 1, 128), (128, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, position_embeds, hidden_states, hidden_states_2], Original ATen: [aten.embedding, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_red_fused_add_embedding_native_layer_norm_0:1
            stream0 = get_raw_stream(0)
            triton_red_fused_add_embedding_native_layer_norm_0.run(arg0_1, arg1_1, arg2_1, arg3_1, arg6_1, arg7_1, buf3, 2, 128, stream=stream0)
            del arg6_1
            del arg7_1
            buf4 = empty_strided_cuda((2, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [inputs_embeds, position_embeds, hidden_states, hidden_states_2, view_2, x], Original ATen: [aten.embedding, aten.add, aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(arg8_1, reinterpret_tensor(buf3, (2, 128), (128, 1), 0), arg9_1, alpha=1, beta=1, out=buf4)
            del arg8_1
            del arg9_1
            buf5 = empty_strided_cuda((2, 4, 9, 32), (1152, 288, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_4, key_states_1, keys], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:3
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(arg5_1, buf4, buf5, 2304, stream=stream0)
            del arg5_1
            buf6 = empty_strided_cuda((2, 4, 9, 32), (1152, 288, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_5, value_states_1, values], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:4
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(arg10_1, buf4, buf6, 2304, stream=stream0)
            del arg10_1
            buf7 = empty_strided_cuda((2, 1, 1, 9), (16, 0, 16, 1), torch.float32)
            buf29 = empty_strided_cuda((2, 1, 1, 9), (16, 0, 16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, split, view_6, query_states_1, result, arange_3, kv_arange, kv_indices, arange_2, q_arange, q_indices, le, result_1, attention_mask_1, batch_arange, batch_indices, getitem_10, result_2, attention_mask_2, attn_output, x_9, split_1, view_17, query_states_3, attn_output_4], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] triton_poi_fused__scaled_dot_product_efficient_attention__to_copy_add_arange_bitwise_and_constant_pad_nd_expand_index_le_new_ones_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3:5
            stream0 = get_raw_stream(0)
            triton_poi_fused__scaled_dot_product_efficient_attention__to_copy_add_arange_bitwise_and_constant_pad_nd_expand_index_le_new_ones_scalar_tensor_slice_split_transpose_unsqueeze_view_where_3.run(arg4_1, buf7, buf29, 18, stream=stream0)
            del arg4_1
            # Topologically Sorted Source Nodes: [x_1, split, view_6, query_states_1, result, arange_3, kv_arange, kv_indices, arange_2, q_arange, q_indices, le, result_1, attention_mask_1, batch_arange, batch_indices, getitem_10, result_2, attention_mask_2, attn_output], Original ATen: [aten.view, aten.split, aten.transpose, aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:6
            buf8 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf4, (2, 4, 1, 32), (384, 32, 384, 1), 0), buf5, buf6, reinterpret_tensor(buf7, (2, 4, 1, 9), (16, 0, 16, 1), 0), False, scale=0.1767766952966369)
            del buf4
            del buf7
            buf9 = buf8[0]
            assert_size_stride(buf9, (2, 4, 1, 32), (128, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf9, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf8
            buf13 = reinterpret_tensor(buf3, (2, 128), (128, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [transpose_3, reshape, view_7, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:7
            extern_kernels.mm(reinterpret_tensor(buf9, (2, 128), (128, 1), 0), arg12_1, out=buf13)
            del arg12_1
            buf14 = reinterpret_tensor(buf13, (2, 1, 128), (128, 256, 1), 0); del buf13  # reuse
            buf18 = reinterpret_tensor(buf9, (2, 1, 128), (128, 128, 1), 0); del buf9  # reuse
            # Topologically Sorted Source Nodes: [inputs_embeds, position_embeds, hidden_states, , x_3, hidden_states_3, hidden_states_4], Original ATen: [aten.embedding, aten.add, aten.addmm, aten.view, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_embedding_native_layer_norm_view_4:8
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_embedding_native_layer_norm_view_4.run(buf14, arg11_1, arg0_1, arg1_1, arg2_1, arg3_1, arg13_1, arg14_1, buf18, 2, 128, stream=stream0)
            del arg0_1
            del arg11_1
            del arg13_1
            del arg14_1
            del arg2_1
            del arg3_1
            buf19 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_4, view_9, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:9
            extern_kernels.mm(reinterpret_tensor(buf18, (2, 128), (128, 1), 0), arg16_1, out=buf19)
            del arg16_1
            buf20 = reinterpret_tensor(buf19, (2, 1, 512), (512, 512, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_4, mul_2, tanh, add_5, hidden_states_5], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:10
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf20, arg15_1, 1024, stream=stream0)
            del arg15_1
            buf21 = reinterpret_tensor(buf18, (2, 128), (128, 1), 0); del buf18  # reuse
            # Topologically Sorted Source Nodes: [, x_5, mul, pow_1, mul_1, add_4, mul_2, tanh, add_5, hidden_states_5, view_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:11
            extern_kernels.mm(reinterpret_tensor(buf20, (2, 512), (512, 1), 0), arg18_1, out=buf21)
            del arg18_1
            del buf20
            buf25 = empty_strided_cuda((2, 1, 128), (128, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_6:12
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_6.run(buf14, arg17_1, buf21, arg19_1, arg20_1, buf25, 2, 128, stream=stream0)
            del arg19_1
            del arg20_1
            buf26 = empty_strided_cuda((2, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, hidden_states_8, view_13, x_8], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] extern_kernels.addmm:13
            extern_kernels.addmm(arg21_1, reinterpret_tensor(buf25, (2, 128), (128, 1), 0), arg22_1, alpha=1, beta=1, out=buf26)
            del arg21_1
            del arg22_1
            buf27 = empty_strided_cuda((2, 4, 9, 32), (1152, 288, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_15, key_states_3, keys_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_1:14
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_1.run(arg23_1, buf26, buf27, 2304, stream=stream0)
            del arg23_1
            buf28 = empty_strided_cuda((2, 4, 9, 32), (1152, 288, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_9, split_1, view_16, value_states_3, values_1], Original ATen: [aten.view, aten.split, aten.transpose, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_transpose_view_2:15
            stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_transpose_view_2.run(arg24_1, buf26, buf28, 2304, stream=stream0)
            del arg24_1
            # Topologically Sorted Source Nodes: [result, arange_3, kv_arange, kv_indices, arange_2, q_arange, q_indices, le, result_1, attention_mask_1, batch_arange, batch_indices, getitem_10, result_2, attention_mask_2, x_9, split_1, view_17, query_states_3, attn_output_4], Original ATen: [aten.new_ones, aten.arange, aten.add, aten.unsqueeze, aten.le, aten.bitwise_and, aten._to_copy, aten.index, aten.expand, aten.view, aten.split, aten.transpose, aten.scalar_tensor, aten.where, aten.constant_pad_nd, aten.slice, aten._scaled_dot_product_efficient_attention]
            # [Provenance debug handles] torch.ops.aten._scaled_dot_product_efficient_attention.default:16
            buf30 = torch.ops.aten._scaled_dot_product_efficient_attention.default(reinterpret_tensor(buf26, (2, 4, 1, 32), (384, 32, 384, 1), 0), buf27, buf28, reinterpret_tensor(buf29, (2, 4, 1, 9), (16, 0, 16, 1), 0), False, scale=0.1767766952966369)
            del buf26
            del buf29
            buf31 = buf30[0]
            assert_size_stride(buf31, (2, 4, 1, 32), (128, 32, 128, 1), 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            assert_alignment(buf31, 16, 'torch.ops.aten._scaled_dot_product_efficient_attention.default')
            del buf30
            buf35 = reinterpret_tensor(buf25, (2, 128), (128, 1), 0); del buf25  # reuse
            # Topologically Sorted Source Nodes: [transpose_7, reshape_1, view_18, ], Original ATen: [aten.transpose, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(buf31, (2, 128), (128, 1), 0), arg26_1, out=buf35)
            del arg26_1
            buf36 = reinterpret_tensor(buf35, (2, 1, 128), (128, 256, 1), 0); del buf35  # reuse
            buf40 = reinterpret_tensor(buf31, (2, 1, 128), (128, 128, 1), 0); del buf31  # reuse
            # Topologically Sorted Source Nodes: [, x_7, hidden_states_7, x_11, hidden_states_9, hidden_states_10], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_7:18
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_7.run(buf36, arg25_1, buf14, arg17_1, buf21, arg27_1, arg28_1, buf40, 2, 128, stream=stream0)
            del arg17_1
            del arg25_1
            del arg27_1
            del arg28_1
            del buf14
            del buf21
            buf41 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hidden_states_10, view_20, ], Original ATen: [aten.native_layer_norm, aten.view, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:19
            extern_kernels.mm(reinterpret_tensor(buf40, (2, 128), (128, 1), 0), arg30_1, out=buf41)
            del arg30_1
            del buf40
            buf42 = reinterpret_tensor(buf41, (2, 1, 512), (512, 512, 1), 0); del buf41  # reuse
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_8, mul_6, tanh_1, add_9, hidden_states_11], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] triton_poi_fused_add_addmm_mul_pow_tanh_view_5:20
            stream0 = get_raw_stream(0)
            triton_poi_fused_add_addmm_mul_pow_tanh_view_5.run(buf42, arg29_1, 1024, stream=stream0)
            del arg29_1
            buf43 = empty_strided_cuda((2, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_13, mul_4, pow_2, mul_5, add_8, mul_6, tanh_1, add_9, hidden_states_11, view_22], Original ATen: [aten.addmm, aten.view, aten.mul, aten.pow, aten.add, aten.tanh]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf42, (2, 512), (512, 1), 0), arg32_1, out=buf43)
            del arg32_1
            del buf42
            buf47 = reinterpret_tensor(buf36, (2, 1, 128), (128, 128, 1), 0); del buf36  # reuse
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_addmm_native_layer_norm_view_8:22
            stream0 = get_raw_stream(0)
            triton_per_fused_add_addmm_native_layer_norm_view_8.run(buf47, arg31_1, buf43, arg33_1, arg34_1, 2, 128, stream=stream0)
            del arg31_1
            del arg33_1
            del arg34_1
            del buf43
            buf48 = empty_strided_cuda((2, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, x_15, hidden_states_13, hidden_states_14, getitem_17, logits], Original ATen: [aten.addmm, aten.view, aten.add, aten.native_layer_norm, aten.slice, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf47, (2, 128), (128, 1), 0), reinterpret_tensor(arg1_1, (128, 1000), (1, 128), 0), out=buf48)
            del arg1_1
            del buf47
        return (buf6, buf5, buf28, buf27, reinterpret_tensor(buf48, (2, 1, 1000), (1000, 1000, 1), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    arg1_1 = rand_strided((1000, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((2, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((2, 9), (9, 1), device='cuda:0', dtype=torch.int64)
    arg5_1 = rand_strided((2, 4, 8, 32), (1024, 32, 128, 1), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((128, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((2, 4, 8, 32), (1024, 32, 128, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((384, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((128, 384), (384, 1), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((2, 4, 8, 32), (1024, 32, 128, 1), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((2, 4, 8, 32), (1024, 32, 128, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg30_1 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg31_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg32_1 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg33_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg34_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
